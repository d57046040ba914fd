/**
 * τ-bench (v1) historical trajectories loader (`historical_trajectories/*.json` of sierra-research/tau-bench).
 */
import * as path from "path";
import { TrajlabInputError } from "./errors";
import { transcriptOfMessages } from "./messages";
import type { Conversation, GoldAction, Requestor, Run, Task, ToolCall } from "./model";
import {
  expectArray,
  expectId,
  expectObject,
  expectString,
  isObject,
  optionalArray,
  optionalCallId,
  optionalInteger,
  optionalNumber,
  optionalObject,
  wrongType,
} from "./fieldChecks";
import { LOAD_EXCLUSION, LoadLog, faultOf, faultReason, toolNameProblem } from "./loadLog";
import { readReward } from "./reward";
import { parseJsonText } from "./parseJson";
import { displayPath, indexPath, keyPath } from "./paths";
import { readInputText } from "./read";
import { textHint } from "./sniff";
import { domainFromFileName } from "./domainFromFileName";
import { largestTrialCount } from "./tau2Run";
import { toolNameNote } from "./tau2Simulation";

/** Options of {@link loadTau1Historical}. */
export interface Tau1LoadOptions {
  /** The domain (airline, retail, …); v1 files do not record it. Default: inferred from the file name. */
  domain?: string;
  /** The agent model; v1 files do not record it. Default: null. */
  agentModel?: string;
}

/**
 * Load a τ-bench v1 historical-trajectories file: a JSON list of records
 * `{task_id, trial, reward, info: {task: {actions: [{name, kwargs}], …}, reward_info, …}, traj}`.
 *
 * - Conversation ids are synthesised as `task-<task_id>-trial-<trial>` (v1 records have no id); a record
 *   without a trial gets `task-<task_id>-record-<index>`. A second record with the same task and trial is
 *   excluded (`duplicate-id`, naming both paths); the first is kept.
 * - One bad record never takes the others: a malformed record (a field of the wrong type, arguments that do not
 *   parse, calls on a tool message) is excluded with its fault in `Run.exclusions` (named by its synthesised id,
 *   or by its path `[12]` when its task id cannot be read); only a root that is not a list is a fault of the file.
 * - Tool calls come from `traj` (OpenAI chat messages): `tool_calls[k].function.{name, arguments}`, where
 *   `arguments` is a JSON STRING that is parsed here (an already-parsed object is accepted too). A string that
 *   does not parse, or parses to something other than an object, is a `bad-arguments` error with a path like
 *   `[12].traj[5].tool_calls[0].function.arguments`. The requestor is the message role (`assistant`).
 * - Gold actions come from `info.task.actions` (`{name, kwargs}`), with `actionId` null, `requestor`
 *   "assistant" (v1 users have no tools) and `compareArgs` = the gold kwargs' own keys: τ-bench v1 has no
 *   `compare_args` and compares every gold kwarg, so matching a call checks all of them and ignores extra
 *   arguments the call adds. An empty `actions` list stays `[]`; a missing or null one is null.
 * - Tasks are derived from the records, one per `task_id` in order of first appearance, with the gold actions
 *   of that first record (path `[i].info.task`).
 * - Reward: the record's `reward` (else `info.reward_info.reward`), null when neither is present;
 *   `terminationReason` and `actionChecks` are null (v1 logs neither); `trialCount` is the largest number of
 *   records of any one task.
 * - Domain: `options.domain`, else `airline` / `retail` when the file name contains exactly one of those
 *   words, else null.
 * - Suspicious values are kept and reported in `Run.warnings`: a negative trial, a tool
 *   name with zero-width, replacement or control characters (naming the tool).
 *
 * @param file path of the file (used in errors and as `Run.source`)
 * @param text the file's text when already read; read from `file` when omitted
 * @param options the domain and agent model, which v1 files do not record
 * @returns the run
 * @throws {TrajlabInputError} `unreadable`, `not-text`, `not-json`, `unknown-format` (another format, e.g. TIDE
 *   JSONL), `wrong-type` at `$` for a root that is not a list
 * @example
 * const run = loadTau1Historical("test/fixtures/io/tau1-mini-retail.json");
 * run.domain; // "retail" (from the file name)
 * run.conversations[0].id; // "task-0-trial-0"
 */
export function loadTau1Historical(file: string, text?: string, options?: Tau1LoadOptions): Run {
  const doc = parseJsonText(file, text === undefined ? readInputText(file) : text, textHint);
  return tau1FromJson(file, doc, options);
}

/**
 * {@link loadTau1Historical} on an already parsed document.
 *
 * @param file the file (for errors and `Run.source`)
 * @param doc the parsed document
 * @param options as {@link loadTau1Historical}
 * @returns the run
 * @throws {TrajlabInputError} `wrong-type` at `$` when the root is not a list
 * @example
 * tau1FromJson("v1-airline.json", []).conversations.length; // 0
 */
export function tau1FromJson(file: string, doc: unknown, options?: Tau1LoadOptions): Run {
  const records = expectArray(doc, file, "");
  const b = new Tau1RunBuilder(file, new LoadLog());
  for (let i = 0; i < records.length; i++) b.add(records[i], i);
  return b.finish(options);
}

/**
 * @internal Collects the records of one τ-bench v1 file, one at a time (from a parsed list, or streamed from a
 * large file), and turns them into a {@link Run}.
 */
export class Tau1RunBuilder {
  private readonly conversations: Conversation[] = [];
  private readonly tasks: Task[] = [];
  private readonly taskById = new Map<string, Task>();
  private readonly seen = new Map<string, string>();

  /**
   * A builder for one file.
   *
   * @param file the file, for error messages and `Run.source`
   * @param log where exclusions and warnings go
   */
  constructor(
    private readonly file: string,
    private readonly log: LoadLog,
  ) {}

  /**
   * Read record `i`; a fault excludes it (reason and fault in the log).
   *
   * @param value the record as parsed
   * @param i its index in the file's list
   * @throws {Error} only for an unexpected failure (a bug): a malformed or duplicate record is excluded, not thrown
   */
  add(value: unknown, i: number): void {
    const file = this.file;
    const p = indexPath("", i);
    const notes: { path: string; detail: string }[] = [];
    let conv: Conversation;
    let goldActions: GoldAction[] | null;
    let taskPath: string;
    let scenario: string | null;
    let userId: string | null;
    try {
      ({ conv, goldActions, taskPath, scenario, userId } = parseTau1Record(file, value, p, i, notes));
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      this.log.exclude(faultReason(e), recordId(value, i), faultOf(e));
      return;
    }
    const first = this.seen.get(conv.id);
    if (first !== undefined) {
      this.log.exclude(LOAD_EXCLUSION.duplicateId, conv.id, {
        kind: "duplicate-id",
        file,
        path: p,
        detail: `a second record for task ${JSON.stringify(conv.taskId)} trial ${conv.trial} (synthesised id ${JSON.stringify(conv.id)}, also at ${first}); the first is kept`,
      });
      return;
    }
    this.seen.set(conv.id, p);
    if (!this.taskById.has(conv.taskId)) {
      const t: Task = { id: conv.taskId, goldActions, path: taskPath, scenario, userId };
      this.taskById.set(conv.taskId, t);
      this.tasks.push(t);
    }
    for (const n of notes) this.log.warn("suspicious-value", file, n.path, n.detail, conv.id);
    this.conversations.push(conv);
  }

  /**
   * The run.
   *
   * @param options the domain and agent model (default: the domain from the file name, agent unknown)
   * @returns the run with its conversations, tasks, exclusions and warnings
   */
  finish(options?: Tau1LoadOptions): Run {
    const domain = options && options.domain !== undefined ? options.domain : domainFromFileName(this.file);
    return {
      source: this.file,
      format: "tau1-historical",
      domain,
      agentModel: options && options.agentModel !== undefined ? options.agentModel : null,
      userModel: null,
      trialCount: largestTrialCount(this.conversations),
      tasks: this.tasks,
      conversations: this.conversations,
      exclusions: this.log.exclusions(),
      warnings: this.log.warnings(),
    };
  }
}

/** The synthesised id of a record when its task id and trial can be read, else its path. */
function recordId(value: unknown, i: number): string {
  if (isObject(value) && (typeof value.task_id === "string" || (typeof value.task_id === "number" && Number.isInteger(value.task_id)))) {
    return typeof value.trial === "number" && Number.isInteger(value.trial) ? `task-${value.task_id}-trial-${value.trial}` : `task-${value.task_id}-record-${i}`;
  }
  return indexPath("", i);
}

function parseTau1Record(
  file: string,
  value: unknown,
  p: string,
  i: number,
  notes: { path: string; detail: string }[],
): { conv: Conversation; goldActions: GoldAction[] | null; taskPath: string; scenario: string | null; userId: string | null } {
  const rec = expectObject(value, file, p);
  const taskId = expectId(rec.task_id, file, keyPath(p, "task_id"));
  const trialPath = keyPath(p, "trial");
  const trial = optionalInteger(rec.trial, file, trialPath);
  if (trial !== null && trial < 0) notes.push({ path: trialPath, detail: "a negative trial number, kept as logged" });
  const infoPath = keyPath(p, "info");
  const info = optionalObject(rec.info, file, infoPath);
  let goldActions: GoldAction[] | null = null;
  let taskPath = p;
  let fallbackReward: number | null = null;
  let scenario: string | null = null; // Task.scenario / Task.userId: lenient, a non-string is skipped
  let userId: string | null = null;
  if (info !== null) {
    taskPath = keyPath(infoPath, "task");
    const task = optionalObject(info.task, file, taskPath);
    if (task !== null) goldActions = parseTau1Actions(file, task.actions, keyPath(taskPath, "actions"));
    if (task !== null && typeof task.instruction === "string") scenario = task.instruction;
    if (task !== null && typeof task.user_id === "string") userId = task.user_id;
    const riPath = keyPath(infoPath, "reward_info");
    const ri = optionalObject(info.reward_info, file, riPath);
    if (ri !== null) fallbackReward = readReward(ri.reward, file, keyPath(riPath, "reward"));
  }
  const topReward = readReward(rec.reward, file, keyPath(p, "reward"));
  const reward = topReward !== null ? topReward : fallbackReward;
  const id = trial !== null ? `task-${taskId}-trial-${trial}` : `task-${taskId}-record-${i}`;
  const trajPath = keyPath(p, "traj");
  const traj = expectArray(rec.traj, file, trajPath);
  const { messages, toolCalls } = transcriptOfMessages(
    file,
    traj,
    trajPath,
    (value, callPath, role, messageIndex, order) => {
      const call = parseTau1Call(file, value, callPath, role, messageIndex, order);
      const problem = toolNameProblem(call.name);
      if (problem !== null) notes.push({ path: keyPath(keyPath(callPath, "function"), "name"), detail: toolNameNote(call.name, problem) });
      return call;
    },
    (msg) => ({ callId: typeof msg.tool_call_id === "string" ? msg.tool_call_id : null, error: null, requestor: "assistant" }),
  );
  const conv: Conversation = {
    id,
    taskId,
    trial,
    reward,
    terminationReason: null,
    messageCount: traj.length,
    messages,
    toolCalls,
    goldActions,
    actionChecks: null,
    verification: null,
    path: displayPath(p),
    file,
  };
  return { conv, goldActions, taskPath, scenario, userId };
}

function parseTau1Actions(file: string, value: unknown, p: string): GoldAction[] | null {
  const actions = optionalArray(value, file, p);
  if (actions === null) return null;
  const out: GoldAction[] = new Array(actions.length);
  for (let a = 0; a < actions.length; a++) {
    const ap = indexPath(p, a);
    const act = expectObject(actions[a], file, ap);
    const name = expectString(act.name, file, keyPath(ap, "name"));
    const kwargs = expectObject(act.kwargs, file, keyPath(ap, "kwargs"));
    out[a] = { actionId: null, name, arguments: kwargs, compareArgs: Object.keys(kwargs), requestor: "assistant" };
  }
  return out;
}

function parseTau1Call(
  file: string,
  value: unknown,
  callPath: string,
  role: Requestor,
  messageIndex: number,
  order: number,
): ToolCall {
  const call = expectObject(value, file, callPath);
  const fnPath = keyPath(callPath, "function");
  const fn = expectObject(call.function, file, fnPath);
  const name = expectString(fn.name, file, keyPath(fnPath, "name"));
  const argsPath = keyPath(fnPath, "arguments");
  const raw = fn.arguments;
  let args: unknown;
  if (typeof raw === "string") {
    try {
      args = JSON.parse(raw);
    } catch (e) {
      const msg = e instanceof Error ? e.message.split("\n")[0] : String(e);
      throw new TrajlabInputError("bad-arguments", file, argsPath, `tool-call arguments are not valid JSON: ${msg}`);
    }
    if (!isObject(args)) {
      throw new TrajlabInputError(
        "bad-arguments",
        file,
        argsPath,
        `tool-call arguments must encode a JSON object, got ${args === null ? "null" : Array.isArray(args) ? "an array" : typeof args}`,
      );
    }
  } else if (isObject(raw)) {
    args = raw;
  } else {
    throw wrongType(file, argsPath, "a JSON string or an object", raw);
  }
  return {
    id: optionalCallId(call.id, file, callPath),
    name,
    arguments: args as Record<string, unknown>,
    requestor: role,
    messageIndex,
    order,
    path: callPath,
  };
}
