/**
 * The section check of the notebook runners (scripts/lib/sections.mjs): every `## ` section with code cells shows
 * something after the run.
 */
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { notebookSections, outputSaysSomething, silentSections, nbformatOutputs } from "../../scripts/lib/sections.mjs";

const md = (source: string) => ({ cell_type: "markdown", source });
const code = (source = "x;") => ({ cell_type: "code", source });

describe("notebookSections", () => {
  test("a section runs from one `## ` heading to the next; `###` stays inside; cells before the first are no section", () => {
    const cells = [md("# title"), code(), md("## 1. First\ntext"), code(), md("### a sub-heading"), code(), md("## 2. Second"), code()];
    expect(notebookSections(cells)).toEqual([
      { title: "1. First", code: [3, 5] },
      { title: "2. Second", code: [7] },
    ]);
  });
});

describe("outputSaysSomething", () => {
  test("blank text and placeholder lines say nothing; any other line does", () => {
    expect(outputSaysSomething({ kind: "text", text: "  \n" })).toBe(false);
    expect(outputSaysSomething({ kind: "text", text: "(no data for: pass^k)\n(no rows)\n" })).toBe(false);
    expect(outputSaysSomething({ kind: "text", text: "(no data)\nSR 0.5 (2/4)\n" })).toBe(true);
  });

  test("an empty figure and a table with no rows say nothing; a figure with traces and a table with rows do", () => {
    expect(outputSaysSomething({ kind: "html", text: '<div></div><script>var fig = {"data":[],"layout":{"annotations":[{"text":"no run to draw"}]}};</script>' })).toBe(false);
    expect(outputSaysSomething({ kind: "html", text: '<script>var fig = {"data":[{"x":[1]}],"layout":{}};</script>' })).toBe(true);
    expect(outputSaysSomething({ kind: "html", text: "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td><em>(no rows)</em></td></tr></tbody></table>" })).toBe(false);
    expect(outputSaysSomething({ kind: "html", text: "<table><tr><th>a</th></tr><tr><td>1</td></tr></table>" })).toBe(true);
  });
});

describe("silentSections", () => {
  const cells = [md("# t"), code(), md("## A"), code(), code(), md("## B"), code(), md("## C (prose only)")];

  test("names the sections none of whose code cells show anything", () => {
    const outputs = new Map([
      [1, []],
      [3, [{ kind: "text", text: "" }]],
      [4, [{ kind: "text", text: "42\n" }]],
      [6, [{ kind: "text", text: "(no data)\n" }]],
    ]);
    expect(silentSections(cells, outputs)).toEqual([{ title: "B", cells: [6] }]);
  });

  test("a section whose cells did not all run is not judged (the run already failed)", () => {
    expect(silentSections(cells, new Map([[3, []]]))).toEqual([]);
  });

  test("reads an executed notebook's outputs (nbformat): streams, display data and errors", () => {
    const cell = { outputs: [{ output_type: "stream", name: "stdout", text: ["a\n", "b\n"] }, { output_type: "display_data", data: { "text/html": ["<b>x</b>"] } }] };
    expect(nbformatOutputs(cell)).toEqual([{ kind: "text", text: "a\nb\n" }, { kind: "html", text: "<b>x</b>" }]);
    expect(nbformatOutputs({ outputs: [] })).toEqual([]);
  });
});
