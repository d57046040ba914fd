/**
 * The standard normal distribution: cumulative distribution Φ and quantile Φ⁻¹ to double precision.
 *
 * simple-statistics' `probit` is table-based and off in the third decimal (probit(0.975) = 1.9572 instead of
 * 1.95996), too coarse for BCa intervals and power calculations, so this file computes both from their
 * mathematical series with no fitted coefficients:
 * - erfc(x) for x < 3 from the all-positive series erf(x) = (2/√π) e^(−x²) Σ_n 2^n x^(2n+1) / (1·3·…·(2n+1));
 *   for x ≥ 3 from the continued fraction erfc(x) = (e^(−x²)/√π) · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …))))
 *   (modified Lentz), so the upper tail keeps its relative precision;
 * - Φ(z) = erfc(−z/√2)/2;
 * - Φ⁻¹(p): Abramowitz & Stegun 26.2.23 as the start, then Halley steps on Φ(x) − p until the step is below
 *   1e-15 (at most 8 steps), in the smaller tail for precision.
 * Checked against scipy.stats.norm (test/stats/reference/normal.json).
 */
import { rangeError } from "./guards";

const SQRT_PI = Math.sqrt(Math.PI);

function erfcPositive(x: number): number {
  if (x < 3) {
    // erf(x) = 2/sqrt(pi) * exp(-x^2) * sum_{n>=0} 2^n x^(2n+1) / (2n+1)!!
    let term = x;
    let sum = x;
    const x2 = x * x;
    for (let n = 1; n < 200; n++) {
      term *= (2 * x2) / (2 * n + 1);
      sum += term;
      if (term < sum * 1e-17) break;
    }
    return 1 - ((2 / SQRT_PI) * Math.exp(-x2) * sum);
  }
  // continued fraction erfc(x) = exp(-x^2)/sqrt(pi) * 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))), Lentz
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = d === 0 ? tiny : d;
    c = x + a / c;
    c = c === 0 ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / SQRT_PI / f;
}

/**
 * Φ(z), the standard normal cumulative distribution (double precision; tails keep relative precision).
 *
 * Edges: ±Infinity → 1 / 0; NaN → RangeError.
 *
 * @param z the point (any number; ±Infinity allowed)
 * @returns Φ(z), in [0, 1]
 * @throws {RangeError} when `z` is NaN
 * @internal
 * @example
 * normalCdf(0);    // 0.5
 * normalCdf(1.96); // 0.9750021048517795
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) throw rangeError("normalCdf", "z", "a number", z);
  if (z === Number.POSITIVE_INFINITY) return 1;
  if (z === Number.NEGATIVE_INFINITY) return 0;
  const x = z / Math.SQRT2;
  if (x < 0) return erfcPositive(-x) / 2;
  return 1 - erfcPositive(x) / 2;
}

/**
 * Φ⁻¹(p), the standard normal quantile.
 *
 * Edges: p = 0 → −Infinity, p = 1 → Infinity; p outside [0, 1] → RangeError.
 *
 * @param p the probability, in [0, 1]
 * @returns z with Φ(z) = p (−Infinity at 0, Infinity at 1)
 * @throws {RangeError} when `p` is not a number in [0, 1]
 * @internal
 * @example
 * normalQuantile(0.975); // 1.959963984540
 * normalQuantile(0.8);   // 0.8416212335729143
 */
export function normalQuantile(p: number): number {
  if (typeof p !== "number" || !(p >= 0 && p <= 1)) throw rangeError("normalQuantile", "p", "in [0, 1]", p);
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  if (p === 0.5) return 0;
  const lower = p < 0.5;
  const q = lower ? p : 1 - p; // tail probability, in (0, 0.5)
  // A&S 26.2.23 start (|error| < 4.5e-4), for the upper-tail point x with Q(x) = q
  const t = Math.sqrt(-2 * Math.log(q));
  let x = t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t);
  // Halley on g(x) = Q(x) − q where Q(x) = 1 − Φ(x) = erfc(x/√2)/2 is computed without cancellation
  for (let i = 0; i < 8; i++) {
    const e = erfcPositiveOrNegative(x / Math.SQRT2) / 2 - q;
    const pdf = Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
    const u = e / pdf; // Newton step for Q (Q' = −pdf): x_new = x + u
    const step = u / (1 - (x * u) / 2); // Halley correction (Q'' = x·pdf)
    x += step;
    if (Math.abs(step) < 1e-15 * Math.max(1, Math.abs(x))) break;
  }
  return lower ? -x : x;
}

function erfcPositiveOrNegative(x: number): number {
  return x >= 0 ? erfcPositive(x) : 2 - erfcPositive(-x);
}
