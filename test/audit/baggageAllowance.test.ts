import { describe, expect, test } from "vitest";
import { baggageAllowance } from "../../lib/src";
import { FREE_BAGS } from "../../lib/src/audit/baggageAllowance";
import { ctx, gold, ob, reservation, user } from "./fixtures";

const bags = (total: number, nonfree: number) => gold("update_reservation_baggages", { reservation_id: "ABC123", total_baggages: total, nonfree_baggages: nonfree, payment_id: "credit_card_1" });
const obs = (membership: string, cabin: string) => [ob("get_user_details", { user_id: "u1" }, user({ membership })), ob("get_reservation_details", { reservation_id: "ABC123" }, reservation({ cabin }))];

describe("baggageAllowance", () => {
  test("the allowance table is the policy's (regular 0/1/2, silver 1/2/3, gold 2/3/4)", () => {
    expect(FREE_BAGS).toEqual({ regular: { basic_economy: 0, economy: 1, business: 2 }, silver: { basic_economy: 1, economy: 2, business: 3 }, gold: { basic_economy: 2, economy: 3, business: 4 } });
  });
  test("a gold member, economy, one passenger: 2 bags are free, so gold nonfree 2 is an amount mismatch", () => {
    const r = baggageAllowance(ctx({ gold: [bags(2, 2)], observations: obs("gold", "economy") }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].note).toContain("leave 0 non-free");
  });
  test("a regular member, economy: 3 bags leave 2 non-free (agrees with gold 2)", () => {
    expect(baggageAllowance(ctx({ gold: [bags(3, 2)], observations: obs("regular", "economy") })).findings).toEqual([]);
  });
  test("an earlier gold cabin upgrade changes the allowance", () => {
    const up = gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "economy", flights: [] });
    // gold member, basic economy upgraded to economy: 3 free, so 3 bags leave 0
    expect(baggageAllowance(ctx({ gold: [up, bags(3, 0)], observations: obs("gold", "basic_economy") })).findings).toEqual([]);
    expect(baggageAllowance(ctx({ gold: [bags(3, 0)], observations: obs("gold", "basic_economy") })).findings).toHaveLength(1);
  });
  test("nonfree_baggages not compared by the evaluator: nothing checked", () => {
    const g = gold("update_reservation_baggages", { reservation_id: "ABC123", total_baggages: 2, nonfree_baggages: 2 }, ["reservation_id", "total_baggages"]);
    expect(baggageAllowance(ctx({ gold: [g], observations: obs("gold", "economy") }))).toEqual({ findings: [], undecided: [] });
  });
  test("the membership never observed: undecided", () => {
    expect(baggageAllowance(ctx({ gold: [bags(2, 2)] })).undecided).toHaveLength(1);
  });
});
