import { describe, expect, test } from "vitest";
import { precisionRecall, wilsonInterval } from "../../lib/src";

describe("precisionRecall", () => {
  test("TP/(TP+FP), TP/(TP+FN), TN/(TN+FP) with Wilson intervals of those counts", () => {
    const gold = [true, true, true, false, false, false, false, true];
    const pred = [true, true, false, true, false, false, false, false];
    const r = precisionRecall(gold, pred);
    expect([r.truePositives, r.falsePositives, r.falseNegatives, r.trueNegatives]).toEqual([2, 1, 2, 3]);
    expect(r.precision).toMatchObject({ value: 2 / 3, numerator: 2, denominator: 3 });
    expect(r.recall).toMatchObject({ value: 0.5, numerator: 2, denominator: 4 });
    expect(r.specificity.value).toBe(0.75);
    expect(r.precision.interval).toEqual(wilsonInterval(2, 3));
    expect(r.f1).toBeCloseTo((2 * (2 / 3) * 0.5) / (2 / 3 + 0.5), 15);
  });
  test("a detector that never flags: precision null (0/0), not 0; recall 0 is a real 0", () => {
    const r = precisionRecall([true, false], [false, false]);
    expect(r.precision.value).toBeNull();
    expect(r.precision.interval).toBeNull();
    expect(r.recall.value).toBe(0);
    expect(r.f1).toBeNull();
  });
  test("labels are booleans: the string \"false\" is a TypeError, not a flag", () => {
    expect(() => precisionRecall([true, false], [true, "false" as unknown as boolean])).toThrow(/^precisionRecall: predicted\[1\] must be a boolean, got string$/);
    expect(() => precisionRecall(["true" as unknown as boolean], [true])).toThrow(/^precisionRecall: gold\[0\] must be a boolean, got string$/);
  });
});
