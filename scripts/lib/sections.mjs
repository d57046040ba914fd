// Every section of a notebook shows something: the check the notebook runners (scripts/run-notebooks.mjs, in-process
// and --jupyter, and scripts/e2e.mjs) apply after a notebook has run.
//
// A section starts at a markdown cell holding a level-2 heading (`## …`; the last such heading of the cell names it)
// and runs to the next one; `###` headings stay inside their section. Cells before the first `## ` heading (the
// title and the setup cell) are not a section. A section with code cells passes when at least one of its code cells
// has an output that says something. An output says nothing when it is empty or white space, or when every line of
// it is only a placeholder of an empty result:
//   - a text line "(no data …)" or "(no rows)";
//   - a figure that draws no data (the library's empty figure: `"data":[]`, its annotation "no … to draw");
//   - a table whose only body row is "(no rows)" (tableHtml over no rows).
// Such a section is reported by its heading, so that a notebook that silently shows nothing (a file that was not
// found, a filter that kept no row) fails instead of passing with blank sections.

/** The text of a cell's source. */
function sourceText(cell) {
  return Array.isArray(cell.source) ? cell.source.join("") : String(cell.source ?? "");
}

/**
 * The sections of a notebook: [{ title, code: [cell index, …] }] in order, one per `## ` heading.
 * @param {{ cell_type: string, source: string | string[] }[]} cells
 */
export function notebookSections(cells) {
  const sections = [];
  let current = null;
  cells.forEach((cell, index) => {
    if (cell.cell_type === "markdown") {
      const headings = sourceText(cell)
        .split("\n")
        .filter((l) => /^##\s+\S/.test(l) && !/^###/.test(l))
        .map((l) => l.replace(/^##\s+/, "").trim());
      if (headings.length > 0) {
        current = { title: headings[headings.length - 1], code: [] };
        sections.push(current);
      }
    } else if (cell.cell_type === "code" && current) current.code.push(index);
  });
  return sections;
}

const PLACEHOLDER_LINE = /^\s*(\(no data\b[^)]*\)|\(no rows\))\s*$/;
const EMPTY_FIGURE = /var fig = \{"data":\[\],/;
const EMPTY_TABLE = /<em>\(no rows\)<\/em>/;

/**
 * Does one output say something? A text output (console, stream, text/plain) or an HTML display.
 * @param {{ kind: "text" | "html", text: string }} output
 */
export function outputSaysSomething(output) {
  const text = String(output.text ?? "");
  if (text.trim() === "") return false;
  if (output.kind === "html") {
    if (EMPTY_FIGURE.test(text)) return false;
    if (EMPTY_TABLE.test(text) && (text.match(/<tr>/g) ?? []).length <= 2) return false;
    return true;
  }
  return text.split("\n").some((l) => l.trim() !== "" && !PLACEHOLDER_LINE.test(l));
}

/**
 * The sections with code cells none of which shows anything, as [{ title, cells: [index, …] }].
 * @param {{ cell_type: string, source: string | string[] }[]} cells the notebook's cells
 * @param {Map<number, { kind: "text" | "html", text: string }[]>} outputs each code cell's outputs, by cell index
 *   (a cell that did not run has no entry: its section is not judged, the run already failed)
 */
export function silentSections(cells, outputs) {
  return notebookSections(cells)
    .filter((s) => s.code.length > 0 && s.code.every((i) => outputs.has(i)))
    .filter((s) => !s.code.some((i) => outputs.get(i).some(outputSaysSomething)))
    .map((s) => ({ title: s.title, cells: s.code }));
}

/**
 * The outputs of an executed notebook's code cell (nbformat), in the form {@link silentSections} reads.
 * @param {{ outputs?: object[] }} cell
 */
export function nbformatOutputs(cell) {
  const join = (t) => (Array.isArray(t) ? t.join("") : String(t ?? ""));
  return (cell.outputs ?? []).flatMap((o) => {
    if (o.output_type === "stream") return [{ kind: "text", text: join(o.text) }];
    if (o.output_type === "error") return [{ kind: "text", text: `${o.ename}: ${o.evalue}` }];
    const data = o.data ?? {};
    if (data["text/html"] !== undefined) return [{ kind: "html", text: join(data["text/html"]) }];
    if (data["text/plain"] !== undefined) return [{ kind: "text", text: join(data["text/plain"]) }];
    return Object.keys(data).length > 0 ? [{ kind: "text", text: Object.keys(data).join(",") }] : [];
  });
}
