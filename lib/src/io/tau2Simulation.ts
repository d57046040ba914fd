/**
 * One τ² SimulationRun → one {@link Conversation}: its id, task id, trial, reward, termination reason, the flat
 * conversation (stored `messages`, or for a full-duplex run the flattening of its `ticks`, see ticks.ts), every
 * tool call of assistant and user in order, the official action checks and the reward's verification evidence.
 *
 * Gold actions are not read here: the conversation leaves with `goldActions: null`, and the run builder
 * (tau2Run.ts) binds it to its embedded task once every part of the file has been read — so the order of the keys
 * in the file does not matter, and a large file can be read one simulation at a time.
 */
import {
  expectId,
  expectObject,
  expectString,
  isObject,
  optionalArray,
  optionalCallId,
  optionalInteger,
  optionalNumber,
  optionalObject,
  optionalString,
  wrongType,
} from "./fieldChecks";
import { toolNameProblem } from "./loadLog";
import { transcriptOfMessages, type MessagePaths, type ParseToolCall, type ParseToolResult } from "./messages";
import type { ActionCheck, Conversation, GoldAction, LoadWarningKind, Requestor, ToolType, Verification } from "./model";
import { displayPath, indexPath, keyPath } from "./paths";
import { flattenTicks } from "./ticks";
import { readReward } from "./reward";

/** A warning about one conversation, kept until the conversation is known to load (see tau2Run.ts). */
export interface SimulationNote {
  kind: LoadWarningKind;
  path: string;
  detail: string;
}

/** The detail of the warnings the simulation reader gives (grouped by these words in `Run.warnings`). */
export const SIMULATION_NOTE = {
  negativeTrial: "a negative trial number, kept as logged",
  fromTicks:
    "a full-duplex simulation (messages: null): its messages are flattened from its ticks, as τ²'s SimulationRun.get_messages() does",
  tickTimestamps:
    "messages flattened from ticks without a timestamp of their own take their tick's timestamp (τ² would stamp them with the time of loading)",
  noMessages: "neither messages nor ticks: the conversation has no messages",
  /** Read by the run builder, which resolves it from the action checks (io/taskIdentity.ts); never a warning as such. */
  noTaskId: "no task_id",
} as const;

/**
 * @internal A τ² call or action `requestor`: "assistant", "user", or null when absent.
 * @param value the `requestor` field
 * @param file the file (for the error)
 * @param p its JSON path
 * @returns the requestor, or null
 * @throws {TrajlabInputError} `wrong-type` for any other value
 */
export function parseRequestor(value: unknown, file: string, p: string): Requestor | null {
  if (value === undefined || value === null) return null;
  if (value === "assistant" || value === "user") return value;
  throw wrongType(file, p, `"assistant", "user" or null`, value);
}

/**
 * @internal A τ² `Action` (gold action): `{action_id, requestor, name, arguments, info, compare_args}`.
 * @param file the file (for errors)
 * @param value the action as parsed
 * @param p its JSON path
 * @returns the gold action
 * @throws {TrajlabInputError} `wrong-type` at the offending field
 */
export function parseTau2Action(file: string, value: unknown, p: string): GoldAction {
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
 * The id of a simulation value when it has a readable one (a string `id`), else null — used to name a
 * conversation that could not be read.
 *
 * @param value a simulation as parsed
 * @returns its id, or null
 * @example
 * simulationId({ id: "s1", messages: 3 }); // "s1"
 * simulationId(null);                      // null
 */
export function simulationId(value: unknown): string | null {
  return isObject(value) && typeof value.id === "string" ? value.id : null;
}

/**
 * One SimulationRun at JSON path `p` of `file` ("" when it is the root of its own file, as in the directory
 * format). Hot loop: plain indexed loops, the fieldChecks.ts checks, paths built only for calls and errors.
 *
 * - Messages: `messages` when it is an array; when it is null or missing, the flattening of `ticks`
 *   (ticks.ts); neither → no messages (a note says so).
 * - Each call: id, name, arguments (referenced, not copied), requestor (the call's, else its message's role),
 *   message index, order, path; a tool name that cannot be a real one (zero-width, replacement, control
 *   characters; see loadLog.ts `toolNameProblem`) is kept and noted, naming the tool.
 * - Task: `task_id` (string or integer); when it is missing or null, `taskId` is "" and a `missing-part` note with
 *   detail {@link SIMULATION_NOTE}.noTaskId tells the run builder to take it from the action checks or exclude it.
 * - Reward: `reward_info.reward` (null when `reward_info` or its reward is missing or null; anything but a number
 *   in [0, 1] is a `bad-reward` error, io/reward.ts); a negative trial is kept and noted.
 *
 * @param file the file (for errors and `Conversation.file`)
 * @param value the simulation as parsed
 * @param p its JSON path
 * @param notes receives the warnings about this conversation
 * @returns the conversation, with `goldActions` null (bound later by the run builder)
 * @throws {TrajlabInputError} `wrong-type` or `bad-format` at the first malformed field
 * @example
 * parseTau2Simulation("r.json", { id: "s0", task_id: 3, messages: [] }, "simulations[0]", []).taskId; // "3"
 */
export function parseTau2Simulation(file: string, value: unknown, p: string, notes: SimulationNote[]): Conversation {
  const sim = expectObject(value, file, p);
  const id = expectString(sim.id, file, keyPath(p, "id"));
  const taskIdPath = keyPath(p, "task_id");
  let taskId = "";
  if (sim.task_id === undefined || sim.task_id === null) notes.push({ kind: "missing-part", path: taskIdPath, detail: SIMULATION_NOTE.noTaskId });
  else taskId = expectId(sim.task_id, file, taskIdPath);
  const trialPath = keyPath(p, "trial");
  const trial = optionalInteger(sim.trial, file, trialPath);
  if (trial !== null && trial < 0) notes.push({ kind: "suspicious-value", path: trialPath, detail: SIMULATION_NOTE.negativeTrial });
  const terminationReason = optionalString(sim.termination_reason, file, keyPath(p, "termination_reason"));
  const rewardInfoPath = keyPath(p, "reward_info");
  const rewardInfo = optionalObject(sim.reward_info, file, rewardInfoPath);
  let reward: number | null = null;
  let actionChecks: ActionCheck[] | null = null;
  let verification: Verification | null = null;
  if (rewardInfo !== null) {
    const rewardPath = keyPath(rewardInfoPath, "reward");
    reward = readReward(rewardInfo.reward, file, rewardPath);
    actionChecks = parseActionChecks(file, rewardInfo.action_checks, keyPath(rewardInfoPath, "action_checks"));
    verification = parseVerification(rewardInfo, displayPath(rewardInfoPath));
  }

  // once per call and per tool message: the usual values are taken directly, and a field's path is built only
  // when the field check is needed (for its error)
  const parseCall: ParseToolCall = (value, callPath, role, messageIndex, order) => {
    const call = expectObject(value, file, callPath);
    const name = typeof call.name === "string" ? call.name : expectString(call.name, file, keyPath(callPath, "name"));
    const problem = toolNameProblem(name);
    if (problem !== null) notes.push({ kind: "suspicious-value", path: keyPath(callPath, "name"), detail: toolNameNote(name, problem) });
    const args = call.arguments;
    const requestor = call.requestor;
    return {
      id: optionalCallId(call.id, file, callPath),
      name,
      arguments: isObject(args) ? args : expectObject(args, file, keyPath(callPath, "arguments")),
      requestor: (requestor === "assistant" || requestor === "user" ? requestor : parseRequestor(requestor, file, keyPath(callPath, "requestor"))) ?? role,
      messageIndex,
      order,
      path: callPath,
    };
  };
  const parseResult: ParseToolResult = (msg, mp) => {
    const requestor = msg.requestor;
    return {
      callId: typeof msg.id === "string" ? msg.id : null,
      error: typeof msg.error === "boolean" ? msg.error : null,
      requestor: requestor === "assistant" || requestor === "user" ? requestor : parseRequestor(requestor, file, keyPath(mp, "requestor")),
    };
  };

  const messagesPath = keyPath(p, "messages");
  let raw: readonly unknown[];
  let paths: MessagePaths | undefined;
  if (Array.isArray(sim.messages)) raw = sim.messages;
  else if (sim.messages === null || sim.messages === undefined) {
    const ticksPath = keyPath(p, "ticks");
    const ticks = optionalArray(sim.ticks, file, ticksPath);
    if (ticks === null) {
      raw = [];
      notes.push({ kind: "missing-part", path: messagesPath, detail: SIMULATION_NOTE.noMessages });
    } else {
      const flat = flattenTicks(file, ticks, ticksPath);
      raw = flat.messages;
      paths = flat.paths;
      notes.push({ kind: "derived", path: ticksPath, detail: SIMULATION_NOTE.fromTicks });
      if (flat.tickTimestamps > 0) notes.push({ kind: "derived", path: ticksPath, detail: SIMULATION_NOTE.tickTimestamps });
    }
  } else throw wrongType(file, messagesPath, "an array or null", sim.messages);
  const { messages, toolCalls } = transcriptOfMessages(file, raw, messagesPath, parseCall, parseResult, paths);
  return {
    id,
    taskId,
    trial,
    reward,
    terminationReason,
    messageCount: messages.length,
    messages,
    toolCalls,
    goldActions: null,
    actionChecks,
    verification,
    path: displayPath(p),
    file,
  };
}

/**
 * The warning detail for a tool name that cannot be a real one, naming the tool (escaped, so the odd character
 * shows) and the problem.
 *
 * @param name the tool name as logged
 * @param problem what {@link toolNameProblem} said
 * @returns the detail
 * @example
 * toolNameNote("get\u200buser", "contains U+200B (a zero-width or bidirectional mark)"); // "tool name \"get\\u200buser\" contains U+200B (a zero-width or bidirectional mark): it cannot equal a real tool's name, so write-tool lists and gold actions will not match it"
 */
export function toolNameNote(name: string, problem: string): string {
  return `tool name ${escapedName(name)} ${problem}: it cannot equal a real tool's name, so write-tool lists and gold actions will not match it`;
}

function escapedName(name: string): string {
  let out = "";
  const s = JSON.stringify(name.length > 80 ? name.slice(0, 80) + "…" : name);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 0x20 && c < 0x7f ? s[i] : c === 0x2026 ? "…" : "\\u" + c.toString(16).padStart(4, "0");
  }
  return out;
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
  const info = isObject(ri.info) ? ri.info : null;
  const action = info !== null && isObject(info.action) ? info.action : null;
  return {
    dbMatch: db !== null && typeof db.db_match === "boolean" ? db.db_match : null,
    dbReward: db !== null && typeof db.db_reward === "number" ? db.db_reward : null,
    rewardBasis: basis,
    rewardBreakdown: breakdown,
    envAssertionsMet: env,
    nlAssertions: nl,
    actionNote: action !== null && typeof action.note === "string" ? action.note : null,
    path: p,
  };
}
