#!/usr/bin/env node
/**
 * `node scripts/make-io-corpus.mjs`: (re)writes test/fixtures/io/corpus/, a corpus of small bad and tricky inputs
 * for the loaders — one file (or directory) per case, each a few hundred bytes. test/io/corpus.test.ts holds one
 * test per case (error kind, file, JSON path, and that the good parts still loaded) and checks that the committed
 * files equal this generator's output byte for byte.
 *
 * Deterministic: no clock, no randomness beyond a fixed-seed generator for the binary case. Files this script
 * did not write are removed from the corpus directory. Cases that cannot be committed as files (a FIFO, a
 * character device, a file larger than a JavaScript string) are built by the tests themselves.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

export const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "test", "fixtures", "io", "corpus");

const json = (v) => JSON.stringify(v, null, 2) + "\n";

// ---- building blocks: a small valid τ² run -------------------------------------------------------------------

const INFO = {
  git_commit: "0000000",
  num_trials: 1,
  max_steps: 100,
  max_errors: 10,
  user_info: { implementation: "user_simulator", llm: "user-llm", llm_args: {} },
  agent_info: { implementation: "llm_agent", llm: "agent-llm", llm_args: {} },
  environment_info: { domain_name: "retail", policy: "…", tool_defs: null },
  seed: 300,
};

const TASKS = [
  {
    id: "t1",
    description: null,
    user_scenario: { instructions: "You are u1. Cancel order #1." },
    evaluation_criteria: {
      actions: [
        { action_id: "t1_0", requestor: "assistant", name: "get_user", arguments: { user_id: "u1" }, info: null, compare_args: null },
        { action_id: "t1_1", requestor: "assistant", name: "cancel_pending_order", arguments: { order_id: "#1", reason: "no longer needed" }, info: null, compare_args: null },
      ],
      env_assertions: null,
      communicate_info: [],
      nl_assertions: null,
      reward_basis: ["DB"],
    },
  },
  {
    id: "t2",
    description: null,
    user_scenario: { instructions: "You are u2. Ask about order #2." },
    evaluation_criteria: { actions: [], env_assertions: null, communicate_info: [], nl_assertions: null, reward_basis: ["DB"] },
  },
];

/** A valid text (half-duplex) simulation: a user turn, one assistant call, its result, a closing message. */
function sim(id, taskId, over = {}) {
  const ts = (k) => `2026-01-01T00:00:0${k}.000000`;
  return {
    id,
    task_id: taskId,
    timestamp: ts(0),
    start_time: ts(0),
    end_time: ts(5),
    duration: 5,
    termination_reason: "user_stop",
    agent_cost: 0.01,
    user_cost: 0.001,
    reward_info: {
      reward: 1,
      db_check: { db_match: true, db_reward: 1 },
      env_assertions: null,
      action_checks: null,
      nl_assertions: null,
      communicate_checks: null,
      reward_basis: ["DB"],
      reward_breakdown: { DB: 1 },
      info: null,
    },
    messages: [
      { role: "assistant", content: "Hi! How can I help you today?", tool_calls: null, turn_idx: 0, timestamp: ts(1) },
      { role: "user", content: "I am u1.", tool_calls: null, turn_idx: 1, timestamp: ts(2) },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: `${id}-c1`, name: "get_user", arguments: { user_id: "u1" }, requestor: "assistant" }],
        turn_idx: 2,
        timestamp: ts(3),
      },
      { id: `${id}-c1`, role: "tool", content: '{"user_id": "u1"}', requestor: "assistant", error: false, turn_idx: 3, timestamp: ts(4) },
      { role: "assistant", content: "Done.", tool_calls: null, turn_idx: 4, timestamp: ts(5) },
    ],
    trial: 0,
    seed: 1,
    ...over,
  };
}

const results = (simulations, over = {}) => ({ timestamp: "2026-01-01T00:00:00", info: INFO, tasks: TASKS, simulations, ...over });

/** Three simulations, the middle one broken by `breakIt`: the good parts are s0 and s2. */
function brokenMiddle(breakIt) {
  const s1 = sim("s1", "t2");
  breakIt(s1);
  return json(results([sim("s0", "t1"), s1, sim("s2", "t1")]));
}

// ---- full-duplex (voice) simulations: ticks, messages null ---------------------------------------------------

const T = (ms) => `2026-01-01T00:00:${String(Math.floor(ms / 1000)).padStart(2, "0")}.${String((ms % 1000) * 1000).padStart(6, "0")}`;

/**
 * A full-duplex simulation exercising every rule of τ²'s get_messages(): chunks with and without calls, calls
 * without a chunk (the message takes the tick's timestamp), agent and user tool results, a user tool call,
 * timestamps out of tick order (sorted), equal timestamps (stable), an empty tick, a call without requestor.
 */
function voiceSim(id, taskId) {
  return {
    id,
    task_id: taskId,
    timestamp: T(0),
    start_time: T(0),
    end_time: T(9000),
    duration: 9,
    termination_reason: "user_stop",
    trial: 0,
    seed: 7,
    mode: "full_duplex",
    messages: null,
    ticks: [
      {
        tick_id: 0,
        timestamp: T(0),
        agent_chunk: { role: "assistant", content: "Hello, how can I help?", timestamp: T(10), contains_speech: true },
        user_chunk: { role: "user", content: null, timestamp: T(20), contains_speech: false, turn_taking_action: { action: "wait" } },
      },
      {
        tick_id: 1,
        timestamp: T(1000),
        agent_chunk: null,
        user_chunk: { role: "user", content: "I want to cancel order number one.", timestamp: T(1010), contains_speech: true },
        agent_tool_calls: [{ id: "c1", name: "get_order_details", arguments: { order_id: "#1" }, requestor: "assistant" }],
        agent_tool_results: [{ id: "c1", role: "tool", content: '{"order_id": "#1", "status": "pending"}', requestor: "assistant", error: false, timestamp: T(1500) }],
      },
      {
        tick_id: 2,
        timestamp: T(2000),
        agent_chunk: { role: "assistant", content: "Let me check.", timestamp: T(1200), contains_speech: true },
        user_chunk: null,
      },
      { tick_id: 3, timestamp: T(3000), agent_chunk: null, user_chunk: null, agent_tool_calls: [], user_tool_calls: [] },
      {
        tick_id: 4,
        timestamp: T(4000),
        agent_chunk: { role: "assistant", content: "Please restart your phone.", timestamp: T(4000), contains_speech: true },
        user_chunk: { role: "user", content: "Restarting.", timestamp: T(4000), contains_speech: true },
        user_tool_calls: [{ id: "u1", name: "reboot_device", arguments: {}, requestor: "user" }],
        user_tool_results: [{ id: "u1", role: "tool", content: "rebooted", requestor: "user", error: false, timestamp: T(4100) }],
      },
      {
        tick_id: 5,
        timestamp: T(5000),
        agent_chunk: { role: "assistant", content: "Cancelling it now.", timestamp: T(5010), contains_speech: true },
        agent_tool_calls: [{ id: "c2", name: "cancel_pending_order", arguments: { order_id: "#1", reason: "no longer needed" } }],
        agent_tool_results: [{ id: "c2", role: "tool", content: "cancelled", requestor: "assistant", error: false, timestamp: T(5200) }],
        user_chunk: { role: "user", content: null, timestamp: T(5020), contains_speech: false },
      },
      {
        tick_id: 6,
        timestamp: T(6000),
        agent_chunk: { role: "assistant", content: "Anything else?", timestamp: T(6010), contains_speech: true },
        user_chunk: { role: "user", content: "No, thanks.", timestamp: T(6020), contains_speech: true },
        agent_tool_calls: [{ id: "c3", name: "get_order_details", arguments: { order_id: "#9" }, requestor: "assistant" }],
        agent_tool_results: [{ id: "c3", role: "tool", content: "Error: order not found", requestor: "assistant", error: true, timestamp: T(6015) }],
      },
    ],
  };
}

/** A full-duplex simulation shaped like the public voice runs: chunks without content or timestamps. */
function voiceSimNoTimestamps(id, taskId) {
  return {
    id,
    task_id: taskId,
    timestamp: T(0),
    termination_reason: "user_stop",
    trial: 0,
    mode: "full_duplex",
    ticks: [0, 1, 2].map((k) => ({
      tick_id: k,
      timestamp: T(k * 50),
      agent_chunk: { role: "assistant", speech_effects: null, source_effects: null, turn_taking_action: null, contains_speech: false },
      user_chunk: { role: "user", speech_effects: null, source_effects: null, turn_taking_action: { action: "wait" }, contains_speech: false },
    })),
  };
}

// ---- τ-bench v1 records ----------------------------------------------------------------------------------------

function tau1Record(taskId, trial, over = {}) {
  return {
    task_id: taskId,
    reward: 1,
    trial,
    info: { task: { user_id: "u1", actions: [{ name: "get_user_details", kwargs: { user_id: "u1" } }] }, reward_info: null },
    traj: [
      { role: "system", content: "policy" },
      { role: "user", content: "hi" },
      { role: "assistant", content: null, tool_calls: [{ id: "c", type: "function", function: { name: "get_user_details", arguments: '{"user_id": "u1"}' } }] },
      { role: "tool", tool_call_id: "c", name: "get_user_details", content: "{}" },
    ],
    ...over,
  };
}

// ---- other formats given to the wrong loader --------------------------------------------------------------------

const tideLine = (query, success) =>
  JSON.stringify({
    query,
    seed: 1,
    all_accuracies: [success ? 1 : 0],
    avg_accuracy: success ? 1 : 0,
    pass_at_n: success,
    traj_rollouts: [{ rollout_idx: 0, rollout_results: { steps: [{ observation: "s0", action: "a0" }], success, stop_right: false, loop: [], meta: { total_steps: 1 } } }],
    meta: {},
  });

/** A fixed-seed byte generator (a 32-bit LCG), for the binary case. */
function bytes(n, seed) {
  const out = Buffer.alloc(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** `depth` nested arrays around 1. */
const nested = (depth) => "[".repeat(depth) + "1" + "]".repeat(depth);

/**
 * Every corpus file: relative path → contents (string or Buffer). Directory cases are paths with a `/`.
 *
 * @returns the files, in a fixed order
 */
export function corpusFiles() {
  const f = new Map();
  const put = (rel, content) => f.set(rel, Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8"));
  const valid = json(results([sim("s0", "t1"), sim("s1", "t2")]));

  // -- whole-file faults: the file is not a JSON export at all -----------------------------------------------
  put("empty.json", "");
  put("whitespace-only.json", " \n\t\n");
  put("truncated.json", valid.slice(0, Math.floor(valid.length / 2)));
  put("trailing-garbage.json", valid + "}\n");
  put("gzip.json", zlib.gzipSync(Buffer.from(valid), { level: 9, mtime: 0 }));
  put("gzip.json.gz", zlib.gzipSync(Buffer.from(valid), { level: 9, mtime: 0 }));
  put("zip.json", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), Buffer.from(valid.slice(0, 64))]));
  put("utf16le-bom.json", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid, "utf16le")]));
  put("utf16be-bom.json", Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(valid, "utf16le").swap16()]));
  put("utf16le-no-bom.json", Buffer.from(valid, "utf16le"));
  put("binary.json", bytes(512, 20260101));
  put("control-bytes.json", Buffer.concat([Buffer.from('{"tasks": [], "simulations": ['), Buffer.from([0x01, 0x02, 0x7f]), Buffer.from("]}")]));
  put("scalar.json", "42\n");
  put("unknown-object.json", json({ hello: "world", rows: [1, 2, 3] }));
  put("empty-array.json", "[]\n");
  put("array-of-numbers.json", "[1, 2, 3]\n");
  put("one-simulation.json", json(sim("s0", "t1")));
  put("tide.jsonl", [tideLine("stack A on B", true), tideLine("stack B on C", false)].join("\n") + "\n");
  put("tide-one-line.json", tideLine("stack A on B", true) + "\n");
  put("task-table.csv", "task,model,environment,success_step,steps_taken\nbw-0,A,blocksworld,3,3\nbw-1,A,blocksworld,,30\n");
  put("task-table.jsonl", '{"task":"bw-0","model":"A","environment":"blocksworld","success_step":3,"steps_taken":3}\n{"task":"bw-1","model":"A","environment":"blocksworld","success_step":null,"steps_taken":30}\n');
  put("plain.csv", "name,score\nalice,3\nbob,4\n");
  put("deep-nesting-root.json", nested(10000) + "\n");
  put("deep-nesting-unclosed.json", "[".repeat(10000) + "\n");

  // -- shapes that load -------------------------------------------------------------------------------------------
  put("bom-utf8.json", "\ufeff" + valid);
  put("bare-array.json", json([sim("s0", "t1"), sim("s1", "t2")]));
  put("simulations-only.json", json({ simulations: [sim("s0", "t1"), sim("s1", "t2")] }));
  put("tasks-empty.json", json(results([sim("s0", "t1"), sim("s1", "t2")], { tasks: [] })));
  put("format-version.json", json({ format_version: "2.0", ...results([sim("s0", "t1")]) }));
  put("reward-info-null.json", json(results([sim("s0", "t1", { reward_info: null }), sim("s1", "t2")])));
  put(
    "task-id-int.json",
    json(results([sim("s0", 1), sim("s1", "2")], { tasks: [{ ...TASKS[0], id: 1 }, { ...TASKS[1], id: "2" }] })),
  );
  put("simulations-empty.json", json(results([])));
  put("voice-ticks.json", json(results([voiceSim("v0", "t1"), voiceSimNoTimestamps("v1", "t2")])));
  {
    // JSON.stringify cannot write 10,000 levels (it recurses): a placeholder is replaced in the text
    const s0 = sim("s0", "t1");
    s0.messages[2].tool_calls[0].arguments = { user_id: "u1", deep: "__DEEP__" };
    put("deep-nesting-arguments.json", json(results([s0])).replace('"__DEEP__"', nested(10000)));
  }

  // -- one malformed conversation among good ones: excluded with its path, the others load ----------------------
  put("sim-messages-not-array.json", brokenMiddle((s) => (s.messages = { 0: "hi" })));
  put("sim-null.json", json(results([sim("s0", "t1"), null, sim("s2", "t1")])));
  put("sim-id-missing.json", brokenMiddle((s) => delete s.id));
  put("sim-tool-call-name-number.json", brokenMiddle((s) => (s.messages[2].tool_calls[0].name = 7)));
  put("sim-tool-call-arguments-string.json", brokenMiddle((s) => (s.messages[2].tool_calls[0].arguments = '{"user_id": "u1"}')));
  put("sim-calls-on-tool-message.json", brokenMiddle((s) => (s.messages[3].tool_calls = [])));
  put("sim-reward-string.json", brokenMiddle((s) => (s.reward_info.reward = "1")));
  put("sim-role-unknown.json", brokenMiddle((s) => (s.messages[1].role = "narrator")));
  put("sim-duplicate-id.json", brokenMiddle((s) => (s.id = "s0")));
  put("sim-unknown-task.json", brokenMiddle((s) => (s.task_id = "t9")));
  {
    const v1 = voiceSim("v1", "t2");
    v1.ticks[6].agent_tool_calls[0].arguments = "#9";
    put("sim-ticks-bad-call.json", json(results([sim("s0", "t1"), v1, sim("s2", "t1")])));
  }
  put("sim-ticks-not-array.json", brokenMiddle((s) => ((s.messages = null), (s.ticks = { 0: {} }))));
  put(
    "task-malformed.json",
    json(results([sim("s0", "t1"), sim("s1", "t2"), sim("s2", "t1")], { tasks: [TASKS[0], { ...TASKS[1], evaluation_criteria: { actions: [{ name: 5, arguments: {} }] } }] })),
  );

  // -- suspicious values: loaded as logged, reported ------------------------------------------------------------------
  put("reward-out-of-range.json", json(results([sim("s0", "t1", { reward_info: { reward: 1.5 } }), sim("s1", "t2", { reward_info: { reward: -0.5 } }), sim("s2", "t1")])));
  // rewards that are not a number in [0, 1] (issue 17: one rule in every command): each excluded with its reason
  put(
    "reward-not-a-reward.json",
    json(
      results([
        sim("s0", "t1", { reward_info: { reward: 7.5 } }),
        sim("s1", "t2", { reward_info: { reward: -1 } }),
        sim("s2", "t1", { reward_info: { reward: "1.0" } }),
        sim("s3", "t2", { reward_info: { reward: true } }),
        sim("s4", "t1"),
        sim("s5", "t2", { reward_info: { reward: 0 } }),
      ]),
    ),
  );
  put("negative-trial.json", json(results([sim("s0", "t1", { trial: -1 }), sim("s1", "t2")])));
  {
    const s1 = sim("s1", "t2");
    s1.messages[2].tool_calls[0].name = "get\u200b_user";
    put("tool-name-zero-width.json", json(results([sim("s0", "t1"), s1])));
  }
  {
    // a tool name with a byte that is not UTF-8 (0xff): decoded as U+FFFD
    const text = json(results([sim("s0", "t1"), sim("s1", "t2")]));
    const at = text.lastIndexOf('"get_user"');
    put("tool-name-invalid-utf8.json", Buffer.concat([Buffer.from(text.slice(0, at + 4)), Buffer.from([0xff]), Buffer.from(text.slice(at + 4))]));
  }
  // -- task identity (issue 17 §3, io/taskIdentity.ts): the action checks name the task ----------------------------------
  {
    const checksOf = (task) => ({ action_checks: task.evaluation_criteria.actions.map((action) => ({ action, action_match: true, action_reward: 1, tool_type: null })) });
    const scored = (id, taskId, task) => sim(id, taskId, { reward_info: { ...sim(id, taskId).reward_info, ...checksOf(task) } });
    // s1 has no task_id, its checks are t1's gold actions (taken from them); s2 has no task_id and no checks (excluded)
    const noId = (s) => (delete s.task_id, s);
    put("sim-no-task-id.json", json(results([sim("s0", "t1"), noId(scored("s1", "t1", TASKS[0])), noId(sim("s2", "t2"))])));
    // a running-index task_id: s1 says t2, but its checks are t1's gold actions (kept, flagged)
    put("sim-task-id-contradicted.json", json(results([scored("s0", "t1", TASKS[0]), scored("s1", "t2", TASKS[0]), sim("s2", "t2")])));
  }
  // a custom wrapper: no info, the header at the top level
  put("wrapper-header.json", json({ domain: "airline", agent: "my-agent", model: "gpt-4o", user_model: "gpt-4.1", num_trials: 1, tasks: TASKS, simulations: [sim("s0", "t1")] }));
  // -- compare with nothing to compare (issue 17 §4): other tasks, another domain --------------------------------------
  {
    const t3 = { ...TASKS[1], id: "t3", user_scenario: { instructions: "You are u3." } };
    put("compare-other-tasks.json", json(results([sim("s0", "t3")], { tasks: [t3] })));
    put("compare-other-domain.json", json(results([sim("s0", "t1")], { info: { ...INFO, environment_info: { ...INFO.environment_info, domain_name: "airline" } } })));
  }
  // -- .events.jsonl order (issue 17 §5): a parent must be an earlier event, seq must increase -------------------------
  {
    const head = (id) => JSON.stringify({ kind: "trajectory", schema: "trajlab.events", version: "1.0", id, domain: "retail" });
    const ev = (traj, id, extra = {}) => JSON.stringify({ kind: "event", trajectory: traj, id, type: "user_turn", actor: "user", ...extra });
    put(
      "events-parent-order.events.jsonl",
      [head("self"), ev("self", "e1", { parents: ["e1"] }), head("future"), ev("future", "e1", { parents: ["e2"] }), ev("future", "e2"),
        head("cycle"), ev("cycle", "e1", { parents: ["e2"] }), ev("cycle", "e2", { parents: ["e1"] }), head("chain"), ev("chain", "e1"), ev("chain", "e2", { parents: ["e1"] })].join("\n") + "\n",
    );
    put("events-seq-zero.events.jsonl", [head("flat"), ev("flat", "e1", { seq: 0 }), ev("flat", "e2", { seq: 0, parents: ["e1"] }), head("ok"), ev("ok", "e1", { seq: 0 }), ev("ok", "e2", { seq: 5 })].join("\n") + "\n");
  }
  put("info-field-wrong-type.json", json(results([sim("s0", "t1")], { info: { ...INFO, num_trials: "1", environment_info: { domain_name: 7 } } })));

  // -- τ-bench v1 ----------------------------------------------------------------------------------------------------------
  put("tau1-bad-arguments.json", json([tau1Record(0, 0), tau1Record(1, 0, { traj: tau1Record(1, 0).traj.map((m, i) => (i === 2 ? { ...m, tool_calls: [{ ...m.tool_calls[0], function: { name: "get_user_details", arguments: "{user_id: u1" } }] } : m)) }), tau1Record(2, 0)]));
  put("tau1-record-not-object.json", json([tau1Record(0, 0), "oops", tau1Record(2, 0)]));
  put("tau1-duplicate-record.json", json([tau1Record(0, 0), tau1Record(0, 0), tau1Record(2, 0)]));

  // -- the directory format -----------------------------------------------------------------------------------------
  const header = (over = {}) => ({ timestamp: "2026-01-01T00:00:00", info: INFO, tasks: TASKS, ...over });
  const index = (ids) => ids.map((id) => ({ id, task_id: "t1", trial: 0, reward: 1, termination_reason: "user_stop", agent_cost: 0.01, duration: 5 }));
  put("dir-with-index/results.json", json(header({ format_version: 2, simulation_index: index(["a", "b"]) })));
  put("dir-with-index/simulations/a.json", json(sim("a", "t1")));
  put("dir-with-index/simulations/b.json", json(sim("b", "t2")));
  put("dir-no-index/results.json", json(header()));
  put("dir-no-index/simulations/a.json", json(sim("a", "t1")));
  put("dir-no-index/simulations/b.json", json(sim("b", "t2")));
  put("dir-voice/results.json", json(header({ tasks: [] })));
  put("dir-voice/simulations/v0.json", json(voiceSim("v0", "7")));
  put("dir-voice/simulations/v1.json", json(voiceSimNoTimestamps("v1", 8)));
  put("dir-index-mismatch/results.json", json(header({ simulation_index: index(["a", "b", "gone"]) })));
  put("dir-index-mismatch/simulations/a.json", json(sim("a", "t1")));
  put("dir-index-mismatch/simulations/b.json", json(sim("b", "t2")));
  put("dir-index-mismatch/simulations/extra.json", json(sim("extra", "t1")));
  put("dir-bad-files/results.json", json(header({ simulation_index: index(["a", "b", "c", "d"]) })));
  put("dir-bad-files/simulations/a.json", json(sim("a", "t1")));
  put("dir-bad-files/simulations/b.json", '{"id": "b", "task_id": "t1", "messages": [');
  put("dir-bad-files/simulations/c.json", json(sim("c", "t1", { messages: 5 })));
  put("dir-bad-files/simulations/d.json", zlib.gzipSync(Buffer.from(json(sim("d", "t1"))), { level: 9, mtime: 0 }));
  put("dir-duplicate-ids/results.json", json(header()));
  put("dir-duplicate-ids/simulations/a.json", json(sim("x", "t1")));
  put("dir-duplicate-ids/simulations/b.json", json(sim("x", "t2")));
  put("dir-no-simulations/results.json", json(header({ simulation_index: index(["a"]) })));
  put("dir-results-with-sims/results.json", json(results([sim("old", "t1")])));
  put("dir-results-with-sims/simulations/a.json", json(sim("a", "t1")));
  put("dir-bad-index/results.json", json(header({ simulation_index: "all" })));
  put("dir-bad-index/simulations/a.json", json(sim("a", "t1")));
  return f;
}

/** Write the corpus, removing any file in it this generator does not produce. */
export function writeCorpus(dir = CORPUS_DIR) {
  const files = corpusFiles();
  const existing = fs.existsSync(dir) ? listFiles(dir) : [];
  for (const rel of existing) if (!files.has(rel)) fs.rmSync(path.join(dir, rel));
  for (const [rel, content] of files) {
    const full = path.join(dir, rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return files.size;
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function listFiles(dir) {
  const out = [];
  const walk = (d, rel) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name), rel + e.name + "/");
      else out.push(rel + e.name);
    }
  };
  walk(dir, "");
  return out.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const n = writeCorpus();
  console.log(`wrote ${n} files to ${path.relative(process.cwd(), CORPUS_DIR)}`);
}
