import { describe, expect, test } from "vitest";
import type { ActionCheck, GoldAction } from "../../lib/src/io/model";
import { sameActions } from "../../lib/src/io/sameActions";

const gold = (name: string, args: Record<string, unknown>, actionId: string | null = null, compareArgs: string[] | null = null): GoldAction => ({ actionId, name, arguments: args, compareArgs, requestor: "assistant" });
const check = (g: GoldAction): ActionCheck => ({ action: g, actionMatch: true, actionReward: 1, toolType: null });

describe("sameActions: the action checks are the task's gold actions, as multisets", () => {
  const a = gold("get_user", { user_id: "u1" }, "t1_0");
  const b = gold("cancel_pending_order", { order_id: "#1", reason: "no longer needed" }, "t1_1");
  test("the same actions, in any order, whatever their action ids", () => {
    expect(sameActions([check(a), check(b)], [a, b])).toBe(true);
    expect(sameActions([check(b), check(a)], [a, b])).toBe(true);
    expect(sameActions([check({ ...a, actionId: "89_0" })], [a])).toBe(true);
  });
  test("a different count, name, argument or compare_args is a different list", () => {
    expect(sameActions([check(a)], [a, b])).toBe(false);
    expect(sameActions([check(a), check(a)], [a, b])).toBe(false);
    expect(sameActions([check({ ...a, name: "get_user_details" })], [a])).toBe(false);
    expect(sameActions([check({ ...a, arguments: { user_id: "u2" } })], [a])).toBe(false);
    expect(sameActions([check({ ...a, compareArgs: ["user_id"] })], [a])).toBe(false);
  });
  test("arguments compare as Python's == does (1 == 1.0, key order ignored); a missing key is not a null one", () => {
    expect(sameActions([check(gold("f", { n: 1, m: "x" }))], [gold("f", { m: "x", n: 1.0 })])).toBe(true);
    expect(sameActions([check(gold("f", { n: null }))], [gold("f", {})])).toBe(false);
  });
  test("edges: no checks and no gold actions are the same (empty) list", () => {
    expect(sameActions([], [])).toBe(true);
    expect(sameActions([], [a])).toBe(false);
  });
});
