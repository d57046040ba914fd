/**
 * Events of TIDE trajectories (io/tide.ts `TideRun`): per task, the query, then for each step i the rendered state
 * the agent saw (`s<i>.obs`) and the action it chose (`s<i>.act`), then the success verdict.
 *
 * TIDE's index convention is kept: `observations[i]` is the state BEFORE `actions[i]`, so `s<i>.act` has parent
 * `s<i>.obs`, and `s<i+1>.obs` (the state after the action) has parent `s<i>.act`. A request's `effect` is
 * observed, not declared: "write" when the next rendered state differs from the one the action was chosen in,
 * "read" when it is equal (a no-op), null for the last step (the state after it is not logged).
 */
import type { TideRun, TideTask } from "../io/tide";
import { normalizeArguments } from "./normalize";
import { PayloadStore, payloadRef } from "./payload";
import { EVENT_SCHEMA_NAME, EVENT_SCHEMA_VERSION, blankEvent, type PayloadRef, type EventLog, type LogEvent } from "./schema";

/**
 * What a TIDE log cannot tell (copied into `EventLog.limits`).
 *
 * @internal
 */
export const TIDE_LIMITS = Object.freeze({
  stepsOnly: "TIDE JSONL as loaded keeps only the observation and the action of each step: no tool result, no error class, no timestamps",
  noGold: "no gold actions: alignment, drift writes, omissions and first-progress latency are not defined",
  observedEffect: "effect is observed, not declared: write when the next rendered state differs, read when it is equal, unknown for the last step",
  firstRollout: "only the first rollout (traj_rollouts[0]) of each task is read, as TIDE's analysis does",
});

/**
 * The action's verb, used as its tool name: the text before the first "(" or blank, without surrounding
 * brackets; the whole action when it has neither.
 *
 * @param action a TIDE action as logged
 * @returns its verb
 * @example
 * tideActionTool("pick-up(b1)"); // "pick-up"
 * tideActionTool("(stack b1 b2)"); // "stack"
 * tideActionTool("wait"); // "wait"
 * @internal
 */
export function tideActionTool(action: string): string {
  const t = action.trim().replace(/^[([{]+/, "");
  const m = /^[^\s(]+/.exec(t);
  return m ? m[0] : t;
}

/**
 * What happened in one TIDE task, as linked events? Convert one TIDE task (its first rollout) into a
 * {@link EventLog}. Reward: 1 when the task succeeded, else 0. Edges: a task with no steps gives the query and the
 * verdict only.
 *
 * Source: docs/definitions/events.md#converters.
 *
 * @param task a task of a loaded TIDE run
 * @param run the run's source, model and environment (for the trajectory's header)
 * @param payloads where to keep the rendered states and actions (optional)
 * @returns the trajectory: the query `q`, per step the state `s<i>.obs` and the action `s<i>.act`, then `v.success`
 * @example
 * const run = loadTideJsonl("data/reconstructed/tide/BlocksWorld/DeepSeek-V3.2.jsonl", { model: "DeepSeek-V3.2", environment: "BlocksWorld" });
 * const t = tideTaskEvents(run.tasks[0], run);
 * t.events.map((e) => e.id); // ["q", "s0.obs", "s0.act", "s1.obs", "s1.act", "s2.obs", "s2.act", "v.success"]
 * t.reward; // 1
 */
export function tideTaskEvents(task: TideTask, run: Pick<TideRun, "source" | "model" | "environment">, payloads?: PayloadStore): EventLog {
  const events: LogEvent[] = [];
  const ref = (text: string, path: string): PayloadRef => (payloads ? payloads.put(text, `${run.source}#${path}`) : payloadRef(text, `${run.source}#${path}`));
  const push = (e: Omit<LogEvent, "seq">) => events.push({ ...e, seq: events.length } as LogEvent);
  const blank = blankEvent;
  const q = blank("q", "user_turn", "user");
  q.payload = ref(task.query, `${task.path}.query`);
  q.source = `${task.path}.query`;
  push(q);
  const n = task.actions.length;
  for (let i = 0; i < n; i++) {
    const stepPath = `${task.path}.traj_rollouts[0].rollout_results.steps[${i}]`;
    const obs = blank(`s${i}.obs`, "tool_observation", "environment");
    obs.parents = i === 0 ? [] : [`s${i - 1}.act`];
    obs.tool = i === 0 ? null : tideActionTool(task.actions[i - 1]);
    obs.payload = ref(task.observations[i], `${stepPath}.observation`);
    obs.source = `${stepPath}.observation`;
    obs.messageIndex = i;
    push(obs);
    const act = blank(`s${i}.act`, "tool_request", "agent");
    act.parents = [`s${i}.obs`];
    act.tool = tideActionTool(task.actions[i]);
    act.args = normalizeArguments({ action: task.actions[i] });
    act.effect = i + 1 < n ? (task.observations[i + 1] !== task.observations[i] ? "write" : "read") : null;
    act.source = `${stepPath}.action`;
    act.messageIndex = i;
    push(act);
  }
  const v = blank("v.success", "verification", "evaluator");
  v.detail = { check: "success", passed: task.success, successStep: task.successStep };
  v.source = `${task.path}.traj_rollouts[0].rollout_results.success`;
  push(v);
  return {
    schema: EVENT_SCHEMA_NAME,
    version: EVENT_SCHEMA_VERSION,
    id: `task-${task.index}`,
    run: run.source,
    format: "tide",
    domain: run.environment,
    agent: run.model,
    taskId: String(task.index),
    trial: null,
    reward: task.success ? 1 : 0,
    termination: null,
    goldActions: null,
    availableTools: null,
    writeTools: { source: "observed", tools: [] },
    limits: [TIDE_LIMITS.stepsOnly, TIDE_LIMITS.noGold, TIDE_LIMITS.observedEffect, TIDE_LIMITS.firstRollout],
    events,
  };
}

/**
 * What happened in every task of a TIDE run, as linked events? Every task of a TIDE run as a trajectory
 * ({@link tideTaskEvents}), in file order. Edges: no tasks → [].
 *
 * Source: docs/definitions/events.md#converters.
 *
 * @param run a loaded TIDE run
 * @param payloads where to keep the rendered states and actions (optional)
 * @returns one trajectory per task, in file order
 * @example
 * const run = loadTideJsonl("data/reconstructed/tide/BlocksWorld/DeepSeek-V3.2.jsonl", { model: "DeepSeek-V3.2", environment: "BlocksWorld" });
 * tideRunEvents(run).length; // 100 (one per task)
 */
export function tideRunEvents(run: TideRun, payloads?: PayloadStore): EventLog[] {
  return run.tasks.map((t) => tideTaskEvents(t, run, payloads));
}
