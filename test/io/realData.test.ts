/**
 * Real public runs from /work/shared/data (see its README.md). Users of the project do not have that folder:
 * these tests are skipped, with a message, when locateSharedData() finds nothing.
 * Every number asserted here was checked by independent inspection of the raw files (node one-liners over
 * the parsed JSON), not by running the loader.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadRun, loadRuns, loadTau2Dir, loadTau2Results, locateSharedData, Run } from "../../lib/src/io";
import { resolvePath, tempDir, writeTree } from "./helpers";

const DATA = locateSharedData();
if (DATA === null) console.warn("shared/data not found (set TRAJLAB_SHARED_DATA): skipping the real-data io tests");

interface Expected {
  file: string;
  domain: string;
  agent: string | null;
  user: string | null;
  tasks: number;
  conversations: number;
  trialCount: number;
  ones: number;
  zeros: number;
  toolCalls: number;
  termination: Record<string, number>;
}

const TAU2: Expected[] = [
  { file: "tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", domain: "airline", agent: "gpt-4.1", user: "gpt-4.1", tasks: 20, conversations: 20, trialCount: 1, ones: 10, zeros: 10, toolCalls: 148, termination: { user_stop: 20 } },
  { file: "tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json", domain: "retail", agent: "gpt-4.1", user: "gpt-4.1", tasks: 40, conversations: 40, trialCount: 1, ones: 34, zeros: 6, toolCalls: 299, termination: { user_stop: 40 } },
  { file: "tau2/tau2_retail_toolorchestra-submission_1trial_114tasks.main-17e07b1.json", domain: "retail", agent: "gpt-4.1-mini-2025-04-14", user: "gpt-4.1-2025-04-14", tasks: 114, conversations: 114, trialCount: 1, ones: 96, zeros: 18, toolCalls: 873, termination: { user_stop: 114 } },
  { file: "tau2/tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json", domain: "telecom", agent: "gpt-4.1-2025-04-14", user: "gpt-4.1-2025-04-14", tasks: 5, conversations: 20, trialCount: 4, ones: 16, zeros: 4, toolCalls: 192, termination: { agent_stop: 20 } },
];
const TAU1: Expected = { file: "tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", domain: "airline", agent: null, user: null, tasks: 50, conversations: 200, trialCount: 4, ones: 84, zeros: 116, toolCalls: 1164, termination: {} };

function count<T>(xs: T[], key: (x: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[key(x)] = (out[key(x)] || 0) + 1;
  return out;
}

function checkCommon(run: Run, e: Expected, raw: unknown): void {
  expect(run.domain).toBe(e.domain);
  expect(run.agentModel).toBe(e.agent);
  expect(run.userModel).toBe(e.user);
  expect(run.tasks.length).toBe(e.tasks);
  expect(run.conversations.length).toBe(e.conversations);
  expect(run.trialCount).toBe(e.trialCount);
  expect(count(run.conversations, (c) => String(c.reward))).toEqual({ "1": e.ones, "0": e.zeros });
  expect(run.conversations.reduce((s, c) => s + c.toolCalls.length, 0)).toBe(e.toolCalls);
  for (const c of run.conversations) {
    c.toolCalls.forEach((t, k) => {
      expect(typeof t.arguments === "object" && t.arguments !== null && !Array.isArray(t.arguments)).toBe(true);
      expect(t.order).toBe(k);
      if (k > 0) expect(t.messageIndex).toBeGreaterThanOrEqual(c.toolCalls[k - 1].messageIndex);
      expect(t.messageIndex).toBeLessThan(c.messageCount);
      expect(t.path.startsWith(c.path + ".")).toBe(true);
      expect(resolvePath(raw, t.path)).toBeTypeOf("object");
    });
  }
}

describe.skipIf(DATA === null)("real τ²-bench Results files", () => {
  for (const e of TAU2) {
    describe(path.basename(e.file), () => {
      const file = path.join(DATA ?? "", e.file);
      const run = DATA === null ? (null as unknown as Run) : loadRun(file);
      const raw: any = DATA === null ? null : JSON.parse(fs.readFileSync(file, "utf8"));

      test("counts, models, rewards, tool calls", () => {
        expect(run.format).toBe("tau2-results");
        checkCommon(run, e, raw);
        expect(count(run.conversations, (c) => c.terminationReason ?? "null")).toEqual(e.termination);
      });

      test("each tool call is the raw call at its path, arguments untouched", () => {
        for (const c of run.conversations) {
          for (const t of c.toolCalls) {
            const rawCall = resolvePath(raw, t.path) as any;
            expect(t.name).toBe(rawCall.name);
            expect(t.requestor).toBe(rawCall.requestor);
            expect(t.arguments).toEqual(rawCall.arguments);
          }
        }
      });

      test("gold actions come from the file's own embedded task", () => {
        for (const c of run.conversations) {
          const task = run.tasks.find((t) => t.id === c.taskId)!;
          expect(c.goldActions).toBe(task.goldActions);
          const rawActions = (resolvePath(raw, task.path) as any).evaluation_criteria.actions;
          expect(c.goldActions!.map((a) => [a.actionId, a.name, a.arguments, a.compareArgs, a.requestor])).toEqual(
            rawActions.map((a: any) => [a.action_id, a.name, a.arguments, a.compare_args, a.requestor]),
          );
        }
      });

      test("action checks as logged, without tool_type in these (older) files", () => {
        for (const c of run.conversations) {
          const rawChecks = (resolvePath(raw, c.path) as any).reward_info.action_checks;
          if (rawChecks === null) expect(c.actionChecks).toBeNull();
          else {
            expect(c.actionChecks!.map((k) => [k.action.name, k.actionMatch, k.actionReward])).toEqual(
              rawChecks.map((k: any) => [k.action.name, k.action_match, k.action_reward]),
            );
            expect(c.actionChecks!.every((k) => k.toolType === null)).toBe(true);
          }
        }
      });
    });
  }

  test("telecom (solo mode): 5 tasks × 4 trials (0..3); gold actions name 7 user and 3 assistant requestors, yet every call is the assistant's", () => {
    const run = loadRun(path.join(DATA!, TAU2[3].file));
    const byTask = new Map<string, number[]>();
    for (const c of run.conversations) byTask.set(c.taskId, [...(byTask.get(c.taskId) ?? []), c.trial!]);
    expect(byTask.size).toBe(5);
    for (const trials of byTask.values()) expect([...trials].sort()).toEqual([0, 1, 2, 3]);
    expect(count(run.tasks.flatMap((t) => t.goldActions!), (a) => String(a.requestor))).toEqual({ user: 7, assistant: 3 });
    expect(run.conversations.every((c) => c.toolCalls.every((t) => t.requestor === "assistant"))).toBe(true);
  });

  test("the gpt-4.1 airline and retail runs: only the assistant calls tools", () => {
    for (const e of TAU2.slice(0, 2)) {
      const run = loadRun(path.join(DATA!, e.file));
      expect(run.conversations.every((c) => c.toolCalls.every((t) => t.requestor === "assistant"))).toBe(true);
    }
  });

  test("loadRuns over the tau2 folder loads all four files without errors", () => {
    const { runs, errors } = loadRuns([path.join(DATA!, "tau2")]);
    expect(errors).toEqual([]);
    expect(runs.map((r) => path.basename(r.source))).toEqual(TAU2.map((e) => path.basename(e.file)));
  });

  test("the same run split into the directory format loads to the same conversations", () => {
    const file = path.join(DATA!, TAU2[0].file);
    const raw = JSON.parse(fs.readFileSync(file, "utf8"));
    const t = tempDir();
    try {
      const files: Record<string, unknown> = {
        "results.json": {
          timestamp: raw.timestamp,
          info: raw.info,
          tasks: raw.tasks,
          simulation_index: raw.simulations.map((s: any) => ({ id: s.id, task_id: s.task_id, trial: s.trial })),
        },
      };
      raw.simulations.forEach((s: any, i: number) => (files[`simulations/${String(i).padStart(3, "0")}-${s.id}.json`] = s));
      writeTree(t.dir, files);
      const single = loadTau2Results(file);
      const dir = loadTau2Dir(t.dir);
      const strip = (r: Run) =>
        r.conversations.map((c) => ({
          ...c,
          file: "",
          path: "",
          toolCalls: c.toolCalls.map((x) => ({ ...x, path: x.path.replace(/^simulations\[\d+\]\./, "") })),
          messages: c.messages.map((m) => ({ ...m, path: m.path.replace(/^simulations\[\d+\]\./, "") })),
          verification: c.verification && { ...c.verification, path: c.verification.path.replace(/^simulations\[\d+\]\./, "") },
        }));
      expect(dir.format).toBe("tau2-dir");
      expect(strip(dir)).toEqual(strip(single));
      expect([dir.domain, dir.agentModel, dir.trialCount, dir.tasks]).toEqual([single.domain, single.agentModel, single.trialCount, single.tasks]);
    } finally {
      t.cleanup();
    }
  });
});

describe.skipIf(DATA === null)("real τ-bench v1 historical trajectories (gpt-4o airline)", () => {
  const file = path.join(DATA ?? "", TAU1.file);
  const run = DATA === null ? (null as unknown as Run) : loadRun(file);
  const raw: any = DATA === null ? null : JSON.parse(fs.readFileSync(file, "utf8"));

  test("200 records = 50 tasks × 4 trials, rewards 84×1 / 116×0, 1164 tool calls", () => {
    expect(run.format).toBe("tau1-historical");
    checkCommon(run, TAU1, raw);
    const byTask = count(run.conversations, (c) => c.taskId);
    expect(Object.values(byTask).every((n) => n === 4)).toBe(true);
    expect(run.conversations[0].id).toBe("task-0-trial-0");
    expect(run.conversations[199].id).toBe("task-49-trial-3");
  });

  test("arguments are the parsed JSON strings of the raw calls", () => {
    for (const c of run.conversations) {
      for (const t of c.toolCalls) {
        const rawCall = resolvePath(raw, t.path) as any;
        expect(t.name).toBe(rawCall.function.name);
        expect(t.arguments).toEqual(JSON.parse(rawCall.function.arguments));
      }
    }
  });

  test("gold actions: 158 over the 50 tasks, 7 tasks with none, compareArgs = all gold kwargs", () => {
    expect(run.tasks.reduce((s, t) => s + t.goldActions!.length, 0)).toBe(158);
    expect(run.tasks.filter((t) => t.goldActions!.length === 0).length).toBe(7);
    for (const c of run.conversations) {
      const rawActions = resolvePath(raw, `${c.path}.info.task.actions`) as any[];
      expect(c.goldActions!.map((a) => [a.name, a.arguments, a.compareArgs])).toEqual(
        rawActions.map((a) => [a.name, a.kwargs, Object.keys(a.kwargs)]),
      );
    }
  });
});
