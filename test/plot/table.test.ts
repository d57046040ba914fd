import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as dfd from "danfojs-node";
import { formatTableCell, tableHtml, TABLE_MISSING_TEXT } from "../../lib/src/plot/table";
import { measurement } from "../../lib/src/stats/measurement";
import { countPoint } from "../../lib/src/stats/pointForms";

/** The text of every cell of a tableHtml result: header row first, then body rows. */
function cells(html: string): string[][] {
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => m[1]);
  return rows.map((r) => [...r.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => m[1]));
}

describe("formatTableCell", () => {
  it("shows null, undefined as a dash, never as 0", () => {
    expect(TABLE_MISSING_TEXT).toBe("—");
    expect(formatTableCell(null)).toBe("—");
    expect(formatTableCell(undefined)).toBe("—");
  });

  it("shows NaN as NaN and infinities as ∞", () => {
    expect(formatTableCell(Number.NaN)).toBe("NaN");
    expect(formatTableCell(Infinity)).toBe("∞");
    expect(formatTableCell(-Infinity)).toBe("−∞");
  });

  it("shows integers as integers, whatever `decimals` is", () => {
    expect(formatTableCell(12, 3)).toBe("12");
    expect(formatTableCell(-3, 0)).toBe("-3");
    expect(formatTableCell(0, 5)).toBe("0");
    expect(formatTableCell(-0, 5)).toBe("0");
    expect(formatTableCell(1_000_000, 2)).toBe("1000000");
    expect(formatTableCell(1e21, 2)).toBe("1e+21");
  });

  it("rounds fractions to `decimals` digits (default 3)", () => {
    expect(formatTableCell(2 / 3)).toBe("0.667");
    expect(formatTableCell(0.5)).toBe("0.500");
    expect(formatTableCell(2 / 3, 1)).toBe("0.7");
    expect(formatTableCell(-1.25, 1)).toBe("-1.3");
    expect(formatTableCell(1234.5678, 2)).toBe("1234.57");
  });

  it("does not show a small non-zero fraction as zero", () => {
    expect(formatTableCell(1.2e-7, 3)).toBe("1.20e-7");
    expect(formatTableCell(-0.0004, 3)).toBe("-4.00e-4");
    expect(formatTableCell(0.0004, 4)).toBe("0.0004");
  });

  it("shows a measurement point with its numerator and denominator, a zero denominator as a dash", () => {
    expect(formatTableCell(measurement(3, 4))).toBe("0.750 (3/4)");
    expect(formatTableCell(measurement(0, 0), 2)).toBe("— (0/0) no data");
    expect(formatTableCell({ value: null, numerator: 0, denominator: 0 }, 2)).toBe("— (0/0)");
  });

  it("shows a full point's state unless it is complete, and a count's 0 over no samples as missing", () => {
    expect(formatTableCell(measurement(4, 11, [{ reason: "no write calls", count: 1 }]))).toBe("0.364 (4/11) partial: 1 of 12 left out");
    expect(formatTableCell(measurement(0, 0, [{ reason: "no write calls", count: 2 }]))).toBe("— (0/0) no data: 2 of 2 left out");
    expect(formatTableCell(countPoint(0, 0))).toBe("— (0/0) no data");
    expect(formatTableCell(countPoint(0, 3))).toBe("0 (0/3)");
  });

  it("shows strings as they are, booleans, bigints, dates and other objects readably", () => {
    expect(formatTableCell("a <b>")).toBe("a <b>"); // escaping is tableHtml's job
    expect(formatTableCell(true)).toBe("true");
    expect(formatTableCell(10n)).toBe("10");
    expect(formatTableCell(new Date(Date.UTC(2024, 0, 2)))).toBe("2024-01-02T00:00:00.000Z");
    expect(formatTableCell({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });

  it("never gives '0' for a non-zero finite number (property)", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 6 }), (x, d) => {
        const s = formatTableCell(x, d);
        if (x !== 0) expect(Number(s.replace("−", "-"))).not.toBe(0);
        if (Number.isInteger(x) && Math.abs(x) < 1e21) expect(s).toBe(Object.is(x, -0) ? "0" : String(x));
      }),
    );
  });
});

describe("tableHtml on rows", () => {
  it("has one header cell per key (first-appearance order) and one row per record", () => {
    const html = tableHtml([{ a: 1, b: 0.5 }, { b: 2, c: "x" }]);
    expect(cells(html)).toEqual([
      ["a", "b", "c"],
      ["1", "0.500", "—"],
      ["—", "2.000", "x"], // column b holds a fraction, so its integer reads at the same precision
    ]);
  });

  it("escapes headers, cells and the caption", () => {
    const html = tableHtml([{ "<k>": "<script>alert('x')</script>" }], { caption: "A & <B>" });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<k>");
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("<caption");
    expect(html).toContain("A &amp; &lt;B&gt;");
  });

  it("shows null and undefined as a dash, never 0, and NaN as NaN", () => {
    const body = cells(tableHtml([{ x: null, y: undefined, z: Number.NaN }])).slice(1);
    expect(body).toEqual([["—", "—", "NaN"]]);
  });

  it("honours `decimals` and `columns` (order and subset)", () => {
    const html = tableHtml([{ a: 1 / 3, b: 2 / 3, c: 1 }], { decimals: 2, columns: ["c", "a"] });
    expect(cells(html)).toEqual([["c", "a"], ["1", "0.33"]]);
  });

  it("right-aligns numbers and left-aligns text", () => {
    const html = tableHtml([{ n: 1, s: "x" }]);
    expect(html).toMatch(/<td style="text-align:right[^"]*">1<\/td>/);
    expect(html).toMatch(/<td style="text-align:left[^"]*">x<\/td>/);
  });

  it("says (no rows) for an empty table", () => {
    expect(tableHtml([])).toContain("(no rows)");
    expect(cells(tableHtml([], { columns: ["a", "b"] }))[0]).toEqual(["a", "b"]);
  });

  it("rejects rows that are not objects and bad `decimals`", () => {
    expect(() => tableHtml([1] as never)).toThrow(/rows\[0\] is not an object/);
    expect(() => tableHtml([{ a: 1 }, null] as never)).toThrow(/rows\[1\]/);
    expect(() => tableHtml("x" as never)).toThrow(TypeError);
    expect(() => tableHtml({ columns: ["a"] } as never)).toThrow(TypeError);
    for (const decimals of [-1, 1.5, 21, Number.NaN]) {
      expect(() => tableHtml([{ a: 1 }], { decimals })).toThrow(RangeError);
    }
  });

  it("produces one row per record and one cell per column, with no raw markup from the data (property)", () => {
    const record = fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.integer()), { maxKeys: 4 });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 6 }), (rows) => {
        const html = tableHtml(rows);
        const keys = new Set(rows.flatMap((r) => Object.keys(r)));
        const all = cells(html);
        expect(all.length).toBe(rows.length + 1);
        for (const r of all) expect(r.length).toBe(Math.max(keys.size, all[0].length));
        const text = all.flat().join("");
        expect(text).not.toMatch(/[<>"']/);
      }),
    );
  });
});

describe("tableHtml on a danfojs DataFrame (duck typed: columns + values)", () => {
  const df = new dfd.DataFrame({ model: ["a", "<b>"], passed: [3, 0], rate: [0.75, 0.125] });

  it("shows the frame's columns and rows", () => {
    expect(cells(tableHtml(df))).toEqual([
      ["model", "passed", "rate"],
      ["a", "3", "0.750"],
      ["&lt;b&gt;", "0", "0.125"],
    ]);
  });

  it("selects columns by name and rejects unknown ones", () => {
    expect(cells(tableHtml(df, { columns: ["rate", "model"], decimals: 1 }))).toEqual([
      ["rate", "model"],
      ["0.8", "a"],
      ["0.1", "&lt;b&gt;"],
    ]);
    expect(() => tableHtml(df, { columns: ["nope"] })).toThrow(/"nope" is not in the data frame/);
  });

  it("shows missing values of a frame as a dash", () => {
    const withNull = new dfd.DataFrame([{ k: 1, v: 0.5 }, { k: 2, v: null }]);
    expect(cells(tableHtml(withNull)).slice(1)).toEqual([["1", "0.500"], ["2", "—"]]);
  });

  it("accepts a plain object with columns and values", () => {
    expect(cells(tableHtml({ columns: ["x"], values: [[1], [null]] }))).toEqual([["x"], ["1"], ["—"]]);
  });
});

describe("tableHtml column precision", () => {
  it("a column holding any fraction prints its integers at the same precision; integer columns stay integers", () => {
    const html = tableHtml([
      { n: 3, x: 55 },
      { n: 4, x: 54.875 },
    ], { decimals: 2 });
    expect(html).toContain(">55.00<");
    expect(html).toContain(">54.88<");
    expect(html).toContain(">3<");
    expect(html).not.toContain(">3.00<");
  });
});

describe("tableHtml on long tables", () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ i, v: i / 7 }));

  it("leaves a table of 20 rows or fewer as a plain <table> without script", () => {
    const html = tableHtml(rows(20));
    expect(html.startsWith('<table class="trajlab-table"')).toBe(true);
    expect(html).not.toContain("<script");
  });

  it("gives a table of more than 20 rows sortable columns and a 10-row preview, with every row still in the HTML", () => {
    const html = tableHtml(rows(21));
    expect(html).toMatch(/^<div id="trajlab-table-[^"]+" class="trajlab-table-wrap"><table class="trajlab-table"/);
    expect(html).toContain('"sortable":true');
    expect(html).toContain('"preview":10');
    expect(cells(html.slice(0, html.indexOf("</table>"))).length).toBe(22); // header + 21 rows, none dropped
  });

  it("follows sortable and preview when given, and rejects a bad preview", () => {
    expect(tableHtml(rows(50), { sortable: false, preview: null })).not.toContain("<script");
    expect(tableHtml(rows(5), { sortable: true })).toContain('"sortable":true,"preview":null');
    expect(tableHtml(rows(50), { preview: 30 })).toContain('"preview":30');
    for (const preview of [0, -1, 2.5, Number.NaN]) {
      expect(() => tableHtml(rows(3), { preview })).toThrow(/tableHtml: preview must be an integer ≥ 1 or null/);
    }
  });
});
