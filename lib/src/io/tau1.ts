/**
 * τ-bench (v1) historical trajectories loader (`historical_trajectories/*.json` of sierra-research/tau-bench).
 */
import * as path from "path";
import { TrajlabInputError } from "./errors";
import { transcriptOfMessages } from "./messages";
import { Conversation, GoldAction, Requestor, Run, Task, ToolCall } from "./model";
import {
  displayPath,
  expectArray,
  expectId,
  expectObject,
  expectString,
  indexPath,
  isObject,
  keyPath,
  optionalArray,
  optionalCallId,
  optionalInteger,
  optionalNumber,
  optionalObject,
  parseJsonText,
  readInputText,
  wrongType,
} from "./json";
import { largestTrialCount } from "./tau2";

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
 *   without a trial gets `task-<task_id>-record-<index>`. Two records with the same task and trial are a
 *   `duplicate-id` error naming both paths.
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
 *
 * @example
 * const run = loadTau1Historical("test/fixtures/io/tau1-mini-retail.json");
 * run.domain; // "retail" (from the file name)
 * run.conversations[0].id; // "task-0-trial-0"
 */
export function loadTau1Historical(file: string, text?: string, options?: Tau1LoadOptions): Run {
  const doc = parseJsonText(file, text === undefined ? readInputText(file) : text);
  return tau1FromJson(file, doc, options);
}

/** Infer a τ-bench domain from a file name: "airline" or "retail" when exactly one occurs, else null. */
export function domainFromFileName(file: string): string | null {
  const base = path.basename(file).toLowerCase();
  const airline = base.includes("airline");
  const retail = base.includes("retail");
  if (airline === retail) return null;
  return airline ? "airline" : "retail";
}

/** {@link loadTau1Historical} on an already parsed document. */
export function tau1FromJson(file: string, doc: unknown, options?: Tau1LoadOptions): Run {
  const records = expectArray(doc, file, "");
  const conversations: Conversation[] = new Array(records.length);
  const tasks: Task[] = [];
  const taskById = new Map<string, Task>();
  const seen = new Map<string, string>();
  for (let i = 0; i < records.length; i++) {
    const p = indexPath("", i);
    const rec = expectObject(records[i], file, p);
    const taskId = expectId(rec.task_id, file, keyPath(p, "task_id"));
    const trial = optionalInteger(rec.trial, file, keyPath(p, "trial"));
    const info = optionalObject(rec.info, file, keyPath(p, "info"));
    let goldActions: GoldAction[] | null = null;
    let taskPath = p;
    let fallbackReward: number | null = null;
    if (info !== null) {
      taskPath = keyPath(p, "info.task");
      const task = optionalObject(info.task, file, taskPath);
      if (task !== null) goldActions = parseTau1Actions(file, task.actions, keyPath(taskPath, "actions"));
      const ri = optionalObject(info.reward_info, file, keyPath(p, "info.reward_info"));
      if (ri !== null) fallbackReward = optionalNumber(ri.reward, file, keyPath(p, "info.reward_info.reward"));
    }
    const topReward = optionalNumber(rec.reward, file, keyPath(p, "reward"));
    const reward = topReward !== null ? topReward : fallbackReward;

    const id = trial !== null ? `task-${taskId}-trial-${trial}` : `task-${taskId}-record-${i}`;
    const first = seen.get(id);
    if (first !== undefined) {
      throw new TrajlabInputError(
        "duplicate-id",
        file,
        p,
        `a second record for task ${JSON.stringify(taskId)} trial ${trial} (synthesised id ${JSON.stringify(id)}, also at ${first})`,
      );
    }
    seen.set(id, p);
    if (!taskById.has(taskId)) {
      const t: Task = { id: taskId, goldActions, path: taskPath };
      taskById.set(taskId, t);
      tasks.push(t);
    }

    const trajPath = keyPath(p, "traj");
    const traj = expectArray(rec.traj, file, trajPath);
    const { messages, toolCalls } = transcriptOfMessages(
      file,
      traj,
      trajPath,
      (value, callPath, role, messageIndex, order) => parseTau1Call(file, value, callPath, role, messageIndex, order),
      (msg) => ({ callId: typeof msg.tool_call_id === "string" ? msg.tool_call_id : null, error: null, requestor: "assistant" }),
    );
    conversations[i] = {
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
  }
  const domain = options && options.domain !== undefined ? options.domain : domainFromFileName(file);
  return {
    source: file,
    format: "tau1-historical",
    domain,
    agentModel: options && options.agentModel !== undefined ? options.agentModel : null,
    userModel: null,
    trialCount: largestTrialCount(conversations),
    tasks,
    conversations,
  };
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
