/** conversationStory: one line with the outcome, the first deviation quoted, the layer, loops and what gold is undone. */
import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, conversationStory, diagnoseEventLog } from "../../lib/src";
import { chat, g } from "./chat";

const diag = (steps: Parameters<typeof chat>[0], o: Parameters<typeof chat>[1]) => {
  const { conversation, run } = chat(steps, o);
  const store = new PayloadStore();
  return diagnoseEventLog(conversationEvents(conversation, run, { writeTools: { source: "caller", tools: ["cancel_reservation"] }, payloads: store }), { textOf: (h) => store.get(h) });
};

describe("conversationStory", () => {
  test("a failure: outcome, who said what at which message, the layer, the gold left undone", () => {
    const d = diag([{ user: "Cancel ABC123." }, { say: "I'm sorry, but this reservation cannot be cancelled." }], { gold: [g("cancel_reservation", { reservation_id: "ABC123" })] });
    expect(conversationStory(d)).toBe("failed (reward 0, omission) · first deviation: the agent at [1] (refusal): “I'm sorry, but this reservation cannot be cancelled.” · layer: agent decision / evidence integration · gold not done: cancel_reservation (omitted)");
    expect(d.story).toBe(conversationStory(d));
  });
  test("a success says so and names nothing else", () => {
    const d = diag([{ user: "hi" }], { gold: [], reward: 1 });
    expect(d.story).toBe("success (reward 1)");
  });
});
