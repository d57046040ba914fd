/**
 * firstDeviation: the earliest event after which the gold path is out of reach, one rule per way of leaving it, each
 * on a small hand-made conversation — among them the patterns a careful reader disagreed with in earlier versions
 * (a decision made in words before its write; a user who declines the gold offer or supplies the wrong fact; a loop
 * run to the step limit; a greeting or closing summary never picked when the evidence points elsewhere).
 */
import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, diagnoseEventLog } from "../../lib/src";
import { chat, g, verification, type Step } from "./chat";

const AIRLINE = { source: "caller", tools: ["cancel_reservation", "book_reservation", "update_reservation_flights", "update_reservation_baggages", "send_certificate", "transfer_to_human_agents"] };
const RETAIL = { source: "caller", tools: ["cancel_pending_order", "modify_pending_order_items"] };
const diag = (steps: Step[], gold: ReturnType<typeof g>[], o: { reward?: number; termination?: string; writes?: { source: string; tools: string[] } } = {}) => {
  const reward = o.reward ?? 0;
  const { conversation, run } = chat(steps, { gold, reward, termination: o.termination ?? "user_stop", verification: verification({ dbMatch: reward === 1 }) });
  const store = new PayloadStore();
  const t = conversationEvents(conversation, run, { writeTools: o.writes ?? AIRLINE, payloads: store });
  return diagnoseEventLog(t, { textOf: (h) => store.get(h) });
};
/** The same, with the simulated user's instructions known (the rule "user-withheld" reads them). */
const diagWith = (scenario: string, steps: Step[], gold: ReturnType<typeof g>[]) => {
  const { conversation, run } = chat(steps, { gold, reward: 0, termination: "user_stop", verification: verification({ dbMatch: false }) });
  const store = new PayloadStore();
  const t = conversationEvents(conversation, run, { writeTools: AIRLINE, payloads: store });
  return diagnoseEventLog(t, { textOf: (h) => store.get(h), scenarioOf: () => scenario });
};
const top = (d: ReturnType<typeof diag>) => (d.firstDeviation.status === "candidates" ? d.firstDeviation.candidates[0] : null);

describe("firstDeviation", () => {
  test("a decision made in words: the proposal the user accepted, not the write that carries it, nor the greeting", () => {
    const d = diag(
      [
        { say: "Hi! How can I help you today?" },
        { user: "Please cancel my reservation ABC123, I changed my plans." },
        { call: [["get_reservation_details", { reservation_id: "ABC123" }]] },
        { result: '{"reservation_id": "ABC123", "cabin": "basic_economy", "insurance": "no", "created_at": "2024-05-01T10:00:00"}' },
        { say: "I can cancel reservation ABC123 for you. Would you like me to proceed?" },
        { user: "Yes, please." },
        { call: [["cancel_reservation", { reservation_id: "ABC123" }]] },
        { result: "ok" },
      ],
      [],
    );
    expect(top(d)).toMatchObject({ kind: "proposal", actor: "agent", messageIndex: 4 });
    expect(top(d)?.quote).toBe("I can cancel reservation ABC123 for you. Would you like me to proceed?");
    expect(top(d)?.evidence).toEqual(["m4", "m6.c0"]);
    expect(d.firstDeviation.singledOut).toBe(true);
  });

  test("the wrong value first carried in an earlier summary is the decision (here: a checked bag the gold does not book)", () => {
    const gold = [g("book_reservation", { flights: [{ flight_number: "HAT097", date: "2024-05-17" }], total_baggages: 0 })];
    const d = diag(
      [
        { user: "Book HAT097 on May 17 for my friend, no bags." },
        { say: "Here's a summary of the booking I'll prepare: HAT097 on 2024-05-17, 1 checked bag (free)." },
        { user: "Before I confirm, how much will it cost?" },
        { say: "It costs $175. Shall I book it?" },
        { user: "Yes, go ahead." },
        { call: [["book_reservation", { flights: [{ flight_number: "HAT097", date: "2024-05-17" }], total_baggages: 1 }]] },
        { result: "ok" },
      ],
      gold,
    );
    expect(top(d)).toMatchObject({ kind: "proposal", messageIndex: 1 });
    expect(top(d)?.note).toMatch(/total_baggages = 1/);
  });

  test("a write with no decision in words before it is itself the deviation", () => {
    const d = diag([{ user: "Cancel ABC123, booked it by mistake." }, { call: [["cancel_reservation", { reservation_id: "ABC123" }]] }, { result: "ok" }], []);
    expect(top(d)).toMatchObject({ kind: "drift-write", messageIndex: 1 });
  });

  test("the first executed drift write is the one that counts; a refused attempt before it is where its decision shows", () => {
    const gold = [g("cancel_pending_order", { order_id: "#W1", reason: "no longer needed" })];
    const d = diag(
      [
        { user: "cancel #W1" },
        { call: [["cancel_pending_order", { order_id: "#W1", reason: "mistake" }]] },
        { result: "Error: bad reason", error: true },
        { call: [["cancel_pending_order", { order_id: "#W1", reason: "other" }]] },
        { result: "ok" },
      ],
      gold,
      { writes: RETAIL },
    );
    expect(top(d)).toMatchObject({ kind: "drift-write", event: "m1.c0" });
    expect(top(d)?.evidence).toEqual(["m1.c0", "m3.c0"]);
  });

  test("the user supplies the value the write differs in (a date of birth the profile contradicts): the user's turn, user simulator", () => {
    const gold = [g("book_reservation", { passengers: [{ first_name: "Aarav", last_name: "Ahmed", dob: "1981-05-26" }] })];
    const d = diag(
      [
        { user: "Please book this flight for me, Aarav Ahmed." },
        { say: "Could you please provide your date of birth?" },
        { user: "Sure, my date of birth is March 15, 1990. Please go ahead." },
        { say: "Booking for Aarav Ahmed, born 1990-03-15. Would you like me to proceed?" },
        { user: "Yes." },
        { call: [["book_reservation", { passengers: [{ first_name: "Aarav", last_name: "Ahmed", dob: "1990-03-15" }] }]] },
        { result: "ok" },
      ],
      gold,
    );
    expect(top(d)).toMatchObject({ kind: "user-supplied", actor: "user", messageIndex: 2 });
    expect(d.layers.primary?.layer).toBe("user simulator");
  });

  test("the user declines an offer that carries every value of the gold write: the user's turn, not the agent's", () => {
    const gold = [g("cancel_reservation", { reservation_id: "XYZ789" })];
    const d = diag([{ user: "I may want to cancel XYZ789." }, { say: "I can cancel reservation XYZ789 with a full refund. Would you like me to proceed?" }, { user: "No, I'd rather keep it for now." }, { say: "Understood. Is there anything else?" }], gold);
    expect(top(d)).toMatchObject({ kind: "user-declined", actor: "user", messageIndex: 2 });
    expect(d.layers.primary?.layer).toBe("user simulator");
  });

  test("a refusal of a gold write that is then never attempted is the deviation, before the closing turn", () => {
    const gold = [g("cancel_reservation", { reservation_id: "Q4L9HS" })];
    const d = diag([{ user: "Cancel Q4L9HS please." }, { say: "I'm sorry, but this reservation cannot be cancelled under our policy." }, { user: "Oh well." }, { say: "Is there anything else I can help with? Have a great day!" }], gold);
    expect(d.firstDeviation.candidates.map((c) => [c.kind, c.messageIndex])).toEqual([["refusal", 1]]);
  });

  test("a read carrying the gold's value through the wrong tool, and failing, is the deviation (a user id used as a reservation id)", () => {
    const gold = [g("get_user_details", { user_id: "ethan_martin_2396" }), g("send_certificate", { user_id: "ethan_martin_2396", amount: 150 })];
    const d = diag([{ user: "My user id is ethan_martin_2396; my flight was delayed." }, { call: [["get_reservation_details", { reservation_id: "ethan_martin_2396" }]] }, { result: "Error: Reservation ethan_martin_2396 not found", error: true }, { say: "I could not find your booking." }], gold);
    expect(top(d)).toMatchObject({ kind: "wrong-call", messageIndex: 1 });
    expect(d.layers.primary?.subLayer).toBe("tool choice");
  });

  test("a transfer after which nothing is written, with gold writes left", () => {
    const gold = [g("update_reservation_baggages", { reservation_id: "ABC123", total_baggages: 2 })];
    const d = diag([{ user: "Add two bags to ABC123." }, { call: [["transfer_to_human_agents", { summary: "bags" }]] }, { result: "Transfer successful" }], gold);
    expect(top(d)).toMatchObject({ kind: "transfer", messageIndex: 1 });
    expect(d.layers.primary?.subLayer).toBe("stopping/recovery");
  });

  test("a premature stop: the closing turn after the last performed gold action, never the greeting", () => {
    const gold = [g("cancel_pending_order", { order_id: "#W1", reason: "no longer needed" }), g("cancel_pending_order", { order_id: "#W2", reason: "no longer needed" })];
    const d = diag(
      [{ say: "Hi! How can I help?" }, { user: "Cancel #W1 and #W2, I no longer need them." }, { call: [["cancel_pending_order", { order_id: "#W1", reason: "no longer needed" }]] }, { result: "ok" }, { say: "Order #W1 has been cancelled. Is there anything else?" }, { user: "No thanks ###STOP###" }],
      gold,
      { writes: RETAIL },
    );
    expect(top(d)).toMatchObject({ kind: "premature-stop", messageIndex: 4 });
  });

  test("a loop run to the step limit: its first call is the deviation, and the story names the loop", () => {
    const steps: Step[] = [{ user: "My data does not work." }];
    for (let k = 0; k < 6; k++) steps.push({ call: [["get_data_usage", { line_id: "L1002" }]] }, { result: '{"used": 5.2, "limit": 5}' });
    const gold = [g("refuel_data", { line_id: "L1002", gb_amount: 2 })];
    const d = diag(steps, gold, { termination: "max_steps", writes: { source: "caller", tools: ["refuel_data"] } });
    expect(top(d)).toMatchObject({ kind: "loop", messageIndex: 1 });
    expect(d.loop.loops.map((l) => l.calls.length)).toEqual([6]);
    expect(d.story).toMatch(/loop: 6× get_data_usage/);
    expect(d.layers.symptoms.map((s) => s.rule)).toContain("the run stopped at its limit (max_steps) inside a loop");
  });

  test("a gold read never made although the user gave its key: the first answer made without it", () => {
    const gold = [g("get_user_details", { user_id: "anya_garcia_5901" })];
    const d = diag([{ user: "I'm anya_garcia_5901, a Gold member: how many bags can I check?" }, { say: "6" }], gold);
    expect(top(d)).toMatchObject({ kind: "missing-read", messageIndex: 1 });
  });

  test("a denial drawn from reads that succeeded, before a gold write never attempted, is the deviation — not the closing turn", () => {
    const gold = [g("modify_pending_order_address", { order_id: "#W4", address1: "144 Lakeview Drive" })];
    const d = diag(
      [
        { user: "Send order #W4 to my New York address, the one on my other order." },
        { call: [["get_order_details", { order_id: "#W6" }]] },
        { result: '{"order_id": "#W6", "address": {"address1": "619 Broadway", "city": "Seattle"}}' },
        { say: "I do not see a New York address associated with your orders. Could you give me the full address?" },
        { user: "I don't have it handy, let's leave it." },
        { say: "Understood. Is there anything else I can help with?" },
      ],
      gold,
      { writes: { source: "caller", tools: ["modify_pending_order_address"] } },
    );
    expect(top(d)).toMatchObject({ kind: "refusal", actor: "agent", messageIndex: 3 });
    expect(top(d)?.note).toMatch(/do not see/);
  });

  test("a lookup that failed is reported, not denied: 'I couldn't find' right after a tool error is no deviation", () => {
    const gold = [g("send_certificate", { user_id: "chen_lee_6825", amount: 100 })];
    const d = diag(
      [
        { user: "My flight was delayed, reservation chen_lee_6825." },
        { call: [["get_reservation_details", { reservation_id: "chen_lee_6825" }]] },
        { result: "Error: Reservation chen_lee_6825 not found", error: true },
        { say: "I'm sorry, but I couldn't find your reservation with that ID. Could you give me more details?" },
        { user: "Never mind. ###STOP###" },
      ],
      gold,
    );
    expect(d.firstDeviation.candidates.map((c) => c.kind)).not.toContain("refusal");
  });

  test("a restriction names the action by its verb: 'exchanges can only be processed for delivered orders' refuses the item change", () => {
    const gold = [g("modify_pending_order_items", { order_id: "#W2", item_ids: ["1"], new_item_ids: ["2"] })];
    const d = diag([{ user: "Change the jacket in #W2 to the red one." }, { say: "Exchanges can only be processed for delivered orders. Would you like to wait?" }, { user: "OK. ###STOP###" }], gold, { writes: RETAIL });
    expect(top(d)).toMatchObject({ kind: "refusal", messageIndex: 1 });
  });

  test("a gold write made twice: the repeat is the deviation, not the proposal before the first (correct) write", () => {
    const gold = [g("cancel_reservation", { reservation_id: "Z7GOZK" })];
    const d = diag(
      [
        { user: "Cancel Z7GOZK please." },
        { say: "I can cancel reservation Z7GOZK for you. Shall I proceed?" },
        { user: "Yes." },
        { call: [["cancel_reservation", { reservation_id: "Z7GOZK" }]] },
        { result: '{"reservation_id": "Z7GOZK", "status": "cancelled"}' },
        { call: [["cancel_reservation", { reservation_id: "Z7GOZK" }]] },
        { result: '{"reservation_id": "Z7GOZK", "status": "cancelled"}' },
      ],
      gold,
    );
    expect(top(d)).toMatchObject({ kind: "drift-write", event: "m5.c0", messageIndex: 5 });
  });

  test("the turn that carries the wrong value decides, not an earlier accepted proposal that names none of it", () => {
    const gold = [g("book_reservation", { flights: [{ flight_number: "HAT069", date: "2024-05-24" }] })];
    const d = diag(
      [
        { user: "Book me the second cheapest economy flight JFK to SFO on May 24." },
        { say: "Sure, let's proceed with booking a new flight. Would you like me to start the search now?" },
        { user: "Yes, please go ahead." },
        { call: [["search_direct_flight", { origin: "JFK", destination: "SFO", date: "2024-05-24" }]] },
        { result: '[{"flight_number": "HAT023"}]' },
        { say: "The second cheapest option is HAT023 for $163. Would you like to proceed with booking this flight?" },
        { user: "Yes, go ahead." },
        { call: [["book_reservation", { flights: [{ flight_number: "HAT023", date: "2024-05-24" }] }]] },
        { result: "ok" },
      ],
      gold,
    );
    expect(top(d)).toMatchObject({ kind: "proposal", messageIndex: 5 });
  });

  test("a failing read recovered by a later successful call with the same value is no wrong call", () => {
    const gold = [g("book_reservation", { user_id: "aarav_ahmed_6699", flights: [{ flight_number: "HAT069" }] })];
    const d = diag(
      [
        { user: "My user id is aarav_ahmed_6699." },
        { call: [["get_reservation_details", { reservation_id: "aarav_ahmed_6699" }]] },
        { result: "Error: Reservation aarav_ahmed_6699 not found", error: true },
        { call: [["get_user_details", { user_id: "aarav_ahmed_6699" }]] },
        { result: '{"user_id": "aarav_ahmed_6699"}' },
        { say: "I can book HAT023 for you. Shall I proceed?" },
        { user: "Yes." },
        { call: [["book_reservation", { user_id: "aarav_ahmed_6699", flights: [{ flight_number: "HAT023" }] }]] },
        { result: "ok" },
      ],
      gold,
    );
    expect(d.firstDeviation.candidates.map((c) => c.kind)).toEqual(["proposal"]);
  });

  test("a gold transfer never made: the agent's closing turn that sends the user elsewhere is a premature stop", () => {
    const gold = [g("transfer_to_human_agents", { summary: "SIM locked" })];
    const d = diag(
      [
        { user: "My phone says the SIM is locked." },
        { call: [["check_sim_status", {}]] },
        { result: "locked_pin" },
        { say: "You'll need your PUK code; please contact your carrier. Is there anything else I can help with?" },
        { user: "OK ###STOP###" },
      ],
      gold,
      { writes: { source: "caller", tools: ["refuel_data"] } },
    );
    expect(top(d)).toMatchObject({ kind: "premature-stop", messageIndex: 3 });
  });

  test("the user says it lacks the user id its instructions hold (and that never appears): the user's turn, user simulator", () => {
    const steps: Step[] = [
      { user: "My flight HAT039 was delayed and I want compensation." },
      { say: "Could you please provide me with your user ID or reservation ID?" },
      { user: "I'm sorry, but I don't have that information with me right now." },
      { say: "Unfortunately, I need your user ID to proceed. Is there anything else I can help with?" },
    ];
    const gold = [g("send_certificate", { user_id: "ethan_martin_2396", amount: 150 })];
    const d = diagWith("You are ethan_martin_2396 and you are contacting to complain about your delayed flight HAT039.", steps, gold);
    expect(top(d)).toMatchObject({ kind: "user-withheld", actor: "user", messageIndex: 2 });
    expect(d.layers.primary?.layer).toBe("user simulator");
    // without the instructions, or when the instructions hold no user id, the rule has nothing to go on
    expect(top(diag(steps, gold))?.kind).not.toBe("user-withheld");
    expect(top(diagWith("You are contacting to complain about your delayed flight HAT039.", steps, gold))?.kind).not.toBe("user-withheld");
  });

  test("a search made with the wrong date, before any turn names it, is where the wrong value entered (arguments)", () => {
    const gold = [g("update_reservation_flights", { reservation_id: "ABC123", flights: [{ flight_number: "HAT033", date: "2024-05-19" }] })];
    const d = diag(
      [
        { user: "Move the return of ABC123 to the cheapest economy flight on the same day." },
        { call: [["search_direct_flight", { origin: "LGA", destination: "PHX", date: "2024-05-20" }]] },
        { result: '[{"flight_number": "HAT212"}]' },
        { say: "I found HAT212. Shall I change your return to it?" },
        { user: "Yes." },
        { call: [["update_reservation_flights", { reservation_id: "ABC123", flights: [{ flight_number: "HAT212", date: "2024-05-20" }] }]] },
        { result: "ok" },
      ],
      gold,
    );
    expect(top(d)).toMatchObject({ kind: "drift-read", messageIndex: 1 });
    expect(d.layers.primary?.subLayer).toBe("arguments");
  });

  test("the user accepts the agent's offer of the gold action and ends the conversation in the same turn: the user's turn", () => {
    const gold = [g("send_certificate", { user_id: "u_1", amount: 50 })];
    const d = diag([{ user: "My flight was delayed." }, { say: "I can send you a $50 certificate as a gesture of goodwill. Would you like me to proceed?" }, { user: "Yes, that works. Thanks! ###STOP###" }], gold);
    expect(top(d)).toMatchObject({ kind: "user-stopped", actor: "user", messageIndex: 2 });
    expect(d.layers.primary?.layer).toBe("user simulator");
    // asking for something else while stopping is not accepting the offer
    const other = diag([{ user: "My flight was delayed." }, { say: "I'm unable to verify a delay, so I can't offer compensation. Would you like me to transfer you?" }, { user: "Please transfer me to a human. ###TRANSFER###" }], gold);
    expect(other.firstDeviation.candidates.map((c) => c.kind)).not.toContain("user-stopped");
  });

  test("the user ends the conversation in its first turn, before anything happened: the user's turn", () => {
    const gold = [g("cancel_reservation", { reservation_id: "Z7GOZK" })];
    const d = diag([{ say: "Hi! How can I help you today?" }, { user: "###STOP###" }], gold);
    expect(top(d)).toMatchObject({ kind: "user-stopped", actor: "user", messageIndex: 1 });
  });

  test("the agent works on another reservation than the gold's and never on that one: its turn taking that reservation as the user's", () => {
    const gold = [g("update_reservation_flights", { reservation_id: "FQ8APE", cabin: "economy" })];
    const steps = (say: string): Step[] => [
      { user: "I want to upgrade my New York to Chicago trip to economy. My user id is omar_rossi_1241." },
      { call: [["get_reservation_details", { reservation_id: "UM3OG5" }]] },
      { result: '{"reservation_id": "UM3OG5", "origin": "SEA", "destination": "DFW", "cabin": "economy"}' },
      { say },
      { user: "Never mind then. ###STOP###" },
    ];
    const named = diag(steps("I've found your reservation UM3OG5; it is already in economy."), gold);
    expect(top(named)).toMatchObject({ kind: "wrong-entity", actor: "agent", messageIndex: 3 });
    expect(top(named)?.note).toBe("works on UM3OG5, which no gold action names, and never on FQ8APE, which the gold needs");
    expect(named.layers.primary?.subLayer).toBe("evidence integration");
    // a next turn that does not name it: the call itself
    expect(top(diag(steps("Your trip is already in economy."), gold))).toMatchObject({ kind: "wrong-entity", messageIndex: 1 });
    // once the gold's reservation is read too, the first read was only a search
    const found = diag([...steps("That one is SEA-DFW; let me check your other trip.").slice(0, 4), { call: [["get_reservation_details", { reservation_id: "FQ8APE" }]] }, { result: '{"reservation_id": "FQ8APE", "cabin": "basic_economy"}' }, { say: "I can't upgrade it today." }], gold);
    expect(found.firstDeviation.candidates.map((c) => c.kind)).not.toContain("wrong-entity");
  });

  test("a search listed the gold's flights and the agent's next turn offers others without them: that turn", () => {
    const gold = [g("update_reservation_flights", { reservation_id: "M05KNL", flights: [{ flight_number: "HAT110" }, { flight_number: "HAT172" }] })];
    const steps = (say: string): Step[] => [
      { user: "Change M05KNL to the cheapest economy flights to PHL on May 24." },
      { call: [["search_onestop_flight", { origin: "ATL", destination: "PHL", date: "2024-05-24" }]] },
      { result: '[[{"flight_number": "HAT110", "price": 120}, {"flight_number": "HAT172", "price": 87}], [{"flight_number": "HAT110", "price": 120}, {"flight_number": "HAT132", "price": 175}]]' },
      { say },
      { user: "Too expensive, I'll keep my flights. ###STOP###" },
    ];
    const d = diag(steps("The cheapest option is HAT110 with HAT132 for $295."), gold);
    expect(top(d)).toMatchObject({ kind: "passed-over", actor: "agent", messageIndex: 3 });
    expect(d.layers.primary?.subLayer).toBe("evidence integration");
    // a turn that names the gold's flights did not pass them over
    expect(diag(steps("The cheapest option is HAT110 with HAT172 for $207."), gold).firstDeviation.candidates.map((c) => c.kind)).not.toContain("passed-over");
  });

  test("nobody calls a tool, with a gold action to do: the agent's first answer after the user gave its id, not the closing turn", () => {
    const gold = [g("update_reservation_flights", { reservation_id: "FQ8APE", cabin: "economy" })];
    const d = diag(
      [
        { user: "I'd like to upgrade a trip." },
        { say: "Sure. Could you give me your user id?" },
        { user: "It's omar_rossi_1241." },
        { say: "I need the reservation id to proceed; I can't look it up without it." },
        { user: "I don't have it. ###STOP###" },
        { say: "Goodbye!" },
      ],
      gold,
    );
    expect(d.firstDeviation.candidates.map((c) => [c.kind, c.messageIndex])).toEqual([["no-lookup", 3]]);
    expect(d.layers.primary?.subLayer).toBe("evidence integration");
  });

  test("a user who repeats a value the agent said first did not supply it: the agent's turn that said it", () => {
    const gold = [g("book_reservation", { flights: [{ flight_number: "HAT271" }] })];
    const d = diag(
      [
        { user: "Book me the flight I took on May 10 again, for May 20." },
        { say: "Your May 10 flight was HAT289." },
        { user: "Yes, book HAT289 please." },
        { call: [["book_reservation", { flights: [{ flight_number: "HAT289" }] }]] },
        { result: "ok" },
      ],
      gold,
    );
    expect(top(d)).toMatchObject({ kind: "proposal", actor: "agent", messageIndex: 1 });
    expect(top(d)?.note).toMatch(/^the agent first said the value the write differs in/);
    expect(d.firstDeviation.candidates.map((c) => c.kind)).not.toContain("user-supplied");
  });

  test("a success has no deviation; an infrastructure failure is unknown; nothing to point at is unknown with the reason", () => {
    expect(diag([{ user: "hi" }], [], { reward: 1 }).firstDeviation.status).toBe("none");
    expect(diag([{ user: "hi" }], [], { termination: "infrastructure_error" }).firstDeviation).toMatchObject({ status: "unknown", reason: /infrastructure_error/ });
    expect(diag([{ user: "hi" }, { say: "hello" }], []).firstDeviation).toMatchObject({ status: "unknown", reason: "no drift write and no gold write left undone" });
  });
});
