/**
 * Two systems with one binary outcome per task on the same tasks: the difference of their success shares, with
 * Newcombe's hybrid score interval, McNemar's exact test and mid-p, the exact interval of the share of discordant
 * tasks A won, and a "resolved" statement that follows the exact test.
 */
import { exactBinomialInterval } from "./exactBinomialInterval";
import { requireInteger, requireLevel } from "./guards";
import type { Interval } from "./interval";
import { mcnemarExact, type McNemar } from "./mcnemar";
import { wilsonInterval } from "./wilson";

/** The 2×2 table of a paired binary outcome over tasks (aOnly = A succeeds, B fails; bOnly = B succeeds, A fails). */
export interface PairedBinaryTable {
  /** Tasks both systems succeed on (a). */
  both: number;
  /** A succeeds, B fails (b). */
  aOnly: number;
  /** B succeeds, A fails (c). */
  bOnly: number;
  /** Tasks both fail (d). */
  neither: number;
}

/** Result of {@link pairedProportionDifference} (differences are A − B). */
export interface PairedProportionDifference extends PairedBinaryTable {
  /** Tasks n = a + b + c + d. */
  n: number;
  level: number;
  /** A's success share (a + b)/n, or null when n = 0. */
  proportionA: number | null;
  /** B's success share (a + c)/n, or null when n = 0. */
  proportionB: number | null;
  /** (b − c)/n, or null when n = 0. */
  difference: number | null;
  /** Newcombe's hybrid score interval (method 10) of the difference; null with `reason` when n = 0 or it collapses. */
  interval: Interval | null;
  /** The Newcombe interval lies strictly above or below 0 (null when the interval is null). */
  intervalExcludesZero: boolean | null;
  /** McNemar's exact test (p and mid-p) on b and c. */
  test: McNemar;
  /**
   * The share of the discordant tasks A won, b/(b + c), with its exact (Clopper–Pearson) interval: it excludes 1/2
   * exactly when the exact p < 1 − level (both invert the same equal-tailed binomial test). Null when b + c = 0.
   */
  discordantShare: { value: number | null; interval: Interval | null };
  /** The difference is resolved at this level: exact McNemar p < 1 − level. Null when there are no tasks. */
  resolved: boolean | null;
  /** What `resolved` follows (always the exact test). */
  resolvedBy: "exact McNemar test";
  /** Whether the Newcombe interval's "excludes 0" agrees with `resolved` (null when either is null). */
  agreement: boolean | null;
  /** Set when the interval and the exact test disagree, saying which one `resolved` follows. */
  note: string | null;
  /** Why a quantity is null; null otherwise. */
  reason: string | null;
}

/**
 * @internal Newcombe's hybrid score interval (1998, method 10) for the difference of paired proportions.
 * @param t the paired table (n ≥ 1)
 * @param level coverage
 * @returns lo and hi
 * @example
 * newcombeBounds({ both: 34, aOnly: 0, bOnly: 4, neither: 0 }, 0.95).lo; // -0.2413052
 */
export function newcombeBounds(t: PairedBinaryTable, level: number): { lo: number; hi: number } {
  const n = t.both + t.aOnly + t.bOnly + t.neither;
  const xa = t.both + t.aOnly;
  const xb = t.both + t.bOnly;
  const p1 = xa / n;
  const p2 = xb / n;
  const w1 = wilsonInterval(xa, n, level) as Interval;
  const w2 = wilsonInterval(xb, n, level) as Interval;
  // φ, the correlation of the two outcomes; 0 when a margin is empty (Newcombe's convention)
  const den = (t.both + t.aOnly) * (t.bOnly + t.neither) * (t.both + t.bOnly) * (t.aOnly + t.neither);
  const phi = den > 0 ? (t.both * t.neither - t.aOnly * t.bOnly) / Math.sqrt(den) : 0;
  const d = p1 - p2;
  const lo = d - Math.sqrt(Math.max(0, (p1 - w1.lo) ** 2 - 2 * phi * (p1 - w1.lo) * (w2.hi - p2) + (w2.hi - p2) ** 2));
  const hi = d + Math.sqrt(Math.max(0, (w1.hi - p1) ** 2 - 2 * phi * (w1.hi - p1) * (p2 - w2.lo) + (p2 - w2.lo) ** 2));
  return { lo: Math.max(-1, lo), hi: Math.min(1, hi) };
}

/**
 * Is A's success share on the same tasks different from B's, and does the exact test say so?
 * The paired difference of two proportions with Newcombe's interval and McNemar's exact test.
 *
 * Formula: n = a + b + c + d; difference = (b − c)/n = p_A − p_B. Interval: Newcombe's hybrid score interval
 * (method 10): with Wilson intervals [l₁, u₁] of p_A and [l₂, u₂] of p_B and φ = (ad − bc)/√((a+b)(c+d)(a+c)(b+d))
 * (0 when a margin is empty), lo = Δ − √((p_A − l₁)² − 2φ(p_A − l₁)(u₂ − p_B) + (u₂ − p_B)²), hi = Δ + √((u₁ − p_A)² −
 * 2φ(u₁ − p_A)(p_B − l₂) + (p_B − l₂)²). Test: {@link mcnemarExact} on (b, c), with mid-p.
 * `resolved` = exact p < 1 − level. The Newcombe interval is an unconditional, asymptotic interval; the exact test
 * conditions on b + c, so the two can disagree by construction — mostly with few discordant tasks, where the exact
 * test is the more cautious (b = 0, c = 4 with a, d > 0: Newcombe excludes 0, exact p = 0.125). `resolved` always
 * follows the exact test; `agreement` and `note` say when the interval disagrees. The exact (Clopper–Pearson)
 * interval of b/(b + c) agrees with the exact test by construction and is reported beside it.
 * Unit: proportion (difference in [−1, 1]). Edges: n = 0 → every value null, reason "no tasks"; b + c = 0 → p = 1,
 * not resolved, discordant share null; an interval that collapses to a point → null with a reason.
 * Source: docs/definitions/statistics.md#paired-proportions (Newcombe 1998, Statistics in Medicine 17:2635).
 *
 * @param table the paired 2×2 table over tasks: both, aOnly, bOnly, neither (integers ≥ 0)
 * @param level coverage in (0, 1), default 0.95 (the test's α = 1 − level)
 * @returns the difference with its interval, the exact test, and whether it is resolved
 * @throws {RangeError} when a count is not an integer ≥ 0, or level is outside (0, 1)
 * @example
 * const r = pairedProportionDifference({ both: 34, aOnly: 0, bOnly: 4, neither: 0 });
 * r.difference;    // -0.1052631579
 * r.interval.hi;   // 0.0064015
 * r.test.pValue;   // 0.125
 * r.resolved;      // false
 * pairedProportionDifference({ both: 0, aOnly: 0, bOnly: 0, neither: 0 }).reason; // "no tasks"
 */
export function pairedProportionDifference(table: PairedBinaryTable, level = 0.95): PairedProportionDifference {
  requireLevel("pairedProportionDifference", level);
  for (const k of ["both", "aOnly", "bOnly", "neither"] as const) requireInteger("pairedProportionDifference", `table.${k}`, table[k], 0);
  const { both, aOnly, bOnly, neither } = table;
  const n = both + aOnly + bOnly + neither;
  const test = mcnemarExact(aOnly, bOnly);
  const base = { both, aOnly, bOnly, neither, n, level, test, resolvedBy: "exact McNemar test" as const };
  if (n === 0) {
    return { ...base, proportionA: null, proportionB: null, difference: null, interval: null, intervalExcludesZero: null, discordantShare: { value: null, interval: null }, resolved: null, agreement: null, note: null, reason: "no tasks" };
  }
  const m = aOnly + bOnly;
  const bounds = newcombeBounds(table, level);
  const collapsed = !(bounds.hi > bounds.lo);
  const interval: Interval | null = collapsed ? null : { ...bounds, level, method: "newcombe" };
  const intervalExcludesZero = interval ? interval.lo > 0 || interval.hi < 0 : null;
  const resolved = test.pValue < 1 - level;
  const agreement = intervalExcludesZero === null ? null : intervalExcludesZero === resolved;
  const pct = `${Math.round(level * 1000) / 10} %`;
  const note =
    agreement === false
      ? intervalExcludesZero
        ? `Newcombe's ${pct} interval excludes 0 but McNemar's exact p = ${test.pValue.toPrecision(3)} ≥ ${(1 - level).toFixed(3)}: not resolved (resolved follows the exact test)`
        : `McNemar's exact p = ${test.pValue.toPrecision(3)} < ${(1 - level).toFixed(3)} although Newcombe's ${pct} interval includes 0: resolved follows the exact test`
      : null;
  return {
    ...base,
    proportionA: (both + aOnly) / n,
    proportionB: (both + bOnly) / n,
    difference: (aOnly - bOnly) / n,
    interval,
    intervalExcludesZero,
    discordantShare: { value: m === 0 ? null : aOnly / m, interval: exactBinomialInterval(aOnly, m, level) },
    resolved,
    agreement,
    note,
    reason: collapsed ? "no spread: Newcombe's interval collapses to a point (a zero-width interval would claim certainty)" : null,
  };
}
