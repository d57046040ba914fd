/**
 * Real public runs from the shared data folder (`../shared/data` beside the checkout, or `$TRAJLAB_SHARED_DATA`; see
 * its README.md) that `locateSharedData()` finds. Users of the project do not have that folder:
 * these tests are skipped, with a message, when locateSharedData() finds nothing.
 * Every number asserted here was checked by independent inspection of the raw files (node one-liners over
 * the parsed JSON), not by running the loader.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { expandRunPath, loadRun, loadRuns, loadTau2Dir, loadTau2Results, locateSharedData, type LoadWarningKind, type Run } from "../../lib/src";
import { firstDifference, resolvePath, tempDir, writeTree } from "./helpers";

const DATA = locateSharedData();
if (DATA === null) console.warn("shared/data not found (set TRAJLAB_SHARED_DATA): skipping the real-data io tests");
/** ../shared/tau2-public, beside ../shared/data (public τ² runs in newer shapes; see its README.md). */
const PUBLIC = DATA === null ? null : path.join(path.dirname(DATA), "tau2-public");
if (PUBLIC !== null && !fs.existsSync(PUBLIC)) console.warn(`${PUBLIC} not found: skipping its real-file tests`);

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

/**
 * EVERY run in ../shared/data and ../shared/tau2-public: conversations, messages (the flat conversation; for the
 * voice directory, flattened from ticks) and tool calls. The counts were obtained independently of the loader, by a
 * Python script over the raw JSON (len(simulations); Σ len(messages), or for ticks τ²'s get_all_messages rule;
 * Σ len(tool_calls), or agent_tool_calls + user_tool_calls), and for the voice directory also by τ²'s own
 * Tick.get_all_messages (scripts/oracle/tau2_get_messages.py: 1946, 3620 and 2680 messages, the same sequence).
 */
const EVERY_RUN: Record<string, { conversations: number; messages: number; toolCalls: number; warnings: LoadWarningKind[] }> = {
  "data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json": { conversations: 200, messages: 5308, toolCalls: 1164, warnings: [] },
  "data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json": { conversations: 20, messages: 510, toolCalls: 148, warnings: [] },
  "data/tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json": { conversations: 40, messages: 1105, toolCalls: 299, warnings: [] },
  "data/tau2/tau2_retail_toolorchestra-submission_1trial_114tasks.main-17e07b1.json": { conversations: 114, messages: 2534, toolCalls: 873, warnings: ["suspicious-value"] },
  "data/tau2/tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json": { conversations: 20, messages: 404, toolCalls: 192, warnings: [] },
  // a bare JSON array of simulations: no info, no tasks
  "tau2-public/tau2_airline_adaptive-agent-opus46_ironshell-pr171merge.json": { conversations: 50, messages: 1322, toolCalls: 371, warnings: ["missing-part", "derived", "missing-part"] },
  "tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json": { conversations: 50, messages: 1068, toolCalls: 277, warnings: [] },
  "tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json": { conversations: 50, messages: 1196, toolCalls: 435, warnings: [] },
  "tau2-public/tau2_airline_claude-opus-4-6_ironshell-pr171.json": { conversations: 44, messages: 1043, toolCalls: 357, warnings: [] },
  "tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json": { conversations: 50, messages: 2041, toolCalls: 847, warnings: [] },
  "tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json": { conversations: 50, messages: 1632, toolCalls: 344, warnings: [] },
  "tau2-public/tau2_airline_whissle_pr448.json": { conversations: 50, messages: 1191, toolCalls: 265, warnings: [] },
  "tau2-public/tau2_mock_gpt-4.1-mini_e2e-pr170.json": { conversations: 1, messages: 8, toolCalls: 1, warnings: [] },
  // the directory format of voice runs: ticks instead of messages, tasks: [] (two derived notes, gold actions unavailable)
  "tau2-public/tau2_retail_gpt-realtime-2_testvoice-dir-pr264": { conversations: 3, messages: 8246, toolCalls: 0, warnings: ["derived", "derived", "missing-part"] },
  "tau2-public/tau2_telecom_gpt-4.1_feature-gym.json": { conversations: 40, messages: 2238, toolCalls: 689, warnings: [] },
  "tau2-public/tau2_telecom_gpt-4o_pr17.json": { conversations: 20, messages: 715, toolCalls: 215, warnings: [] },
};

describe.skipIf(DATA === null || PUBLIC === null || !fs.existsSync(PUBLIC ?? ""))("every real run in ../shared/data and ../shared/tau2-public loads", () => {
  const shared = path.dirname(DATA ?? "");
  const inputs = DATA === null ? [] : [...expandRunPath(DATA), ...expandRunPath(PUBLIC!)];
  const rel = (p: string) => path.relative(shared, p).split(path.sep).join("/");

  test("the table below covers every run there is (a new file must be added to it)", () => {
    expect(inputs.map(rel).sort()).toEqual(Object.keys(EVERY_RUN).sort());
  });

  for (const [name, want] of Object.entries(EVERY_RUN)) {
    test(`${name}: ${want.conversations} conversations, ${want.messages} messages, ${want.toolCalls} tool calls, none excluded`, () => {
      const run = loadRun(path.join(shared, name));
      const messages = run.conversations.reduce((s, c) => s + c.messages.length, 0);
      const calls = run.conversations.reduce((s, c) => s + c.toolCalls.length, 0);
      expect([run.conversations.length, messages, calls]).toEqual([want.conversations, want.messages, want.toolCalls]);
      expect(run.exclusions).toEqual([]);
      expect(run.warnings.map((w) => w.kind)).toEqual(want.warnings);
      for (const c of run.conversations) {
        expect(c.messageCount).toBe(c.messages.length);
        c.toolCalls.forEach((t, k) => {
          expect(t.order).toBe(k);
          expect(c.messages[t.messageIndex].callOrders).toContain(k);
        });
      }
    });
  }

  test("streamed one simulation at a time, every run is the same as read from one string", () => {
    for (const p of inputs) {
      const a = loadRun(p);
      const b = loadRun(p, { streamAboveBytes: 0 });
      expect(firstDifference(b, a), rel(p)).toBeNull();
    }
  });

  test("loadRuns over both folders: every run, no error", () => {
    const { runs, errors } = loadRuns([DATA!, PUBLIC!]);
    expect(errors).toEqual([]);
    expect(runs.map((r) => rel(r.source)).sort()).toEqual(Object.keys(EVERY_RUN).sort());
  });

  test("the voice runs: two messages per tick (agent, then user), in tick order; task ids are strings", () => {
    const run = loadRun(path.join(shared, "tau2-public/tau2_retail_gpt-realtime-2_testvoice-dir-pr264"));
    expect(run.conversations.map((c) => [c.taskId, c.messages.length, c.goldActions])).toEqual([
      ["40", 1946, null],
      ["98", 3620, null],
      ["20", 2680, null],
    ]);
    for (const c of run.conversations) {
      c.messages.forEach((m, i) => {
        expect(m.role).toBe(i % 2 === 0 ? "assistant" : "user");
        expect(m.path).toBe(`ticks[${i >> 1}].${i % 2 === 0 ? "agent" : "user"}_chunk`);
      });
    }
  });
});

describe.skipIf(DATA === null)("task identity on the public toolorchestra retail run (task_id a running index)", () => {
  const file = path.join(DATA ?? "", "tau2", "tau2_retail_toolorchestra-submission_1trial_114tasks.main-17e07b1.json");
  test("111 of its 114 conversations carry a task_id their own action checks contradict: kept, flagged in one warning", () => {
    const run = loadRun(file);
    const w = run.warnings.filter((x) => x.detail.startsWith("task_id contradicted"));
    expect([run.conversations.length, w.length, w[0]?.count, w[0]?.ids.length]).toEqual([114, 1, 111, 111]);
  });
  test("with every task_id removed, 104 take their task from the checks (each a different task) and 10 are excluded with the reason", () => {
    const doc = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const s of doc.simulations) delete s.task_id;
    const { dir, cleanup } = tempDir();
    try {
      const stripped = path.join(dir, "no-task-id.json");
      fs.writeFileSync(stripped, JSON.stringify(doc));
      const run = loadRun(stripped);
      expect(run.conversations.length).toBe(104);
      expect(new Set(run.conversations.map((c) => c.taskId)).size).toBe(104);
      expect(run.exclusions.map((e) => [e.reason, e.count])).toEqual([["no task id", 10]]);
      const derived = run.warnings.find((x) => x.kind === "derived" && x.path.endsWith("task_id"));
      expect(derived?.count).toBe(104);
      // independently of the rule (which compares names and arguments): the checks carry exactly the action ids of the
      // task each one takes (ids, not the "<task>_<n>" prefix: this file's tasks 95–113 hold the next task's ids)
      const idsOf = (task: string) => (run.tasks.find((t) => t.id === task)?.goldActions ?? []).map((g) => g.actionId).sort();
      for (const c of run.conversations) expect((c.actionChecks ?? []).map((k) => k.action.actionId).sort()).toEqual(idsOf(c.taskId));
    } finally {
      cleanup();
    }
  });
});
