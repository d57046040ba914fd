/**
 * GRIM-style consistency test for published goal-drift aggregates (one domain), by integer programming.
 *
 * Question: is there ANY multiset of conversations — write sequences of 1..L writes over {aligned, drift}
 * (`A`/`D`), each in a reward group (reward 1, reward 0, and optionally "other" = missing or fractional
 * reward) — whose aggregates round to every printed figure? If so, return one (the one closest to a realistic
 * distribution of writes per conversation); if not, HiGHS's status "Infeasible" is the proof.
 *
 * Definitions (seed 000; N = writes, M = drift writes, track = GD^track with window H, all sums over
 * conversations with at least one write):
 * - stock            = ΣM / ΣN                                      (pooled GD^stock)
 * - trackMoments     = Σ_conv Σ_k GD^track_k / ΣN                   (mean over write moments)
 * - trackFinals      = mean of GD^track_N over all conversations
 * - trackReward1/0   = group column; `groupColumns` chooses its definition:
 *     "track-final" (published definition): mean of GD^track_N in the group;
 *     "track-moments": Σ_group Σ_k GD^track_k / Σ_group N;  "stock-final": mean of M/N in the group
 * - stockFinalsReward1 = mean of M/N over reward-1 conversations
 * - mixed (count), alignedAfterDrift and twoAlignedAfterDrift (percent of mixed), noAlignedWrite (count of
 *   all-drift conversations).
 * Every printed figure becomes two linear rows ({@link printedFigureRows}); the variables are the number of
 * conversations per sequence class ({@link writeSequenceClasses}) and, for the group-scoped figures, per (group
 * profile, reward group) — see {@link goalDriftConsistency} for why this equals one variable per (class, group).
 *
 * Stages: (1) when `allowOther`, minimise the number of "other" conversations; (2) with that number fixed,
 * minimise Σ_n |count_n − p_n·total| (p = `writesPerConversation`, the realistic shares of conversations with
 * n = 1..L writes; absent → plain feasibility). The solution is then re-checked in exact arithmetic against
 * every figure with `matchesAtPrecision` (`verified`).
 *
 * Edges: no targets → trivially feasible with the distribution objective; a time limit reached with an incumbent
 * returns it (`optimal: false`); reached without one → `feasible: null` (undecided).
 *
 * @example
 * const r = await goalDriftConsistency({ trackFinals: { value: 0.658, decimals: 3 },
 *   trackReward1: { value: 0.324, decimals: 3 }, trackReward0: { value: 0.533, decimals: 3 } });
 * // r.feasible === false, r.status === "Infeasible" (0.658 is above both group means)
 */
import { matchesAtPrecision } from "../stats/published";
import { REWARD_GROUPS, type RewardGroup } from "../drift/rewardGroup";
import { lcmUpTo } from "./integers";
import { sequenceFeatures, type WriteSequence } from "./writeSequence";
import { writeSequenceClasses, type WriteSequenceClass } from "./sequenceClasses";
import { lpFormat, printedFigureRows, type LinearTerms, type LpRow, type LpVariable, type PrintedValue } from "./linearProgram";
import { solveLp } from "./highsSolver";

/** The printed aggregates of one domain (any subset). */
export interface GoalDriftTargets {
  stock?: PrintedValue;
  trackMoments?: PrintedValue;
  trackFinals?: PrintedValue;
  trackReward1?: PrintedValue;
  trackReward0?: PrintedValue;
  stockFinalsReward1?: PrintedValue;
  mixed?: PrintedValue;
  alignedAfterDrift?: PrintedValue;
  twoAlignedAfterDrift?: PrintedValue;
  noAlignedWrite?: PrintedValue;
}

export type GroupColumnDefinition = "track-final" | "track-moments" | "stock-final";

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

export interface SolvedConversations {
  sequence: WriteSequence;
  classKey: string;
  group: RewardGroup;
  count: number;
}

export interface FigureCheck {
  target: keyof GoalDriftTargets;
  published: number;
  decimals: number;
  numerator: number;
  denominator: number;
  /** numerator / denominator in the published unit (×100 for percent). */
  value: number | null;
  ok: boolean;
}

export interface ConsistencyStage {
  name: "min-other" | "realistic" | "feasibility";
  status: string;
  objective: number | null;
  seconds: number;
}

export interface GoalDriftConsistencyResult {
  /** true: a set exists (returned); false: HiGHS proved none exists; null: undecided (time limit). */
  feasible: boolean | null;
  /** Status of the stage that decided feasibility (e.g. "Optimal", "Infeasible"; "… (min-other solution kept)" when the second stage found no set in time). */
  status: string;
  /** Whether the last stage was solved to optimality. */
  optimal: boolean;
  stages: ConsistencyStage[];
  /** Smallest number of "other" conversations (when allowOther), else 0 or null when infeasible. */
  otherCount: number | null;
  conversations: SolvedConversations[] | null;
  /** Exact re-check of the solution against every target (empty when infeasible). */
  checks: FigureCheck[];
  verified: boolean;
  sequenceCount: number;
  classCount: number;
  variableCount: number;
  rowCount: number;
  /** Total solver time over the stages, seconds. */
  seconds: number;
  options: Required<Omit<GoalDriftConsistencyOptions, "writesPerConversation">> & { writesPerConversation: number[] | null };
}

const GROUPS: readonly RewardGroup[] = REWARD_GROUPS;
/** Short names of the groups in LP variable names. */
const GROUP_TAG: Readonly<Record<RewardGroup, string>> = { "reward=1": "r1", "reward=0": "r0", other: "ot" };

/** Per-class integer contributions used by the rows (and by the exact re-check). */
interface ClassCoefficients {
  writes: number;
  drifts: number;
  trackSum: number; // × trackScale
  trackFinal: number; // × trackScale
  stockFinal: number; // × stockScale = lcm(1..L)
  mixed: number;
  after: number;
  two: number;
  allDrift: number;
}

interface FigureSpec {
  target: keyof GoalDriftTargets;
  /** "all" = every conversation with writes; a group = only that reward group. */
  scope: "all" | RewardGroup;
  numerator: (c: ClassCoefficients) => number;
  /** null = constant denominator 1 (a count). */
  denominator: ((c: ClassCoefficients) => number) | null;
  numScale: number;
}

function figureSpecs(groupColumns: GroupColumnDefinition, trackScale: number, stockScale: number): FigureSpec[] {
  const groupColumn = (grp: RewardGroup): Omit<FigureSpec, "target"> => {
    if (groupColumns === "track-moments") return { scope: grp, numerator: (c) => c.trackSum, denominator: (c) => c.writes, numScale: trackScale };
    if (groupColumns === "stock-final") return { scope: grp, numerator: (c) => c.stockFinal, denominator: () => 1, numScale: stockScale };
    return { scope: grp, numerator: (c) => c.trackFinal, denominator: () => 1, numScale: trackScale };
  };
  return [
    { target: "stock", scope: "all", numerator: (c) => c.drifts, denominator: (c) => c.writes, numScale: 1 },
    { target: "trackMoments", scope: "all", numerator: (c) => c.trackSum, denominator: (c) => c.writes, numScale: trackScale },
    { target: "trackFinals", scope: "all", numerator: (c) => c.trackFinal, denominator: () => 1, numScale: trackScale },
    { target: "trackReward1", ...groupColumn("reward=1") },
    { target: "trackReward0", ...groupColumn("reward=0") },
    { target: "stockFinalsReward1", scope: "reward=1", numerator: (c) => c.stockFinal, denominator: () => 1, numScale: stockScale },
    { target: "mixed", scope: "all", numerator: (c) => c.mixed, denominator: null, numScale: 1 },
    { target: "alignedAfterDrift", scope: "all", numerator: (c) => c.after, denominator: (c) => c.mixed, numScale: 1 },
    { target: "twoAlignedAfterDrift", scope: "all", numerator: (c) => c.two, denominator: (c) => c.mixed, numScale: 1 },
    { target: "noAlignedWrite", scope: "all", numerator: (c) => c.allDrift, denominator: null, numScale: 1 },
  ];
}

function coefficients(cls: WriteSequenceClass, stockScale: number): ClassCoefficients {
  const f = cls.features;
  return {
    writes: f.writes,
    drifts: f.drifts,
    trackSum: f.trackSumScaled,
    trackFinal: f.trackFinalScaled,
    stockFinal: (f.drifts * stockScale) / f.writes,
    mixed: f.mixed ? 1 : 0,
    after: f.mixed && f.alignedAfterFirstDrift ? 1 : 0,
    two: f.mixed && f.twoAlignedAfterFirstDrift ? 1 : 0,
    allDrift: f.allDrift ? 1 : 0,
  };
}

/** Normalise a writes-per-conversation distribution over 1..L (values ≥ 0, at least one > 0). */
export function normaliseWritesDistribution(shares: readonly number[], maxLength: number): number[] {
  const cut = shares.slice(0, maxLength).map((v, i) => {
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`writesPerConversation[${i}] must be a finite share ≥ 0, got ${v}`);
    return v;
  });
  while (cut.length < maxLength) cut.push(0);
  const total = cut.reduce((a, b) => a + b, 0);
  if (total <= 0) throw new RangeError("writesPerConversation: no positive share within 1..maxLength");
  return cut.map((v) => Math.round((v / total) * 1e6) / 1e6);
}

/**
 * Formulation (exact, and small where it matters): x_i = conversations of sequence class i (any group);
 * y_{p,g} = conversations of group g whose class has group profile p, where the profile is the tuple of
 * coefficients the group-scoped figures read (e.g. the final GD^track, 6 possible values). Linking rows
 * Σ_{i∈p} x_i = Σ_g y_{p,g} make any solution splittable into groups, and every solution of the naive
 * one-variable-per-(class, group) model maps to one of this model, so feasibility is the same; the solver
 * branches on a few dozen group variables instead of thousands.
 */
export async function goalDriftConsistency(targets: GoalDriftTargets, options: GoalDriftConsistencyOptions = {}): Promise<GoalDriftConsistencyResult> {
  const maxLength = options.maxLength ?? 10;
  const window = options.window ?? 3;
  const allowOther = options.allowOther ?? false;
  const minimiseOther = allowOther && (options.minimiseOther ?? true);
  const groupColumns = options.groupColumns ?? "track-final";
  const maxConversations = options.maxConversations ?? 1000;
  const timeLimitSeconds = options.timeLimitSeconds ?? 180;
  const realisticGap = options.realisticGap ?? 1;
  const dist = options.writesPerConversation ? normaliseWritesDistribution(options.writesPerConversation, maxLength) : null;

  const classes = writeSequenceClasses(maxLength, window);
  const trackScale = classes[0].features.trackScale;
  const stockScale = lcmUpTo(maxLength);
  const coefs = classes.map((c) => coefficients(c, stockScale));
  const groups = allowOther ? GROUPS : GROUPS.slice(0, 2);
  const specs = figureSpecs(groupColumns, trackScale, stockScale).filter((s) => targets[s.target] !== undefined);
  const groupSpecs = specs.filter((s) => s.scope !== "all");

  // Group profiles.
  const profileOf = (i: number) => groupSpecs.map((s) => `${s.numerator(coefs[i])}/${s.denominator ? s.denominator(coefs[i]) : 1}`).join(",");
  const profiles: string[] = [];
  const profileIndex = new Map<string, number>();
  const classProfile = classes.map((_, i) => {
    const key = profileOf(i);
    if (!profileIndex.has(key)) {
      profileIndex.set(key, profiles.length);
      profiles.push(key);
    }
    return profileIndex.get(key)!;
  });
  const profileRep = profiles.map((_, p) => classProfile.indexOf(p));
  const xName = (i: number) => `x${i}`;
  const yName = (p: number, g: RewardGroup) => `y${p}_${GROUP_TAG[g]}`;

  const variables: LpVariable[] = [];
  for (let i = 0; i < classes.length; i++) variables.push({ name: xName(i), upper: maxConversations, integer: true });
  for (let p = 0; p < profiles.length; p++) for (const g of groups) variables.push({ name: yName(p, g), upper: maxConversations, integer: true });
  const integerCount = variables.length;

  const rows: LpRow[] = [];
  for (let p = 0; p < profiles.length; p++) {
    const terms: LinearTerms = new Map();
    for (let i = 0; i < classes.length; i++) if (classProfile[i] === p) terms.set(xName(i), 1);
    for (const g of groups) terms.set(yName(p, g), -1);
    rows.push({ name: `link${p}`, terms, op: "=", rhs: 0 });
  }
  for (const spec of specs) {
    const fig = targets[spec.target]!;
    const numTerms: LinearTerms = new Map();
    const denTerms: LinearTerms = new Map();
    if (spec.scope === "all") {
      for (let i = 0; i < classes.length; i++) {
        const a = spec.numerator(coefs[i]);
        if (a !== 0) numTerms.set(xName(i), a);
        const b = spec.denominator ? spec.denominator(coefs[i]) : 0;
        if (b !== 0) denTerms.set(xName(i), b);
      }
    } else if (groups.includes(spec.scope)) {
      for (let p = 0; p < profiles.length; p++) {
        const c = coefs[profileRep[p]];
        const a = spec.numerator(c);
        if (a !== 0) numTerms.set(yName(p, spec.scope), a);
        const b = spec.denominator ? spec.denominator(c) : 0;
        if (b !== 0) denTerms.set(yName(p, spec.scope), b);
      }
    }
    rows.push(...printedFigureRows(spec.target, fig, numTerms, spec.denominator ? denTerms : 1, spec.numScale));
  }
  const total: LinearTerms = new Map(classes.map((_, i) => [xName(i), 1]));
  rows.push({ name: "total_min", terms: total, op: ">=", rhs: 1 });
  rows.push({ name: "total_max", terms: total, op: "<=", rhs: maxConversations });

  const otherTerms: LinearTerms = new Map();
  if (allowOther) for (let p = 0; p < profiles.length; p++) otherTerms.set(yName(p, "other"), 1);

  const stages: ConsistencyStage[] = [];
  const resolvedOptions = { maxLength, window, allowOther, minimiseOther, groupColumns, maxConversations, timeLimitSeconds, realisticGap, writesPerConversation: dist };
  const base = {
    sequenceCount: 2 ** (maxLength + 1) - 2,
    classCount: classes.length,
    variableCount: integerCount,
    rowCount: rows.length,
    options: resolvedOptions,
  };
  const unsolved = (status: string, feasible: boolean | null): GoalDriftConsistencyResult => ({
    feasible,
    status,
    optimal: false,
    stages,
    otherCount: null,
    conversations: null,
    checks: [],
    verified: false,
    ...base,
    seconds: stages.reduce((a, s) => a + s.seconds, 0),
  });

  // Stage 1: fewest "other" conversations.
  let otherCount = 0;
  let stage1Values: Map<string, number> | null = null;
  if (minimiseOther) {
    const sol = await solveLp(lpFormat({ sense: "minimize", objective: otherTerms, rows, variables }), { timeLimitSeconds });
    stages.push({ name: "min-other", status: sol.status, objective: sol.objective, seconds: sol.seconds });
    if (sol.status === "Infeasible") return unsolved(sol.status, false);
    if (sol.status !== "Optimal") return unsolved(sol.status, rowsSatisfied(rows, sol.values) ? true : null);
    otherCount = Math.round(sol.objective ?? 0);
    stage1Values = sol.values;
    rows.push({ name: "other_fixed", terms: otherTerms, op: "=", rhs: otherCount });
  }

  // Stage 2: closest to the realistic distribution of writes per conversation (or plain feasibility).
  const stage2Vars = [...variables];
  const objective: LinearTerms = new Map();
  if (dist) {
    for (let n = 1; n <= maxLength; n++) {
      const dev = `dev${n}`;
      stage2Vars.push({ name: dev, upper: Infinity, integer: false });
      objective.set(dev, 1);
      const plus: LinearTerms = new Map([[dev, 1]]);
      const minus: LinearTerms = new Map([[dev, 1]]);
      for (let i = 0; i < classes.length; i++) {
        // dev_n ≥ count_n − p_n·total  and  dev_n ≥ p_n·total − count_n
        const c = (classes[i].features.writes === n ? 1 : 0) - dist[n - 1];
        if (c !== 0) {
          plus.set(xName(i), -c);
          minus.set(xName(i), c);
        }
      }
      rows.push({ name: `devp${n}`, terms: plus, op: ">=", rhs: 0 });
      rows.push({ name: `devm${n}`, terms: minus, op: ">=", rhs: 0 });
    }
  }
  const stage2 = await solveLp(lpFormat({ sense: "minimize", objective, rows, variables: stage2Vars }), dist ? { timeLimitSeconds, mipAbsGap: realisticGap } : { timeLimitSeconds });
  stages.push({ name: dist ? "realistic" : "feasibility", status: stage2.status, objective: stage2.objective, seconds: stage2.seconds });
  if (stage2.status === "Infeasible") return unsolved(stage2.status, false);
  let sol = stage2;
  if (!(stage2.values.size > 0 && rowsSatisfied(rows, stage2.values))) {
    // No incumbent within the time limit: the min-other solution (if any) is still a consistent set.
    const checkRows = rows.filter((r) => !r.name.startsWith("dev"));
    if (stage1Values && rowsSatisfied(checkRows, stage1Values)) sol = { ...stage2, values: stage1Values };
    else return unsolved(stage2.status, null);
  }

  // Split every profile's conversations into groups, in class order: reward=1 first, then reward=0, then other.
  const conversations: SolvedConversations[] = [];
  for (let p = 0; p < profiles.length; p++) {
    const quota = groups.map((g) => Math.round(sol.values.get(yName(p, g)) ?? 0));
    let gi = 0;
    for (let i = 0; i < classes.length; i++) {
      if (classProfile[i] !== p) continue;
      let left = Math.round(sol.values.get(xName(i)) ?? 0);
      while (left > 0) {
        while (quota[gi] === 0) gi++;
        const take = Math.min(left, quota[gi]);
        conversations.push({ sequence: classes[i].representative, classKey: classes[i].key, group: groups[gi], count: take });
        quota[gi] -= take;
        left -= take;
      }
    }
  }
  conversations.sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group));
  const checks = checkGoalDriftSolution(targets, conversations, { window, groupColumns });
  return {
    feasible: true,
    status: sol === stage2 ? stage2.status : `${stage2.status} (min-other solution kept)`,
    optimal: sol === stage2 && stage2.status === "Optimal",
    stages,
    otherCount: allowOther ? otherCount : 0,
    conversations,
    checks,
    verified: checks.every((c) => c.ok),
    ...base,
    rowCount: rows.length,
    seconds: stages.reduce((a, s) => a + s.seconds, 0),
  };
}

/**
 * Exact re-check of a set of conversations against printed targets, computed from the sequences themselves
 * (independent of the LP): numerators and denominators are integer sums (track sums scaled by lcm(1..H),
 * stock finals by lcm(1..longest sequence)), compared with `matchesAtPrecision`.
 *
 * @example
 * checkGoalDriftSolution({ stock: { value: 0.5, decimals: 1 } }, [{ sequence: "AD", classKey: "", group: "reward=1", count: 1 }]);
 * // [{ target: "stock", numerator: 1, denominator: 2, value: 0.5, ok: true, … }]
 */
export function checkGoalDriftSolution(
  targets: GoalDriftTargets,
  conversations: readonly SolvedConversations[],
  options: { window?: number; groupColumns?: GroupColumnDefinition } = {},
): FigureCheck[] {
  const window = options.window ?? 3;
  const maxLen = Math.max(1, ...conversations.map((c) => c.sequence.length));
  const stockScale = lcmUpTo(maxLen);
  const trackScale = lcmUpTo(window);
  const specs = figureSpecs(options.groupColumns ?? "track-final", trackScale, stockScale).filter((s) => targets[s.target] !== undefined);
  const rows = conversations.map((c) => ({ conv: c, coef: coefficients({ key: c.classKey, features: sequenceFeatures(c.sequence, window), representative: c.sequence, members: [c.sequence] }, stockScale) }));
  return specs.map((spec) => {
    const fig = targets[spec.target]!;
    let num = 0;
    let den = 0;
    for (const { conv, coef } of rows) {
      if (coef.writes === 0) continue;
      if (spec.scope !== "all" && spec.scope !== conv.group) continue;
      num += conv.count * spec.numerator(coef);
      if (spec.denominator) den += conv.count * spec.denominator(coef);
    }
    den = spec.denominator ? den * spec.numScale : spec.numScale;
    const scale = fig.unit === "percent" ? 100 : 1;
    const value = den === 0 ? null : (num / den) * scale;
    return { target: spec.target, published: fig.value, decimals: fig.decimals, numerator: num, denominator: den, value, ok: matchesAtPrecision(fig, value) };
  });
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
