import { describe, expect, test } from "vitest";
import { unfixedValue } from "../../lib/src";
import { FREE_TEXT_ARGUMENTS } from "../../lib/src/audit/unfixedValue";
import { ctx, gold, ob, user } from "./fixtures";

const address = (country: string) => gold("modify_user_address", { user_id: "u1", address1: "1 Elm St", city: "Austin", country });

describe("unfixedValue", () => {
  test("the free-text arguments read", () => {
    expect(FREE_TEXT_ARGUMENTS).toContain("country");
    expect(FREE_TEXT_ARGUMENTS).not.toContain("order_id");
  });
  test("a country string the instructions never give and no tool shows: unfixed", () => {
    const r = unfixedValue(ctx({ domain: "retail", gold: [address("USA")], scenario: "Your new address is 1 Elm St, Austin." }));
    expect(r.findings.map((f) => f.note)).toEqual(['modify_user_address.country = "USA" appears in no instruction and no tool result']);
  });
  test("the same string shown by a tool (the user's current address): fixed", () => {
    const profile = ob("get_user_details", { user_id: "u1" }, user({ address: { country: "USA" } }));
    expect(unfixedValue(ctx({ domain: "retail", gold: [address("USA")], scenario: "1 Elm St, Austin", observations: [profile] })).findings).toEqual([]);
  });
  test("an argument the evaluator does not compare is not read", () => {
    const g = gold("modify_user_address", { country: "Narnia" }, ["user_id"]);
    expect(unfixedValue(ctx({ domain: "retail", gold: [g] })).findings).toEqual([]);
  });
});
