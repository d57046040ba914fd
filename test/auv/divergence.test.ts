import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { classifyDivergence, findDivergentPairs } from "../../lib/src";

describe("classifyDivergence (fractions)", () => {
  it("same SR, different AUV: BlocksWorld-like 0.98/0.698 vs 0.98/0.711", () => {
    expect(classifyDivergence({ sr: 0.98, auv: 0.698 }, { sr: 0.98, auv: 0.711 })).toEqual(["same-sr-different-auv", "reversed-order"]);
  });
  it("similar AUV, different SR: Sudoku-like 0.55/0.344 vs 0.51/0.374", () => {
    expect(classifyDivergence({ sr: 0.55, auv: 0.344 }, { sr: 0.51, auv: 0.374 })).toContain("similar-auv-different-sr");
  });
  it("reversed order follows Table 4: SR(A) ≥ SR(B) and AUV(A) ≤ AUV(B)", () => {
    expect(classifyDivergence({ sr: 0.152, auv: 0.054 }, { sr: 0.15, auv: 0.096 })).toContain("reversed-order");
    expect(classifyDivergence({ sr: 0.15, auv: 0.096 }, { sr: 0.152, auv: 0.054 })).toContain("reversed-order");
    // agreeing order: no reversal
    expect(classifyDivergence({ sr: 0.9, auv: 0.7 }, { sr: 0.5, auv: 0.3 })).toEqual([]);
    // equal AUV with higher SR is a (weak) reversal per Table 4's ≤
    expect(classifyDivergence({ sr: 0.9, auv: 0.3 }, { sr: 0.5, auv: 0.3 })).toContain("reversed-order");
    // identical rows do not diverge
    expect(classifyDivergence({ sr: 0.5, auv: 0.3 }, { sr: 0.5, auv: 0.3 })).toEqual([]);
  });
  it("tolerances change what counts as the same", () => {
    expect(classifyDivergence({ sr: 0.98, auv: 0.698 }, { sr: 0.98, auv: 0.711 }, { same: 0.02 })).toEqual(["reversed-order"]);
    expect(() => classifyDivergence({ sr: NaN, auv: 0 }, { sr: 0, auv: 0 })).toThrow(/a.sr/);
  });
});

describe("findDivergentPairs", () => {
  const rows = [
    { model: "M1", environment: "ws", sr: 0.152, auv: 0.054 },
    { model: "M2", environment: "ws", sr: 0.15, auv: 0.096 },
    { model: "M3", environment: "ws", sr: 0.41, auv: 0.248 },
    { model: "M1", environment: "bw", sr: 0.9, auv: 0.5 },
  ];
  it("finds pairs within an environment only, oriented A = higher SR", () => {
    const pairs = findDivergentPairs(rows, { only: "reversed-order" });
    expect(pairs).toHaveLength(1);
    expect(pairs[0].environment).toBe("ws");
    expect(pairs[0].a.model).toBe("M1");
    expect(pairs[0].b.model).toBe("M2");
  });
  it("orients equal-SR pairs with the lower AUV first", () => {
    const p = findDivergentPairs([
      { model: "X", environment: "e", sr: 0.98, auv: 0.711 },
      { model: "Y", environment: "e", sr: 0.98, auv: 0.698 },
    ]);
    expect(p[0].a.model).toBe("Y");
  });
  it("every reversed pair satisfies the definition (property)", () => {
    const row = fc.record({ sr: fc.integer({ min: 0, max: 100 }), auv: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rs) => {
        const table = rs.map((r, i) => ({ model: `m${i}`, environment: "e", sr: r.sr / 100, auv: r.auv / 100 }));
        for (const p of findDivergentPairs(table, { only: "reversed-order" })) {
          expect(p.a.sr).toBeGreaterThanOrEqual(p.b.sr);
          expect(p.a.auv).toBeLessThanOrEqual(p.b.auv);
        }
      }),
    );
  });
  it("rejects a model listed twice for one environment", () => {
    expect(() => findDivergentPairs([rows[0], rows[0]])).toThrow(/twice/);
    expect(findDivergentPairs([])).toEqual([]);
  });
});
