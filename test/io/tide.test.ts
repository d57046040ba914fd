import { describe, expect, it } from "vitest";
import { expectInputError } from "./helpers";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { loadTideJsonl, parseTideJsonl, TrajlabInputError } from "../../lib/src";

/** A TIDE JSONL line as TaskRunner.save_result_local writes it (trimmed to the fields TIDE's analysis reads). */
function line(opts: { success: boolean; steps: [string, string][]; seed?: unknown; rollouts?: unknown }): string {
  const steps = opts.steps.map(([observation, action]) => ({
    observation,
    true_state: observation,
    input_state: observation,
    analysis: "…",
    action,
    env_feedback: { action_is_valid: true, reward: 0, done: false, info: {} },
    token_entropy_stats: {},
  }));
  return JSON.stringify({
    query: "stack the blocks",
    seed: opts.seed === undefined ? 7 : opts.seed,
    all_accuracies: [opts.success ? 1 : 0],
    avg_accuracy: opts.success ? 1 : 0,
    pass_at_n: opts.success,
    traj_rollouts:
      opts.rollouts ?? [
        { rollout_idx: 0, rollout_results: { steps, success: opts.success, stop_right: false, loop: [], meta: { total_steps: steps.length } } },
        { rollout_idx: 1, rollout_results: { steps: [], success: true, stop_right: false, loop: [], meta: { total_steps: 0 } } },
      ],
    meta: { traj_rollout_n: 2, step_rollout_n: 1 },
  });
}


describe("parseTideJsonl", () => {
  const text = [
    line({ success: true, steps: [["s0", "a"], ["s1", "b"], ["s2", "c"]] }),
    "",
    line({ success: false, steps: [["s0", "a"], ["s0", "a"]] }),
  ].join("\n");

  it("reads the first rollout of each task; success step = trajectory length when success", () => {
    const run = parseTideJsonl("bw.jsonl", text, { model: "M", environment: "blocksworld" });
    expect(run).toMatchObject({ source: "bw.jsonl", model: "M", environment: "blocksworld" });
    expect(run.tasks).toHaveLength(2);
    expect(run.tasks[0]).toMatchObject({ index: 0, query: "stack the blocks", seed: 7, success: true, successStep: 3, stepsTaken: 3, path: "[line 1]" });
    expect(run.tasks[0].observations).toEqual(["s0", "s1", "s2"]);
    expect(run.tasks[0].actions).toEqual(["a", "b", "c"]);
    // the second rollout (success, 0 steps) is ignored as in TIDE's analysis
    expect(run.tasks[1]).toMatchObject({ index: 1, success: false, successStep: null, stepsTaken: 2, path: "[line 3]" });
  });
  it("model and environment default to null; empty text gives no tasks", () => {
    expect(parseTideJsonl("x.jsonl", "")).toEqual({ source: "x.jsonl", model: null, environment: null, tasks: [] });
    expect(parseTideJsonl("x.jsonl", line({ success: false, steps: [], seed: null })).tasks[0].seed).toBeNull();
  });
  it("names the line that is not JSON", () => {
    expectInputError(() => parseTideJsonl("bad.jsonl", `${line({ success: false, steps: [] })}\n{oops`), { kind: "not-json", path: "line 2" });
  });
  it("names the field with the wrong type, down to the step", () => {
    const bad = JSON.parse(line({ success: true, steps: [["s0", "a"], ["s1", "b"], ["s2", "c"], ["s3", "d"]] }));
    bad.traj_rollouts[0].rollout_results.steps[3].action = 42;
    const txt = [...Array(11).fill(line({ success: false, steps: [] })), JSON.stringify(bad)].join("\n");
    expectInputError(() => parseTideJsonl("t.jsonl", txt), { kind: "wrong-type", path: "[line 12].traj_rollouts[0].rollout_results.steps[3].action" });
    bad.traj_rollouts[0].rollout_results.steps[3] = null;
    expectInputError(() => parseTideJsonl("t.jsonl", JSON.stringify(bad)), { kind: "wrong-type", path: "[line 1].traj_rollouts[0].rollout_results.steps[3]" });
  });
  it("rejects a non-object line, missing rollouts, a non-boolean success, success with no step", () => {
    expectInputError(() => parseTideJsonl("t.jsonl", "[1,2]"), { kind: "bad-format", path: "line 1" });
    expectInputError(() => parseTideJsonl("t.jsonl", line({ success: true, steps: [], rollouts: [] })), { kind: "bad-format", path: "[line 1].traj_rollouts" });
    expectInputError(() => parseTideJsonl("t.jsonl", JSON.stringify({ query: "q", seed: 1 })), { kind: "wrong-type", path: "[line 1].traj_rollouts" });
    expectInputError(() => parseTideJsonl("t.jsonl", JSON.stringify({ seed: 1, traj_rollouts: [] })), { kind: "wrong-type", path: "[line 1].query" });
    const s = JSON.parse(line({ success: true, steps: [["a", "b"]] }));
    s.traj_rollouts[0].rollout_results.success = "yes";
    expectInputError(() => parseTideJsonl("t.jsonl", JSON.stringify(s)), { kind: "wrong-type", path: "[line 1].traj_rollouts[0].rollout_results.success" });
    expectInputError(() => parseTideJsonl("t.jsonl", line({ success: true, steps: [] })), { kind: "bad-format", path: "[line 1].traj_rollouts[0].rollout_results.steps" });
    expectInputError(() => parseTideJsonl("t.jsonl", line({ success: true, steps: [["a", "b"]], seed: {} })), { kind: "wrong-type", path: "[line 1].seed" });
  });
  it("loads from disk and reports an unreadable file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-tide-"));
    const f = path.join(dir, "run.jsonl");
    fs.writeFileSync(f, text);
    expect(loadTideJsonl(f).tasks.map((t) => t.successStep)).toEqual([3, null]);
    expectInputError(() => loadTideJsonl(path.join(dir, "missing.jsonl")), { kind: "unreadable", path: "$" });
  });
});

describe("a leading byte-order mark (UTF-8 files saved by Windows editors)", () => {
  const BOM = "\ufeff";

  it("parseTideJsonl ignores it, as parseJsonText does for whole JSON files", () => {
    const text = BOM + line({ success: true, steps: [["s0", "a"]] }) + "\n";
    const run = parseTideJsonl("bw.jsonl", text);
    expect(run.tasks).toHaveLength(1);
    expect(run.tasks[0]).toMatchObject({ success: true, successStep: 1, path: "[line 1]" });
  });

  it("a byte-order mark anywhere but the very start is still an error", () => {
    const text = line({ success: true, steps: [["s0", "a"]] }) + "\n" + BOM + line({ success: true, steps: [["s0", "a"]] });
    expectInputError(() => parseTideJsonl("bw.jsonl", text), { kind: "not-json", path: "line 2" });
  });
});

describe("a τ² or τ-bench export given to the TIDE loader", () => {
  it("is unknown-format, saying it is one JSON document and which loader reads it", () => {
    const doc = JSON.stringify({ tasks: [], simulations: [] }, null, 2);
    expectInputError(() => parseTideJsonl("run.json", doc), { kind: "unknown-format", path: "$" });
  });
  it("a single-line JSON document that is not a task stays a bad-format error at its line", () => {
    expectInputError(() => parseTideJsonl("run.json", '{"tasks": [], "simulations": []}'), { kind: "wrong-type", path: "[line 1].query" });
  });
});
