import * as path from "path";
import { describe, expect, test } from "vitest";
import { LOAD_EXCLUSION, loadRun, loadTau2Dir } from "../../lib/src";
import { hasSimulationsBeside } from "../../lib/src/io/tau2Dir";
import { FIXTURES, expectInputError, miniTau2, withDir } from "./helpers";

const DIR = path.join(FIXTURES, "tau2-dir");

/** A results.json without simulations and without an index (older outputs). */
const header = () => {
  const d = miniTau2();
  delete d.simulations;
  return d;
};
const sim = (id: string, task = "t1", extra: object = {}) => ({ id, task_id: task, trial: 0, reward_info: { reward: 1 }, messages: [], ...extra });

describe("loadTau2Dir (results.json + simulations/<id>.json)", () => {
  test("reads the header from results.json and one conversation per simulation file, in file-name order", () => {
    const run = loadTau2Dir(DIR);
    expect(run.format).toBe("tau2-dir");
    expect(run.source).toBe(DIR);
    expect([run.domain, run.agentModel, run.userModel, run.trialCount]).toEqual(["retail", "agent-llm", "user-llm", 1]);
    expect(run.tasks.map((t) => [t.id, t.goldActions?.length])).toEqual([["0", 1], ["1", 0]]);
    expect(run.conversations.map((c) => [c.id, c.taskId, c.reward, c.file])).toEqual([
      ["sim-1", "0", 1, path.join(DIR, "simulations", "sim-1.json")],
      ["sim-2", "1", 0, path.join(DIR, "simulations", "sim-2.json")],
    ]);
    const c = run.conversations[0];
    expect(c.path).toBe("$");
    expect(c.toolCalls.map((t) => [t.name, t.path, t.messageIndex])).toEqual([["cancel_pending_order", "messages[1].tool_calls[0]", 1]]);
    expect(c.goldActions).toBe(run.tasks[0].goldActions);
    expect([run.exclusions, run.warnings]).toEqual([[], []]); // format_version: ignored, silently
  });

  test("given as its results.json, the same run", () => {
    const run = loadTau2Dir(path.join(DIR, "results.json"));
    expect([run.format, run.source, run.conversations.map((c) => c.id)]).toEqual(["tau2-dir", DIR, ["sim-1", "sim-2"]]);
  });

  test("a fault inside a simulation file excludes that conversation, naming the file and a path from its root", () => {
    withDir({ "results.json": header(), "simulations/a.json": sim("a"), "simulations/b.json": sim("b", "t1", { messages: 5 }) }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.conversations.map((c) => c.id)).toEqual(["a"]);
      expect(run.exclusions).toEqual([
        { reason: LOAD_EXCLUSION.malformed, count: 1, ids: ["b"], faults: [expect.objectContaining({ kind: "wrong-type", file: path.join(dir, "simulations", "b.json"), path: "messages" })] },
      ]);
    });
  });

  test("a simulation file that is not JSON: excluded by its file name, the others load", () => {
    withDir({ "results.json": header(), "simulations/a.json": "{oops", "simulations/b.json": sim("b") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.conversations.map((c) => c.id)).toEqual(["b"]);
      expect(run.exclusions[0]).toMatchObject({ reason: LOAD_EXCLUSION.unreadableFile, ids: ["a"], faults: [{ kind: "not-json", file: path.join(dir, "simulations", "a.json"), path: "$" }] });
    });
  });

  test("two simulation files with one id: the later (in name order) is excluded, naming the first file", () => {
    withDir({ "results.json": header(), "simulations/a.json": sim("x"), "simulations/b.json": sim("x") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.conversations.map((c) => c.file)).toEqual([path.join(dir, "simulations", "a.json")]);
      expect(run.exclusions[0].faults[0]).toMatchObject({ kind: "duplicate-id", file: path.join(dir, "simulations", "b.json"), path: "id" });
      expect(run.exclusions[0].faults[0].detail).toContain(path.join(dir, "simulations", "a.json"));
    });
  });

  test("a simulation file naming a task that results.json does not embed: excluded (unknown-task)", () => {
    withDir({ "results.json": header(), "simulations/a.json": sim("a", "nope"), "simulations/b.json": sim("b") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.exclusions[0]).toMatchObject({ reason: LOAD_EXCLUSION.unknownTask, ids: ["a"], faults: [{ kind: "unknown-task", file: path.join(dir, "simulations", "a.json"), path: "task_id" }] });
    });
  });

  test("index and files disagreeing: every missing and every extra id is named; the other conversations load", () => {
    const h = header();
    h.simulation_index = [{ id: "a" }, { id: "gone", task_id: "t1" }, { id: "lost" }];
    withDir({ "results.json": h, "simulations/a.json": sim("a"), "simulations/new.json": sim("new"), "simulations/z.json": sim("z") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.conversations.map((c) => c.id)).toEqual(["a"]);
      expect(run.exclusions.map((e) => [e.reason, e.ids, e.faults.map((f) => [path.relative(dir, f.file), f.path])])).toEqual([
        [LOAD_EXCLUSION.missingFile, ["gone", "lost"], [["results.json", "simulation_index[1]"], ["results.json", "simulation_index[2]"]]],
        [LOAD_EXCLUSION.notIndexed, ["new", "z"], [[path.join("simulations", "new.json"), "$"], [path.join("simulations", "z.json"), "$"]]],
      ]);
    });
  });

  test("an index entry matches a file by the file name (τ²'s rule) or by the simulation id inside it", () => {
    const h = header();
    h.simulation_index = [{ id: "by-name" }, { id: "by-id" }];
    withDir({ "results.json": h, "simulations/by-name.json": sim("other-id"), "simulations/000-by-id.json": sim("by-id") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.exclusions).toEqual([]);
      expect(run.conversations.map((c) => c.id)).toEqual(["by-id", "other-id"]);
    });
  });

  test("an index of the wrong shape, or entries without an id, are warnings, not a lost run", () => {
    const h = header();
    h.simulation_index = "all";
    withDir({ "results.json": h, "simulations/a.json": sim("a") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.conversations.length).toBe(1);
      expect(run.warnings).toEqual([expect.objectContaining({ kind: "ignored-part", path: "simulation_index" })]);
    });
    const h2 = header();
    h2.simulation_index = [{ id: "a" }, { trial: 0 }];
    withDir({ "results.json": h2, "simulations/a.json": sim("a") }, (dir) => {
      expect(loadTau2Dir(dir).warnings).toEqual([expect.objectContaining({ kind: "ignored-part", path: "simulation_index[1]" })]);
    });
  });

  test("an index keyed by id is accepted; files that are not *.json are ignored", () => {
    const h = header();
    h.simulation_index = { a: { id: "a", task_id: "t1" } };
    withDir({ "results.json": h, "simulations/a.json": sim("a"), "simulations/notes.txt": "ignored" }, (dir) => {
      expect(loadTau2Dir(dir).conversations.map((c) => c.id)).toEqual(["a"]);
    });
  });

  test("no simulation_index (older outputs): nothing to check; an empty one lists no file, so every file is extra", () => {
    const empty = header();
    empty.simulation_index = [];
    withDir({ "results.json": empty, "simulations/a.json": sim("a") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect([run.conversations.length, run.exclusions.map((e) => [e.reason, e.ids])]).toEqual([0, [[LOAD_EXCLUSION.notIndexed, ["a"]]]]);
    });
    const h = header();
    withDir({ "results.json": h, "simulations/a.json": sim("a") }, (dir) => {
      const run = loadRun(dir);
      expect([run.format, run.conversations.length, run.exclusions, run.warnings]).toEqual(["tau2-dir", 1, [], []]);
    });
  });

  test("tasks: [] (voice runs): conversations load with goldActions null, and one note says gold actions are unavailable", () => {
    const h = header();
    h.tasks = [];
    withDir({ "results.json": h, "simulations/a.json": sim("a", "7"), "simulations/b.json": sim("b", "8") }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.conversations.map((c) => [c.id, c.goldActions])).toEqual([["a", null], ["b", null]]);
      expect(run.warnings).toEqual([expect.objectContaining({ kind: "missing-part", file: path.join(dir, "results.json"), path: "tasks", ids: ["a", "b"] })]);
    });
  });

  test("results.json with simulations of its own and a simulations/ beside it: the directory wins (as τ²), with a warning", () => {
    const h = miniTau2();
    withDir({ "results.json": h, "simulations/a.json": sim("a") }, (dir) => {
      const run = loadRun(path.join(dir, "results.json"));
      expect([run.format, run.conversations.map((c) => c.id)]).toEqual(["tau2-dir", ["a"]]);
      expect(run.warnings).toEqual([expect.objectContaining({ kind: "ignored-part", path: "simulations" })]);
    });
  });

  test("no results.json: unreadable naming it", () => {
    withDir({ "simulations/a.json": sim("a") }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "unreadable", file: path.join(dir, "results.json") });
    });
  });

  test("no simulations/ directory: a Results file when results.json holds the simulations, else a run of none, said so", () => {
    withDir({ "results.json": miniTau2() }, (dir) => {
      const run = loadTau2Dir(dir);
      expect([run.format, run.conversations.length]).toEqual(["tau2-results", 4]);
    });
    const h = header();
    h.simulation_index = [{ id: "a" }];
    withDir({ "results.json": h }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.conversations).toEqual([]);
      expect(run.warnings[0]).toMatchObject({ kind: "missing-part", detail: expect.stringMatching(/^no simulations\/ directory/) });
      expect(run.exclusions[0]).toMatchObject({ reason: LOAD_EXCLUSION.missingFile, ids: ["a"] });
    });
  });
});

describe("hasSimulationsBeside: τ²'s test for the directory format", () => {
  test("true when a simulations/ directory sits next to the file", () => {
    expect(hasSimulationsBeside(path.join(DIR, "results.json"))).toBe(true);
    expect(hasSimulationsBeside(path.join(FIXTURES, "tau2-mini.json"))).toBe(false);
  });
});
