import { describe, expect, test } from "vitest";
import { conversationEvents } from "../../lib/src";
import { descendantsOf, payloadText, resultOf, viewOf } from "../../lib/src/diagnostics/view";
import { chat } from "./chat";

describe("viewOf (internal)", () => {
  const { conversation, run } = chat([{ user: "u #W1" }, { call: [["a", { id: "#W1" }]] }, { result: '{"next": "#N12"}' }, { call: [["b", { id: "#N12" }]] }, { result: "Error", error: true }]);
  const t = conversationEvents(conversation, run);
  const v = viewOf(t);
  test("indexes requests, observations and children once per trajectory", () => {
    expect(v.requests.map((e) => e.id)).toEqual(["m1.c0", "m3.c0"]);
    expect(v.observationOf.get("m1.c0")?.id).toBe("m2");
    expect(viewOf(t)).toBe(v);
    expect(resultOf(v, v.requests[1])).toBe("error");
  });
  test("descendants follow parent links transitively", () => {
    expect(descendantsOf(v, "m1.c0").map((e) => e.id)).toEqual(["m2", "m3.c0", "m4"]);
    expect(descendantsOf(v, "m4")).toEqual([]);
  });
  test("payload text: inlined first, then the store, else null", () => {
    const e = t.events[0];
    expect(payloadText(e, () => "from store")).toBe("from store");
    expect(payloadText({ ...e, payload: { ...(e.payload as NonNullable<typeof e.payload>), text: "inline" } }, () => "x")).toBe("inline");
    expect(payloadText(e, null)).toBeNull();
  });
});
