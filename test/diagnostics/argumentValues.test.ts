/** The values a call carries, where a write differs from its gold action, and how a value reads in words. */
import { describe, expect, test } from "vitest";
import { argumentLeaves, differingLeaves, valuePattern } from "../../lib/src";
import { isIdentifier } from "../../lib/src/diagnostics/argumentValues";

describe("argumentLeaves", () => {
  test("depth first, keys sorted, array indices in the path but not in the key; null leaves skipped", () => {
    expect(argumentLeaves({ b: [{ x: 1 }, { x: 2 }], a: null, c: "z" })).toEqual([
      { path: "b[0].x", key: "b.x", value: 1 },
      { path: "b[1].x", key: "b.x", value: 2 },
      { path: "c", key: "c", value: "z" },
    ]);
    expect(argumentLeaves({})).toEqual([]);
  });
});

describe("differingLeaves", () => {
  test("leaves whose field the gold has, with a value no leaf of that field in the gold has (order of elements is free)", () => {
    const write = { flights: [{ n: "HAT2" }, { n: "HAT1" }], total_baggages: 1, extra: "harness field" };
    expect(differingLeaves(write, [{ flights: [{ n: "HAT1" }, { n: "HAT2" }], total_baggages: 0 }])).toEqual([{ path: "total_baggages", key: "total_baggages", value: 1 }]);
  });
  test("with several gold actions, the closest; no gold → null", () => {
    expect(differingLeaves({ id: "A", r: "x" }, [{ id: "B", r: "y" }, { id: "A", r: "y" }])).toEqual([{ path: "r", key: "r", value: "x" }]);
    expect(differingLeaves({ id: "A" }, [])).toBeNull();
  });
});

describe("valuePattern", () => {
  const p = (key: string, value: string | number | boolean) => valuePattern({ path: key, key, value });
  test("ISO dates as written and in words", () => {
    const d = p("date", "2024-05-17")!;
    expect(["2024-05-17", "on May 17th", "17 May", "5/17/2024"].map((s) => d.test(s))).toEqual([true, true, true, true]);
    expect(d.test("May 18")).toBe(false);
  });
  test("bag counts and amounts; ids with underscores as spaces", () => {
    expect(p("total_baggages", 2)!.test("two checked bags")).toBe(true);
    expect(p("total_baggages", 0)!.test("no bags")).toBe(true);
    expect(p("amount", 1286)!.test("a total of $1,286.00")).toBe(true);
    expect(p("payment_id", "gift_card_123")!.test("gift card 123")).toBe(true);
  });
  test("values that cannot be found reliably give null", () => {
    expect([p("insurance", "no"), p("count", 3), p("flag", true), p("x", "ab")]).toEqual([null, null, null, null]);
  });
});

describe("isIdentifier", () => {
  test("domain identifier shapes with a digit", () => {
    expect(["H9ZU1C", "#W1234567", "HAT097", "1234567890", "credit_card_42", "L1002", "mia_kim_4397"].every(isIdentifier)).toBe(true);
    expect(["economy", "ABCDEF", "May 17", 42].some(isIdentifier)).toBe(false);
  });
});
