/**
 * Which tasks two runs can be compared on: the tasks both ran, whose embedded gold actions agree. Runs of
 * different τ² versions embed different task definitions under the same id; comparing them would compare
 * different tasks.
 */
import type { Run } from "../io/model";
import { comparableGold, goldReading } from "../drift/goldActions";
import { jsonEqual } from "../io/jsonEqual";
import { exclusionsByReason } from "../stats/exclusions";
import type { Exclusion } from "../stats/measurement";
import { PAIRING_EXCLUSION, type TaskExclusion } from "../stats/pairedDifference";

/** The reason a task whose gold actions differ between two runs is left out. */
export const GOLD_DIFFERS = "gold actions differ between the runs";

/**
 * The reason a task whose gold actions cannot be known in one run (no embedded task, no action checks, no evaluator
 * note that it has none) is left out.
 */
export const GOLD_UNKNOWN = "gold actions unknown in one run (no embedded task, no action checks, no evaluator note that it has none)";

/**
 * Do two runs record different domains? Then they share no task (a task id of one domain is not the same task in
 * another, even when the gold actions happen to be equal), and this is the reason every task is left out. A domain
 * missing on either side is no evidence: null.
 *
 * @internal
 * @param a run A (its domain, when recorded)
 * @param b run B
 * @returns the reason, or null when the domains are not known to differ
 * @example
 * otherDomain({ domain: "retail" }, { domain: "airline" }); // "the runs are of different domains (A retail, B airline)"
 * otherDomain({ domain: "retail" }, { domain: null }); // null
 */
export function otherDomain(a: Partial<Pick<Run, "domain">>, b: Partial<Pick<Run, "domain">>): string | null {
  return a.domain && b.domain && a.domain !== b.domain ? `the runs are of different domains (A ${a.domain}, B ${b.domain})` : null;
}

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

/**
 * The pairing gold of each task (drift/goldActions.ts `goldReading`): that of its first conversation with a known
 * one; `undefined` when none is known.
 */
function goldByTask(run: Pick<Run, "conversations"> & Partial<Pick<Run, "tasks">>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const embedded = new Set((run.tasks ?? []).map((t) => t.id));
  for (const c of run.conversations) {
    if (out.get(c.taskId) !== undefined) continue;
    const gold = goldReading(c, embedded.has(c.taskId), true).pairingGold;
    out.set(c.taskId, gold === null ? undefined : comparableGold(gold));
  }
  return out;
}

/**
 * Which tasks can two runs be compared on?
 * The tasks two runs share, with the embedded gold actions checked for agreement.
 *
 * Rule: a task counts when both runs have a conversation for it and its gold actions (name, arguments,
 * compare_args, requestor, in order; action ids ignored, since renumbering is not a change of task) are
 * JSON-equal in the two runs. A task the file does not embed is checked on its pairing gold (the one rule of
 * docs/definitions/goal-drift.md#gold-actions): the actions its official action checks scored (one check per gold
 * action in τ²), or none when its evaluator noted "No actions to evaluate"; a task embedded without gold actions
 * has none too. Tasks in one run only are excluded ("task in A only" / "task in B only"); tasks whose gold differs
 * are excluded ("gold actions differ between the runs"); tasks whose gold is unknown on a side are excluded
 * (`GOLD_UNKNOWN`). Runs that both record a domain, and different ones, share no task: every task of each is
 * excluded ("the runs are of different domains (A retail, B airline)").
 * Unit: tasks. Edges: no conversation on a side → no shared task, every task of the other side excluded.
 * Source: docs/definitions/statistics.md#shared-tasks.
 *
 * @param a run A (or its conversations; without `tasks`, a conversation without gold actions counts as one whose
 *   task is not embedded)
 * @param b run B
 * @returns the shared tasks and the excluded ones by reason
 * @example
 * sharedTasks({ conversations: [] }, { conversations: [] }); // { "tasks": [], "goldDiffers": [], "exclusions": [] }
 */
export function sharedTasks(a: Pick<Run, "conversations"> & Partial<Pick<Run, "tasks" | "domain">>, b: Pick<Run, "conversations"> & Partial<Pick<Run, "tasks" | "domain">>): SharedTasks {
  const ga = goldByTask(a);
  const gb = goldByTask(b);
  const reason = otherDomain(a, b);
  if (reason !== null) {
    const ids = [...new Set([...ga.keys(), ...gb.keys()])];
    return { tasks: [], goldDiffers: ids.filter((t) => ga.has(t) && gb.has(t)).map((task) => ({ task, reason })), exclusions: exclusionsByReason(ids, () => reason, (t) => t) };
  }
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
