/*
 * A minimal integer-linear-program model and its CPLEX LP-format text, as read by HiGHS (`highs` package).
 * Rows are `Σ coef·var (op) rhs`; variables are non-negative with an optional upper bound, integer unless listed as
 * continuous. lpFormat writes the text; printedFigureRows turns "a printed figure v with d decimals equals
 * num / den" into two linear rows.
 */
import { showValue } from "../stats/guards";
import { gcd } from "./integers";

/**
 * Variable name → coefficient.
 *
 * @internal
 */
export type LinearTerms = Map<string, number>;

/**
 * One row `Σ coef·var (op) rhs`.
 *
 * @internal
 */
export interface LpRow {
  /** The row's name in the LP text. */
  name: string;
  /** Its terms. */
  terms: LinearTerms;
  /** Its operator. */
  op: ">=" | "<=" | "=";
  /** Its right-hand side. */
  rhs: number;
}

/**
 * One non-negative variable.
 *
 * @internal
 */
export interface LpVariable {
  /** Its name. */
  name: string;
  /** Upper bound (lower bound is 0); Infinity for none. */
  upper: number;
  /** Integer (a "General" variable) or continuous. */
  integer: boolean;
}

/**
 * A model: objective, rows and variables.
 *
 * @internal
 */
export interface LpModel {
  /** minimize or maximize. */
  sense: "minimize" | "maximize";
  /** The objective's terms (empty: a feasibility problem). */
  objective: LinearTerms;
  /** The rows. */
  rows: LpRow[];
  /** The variables, in column order. */
  variables: LpVariable[];
}

function num(v: number): string {
  if (!Number.isFinite(v)) throw new RangeError(`lpFormat: every coefficient and bound must be a finite number, got ${String(v)}`);
  // Fixed notation (LP readers accept exponents, but fixed text is easier to read in a dump).
  const s = Number.isInteger(v) ? String(v) : v.toFixed(9).replace(/0+$/, "");
  return s;
}

function termsText(terms: LinearTerms): string {
  let out = "";
  for (const [name, c] of terms) {
    if (c === 0) continue;
    if (out === "") out = `${c < 0 ? "-" : ""}${num(Math.abs(c))} ${name}`;
    else out += ` ${c < 0 ? "-" : "+"} ${num(Math.abs(c))} ${name}`;
  }
  return out;
}

/**
 * The CPLEX LP-format text of a model, as HiGHS reads it: fixed-point numbers, zero terms left out, integer
 * variables listed under "General" ten per line. Edges: an empty objective or row is written `0 <first variable>`.
 *
 * @internal
 * @param model the model
 * @returns the LP text, ending with "End\n"
 * @throws {RangeError} when a coefficient or bound is not finite
 * @example
 * lpFormat({ sense: "minimize", objective: new Map([["x", 1]]), rows: [{ name: "c", terms: new Map([["x", 2]]), op: ">=", rhs: 3 }], variables: [{ name: "x", upper: 10, integer: true }] }); // "Minimize\n obj: 1 x\nSubject To\n c: 2 x >= 3\nBounds\n 0 <= x <= 10\nGeneral\n x\nEnd\n"
 */
export function lpFormat(model: LpModel): string {
  const lines: string[] = [];
  lines.push(model.sense === "minimize" ? "Minimize" : "Maximize");
  let obj = termsText(model.objective);
  if (obj === "") obj = `0 ${model.variables[0]?.name ?? "x"}`;
  lines.push(` obj: ${obj}`);
  lines.push("Subject To");
  for (const r of model.rows) {
    const t = termsText(r.terms);
    lines.push(` ${r.name}: ${t === "" ? `0 ${model.variables[0]?.name ?? "x"}` : t} ${r.op} ${num(r.rhs)}`);
  }
  lines.push("Bounds");
  for (const v of model.variables) lines.push(Number.isFinite(v.upper) ? ` 0 <= ${v.name} <= ${num(v.upper)}` : ` ${v.name} >= 0`);
  const ints = model.variables.filter((v) => v.integer).map((v) => v.name);
  if (ints.length > 0) {
    lines.push("General");
    for (let i = 0; i < ints.length; i += 10) lines.push(" " + ints.slice(i, i + 10).join(" "));
  }
  lines.push("End");
  return lines.join("\n") + "\n";
}

/** A printed figure as the constraints need it: value as printed, printed decimals, unit. */
export interface PrintedValue {
  /** The value as printed (a percent figure in percent). */
  value: number;
  /** The decimals it was printed with. */
  decimals: number;
  /** The unit as printed (default: a fraction). */
  unit?: "fraction" | "percent" | "count";
}

/**
 * Rows encoding "the printed figure `fig` is what `(num / numScale) / den` rounds to" (half away from zero):
 *
 *   v − ½·10^−d ≤ num / (numScale·den) < v + ½·10^−d     (v in fraction units; a percent figure is divided by 100)
 *
 * With V = v·10^d·(100 if percent) an integer and s = 100 for percent (else 1), multiplying through the
 * (non-negative) integer denominator gives two rows with integer coefficients:
 *
 *   2·10^d·s·num − (2V − 1)·numScale·den ≥ 0
 *   2·10^d·s·num − (2V + 1)·numScale·den ≤ −1   (the strict "<" becomes "≤ −1" because the left side is an integer)
 *
 * An empty denominator (den = 0) violates the second row, so a figure is never "reproduced" by an empty group.
 * `den` may be a constant (a count figure: num / 1). Each row is divided by the gcd of its coefficients.
 * Edges: negative values are rejected (no goal-drift figure is negative); a non-integer num/den coefficient throws.
 *
 * @internal
 * @param name the figure's name (row names `<name>_lo`, `<name>_hi`)
 * @param fig the printed value, its decimals and unit
 * @param numerator the numerator's terms (integer coefficients)
 * @param denominator the denominator's terms, or a constant
 * @param numScale the factor the numerator is scaled by (default 1)
 * @returns the two rows
 * @throws {RangeError} when the printed value is negative or a coefficient is not an integer
 * @example
 * printedFigureRows("s", { value: 0.5, decimals: 1 }, new Map([["x", 1]]), new Map([["y", 1]])).map((r) => [r.name, r.op, r.rhs]); // [["s_lo", ">=", 0], ["s_hi", "<=", -1]]
 */
export function printedFigureRows(
  name: string,
  fig: PrintedValue,
  numerator: LinearTerms,
  denominator: LinearTerms | number,
  numScale = 1,
): LpRow[] {
  if (!(fig.value >= 0)) throw new RangeError(`printedFigureRows: fig.value must be ≥ 0 (figure ${name}), got ${showValue(fig.value)}`);
  const s = fig.unit === "percent" ? 100 : 1;
  const p = 10 ** fig.decimals;
  const V = Math.round(fig.value * p);
  const rows: LpRow[] = [];
  for (const [suffix, k, op, rhs0] of [
    ["lo", 2 * V - 1, ">=", 0],
    ["hi", 2 * V + 1, "<=", -1],
  ] as const) {
    const terms: LinearTerms = new Map();
    const add = (v: string, c: number) => {
      if (!Number.isInteger(c)) throw new RangeError(`printedFigureRows: every coefficient must be an integer (figure ${name}, variable ${v}), got ${showValue(c)}`);
      terms.set(v, (terms.get(v) ?? 0) + c);
    };
    for (const [v, c] of numerator) add(v, 2 * p * s * c);
    let rhs: number = rhs0;
    if (typeof denominator === "number") rhs += k * numScale * denominator;
    else for (const [v, c] of denominator) add(v, -k * numScale * c);
    for (const [v, c] of [...terms]) if (c === 0) terms.delete(v);
    let g = 0;
    for (const c of terms.values()) g = gcd(g, c);
    if (g > 1) {
      for (const [v, c] of terms) terms.set(v, c / g);
      rhs = op === ">=" ? Math.ceil(rhs / g) : Math.floor(rhs / g);
    }
    rows.push({ name: `${name}_${suffix}`, terms, op, rhs });
  }
  return rows;
}
