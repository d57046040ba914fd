import { describe, expect, test } from "vitest";
import { PayloadStore, TAU2_WRITE_TOOL_REGISTRY, runEventLogs } from "../../lib/src";
import { chat, verification } from "../diagnostics/chat";
import { GOLD_LIMITS } from "../../lib/src/drift/goldActions";

describe("runEventLogs", () => {
  const { run } = chat([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }], ["get_order_details", { order_id: "#W1" }]] }]);

  test("uses the drift family's registry by default, so effect follows τ²'s declared write tools", () => {
    const r = runEventLogs(run);
    expect(r.writeTools?.source).toBe("registry");
    expect(r.writeTools?.tools).toEqual([...TAU2_WRITE_TOOL_REGISTRY.retail.agent].sort());
    expect(r.logs[0].events.filter((e) => e.type === "tool_request").map((e) => e.effect)).toEqual(["write", "read"]);
  });

  test("an explicit list is used as given", () => {
    const r = runEventLogs(run, { writes: ["get_order_details"] });
    expect(r.logs[0].events.filter((e) => e.type === "tool_request").map((e) => e.effect)).toEqual(["read", "write"]);
  });

  test("an unavailable write set leaves effect null and says why in every trajectory's limits", () => {
    const mock = { ...run, domain: "mock" };
    const r = runEventLogs(mock);
    expect(r.writeTools).toBeNull();
    expect(r.writeToolsReason).toMatch(/no built-in write-tool list for domain "mock"/);
    expect(r.logs[0].limits.some((l) => l.startsWith("no write-tool set:"))).toBe(true);
    expect(r.logs[0].events.filter((e) => e.type === "tool_request").every((e) => e.effect === null)).toBe(true);
  });

  test("a file without embedded tasks is converted with the gold its action checks scored, and says so in the limits", () => {
    const gold = { actionId: "1_0", name: "cancel_pending_order", arguments: { order_id: "#W1" }, compareArgs: null, requestor: "assistant" as const };
    const bare = { ...run, conversations: [{ ...run.conversations[0], goldActions: null, actionChecks: [{ action: gold, actionMatch: true, actionReward: 1, toolType: null }] }] };
    const t = runEventLogs(bare).logs[0];
    expect(t.goldActions).toEqual([gold]);
    expect(t.limits).toContain(GOLD_LIMITS.fromChecks);
    expect(runEventLogs(run).logs[0].limits).not.toContain(GOLD_LIMITS.fromChecks);
  });

  test("a task not embedded whose evaluator noted \"No actions to evaluate\": no gold actions (null, not an empty list), said in the limits", () => {
    const c = run.conversations[0];
    const noted = { ...run, conversations: [{ ...c, goldActions: null, actionChecks: null, verification: verification({ actionNote: "No actions to evaluate" }) }] };
    const t = runEventLogs(noted).logs[0];
    expect(t.goldActions).toBeNull(); // an empty list would make the cancel a drift write on a guess
    expect(t.limits).toContain(GOLD_LIMITS.noActionsNoted);
    expect(runEventLogs(run).logs[0].limits).not.toContain(GOLD_LIMITS.noActionsNoted);
  });

  test("texts go to the given store; a run without conversations gives no trajectories", () => {
    const store = new PayloadStore();
    runEventLogs(run, { payloads: store });
    expect(store.size).toBe(1);
    expect(runEventLogs({ ...run, conversations: [] }).logs).toEqual([]);
  });
});
