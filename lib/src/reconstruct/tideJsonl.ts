/*
 * A planned TIDE task as per-step observations and actions, and a run as TIDE's JSONL (one line per task).
 * Observations are compact strings: `s<t>` for an ordinary state at step t (the step counter keeps them unique, so no
 * unintended cycle can form), `c<b>.<q>` for the q-th state of loop block b (repeated verbatim); actions `a<t>` and
 * `l<b>.<q>` likewise.
 */
import { fnv1a32, mulberry32 } from "../stats/random";
import type { TideRunPlan, TideTaskPlan } from "./tidePlan";

/** One loop block: a cycle of `cycle` states repeated `copies` times (loop steps = (copies − 1)·cycle). */
interface LoopBlock {
  cycle: number;
  copies: number;
}

/** Blocks realising exactly `loopSteps` loop steps within a trajectory of `length` steps (last step kept ordinary). */
function loopBlocks(loopSteps: number, length: number, rnd: () => number): LoopBlock[] {
  if (loopSteps === 0) return [];
  const options: LoopBlock[][] = [];
  for (const c of [1, 2, 3]) {
    if (c > loopSteps) continue;
    const q = Math.floor(loopSteps / c);
    const r = loopSteps - q * c;
    const blocks: LoopBlock[] = [{ cycle: c, copies: q + 1 }];
    if (r > 0) blocks.push({ cycle: 1, copies: r + 1 });
    const used = blocks.reduce((a, b) => a + b.cycle * b.copies, 0) + (blocks.length - 1);
    if (used <= length - 1) options.push(blocks);
  }
  if (options.length === 0) throw new RangeError(`loopBlocks: loopSteps must fit in a trajectory of ${length} steps, got ${loopSteps}`);
  return options[Math.floor(rnd() * options.length)];
}

/**
 * Observations and actions of one trajectory: ordinary steps `s<t>`/`a<t>`, loop blocks `c<b>.<q>`/`l<b>.<q>`.
 * TIDE's Algorithm 1 finds exactly `plan.loopSteps` repeated steps in it.
 *
 * @param plan the task's plan
 * @param rnd the random stream
 * @returns the observations and actions
 * @throws {RangeError} when the loop budget exceeds length − 2
 * @example
 * tideTaskSteps({ index: 0, length: 5, success: false, loopSteps: 2 }, mulberry32(1)).observations; // ["c0.0", "c0.1", "c0.0", "c0.1", "s4"]: a 2-cycle repeated once = 2 loop steps
 */
export function tideTaskSteps(plan: TideTaskPlan, rnd: () => number): { observations: string[]; actions: string[] } {
  const n = plan.length;
  const blocks = loopBlocks(plan.loopSteps, n, rnd);
  const used = blocks.reduce((a, b) => a + b.cycle * b.copies, 0) + Math.max(0, blocks.length - 1);
  const free = n - 1 - used;
  const start = blocks.length === 0 ? 0 : Math.floor(rnd() * (free + 1));
  const observations: string[] = [];
  const actions: string[] = [];
  const ordinary = (t: number) => {
    observations.push(`s${t}`);
    actions.push(`a${t}`);
  };
  let t = 0;
  while (t < start) ordinary(t++);
  blocks.forEach((b, bi) => {
    if (bi > 0) ordinary(t++);
    for (let k = 0; k < b.copies; k++) {
      for (let q = 0; q < b.cycle; q++) {
        observations.push(`c${bi}.${q}`);
        actions.push(`l${bi}.${q}`);
        t++;
      }
    }
  });
  while (t < n) ordinary(t++);
  return { observations, actions };
}

/**
 * One JSONL line in TIDE's format (TaskRunner.save_result_local) for a planned task. To keep the files small, a
 * step carries only observation and action, and the last step env_feedback {reward, done} (no true_state,
 * analysis, token entropy, action_is_valid: every action is valid); a rollout carries steps, success and
 * meta.total_steps.
 *
 * @param environment the environment id (in the query text)
 * @param plan the task's plan
 * @param traj its observations and actions
 * @returns one JSON line (no newline)
 * @example
 * JSON.parse(tideJsonlLine("BW", { index: 0, length: 1, success: true, loopSteps: 0 }, { observations: ["s0"], actions: ["a0"] })).traj_rollouts[0].rollout_results.success; // true
 */
export function tideJsonlLine(environment: string, plan: TideTaskPlan, traj: { observations: string[]; actions: string[] }): string {
  const n = plan.length;
  const steps = traj.observations.map((observation, t) => {
    if (t < n - 1) return { observation, action: traj.actions[t] };
    return { observation, action: traj.actions[t], env_feedback: { reward: plan.success ? 1 : 0, done: plan.success } };
  });
  const acc = plan.success ? 1 : 0;
  return JSON.stringify({
    query: `${environment} task ${plan.index}`,
    seed: plan.index,
    all_accuracies: [acc],
    avg_accuracy: acc,
    pass_at_n: acc,
    traj_rollouts: [{ rollout_idx: 0, rollout_results: { steps, success: plan.success, meta: { total_steps: n } } }],
    meta: { traj_rollout_n: 1, step_rollout_n: 1 },
  });
}

/**
 * The JSONL text of a planned run (one line per task, in task order, trailing newline), byte-deterministic.
 *
 * @param plan the run's plan
 * @returns the file text
 * @throws {RangeError} when a task's loop budget does not fit its trajectory
 */
export function tideRunJsonl(plan: TideRunPlan): string {
  const rnd = mulberry32(fnv1a32(`tide-traj|${plan.environment}|${plan.model}|${plan.memory ? "memory" : "no-memory"}`));
  return plan.tasks.map((t) => tideJsonlLine(plan.environment, t, tideTaskSteps(t, rnd)) + "\n").join("");
}
