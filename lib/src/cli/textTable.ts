/**
 * Plain-text tables for the terminal: columns padded to their widest cell and separated by two spaces, chosen
 * columns right-aligned (numbers), an optional rule under the header, no trailing blanks. The one text-table
 * renderer of the CLI (`trajlab drift` and `trajlab reproduce`).
 */

/** Options of {@link textTable}. */
export interface TextTableOptions {
  /** Indexes of the columns to right-align (numbers). Default none. */
  right?: readonly number[];
  /** Draw a rule of dashes under the header. Default true. */
  rule?: boolean;
}

/**
 * A text table with a header row.
 *
 * Each column is as wide as its widest cell (header included); cells of `right` columns are padded on the left,
 * the others on the right; cells are joined by two spaces and each line has its trailing blanks removed. A row
 * shorter than the header gets empty cells. Edges: no rows → the header (and rule) only.
 *
 * @param header the column titles
 * @param rows the cells, one array per row, already formatted as text
 * @param options right-aligned columns and whether to draw the rule
 * @returns the lines of the table joined by "\n" (no final newline)
 * @example
 * textTable(["name", "n"], [["a", "10"], ["bb", "2"]], { right: [1] }); // "name   n\n----  --\na     10\nbb     2"
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[], options: TextTableOptions = {}): string {
  const right = options.right ?? [];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    widths
      .map((w, i) => {
        const c = cells[i] ?? "";
        return right.includes(i) ? c.padStart(w) : c.padEnd(w);
      })
      .join("  ")
      .trimEnd();
  const lines = [line(header)];
  if (options.rule ?? true) lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) lines.push(line(r));
  return lines.join("\n");
}
