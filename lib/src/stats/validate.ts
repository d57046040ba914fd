/**
 * Argument checks shared by the estimators of the statistics family, in the project's error grammar
 * (CONTRIBUTING.md §3): `<function>: <argument> must be <rule>, got <value>`, with the value shown by
 * `showValue` (stats/checks.ts: `JSON.stringify` clipped to 80 characters). One source of truth, so every
 * estimator words its errors alike.
 */
import { showValue } from "./checks";

/**
 * Throw a RangeError `<fn>: <arg> must be <rule>, got <value>`.
 *
 * @param fn the function's name
 * @param arg the argument, as the caller wrote it (`options.level`, `values[3]`)
 * @param rule what it must be ("in (0, 1)")
 * @param value the value it had
 * @returns the error, for the caller to throw
 * @internal
 */
export function rangeError(fn: string, arg: string, rule: string, value: unknown): RangeError {
  return new RangeError(`${fn}: ${arg} must be ${rule}, got ${showValue(value)}`);
}

/**
 * Every element of `values` is a finite number (RangeError naming the first bad index).
 *
 * @param fn the function's name
 * @param arg the argument's name
 * @param values the array to check
 * @throws {TypeError} when `values` is not an array or an element is not a number
 * @throws {RangeError} when an element is NaN or ±Infinity
 * @internal
 */
export function checkFiniteArray(fn: string, arg: string, values: readonly number[]): void {
  if (!Array.isArray(values)) throw new TypeError(`${fn}: ${arg} must be an array, got ${values === null ? "null" : typeof values}`);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== "number") throw new TypeError(`${fn}: ${arg}[${i}] must be a number, got ${v === null ? "null" : typeof v}`);
    if (!Number.isFinite(v)) throw rangeError(fn, `${arg}[${i}]`, "a finite number", v);
  }
}

/**
 * Two arrays have the same length.
 *
 * @param fn the function's name
 * @param a the first array's name
 * @param b the second array's name
 * @param xs the first array
 * @param ys the second array
 * @throws {RangeError} when the lengths differ
 * @internal
 */
export function checkSameLength(fn: string, a: string, b: string, xs: readonly unknown[], ys: readonly unknown[]): void {
  if (xs.length !== ys.length) throw rangeError(fn, `${b}.length`, `${a}.length (${xs.length})`, ys.length);
}

/**
 * A coverage level in (0, 1).
 *
 * @param fn the function's name
 * @param level the level to check
 * @throws {RangeError} when `level` is not a number in (0, 1)
 * @internal
 */
export function checkLevel(fn: string, level: number): void {
  if (typeof level !== "number" || !(level > 0 && level < 1)) throw rangeError(fn, "level", "in (0, 1)", level);
}

/**
 * An integer ≥ `min`.
 *
 * @param fn the function's name
 * @param arg the argument's name
 * @param value the value to check
 * @param min the smallest value allowed
 * @throws {RangeError} when `value` is not an integer ≥ `min`
 * @internal
 */
export function checkInteger(fn: string, arg: string, value: number, min: number): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) throw rangeError(fn, arg, `an integer ≥ ${min}`, value);
}
