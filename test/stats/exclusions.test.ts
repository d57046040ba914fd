/**
 * A measurement point carries its value, numerator, denominator and exclusions, and — in full form — the samples it
 * was planned on, how many entered and failed, and its state; null is not zero.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exclusionsByReason, measurement, mergeExclusions } from "../../lib/src";
import { ExclusionTally } from "../../lib/src/stats/exclusions";
import { expectPointInvariants } from "./pointInvariants";

const exclusionArb = fc.record({
  reason: fc.constantFrom("no write calls", "reward missing", "analysis_failed"),
  count: fc.integer({ min: 0, max: 20 }),
});

describe("mergeExclusions", () => {
  test("adds counts and concatenates ids of equal reasons, keeping first-seen order", () => {
    const merged = mergeExclusions(
      [{ reason: "no write calls", count: 1, ids: ["s1"] }, { reason: "reward missing", count: 2 }],
      [{ reason: "no write calls", count: 2, ids: ["s7", "s9"] }],
    );
    expect(merged).toEqual([
      { reason: "no write calls", count: 3, ids: ["s1", "s7", "s9"] },
      { reason: "reward missing", count: 2 },
    ]);
  });

  test("does not modify its inputs", () => {
    const a = [{ reason: "x", count: 1, ids: ["a"] }];
    mergeExclusions(a, [{ reason: "x", count: 1, ids: ["b"] }]);
    expect(a).toEqual([{ reason: "x", count: 1, ids: ["a"] }]);
  });

  test("nothing in, nothing out", () => {
    expect(mergeExclusions()).toEqual([]);
    expect(mergeExclusions([], [])).toEqual([]);
  });
});

describe("exclusionsByReason", () => {
  const units = [
    { id: "a", why: "no writes" },
    { id: "b", why: null },
    { id: "c", why: "infrastructure error" },
    { id: "d", why: "no writes" },
  ];

  test("groups excluded units by reason in first-seen order, with counts and ids; included units are skipped", () => {
    expect(exclusionsByReason(units, (u) => u.why, (u) => u.id)).toEqual([
      { reason: "no writes", count: 2, ids: ["a", "d"] },
      { reason: "infrastructure error", count: 1, ids: ["c"] },
    ]);
  });

  test("without an id function the exclusions carry counts only", () => {
    expect(exclusionsByReason(units, (u) => u.why)).toEqual([
      { reason: "no writes", count: 2 },
      { reason: "infrastructure error", count: 1 },
    ]);
  });

  test("nothing excluded, nothing out; every call returns fresh arrays", () => {
    expect(exclusionsByReason([], () => "x")).toEqual([]);
    expect(exclusionsByReason(units, () => null)).toEqual([]);
    const a = exclusionsByReason(units, (u) => u.why, (u) => u.id);
    a[0].ids!.push("z");
    expect(exclusionsByReason(units, (u) => u.why, (u) => u.id)[0].ids).toEqual(["a", "d"]);
  });

  test("property: the counts add up to the number of excluded units", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom("x", "y", "z"), { nil: null })), (reasons) => {
        const total = exclusionsByReason(reasons, (r) => r).reduce((s, e) => s + e.count, 0);
        expect(total).toBe(reasons.filter((r) => r !== null).length);
      }),
    );
  });
});

describe("ExclusionTally", () => {
  test("lists the exclusions so far at any point of a pass", () => {
    const t = new ExclusionTally(true);
    t.add("no writes", "a");
    const first = t.list();
    t.add("no writes", "b");
    expect(first).toEqual([{ reason: "no writes", count: 1, ids: ["a"] }]);
    expect(t.list()).toEqual([{ reason: "no writes", count: 2, ids: ["a", "b"] }]);
  });
});
