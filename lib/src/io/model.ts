/**
 * The one in-memory model every loader produces and every metric reads.
 *
 * A {@link Run} is one exported results file (τ²-bench Results JSON, a τ²-bench results directory, or a
 * τ-bench v1 historical-trajectories file). It holds {@link Conversation}s in file order; each conversation
 * keeps its tool calls in the order they were made, the gold actions of its task, and the official action
 * checks when the file carries them. Nothing here is computed: loaders copy what the file says, normalised.
 */

/** Who issued a tool call (τ² also lets the simulated user call tools). */
export type Requestor = "assistant" | "user";

/** The log formats the loaders understand. */
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
  /** JSON path of the call inside its file, e.g. `simulations[3].messages[7].tool_calls[0]`. */
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
}

/** One simulated conversation (τ² SimulationRun, τ-bench v1 record). */
export interface Conversation {
  /** Simulation id (τ²) or a synthesised `task-<id>-trial-<n>` (v1, which has none). */
  id: string;
  taskId: string;
  trial: number | null;
  /** The reward, or null when the log has none. Fractional rewards are kept as they are. */
  reward: number | null;
  /** τ² termination reason (user_stop, agent_stop, max_steps, infrastructure_error, …) or null. */
  terminationReason: string | null;
  /** Number of messages in the conversation. */
  messageCount: number;
  toolCalls: ToolCall[];
  /** The task's gold actions (copied from the embedded task), or null when it has none. */
  goldActions: GoldAction[] | null;
  /** Official action checks when present in the file, else null. */
  actionChecks: ActionCheck[] | null;
  /** JSON path of the conversation inside its source, e.g. `simulations[3]`. */
  path: string;
  /** File the conversation was read from (differs from the run's file in the directory format). */
  file: string;
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
}
