import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calls, gold } from "./builders";
import { alignWrites, callMatchesGoldAction, someCallMatchesGoldAction } from "../../lib/src";

const call = (name: string, args: Record<string, unknown> = {}) => ({ name, arguments: args });

describe("callMatchesGoldAction: τ² Action.compare_with_tool_call", () => {
  it("different names never match", () => {
    expect(callMatchesGoldAction(call("a", { x: 1 }), gold("b", { x: 1 }))).toBe(false);
    expect(callMatchesGoldAction(call("a"), gold("b", {}, []))).toBe(false);
  });

  describe("compare_args null → the call's own keys", () => {
    const g = gold("cancel", { order_id: "#W1", reason: "no longer needed" });
    it("equal arguments match", () => expect(callMatchesGoldAction(call("cancel", { order_id: "#W1", reason: "no longer needed" }), g)).toBe(true));
    it("a gold key the call omits is not checked", () => expect(callMatchesGoldAction(call("cancel", { order_id: "#W1" }), g)).toBe(true));
    it("an extra key in the call fails", () =>
      expect(callMatchesGoldAction(call("cancel", { order_id: "#W1", reason: "no longer needed", note: "x" }), g)).toBe(false));
    it("a different value fails", () => expect(callMatchesGoldAction(call("cancel", { order_id: "#W2" }), g)).toBe(false));
    it("a call without arguments matches on the name alone", () => expect(callMatchesGoldAction(call("cancel", {}), g)).toBe(true));
    it("'all-keys' (τ-bench v1) compares the whole objects", () => {
      expect(callMatchesGoldAction(call("cancel", { order_id: "#W1" }), g, { nullCompareArgs: "all-keys" })).toBe(false);
      expect(callMatchesGoldAction(call("cancel", {}), g, { nullCompareArgs: "all-keys" })).toBe(false);
      expect(callMatchesGoldAction(call("cancel", { reason: "no longer needed", order_id: "#W1" }), g, { nullCompareArgs: "all-keys" })).toBe(true);
    });
  });

  describe("compare_args [] → name only", () => {
    const g = gold("transfer_to_human_agents", { summary: "gold summary" }, []);
    it("any arguments match", () => expect(callMatchesGoldAction(call("transfer_to_human_agents", { summary: "anything else", x: 1 }), g)).toBe(true));
  });

  describe("compare_args list → only those keys, present on both sides or on neither", () => {
    const g = gold("book", { user_id: "u1", flights: [{ n: "HAT1", d: "2024-05-01" }], payment: "p1" }, ["user_id", "flights"]);
    it("keys outside the list are ignored", () =>
      expect(callMatchesGoldAction(call("book", { user_id: "u1", flights: [{ d: "2024-05-01", n: "HAT1" }], payment: "p9", extra: 1 }), g)).toBe(true));
    it("a listed key missing in the call fails", () => expect(callMatchesGoldAction(call("book", { user_id: "u1" }), g)).toBe(false));
    it("a listed key missing on both sides is fine", () =>
      expect(callMatchesGoldAction(call("book", { user_id: "u1", flights: [{ n: "HAT1", d: "2024-05-01" }] }), gold("book", { user_id: "u1", flights: [{ n: "HAT1", d: "2024-05-01" }] }, ["user_id", "flights", "insurance"]))).toBe(true));
    it("a listed key present only in the call fails", () =>
      expect(callMatchesGoldAction(call("book", { user_id: "u1", flights: [], insurance: "no" }), gold("book", { user_id: "u1", flights: [] }, ["user_id", "flights", "insurance"]))).toBe(false));
    it("deep equality on nested args: one nested field differs → no match", () =>
      expect(callMatchesGoldAction(call("book", { user_id: "u1", flights: [{ n: "HAT1", d: "2024-05-02" }] }), g)).toBe(false));
    it("list order matters", () =>
      expect(callMatchesGoldAction(call("x", { ids: ["a", "b"] }), gold("x", { ids: ["b", "a"] }, ["ids"]))).toBe(false));
  });

  it("requestor is not compared", () => {
    const g = { ...gold("toggle_data", {}), requestor: "user" as const };
    expect(callMatchesGoldAction({ ...call("toggle_data"), requestor: "assistant" } as never, g)).toBe(true);
  });

  it("a call always matches a gold action built from itself (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 })), (args) => {
        for (const ca of [null, [], Object.keys(args)]) {
          expect(callMatchesGoldAction(call("t", args), gold("t", JSON.parse(JSON.stringify(args)), ca))).toBe(true);
        }
      }),
    );
  });
});

describe("someCallMatchesGoldAction: the official non-consumptive check of one gold action", () => {
  const g = gold("cancel", { order_id: "#W1" });

  it("is true when any call, in any position, matches; false for no calls", () => {
    expect(someCallMatchesGoldAction(calls(["get", {}], ["cancel", { order_id: "#W1" }]), g)).toBe(true);
    expect(someCallMatchesGoldAction(calls(["cancel", { order_id: "#W2" }]), g)).toBe(false);
    expect(someCallMatchesGoldAction([], g)).toBe(false);
  });

  it("one call may satisfy several gold actions (nothing is consumed)", () => {
    const cs = calls(["cancel", { order_id: "#W1" }]);
    expect([g, gold("cancel", { order_id: "#W1" }, ["order_id"])].map((a) => someCallMatchesGoldAction(cs, a))).toEqual([true, true]);
  });

  it("onlyNames restricts the calls tried; the matching options are passed on", () => {
    const cs = calls(["cancel", { order_id: "#W1" }]);
    expect(someCallMatchesGoldAction(cs, g, {}, new Set(["modify"]))).toBe(false);
    expect(someCallMatchesGoldAction(cs, g, {}, new Set(["cancel"]))).toBe(true);
    const partial = calls(["cancel", {}]);
    expect(someCallMatchesGoldAction(partial, g)).toBe(true);
    expect(someCallMatchesGoldAction(partial, g, { nullCompareArgs: "all-keys" })).toBe(false);
  });

  it("agrees with calls.some(callMatchesGoldAction) on random calls", () => {
    const arg = fc.record({ order_id: fc.constantFrom("#W1", "#W2") }, { requiredKeys: [] });
    const spec = fc.tuple(fc.constantFrom("cancel", "modify"), arg);
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 5 }), (specs) => {
        const cs = calls(...specs);
        return someCallMatchesGoldAction(cs, g) === cs.some((c) => callMatchesGoldAction(c, g));
      }),
    );
  });
});

describe("alignWrites: consumptive, in call order, writes only", () => {
  const W = new Set(["cancel", "modify"]);

  it("a repeated correct write is aligned once, then drift ('already-consumed')", () => {
    const g = [gold("cancel", { order_id: "#W1" }, null, "a0")];
    const a = alignWrites(calls(["cancel", { order_id: "#W1" }], ["cancel", { order_id: "#W1" }]), g, W);
    expect(a.sequence).toEqual([1, 0]);
    expect(a.writes.map((w) => w.reason)).toEqual(["matched", "already-consumed"]);
    expect(a.writes.map((w) => w.goldActionIndex)).toEqual([0, null]);
    expect(a.consumedGoldActions).toBe(1);
  });

  it("two equal gold actions absorb two equal writes (multiset)", () => {
    const g = [gold("cancel", { order_id: "#W1" }), gold("cancel", { order_id: "#W1" })];
    expect(alignWrites(calls(["cancel", { order_id: "#W1" }], ["cancel", { order_id: "#W1" }]), g, W).sequence).toEqual([1, 1]);
  });

  it("reads are skipped; write order and write indices kept; reasons for drift", () => {
    const g = [gold("get", { id: 1 }), gold("modify", { id: 2 }), gold("cancel", { id: 3 })];
    const a = alignWrites(calls(["get", { id: 1 }], ["cancel", { id: 9 }], ["other_write", {}], ["modify", { id: 2 }], ["cancel", { id: 3 }]), g, new Set(["cancel", "modify", "other_write"]));
    expect(a.sequence).toEqual([0, 0, 1, 1]);
    expect(a.writes.map((w) => w.writeIndex)).toEqual([0, 1, 2, 3]);
    expect(a.writes.map((w) => w.call.order)).toEqual([1, 2, 3, 4]);
    expect(a.writes.map((w) => w.reason)).toEqual(["arguments-differ", "no-gold-action-with-this-name", "matched", "matched"]);
    expect(a.writes.map((w) => w.goldActionIndex)).toEqual([null, null, 1, 2]);
  });

  it("empty gold list → every write is drift with reason 'no-gold-actions'", () => {
    const a = alignWrites(calls(["cancel", { id: 1 }], ["get"]), [], W);
    expect(a.sequence).toEqual([0]);
    expect(a.writes[0].reason).toBe("no-gold-actions");
  });

  it("no writes → empty sequence", () => {
    expect(alignWrites(calls(["get"], ["find"]), [gold("cancel")], W).sequence).toEqual([]);
  });

  it("consumptive vs non-consumptive on a repeated correct write", () => {
    const g = [gold("cancel", { order_id: "#W1" })];
    const cs = calls(["cancel", { order_id: "#W1" }], ["cancel", { order_id: "#W1" }]);
    // non-consumptive (official): each call matches the gold action
    expect(cs.map((c) => callMatchesGoldAction(c, g[0]))).toEqual([true, true]);
    // consumptive: only the first one aligns
    expect(alignWrites(cs, g, W).sequence).toEqual([1, 0]);
  });

  it("aligned writes never exceed min(N, gold actions) (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("cancel", "modify", "get"), fc.integer({ min: 0, max: 3 })), { maxLength: 12 }),
        fc.array(fc.tuple(fc.constantFrom("cancel", "modify", "get"), fc.integer({ min: 0, max: 3 })), { maxLength: 6 }),
        (cs, gs) => {
          const a = alignWrites(calls(...cs.map(([n, v]) => [n, { v }] as [string, Record<string, unknown>])), gs.map(([n, v]) => gold(n, { v })), W);
          const aligned = a.sequence.filter((x) => x === 1).length;
          expect(aligned).toBe(a.consumedGoldActions);
          expect(aligned).toBeLessThanOrEqual(Math.min(a.sequence.length, gs.length));
          const used = a.writes.filter((w) => w.goldActionIndex !== null).map((w) => w.goldActionIndex);
          expect(new Set(used).size).toBe(used.length); // each gold action consumed at most once
          const golds = gs.map(([n, v]) => gold(n, { v }));
          for (const w of a.writes) {
            // an aligned write matches its gold action by the official rule; a drift write may still match one
            // (non-consumptively) only when that gold action was consumed earlier
            if (w.x === 1) expect(callMatchesGoldAction(w.call, golds[w.goldActionIndex!])).toBe(true);
            else if (golds.some((g) => callMatchesGoldAction(w.call, g))) expect(w.reason).toBe("already-consumed");
          }
        },
      ),
    );
  });
});

describe("deeply nested arguments", () => {
  const deep = (depth: number, leaf: unknown): Record<string, unknown> => {
    let v: unknown = leaf;
    for (let i = 0; i < depth; i++) v = { next: [v] };
    return { payload: v };
  };

  it("matching and alignment of calls whose arguments nest 10,000 levels do not overflow the stack", () => {
    const g = gold("w", deep(10_000, "ok"));
    expect(callMatchesGoldAction(call("w", deep(10_000, "ok")), g)).toBe(true);
    expect(callMatchesGoldAction(call("w", deep(10_000, "no")), g)).toBe(false);
    expect(callMatchesGoldAction(call("w", deep(10_000, "ok")), g, { nullCompareArgs: "all-keys" })).toBe(true);
    const cs = calls(["w", deep(10_000, "ok")], ["w", deep(10_000, "ok")], ["w", deep(10_000, "no")]);
    expect(alignWrites(cs, [g], new Set(["w"])).sequence).toEqual([1, 0, 0]);
    expect(someCallMatchesGoldAction(cs, g)).toBe(true);
  });
});
