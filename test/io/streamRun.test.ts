import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { TrajlabInputError, loadRun, type Run } from "../../lib/src";
import { elementFormat, invalidUtf8Warning } from "../../lib/src/io/streamRun";
import { FIXTURES, firstDifference } from "./helpers";

const CORPUS = path.join(FIXTURES, "corpus");

function outcome(load: () => Run): { run: Run } | { error: TrajlabInputError } {
  try {
    return { run: load() };
  } catch (e) {
    if (e instanceof TrajlabInputError) return { error: e };
    throw e;
  }
}

describe("loadRun streamed (one simulation at a time) gives the same run as loadRun from one string", () => {
  const inputs = [
    ...fs.readdirSync(CORPUS).map((n) => path.join(CORPUS, n)),
    path.join(FIXTURES, "tau2-mini.json"),
    path.join(FIXTURES, "tau1-mini-retail.json"),
  ];
  for (const p of inputs) {
    test(path.relative(FIXTURES, p), () => {
      const text = outcome(() => loadRun(p));
      const streamed = outcome(() => loadRun(p, { streamAboveBytes: 0 }));
      if ("error" in text) {
        expect("error" in streamed, "streamed loaded what the text path refused").toBe(true);
        const e = (streamed as { error: TrajlabInputError }).error;
        expect([e.kind, e.file]).toEqual([text.error.kind, text.error.file]);
        // not-json: the streamed error names the value (simulations[3]) and a byte offset instead of a character position
        if (text.error.kind !== "not-json") expect([e.path, e.detail]).toEqual([text.error.path, text.error.detail]);
      } else {
        expect("run" in streamed, "streamed refused what the text path loaded").toBe(true);
        expect(firstDifference((streamed as { run: Run }).run, text.run)).toBeNull();
      }
    });
  }
});

test("elementFormat: τ-bench v1 records have traj, τ² simulations messages or ticks", () => {
  expect([elementFormat({ traj: [] }), elementFormat({ messages: [] }), elementFormat({ ticks: [] }), elementFormat({}), elementFormat(null)]).toEqual(["tau1", "tau2", "tau2", null, null]);
});

test("invalidUtf8Warning: a suspicious-value warning about the whole file, with the first offset", () => {
  expect(invalidUtf8Warning("r.json", 9)).toMatchObject({ kind: "suspicious-value", path: "$", ids: [], count: 1, detail: expect.stringContaining("byte offset 9") });
});
