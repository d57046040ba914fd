/**
 * Sorting and "show all" for long tables, as plain HTML and one small inline script (no library, no network), so it
 * works in JupyterLab (trusted outputs run their scripts), in nbconvert's HTML export and in a file opened offline.
 * The table is written in full; the script hides the rows past the preview and adds the button, so where scripts
 * do not run (an untrusted notebook) the reader still sees every row, only without the controls.
 */

/**
 * Tables with more rows than this get sortable columns and a preview with "show all" by default.
 *
 * @internal
 */
export const LONG_TABLE_ROWS = 20;

/**
 * Rows shown before "show all" in a long table, by default.
 *
 * @internal
 */
export const TABLE_PREVIEW_ROWS = 10;

/** @internal What `withTableControls` adds. */
export interface TableControls {
  /** Click a column header to sort by it (again to reverse). */
  sortable: boolean;
  /** Rows shown until "show all" is clicked; null = all rows. */
  preview: number | null;
}

let counter = 0;
const tag = `${Date.now().toString(36)}-${Math.floor(Math.random() * 0x100000).toString(36)}`;

/**
 * The controls a table of `rowCount` rows gets: sortable and previewed when it has more than `LONG_TABLE_ROWS` rows,
 * unless the caller chose otherwise.
 *
 * @param rowCount the table's rows
 * @param sortable the caller's choice, or undefined for the default
 * @param preview the caller's preview rows (null: none), or undefined for the default
 * @returns whether the table is sortable and how many rows it previews (null: all)
 * @internal
 */
export function tableControlsFor(rowCount: number, sortable: boolean | undefined, preview: number | null | undefined): TableControls {
  const long = rowCount > LONG_TABLE_ROWS;
  const p = preview === undefined ? (long ? TABLE_PREVIEW_ROWS : null) : preview;
  return { sortable: sortable ?? long, preview: p !== null && p < rowCount ? p : null };
}

/**
 * Wraps a rendered `<table>` in a `<div>` with a page-unique id and the script that makes its columns sortable and
 * shows only the first `preview` rows behind a "show all N rows" button. Returns the table unchanged when neither
 * control is wanted.
 *
 * Sorting compares numbers as numbers (a cell that starts with a number, such as "0.750 (3/4)", "1.20e-7",
 * "−3" or "∞", sorts by it), other text in natural order ("m2" before "m10"); empty cells and missing values ("—", "— (0/0)") always sort last.
 *
 * @param tableHtmlText the rendered `<table>`
 * @param rowCount its body rows
 * @param controls the controls it gets ({@link tableControlsFor})
 * @returns the table wrapped with its script, or unchanged
 * @internal
 */
export function withTableControls(tableHtmlText: string, rowCount: number, controls: TableControls): string {
  if (!controls.sortable && controls.preview === null) return tableHtmlText;
  counter += 1;
  const id = `trajlab-table-${tag}-${counter}`;
  const config = JSON.stringify({ id, sortable: controls.sortable, preview: controls.preview, rows: rowCount });
  return (
    `<div id="${id}" class="trajlab-table-wrap">` +
    tableHtmlText +
    "</div>\n" +
    '<script type="text/javascript">\n' +
    `(${TABLE_SCRIPT})(${config});\n` +
    "</script>"
  );
}

/** @internal The sort key of a cell's text: rank 0 = a number, 1 = other text, 2 = empty or missing ("—"). */
export interface SortKey {
  rank: 0 | 1 | 2;
  value: number | string;
}

/**
 * The sort key of a cell's text: a text that starts with a number ("0.750 (3/4)", "1.20e-7", "−3", "55.0%", "∞")
 * sorts as that number; empty text and a missing value ("—", "— (0/0)") sort after everything; any other text sorts
 * as text. Runs in the browser too (its source is inlined into the table's script).
 *
 * @param text a cell's text
 * @returns its sort key: rank 0 (a number, with its value), 1 (a text) or 2 (empty or missing)
 * @internal
 */
export function sortKey(text: string): SortKey {
  const t = text.replace(/^\s+|\s+$/g, "");
  if (t === "" || t.charAt(0) === "\u2014") return { rank: 2, value: 0 };
  const s = t.replace(/\u2212/g, "-");
  if (/^[-+]?\u221e/.test(s)) return { rank: 0, value: s.charAt(0) === "-" ? -Infinity : Infinity };
  const m = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i.exec(s);
  if (m) return { rank: 0, value: parseFloat(m[0]) };
  return { rank: 1, value: t };
}

/**
 * Orders two sort keys in direction `dir` (1 ascending, −1 descending): numbers before text, missing values last in
 * both directions; text in natural order ("m2" before "m10"). Runs in the browser too.
 *
 * @param a the first key
 * @param b the second key
 * @param dir 1 ascending, −1 descending
 * @returns a negative number, 0 or a positive number, as `Array.prototype.sort` expects
 * @internal
 */
export function compareSortKeys(a: SortKey, b: SortKey, dir: number): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank === 2) return 0;
  if (a.rank === 0) return dir * (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  return dir * String(a.value).localeCompare(String(b.value), undefined, { numeric: true });
}

/**
 * The controller, as the text of one function of a config object. `sortKey` and `compareSortKeys` are inlined
 * from their compiled source (plain functions without imports), so the browser sorts exactly as the tests say.
 */
const TABLE_SCRIPT = `function (cfg) {
  var sortKey = ${sortKey.toString()};
  var compareSortKeys = ${compareSortKeys.toString()};
  var root = document.getElementById(cfg.id);
  if (!root || root.getAttribute("data-trajlab-ready")) return;
  root.setAttribute("data-trajlab-ready", "1");
  var table = root.querySelector("table");
  if (!table || !table.tBodies.length) return;
  var body = table.tBodies[0];
  var expanded = cfg.preview === null;
  var button = null;
  function show() {
    var rows = body.rows;
    for (var i = 0; i < rows.length; i++) rows[i].style.display = expanded || i < cfg.preview ? "" : "none";
    if (button) button.textContent = expanded ? "show the first " + cfg.preview + " rows" : "show all " + cfg.rows + " rows";
  }
  if (cfg.preview !== null) {
    button = document.createElement("button");
    button.type = "button";
    button.className = "trajlab-show-all";
    button.style.cssText = "margin:4px 0;font-size:smaller;cursor:pointer";
    button.onclick = function () { expanded = !expanded; show(); };
    root.appendChild(button);
  }
  if (cfg.sortable && table.tHead && table.tHead.rows.length) {
    var heads = table.tHead.rows[0].cells;
    var state = { col: -1, dir: 1 };
    for (var j = 0; j < heads.length; j++) (function (col, th) {
      th.style.cursor = "pointer";
      th.title = "sort by this column (click again to reverse)";
      th.setAttribute("aria-sort", "none");
      var mark = document.createElement("span");
      mark.className = "trajlab-sort-mark";
      mark.style.cssText = "color:#999;font-size:smaller;padding-left:3px";
      mark.textContent = "\\u21c5";
      th.appendChild(mark);
      th.onclick = function () {
        state.dir = state.col === col ? -state.dir : 1;
        state.col = col;
        var rows = Array.prototype.slice.call(body.rows);
        var keyed = rows.map(function (r, i) { return { r: r, k: sortKey(r.cells[col] ? r.cells[col].textContent || "" : ""), i: i }; });
        keyed.sort(function (a, b) { return compareSortKeys(a.k, b.k, state.dir) || a.i - b.i; });
        for (var i = 0; i < keyed.length; i++) body.appendChild(keyed[i].r);
        for (var h = 0; h < heads.length; h++) {
          var hm = heads[h].querySelector(".trajlab-sort-mark");
          if (hm) hm.textContent = h === col ? (state.dir === 1 ? "\\u25b2" : "\\u25bc") : "\\u21c5";
          heads[h].setAttribute("aria-sort", h === col ? (state.dir === 1 ? "ascending" : "descending") : "none");
        }
        show();
      };
    })(j, heads[j]);
  }
  show();
}`;
