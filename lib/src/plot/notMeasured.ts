/**
 * Rows with nothing measured, said once: a table or a figure keeps the rows that hold a measurement, and the others
 * are named in one line with their reason ("not measured: a, b (no rewards); c (no write-tool set)") instead of
 * rows of dashes.
 */

/** What {@link splitMeasured} gives: the rows to draw, and one line for the rest. */
export interface MeasuredSplit<T> {
  /** The rows whose `why` is null, in their order. */
  measured: T[];
  /** The rows left out, grouped by reason (first appearance first), with the names of their rows. */
  notMeasured: { reason: string; names: string[] }[];
  /** One line, "not measured: a, b (reason); c (other reason)", or null when every row was measured. */
  line: string | null;
}

/**
 * Split rows into those with a measurement and those without, so the latter are said once, not drawn as dashes.
 *
 * Formula: a row is measured when `why(row)` is null; otherwise `why(row)` is the reason it is not, and `name(row)`
 * names it in the line. Names repeated under one reason are listed once.
 * Edges: no rows → nothing measured, no line; every row measured → `line` null.
 *
 * @param rows the rows of a table or figure
 * @param why the reason a row holds no measurement, or null when it holds one
 * @param name how the line names a row (a run's label, "run · group", …)
 * @returns the measured rows, the others by reason, and the line
 * @example
 * const rows = [{ run: "a", n: 3 }, { run: "b", n: 0 }, { run: "c", n: 0 }];
 * const s = splitMeasured(rows, (r) => (r.n === 0 ? "no rewards" : null), (r) => r.run);
 * s.measured.length; // 1
 * s.line; // "not measured: b, c (no rewards)"
 */
export function splitMeasured<T>(rows: readonly T[], why: (row: T) => string | null, name: (row: T) => string): MeasuredSplit<T> {
  const measured: T[] = [];
  const byReason = new Map<string, string[]>();
  for (const row of rows) {
    const reason = why(row);
    if (reason === null) {
      measured.push(row);
      continue;
    }
    const names = byReason.get(reason) ?? [];
    const n = name(row);
    if (!names.includes(n)) names.push(n);
    byReason.set(reason, names);
  }
  const notMeasured = [...byReason].map(([reason, names]) => ({ reason, names }));
  const line = notMeasured.length === 0 ? null : `not measured: ${notMeasured.map((g) => `${g.names.join(", ")} (${g.reason})`).join("; ")}`;
  return { measured, notMeasured, line };
}
