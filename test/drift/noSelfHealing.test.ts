import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calls, conv, convWithSequence, W } from "./builders";
import { conversationDrift, noSelfHealing, selfHealingPattern } from "../../lib/src";

describe("selfHealingPattern", () => {
  it.each([
    [[], { hasWrites: false, mixed: false, alignedAfterDrift: false, twoAlignedAfterDrift: false, noAlignedWrite: false }],
    [[1, 1], { hasWrites: true, mixed: false, alignedAfterDrift: false, twoAlignedAfterDrift: false, noAlignedWrite: false }],
    [[0, 0], { hasWrites: true, mixed: false, alignedAfterDrift: false, twoAlignedAfterDrift: false, noAlignedWrite: true }],
    [[1, 0], { hasWrites: true, mixed: true, alignedAfterDrift: false, twoAlignedAfterDrift: false, noAlignedWrite: false }],
    [[0, 1, 0, 1], { hasWrites: true, mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: false, noAlignedWrite: false }],
    [[1, 0, 1, 1], { hasWrites: true, mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: true, noAlignedWrite: false }],
    // two aligned after a LATER drift write count too
    [[0, 1, 0, 1, 1], { hasWrites: true, mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: true, noAlignedWrite: false }],
    // 1,1 before any drift does not count
    [[1, 1, 0, 1], { hasWrites: true, mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: false, noAlignedWrite: false }],
  ] as [(0 | 1)[], object][])("%j", (seq, expected) => {
    expect(selfHealingPattern(seq)).toEqual(expected);
  });

  it("a neutral write breaks a run of aligned writes and is neither aligned nor drift", () => {
    expect(selfHealingPattern([0, 1, "neutral", 1]).twoAlignedAfterDrift).toBe(false);
    expect(selfHealingPattern(["neutral"]).noAlignedWrite).toBe(true);
    expect(selfHealingPattern([1, 0.5]).mixed).toBe(false);
  });

  it("'after drift' patterns imply mixed; two-after implies one-after (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<0 | 1>(0, 1), { maxLength: 20 }), (x) => {
        const p = selfHealingPattern(x);
        if (p.twoAlignedAfterDrift) expect(p.alignedAfterDrift).toBe(true);
        if (p.alignedAfterDrift) expect(p.mixed).toBe(true);
        if (p.noAlignedWrite) expect(p.mixed).toBe(false);
      }),
    );
  });
});

describe("noSelfHealing over conversations", () => {
  const rows = [
    [1, 0, 1, 1],
    [0, 1],
    [1, 0],
    [0, 0],
    [1],
  ].map((s, i) => conversationDrift(convWithSequence(s as (0 | 1)[], { id: `c${i}` }), W));
  rows.push(conversationDrift(conv({ id: "none", toolCalls: calls(["read"]) }), W));
  const s = noSelfHealing(rows);

  it("counts", () => {
    expect(s).toMatchObject({ withWrites: 5, mixed: 3, alignedAfterDrift: 2, twoAlignedAfterDrift: 1, noAlignedWrite: 1 });
  });
  it("shares as measurement points with the excluded conversation listed", () => {
    expect(s.alignedAfterDriftShare).toMatchObject({ numerator: 2, denominator: 3 });
    expect(s.twoAlignedAfterDriftShare).toMatchObject({ numerator: 1, denominator: 3 });
    expect(s.noAlignedWriteShare).toMatchObject({ numerator: 1, denominator: 5, value: 0.2 });
    expect(s.mixedShare).toMatchObject({ numerator: 3, denominator: 5 });
    expect(s.mixedShare.exclusions).toEqual([{ reason: "no write calls", count: 1, ids: ["none"] }]);
  });
  it("no mixed conversation → shares null", () => {
    const t = noSelfHealing([conversationDrift(convWithSequence([1, 1]), W)]);
    expect(t.alignedAfterDriftShare.value).toBeNull();
    expect(noSelfHealing([]).mixedShare.value).toBeNull();
  });
});
