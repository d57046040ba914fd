/**
 * Two systems on the same tasks, compared on a pooled ratio (GD^stock = ΣM/ΣN): the difference of the two
 * ratios over the shared tasks, with its linearised SE and a bootstrap interval that resamples tasks.
 */
import { bcaInterval } from "./bcaInterval";
import { clusterBootstrap, requireBootstrapOptions, type ClusterBootstrapOptions } from "./clusterBootstrap";
import { rangeError } from "./guards";
import type { Interval } from "./interval";
import { exclusionsByReason } from "./exclusions";
import type { Exclusion } from "./measurement";
import { PAIRING_EXCLUSION, taskEntries, type TaskExclusion } from "./pairedDifference";
import { percentileInterval } from "./percentileInterval";

/**
 * A task's numerator and denominator (summed over its trials; finite counts ≥ 0), or null when not measured: an
 * object or a Map, in the order of `TaskValues`.
 */
export type TaskRatioParts =
  | Readonly<Record<string, { numerator: number; denominator: number } | null>>
  | ReadonlyMap<string, { numerator: number; denominator: number } | null>;

/** Options of {@link pairedRatioDifference}. */
export interface PairedRatioOptions extends ClusterBootstrapOptions {
  level?: number;
  exclude?: readonly TaskExclusion[];
}

/** Result of {@link pairedRatioDifference} (A − B). */
export interface PairedRatioDifference {
  tasks: number;
  /** ΣM_A/ΣN_A over the paired tasks (null when ΣN_A = 0). */
  ratioA: number | null;
  ratioB: number | null;
  numeratorA: number;
  denominatorA: number;
  numeratorB: number;
  denominatorB: number;
  /** ratioA − ratioB. */
  difference: number | null;
  /** √( T/(T−1) Σ_t z_t² ), z_t = (M_At − R_A N_At)/N_A − (M_Bt − R_B N_Bt)/N_B. */
  se: number | null;
  interval: Interval | null;
  bca: Interval | null;
  /** Resamples whose ratio had a zero denominator on a side (left out of the intervals). */
  failedResamples: number;
  excludesZero: boolean | null;
  exclusions: Exclusion[];
  reason: string | null;
}

/** Every part a finite count ≥ 0 (NaN, Infinity, a negative numerator or denominator is a RangeError). */
function requireParts(side: string, parts: ReadonlyMap<string, { numerator: number; denominator: number } | null>): void {
  for (const [task, p] of parts) {
    if (p === null || p === undefined) continue;
    for (const k of ["numerator", "denominator"] as const) {
      const v = p[k];
      if (typeof v !== "number") throw new TypeError(`pairedRatioDifference: ${side}[${JSON.stringify(task)}].${k} must be a number, got ${v === null ? "null" : typeof v}`);
      if (!Number.isFinite(v) || v < 0) throw rangeError("pairedRatioDifference", `${side}[${JSON.stringify(task)}].${k}`, "a finite number ≥ 0", v);
    }
  }
}

/**
 * Does a pooled ratio (GD^stock, a tool-error share) differ between A and B on the same tasks?
 * Paired difference of two pooled ratios on shared tasks.
 *
 * Formula: over the T shared tasks, R_A = Σ_t M_At / Σ_t N_At and R_B likewise; difference = R_A − R_B;
 * linearised (delta-method) SE over tasks: z_t = (M_At − R_A N_At)/N_A − (M_Bt − R_B N_Bt)/N_B with N_A = Σ N_At,
 * SE = √( T/(T−1) Σ z_t² ); intervals: seeded percentile and BCa bootstrap resampling tasks (both systems' parts of
 * a task together), recomputing both ratios.
 * A task stays in when its denominator is 0 on a side (it adds nothing to that side's ratio); a task with null
 * parts on a side (not measured, e.g. no gold actions) is excluded and counted.
 * Unit: that of the ratio. Edges: no shared task, or a zero pooled denominator → nulls with a reason; one task →
 * SE and intervals null; every z_t = 0 → SE and intervals null ("no spread").
 * Source: docs/definitions/statistics.md#paired-ratio-difference.
 *
 * @param a per-task parts of system A
 * @param b per-task parts of system B
 * @param options exclude, replicates, seed, level
 * @returns the difference of the pooled ratios with its uncertainty
 * @throws {RangeError} when a numerator or denominator is NaN, infinite or negative, or an option is out of range
 * @throws {TypeError} when a numerator or denominator is not a number
 * @example
 * const r = pairedRatioDifference({ t1: { numerator: 1, denominator: 2 }, t2: { numerator: 0, denominator: 2 } },
 *                                 { t1: { numerator: 0, denominator: 1 }, t2: { numerator: 0, denominator: 3 } });
 * r.difference; // 0.25
 */
export function pairedRatioDifference(a: TaskRatioParts, b: TaskRatioParts, options: PairedRatioOptions = {}): PairedRatioDifference {
  const level = options.level ?? 0.95;
  requireBootstrapOptions("pairedRatioDifference", options);
  const ma = new Map(taskEntries(a));
  const mb = new Map(taskEntries(b));
  requireParts("a", ma);
  requireParts("b", mb);
  const skip = new Map((options.exclude ?? []).map((e) => [e.task, e.reason] as const));
  const excluded: { id: string; reason: string }[] = [];
  for (const e of options.exclude ?? []) if (ma.has(e.task) || mb.has(e.task)) excluded.push({ id: e.task, reason: e.reason });
  const rows: { task: string; ma: number; na: number; mb: number; nb: number }[] = [];
  for (const [task, pa] of ma) {
    if (skip.has(task)) continue;
    const pb = mb.get(task);
    if (!mb.has(task)) excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyA });
    else if (pa === null) excluded.push({ id: task, reason: PAIRING_EXCLUSION.notMeasuredA });
    else if (pb === null || pb === undefined) excluded.push({ id: task, reason: PAIRING_EXCLUSION.notMeasuredB });
    else rows.push({ task, ma: pa.numerator, na: pa.denominator, mb: pb.numerator, nb: pb.denominator });
  }
  for (const task of mb.keys()) if (!skip.has(task) && !ma.has(task)) excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyB });
  const sums = (rs: typeof rows) => rs.reduce((s, r) => ({ ma: s.ma + r.ma, na: s.na + r.na, mb: s.mb + r.mb, nb: s.nb + r.nb }), { ma: 0, na: 0, mb: 0, nb: 0 });
  const stat = (rs: typeof rows) => {
    const s = sums(rs);
    return s.na === 0 || s.nb === 0 ? null : s.ma / s.na - s.mb / s.nb;
  };
  const s = sums(rows);
  const T = rows.length;
  const out: PairedRatioDifference = {
    tasks: T,
    ratioA: s.na ? s.ma / s.na : null,
    ratioB: s.nb ? s.mb / s.nb : null,
    numeratorA: s.ma,
    denominatorA: s.na,
    numeratorB: s.mb,
    denominatorB: s.nb,
    difference: stat(rows),
    se: null,
    interval: null,
    bca: null,
    failedResamples: 0,
    excludesZero: null,
    exclusions: exclusionsByReason(excluded, (r) => r.reason, (r) => r.id),
    reason: null,
  };
  if (T === 0) return { ...out, reason: "no shared tasks" };
  if (out.difference === null) return { ...out, reason: "denominator 0 on a side" };
  if (T === 1) return { ...out, reason: "one task: no spread" };
  const ra = s.ma / s.na;
  const rb = s.mb / s.nb;
  const z = rows.map((r) => (r.ma - ra * r.na) / s.na - (r.mb - rb * r.nb) / s.nb);
  const ss = z.reduce((acc, x) => acc + x * x, 0);
  if (ss < 1e-30) return { ...out, reason: "no spread: every task has the same ratios" };
  out.se = Math.sqrt((T / (T - 1)) * ss);
  const boot = clusterBootstrap(rows, (r) => r.task, stat, options);
  out.failedResamples = boot.failed;
  out.interval = percentileInterval(boot.replicates, level);
  out.bca = bcaInterval(out.difference, boot.replicates, boot.jackknife, level).interval;
  out.excludesZero = out.interval ? out.interval.lo > 0 || out.interval.hi < 0 : null;
  return out;
}
