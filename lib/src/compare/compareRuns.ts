/**
 * Two runs on the same tasks, compared with the task as the unit: reward (paired difference with interval,
 * McNemar's exact p), GD^stock and the diagnostics family's repeated-call share (paired ratio differences), and the
 * fault flow of the diagnostics outcome classes — with the tasks left out (one run only, gold differs) counted and
 * named. What `trajlab compare` prints.
 */
import type { Run } from "../io/model";
import { conversationDrift } from "../drift/conversationDrift";
import { DEFAULT_WRITE_TOOLS, resolveWriteTools, type WriteToolSet } from "../drift/writeTools";
import { OUTCOME_CLASSES } from "../diagnostics/outcome";
import { classifierOf, conversationFindings, type ConversationFindings } from "../diagnostics/outcomeClassifier";
import { DEFAULT_BOOTSTRAP_SEED } from "../stats/clusterBootstrap";
import { faultFlow, type FaultFlow, type OutcomeClassifier } from "../stats/faultFlow";
import type { McNemar } from "../stats/mcnemar";
import type { PairedProportionDifference } from "../stats/pairedProportionDifference";
import { pairedSuccess, resolvedStatement, type ResolvedStatement } from "../stats/pairedSuccess";
import type { Exclusion } from "../stats/measurement";
import { pairedClusterBootstrap, type PairedClusterBootstrap } from "../stats/pairedClusterBootstrap";
import { pairedRatioDifference, type PairedRatioDifference, type TaskRatioParts } from "../stats/pairedRatioDifference";
import { sharedTasks, type SharedTasks } from "./sharedTasks";
import { isSuccess } from "../stats/success";
import { taskTrials } from "../stats/taskTrials";

/** The name of the default fault-flow classifier in a {@link RunComparison}'s settings. */
const DIAGNOSTIC_CLASSIFIER = "diagnostics outcome classes (classifyOutcome)";

/** Options of {@link compareRuns}. */
export interface CompareRunsOptions {
  /** Coverage of the intervals, default 0.95. */
  level?: number;
  /** Bootstrap resamples, default 2000. */
  replicates?: number;
  /** Bootstrap seed, default {@link DEFAULT_BOOTSTRAP_SEED}. */
  seed?: number;
  /**
   * Outcome classifier of the fault flow (default: the diagnostics family's outcome classes, `classifyOutcome`
   * on each run's events with the comparison's write set — see `diagnosticOutcomeClassifier`).
   */
  classifier?: OutcomeClassifier;
  /** Name of the classifier, for the report (default "diagnostics outcome classes (classifyOutcome)"). */
  classifierName?: string;
  /**
   * Restrict the comparison to the shared tasks this filter keeps (e.g. the tasks a task audit calls sound); the
   * others are excluded, with the reason "not kept by the task filter: <name>", and the report names the filter.
   */
  taskFilter?: {
    /** The filter's name, as the report and the exclusion reason print it. */
    name: string;
    /** True for a task id the comparison keeps. */
    keep: (taskId: string) => boolean;
  } | null;
}

/** Result of {@link compareRuns} (differences are A − B). */
export interface RunComparison {
  a: { source: string; agentModel: string | null; conversations: number; tasks: number };
  b: { source: string; agentModel: string | null; conversations: number; tasks: number };
  settings: { level: number; replicates: number; seed: number; classifier: string };
  /** The task filter the comparison was restricted by (its name), or null when none. */
  taskFilter: string | null;
  /** Tasks in both runs with equal gold actions (and kept by the task filter, when one is given). */
  sharedTasks: string[];
  /** Tasks left out of every comparison: in one run only, or gold differs (ids per reason). */
  exclusions: Exclusion[];
  /** Write tools used for GD^stock and the default classifier (one set for both runs). */
  writeTools: WriteToolSet | null;
  /** Reward: per-task mean reward, paired over shared tasks. */
  reward: PairedClusterBootstrap;
  /**
   * Per-task success as paired proportions (Newcombe's interval, McNemar's exact p and mid-p), when both runs have
   * one counted trial per shared task; null otherwise (see `mcnemarReason`).
   */
  success: PairedProportionDifference | null;
  /** McNemar's exact test on per-task success (= `success.test`), when both runs have one counted trial per shared task. */
  mcnemar: McNemar | null;
  mcnemarReason: string | null;
  /**
   * Is the reward difference resolved at the level? With one trial per task it follows McNemar's exact test (not
   * the bootstrap, which is too narrow with few discordant tasks); with several trials per task there is no exact
   * test and it follows the paired cluster bootstrap's percentile interval, said so in `by`. Null when nothing
   * was compared.
   */
  resolved: ResolvedStatement;
  /** GD^stock = ΣM/ΣN over shared tasks, paired difference. Null when no write-tool set is known. */
  gdStock: PairedRatioDifference | null;
  /**
   * Repeated identical calls / tool calls (the diagnostics family's `repeatedCalls`: the same tool with the same
   * normalised arguments again, with no executed write in between), pooled over the shared tasks, paired difference.
   */
  repeatedCalls: PairedRatioDifference;
  faultFlow: FaultFlow;
}

/**
 * The shared tasks a task filter keeps; the others join the exclusions (reason "not kept by the task filter: <name>")
 * and the tasks every paired function leaves out.
 */
function restrictTasks(shared: SharedTasks, filter: CompareRunsOptions["taskFilter"]): SharedTasks {
  if (!filter) return shared;
  const reason = `not kept by the task filter: ${filter.name}`;
  const dropped = shared.tasks.filter((t) => !filter.keep(t));
  if (dropped.length === 0) return shared;
  return {
    tasks: shared.tasks.filter((t) => filter.keep(t)),
    goldDiffers: [...shared.goldDiffers, ...dropped.map((task) => ({ task, reason }))],
    exclusions: [...shared.exclusions, { reason, count: dropped.length, ids: dropped }],
  };
}

function trialRewards(run: Run): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const t of taskTrials(run.conversations).tasks) out[t.task] = t.rewards;
  return out;
}

type PartsByTask = Record<string, { numerator: number; denominator: number } | null>;

function gdParts(run: Run, writes: ReadonlySet<string>): PartsByTask {
  const nullCompareArgs = run.format === "tau1-historical" ? "all-keys" : "call-keys";
  // the drift tables' reading of the gold actions (drift/goldActions.ts): a task the file does not embed is
  // measured against its action checks' actions, and not measured when its evaluator noted none
  const embeddedTaskIds = new Set(run.tasks.map((t) => t.id));
  const out: Record<string, { numerator: number; denominator: number } | null> = {};
  for (const c of run.conversations) {
    const row = conversationDrift(c, writes, { nullCompareArgs, embeddedTaskIds });
    const measured = row.excluded === null || row.excluded === "no write calls";
    const prev = out[c.taskId];
    if (!measured) {
      if (prev === undefined) out[c.taskId] = null;
      continue;
    }
    const m = row.driftCount ?? 0;
    out[c.taskId] = prev ? { numerator: prev.numerator + m, denominator: prev.denominator + row.writeCount } : { numerator: m, denominator: row.writeCount };
  }
  return out;
}

/**
 * Repeated calls / calls per task, summed over the task's conversations; conversations ending in
 * infrastructure_error are not trials of the agent (as for the reward) and add nothing.
 */
function repeatParts(findings: readonly ConversationFindings[]): PartsByTask {
  const out: Record<string, { numerator: number; denominator: number }> = {};
  for (const f of findings) {
    if (f.conversation.terminationReason === "infrastructure_error") continue;
    const p = f.repeatedCalls;
    const prev = out[f.conversation.taskId] ?? { numerator: 0, denominator: 0 };
    out[f.conversation.taskId] = { numerator: prev.numerator + p.numerator, denominator: prev.denominator + p.denominator };
  }
  return out;
}

/**
 * The parts of the shared tasks only, as a Map in the shared tasks' order (first seen in A: an object would put
 * integer-like task ids first); a shared task with no part on this side is "not measured" (null).
 */
function onShared(m: PartsByTask, tasks: readonly string[]): TaskRatioParts {
  return new Map(tasks.map((t) => [t, m[t] ?? null]));
}

/**
 * Is run A better than run B on the tasks both ran, and where do their failures move?
 * Compare run A with run B on their shared tasks (every difference A − B, every interval over tasks).
 *
 * Steps: {@link sharedTasks} (tasks in both runs with equal gold actions; the rest excluded and counted);
 * reward: {@link pairedClusterBootstrap} of per-task mean rewards (trials of a task kept together, a percentile
 * bootstrap); per-task success as paired proportions (`pairedProportionDifference`: Newcombe's interval,
 * McNemar's exact p and mid-p) when each shared task has one counted trial on each side, and then `resolved`
 * follows the exact test (else the bootstrap, said so); GD^stock: ΣM/ΣN per side with
 * one write-tool set (the domain's registry, else A's default) and {@link pairedRatioDifference} (the gold actions as
 * the drift tables read them, docs/definitions/goal-drift.md#gold-actions: a task the file does not embed is measured
 * against its action checks' actions, and is not measured on that side when its evaluator noted "No actions to
 * evaluate" — pairing takes that note as "no gold actions", drift does not guess an empty list); the repeated-call
 * share (repeats / tool calls per task, from each run's events with the same write set) likewise; the
 * {@link faultFlow} with the given classifier (default: the diagnostics outcome classes of both runs — success,
 * infrastructure, drift-write, omission, loop, other, unscored).
 * Why the repeated-call share as the diagnostics metric: it is a ratio on every task that made a call (a tool-error
 * recovery rate exists only on the few tasks with an error), its numerator is a call that added nothing, and it
 * separates agents whose rewards are close (a looping agent repeats calls long before its reward says so).
 * Unit: tasks. Edges: no shared task → null values with reasons; a domain without a write-tool set → gdStock null
 * (the repeated-call share is still measured: with no writes known, no call resets the repeat window).
 * Source: docs/definitions/statistics.md#compare-runs.
 *
 * @param a run A
 * @param b run B
 * With `options.taskFilter`, only the shared tasks it keeps are compared (the rest are excluded, by reason, and the
 * report names the filter in `taskFilter`).
 *
 * @param options level, replicates, seed, classifier and its name, and a task filter
 * @returns plain JSON-serialisable comparison
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const c = compareRuns(run, run);
 * c.reward.difference.value; // 0 (a run against itself)
 * c.faultFlow.fixed.count;   // 0
 * c.faultFlow.classes;       // ["success", "drift-write", "unscored"]
 */
export function compareRuns(a: Run, b: Run, options: CompareRunsOptions = {}): RunComparison {
  const level = options.level ?? 0.95;
  const replicates = options.replicates ?? 2000;
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  const boot = { level, replicates, seed };
  const shared = restrictTasks(sharedTasks(a, b), options.taskFilter ?? null);
  const exclude = shared.goldDiffers;

  const ra = trialRewards(a);
  const rb = trialRewards(b);
  // a Map keeps the shared tasks' order for pairing and resampling (an object would list integer-like ids first)
  const withEmpty = (m: Record<string, number[]>) => new Map(shared.tasks.map((t) => [t, m[t] ?? []] as const));
  const reward = pairedClusterBootstrap(withEmpty(ra), withEmpty(rb), boot);

  const { success, reason: mcnemarReason } = pairedSuccess(withEmpty(ra), withEmpty(rb), level);
  const mcnemar: McNemar | null = success ? success.test : null;

  const resolved = resolveWriteTools(a, DEFAULT_WRITE_TOOLS);
  const writeTools = resolved.ok ? resolved.set : null;
  const writes = new Set(writeTools ? writeTools.tools : []);
  const gdStock = writeTools ? pairedRatioDifference(onShared(gdParts(a, writes), shared.tasks), onShared(gdParts(b, writes), shared.tasks), boot) : null;
  const request = writeTools ? writeTools.tools : DEFAULT_WRITE_TOOLS;
  const findingsA = conversationFindings(a, { writes: request });
  const findingsB = conversationFindings(b, { writes: request });
  const repeated = pairedRatioDifference(onShared(repeatParts(findingsA), shared.tasks), onShared(repeatParts(findingsB), shared.tasks), boot);
  const classifier = options.classifier ?? classifierOf([...findingsA, ...findingsB], "compareRuns");
  // the diagnostics classes in their precedence order (success first), as far as they occur
  const seen = new Set([...findingsA, ...findingsB].map((f) => f.outcome.class as string));
  const classes = options.classifier ? undefined : OUTCOME_CLASSES.filter((c) => seen.has(c));
  const flow = faultFlow(a.conversations, b.conversations, classifier, { exclude, classes });
  const describe = (r: Run) => ({
    source: r.source,
    agentModel: r.agentModel,
    conversations: r.conversations.length,
    tasks: new Set(r.conversations.map((c) => c.taskId)).size,
  });
  return {
    a: describe(a),
    b: describe(b),
    settings: { ...boot, classifier: options.classifierName ?? (options.classifier ? "caller's classifier" : DIAGNOSTIC_CLASSIFIER) },
    taskFilter: options.taskFilter ? options.taskFilter.name : null,
    sharedTasks: shared.tasks,
    exclusions: shared.exclusions,
    writeTools,
    reward,
    success,
    mcnemar,
    mcnemarReason,
    resolved: resolvedStatement(success, reward),
    gdStock,
    repeatedCalls: repeated,
    faultFlow: flow,
  };
}
