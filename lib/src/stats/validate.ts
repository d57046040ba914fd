/**
 * Argument checks shared by the estimators of the statistics family, in the project's error grammar
 * (CONTRIBUTING.md §3): `<function>: <argument> must be <rule>, got <value>`, with the value shown by
 * `JSON.stringify` clipped to 80 characters. One source of truth, so every estimator words its errors alike.
 */

/** @internal `JSON.stringify(value)` clipped to 80 characters (non-finite numbers shown as they print). */
export function shown(value: unknown): string {
  let text: string;
  if (typeof value === "number" && !Number.isFinite(value)) text = String(value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** @internal Throw a RangeError `<fn>: <arg> must be <rule>, got <value>`. */
export function rangeError(fn: string, arg: string, rule: string, value: unknown): RangeError {
  return new RangeError(`${fn}: ${arg} must be ${rule}, got ${shown(value)}`);
}

/** @internal Every element of `values` is a finite number (RangeError naming the first bad index). */
export function checkFiniteArray(fn: string, arg: string, values: readonly number[]): void {
  if (!Array.isArray(values)) throw new TypeError(`${fn}: ${arg} must be an array, got ${values === null ? "null" : typeof values}`);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== "number") throw new TypeError(`${fn}: ${arg}[${i}] must be a number, got ${v === null ? "null" : typeof v}`);
    if (!Number.isFinite(v)) throw rangeError(fn, `${arg}[${i}]`, "a finite number", v);
  }
}

/** @internal Two arrays have the same length. */
export function checkSameLength(fn: string, a: string, b: string, xs: readonly unknown[], ys: readonly unknown[]): void {
  if (xs.length !== ys.length) throw rangeError(fn, `${b}.length`, `${a}.length (${xs.length})`, ys.length);
}

/** @internal A coverage level in (0, 1). */
export function checkLevel(fn: string, level: number): void {
  if (typeof level !== "number" || !(level > 0 && level < 1)) throw rangeError(fn, "level", "in (0, 1)", level);
}

/** @internal An integer ≥ `min`. */
export function checkInteger(fn: string, arg: string, value: number, min: number): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) throw rangeError(fn, arg, `an integer ≥ ${min}`, value);
}
