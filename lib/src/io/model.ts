/**
 * The one in-memory model every loader produces and every metric reads.
 *
 * A {@link Run} is one exported results file (τ²-bench Results JSON, a τ²-bench results directory, or a
 * τ-bench v1 historical-trajectories file). It holds {@link Conversation}s in file order; each conversation
 * keeps its tool calls in the order they were made, the gold actions of its task, and the official action
 * checks when the file carries them. Nothing here is computed: loaders copy what the file says, normalised.
 *
 * What a loader could not read is part of the run too: conversations it had to leave out are in
 * {@link Run.exclusions} (reason, ids, and for each the file, JSON path and problem), and what it read but found
 * missing or suspicious is in {@link Run.warnings}. A fault of the whole file (not JSON, an unknown format) is a
 * thrown {@link TrajlabInputError} instead.
 */
import type { InputErrorKind, TrajlabInputError } from "./errors";

/** Who issued a tool call (τ² also lets the simulated user call tools). */
export type Requestor = "assistant" | "user";

/**
 * The log formats the loaders understand: a τ²-bench Results file (also a bare JSON array of simulations, or an
 * object with `simulations` but no `tasks`/`info`), a τ²-bench results directory (`results.json` +
 * `simulations/`), a τ-bench v1 historical-trajectories file.
 */
export type RunFormat = "tau2-results" | "tau2-dir" | "tau1-historical";

/** One tool call, in conversation order. */
export interface ToolCall {
  /** The call id from the log, or null when the log has none. */
  id: string | null;
  /** Tool name exactly as logged. */
  name: string;
  /** Parsed arguments (τ-bench v1 stores them as a JSON string; loaders parse it). */
  arguments: Record<string, unknown>;
  requestor: Requestor;
  /** Index of the message that carries the call, within the conversation's messages. */
  messageIndex: number;
  /** 0-based order of this call among all tool calls of the conversation. */
  order: number;
  /**
   * JSON path of the call inside its file, e.g. `simulations[3].messages[7].tool_calls[0]`, or for a full-duplex
   * run `simulations[3].ticks[12].agent_tool_calls[0]`.
   */
  path: string;
}

/** The role of a message in the flat conversation. */
export type MessageRole = "system" | "assistant" | "user" | "tool";

/**
 * What a tool message says about the call it answers. Evidence, not claim: this is what the environment
 * returned, as opposed to what the model later says it did.
 */
export interface ToolResult {
  /** The call id the result answers (τ² tool message `id`, τ-bench v1 `tool_call_id`), or null. */
  callId: string | null;
  /**
   * `ToolCall.order` of the call it answers: the earlier call with the same id when ids are logged, else the
   * earliest earlier call not yet answered; null when no call fits.
   */
  callOrder: number | null;
  /** The log's own error flag (τ² `error`); null when the log does not record one (τ-bench v1). */
  error: boolean | null;
  /** Who called the tool, as the tool message records it (τ² `requestor`), else null. */
  requestor: Requestor | null;
}

/**
 * One message of the flat conversation, in order: a τ² message (for full-duplex runs, the flattening of its
 * ticks that τ²'s `SimulationRun.get_messages()` defines), or a τ-bench v1 `traj` entry. Text is referenced,
 * never copied.
 */
export interface Message {
  /** 0-based index in the flat conversation; `ToolCall.messageIndex` of the calls it carries. */
  index: number;
  role: MessageRole;
  /** Text content (for a tool message: the tool's output as logged), or null. */
  content: string | null;
  /**
   * Timestamp as logged (τ² ISO string), or null. For a message flattened from ticks without a timestamp of its
   * own: its tick's timestamp (a `derived` warning says so).
   */
  timestamp: string | null;
  /** `ToolCall.order` of every call this message carries, in order; [] when it carries none. */
  callOrders: number[];
  /** For a tool message, what it answers and how it went; null for every other role. */
  toolResult: ToolResult | null;
  /**
   * JSON path of the message inside its file, e.g. `simulations[3].messages[7]`; for a message flattened from
   * ticks, the part it was made from: `ticks[12].agent_chunk` (or `ticks[12]` when the tick has calls but no
   * chunk), `ticks[12].user_tool_results[0]`.
   */
  path: string;
}

/**
 * The evaluator's breakdown of a reward (τ² `reward_info` beyond the reward itself): verification evidence.
 * Fields the log lacks are null.
 */
export interface Verification {
  /** `db_check.db_match`: did the final database equal the gold one. */
  dbMatch: boolean | null;
  /** `db_check.db_reward`. */
  dbReward: number | null;
  /** `reward_basis`, e.g. ["DB", "COMMUNICATE"]. */
  rewardBasis: string[] | null;
  /** `reward_breakdown`, e.g. { DB: 1, COMMUNICATE: 1 }. */
  rewardBreakdown: Record<string, number> | null;
  /** `env_assertions[].met`, in order (null entries when an assertion does not say). */
  envAssertionsMet: (boolean | null)[] | null;
  /** `nl_assertions`: the assertion text and whether it was met. */
  nlAssertions: { assertion: string; met: boolean | null }[] | null;
  /**
   * `info.action.note`: what τ²'s action evaluator wrote instead of checks ("No actions to evaluate" for a task whose
   * gold list is empty or undefined), or null (it wrote checks, did not run, or the log has no note).
   */
  actionNote: string | null;
  /** JSON path of `reward_info`. */
  path: string;
}

/** A gold action of a task: what a correct agent should do (τ² `Action`, τ-bench v1 `{name, kwargs}`). */
export interface GoldAction {
  actionId: string | null;
  name: string;
  arguments: Record<string, unknown>;
  /**
   * Keys compared when matching a call: a list, or null meaning "the call's own keys" (τ² semantics).
   * τ-bench v1 has no compare_args and compares every gold kwarg, so its loader sets the list of the gold
   * kwargs' own keys (an action without kwargs gets `[]`, i.e. a match on the name alone).
   */
  compareArgs: string[] | null;
  requestor: Requestor | null;
}

/** The tool type τ² attaches to an action check in newer versions. */
export type ToolType = "read" | "write" | "think" | "generic";

/** One official action check from `reward_info.action_checks`. */
export interface ActionCheck {
  action: GoldAction;
  actionMatch: boolean;
  actionReward: number | null;
  /** Present only in newer τ² versions; null when the file has none. */
  toolType: ToolType | null;
}

/** A task as embedded in the results file (scored against its own embedded tasks, never a repository copy). */
export interface Task {
  id: string;
  /** Gold actions, or null when the task defines none (`evaluation_criteria.actions` null). */
  goldActions: GoldAction[] | null;
  /** JSON path of the task inside its file. */
  path: string;
  /**
   * The user scenario as text, when the file embeds one (τ² `user_scenario.instructions`: the string, or the
   * structured form's known_info, reason_for_call, unknown_info and task_instructions joined by newlines;
   * τ-bench v1 `info.task.instruction`). Used to find the entities a task is about (drift/taskEntities.ts).
   */
  scenario?: string | null;
  /** The user id the task names, when the file records one (τ-bench v1 `info.task.user_id`). */
  userId?: string | null;
}

/** One simulated conversation (τ² SimulationRun, τ-bench v1 record). */
export interface Conversation {
  /** Simulation id (τ²) or a synthesised `task-<id>-trial-<n>` (v1, which has none). */
  id: string;
  taskId: string;
  trial: number | null;
  /**
   * The reward: a number in [0, 1] (fractional rewards are kept as they are), or null when the log has none. A
   * conversation whose reward is anything else is excluded at load (io/reward.ts).
   */
  reward: number | null;
  /** τ² termination reason (user_stop, agent_stop, max_steps, infrastructure_error, …) or null. */
  terminationReason: string | null;
  /** Number of messages in the conversation (= `messages.length`). */
  messageCount: number;
  /** The flat conversation, in order (system prompts included when the log has them). */
  messages: Message[];
  toolCalls: ToolCall[];
  /**
   * The task's gold actions (copied from the embedded task), or null when it has none — or when the file embeds
   * no tasks at all (then a `missing-part` warning at `tasks` says gold actions are unavailable).
   */
  goldActions: GoldAction[] | null;
  /** Official action checks when present in the file, else null. */
  actionChecks: ActionCheck[] | null;
  /** The evaluator's breakdown of the reward (τ² `reward_info`), or null when the log has none. */
  verification: Verification | null;
  /** JSON path of the conversation inside its source, e.g. `simulations[3]`. */
  path: string;
  /** File the conversation was read from (differs from the run's file in the directory format). */
  file: string;
}

/** Where and why one conversation could not be loaded: the parts of the {@link TrajlabInputError} it raised. */
export interface LoadFault {
  kind: InputErrorKind;
  /** The file the fault is in (a simulation file of a results directory, or the run's file). */
  file: string;
  /** JSON path of the offending value inside `file` (`$` = its root). */
  path: string;
  /** The problem, in words; `<file>: <path>: <detail>` is the full message. */
  detail: string;
}

/*
 * Exclusion is where the loaders and the measurement points meet: a load exclusion extends it, and every point of
 * stats/measurement.ts carries a list of it.
 */
/** Units left out of a denominator for one reason: the reason in words, how many, and (optionally) which. */
export interface Exclusion {
  /** Why the units were left out, in words a reader understands ("no write calls", "reward missing"). */
  reason: string;
  /** How many units were left out for this reason (≥ 1). */
  count: number;
  /** Optional ids of the excluded units (conversation ids, task ids…). */
  ids?: string[];
}

/**
 * Conversations a loader left out, for one reason: an {@link Exclusion} (reason, count, ids) whose `faults` say,
 * for each id in order, where the fault is and what it is. A conversation whose own id could not be read is named
 * by its JSON path (`simulations[3]`) or, in a results directory, by its file name without `.json`.
 */
export interface LoadExclusion extends Exclusion {
  ids: string[];
  /** One per id, in the same order. */
  faults: LoadFault[];
}

/**
 * What a warning is about:
 * - `missing-part`: the file lacks something some metrics need (no embedded tasks → no gold actions; no `info` →
 *   no domain or models); the detail says what becomes unavailable;
 * - `ignored-part`: something present that the loader did not use (a header field of the wrong type, the
 *   simulations inside a `results.json` that has a `simulations/` directory beside it, a malformed index);
 * - `suspicious-value`: a value kept as logged that is probably wrong (a negative trial,
 *   a tool name with zero-width or replacement characters, bytes that are not UTF-8);
 * - `derived`: something the file does not store that the loader derived (the messages of a full-duplex run,
 *   flattened from its ticks; a timestamp taken from the tick).
 */
export type LoadWarningKind = "missing-part" | "ignored-part" | "suspicious-value" | "derived";

/**
 * Something a loader read but reports rather than absorbs. Equal warnings (same kind and detail) are grouped:
 * `count` occurrences, the conversations they concern (each once), and the place of the first one.
 */
export interface LoadWarning {
  kind: LoadWarningKind;
  /** What was found and what it means, in words. */
  detail: string;
  /** Occurrences grouped in this warning (≥ 1). */
  count: number;
  /** Ids of the conversations concerned, each once; [] when the warning is about the run as a whole. */
  ids: string[];
  /** File of the first occurrence. */
  file: string;
  /** JSON path of the first occurrence (`$` for the whole file; the missing key's path for a missing part). */
  path: string;
}

/** One loaded results export. */
export interface Run {
  /** Path of the file (or directory) it came from. */
  source: string;
  format: RunFormat;
  /** τ² `info.environment_info.domain_name`, or the caller's/derived domain for v1, or null. */
  domain: string | null;
  agentModel: string | null;
  userModel: string | null;
  /** `info.num_trials` when present, else the largest trial count observed, else null. */
  trialCount: number | null;
  tasks: Task[];
  conversations: Conversation[];
  /** Conversations the loader could not read, by reason (each with its file, JSON path and problem); [] when none. */
  exclusions: LoadExclusion[];
  /** What the loader found missing, ignored, suspicious or derived; [] when nothing. */
  warnings: LoadWarning[];
}
