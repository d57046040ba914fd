/*
 * GRIM-style consistency test for published goal-drift aggregates (one domain), by integer programming.
 *
 * Question: is there ANY multiset of conversations — write sequences of 1..L writes over {aligned, drift}
 * (`A`/`D`), each in a reward group (reward 1, reward 0, and optionally "other" = missing or fractional
 * reward) — whose aggregates round to every printed figure? If so, return one (the one closest to a realistic
 * distribution of writes per conversation); if not, HiGHS's status "Infeasible" is the proof.
 *
 * Definitions (docs/definitions/goal-drift.md; N = writes, M = drift writes, track = GD^track with window H, all sums
 * over conversations with at least one write):
 * - stock            = ΣM / ΣN                                      (pooled GD^stock)
 * - trackMoments     = Σ_conv Σ_k GD^track_k / ΣN                   (mean over write moments)
 * - trackFinals      = mean of GD^track_N over all conversations
 * - trackReward1/0   = group column; `groupColumns` chooses its definition:
 *     "track-final" (published definition): mean of GD^track_N in the group;
 *     "track-moments": Σ_group Σ_k GD^track_k / Σ_group N;  "stock-final": mean of M/N in the group
 * - stockFinalsReward1 = mean of M/N over reward-1 conversations
 * - mixed (count), alignedAfterDrift and twoAlignedAfterDrift (percent of mixed), noAlignedWrite (count of
 *   all-drift conversations).
 * Every printed figure becomes two linear rows (printedFigureRows); the variables are the number of
 * conversations per sequence class (writeSequenceClasses) and, for the group-scoped figures, per (group
 * profile, reward group) — see buildModel for why this equals one variable per (class, group).
 *
 * Stages: (1) when `allowOther`, minimise the number of "other" conversations; (2) with that number fixed,
 * minimise Σ_n |count_n − p_n·total| (p = `writesPerConversation`, the realistic shares of conversations with
 * n = 1..L writes; absent → plain feasibility). The solution is then re-checked in exact arithmetic against
 * every figure with `matchesAtPrecision` (`verified`).
 *
 * Edges: no targets → trivially feasible with the distribution objective; a time limit reached with an incumbent
 * returns it (`optimal: false`); reached without one → `feasible: null` (undecided).
 */
import { REWARD_GROUPS, type RewardGroup } from "../drift/rewardGroup";
import { showValue } from "../stats/guards";
import { checkGoalDriftSolution, type FigureCheck, type SolvedConversations } from "./checkGoalDriftSolution";
import { coefficients, figureSpecs, type ClassCoefficients, type GoalDriftTargets, type GroupColumnDefinition } from "./figureSpecs";
import { lcmUpTo } from "./integers";
import type { WriteSequence } from "./writeSequence";
import { writeSequenceClasses, type WriteSequenceClass } from "./sequenceClasses";
import { lpFormat, printedFigureRows, type LinearTerms, type LpRow, type LpVariable, type PrintedValue } from "./linearProgram";
import { solveLp } from "./highsSolver";



/** Options of {@link goalDriftConsistency}: bounds, reward model, group-column reading, distribution and solver limits. */
export interface GoalDriftConsistencyOptions {
  /** Longest write sequence considered (default 10). */
  maxLength?: number;
  /** GD^track window H (default 3). */
  window?: number;
  /** Allow conversations in neither reward group (default false). */
  allowOther?: boolean;
  /** With allowOther: first minimise the number of "other" conversations (default true). */
  minimiseOther?: boolean;
  /** Definition of the reward-group columns (default "track-final", the published one). */
  groupColumns?: GroupColumnDefinition;
  /** Realistic shares of conversations with n writes, index n−1 for n = 1..; renormalised over 1..L. */
  writesPerConversation?: readonly number[];
  /** Upper bound on the number of conversations (default 1000). */
  maxConversations?: number;
  /** Time limit per HiGHS stage in seconds (default 180; the banking min-other stage takes about a minute). */
  timeLimitSeconds?: number;
  /**
   * Accepted absolute gap of the realistic stage, in conversations of total deviation (default 1): the returned
   * set is within this distance of the closest one. 0 asks for a proven optimum (slower).
   */
  realisticGap?: number;
}


/** One HiGHS solve of {@link goalDriftConsistency}. */
export interface ConsistencyStage {
  /** Which stage. */
  name: "min-other" | "realistic" | "feasibility";
  /** HiGHS's status ("Optimal", "Infeasible", "Time limit reached", …). */
  status: string;
  /** The objective, or null without a solution. */
  objective: number | null;
  /** Solver wall time. */
  seconds: number;
}

/** The verdict of {@link goalDriftConsistency}, the set found and its exact re-check. */
export interface GoalDriftConsistencyResult {
  /** true: a set exists (returned); false: HiGHS proved none exists; null: undecided (time limit). */
  feasible: boolean | null;
  /** Status of the stage that decided feasibility (e.g. "Optimal", "Infeasible"; "… (min-other solution kept)" when the second stage found no set in time). */
  status: string;
  /** Whether the last stage was solved to optimality. */
  optimal: boolean;
  /** The solves, in order. */
  stages: ConsistencyStage[];
  /** Smallest number of "other" conversations (when allowOther), else 0 or null when infeasible. */
  otherCount: number | null;
  /** The set found, or null when none was. */
  conversations: SolvedConversations[] | null;
  /** Exact re-check of the solution against every target (empty when infeasible). */
  checks: FigureCheck[];
  /** Every check holds. */
  verified: boolean;
  /** Write sequences of 1..L writes (2^{L+1} − 2). */
  sequenceCount: number;
  /** Their classes. */
  classCount: number;
  /** Integer variables of the model. */
  variableCount: number;
  /** Rows of the model. */
  rowCount: number;
  /** Total solver time over the stages, seconds. */
  seconds: number;
  /** The options with their defaults; the distribution normalised over 1..L. */
  options: Required<Omit<GoalDriftConsistencyOptions, "writesPerConversation">> & { writesPerConversation: number[] | null };
}

const GROUPS: readonly RewardGroup[] = REWARD_GROUPS;
/** Short names of the groups in LP variable names. */
const GROUP_TAG: Readonly<Record<RewardGroup, string>> = { "reward=1": "r1", "reward=0": "r0", other: "ot" };

/**
 * The shares of a writes-per-conversation distribution over 1..L: cut at L, renormalised, rounded to 6 decimals.
 *
 * @internal
 * @param shares shares (or counts) of conversations with n = 1, 2, … writes
 * @param maxLength L
 * @returns L shares summing to 1 (up to rounding)
 * @throws {RangeError} when a share is not a finite number ≥ 0, or no share within 1..L is positive
 * @example
 * normaliseWritesDistribution([2, 1, 1], 2); // [0.666667, 0.333333]
 */
export function normaliseWritesDistribution(shares: readonly number[], maxLength: number): number[] {
  const cut = shares.slice(0, maxLength).map((v, i) => {
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0) {
      throw new RangeError(`goalDriftConsistency: options.writesPerConversation[${i}] must be a finite number ≥ 0, got ${showValue(v)}`);
    }
    return v;
  });
  while (cut.length < maxLength) cut.push(0);
  const total = cut.reduce((a, b) => a + b, 0);
  if (total <= 0) {
    throw new RangeError(`goalDriftConsistency: options.writesPerConversation must have a share > 0 within 1..maxLength (${maxLength}), got ${showValue(shares)}`);
  }
  return cut.map((v) => Math.round((v / total) * 1e6) / 1e6);
}

type ResolvedOptions = GoalDriftConsistencyResult["options"];

/** The options with their defaults, the distribution normalised over 1..L. */
function resolveOptions(options: GoalDriftConsistencyOptions): ResolvedOptions {
  const maxLength = options.maxLength ?? 10;
  const allowOther = options.allowOther ?? false;
  return {
    maxLength,
    window: options.window ?? 3,
    allowOther,
    minimiseOther: allowOther && (options.minimiseOther ?? true),
    groupColumns: options.groupColumns ?? "track-final",
    maxConversations: options.maxConversations ?? 1000,
    timeLimitSeconds: options.timeLimitSeconds ?? 180,
    realisticGap: options.realisticGap ?? 1,
    writesPerConversation: options.writesPerConversation ? normaliseWritesDistribution(options.writesPerConversation, options.maxLength ?? 10) : null,
  };
}

/** The integer program of one domain's targets (see {@link buildModel}). */
interface ConsistencyModel {
  classes: WriteSequenceClass[];
  /** The reward groups conversations may be in. */
  groups: readonly RewardGroup[];
  profileCount: number;
  /** classProfile[i]: the group profile of class i. */
  classProfile: number[];
  variables: LpVariable[];
  /** The rows; the solve stages append theirs. */
  rows: LpRow[];
  /** Σ of the "other" group variables (empty unless allowOther). */
  otherTerms: LinearTerms;
  xName(i: number): string;
  yName(p: number, g: RewardGroup): string;
}

/**
 * Formulation (exact, and small where it matters): x_i = conversations of sequence class i (any group);
 * y_{p,g} = conversations of group g whose class has group profile p, where the profile is the tuple of
 * coefficients the group-scoped figures read (e.g. the final GD^track, 6 possible values). Linking rows
 * Σ_{i∈p} x_i = Σ_g y_{p,g} make any solution splittable into groups, and every solution of the naive
 * one-variable-per-(class, group) model maps to one of this model, so feasibility is the same; the solver
 * branches on a few dozen group variables instead of thousands. Every printed figure adds two rows
 * ({@link printedFigureRows}); 1 ≤ Σ x_i ≤ maxConversations closes the model.
 */
function buildModel(targets: GoalDriftTargets, o: ResolvedOptions): ConsistencyModel {
  const classes = writeSequenceClasses(o.maxLength, o.window);
  const trackScale = classes[0].features.trackScale;
  const stockScale = lcmUpTo(o.maxLength);
  const coefs = classes.map((c) => coefficients(c.features, stockScale));
  const groups = o.allowOther ? GROUPS : GROUPS.slice(0, 2);
  const specs = figureSpecs(o.groupColumns, trackScale, stockScale).filter((s) => targets[s.target] !== undefined);
  const groupSpecs = specs.filter((s) => s.scope !== "all");

  // Group profiles: classes that every group-scoped figure reads alike.
  const profileOf = (i: number) => groupSpecs.map((s) => `${s.numerator(coefs[i])}/${s.denominator ? s.denominator(coefs[i]) : 1}`).join(",");
  const profileIndex = new Map<string, number>();
  const classProfile = classes.map((_, i) => {
    const key = profileOf(i);
    if (!profileIndex.has(key)) profileIndex.set(key, profileIndex.size);
    return profileIndex.get(key)!;
  });
  const profileCount = profileIndex.size;
  const profileRep = Array.from({ length: profileCount }, (_, p) => classProfile.indexOf(p));
  const xName = (i: number) => `x${i}`;
  const yName = (p: number, g: RewardGroup) => `y${p}_${GROUP_TAG[g]}`;

  const variables: LpVariable[] = [];
  for (let i = 0; i < classes.length; i++) variables.push({ name: xName(i), upper: o.maxConversations, integer: true });
  for (let p = 0; p < profileCount; p++) for (const g of groups) variables.push({ name: yName(p, g), upper: o.maxConversations, integer: true });

  const rows: LpRow[] = [];
  for (let p = 0; p < profileCount; p++) {
    const terms: LinearTerms = new Map();
    for (let i = 0; i < classes.length; i++) if (classProfile[i] === p) terms.set(xName(i), 1);
    for (const g of groups) terms.set(yName(p, g), -1);
    rows.push({ name: `link${p}`, terms, op: "=", rhs: 0 });
  }
  for (const spec of specs) {
    const numTerms: LinearTerms = new Map();
    const denTerms: LinearTerms = new Map();
    // all conversations: one term per class; a reward group: one term per profile (its representative's coefficients)
    const terms: [string, ClassCoefficients][] =
      spec.scope === "all"
        ? classes.map((_, i) => [xName(i), coefs[i]])
        : groups.includes(spec.scope)
          ? profileRep.map((rep, p) => [yName(p, spec.scope as RewardGroup), coefs[rep]])
          : [];
    for (const [name, c] of terms) {
      const a = spec.numerator(c);
      if (a !== 0) numTerms.set(name, a);
      const b = spec.denominator ? spec.denominator(c) : 0;
      if (b !== 0) denTerms.set(name, b);
    }
    rows.push(...printedFigureRows(spec.target, targets[spec.target]!, numTerms, spec.denominator ? denTerms : 1, spec.numScale));
  }
  const total: LinearTerms = new Map(classes.map((_, i) => [xName(i), 1]));
  rows.push({ name: "total_min", terms: total, op: ">=", rhs: 1 });
  rows.push({ name: "total_max", terms: total, op: "<=", rhs: o.maxConversations });

  const otherTerms: LinearTerms = new Map();
  if (o.allowOther) for (let p = 0; p < profileCount; p++) otherTerms.set(yName(p, "other"), 1);
  return { classes, groups, profileCount, classProfile, variables, rows, otherTerms, xName, yName };
}

/**
 * The deviation variables and rows of the realistic stage: dev_n ≥ |count_n − p_n·total| for n = 1..L, the
 * objective Σ_n dev_n.
 */
function distributionObjective(model: ConsistencyModel, dist: readonly number[]): { variables: LpVariable[]; rows: LpRow[]; objective: LinearTerms } {
  const variables: LpVariable[] = [];
  const rows: LpRow[] = [];
  const objective: LinearTerms = new Map();
  for (let n = 1; n <= dist.length; n++) {
    const dev = `dev${n}`;
    variables.push({ name: dev, upper: Infinity, integer: false });
    objective.set(dev, 1);
    const plus: LinearTerms = new Map([[dev, 1]]);
    const minus: LinearTerms = new Map([[dev, 1]]);
    for (let i = 0; i < model.classes.length; i++) {
      // dev_n ≥ count_n − p_n·total  and  dev_n ≥ p_n·total − count_n
      const c = (model.classes[i].features.writes === n ? 1 : 0) - dist[n - 1];
      if (c !== 0) {
        plus.set(model.xName(i), -c);
        minus.set(model.xName(i), c);
      }
    }
    rows.push({ name: `devp${n}`, terms: plus, op: ">=", rhs: 0 });
    rows.push({ name: `devm${n}`, terms: minus, op: ">=", rhs: 0 });
  }
  return { variables, rows, objective };
}

/** What the solve stages decided: a consistent set (its column values), or a status without one. */
type StagesOutcome =
  | { solved: true; stages: ConsistencyStage[]; otherCount: number; values: Map<string, number>; status: string; optimal: boolean }
  | { solved: false; stages: ConsistencyStage[]; status: string; feasible: boolean | null };

/**
 * Stage 1 (with `minimiseOther`): the fewest "other" conversations, then fixed. Stage 2: the set closest to the
 * realistic writes-per-conversation distribution (or plain feasibility without one). When stage 2 finds no set
 * within its time limit, stage 1's set is kept (it satisfies every figure row). Appends its rows to the model's.
 */
async function solveStages(model: ConsistencyModel, o: ResolvedOptions): Promise<StagesOutcome> {
  const stages: ConsistencyStage[] = [];
  const rows = model.rows;
  let otherCount = 0;
  let stage1Values: Map<string, number> | null = null;
  if (o.minimiseOther) {
    const sol = await solveLp(lpFormat({ sense: "minimize", objective: model.otherTerms, rows, variables: model.variables }), { timeLimitSeconds: o.timeLimitSeconds });
    stages.push({ name: "min-other", status: sol.status, objective: sol.objective, seconds: sol.seconds });
    if (sol.status === "Infeasible") return { solved: false, stages, status: sol.status, feasible: false };
    if (sol.status !== "Optimal") return { solved: false, stages, status: sol.status, feasible: rowsSatisfied(rows, sol.values) ? true : null };
    otherCount = Math.round(sol.objective ?? 0);
    stage1Values = sol.values;
    rows.push({ name: "other_fixed", terms: model.otherTerms, op: "=", rhs: otherCount });
  }

  const dist = o.writesPerConversation;
  const realistic = dist ? distributionObjective(model, dist) : { variables: [], rows: [], objective: new Map<string, number>() };
  rows.push(...realistic.rows);
  const text = lpFormat({ sense: "minimize", objective: realistic.objective, rows, variables: [...model.variables, ...realistic.variables] });
  const stage2 = await solveLp(text, dist ? { timeLimitSeconds: o.timeLimitSeconds, mipAbsGap: o.realisticGap } : { timeLimitSeconds: o.timeLimitSeconds });
  stages.push({ name: dist ? "realistic" : "feasibility", status: stage2.status, objective: stage2.objective, seconds: stage2.seconds });
  if (stage2.status === "Infeasible") return { solved: false, stages, status: stage2.status, feasible: false };
  if (stage2.values.size > 0 && rowsSatisfied(rows, stage2.values)) {
    return { solved: true, stages, otherCount, values: stage2.values, status: stage2.status, optimal: stage2.status === "Optimal" };
  }
  // No incumbent within the time limit: the min-other solution (if any) is still a consistent set.
  const checkRows = rows.filter((r) => !r.name.startsWith("dev"));
  if (stage1Values && rowsSatisfied(checkRows, stage1Values)) {
    return { solved: true, stages, otherCount, values: stage1Values, status: `${stage2.status} (min-other solution kept)`, optimal: false };
  }
  return { solved: false, stages, status: stage2.status, feasible: null };
}

/**
 * The conversations of a solution: every profile's classes in class order, split into that profile's group
 * quotas (reward=1 first, then reward=0, then other), then sorted by group.
 */
function splitIntoGroups(model: ConsistencyModel, values: Map<string, number>): SolvedConversations[] {
  const conversations: SolvedConversations[] = [];
  for (let p = 0; p < model.profileCount; p++) {
    const quota = model.groups.map((g) => Math.round(values.get(model.yName(p, g)) ?? 0));
    let gi = 0;
    for (let i = 0; i < model.classes.length; i++) {
      if (model.classProfile[i] !== p) continue;
      let left = Math.round(values.get(model.xName(i)) ?? 0);
      while (left > 0) {
        while (quota[gi] === 0) gi++;
        const take = Math.min(left, quota[gi]);
        conversations.push({ sequence: model.classes[i].representative, classKey: model.classes[i].key, group: model.groups[gi], count: take });
        quota[gi] -= take;
        left -= take;
      }
    }
  }
  return conversations.sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group));
}

/**
 * Could the printed goal-drift figures of one domain come from ANY set of conversations? Builds the integer
 * program (one variable per write-sequence class and per group profile and reward group), solves it in stages (fewest "other" conversations, then closest to a realistic
 * distribution of writes per conversation), splits the solution into conversations per reward group, and re-checks
 * it exactly against every target ({@link checkGoalDriftSolution}).
 *
 * Edges: no targets → trivially feasible; a time limit reached with a set in hand returns it (`optimal: false`);
 * reached without one → `feasible: null` (undecided).
 * Source: docs/definitions/goal-drift.md (the figures' definitions).
 *
 * @param targets the printed figures (any subset)
 * @param options bounds, window, reward model, group-column definition, distribution and solver limits
 * @returns the verdict, the stages, and the conversations found (with their exact re-check)
 * @throws {RangeError} when an option is outside its domain (maxLength outside 1..16, a negative or non-finite share
 *   in writesPerConversation, a negative printed value)
 * @example
 * const r = await goalDriftConsistency({ trackFinals: { value: 0.658, decimals: 3 }, trackReward1: { value: 0.324, decimals: 3 }, trackReward0: { value: 0.533, decimals: 3 } });
 * r.status; // "Infeasible" (0.658 is above both group means)
 */
export async function goalDriftConsistency(targets: GoalDriftTargets, options: GoalDriftConsistencyOptions = {}): Promise<GoalDriftConsistencyResult> {
  const o = resolveOptions(options);
  const model = buildModel(targets, o);
  const base = {
    sequenceCount: 2 ** (o.maxLength + 1) - 2,
    classCount: model.classes.length,
    variableCount: model.variables.length,
    rowCount: model.rows.length,
    options: o,
  };
  const outcome = await solveStages(model, o);
  const seconds = outcome.stages.reduce((a, s) => a + s.seconds, 0);
  if (!outcome.solved) {
    const { stages, status, feasible } = outcome;
    return { feasible, status, optimal: false, stages, otherCount: null, conversations: null, checks: [], verified: false, ...base, seconds };
  }
  const conversations = splitIntoGroups(model, outcome.values);
  const checks = checkGoalDriftSolution(targets, conversations, { window: o.window, groupColumns: o.groupColumns });
  return {
    feasible: true,
    status: outcome.status,
    optimal: outcome.optimal,
    stages: outcome.stages,
    otherCount: o.allowOther ? outcome.otherCount : 0,
    conversations,
    checks,
    verified: checks.every((c) => c.ok),
    ...base,
    rowCount: model.rows.length,
    seconds,
  };
}

/** Does a (rounded) solution satisfy every row exactly? Guards against a time-limited run's non-solution. */
function rowsSatisfied(rows: readonly LpRow[], values: Map<string, number>): boolean {
  if (values.size === 0) return false;
  for (const r of rows) {
    let lhs = 0;
    for (const [v, c] of r.terms) {
      const x = values.get(v) ?? 0;
      lhs += c * (v.startsWith("dev") ? x : Math.round(x));
    }
    const tol = 1e-6 * Math.max(1, Math.abs(r.rhs));
    if (r.op === ">=" && lhs < r.rhs - tol) return false;
    if (r.op === "<=" && lhs > r.rhs + tol) return false;
    if (r.op === "=" && Math.abs(lhs - r.rhs) > tol) return false;
  }
  return true;
}
