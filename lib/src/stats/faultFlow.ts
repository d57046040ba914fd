/**
 * Fault flow between two versions on the same tasks: for every task its outcome class under A and under B, the
 * transition table, and how many failures were fixed and how many successes broken, with their exact test. A
 * falling count of one failure class can be a fix or a renaming; the flow shows which.
 */
import type { Conversation } from "../io/model";
import { exclusionsByReason } from "./exclusions";
import type { Exclusion } from "./measurement";
import { mcnemarExact, type McNemar } from "./mcnemar";
import { PAIRING_EXCLUSION, type TaskExclusion } from "./pairedDifference";

/** A conversation's outcome class and the evidence (in words, naming the calls, events or fields it rests on). */
export interface OutcomeClassification {
  class: string;
  evidence: string;
}

/**
 * Classifies one conversation for {@link faultFlow}. Must be pure: the same conversation always gets the same
 * class. The library's classifier is the diagnostics family's (`diagnosticOutcomeClassifier`: success,
 * infrastructure, drift-write, omission, loop, other, unscored); any function of this type plugs in.
 */
export type OutcomeClassifier = (conversation: Conversation) => OutcomeClassification;

/** Options of {@link faultFlow}. */
export interface FaultFlowOptions {
  /** The class that counts as success (default "success"). */
  successClass?: string;
  /**
   * Classes that are neither success nor failure (default ["unscored"]: the log has no reward). A task in such a
   * class on a side is in the table but is never counted as fixed or broken.
   */
  unscoredClasses?: readonly string[];
  /** Tasks to leave out, with a reason (e.g. gold differs). */
  exclude?: readonly TaskExclusion[];
  /** Class order for the table (default: success first, then the classes as first seen in A then B). */
  classes?: readonly string[];
}

/** One task's classes on both sides. */
export interface TaskFlow {
  task: string;
  a: OutcomeClassification;
  b: OutcomeClassification;
  /** Conversations of the task on each side (trials). */
  trialsA: number;
  trialsB: number;
}

/** Result of {@link faultFlow}. */
export interface FaultFlow {
  /** Row and column order of `table`. */
  classes: string[];
  /** Paired tasks. */
  tasks: number;
  /** table[i][j] = tasks of class classes[i] under A and classes[j] under B. */
  table: number[][];
  /** Non-zero cells as a list, with the task ids. */
  transitions: { from: string; to: string; count: number; tasks: string[] }[];
  /** Failure under A, success under B. */
  fixed: { count: number; tasks: string[] };
  /** Success under A, failure under B. */
  broken: { count: number; tasks: string[] };
  /**
   * McNemar's exact test of broken vs fixed, in the library's one naming: `test.aOnly` = tasks where A succeeds and
   * B fails (= broken), `test.bOnly` = B succeeds and A fails (= fixed) — the same counts as `compare`'s `mcnemar`.
   */
  test: McNemar;
  /** Tasks whose class on a side was a tie between trials (the earliest trial's class among the tied was kept). */
  ties: number;
  perTask: TaskFlow[];
  exclusions: Exclusion[];
}

function groupByTask(cs: readonly Conversation[]): Map<string, Conversation[]> {
  const m = new Map<string, Conversation[]>();
  for (const c of cs) {
    const l = m.get(c.taskId);
    if (l) l.push(c);
    else m.set(c.taskId, [c]);
  }
  return m;
}

/**
 * @internal The task's class: the most frequent among its trials; ties → the earliest trial's class among the tied.
 * @param items the classes of the task's trials (at least one)
 * @returns the class (its evidence saying how many trials agreed) and whether there was a tie
 * @example
 * modalClass([{ class: "loop", evidence: "x" }, { class: "success", evidence: "y" }]).tie; // true
 */
export function modalClass(items: readonly OutcomeClassification[]): { value: OutcomeClassification; tie: boolean } {
  const counts = new Map<string, number>();
  for (const it of items) counts.set(it.class, (counts.get(it.class) ?? 0) + 1);
  const best = Math.max(...counts.values());
  const tied = [...counts].filter(([, n]) => n === best).map(([c]) => c);
  const value = items.find((it) => tied.includes(it.class)) as OutcomeClassification;
  const trials = items.length;
  return { value: trials > 1 ? { class: value.class, evidence: `${best} of ${trials} trials; first: ${value.evidence}` } : value, tie: tied.length > 1 };
}

/**
 * Where did A's failures go in B: fixed, or moved to another class?
 * The per-task transition of outcome classes from system A to system B.
 *
 * Rule: each conversation gets a class from `classify`; a task's class is the most frequent class among its
 * trials (ties: the earliest trial's class among the tied, counted in `ties`); tasks in one run only, or in
 * `exclude`, are left out and counted. fixed = tasks failing (any class but success and the unscored classes) under A
 * and succeeding under B; broken = the reverse; a task unscored on a side is neither; their exact test is McNemar's
 * in the one naming of the discordant tasks (aOnly = A succeeds, B fails = broken; bOnly = fixed).
 * Unit: tasks. Edges: no shared task → an empty table, fixed = broken = 0, p = 1 with a note.
 * Source: docs/definitions/statistics.md#fault-flow.
 *
 * @param a conversations of system A
 * @param b conversations of system B
 * @param classify the outcome classifier, `(conversation) → {class, evidence}`
 * @param options successClass, unscoredClasses, exclude, classes
 * @returns the transition table, fixed and broken counts with their test, and per-task classes
 * @example
 * faultFlow([], [], () => ({ class: "success", evidence: "" })).tasks; // 0
 */
export function faultFlow(
  a: readonly Conversation[],
  b: readonly Conversation[],
  classify: OutcomeClassifier,
  options: FaultFlowOptions = {},
): FaultFlow {
  const success = options.successClass ?? "success";
  const unscored = new Set(options.unscoredClasses ?? ["unscored"]);
  const skip = new Map((options.exclude ?? []).map((e) => [e.task, e.reason] as const));
  const ta = groupByTask(a);
  const tb = groupByTask(b);
  const excluded: { id: string; reason: string }[] = [];
  for (const e of options.exclude ?? []) if (ta.has(e.task) || tb.has(e.task)) excluded.push({ id: e.task, reason: e.reason });
  const perTask: TaskFlow[] = [];
  let ties = 0;
  for (const [task, ca] of ta) {
    if (skip.has(task)) continue;
    const cb = tb.get(task);
    if (!cb) {
      excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyA });
      continue;
    }
    const ma = modalClass(ca.map(classify));
    const mb = modalClass(cb.map(classify));
    if (ma.tie || mb.tie) ties++;
    perTask.push({ task, a: ma.value, b: mb.value, trialsA: ca.length, trialsB: cb.length });
  }
  for (const task of tb.keys()) if (!skip.has(task) && !ta.has(task)) excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyB });

  const seen = [success, ...perTask.map((t) => t.a.class), ...perTask.map((t) => t.b.class)];
  const classes = [...new Set([...(options.classes ?? []), ...seen])];
  const index = new Map(classes.map((c, i) => [c, i] as const));
  const table = classes.map(() => classes.map(() => 0));
  const cells = new Map<string, string[]>();
  const fixed: string[] = [];
  const broken: string[] = [];
  for (const t of perTask) {
    table[index.get(t.a.class) as number][index.get(t.b.class) as number]++;
    const key = JSON.stringify([t.a.class, t.b.class]);
    const l = cells.get(key);
    if (l) l.push(t.task);
    else cells.set(key, [t.task]);
    if (unscored.has(t.a.class) || unscored.has(t.b.class)) continue;
    if (t.a.class !== success && t.b.class === success) fixed.push(t.task);
    if (t.a.class === success && t.b.class !== success) broken.push(t.task);
  }
  const transitions = [...cells].map(([key, tasks]) => {
    const [from, to] = JSON.parse(key) as [string, string];
    return { from, to, count: tasks.length, tasks };
  });
  transitions.sort((x, y) => (index.get(x.from) as number) - (index.get(y.from) as number) || (index.get(x.to) as number) - (index.get(y.to) as number));
  return {
    classes,
    tasks: perTask.length,
    table,
    transitions,
    fixed: { count: fixed.length, tasks: fixed },
    broken: { count: broken.length, tasks: broken },
    test: mcnemarExact(broken.length, fixed.length),
    ties,
    perTask,
    exclusions: exclusionsByReason(excluded, (r) => r.reason, (r) => r.id),
  };
}
