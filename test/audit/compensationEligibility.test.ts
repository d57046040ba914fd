import { describe, expect, test } from "vitest";
import { compensationEligibility } from "../../lib/src";
import { ctx, gold, ob, reservation, user } from "./fixtures";

const cert = (amount: number) => gold("send_certificate", { user_id: "u1", amount });
const obs = (membership: string, res: Record<string, unknown>) => [ob("get_user_details", { user_id: "u1" }, user({ membership })), ob("get_reservation_details", { reservation_id: "ABC123" }, reservation(res))];

describe("compensationEligibility", () => {
  test("a regular member, uninsured, economy: compensation forbidden", () => {
    const r = compensationEligibility(ctx({ gold: [cert(50)], observations: obs("regular", {}) }));
    expect(r.findings.map((f) => f.kind)).toEqual(["policy-forbids"]);
  });
  test("a silver member: allowed; 50 × one passenger is an allowed amount", () => {
    expect(compensationEligibility(ctx({ gold: [cert(50)], observations: obs("silver", {}) })).findings).toEqual([]);
  });
  test("a regular member with insurance: allowed", () => {
    expect(compensationEligibility(ctx({ gold: [cert(100)], observations: obs("regular", { insurance: "yes" }) })).findings).toEqual([]);
  });
  test("an amount neither 50 nor 100 times the passengers: an amount mismatch", () => {
    const r = compensationEligibility(ctx({ gold: [cert(150)], observations: obs("gold", {}) }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ kind: "amount-mismatch" });
    expect(r.findings[0].note).toContain("(50, 100)");
  });
  test("the profile never observed: undecided", () => {
    expect(compensationEligibility(ctx({ gold: [cert(50)] })).undecided).toHaveLength(1);
  });
});
