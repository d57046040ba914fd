/**
 * Argument checks of the library's functions and the `<value>` of the error grammar (CONTRIBUTING.md §3):
 * `<function>: <argument> must be <rule>, got <value>`, the value shown by {@link showValue}. One source of truth,
 * so every function words its errors alike.
 */

/**
 * A value as an error message shows it: JSON (strings quoted, arrays and objects as JSON), numbers that JSON cannot
 * write as themselves (NaN, Infinity, -Infinity), `undefined`, functions and symbols by `String`; at most 80
 * characters (longer text is cut and ends with "…").
 *
 * @internal
 * @param value any value
 * @returns its text
 * @example
 * showValue("3");      // "\"3\""
 * showValue(NaN);      // "NaN"
 * showValue([1, 2]);   // "[1,2]"
 * showValue(undefined); // "undefined"
 */
export function showValue(value: unknown): string {
  let text: string;
  if (typeof value === "number" && !Number.isFinite(value)) text = String(value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > 80 ? text.slice(0, 79) + "…" : text;
}

/**
 * The RangeError of the error grammar: `<fn>: <arg> must be <rule>, got <value>`.
 *
 * @internal
 * @param fn the calling function's name
 * @param arg the argument as the caller wrote it (with its path: `options.level`, `values[3]`)
 * @param rule what the argument must be
 * @param value the value it had
 * @returns the error (to throw)
 * @example
 * rangeError("f", "level", "in (0, 1)", 2).message; // "f: level must be in (0, 1), got 2"
 */
export function rangeError(fn: string, arg: string, rule: string, value: unknown): RangeError {
  return new RangeError(`${fn}: ${arg} must be ${rule}, got ${showValue(value)}`);
}

/**
 * Throws unless `values` is an array of finite numbers: a TypeError for a non-array or a non-number element, a
 * RangeError for NaN or ±Infinity, naming the first bad index.
 *
 * @internal
 * @param fn the calling function's name
 * @param arg the argument's name
 * @param values the values to check
 * @throws {TypeError} `<fn>: <arg>[<i>] must be a number, got <type>`
 * @throws {RangeError} `<fn>: <arg>[<i>] must be a finite number, got <value>`
 * @example
 * requireFiniteArray("mean", "values", [1, 2]); // undefined
 * requireFiniteArray("mean", "values", [1, NaN]); // throws RangeError "mean: values[1] must be a finite number, got NaN"
 */
export function requireFiniteArray(fn: string, arg: string, values: readonly number[]): void {
  if (!Array.isArray(values)) throw new TypeError(`${fn}: ${arg} must be an array, got ${values === null ? "null" : typeof values}`);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== "number") throw new TypeError(`${fn}: ${arg}[${i}] must be a number, got ${v === null ? "null" : typeof v}`);
    if (!Number.isFinite(v)) throw rangeError(fn, `${arg}[${i}]`, "a finite number", v);
  }
}

/**
 * Throws unless `values` is an array of booleans (the string "false" is not false), naming the first bad index.
 *
 * @internal
 * @param fn the calling function's name
 * @param arg the argument's name
 * @param values the values to check
 * @throws {TypeError} `<fn>: <arg>[<i>] must be a boolean, got <type>`
 * @example
 * requireBooleanArray("f", "outcomes", [true, false]); // undefined
 * requireBooleanArray("f", "outcomes", [true, "false"]); // throws TypeError "f: outcomes[1] must be a boolean, got string"
 */
export function requireBooleanArray(fn: string, arg: string, values: readonly unknown[]): void {
  if (!Array.isArray(values)) throw new TypeError(`${fn}: ${arg} must be an array, got ${values === null ? "null" : typeof values}`);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== "boolean") throw new TypeError(`${fn}: ${arg}[${i}] must be a boolean, got ${v === null ? "null" : typeof v}`);
  }
}

/**
 * Throws unless two arrays have the same length.
 *
 * @internal
 * @param fn the calling function's name
 * @param a the first array's name
 * @param b the second array's name
 * @param xs the first array
 * @param ys the second array
 * @throws {RangeError} `<fn>: <b>.length must be <a>.length (<n>), got <m>`
 * @example
 * requireSameLength("f", "gold", "predicted", [1], [2]); // undefined
 */
export function requireSameLength(fn: string, a: string, b: string, xs: readonly unknown[], ys: readonly unknown[]): void {
  if (xs.length !== ys.length) throw rangeError(fn, `${b}.length`, `${a}.length (${xs.length})`, ys.length);
}

/**
 * Throws unless `level` is a coverage in (0, 1).
 *
 * @internal
 * @param fn the calling function's name
 * @param level the coverage
 * @throws {RangeError} `<fn>: level must be in (0, 1), got <value>`
 * @example
 * requireLevel("f", 0.95); // undefined
 */
export function requireLevel(fn: string, level: number): void {
  if (typeof level !== "number" || !(level > 0 && level < 1)) throw rangeError(fn, "level", "in (0, 1)", level);
}

/**
 * Throws unless `value` is an integer ≥ `min`.
 *
 * @internal
 * @param fn the calling function's name
 * @param arg the argument's name
 * @param value the value
 * @param min the smallest allowed integer
 * @throws {RangeError} `<fn>: <arg> must be an integer ≥ <min>, got <value>`
 * @example
 * requireInteger("f", "replicates", 2000, 1); // undefined
 */
export function requireInteger(fn: string, arg: string, value: number, min: number): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) throw rangeError(fn, arg, `an integer ≥ ${min}`, value);
}

/**
 * Argument guard of the k-trial measures: n ≥ 1 trials, 0 ≤ c ≤ n successes, 1 ≤ k ≤ n.
 *
 * @param fn the calling function's name, for the message
 * @param n trials of the task
 * @param c successful trials
 * @param k trials drawn
 * @throws {RangeError} when a count is not an integer in its range
 * @example
 * requireTrialCounts("passHatK", 4, 5, 2); // throws RangeError "passHatK: c must be ≤ n (4)"
 * @internal
 */
export function requireTrialCounts(fn: string, n: number, c: number, k: number): void {
  requireInteger(fn, "n", n, 1);
  requireInteger(fn, "c", c, 0);
  requireInteger(fn, "k", k, 1);
  if (c > n) throw rangeError(fn, "c", `≤ n (${n})`, c);
  if (k > n) throw rangeError(fn, "k", `≤ n (${n}): a task needs at least k trials`, k);
}
