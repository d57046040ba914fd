/**
 * Integer arithmetic of the consistency analysis: the exact scales that turn goal-drift fractions into integers
 * (lcm) and the reduction of integer rows (gcd). The one source of both.
 */

/**
 * The greatest common divisor of two integers (Euclid's algorithm on their absolute values).
 *
 * Edges: gcd(0, 0) = 0; gcd(a, 0) = |a|.
 *
 * @internal
 * @param a an integer
 * @param b an integer
 * @returns the largest d ≥ 0 dividing both
 * @throws {RangeError} when a or b is not an integer
 * @example
 * gcd(12, -18); // 6
 * gcd(0, 0);    // 0
 */
export function gcd(a: number, b: number): number {
  if (!Number.isInteger(a) || !Number.isInteger(b)) throw new RangeError(`gcd: a and b must be integers, got ${JSON.stringify(a)} and ${JSON.stringify(b)}`);
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * The least common multiple of 1, 2, …, n: the scale that makes every GD^track value of a window of at most n
 * writes an integer (6 for H = 3).
 *
 * @internal
 * @param n an integer ≥ 1
 * @returns lcm(1..n)
 * @throws {RangeError} when n is not an integer ≥ 1
 * @example
 * lcmUpTo(3);  // 6
 * lcmUpTo(10); // 2520
 */
export function lcmUpTo(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`lcmUpTo: n must be an integer ≥ 1, got ${JSON.stringify(n)}`);
  let l = 1;
  for (let i = 2; i <= n; i++) l = (l * i) / gcd(l, i);
  return l;
}
