import { describe, expect, test } from "vitest";
import { confusionMatrix } from "../../lib/src";

describe("confusionMatrix", () => {
  test("rows are gold, columns predicted, in the given order then first seen", () => {
    const m = confusionMatrix(["loop", "drift", "loop", "ok"], ["loop", "loop", "ok", "ok"], ["ok"]);
    expect(m.categories).toEqual(["ok", "loop", "drift"]);
    expect(m.counts).toEqual([
      [1, 0, 0],
      [1, 1, 0],
      [0, 1, 0],
    ]);
    expect(m.accuracy).toMatchObject({ value: 0.5, numerator: 2, denominator: 4, exclusions: [], planned: 4, pointState: "complete" });
  });
  test("no items: accuracy null, never 0; different lengths are a RangeError", () => {
    expect(confusionMatrix([], []).accuracy.value).toBeNull();
    expect(() => confusionMatrix(["a"], [])).toThrow(/^confusionMatrix: predicted.length must be gold.length \(1\), got 0$/);
  });
});
