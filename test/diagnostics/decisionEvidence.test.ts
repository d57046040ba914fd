/** Decision evidence: every turn with text, its acts, the actions it names and refuses, and the values it carries with their source. */
import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, decisionEvidence } from "../../lib/src";
import { chat, g } from "./chat";

const WRITES = { source: "caller", tools: ["cancel_reservation"] };
const evidence = () => {
  const { conversation, run } = chat(
    [
      { user: "Please cancel ABC123." },
      { call: [["get_reservation_details", { reservation_id: "ABC123" }]] },
      { result: '{"reservation_id": "ABC123", "flights": [{"flight_number": "HAT097"}]}' },
      { say: "Reservation ABC123 (flight HAT097) cannot be cancelled under our policy." },
      { user: "No, please do it anyway." },
    ],
    { gold: [g("cancel_reservation", { reservation_id: "ABC123" })] },
  );
  const store = new PayloadStore();
  const t = conversationEvents(conversation, run, { writeTools: WRITES, payloads: store });
  return { d: decisionEvidence(t, (h) => store.get(h)), t };
};

describe("decisionEvidence", () => {
  test("agent and user turns with their acts, the actions they name and refuse", () => {
    const { d } = evidence();
    expect(d.turns.map((x) => [x.messageIndex, x.actor, x.acts, x.names, x.refuses])).toEqual([
      [0, "user", [], ["cancel_reservation"], []],
      [3, "agent", ["refuse"], ["cancel_reservation"], ["cancel_reservation"]],
      [4, "user", ["decline"], [], []],
    ]);
  });
  test("values: gold argument values found in the words, and identifiers with the result that first showed them", () => {
    const { d } = evidence();
    const agent = d.turns[1];
    expect(agent.values).toEqual([
      { value: "ABC123", gold: [0], observedIn: "m2" },
      { value: "HAT097", gold: [], observedIn: "m2" },
    ]);
    expect(d.turns[0].values).toEqual([{ value: "ABC123", gold: [0], observedIn: null }]);
  });
  test("without texts there is no turn, and the limits say why", () => {
    const { t } = evidence();
    const blind = decisionEvidence(t, null);
    expect(blind.turns).toEqual([]);
    expect(blind.limits.at(-1)).toMatch(/no message text available/);
  });
});
