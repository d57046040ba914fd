import { describe, expect, test } from "vitest";
import { observeConversation, observedText, orders, recordsById, reservations, seenFlights, seenItems, users } from "../../lib/src/audit/observations";
import type { Observation } from "../../lib/src/audit/types";
import { conversation, ob, reservation, user } from "./fixtures";

const WRITES = new Set(["cancel_reservation"]);
const withError = (o: Observation): Observation => ({ ...o, error: true });

describe("observeConversation", () => {
  test("the doc example: a conversation without messages observes nothing", () => {
    expect(observeConversation("r", { id: "c", messages: [], toolCalls: [] }, new Set())).toEqual([]);
  });
  test("one observation per tool result, parsed, with its call, message index and event", () => {
    const c = conversation("c1", "t", 1, [{ user: "hi" }, { call: "get_reservation_details", args: { reservation_id: "ABC123" }, result: { reservation_id: "ABC123" } }]);
    expect(observeConversation("run.json", c, WRITES)).toEqual([
      { run: "run.json", conversation: "c1", tool: "get_reservation_details", args: { reservation_id: "ABC123" }, value: { reservation_id: "ABC123" }, text: '{"reservation_id":"ABC123"}', messageIndex: 2, event: "run.json#c1[2]", beforeWrites: true, error: false },
    ]);
  });
  test("a result that is not JSON is kept as trimmed text; the raw text is kept as written", () => {
    const c = conversation("c1", "t", 1, [{ call: "get_flight_status", args: {}, result: "  available \n" }]);
    const [o] = observeConversation("r", c, WRITES);
    expect(o.value).toBe("available");
    expect(o.text).toBe("  available \n");
  });
  test("beforeWrites: true up to and including the first write call, false after", () => {
    const c = conversation("c1", "t", 1, [
      { call: "get_reservation_details", result: {} },
      { call: "cancel_reservation", result: {} },
      { call: "get_reservation_details", result: {} },
    ]);
    expect(observeConversation("r", c, WRITES).map((o) => [o.tool, o.beforeWrites])).toEqual([
      ["get_reservation_details", true],
      ["cancel_reservation", true],
      ["get_reservation_details", false],
    ]);
  });
  test("no write tools: every result shows the initial state", () => {
    const c = conversation("c1", "t", 1, [{ call: "cancel_reservation", result: {} }, { call: "get_reservation_details", result: {} }]);
    expect(observeConversation("r", c, new Set()).every((o) => o.beforeWrites)).toBe(true);
  });
  test("the log's error flag is carried", () => {
    const c = conversation("c1", "t", 1, [{ call: "get_user_details", result: "Error: user not found", error: true }]);
    expect(observeConversation("r", c, WRITES)[0].error).toBe(true);
  });
  test("assistant and user messages, and tool results answering no known call, are skipped", () => {
    const c = conversation("c1", "t", 1, [{ assistant: "hello" }, { call: "get_user_details", result: {} }]);
    const orphan = { ...c, toolCalls: [] };
    expect(observeConversation("r", orphan, WRITES)).toEqual([]);
    expect(observeConversation("r", c, WRITES)).toHaveLength(1);
  });
});

describe("recordsById", () => {
  test("the doc example: no observations, no records", () => {
    expect(recordsById([], "order_id", "items").size).toBe(0);
  });
  test("a record needs a string id and the shape field", () => {
    const obs = [ob("t", {}, { order_id: "#W1", items: [] }), ob("t", {}, { order_id: 1, items: [] }), ob("t", {}, { order_id: "#W2" }), ob("t", {}, "text"), ob("t", {}, [{ order_id: "#W3", items: [] }])];
    expect([...recordsById(obs, "order_id", "items").keys()]).toEqual(["#W1"]);
  });
  test("an error result is not a record", () => {
    expect(recordsById([withError(ob("t", {}, { order_id: "#W1", items: [] }))], "order_id", "items").size).toBe(0);
  });
  test("the first initial-state observation wins over later ones", () => {
    const a = ob("t", {}, { order_id: "#W1", items: [], status: "pending" });
    const b = ob("t", {}, { order_id: "#W1", items: [], status: "delivered" });
    expect(recordsById([a, b], "order_id", "items").get("#W1")).toEqual({ value: a.value, event: a.event, initial: true });
  });
  test("an initial-state observation replaces an earlier one made after a write", () => {
    const after = ob("t", {}, { order_id: "#W1", items: [], status: "cancelled" }, { beforeWrites: false });
    const before = ob("t", {}, { order_id: "#W1", items: [], status: "pending" });
    expect(recordsById([after, before], "order_id", "items").get("#W1")).toEqual({ value: before.value, event: before.event, initial: true });
  });
  test("with only after-write observations, the first is kept, marked not initial", () => {
    const a = ob("t", {}, { order_id: "#W1", items: [], n: 1 }, { beforeWrites: false });
    const b = ob("t", {}, { order_id: "#W1", items: [], n: 2 }, { beforeWrites: false });
    expect(recordsById([a, b], "order_id", "items").get("#W1")).toEqual({ value: a.value, event: a.event, initial: false });
  });
});

describe("reservations, users, orders", () => {
  test("each picks its own records by id field and shape", () => {
    const obs = [ob("get_reservation_details", {}, reservation()), ob("get_user_details", {}, user()), ob("get_order_details", {}, { order_id: "#W1", user_id: "u1", items: [] })];
    expect([...reservations(obs).keys()]).toEqual(["ABC123"]);
    expect([...users(obs).keys()]).toEqual(["u1"]);
    expect([...orders(obs).keys()]).toEqual(["#W1"]);
  });
  test("a reservation without flights or a user without payment methods is not one", () => {
    const obs = [ob("t", {}, { reservation_id: "ABC123" }), ob("t", {}, { user_id: "u1", name: "x" })];
    expect(reservations(obs).size).toBe(0);
    expect(users(obs).size).toBe(0);
  });
});

describe("seenFlights", () => {
  test("the doc example: no observations, no flights", () => {
    expect(seenFlights([])).toEqual([]);
  });
  test("a get_flight_status answer: its flight number, date argument and status", () => {
    const o = ob("get_flight_status", { flight_number: "HAT001", date: "2024-05-20" }, "available");
    expect(seenFlights([o])).toEqual([{ flightNumber: "HAT001", date: "2024-05-20", status: "available", prices: null, event: o.event }]);
  });
  test("a get_flight_status answer without a date argument has a null date", () => {
    expect(seenFlights([ob("get_flight_status", { flight_number: "HAT001" }, "landed")])[0].date).toBeNull();
  });
  test("search rows, nested lists flattened: the row's date, else the search's date argument", () => {
    const o = ob("search_onestop_flight", { date: "2024-05-21" }, [[{ flight_number: "HAT1", status: "available", prices: { economy: 100 } }, { flight_number: "HAT2", date: "2024-05-22" }]]);
    expect(seenFlights([o])).toEqual([
      { flightNumber: "HAT1", date: "2024-05-21", status: "available", prices: { economy: 100 }, event: o.event },
      { flightNumber: "HAT2", date: "2024-05-22", status: null, prices: null, event: o.event },
    ]);
  });
  test("other tools and error results show no flights", () => {
    const res = ob("get_reservation_details", {}, reservation());
    const err = withError(ob("search_direct_flight", { date: "2024-05-20" }, [{ flight_number: "HAT1" }]));
    expect(seenFlights([res, err])).toEqual([]);
  });
});

describe("seenItems", () => {
  test("the doc example: no observations, no items", () => {
    expect(seenItems([]).size).toBe(0);
  });
  test("product variants: product, availability, price and options", () => {
    const o = ob("get_product_details", {}, { product_id: "p1", variants: { i1: { available: true, price: 10, options: { color: "red" } }, i2: { available: "yes" }, bad: 3 } });
    const items = seenItems([o]);
    expect(items.get("i1")).toEqual({ itemId: "i1", productId: "p1", available: true, price: 10, options: { color: "red" }, event: o.event });
    expect(items.get("i2")).toEqual({ itemId: "i2", productId: "p1", available: null, price: null, options: null, event: o.event });
    expect(items.has("bad")).toBe(false);
  });
  test("order lines show product and price but never availability", () => {
    const o = ob("get_order_details", {}, { order_id: "#W1", items: [{ item_id: "i1", product_id: "p1", price: 5, options: { size: "M" } }, { name: "no id" }] });
    expect([...seenItems([o]).values()]).toEqual([{ itemId: "i1", productId: "p1", available: null, price: 5, options: { size: "M" }, event: o.event }]);
  });
  test("a product lookup wins over an order line, whichever came first", () => {
    const line = ob("get_order_details", {}, { order_id: "#W1", items: [{ item_id: "i1", product_id: "p1", price: 5 }] });
    const product = ob("get_product_details", {}, { product_id: "p1", variants: { i1: { available: false, price: 6 } } });
    expect(seenItems([line, product]).get("i1")).toMatchObject({ available: false, price: 6, event: product.event });
    expect(seenItems([product, line]).get("i1")).toMatchObject({ available: false, price: 6, event: product.event });
  });
  test("error results show no items", () => {
    expect(seenItems([withError(ob("get_product_details", {}, { product_id: "p1", variants: { i1: {} } }))]).size).toBe(0);
  });
});

describe("observedText", () => {
  test("the doc example: no observations, empty text", () => {
    expect(observedText([])).toBe("");
  });
  test("every result's raw text, lower-cased, joined by line ends", () => {
    expect(observedText([ob("a", {}, "Mei KOVACS"), ob("b", {}, { Name: "Ann" })])).toBe('mei kovacs\n{"name":"ann"}');
  });
});
