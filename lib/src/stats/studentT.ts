/**
 * Student's t distribution: its CDF (through the regularised incomplete beta function) and its quantile, for the
 * intervals of a clustered mean with few clusters (t with G − 1 degrees of freedom).
 */
import { rangeError } from "./guards";

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; relative error < 1e−15). */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The continued fraction of I_x(a, b) (modified Lentz; Numerical Recipes §6.4). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b), x in [0, 1]. */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(x, a, b)) / a : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/**
 * P(T ≤ t) for T ~ Student's t with `df` degrees of freedom.
 *
 * Formula: for t ≥ 0, 1 − ½ I_{df/(df + t²)}(df/2, ½); symmetric for t < 0.
 *
 * @param t the point
 * @param df degrees of freedom (> 0)
 * @returns the CDF, in [0, 1]
 * @throws {RangeError} when df is not a positive finite number or t is NaN
 * @internal
 * @example
 * studentTCdf(0, 3);     // 0.5
 * studentTCdf(12.706, 1); // 0.975
 */
export function studentTCdf(t: number, df: number): number {
  if (typeof df !== "number" || !(df > 0) || !Number.isFinite(df)) throw rangeError("studentTCdf", "df", "a finite number > 0", df);
  if (Number.isNaN(t)) throw rangeError("studentTCdf", "t", "a number", t);
  if (t === Number.POSITIVE_INFINITY) return 1;
  if (t === Number.NEGATIVE_INFINITY) return 0;
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/**
 * The quantile of Student's t: the t with P(T ≤ t) = p (scipy's `t.ppf`).
 *
 * Found by bisection on {@link studentTCdf} (to 1e−12 relative), after bracketing.
 * Edges: p = 0.5 → 0; p = 0 or 1 → ∓Infinity.
 *
 * @param p the probability, in [0, 1]
 * @param df degrees of freedom (> 0)
 * @returns the quantile
 * @throws {RangeError} when p is outside [0, 1] or df is not a positive finite number
 * @internal
 * @example
 * studentTQuantile(0.975, 4);  // 2.7764451
 * studentTQuantile(0.975, 1e6); // 1.959966
 */
export function studentTQuantile(p: number, df: number): number {
  if (typeof p !== "number" || !(p >= 0 && p <= 1)) throw rangeError("studentTQuantile", "p", "in [0, 1]", p);
  if (typeof df !== "number" || !(df > 0) || !Number.isFinite(df)) throw rangeError("studentTQuantile", "df", "a finite number > 0", df);
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let lo = 0;
  let hi = 1;
  while (studentTCdf(hi, df) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
