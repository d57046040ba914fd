import { describe, expect, test } from "vitest";
import { ALIGNMENT_UNAVAILABLE, analyzeDrift, conversationEvents, runEventLogs, eventAlignment } from "../../lib/src";
import { chat, g, RETAIL_WRITES } from "./chat";
import { SHARED_ROOT, loadShared } from "../events/shared";

const W = RETAIL_WRITES;

describe("eventAlignment", () => {
  test("reads, aligned and drift writes with the drift family's reasons and GD values", () => {
    const { conversation, run } = chat(
      [
        { user: "u" },
        { call: [["get_order_details", { order_id: "#W1" }]] },
        { result: "{}" },
        { call: [["cancel_pending_order", { order_id: "#W9" }]] },
        { result: "{}" },
        { call: [["cancel_pending_order", { order_id: "#W1" }]] },
        { result: "{}" },
      ],
      { gold: [g("cancel_pending_order", { order_id: "#W1" })] },
    );
    const a = eventAlignment(conversationEvents(conversation, run, { writeTools: W }));
    expect(a.requests.map((r) => r.kind)).toEqual(["read", "write", "write"]);
    expect(a.sequence).toEqual([0, 1]);
    expect(a.writes.map((w) => [w.reason, w.track, w.stock])).toEqual([
      ["arguments-differ", 1, 1],
      ["matched", 0.5, 0.5],
    ]);
    expect(a.gold[0].matchedBy).toEqual(["m5.c0"]);
    expect(a.gold[0].sameToolRequests).toEqual(["m3.c0"]);
  });
  test("no gold actions (null) → no alignment, with the reason; an empty gold list makes every write drift", () => {
    const { conversation, run } = chat([{ call: [["cancel_pending_order", { order_id: "#W1" }]] }], { gold: null });
    expect(eventAlignment(conversationEvents(conversation, run, { writeTools: W }))).toMatchObject({ aligned: false, reason: ALIGNMENT_UNAVAILABLE.noGold });
    const { conversation: c2, run: r2 } = chat([{ call: [["cancel_pending_order", { order_id: "#W1" }]] }], { gold: [] });
    expect(eventAlignment(conversationEvents(c2, r2, { writeTools: W })).writes[0]).toMatchObject({ x: 0, reason: "no-gold-actions" });
  });
  test("no write set → kind unknown and no alignment", () => {
    const { conversation, run } = chat([{ call: [["cancel_pending_order", {}]] }]);
    const a = eventAlignment(conversationEvents(conversation, run));
    expect([a.aligned, a.reason, a.requests[0].kind]).toEqual([false, ALIGNMENT_UNAVAILABLE.noWriteSet, "unknown"]);
  });
  test("no request → empty lists", () => {
    const { conversation, run } = chat([{ user: "hi" }]);
    expect(eventAlignment(conversationEvents(conversation, run, { writeTools: W }))).toMatchObject({ requests: [], writes: [], sequence: [] });
  });
});

describe.skipIf(SHARED_ROOT === null)("eventAlignment agrees with the drift family on real runs", () => {
  for (const rel of ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", "data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", "tau2-public/tau2_telecom_gpt-4.1_feature-gym.json"]) {
    test(`${rel}: the same x sequence and GD^track series as analyzeDrift with the registry`, () => {
      const run = loadShared(rel);
      if (typeof run === "string") throw new Error(run);
      const drift = analyzeDrift(run, { writes: "registry" });
      const { logs } = runEventLogs(run, { writes: "registry" });
      logs.forEach((t, i) => {
        const row = drift.conversations[i];
        if (row.excluded !== null && row.excluded !== "no write calls") return;
        const a = eventAlignment(t);
        expect(a.sequence).toEqual(row.sequence);
        expect(a.writes.map((w) => w.track)).toEqual(row.track);
      });
    });
  }
});
