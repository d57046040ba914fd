import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadTideJsonl, loopSteps, parseTideJsonl, tideRunEvents, tideTaskEvents } from "../../lib/src";
import { TIDE_LIMITS, tideActionTool } from "../../lib/src/events/fromTide";
import { validateEventLog } from "../../lib/src/events/validate";
import { loopScan } from "../../lib/src/diagnostics/eventLoops";

const line = (obs: string[], act: string[], success: boolean) =>
  JSON.stringify({ query: "q", seed: 0, traj_rollouts: [{ rollout_idx: 0, rollout_results: { steps: obs.map((o, i) => ({ observation: o, action: act[i] })), success } }] });

describe("tideActionTool", () => {
  test("takes the verb before a bracket or blank", () => {
    expect(tideActionTool("pick-up(b1)")).toBe("pick-up");
    expect(tideActionTool("(stack b1 b2)")).toBe("stack");
    expect(tideActionTool("  go north ")).toBe("go");
  });
});

describe("tideTaskEvents", () => {
  const run = parseTideJsonl("bw.jsonl", line(["A", "B", "B", "C"], ["x(1)", "y", "z", "w"], true) + "\n", { model: "m", environment: "BlocksWorld" });
  const t = tideTaskEvents(run.tasks[0], run);

  test("keeps TIDE's index convention: s<i>.act hangs from s<i>.obs, and s<i+1>.obs from s<i>.act", () => {
    expect(t.events.map((e) => e.id)).toEqual(["q", "s0.obs", "s0.act", "s1.obs", "s1.act", "s2.obs", "s2.act", "s3.obs", "s3.act", "v.success"]);
    expect(t.events.find((e) => e.id === "s1.act")?.parents).toEqual(["s1.obs"]);
    expect(t.events.find((e) => e.id === "s2.obs")?.parents).toEqual(["s1.act"]);
    expect(validateEventLog(t)).toEqual([]);
  });

  test("effect is observed: write when the next state differs, read for a no-op, unknown for the last step", () => {
    expect(t.events.filter((e) => e.type === "tool_request").map((e) => e.effect)).toEqual(["write", "read", "write", null]);
  });

  test("success is the verification and the reward; the limits say what TIDE logs lack", () => {
    expect(t.reward).toBe(1);
    expect(t.events.at(-1)?.detail).toMatchObject({ check: "success", passed: true, successStep: 4 });
    expect(t.limits).toEqual(expect.arrayContaining([TIDE_LIMITS.noGold, TIDE_LIMITS.stepsOnly]));
  });

  test("a task with no step gives the query and the verdict only", () => {
    const r0 = parseTideJsonl("e.jsonl", line([], [], false));
    expect(tideTaskEvents(r0.tasks[0], r0).events.map((e) => e.id)).toEqual(["q", "v.success"]);
  });
});

const RECON = path.join(__dirname, "..", "..", "data", "reconstructed", "tide", "BlocksWorld");

describe("tideRunEvents on the reconstructed TIDE logs (synthetic logs consistent with TIDE's tables, not TIDE's own)", () => {
  // files with and without loops (GLM-4-9B-Chat has 183 loop steps, DeepSeek-R1 none)
  const files = ["DeepSeek-R1.jsonl", "GLM-4-32B-0414.jsonl", "GLM-4-9B-Chat.jsonl"].filter((f) => fs.existsSync(path.join(RECON, f)));
  test("the files are there", () => expect(files).toHaveLength(3));
  test.each(files)("%s: the loop scan over events counts exactly TIDE's loop steps, task by task", (f) => {
    const run = loadTideJsonl(path.join(RECON, f));
    const ts = tideRunEvents(run);
    expect(ts).toHaveLength(run.tasks.length);
    ts.forEach((t, i) => {
      expect(validateEventLog(t)).toEqual([]);
      expect(loopScan(t).point.numerator).toBe(loopSteps(run.tasks[i].observations, run.tasks[i].actions));
    });
  });
});
