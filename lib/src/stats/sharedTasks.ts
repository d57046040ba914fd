/**
 * Which tasks two runs can be compared on: the tasks both ran, whose embedded gold actions agree. Runs of
 * different τ² versions embed different task definitions under the same id; comparing them would compare
 * different tasks.
 */
import type { Conversation, GoldAction, Run } from "../io/model";
import { goldEvidence } from "./goldEvidence";
import { jsonEqual } from "../drift/jsonEqual";
import { exclusionsByReason, type Exclusion } from "./measurement";
import { PAIRING_EXCLUSION, type TaskExclusion } from "./pairedDifference";

/** The reason a task whose gold actions differ between two runs is left out. */
export const GOLD_DIFFERS = "gold actions differ between the runs";

/** The reason a task whose gold actions cannot be known in one run (no embedded task, no action checks) is left out. */
export const GOLD_UNKNOWN = "gold actions unknown in one run (no embedded task and no action checks)";

/** Result of {@link sharedTasks}. */
export interface SharedTasks {
  /** Tasks in both runs with equal gold actions, in A's order. */
  tasks: string[];
  /**
   * Tasks in both runs that cannot be paired: gold actions differ, or are unknown on a side (pass these to the paired
   * functions' `exclude`; each carries its reason).
   */
  goldDiffers: TaskExclusion[];
  /** Every task left out, by reason (A only, B only, gold differs), with ids. */
  exclusions: Exclusion[];
}

/** The gold of a task as compared: name, arguments, compare_args, requestor, in order (action ids ignored). */
function comparable(gold: GoldAction[] | null): unknown {
  return gold === null ? null : gold.map((g) => ({ name: g.name, arguments: g.arguments, compareArgs: g.compareArgs, requestor: g.requestor }));
}

/** The gold evidence of each task: that of its first conversation with any ({@link goldEvidence}); `undefined` when none. */
function goldByTask(conversations: readonly Conversation[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const ev = goldEvidence(conversations);
  conversations.forEach((c, i) => {
    if (out.get(c.taskId) !== undefined) return;
    out.set(c.taskId, ev[i].gold === null ? undefined : comparable(ev[i].gold));
  });
  return out;
}

/**
 * Which tasks can two runs be compared on?
 * The tasks two runs share, with the embedded gold actions checked for agreement.
 *
 * Rule: a task counts when both runs have a conversation for it and its gold actions (name, arguments,
 * compare_args, requestor, in order; action ids ignored, since renumbering is not a change of task) are
 * JSON-equal in the two runs. A run that embeds no tasks (a bare list of simulations) is checked on the actions its
 * official action checks scored instead (one check per gold action in τ²; an evaluated conversation without checks,
 * in a run whose evaluator scored actions, had none). Tasks in one run only are excluded
 * ("task in A only" / "task in B only"); tasks whose gold differs are excluded ("gold actions differ between the
 * runs"); tasks whose gold is unknown on a side (no embedded task, no action checks) are excluded (`GOLD_UNKNOWN`).
 * Unit: tasks. Edges: no conversation on a side → no shared task, every task of the other side excluded.
 * Source: docs/definitions/statistics.md#shared-tasks.
 *
 * @param a run A (or its conversations)
 * @param b run B
 * @returns the shared tasks and the excluded ones by reason
 * @example
 * sharedTasks({ conversations: [] }, { conversations: [] }); // { "tasks": [], "goldDiffers": [], "exclusions": [] }
 */
export function sharedTasks(a: Pick<Run, "conversations">, b: Pick<Run, "conversations">): SharedTasks {
  const ga = goldByTask(a.conversations);
  const gb = goldByTask(b.conversations);
  const tasks: string[] = [];
  const goldDiffers: TaskExclusion[] = [];
  const excluded: { id: string; reason: string }[] = [];
  for (const [task, gold] of ga) {
    if (!gb.has(task)) excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyA });
    else if (gold === undefined || gb.get(task) === undefined) {
      goldDiffers.push({ task, reason: GOLD_UNKNOWN });
      excluded.push({ id: task, reason: GOLD_UNKNOWN });
    }
    else if (!jsonEqual(gold, gb.get(task))) {
      goldDiffers.push({ task, reason: GOLD_DIFFERS });
      excluded.push({ id: task, reason: GOLD_DIFFERS });
    } else tasks.push(task);
  }
  for (const task of gb.keys()) if (!ga.has(task)) excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyB });
  return { tasks, goldDiffers, exclusions: exclusionsByReason(excluded, (r) => r.reason, (r) => r.id) };
}
