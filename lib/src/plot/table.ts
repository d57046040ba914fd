import { escapeHtml } from "./escape";
import { tableControlsFor, withTableControls } from "./tableControls";
import { MISSING_VALUE } from "../stats/missingValue";
import { describePointState, pointDisplayValue } from "../stats/pointText";
import type { MeasurementPoint } from "../stats/measurement";

/**
 * What `tableHtml` needs from a data frame: column names and row-major values. A danfojs `DataFrame` has
 * both (`df.columns`, `df.values`), so it can be passed directly without trajlab depending on danfojs.
 */
export interface DataFrameLike {
  columns: string[];
  values: unknown[][] | unknown[];
}

/** Options of {@link tableHtml}. */
export interface TableHtmlOptions {
  /** Digits after the decimal point for non-integer numbers (integer 0–20, default 3). */
  decimals?: number;
  /** Caption shown above the table (escaped). */
  caption?: string;
  /** Columns to show, in this order (default: every key, in order of first appearance). */
  columns?: string[];
  /** Click a column header to sort by it (default: when the table has more than `LONG_TABLE_ROWS` = 20 rows). */
  sortable?: boolean;
  /**
   * Rows shown before a "show all N rows" button (default: `TABLE_PREVIEW_ROWS` = 10 when the table has more than
   * 20 rows; null = every row, no button). Without scripts (an untrusted notebook) every row shows.
   */
  preview?: number | null;
}

/** Text shown for a missing value (null, undefined, or a key absent from a row): {@link MISSING_VALUE}. Never "0". */
export const TABLE_MISSING_TEXT = MISSING_VALUE;

/**
 * Formats one cell value as plain text (not yet escaped):
 * - `null`/`undefined` → "—" (a missing value is never shown as 0); `NaN` → "NaN"; ±Infinity → "∞"/"−∞";
 * - integers (and -0) as integers without exponent or separators ("12", "-3", "1000000");
 * - other finite numbers with `decimals` digits after the point ("0.333"); a non-zero number smaller in
 *   magnitude than one unit of the last digit (|x| < 10^-decimals, which fixed notation would show as 0 or as
 *   that single unit) in exponent notation with 2 decimals ("1.20e-7");
 * - a measurement point (`{ value, numerator, denominator }`) as "value (numerator/denominator)", e.g.
 *   "0.750 (3/4)" or "— (0/0)"; a full point (one with a `pointState`) shows its display value (— when it has no
 *   data, so a count's 0 over no samples is not an observed 0) and, unless it is complete, its state:
 *   "0.750 (3/4) partial: 1 of 5 left out", "— (0/0) no data";
 * - strings as they are; booleans and bigints with `String`; dates as ISO 8601; other objects as JSON.
 *
 * @param value the cell's value
 * @param decimals digits after the point for non-integers (default 3)
 * @returns its text (not yet escaped)
 * @example
 * formatTableCell(2 / 3, 3);                                            // "0.667"
 * formatTableCell(null, 3);                                             // "—"
 * formatTableCell({ value: 0.75, numerator: 3, denominator: 4 }, 2);   // "0.75 (3/4)"
 * formatTableCell(measurement(3, 4, [{ reason: "no write calls", count: 1 }]), 2); // "0.75 (3/4) partial: 1 of 5 left out"
 * formatTableCell(countPoint(0, 0));                                    // "— (0/0) no data"
 */
export function formatTableCell(value: unknown, decimals = 3): string {
  if (value === null || value === undefined) return TABLE_MISSING_TEXT;
  if (typeof value === "number") return formatNumber(value, decimals);
  if (typeof value === "string") return value;
  if (typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
  if (isMeasurementLike(value)) {
    const full = isFullPoint(value);
    const shown = full ? pointDisplayValue(value) : value.value;
    const head = `${formatTableCell(shown, decimals)} (${formatTableCell(value.numerator, decimals)}/${formatTableCell(value.denominator, decimals)})`;
    return full && value.pointState !== "complete" ? `${head} ${describePointState(value)}` : head;
  }
  try {
    const json = JSON.stringify(value);
    return json === undefined ? String(value) : json;
  } catch {
    return String(value);
  }
}

function formatNumber(x: number, decimals: number, integersAsFractions = false): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "∞";
  if (x === -Infinity) return "−∞";
  if (Number.isInteger(x) && integersAsFractions) return (Object.is(x, -0) ? 0 : x).toFixed(decimals);
  if (Number.isInteger(x)) {
    // String() never uses an exponent below 1e21 and gives the shortest text that reads back as x.
    return Object.is(x, -0) ? "0" : String(x);
  }
  if (Math.abs(x) < Math.pow(10, -decimals)) return x.toExponential(2);
  return x.toFixed(decimals);
}

function isMeasurementLike(v: object): v is { value: unknown; numerator: unknown; denominator: unknown } {
  return "value" in v && "numerator" in v && "denominator" in v;
}

/** A full measurement point: it carries its state and the counts the state text reads. */
function isFullPoint(v: object): v is MeasurementPoint {
  return "pointState" in v && "failed" in v && "planned" in v;
}

function isDataFrameLike(x: unknown): x is DataFrameLike {
  if (x === null || typeof x !== "object" || Array.isArray(x)) return false;
  const o = x as { columns?: unknown; values?: unknown };
  return Array.isArray(o.columns) && Array.isArray(o.values);
}

/**
 * An HTML `<table>` of rows: every header, caption and cell is escaped, numbers are formatted by
 * `formatTableCell` (integers as integers, fractions to `decimals` digits, missing values as "—", NaN as "NaN";
 * in a column holding any fraction, integers too are printed with `decimals` digits)
 * and right-aligned. Accepts an array of records (columns = keys in order of first appearance, a key
 * absent from a row shows "—") or a data-frame-like object with `columns` and row-major `values` (e.g. a
 * danfojs DataFrame). With no rows, the table has its header and one cell saying "(no rows)".
 * A table of more than 20 rows gets sortable columns and shows its first 10 rows behind a "show all" button
 * (options `sortable` and `preview`; see `tableControls.ts`).
 *
 * @param rows an array of records, or a data-frame-like object
 * @param options digits, caption, columns, sorting and preview
 * @returns the HTML table
 * @throws {TypeError} when `rows` is neither an array of objects nor data-frame-like
 * @throws {RangeError} when `decimals` is not an integer in 0–20, `preview` is not an integer ≥ 1 or null, or a
 *   requested column does not exist in a data frame
 * @example
 * const html = tableHtml([{ model: "gpt-4o", passed: 3, rate: 0.75 }, { model: "<b>x</b>", passed: 0, rate: null }]);
 * html.startsWith('<table class="trajlab-table"'); // true
 * html.includes("<td style=\"text-align:left;padding:2px 8px\">&lt;b&gt;x&lt;/b&gt;</td>"); // true
 * html.includes(">0.750</td>");  // true
 */
export function tableHtml(rows: Record<string, unknown>[] | DataFrameLike, options: TableHtmlOptions = {}): string {
  const decimals = options.decimals ?? 3;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`tableHtml: decimals must be an integer from 0 to 20, got ${String(options.decimals)}`);
  }
  if (options.preview !== undefined && options.preview !== null && !(Number.isInteger(options.preview) && options.preview >= 1)) {
    throw new RangeError(`tableHtml: preview must be an integer ≥ 1 or null, got ${JSON.stringify(options.preview)}`);
  }
  let columns: string[];
  let matrix: unknown[][];
  if (Array.isArray(rows)) {
    rows.forEach((r, i) => {
      if (r === null || typeof r !== "object" || Array.isArray(r)) {
        throw new TypeError(`tableHtml: rows[${i}] is not an object (got ${r === null ? "null" : Array.isArray(r) ? "an array" : typeof r})`);
      }
    });
    if (options.columns) {
      columns = [...options.columns];
    } else {
      const seen = new Set<string>();
      for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
      columns = [...seen];
    }
    matrix = rows.map((r) => columns.map((c) => (Object.prototype.hasOwnProperty.call(r, c) ? r[c] : undefined)));
  } else if (isDataFrameLike(rows)) {
    const frameColumns = rows.columns.map(String);
    const values = (rows.values as unknown[]).map((v) => (Array.isArray(v) ? v : [v]));
    if (options.columns) {
      const indexes = options.columns.map((c) => {
        const j = frameColumns.indexOf(c);
        if (j < 0) throw new RangeError(`tableHtml: column ${JSON.stringify(c)} is not in the data frame (columns: ${frameColumns.join(", ")})`);
        return j;
      });
      columns = [...options.columns];
      matrix = values.map((row) => indexes.map((j) => row[j]));
    } else {
      columns = frameColumns;
      matrix = values.map((row) => columns.map((_, j) => row[j]));
    }
  } else {
    throw new TypeError("tableHtml: expected an array of row objects or a data frame with `columns` and `values`");
  }

  const th = 'style="text-align:left;padding:2px 8px;border-bottom:1px solid #999"';
  const tdText = 'style="text-align:left;padding:2px 8px"';
  const tdNum = 'style="text-align:right;padding:2px 8px;font-variant-numeric:tabular-nums"';
  const parts: string[] = ['<table class="trajlab-table" style="border-collapse:collapse">'];
  if (options.caption !== undefined) {
    parts.push(`<caption style="caption-side:top;text-align:left;font-weight:bold;white-space:nowrap">${escapeHtml(options.caption)}</caption>`);
  }
  parts.push("<thead><tr>" + columns.map((c) => `<th ${th}>${escapeHtml(c)}</th>`).join("") + "</tr></thead>");
  parts.push("<tbody>");
  if (matrix.length === 0) {
    parts.push(`<tr><td ${tdText} colspan="${Math.max(1, columns.length)}"><em>(no rows)</em></td></tr>`);
  }
  // A column that holds any non-integer number prints its integers with the same decimals (55.00 beside 54.87,
  // not 55), so a column reads at one precision; all-integer columns (counts) stay integers.
  const fractional = columns.map((_, j) => matrix.some((row) => typeof row[j] === "number" && Number.isFinite(row[j]) && !Number.isInteger(row[j])));
  for (const row of matrix) {
    parts.push(
      "<tr>" +
        row
          .map((v, j) => {
            const numeric = typeof v === "number" || typeof v === "bigint" || v === null || v === undefined || (typeof v === "object" && isMeasurementLike(v));
            const text = typeof v === "number" && fractional[j] ? formatNumber(v, decimals, true) : formatTableCell(v, decimals);
            return `<td ${numeric ? tdNum : tdText}>${escapeHtml(text)}</td>`;
          })
          .join("") +
        "</tr>",
    );
  }
  parts.push("</tbody></table>");
  return withTableControls(parts.join(""), matrix.length, tableControlsFor(matrix.length, options.sortable, options.preview));
}
