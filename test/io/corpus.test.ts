/**
 * The corpus of bad and tricky inputs (test/fixtures/io/corpus/, written by scripts/make-io-corpus.mjs): one test
 * per case, asserting what a user gets — the error kind, file and JSON path for a file that cannot be a run, or
 * the conversations that still loaded and the exclusions and warnings that name what did not.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import {
  LOAD_EXCLUSION,
  TrajlabInputError,
  loadRun,
  loadRuns,
  loadTaskTable,
  loadTau1Historical,
  loadTau2Dir,
  loadTau2Results,
  loadTideJsonl,
  type InputErrorKind,
  type LoadWarningKind,
  type Run,
} from "../../lib/src";
// @ts-expect-error: a plain ES module without types
import { CORPUS_DIR, corpusFiles, listFiles } from "../../scripts/make-io-corpus.mjs";
import { expectInputError, hasRawBytes } from "./helpers";

const at = (name: string) => path.join(CORPUS_DIR, name);

test("the committed corpus is exactly what scripts/make-io-corpus.mjs writes", () => {
  const files: Map<string, Buffer> = corpusFiles();
  expect(listFiles(CORPUS_DIR)).toEqual([...files.keys()].sort());
  for (const [rel, content] of files) expect(fs.readFileSync(path.join(CORPUS_DIR, rel)).equals(content), rel).toBe(true);
});

interface Fails {
  error: { kind: InputErrorKind; path: string; detail: RegExp };
}
interface Loads {
  conversations: string[];
  /** [reason, ids, "<file relative to the case>: <path>" of each fault] */
  exclusions?: [string, string[], string[]][];
  /** [kind, path of the first occurrence, detail, ids] */
  warnings?: [LoadWarningKind, string, RegExp, string[]][];
  check?: (run: Run) => void;
}
type Case = Fails | Loads;

const NO_INFO: [LoadWarningKind, string, RegExp, string[]] = ["missing-part", "info", /^the file has no "info": the domain, the agent, the user model and the number of trials are unknown/, []];
const noTasks = (why: RegExp, ids: string[]): [LoadWarningKind, string, RegExp, string[]] => ["missing-part", "tasks", why, ids];

/** Every case of the corpus: the top-level entry (file or directory) → what loadRun gives. */
const CASES: Record<string, Case> = {
  // -- the file is not a JSON export at all: one typed error, naming the file, saying what it is --------------
  "empty.json": { error: { kind: "not-json", path: "$", detail: /\(the file is empty\)$/ } },
  "whitespace-only.json": { error: { kind: "not-json", path: "$", detail: /\(the file is empty\)$/ } },
  "truncated.json": { error: { kind: "not-json", path: "$", detail: /^not valid JSON: Unterminated string \(position \d+, line \d+, column \d+\)$/ } },
  "trailing-garbage.json": { error: { kind: "not-json", path: "$", detail: /^not valid JSON: Unexpected non-whitespace character after JSON \(position \d+, line 242, column 1\)$/ } },
  "gzip.json": { error: { kind: "not-text", path: "$", detail: /^not text: gzip-compressed data .*gunzip/ } },
  "gzip.json.gz": { error: { kind: "not-text", path: "$", detail: /^not text: gzip-compressed data/ } },
  "zip.json": { error: { kind: "not-text", path: "$", detail: /^not text: a zip archive/ } },
  "utf16le-bom.json": { error: { kind: "not-text", path: "$", detail: /^not text: UTF-16 text \(little-endian, byte-order mark ff fe\).*iconv -f UTF-16LE -t UTF-8/ } },
  "utf16be-bom.json": { error: { kind: "not-text", path: "$", detail: /^not text: UTF-16 text \(big-endian, byte-order mark fe ff\)/ } },
  "utf16le-no-bom.json": { error: { kind: "not-text", path: "$", detail: /^not text: UTF-16 text \(little-endian, no byte-order mark\)/ } },
  "binary.json": { error: { kind: "not-text", path: "$", detail: /^not text: binary data, not text \(\d+ NUL bytes in the first 512 bytes; it starts with [0-9a-f ]+\)$/ } },
  "control-bytes.json": { error: { kind: "not-json", path: "$", detail: /^not valid JSON: Unexpected token '\\u0001' \(position 30, line 1, column 31\)$/ } },
  "scalar.json": { error: { kind: "unknown-format", path: "$", detail: /^unknown format: a JSON number; expected/ } },
  "unknown-object.json": { error: { kind: "unknown-format", path: "$", detail: /^unknown format: an object with keys "hello", "rows"; expected/ } },
  "empty-array.json": { error: { kind: "unknown-format", path: "$", detail: /^unknown format: an empty array; expected/ } },
  "array-of-numbers.json": { error: { kind: "unknown-format", path: "$", detail: /^unknown format: an array whose first element is number; expected/ } },
  "one-simulation.json": { error: { kind: "unknown-format", path: "$", detail: /^unknown format: this is one τ² simulation .*load the directory that holds results.json/ } },
  "tide.jsonl": { error: { kind: "unknown-format", path: "$", detail: /^this is a TIDE JSONL trajectory file .*read it with loadTideJsonl .*trajlab reproduce/ } },
  "tide-one-line.json": { error: { kind: "unknown-format", path: "$", detail: /^unknown format: this is one TIDE task line .*loadTideJsonl/ } },
  "task-table.csv": { error: { kind: "unknown-format", path: "$", detail: /^this is a per-task table \(CSV\).*loadTaskTable/ } },
  "task-table.jsonl": { error: { kind: "unknown-format", path: "$", detail: /^this is a per-task table \(JSON lines\).*loadTaskTable/ } },
  "plain.csv": { error: { kind: "unknown-format", path: "$", detail: /^this looks like CSV/ } },
  // an events file is read by loadEventsJsonl / trajlab diagnose (its order errors: test/cli/corpus.test.ts)
  "events-parent-order.events.jsonl": { error: { kind: "unknown-format", path: "$", detail: /^this is a trajectory events file \(\.events\.jsonl\).*loadEventsJsonl/ } },
  "events-seq-zero.events.jsonl": { error: { kind: "unknown-format", path: "$", detail: /^this is a trajectory events file \(\.events\.jsonl\).*loadEventsJsonl/ } },
  "deep-nesting-root.json": { error: { kind: "unknown-format", path: "$", detail: /^unknown format: an array whose first element is array/ } },
  "deep-nesting-unclosed.json": { error: { kind: "not-json", path: "$", detail: /^not valid JSON: Unexpected end of JSON input \(position 10001, line 2, column 1\)$/ } },

  // -- shapes that load ------------------------------------------------------------------------------------------
  "bom-utf8.json": { conversations: ["s0", "s1"] },
  "bare-array.json": {
    conversations: ["s0", "s1"],
    warnings: [NO_INFO, noTasks(/^the file embeds no tasks \(no "tasks" key\): gold actions are unavailable from tasks, so goal drift .* takes a conversation's gold actions from its official action checks .* excludes the conversations without checks/, ["s0", "s1"])],
    check: (run) => {
      expect(run.format).toBe("tau2-results");
      expect([run.domain, run.agentModel, run.tasks]).toEqual([null, null, []]);
      expect(run.conversations.map((c) => [c.goldActions, c.toolCalls.length, c.reward])).toEqual([[null, 1, 1], [null, 1, 1]]);
      expect(run.conversations[0].toolCalls[0].path).toBe("[0].messages[2].tool_calls[0]");
    },
  },
  "simulations-only.json": {
    conversations: ["s0", "s1"],
    warnings: [NO_INFO, noTasks(/^the file embeds no tasks \(no "tasks" key\)/, ["s0", "s1"])],
  },
  "tasks-empty.json": {
    conversations: ["s0", "s1"],
    warnings: [noTasks(/^the file embeds no tasks \("tasks": \[\]\): gold actions are unavailable/, ["s0", "s1"])],
    check: (run) => {
      expect(run.domain).toBe("retail");
      expect(run.conversations.every((c) => c.goldActions === null && c.reward === 1)).toBe(true);
    },
  },
  "format-version.json": { conversations: ["s0"] },
  "reward-info-null.json": {
    conversations: ["s0", "s1"],
    check: (run) => expect(run.conversations.map((c) => [c.reward, c.verification, c.actionChecks])).toEqual([[null, null, null], [1, expect.anything(), null]]),
  },
  "task-id-int.json": {
    conversations: ["s0", "s1"],
    check: (run) => {
      expect(run.tasks.map((t) => t.id)).toEqual(["1", "2"]);
      expect(run.conversations.map((c) => [c.taskId, c.goldActions?.length])).toEqual([["1", 2], ["2", 0]]);
    },
  },
  "simulations-empty.json": { conversations: [], check: (run) => expect([run.tasks.length, run.trialCount]).toEqual([2, 1]) },
  "voice-ticks.json": {
    conversations: ["v0", "v1"],
    warnings: [
      ["derived", "simulations[0].ticks", /^a full-duplex simulation \(messages: null\): its messages are flattened from its ticks/, ["v0", "v1"]],
      ["derived", "simulations[1].ticks", /^messages flattened from ticks without a timestamp of their own take their tick's/, ["v1"]],
    ],
    check: (run) => {
      const v0 = run.conversations[0];
      expect(v0.toolCalls.map((c) => [c.name, c.requestor, c.path])).toEqual([
        ["get_order_details", "assistant", "simulations[0].ticks[1].agent_tool_calls[0]"],
        ["reboot_device", "user", "simulations[0].ticks[4].user_tool_calls[0]"],
        ["cancel_pending_order", "assistant", "simulations[0].ticks[5].agent_tool_calls[0]"],
        ["get_order_details", "assistant", "simulations[0].ticks[6].agent_tool_calls[0]"],
      ]);
      expect(v0.goldActions).toBe(run.tasks[0].goldActions);
    },
  },
  "deep-nesting-arguments.json": {
    conversations: ["s0"],
    check: (run) => {
      let v: any = run.conversations[0].toolCalls[0].arguments.deep;
      let depth = 0;
      while (Array.isArray(v)) {
        v = v[0];
        depth++;
      }
      expect([depth, v]).toEqual([10000, 1]);
    },
  },

  // -- one malformed conversation among good ones: excluded by name, with file and JSON path; the others load ------
  "sim-messages-not-array.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.malformed, ["s1"], ["sim-messages-not-array.json: simulations[1].messages"]]] },
  "sim-null.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.malformed, ["simulations[1]"], ["sim-null.json: simulations[1]"]]] },
  "sim-id-missing.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.malformed, ["simulations[1]"], ["sim-id-missing.json: simulations[1].id"]]] },
  "sim-tool-call-name-number.json": {
    conversations: ["s0", "s2"],
    exclusions: [[LOAD_EXCLUSION.malformed, ["s1"], ["sim-tool-call-name-number.json: simulations[1].messages[2].tool_calls[0].name"]]],
  },
  "sim-tool-call-arguments-string.json": {
    conversations: ["s0", "s2"],
    exclusions: [[LOAD_EXCLUSION.malformed, ["s1"], ["sim-tool-call-arguments-string.json: simulations[1].messages[2].tool_calls[0].arguments"]]],
  },
  "sim-calls-on-tool-message.json": {
    conversations: ["s0", "s2"],
    exclusions: [[LOAD_EXCLUSION.malformed, ["s1"], ["sim-calls-on-tool-message.json: simulations[1].messages[3].tool_calls"]]],
  },
  "sim-reward-string.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.badReward, ["s1"], ["sim-reward-string.json: simulations[1].reward_info.reward"]]] },
  "sim-role-unknown.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.malformed, ["s1"], ["sim-role-unknown.json: simulations[1].messages[1].role"]]] },
  "sim-duplicate-id.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.duplicateId, ["s0"], ["sim-duplicate-id.json: simulations[1].id"]]] },
  "sim-unknown-task.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.unknownTask, ["s1"], ["sim-unknown-task.json: simulations[1].task_id"]]] },
  "sim-ticks-bad-call.json": {
    conversations: ["s0", "s2"],
    exclusions: [[LOAD_EXCLUSION.malformed, ["v1"], ["sim-ticks-bad-call.json: simulations[1].ticks[6].agent_tool_calls[0].arguments"]]],
  },
  "sim-ticks-not-array.json": { conversations: ["s0", "s2"], exclusions: [[LOAD_EXCLUSION.malformed, ["s1"], ["sim-ticks-not-array.json: simulations[1].ticks"]]] },
  "task-malformed.json": {
    conversations: ["s0", "s2"],
    exclusions: [[LOAD_EXCLUSION.malformedTask, ["s1"], ["task-malformed.json: tasks[1].evaluation_criteria.actions[0].name"]]],
    check: (run) => expect(run.tasks.map((t) => t.id)).toEqual(["t1"]),
  },

  // -- suspicious values: kept as logged, reported -------------------------------------------------------------------
  // -- rewards: one rule (io/reward.ts), a number in [0, 1]; anything else excludes the conversation ---------------
  "reward-out-of-range.json": {
    conversations: ["s2"],
    exclusions: [[LOAD_EXCLUSION.badReward, ["s0", "s1"], ["reward-out-of-range.json: simulations[0].reward_info.reward", "reward-out-of-range.json: simulations[1].reward_info.reward"]]],
    check: (run) => expect(run.exclusions[0].faults.map((f) => f.detail)).toEqual(["reward must be a number in [0, 1], got 1.5", "reward must be a number in [0, 1], got -0.5"]),
  },
  "reward-not-a-reward.json": {
    conversations: ["s4", "s5"],
    exclusions: [[LOAD_EXCLUSION.badReward, ["s0", "s1", "s2", "s3"], [0, 1, 2, 3].map((i) => `reward-not-a-reward.json: simulations[${i}].reward_info.reward`)]],
    check: (run) => {
      expect(run.exclusions[0].faults.map((f) => [f.kind, f.detail])).toEqual([
        ["bad-reward", "reward must be a number in [0, 1], got 7.5"],
        ["bad-reward", "reward must be a number in [0, 1], got -1"],
        ["bad-reward", 'reward must be a number in [0, 1], got string "1.0"'],
        ["bad-reward", "reward must be a number in [0, 1], got boolean true"],
      ]);
      expect(run.conversations.map((c) => c.reward)).toEqual([1, 0]);
    },
  },
  "negative-trial.json": { conversations: ["s0", "s1"], warnings: [["suspicious-value", "simulations[0].trial", /^a negative trial number, kept as logged$/, ["s0"]]] },
  "tool-name-zero-width.json": {
    conversations: ["s0", "s1"],
    warnings: [["suspicious-value", "simulations[1].messages[2].tool_calls[0].name", /^tool name "get\\u200b_user" contains U\+200B \(a zero-width or bidirectional mark\)/, ["s1"]]],
  },
  "tool-name-invalid-utf8.json": {
    conversations: ["s0", "s1"],
    warnings: [
      ["suspicious-value", "$", /^bytes that are not valid UTF-8 \(the first at byte offset \d+\), decoded as U\+FFFD/, []],
      ["suspicious-value", "simulations[1].messages[2].tool_calls[0].name", /^tool name "get\\ufffd_user" contains U\+FFFD \(the replacement character: bytes that are not UTF-8\)/, ["s1"]],
    ],
  },
  // -- runs that compare with nothing (trajlab compare exits 1: test/cli/corpus.test.ts)
  "compare-other-tasks.json": { conversations: ["s0"], check: (run) => expect(run.conversations[0].taskId).toBe("t3") },
  "compare-other-domain.json": { conversations: ["s0"], check: (run) => expect(run.domain).toBe("airline") },
  // -- task identity: a missing task_id taken from the action checks, a contradicted one flagged (io/taskIdentity.ts)
  "sim-no-task-id.json": {
    conversations: ["s0", "s1"],
    exclusions: [[LOAD_EXCLUSION.noTaskId, ["s2"], ["sim-no-task-id.json: simulations[2].task_id"]]],
    warnings: [["derived", "simulations[1].task_id", /^no task_id: the task is taken from the conversation's action checks/, ["s1"]]],
    check: (run) => {
      expect(run.conversations.map((c) => c.taskId)).toEqual(["t1", "t1"]);
      expect(run.conversations[1].goldActions).toEqual(run.tasks[0].goldActions);
      expect(run.exclusions[0].faults[0].detail).toBe("no task_id, and its action checks are the gold actions of no embedded task: which task it is about is unknown");
    },
  },
  "sim-task-id-contradicted.json": {
    conversations: ["s0", "s1", "s2"],
    warnings: [["suspicious-value", "simulations[1].task_id", /^task_id contradicted by the conversation's own action checks: they are the gold actions of another embedded task/, ["s1"]]],
    check: (run) => expect(run.conversations.map((c) => c.taskId)).toEqual(["t1", "t2", "t2"]),
  },
  "wrapper-header.json": {
    conversations: ["s0"],
    warnings: [["derived", "$", /^the file has no "info": domain "airline" \("domain"\), agent "my-agent" \("agent"\), agent model "gpt-4o" \("model"\), user model "gpt-4.1" \("user_model"\), number of trials 1 \("num_trials"\) read from its top-level fields/, []]],
    check: (run) => expect([run.domain, run.agentModel, run.userModel, run.trialCount]).toEqual(["airline", "my-agent (gpt-4o)", "gpt-4.1", 1]),
  },
  "info-field-wrong-type.json": {
    conversations: ["s0"],
    warnings: [
      ["ignored-part", "info.environment_info.domain_name", /^a header field of the wrong type, read as missing: expected a string or null, got number 7$/, []],
      ["ignored-part", "info.num_trials", /^a header field of the wrong type, read as missing: expected an integer or null, got a string \("1"\)$/, []],
    ],
    check: (run) => expect([run.domain, run.agentModel, run.trialCount]).toEqual([null, "agent-llm", 1]),
  },

  // -- τ-bench v1 -------------------------------------------------------------------------------------------------------
  "tau1-bad-arguments.json": {
    conversations: ["task-0-trial-0", "task-2-trial-0"],
    exclusions: [[LOAD_EXCLUSION.malformed, ["task-1-trial-0"], ["tau1-bad-arguments.json: [1].traj[2].tool_calls[0].function.arguments"]]],
  },
  "tau1-record-not-object.json": { conversations: ["task-0-trial-0", "task-2-trial-0"], exclusions: [[LOAD_EXCLUSION.malformed, ["[1]"], ["tau1-record-not-object.json: [1]"]]] },
  "tau1-duplicate-record.json": { conversations: ["task-0-trial-0", "task-2-trial-0"], exclusions: [[LOAD_EXCLUSION.duplicateId, ["task-0-trial-0"], ["tau1-duplicate-record.json: [1]"]]] },

  // -- the directory format -------------------------------------------------------------------------------------------
  "dir-with-index": { conversations: ["a", "b"], check: (run) => expect(run.format).toBe("tau2-dir") },
  "dir-no-index": { conversations: ["a", "b"] },
  "dir-voice": {
    conversations: ["v0", "v1"],
    warnings: [
      ["derived", "ticks", /^a full-duplex simulation/, ["v0", "v1"]],
      ["derived", "ticks", /^messages flattened from ticks without a timestamp/, ["v1"]],
      noTasks(/^the file embeds no tasks \("tasks": \[\]\)/, ["v0", "v1"]),
    ],
    check: (run) => {
      expect(run.conversations.map((c) => [c.taskId, c.goldActions, c.messageCount, c.toolCalls.length, c.file])).toEqual([
        ["7", null, 15, 4, at("dir-voice/simulations/v0.json")],
        ["8", null, 6, 0, at("dir-voice/simulations/v1.json")],
      ]);
      expect(run.conversations[0].toolCalls[1].path).toBe("ticks[4].user_tool_calls[0]");
    },
  },
  "dir-index-mismatch": {
    conversations: ["a", "b"],
    exclusions: [
      [LOAD_EXCLUSION.missingFile, ["gone"], ["dir-index-mismatch/results.json: simulation_index[2]"]],
      [LOAD_EXCLUSION.notIndexed, ["extra"], ["dir-index-mismatch/simulations/extra.json: $"]],
    ],
  },
  "dir-bad-files": {
    conversations: ["a"],
    exclusions: [
      [LOAD_EXCLUSION.unreadableFile, ["b", "d"], ["dir-bad-files/simulations/b.json: $", "dir-bad-files/simulations/d.json: $"]],
      [LOAD_EXCLUSION.malformed, ["c"], ["dir-bad-files/simulations/c.json: messages"]],
    ],
    check: (run) => {
      const unreadable = run.exclusions[0].faults;
      expect(unreadable.map((f) => f.kind)).toEqual(["not-json", "not-text"]);
      expect(unreadable[1].detail).toMatch(/gzip/);
    },
  },
  "dir-duplicate-ids": {
    conversations: ["x"],
    exclusions: [[LOAD_EXCLUSION.duplicateId, ["x"], ["dir-duplicate-ids/simulations/b.json: id"]]],
    check: (run) => expect(run.conversations[0].taskId).toBe("t1"),
  },
  "dir-no-simulations": {
    conversations: [],
    exclusions: [[LOAD_EXCLUSION.missingFile, ["a"], ["dir-no-simulations/results.json: simulation_index[0]"]]],
    warnings: [["missing-part", "$", /^no simulations\/ directory beside this results.json: the run has no conversations$/, []]],
  },
  "dir-results-with-sims": {
    conversations: ["a"],
    warnings: [["ignored-part", "simulations", /^results.json holds simulations of its own; the simulations\/ directory beside it is read instead, as τ² does$/, []]],
  },
  "dir-bad-index": {
    conversations: ["a"],
    warnings: [["ignored-part", "simulation_index", /^simulation_index is neither a list nor an object/, []]],
  },
};

test("every entry of the corpus has a case below, and every case an entry", () => {
  const entries = fs.readdirSync(CORPUS_DIR).sort();
  expect(entries).toEqual(Object.keys(CASES).sort());
});

/** A fault as "<file relative to the corpus>: <path>". */
const where = (file: string, p: string) => `${path.relative(CORPUS_DIR, file).split(path.sep).join("/")}: ${p}`;

describe("loadRun on each corpus case", () => {
  for (const [name, c] of Object.entries(CASES)) {
    test(name, () => {
      const p = at(name);
      if ("error" in c) {
        const err = expectInputError(() => loadRun(p), { kind: c.error.kind, file: p, path: c.error.path, detail: c.error.detail });
        expect(hasRawBytes(err.message), err.message).toBe(false);
        return;
      }
      const run = loadRun(p);
      expect(run.conversations.map((x) => x.id)).toEqual(c.conversations);
      expect(run.exclusions.map((e) => [e.reason, e.ids, e.faults.map((f) => where(f.file, f.path))])).toEqual(c.exclusions ?? []);
      for (const e of run.exclusions) {
        expect(e.count).toBe(e.ids.length);
        for (const f of e.faults) expect(hasRawBytes(f.detail), f.detail).toBe(false);
      }
      const warnings = run.warnings.map((w) => [w.kind, w.path, w.detail, w.ids]);
      expect(warnings.length, JSON.stringify(warnings)).toBe((c.warnings ?? []).length);
      (c.warnings ?? []).forEach(([kind, wp, detail, ids], i) => {
        expect(run.warnings[i]).toMatchObject({ kind, path: wp, ids });
        expect(run.warnings[i].detail).toMatch(detail);
        expect(hasRawBytes(run.warnings[i].detail)).toBe(false);
      });
      c.check?.(run);
    });
  }
});

describe("the good parts next to a bad one", () => {
  test("loadRuns over the whole corpus: every loadable case gives its run, every other one error naming its file", () => {
    const { runs, errors } = loadRuns([CORPUS_DIR]);
    const loadable = Object.entries(CASES).filter(([name, c]) => !("error" in c) && !name.startsWith("dir-")).length;
    // the directory cases' results.json files are read as their directories (a simulations/ beside them)
    const dirs = Object.keys(CASES).filter((n) => n.startsWith("dir-")).length;
    expect(runs.length).toBe(loadable + dirs);
    const failing = Object.entries(CASES).filter(([, c]) => "error" in c).map(([n]) => n);
    // *.jsonl and *.csv are not *.json: a directory expansion does not pick them up
    expect(errors.map((e) => path.basename(e.file)).sort()).toEqual(failing.filter((n) => n.endsWith(".json")).sort());
  });
});

describe("no loader lets anything but a TrajlabInputError escape, on any corpus input", () => {
  const loaders: Array<[string, (p: string) => unknown]> = [
    ["loadRun", (p) => loadRun(p)],
    ["loadRun (streamed)", (p) => loadRun(p, { streamAboveBytes: 0 })],
    ["loadRuns", (p) => loadRuns([p])],
    ["loadTau2Results", (p) => loadTau2Results(p)],
    ["loadTau2Dir", (p) => loadTau2Dir(p)],
    ["loadTau1Historical", (p) => loadTau1Historical(p)],
    ["loadTideJsonl", (p) => loadTideJsonl(p)],
    ["loadTaskTable", (p) => loadTaskTable(p)],
  ];
  const inputs = listFiles(CORPUS_DIR).map((rel: string) => at(rel));
  for (const name of Object.keys(CASES)) if (name.startsWith("dir-")) inputs.push(at(name));
  for (const [label, load] of loaders) {
    test(label, () => {
      for (const p of inputs) {
        try {
          load(p);
        } catch (e) {
          expect(e, `${label}(${p}) threw ${String(e)}`).toBeInstanceOf(TrajlabInputError);
          expect(hasRawBytes((e as Error).message), (e as Error).message).toBe(false);
        }
      }
    });
  }
});

describe("the other loaders name a τ² export or a compressed file given to them", () => {
  test("loadTideJsonl on a τ² results file: unknown-format, saying loadRun reads it", () => {
    expectInputError(() => loadTideJsonl(at("bom-utf8.json")), { kind: "unknown-format", path: "$", detail: /one JSON document over many lines, not TIDE JSONL.*loadRun/ });
  });
  test("loadTideJsonl and loadTaskTable on gzip and UTF-16 files: not-text, saying so", () => {
    expectInputError(() => loadTideJsonl(at("gzip.json.gz")), { kind: "not-text", detail: /gzip/ });
    expectInputError(() => loadTaskTable(at("utf16le-bom.json")), { kind: "not-text", detail: /UTF-16/ });
  });
  test("loadTau2Results on a TIDE file names the TIDE loader", () => {
    expectInputError(() => loadTau2Results(at("tide.jsonl")), { kind: "unknown-format", detail: /loadTideJsonl/ });
  });
});
