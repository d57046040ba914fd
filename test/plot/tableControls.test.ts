import { describe, expect, it } from "vitest";
import * as vm from "node:vm";
import {
  compareSortKeys, LONG_TABLE_ROWS, sortKey, TABLE_PREVIEW_ROWS, tableControlsFor, withTableControls,
} from "../../lib/src/plot/tableControls";
import { tableHtml } from "../../lib/src/plot/table";

describe("sortKey", () => {
  it("reads a cell that starts with a number as that number, in every form tableHtml prints", () => {
    expect(sortKey("12")).toEqual({ rank: 0, value: 12 });
    expect(sortKey(" 0.750 (3/4) ")).toEqual({ rank: 0, value: 0.75 });
    expect(sortKey("1.20e-7")).toEqual({ rank: 0, value: 1.2e-7 });
    expect(sortKey("−3")).toEqual({ rank: 0, value: -3 }); // U+2212, as formatTableCell prints −∞
    expect(sortKey("-3.5")).toEqual({ rank: 0, value: -3.5 });
    expect(sortKey("55.0%")).toEqual({ rank: 0, value: 55 });
    expect(sortKey("∞")).toEqual({ rank: 0, value: Infinity });
    expect(sortKey("−∞")).toEqual({ rank: 0, value: -Infinity });
  });

  it("ranks empty cells and missing values (—, — (0/0)) last, and other text as text", () => {
    expect(sortKey("").rank).toBe(2);
    expect(sortKey("—").rank).toBe(2);
    expect(sortKey("— (0/0)").rank).toBe(2);
    expect(sortKey("gpt-4o")).toEqual({ rank: 1, value: "gpt-4o" });
    expect(sortKey("NaN").rank).toBe(1);
  });
});

describe("compareSortKeys", () => {
  const order = (texts: string[], dir: number) =>
    texts.map((t) => ({ t, k: sortKey(t) })).sort((a, b) => compareSortKeys(a.k, b.k, dir)).map((x) => x.t);

  it("orders numbers numerically (not as text), then text, then missing values", () => {
    expect(order(["10", "—", "9", "b", "0.5", "a"], 1)).toEqual(["0.5", "9", "10", "a", "b", "—"]);
  });

  it("reverses numbers and text when descending but keeps missing values last", () => {
    expect(order(["10", "—", "9", "b", "a"], -1)).toEqual(["10", "9", "b", "a", "—"]);
  });

  it("orders text naturally: m2 before m10", () => {
    expect(order(["m10", "m2", "m1"], 1)).toEqual(["m1", "m2", "m10"]);
  });
});

describe("tableControlsFor", () => {
  it(`gives tables of more than ${LONG_TABLE_ROWS} rows sorting and a ${TABLE_PREVIEW_ROWS}-row preview, shorter ones neither`, () => {
    expect(LONG_TABLE_ROWS).toBe(20);
    expect(tableControlsFor(20, undefined, undefined)).toEqual({ sortable: false, preview: null });
    expect(tableControlsFor(21, undefined, undefined)).toEqual({ sortable: true, preview: TABLE_PREVIEW_ROWS });
  });

  it("follows the caller's choice, and drops a preview that would show every row anyway", () => {
    expect(tableControlsFor(5, true, undefined)).toEqual({ sortable: true, preview: null });
    expect(tableControlsFor(500, false, null)).toEqual({ sortable: false, preview: null });
    expect(tableControlsFor(8, undefined, 8)).toEqual({ sortable: false, preview: null });
    expect(tableControlsFor(8, undefined, 3)).toEqual({ sortable: false, preview: 3 });
  });
});

describe("withTableControls", () => {
  it("returns the table unchanged when no control is wanted", () => {
    expect(withTableControls("<table></table>", 3, { sortable: false, preview: null })).toBe("<table></table>");
  });

  it("wraps the table in a div with a unique id and adds exactly one script, which is valid JavaScript", () => {
    const a = withTableControls("<table></table>", 30, { sortable: true, preview: 10 });
    const b = withTableControls("<table></table>", 30, { sortable: true, preview: 10 });
    const id = (s: string) => /^<div id="([^"]+)" class="trajlab-table-wrap"><table><\/table><\/div>/.exec(s)![1];
    expect(id(a)).not.toBe(id(b));
    expect(a.toLowerCase().split("<script").length - 1).toBe(1);
    expect(a.toLowerCase().split("</script").length - 1).toBe(1);
    const body = /<script type="text\/javascript">\n([\s\S]*)<\/script>$/.exec(a)![1];
    expect(() => new vm.Script(body)).not.toThrow();
    expect(body).toContain(JSON.stringify(id(a)));
  });
});

/** A minimal DOM, enough for the table script: rows, cells, a header, a button, appendChild that moves rows. */
function fakeTable(columns: string[], rows: string[][]) {
  const el = (tag: string): any => ({
    tag, style: {} as Record<string, string>, attrs: {} as Record<string, string>, children: [] as any[], textContent: "",
    setAttribute(k: string, v: string) { this.attrs[k] = v; },
    getAttribute(k: string) { return this.attrs[k] ?? null; },
    appendChild(c: any) { this.children.push(c); return c; },
    querySelector(sel: string) { return sel === ".trajlab-sort-mark" ? this.children.find((c: any) => c.className === "trajlab-sort-mark") ?? null : null; },
  });
  const ths = columns.map((c) => Object.assign(el("th"), { textContent: c }));
  const trs = rows.map((r) => Object.assign(el("tr"), { cells: r.map((t) => ({ textContent: t })) }));
  const body = {
    rows: trs,
    appendChild(r: any) { const i = this.rows.indexOf(r); this.rows.splice(i, 1); this.rows.push(r); return r; },
  };
  const table = { tBodies: [body], tHead: { rows: [{ cells: ths }] } };
  const root = Object.assign(el("div"), { querySelector: (sel: string) => (sel === "table" ? table : null) });
  return { root, table, body, ths, trs, document: { getElementById: () => root, createElement: (tag: string) => el(tag) } };
}

describe("the table script, run in a minimal fake page (node:vm)", () => {
  const rows = Array.from({ length: 25 }, (_, i) => [`m${i + 1}`, i % 5 === 0 ? "—" : String((i * 7) % 11)]);
  function run() {
    const html = tableHtml(rows.map(([m, v]) => ({ model: m, value: v })));
    const body = /<script type="text\/javascript">\n([\s\S]*)<\/script>$/.exec(html)![1];
    const page = fakeTable(["model", "value"], rows);
    vm.runInContext(body, vm.createContext({ document: page.document, Array, String, parseFloat, Infinity }));
    const shown = () => page.body.rows.filter((r: any) => r.style.display !== "none").length;
    const column = (j: number) => page.body.rows.map((r: any) => r.cells[j].textContent);
    const button = page.root.children.find((c: any) => c.className === "trajlab-show-all");
    return { page, shown, column, button };
  }

  it("shows the first 10 rows and a 'show all 25 rows' button that toggles", () => {
    const { shown, button } = run();
    expect(shown()).toBe(10);
    expect(button.textContent).toBe("show all 25 rows");
    button.onclick();
    expect(shown()).toBe(25);
    expect(button.textContent).toBe("show the first 10 rows");
    button.onclick();
    expect(shown()).toBe(10);
  });

  it("sorts by a column on a header click, reverses on the next, keeps missing values last, and re-applies the preview", () => {
    const { page, column, shown } = run();
    page.ths[1].onclick();
    const asc = column(1);
    const numbers = asc.filter((t: string) => t !== "—").map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(asc.slice(-5)).toEqual(["—", "—", "—", "—", "—"]);
    expect(page.ths[1].attrs["aria-sort"]).toBe("ascending");
    expect(shown()).toBe(10);
    page.ths[1].onclick();
    const desc = column(1);
    const numbersDesc = desc.filter((t: string) => t !== "—").map(Number);
    expect(numbersDesc).toEqual([...numbers].reverse());
    expect(desc.slice(-5)).toEqual(["—", "—", "—", "—", "—"]);
    expect(page.ths[1].attrs["aria-sort"]).toBe("descending");
    expect(page.ths[0].attrs["aria-sort"]).toBe("none");
  });

  it("keeps the row order stable among equal keys, and text columns in natural order", () => {
    const { page, column } = run();
    page.ths[0].onclick();
    expect(column(0).slice(0, 4)).toEqual(["m1", "m2", "m3", "m4"]);
    expect(column(0)[24]).toBe("m25");
  });
});
