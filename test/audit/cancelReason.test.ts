import { describe, expect, test } from "vitest";
import { cancelReason } from "../../lib/src";
import { ctx, gold } from "./fixtures";

const cancel = (reason: string) => gold("cancel_pending_order", { order_id: "#W1", reason });

describe("cancelReason", () => {
  test("'no longer needed' with instructions saying you don't need it: nothing", () => {
    expect(cancelReason(ctx({ domain: "retail", gold: [cancel("no longer needed")], scenario: "You don't need the lamp anymore." })).findings).toEqual([]);
  });
  test("'ordered by mistake' with instructions that give no reason: unfixed value", () => {
    const r = cancelReason(ctx({ domain: "retail", gold: [cancel("ordered by mistake")], scenario: "Cancel the order." }));
    expect(r.findings[0]).toMatchObject({ kind: "unfixed-value" });
    expect(r.findings[0].note).toContain("give no reason");
  });
  test("instructions pointing to the other reason: unfixed value naming it", () => {
    expect(cancelReason(ctx({ domain: "retail", gold: [cancel("no longer needed")], scenario: "You ordered it by mistake." })).findings[0].note).toContain('point to "ordered by mistake"');
  });
  test("a reason the policy does not accept: forbidden", () => {
    expect(cancelReason(ctx({ domain: "retail", gold: [cancel("too expensive")], scenario: "" })).findings[0].kind).toBe("policy-forbids");
  });
});
