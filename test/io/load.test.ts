import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { detectRunFormat, loadRun, loadRuns, expandRunPath } from "../../lib/src";
import { FIXTURES, expectInputError, miniTau1, miniTau2, withDir } from "./helpers";

const TAU2 = path.join(FIXTURES, "tau2-mini.json");
const TAU1 = path.join(FIXTURES, "tau1-mini-retail.json");
const DIR = path.join(FIXTURES, "tau2-dir");

describe("detectRunFormat", () => {
  test("recognises each format by its keys", () => {
    expect(detectRunFormat({ tasks: [], simulations: [], info: {} })).toBe("tau2-results");
    expect(detectRunFormat({ tasks: [], simulation_index: [] })).toBe("tau2-dir");
    expect(detectRunFormat([{ task_id: 0, traj: [] }])).toBe("tau1-historical");
  });
  test("the loose τ² shapes: simulations without tasks or info, a results.json without an index, a bare list", () => {
    expect(detectRunFormat({ simulations: [] })).toBe("tau2-results");
    expect(detectRunFormat({ tasks: [], info: {} })).toBe("tau2-dir");
    expect(detectRunFormat([{ id: "s", task_id: 1, messages: [] }])).toBe("tau2-results");
    expect(detectRunFormat([{ id: "v", task_id: 1, messages: null, ticks: [] }])).toBe("tau2-results");
  });
  test("a bare list is recognised by its first recognisable element among the first 100", () => {
    expect(detectRunFormat([null, 3, { task_id: 0, traj: [] }])).toBe("tau1-historical");
    expect(detectRunFormat([...Array(100).fill(null), { task_id: 0, traj: [] }])).toBeNull();
  });
  test("anything else is null", () => {
    for (const doc of [[], [1], [{ task_id: 0 }], "x", 3, null, { hello: 1 }]) {
      expect(detectRunFormat(doc)).toBeNull();
    }
  });
});

describe("loadRun", () => {
  test("dispatches on the content, not the file name", () => {
    expect(loadRun(TAU2).format).toBe("tau2-results");
    expect(loadRun(TAU1).format).toBe("tau1-historical");
    expect(loadRun(TAU1).domain).toBe("retail");
    expect(loadRun(DIR).format).toBe("tau2-dir");
  });

  test("the results.json of a results directory loads the whole directory", () => {
    const run = loadRun(path.join(DIR, "results.json"));
    expect(run.format).toBe("tau2-dir");
    expect(run.source).toBe(DIR);
    expect(run.conversations.map((c) => c.id)).toEqual(["sim-1", "sim-2"]);
  });

  test("valid JSON of another shape: unknown-format, saying what it saw", () => {
    const shapes: Array<[unknown, RegExp]> = [
      [{ hello: 1 }, /an object with keys "hello"/],
      [[], /an empty array/],
      [[{ task_id: 0 }], /first element is object without "traj", "messages" or "ticks"/],
      ["text", /a JSON string/],
    ];
    withDir({}, (dir) => {
      shapes.forEach(([doc, detail], i) => {
        const f = path.join(dir, `s${i}.json`);
        fs.writeFileSync(f, JSON.stringify(doc));
        expectInputError(() => loadRun(f), { kind: "unknown-format", file: f, path: "$", detail });
      });
    });
  });

  test("a missing path: unreadable; bytes that are not JSON: not-json", () => {
    const missing = path.join(FIXTURES, "missing.json");
    expectInputError(() => loadRun(missing), { kind: "unreadable", file: missing, path: "$" });
    withDir({ "x.json": "{\"a\": nope}" }, (dir) => {
      const f = path.join(dir, "x.json");
      expectInputError(() => loadRun(f), { kind: "not-json", file: f, detail: /^not valid JSON: Unexpected token 'o' \(position 7, line 1, column 8\)$/ });
    });
  });

  test("a JSON file with a simulations/ directory beside it is a results directory, whatever its name (τ²'s rule)", () => {
    const h = miniTau2();
    delete h.simulations;
    withDir({ "meta.json": h, "simulations/a.json": { id: "a", task_id: "t1", messages: [] } }, (dir) => {
      const run = loadRun(path.join(dir, "meta.json"));
      expect([run.format, run.source, run.conversations.map((c) => c.id)]).toEqual(["tau2-dir", dir, ["a"]]);
    });
  });

  test("a large file is streamed, one simulation at a time, to the same run", () => {
    const text = loadRun(TAU2);
    const streamed = loadRun(TAU2, { streamAboveBytes: 0 });
    expect(streamed).toEqual(text);
  });
});

describe("loadRuns", () => {
  test("keeps every run that loads and one error per input that does not, in input order", () => {
    withDir(
      {
        "a-tau2.json": miniTau2(),
        "b-broken.json": "{not json",
        "c-tau1.json": miniTau1(),
        "d-other.json": { hello: 1 },
        "notes.txt": "ignored: not *.json",
      },
      (dir) => {
        const missing = path.join(dir, "missing.json");
        const progress: Array<[string, number]> = [];
        const { runs, errors } = loadRuns([dir, missing, DIR], { onProgress: (f, b) => progress.push([f, b]) });
        expect(runs.map((r) => [path.basename(r.source), r.format])).toEqual([
          ["a-tau2.json", "tau2-results"],
          ["c-tau1.json", "tau1-historical"],
          ["tau2-dir", "tau2-dir"],
        ]);
        expect(errors.map((e) => [path.basename(e.file), e.kind])).toEqual([
          ["b-broken.json", "not-json"],
          ["d-other.json", "unknown-format"],
          ["missing.json", "unreadable"],
        ]);
        const size = (f: string) => fs.statSync(f).size;
        const dirBytes = ["results.json", "simulations/sim-1.json", "simulations/sim-2.json"].reduce((s, f) => s + size(path.join(DIR, f)), 0);
        expect(progress).toEqual([
          [path.join(dir, "a-tau2.json"), size(path.join(dir, "a-tau2.json"))],
          [path.join(dir, "b-broken.json"), size(path.join(dir, "b-broken.json"))],
          [path.join(dir, "c-tau1.json"), size(path.join(dir, "c-tau1.json"))],
          [path.join(dir, "d-other.json"), size(path.join(dir, "d-other.json"))],
          [missing, 0],
          [DIR, dirBytes],
        ]);
      },
    );
  });

  test("a failing file after good ones loses nothing already loaded", () => {
    withDir({ "bad.json": "[" }, (dir) => {
      const { runs, errors } = loadRuns([TAU2, TAU1, path.join(dir, "bad.json")]);
      expect(runs.length).toBe(2);
      expect(errors.length).toBe(1);
    });
  });

  test("a directory of exports is expanded recursively, in name order, skipping hidden entries", () => {
    withDir(
      {
        "b.json": "{}",
        "a/x.json": "{}",
        "a/readme.md": "# not an export",
        "c/run/results.json": "{}",
        "c/run/simulations/s1.json": "{}",
        ".hidden/y.json": "{}",
      },
      (dir) => {
        expect(expandRunPath(dir)).toEqual([
          path.join(dir, "a", "x.json"),
          path.join(dir, "b.json"),
          path.join(dir, "c", "run"),
        ]);
      },
    );
  });

  test("a directory with results.json is one run; a directory with nothing to load is an error", () => {
    expect(expandRunPath(DIR)).toEqual([DIR]);
    withDir({ "readme.md": "# nothing" }, (dir) => {
      const { runs, errors } = loadRuns([dir]);
      expect(runs).toEqual([]);
      expect(errors.map((e) => [e.kind, e.file])).toEqual([["unknown-format", dir]]);
    });
  });
});

describe("expandRunPath: a simulations/ directory belongs to the JSON files beside it", () => {
  test("it is not walked into when the directory holds *.json files", () => {
    withDir({ "meta.json": "{}", "simulations/a.json": "{}", "other/b.json": "{}" }, (dir) => {
      expect(expandRunPath(dir)).toEqual([path.join(dir, "meta.json"), path.join(dir, "other", "b.json")]);
    });
  });
  test("a directory tree is walked without recursion, in the order of a recursive walk", () => {
    withDir({ "b/z.json": "{}", "a.json": "{}", "b/a/y.json": "{}", "c.json": "{}" }, (dir) => {
      expect(expandRunPath(dir).map((p) => path.relative(dir, p))).toEqual(["a.json", path.join("b", "a", "y.json"), path.join("b", "z.json"), "c.json"]);
    });
  });
});
