/**
 * What a table or a text report shows for a value that was not measured (null, undefined, a zero denominator): an
 * em dash, never "0" and never "NaN". The one source of the dash for HTML tables (plot/table.ts) and terminal output
 * (cli/).
 *
 * @example
 * MISSING_VALUE; // "—"
 */
export const MISSING_VALUE = "—";
