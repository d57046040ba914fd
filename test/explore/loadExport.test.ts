import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadExport, loadRun } from "../../lib/src";
import { EXAMPLES, EXAMPLE_EVENTS, EXAMPLE_RUN, tempExport, tideLine } from "./helpers";

describe("loadExport", () => {
  test("a directory gives its τ² files and its .events.jsonl logs, each labelled by its path inside the directory", () => {
    const load = loadExport([EXAMPLES]);
    expect(load.errors).toEqual([]);
    expect(load.sources.map((s) => [s.kind, s.label])).toEqual([
      ["run", "tau2_retail_examples.json"],
      ["events", "diagnostics_tiny.events.jsonl"],
    ]);
    const run = load.sources[0];
    expect(run.kind === "run" && run.run.conversations.length).toBe(loadRun(EXAMPLE_RUN).conversations.length);
  });

  test("a single file is loaded by its kind and labelled by its name", () => {
    const load = loadExport([EXAMPLE_EVENTS, EXAMPLE_RUN]);
    expect(load.sources.map((s) => [s.kind, s.label])).toEqual([
      ["events", "diagnostics_tiny.events.jsonl"],
      ["run", "tau2_retail_examples.json"],
    ]);
    expect(load.inputs).toEqual([EXAMPLE_EVENTS, EXAMPLE_RUN]);
  });

  test("a TIDE .jsonl file is a TIDE run named by its file (model) and its folder (environment)", () => {
    const dir = tempExport({ "BlocksWorld/model-a.jsonl": [tideLine(0, 2), tideLine(1, null)].join("\n") + "\n" });
    const load = loadExport([dir]);
    expect(load.errors).toEqual([]);
    expect(load.sources).toHaveLength(1);
    const s = load.sources[0];
    expect(s.kind).toBe("tide");
    if (s.kind !== "tide") return;
    expect(s.label).toBe(path.join("BlocksWorld", "model-a.jsonl"));
    expect([s.run.model, s.run.environment]).toEqual(["model-a", "BlocksWorld"]);
    expect(s.run.tasks.map((t) => t.successStep)).toEqual([2, null]);
  });

  test("a directory with TIDE files only is not an error for want of *.json files", () => {
    const dir = tempExport({ "e/m.jsonl": tideLine(0, 1) + "\n" });
    expect(loadExport([dir]).errors).toEqual([]);
  });

  test("an input that cannot be read is a typed error, and the other inputs still load", () => {
    const dir = tempExport({ "bad.json": "{ not json", "e/broken.jsonl": "not json\n", "ok/m.jsonl": tideLine(0, 1) + "\n" });
    const load = loadExport([path.join(dir, "missing.json"), dir, EXAMPLE_RUN]);
    expect(load.errors.map((e) => [path.basename(e.file), e.kind])).toEqual([
      ["missing.json", "unreadable"],
      ["bad.json", "not-json"],
      ["broken.jsonl", "not-json"],
    ]);
    expect(load.sources.map((s) => s.label)).toEqual([path.join("ok", "m.jsonl"), "tau2_retail_examples.json"]);
  });

  test("an event log keeps the trajectories it could read and the errors of the others", () => {
    const lines = fs.readFileSync(EXAMPLE_EVENTS, "utf8").trimEnd().split("\n");
    // a second copy of the trajectory, renamed, whose last event repeats the id of its first: that trajectory is left out
    const copy = lines.map((l) => l.replace(/"tiny-1"/g, '"tiny-2"'));
    copy[copy.length - 1] = copy[copy.length - 1].replace(/"id":"[^"]+"/, '"id":"m0"');
    const dir = tempExport({ "log.events.jsonl": [...lines, ...copy].join("\n") + "\n" });
    const s = loadExport([dir]).sources[0];
    expect(s.kind).toBe("events");
    if (s.kind !== "events") return;
    expect(s.eventsFile.logs.map((t) => t.id)).toEqual(["tiny-1"]);
    expect(s.errors.map((e) => e.kind)).toEqual(["duplicate-id"]);
  });

  test("a directory with nothing to load is one unknown-format error", () => {
    const dir = tempExport({ "notes.txt": "hello" });
    const load = loadExport([dir]);
    expect(load.sources).toEqual([]);
    expect(load.errors.map((e) => e.kind)).toEqual(["unknown-format"]);
  });

  test("no paths: nothing loaded, nothing wrong", () => {
    expect(loadExport([])).toEqual({ inputs: [], sources: [], errors: [] });
  });
});
