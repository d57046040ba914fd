/**
 * τ²-bench loaders: the single-file Results JSON and the results directory.
 *
 * Both produce a {@link Run} whose conversations keep every tool call of the assistant and of the simulated
 * user in conversation order, the task's gold actions from the file's OWN embedded tasks (never a
 * repository copy), and the official action checks when present. The parse is one `JSON.parse` per file
 * followed by plain loops; argument objects are referenced, never copied.
 */
import * as fs from "fs";
import * as path from "path";
import { TrajlabInputError } from "./errors";
import { transcriptOfMessages } from "./messages";
import {
  ActionCheck,
  Conversation,
  GoldAction,
  Requestor,
  Run,
  Task,
  ToolType,
  Verification,
} from "./model";
import {
  ReadStats,
  displayPath,
  errorCode,
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
  optionalString,
  parseJsonText,
  readInputText,
  wrongType,
} from "./json";

/** What the header of a τ² results document (single file or `results.json`) says. */
interface Tau2Header {
  domain: string | null;
  agentModel: string | null;
  userModel: string | null;
  numTrials: number | null;
  tasks: Task[];
  taskById: Map<string, Task>;
}

/**
 * Load a τ²-bench Results JSON file (`{timestamp, info, tasks, simulations}`).
 *
 * - Each simulation becomes a {@link Conversation}: `id`, `task_id`, `trial`, the reward
 *   (`reward_info.reward`, kept fractional; null when `reward_info` or its reward is missing or null),
 *   `termination_reason`, the tool calls of assistant and user messages (requestor from the call, else the
 *   message role; arguments referenced as parsed; `messageIndex`, `order`, and a path such as
 *   `simulations[3].messages[7].tool_calls[0]`), the gold actions of its task, and `reward_info.action_checks`
 *   (null when absent; `tool_type` null when absent, as in older files).
 * - The run: domain from `info.environment_info.domain_name`, models from `info.agent_info.llm` /
 *   `info.user_info.llm`, trial count from `info.num_trials` (else the largest number of conversations of
 *   any one task).
 * - Extra keys (`reasoning`, `errors`, `raw_data`, …) are ignored; null `content` is fine; `tool` messages,
 *   including the `multi_tool` form (`tool_messages`), carry results, not calls, and are skipped.
 *
 * Errors (all {@link TrajlabInputError}, naming the file and JSON path): `unreadable`, `not-json`,
 * `wrong-type` (e.g. `simulations[3].messages` not an array, a tool-call name that is not a string, a reward
 * that is not a number), `duplicate-id` (two simulations — or two tasks — with one id; names both paths),
 * `unknown-task` (a simulation whose `task_id` is not among the file's tasks), `bad-format` (tool calls on a
 * system or tool message).
 *
 * @param file path of the file (used in errors and as `Run.source`)
 * @param text the file's text when already read; read from `file` when omitted
 * @example
 * const run = loadTau2Results("data/examples/tau2_retail_examples.json");
 * run.conversations[0].toolCalls[0].path; // "simulations[0].messages[4].tool_calls[0]"
 */
export function loadTau2Results(file: string, text?: string): Run {
  const doc = parseJsonText(file, text === undefined ? readInputText(file) : text);
  return tau2ResultsFromJson(file, doc);
}

/** {@link loadTau2Results} on an already parsed document (used by `loadRun`, which parses once). */
export function tau2ResultsFromJson(file: string, doc: unknown): Run {
  const root = expectObject(doc, file, "");
  const header = parseTau2Header(file, root);
  const sims = expectArray(root.simulations, file, "simulations");
  const conversations: Conversation[] = new Array(sims.length);
  const seen = new Map<string, string>();
  for (let i = 0; i < sims.length; i++) {
    const p = indexPath("simulations", i);
    const conv = parseTau2Simulation(file, sims[i], p, header.taskById);
    const first = seen.get(conv.id);
    if (first !== undefined) {
      throw new TrajlabInputError(
        "duplicate-id",
        file,
        keyPath(p, "id"),
        `duplicate simulation id ${JSON.stringify(conv.id)} (also at ${first})`,
      );
    }
    seen.set(conv.id, p);
    conversations[i] = conv;
  }
  return makeRun(file, "tau2-results", header, conversations);
}

/**
 * Load a τ²-bench results directory: `<dir>/results.json` (the run's `info`, `tasks` and a
 * `simulation_index`) plus `<dir>/simulations/*.json`, each holding one SimulationRun.
 *
 * Layout, as read by τ²-bench's own `load_results_dict` (src/tau2/utils/io_utils.py): the simulations are
 * every `*.json` file in `simulations/`, taken in file-name order; `format_version` in `results.json` is
 * ignored. The shape of `simulation_index` is not documented there; this loader accepts an array of entries
 * or an object of entries, and when an entry carries a string `id` it checks that a simulation file with that
 * id was found (a `bad-format` error otherwise — a partly copied directory). If `simulations/` does not
 * exist but `results.json` carries a `simulations` array, the directory is read as a single Results file,
 * as τ²-bench does.
 *
 * Errors name the file they occur in: a fault inside `simulations/x.json` names that file, with paths
 * relative to its root (`messages[7].tool_calls[0]`). Duplicate simulation ids name both files.
 *
 * @example
 * const run = loadTau2Dir("test/fixtures/io/tau2-dir");
 * run.format; // "tau2-dir"
 * run.conversations[0].file; // "test/fixtures/io/tau2-dir/simulations/…"
 */
export function loadTau2Dir(dir: string): Run {
  return loadTau2DirWith(dir);
}

/** @internal {@link loadTau2Dir} with an optional pre-parsed `results.json` and a byte counter. */
export function loadTau2DirWith(dir: string, parsedResults?: unknown, stats?: ReadStats, resultsPath?: string): Run {
  const resultsFile = resultsPath !== undefined ? resultsPath : path.join(dir, "results.json");
  const doc = parsedResults !== undefined ? parsedResults : parseJsonText(resultsFile, readInputText(resultsFile, stats));
  const root = expectObject(doc, resultsFile, "");
  const simsDir = path.join(dir, "simulations");
  let names: string[];
  try {
    names = fs.readdirSync(simsDir);
  } catch (e) {
    if (Array.isArray(root.simulations)) return tau2ResultsFromJson(resultsFile, root);
    throw new TrajlabInputError(
      "unreadable",
      simsDir,
      "$",
      `cannot read the simulations directory of a τ² results directory (${errorCode(e)})`,
    );
  }
  const header = parseTau2Header(resultsFile, root);
  const files = names.filter((n) => n.endsWith(".json")).sort();
  const conversations: Conversation[] = [];
  const seen = new Map<string, string>();
  for (const name of files) {
    const simFile = path.join(simsDir, name);
    const simDoc = parseJsonText(simFile, readInputText(simFile, stats));
    const conv = parseTau2Simulation(simFile, simDoc, "", header.taskById);
    const first = seen.get(conv.id);
    if (first !== undefined) {
      throw new TrajlabInputError(
        "duplicate-id",
        simFile,
        "id",
        `duplicate simulation id ${JSON.stringify(conv.id)} (also in ${first})`,
      );
    }
    seen.set(conv.id, simFile);
    conversations.push(conv);
  }
  checkSimulationIndex(resultsFile, root.simulation_index, seen);
  return makeRun(dir, "tau2-dir", header, conversations);
}

function checkSimulationIndex(file: string, index: unknown, found: Map<string, string>): void {
  if (index === undefined || index === null) return;
  let entries: Array<[string, unknown]>;
  if (Array.isArray(index)) {
    entries = index.map((e, i) => [indexPath("simulation_index", i), e]);
  } else if (isObject(index)) {
    entries = Object.keys(index).map((k) => [keyPath("simulation_index", k), index[k]]);
  } else {
    throw wrongType(file, "simulation_index", "an array, an object or null", index);
  }
  for (const [p, entry] of entries) {
    if (!isObject(entry) || typeof entry.id !== "string") continue;
    if (!found.has(entry.id)) {
      throw new TrajlabInputError(
        "bad-format",
        file,
        p,
        `simulation ${JSON.stringify(entry.id)} is listed in the index but no file in simulations/ holds it`,
      );
    }
  }
}

function makeRun(source: string, format: Run["format"], header: Tau2Header, conversations: Conversation[]): Run {
  return {
    source,
    format,
    domain: header.domain,
    agentModel: header.agentModel,
    userModel: header.userModel,
    trialCount: header.numTrials !== null ? header.numTrials : largestTrialCount(conversations),
    tasks: header.tasks,
    conversations,
  };
}

/** The largest number of conversations of any one task, or null when there are none. */
export function largestTrialCount(conversations: Conversation[]): number | null {
  if (conversations.length === 0) return null;
  const counts = new Map<string, number>();
  let best = 0;
  for (const c of conversations) {
    const n = (counts.get(c.taskId) || 0) + 1;
    counts.set(c.taskId, n);
    if (n > best) best = n;
  }
  return best;
}

function parseTau2Header(file: string, root: Record<string, unknown>): Tau2Header {
  const info = optionalObject(root.info, file, "info");
  let domain: string | null = null;
  let agentModel: string | null = null;
  let userModel: string | null = null;
  let numTrials: number | null = null;
  if (info !== null) {
    const env = optionalObject(info.environment_info, file, "info.environment_info");
    if (env !== null) domain = optionalString(env.domain_name, file, "info.environment_info.domain_name");
    const agent = optionalObject(info.agent_info, file, "info.agent_info");
    if (agent !== null) agentModel = optionalString(agent.llm, file, "info.agent_info.llm");
    const user = optionalObject(info.user_info, file, "info.user_info");
    if (user !== null) userModel = optionalString(user.llm, file, "info.user_info.llm");
    numTrials = optionalInteger(info.num_trials, file, "info.num_trials");
  }
  const rawTasks = expectArray(root.tasks, file, "tasks");
  const tasks: Task[] = new Array(rawTasks.length);
  const taskById = new Map<string, Task>();
  for (let i = 0; i < rawTasks.length; i++) {
    const p = indexPath("tasks", i);
    const t = expectObject(rawTasks[i], file, p);
    const id = expectId(t.id, file, keyPath(p, "id"));
    const criteriaPath = keyPath(p, "evaluation_criteria");
    const criteria = optionalObject(t.evaluation_criteria, file, criteriaPath);
    let goldActions: GoldAction[] | null = null;
    if (criteria !== null) {
      const actionsPath = keyPath(criteriaPath, "actions");
      const actions = optionalArray(criteria.actions, file, actionsPath);
      if (actions !== null) {
        goldActions = new Array(actions.length);
        for (let a = 0; a < actions.length; a++) {
          goldActions[a] = parseTau2Action(file, actions[a], indexPath(actionsPath, a));
        }
      }
    }
    const task: Task = { id, goldActions, path: p };
    const previous = taskById.get(id);
    if (previous !== undefined) {
      throw new TrajlabInputError(
        "duplicate-id",
        file,
        keyPath(p, "id"),
        `duplicate task id ${JSON.stringify(id)} (also at ${previous.path})`,
      );
    }
    taskById.set(id, task);
    tasks[i] = task;
  }
  return { domain, agentModel, userModel, numTrials, tasks, taskById };
}

function parseRequestor(value: unknown, file: string, p: string): Requestor | null {
  if (value === undefined || value === null) return null;
  if (value === "assistant" || value === "user") return value;
  throw wrongType(file, p, `"assistant", "user" or null`, value);
}

/** A τ² `Action` (gold action): `{action_id, requestor, name, arguments, info, compare_args}`. */
function parseTau2Action(file: string, value: unknown, p: string): GoldAction {
  const a = expectObject(value, file, p);
  const name = expectString(a.name, file, keyPath(p, "name"));
  const args = expectObject(a.arguments, file, keyPath(p, "arguments"));
  const cmpPath = keyPath(p, "compare_args");
  const cmp = optionalArray(a.compare_args, file, cmpPath);
  if (cmp !== null) {
    for (let k = 0; k < cmp.length; k++) {
      if (typeof cmp[k] !== "string") throw wrongType(file, indexPath(cmpPath, k), "a string", cmp[k]);
    }
  }
  return {
    actionId: optionalString(a.action_id, file, keyPath(p, "action_id")),
    name,
    arguments: args,
    compareArgs: cmp as string[] | null,
    requestor: parseRequestor(a.requestor, file, keyPath(p, "requestor")),
  };
}

const TOOL_TYPES: ReadonlySet<string> = new Set(["read", "write", "think", "generic"]);

function parseActionChecks(file: string, value: unknown, p: string): ActionCheck[] | null {
  const checks = optionalArray(value, file, p);
  if (checks === null) return null;
  const out: ActionCheck[] = new Array(checks.length);
  for (let i = 0; i < checks.length; i++) {
    const cp = indexPath(p, i);
    const c = expectObject(checks[i], file, cp);
    const match = c.action_match;
    if (typeof match !== "boolean") throw wrongType(file, keyPath(cp, "action_match"), "a boolean", match);
    const tt = c.tool_type;
    let toolType: ToolType | null = null;
    if (tt !== undefined && tt !== null) {
      if (typeof tt !== "string" || !TOOL_TYPES.has(tt)) {
        throw wrongType(file, keyPath(cp, "tool_type"), `"read", "write", "think", "generic" or null`, tt);
      }
      toolType = tt as ToolType;
    }
    out[i] = {
      action: parseTau2Action(file, c.action, keyPath(cp, "action")),
      actionMatch: match,
      actionReward: optionalNumber(c.action_reward, file, keyPath(cp, "action_reward")),
      toolType,
    };
  }
  return out;
}

/**
 * One SimulationRun at `p` ("" when it is the root of its own file, as in the directory format).
 * Hot loop: plain indexed loops, the json.ts checks (small functions V8 inlines), paths built only for calls and
 * errors.
 */
function parseTau2Simulation(file: string, value: unknown, p: string, taskById: Map<string, Task>): Conversation {
  const sim = expectObject(value, file, p);
  const id = expectString(sim.id, file, keyPath(p, "id"));
  const taskIdPath = keyPath(p, "task_id");
  const taskId = expectId(sim.task_id, file, taskIdPath);
  const task = taskById.get(taskId);
  if (task === undefined) {
    throw new TrajlabInputError(
      "unknown-task",
      file,
      taskIdPath,
      `task id ${JSON.stringify(taskId)} is not among the file's ${taskById.size} embedded tasks`,
    );
  }
  const trial = optionalInteger(sim.trial, file, keyPath(p, "trial"));
  const terminationReason = optionalString(sim.termination_reason, file, keyPath(p, "termination_reason"));
  const rewardInfoPath = keyPath(p, "reward_info");
  const rewardInfo = optionalObject(sim.reward_info, file, rewardInfoPath);
  let reward: number | null = null;
  let actionChecks: ActionCheck[] | null = null;
  let verification: Verification | null = null;
  if (rewardInfo !== null) {
    reward = optionalNumber(rewardInfo.reward, file, keyPath(rewardInfoPath, "reward"));
    actionChecks = parseActionChecks(file, rewardInfo.action_checks, keyPath(rewardInfoPath, "action_checks"));
    verification = parseVerification(rewardInfo, displayPath(rewardInfoPath));
  }
  const messagesPath = keyPath(p, "messages");
  const rawMessages = expectArray(sim.messages, file, messagesPath);
  const { messages, toolCalls } = transcriptOfMessages(file, rawMessages, messagesPath, (value, callPath, role, messageIndex, order) => {
    const call = expectObject(value, file, callPath);
    return {
      id: optionalCallId(call.id, file, callPath),
      name: expectString(call.name, file, keyPath(callPath, "name")),
      arguments: expectObject(call.arguments, file, keyPath(callPath, "arguments")),
      requestor: parseRequestor(call.requestor, file, keyPath(callPath, "requestor")) ?? role,
      messageIndex,
      order,
      path: callPath,
    };
  }, (msg, mp) => ({
    callId: typeof msg.id === "string" ? msg.id : null,
    error: typeof msg.error === "boolean" ? msg.error : null,
    requestor: parseRequestor(msg.requestor, file, keyPath(mp, "requestor")),
  }));
  return {
    id,
    taskId,
    trial,
    reward,
    terminationReason,
    messageCount: messages.length,
    messages,
    toolCalls,
    goldActions: task.goldActions,
    actionChecks,
    verification,
    path: displayPath(p),
    file,
  };
}

/**
 * The verification evidence of a τ² `reward_info`: db check, reward basis and breakdown, env and NL assertions.
 * Lenient by design — these fields changed shape across τ² versions and no metric depends on one of them
 * alone — so a field of an unexpected type is recorded as null rather than rejected.
 */
function parseVerification(ri: Record<string, unknown>, p: string): Verification {
  const db = isObject(ri.db_check) ? ri.db_check : null;
  const basis = Array.isArray(ri.reward_basis) && ri.reward_basis.every((b) => typeof b === "string") ? (ri.reward_basis as string[]) : null;
  let breakdown: Record<string, number> | null = null;
  if (isObject(ri.reward_breakdown)) {
    breakdown = {};
    for (const k of Object.keys(ri.reward_breakdown)) {
      const v = ri.reward_breakdown[k];
      if (typeof v === "number") breakdown[k] = v;
    }
  }
  const env = Array.isArray(ri.env_assertions)
    ? ri.env_assertions.map((a) => (isObject(a) && typeof a.met === "boolean" ? a.met : null))
    : null;
  const nl = Array.isArray(ri.nl_assertions)
    ? ri.nl_assertions.map((a) => ({
        assertion: isObject(a) && typeof a.nl_assertion === "string" ? a.nl_assertion : "",
        met: isObject(a) && typeof a.met === "boolean" ? a.met : null,
      }))
    : null;
  return {
    dbMatch: db !== null && typeof db.db_match === "boolean" ? db.db_match : null,
    dbReward: db !== null && typeof db.db_reward === "number" ? db.db_reward : null,
    rewardBasis: basis,
    rewardBreakdown: breakdown,
    envAssertionsMet: env,
    nlAssertions: nl,
    path: p,
  };
}
