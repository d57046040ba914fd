/**
 * Argument checks and the `<value>` of the error grammar (CONTRIBUTING.md §3): `<function>: <argument> must be
 * <rule>, got <value>`, the value shown by {@link showValue}.
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
 * Throws unless every value is a finite number.
 *
 * @internal
 * @param values the values to check
 * @param fn the calling function's name, for the message
 * @throws {RangeError} `<fn>: values[<i>] must be a finite number, got <value>` at the first bad value
 * @example
 * checkFiniteValues([1, 2], "mean"); // undefined
 */
export function checkFiniteValues(values: readonly unknown[], fn: string): void {
  values.forEach((v, i) => {
    if (typeof v !== "number" || !Number.isFinite(v)) {
      throw new RangeError(`${fn}: values[${i}] must be a finite number, got ${showValue(v)}`);
    }
  });
}
