import { describe, expect, test } from "vitest";
import { argString, collector, compared, goldFlights, goldOf, mentions, reservationFlights } from "../../lib/src/audit/checkHelpers";
import { gold } from "./fixtures";

describe("goldOf", () => {
  test("the doc example: one gold action of the named tool", () => {
    expect(goldOf({ gold: [gold("a", {})] }, ["a"])).toHaveLength(1);
  });
  test("keeps each match's index in the task's list, in order", () => {
    const g = [gold("a", {}), gold("b", {}), gold("a", { x: 1 }), gold("c", {})];
    expect(goldOf({ gold: g }, ["a", "c"])).toEqual([
      { index: 0, action: g[0] },
      { index: 2, action: g[2] },
      { index: 3, action: g[3] },
    ]);
  });
  test("empty gold, no names, or no match: nothing", () => {
    expect(goldOf({ gold: [] }, ["a"])).toEqual([]);
    expect(goldOf({ gold: [gold("a", {})] }, [])).toEqual([]);
    expect(goldOf({ gold: [gold("a", {})] }, ["b"])).toEqual([]);
  });
});

describe("compared", () => {
  test("the doc example: an argument outside compare_args is not compared", () => {
    expect(compared({ compareArgs: ["a"] }, "b")).toBe(false);
    expect(compared({ compareArgs: ["a"] }, "a")).toBe(true);
  });
  test("compare_args null (or absent): every argument is compared", () => {
    expect(compared({ compareArgs: null }, "anything")).toBe(true);
    expect(compared({} as { compareArgs: null }, "anything")).toBe(true);
  });
  test("an empty compare_args list compares nothing", () => {
    expect(compared({ compareArgs: [] }, "a")).toBe(false);
  });
});

describe("collector", () => {
  test("the doc example: a fresh result is empty", () => {
    expect(collector("x").result).toEqual({ findings: [], undecided: [] });
  });
  test("find pushes a finding named after the check, events deduplicated in order", () => {
    const c = collector("myCheck");
    c.find(2, "policy-forbids", "note", "A sentence.", ["e2", "e1", "e2"]);
    c.find(null, "state-mismatch", "whole task", null, []);
    expect(c.result.findings).toEqual([
      { check: "myCheck", kind: "policy-forbids", goldAction: 2, note: "note", policy: "A sentence.", events: ["e2", "e1"] },
      { check: "myCheck", kind: "state-mismatch", goldAction: null, note: "whole task", policy: null, events: [] },
    ]);
    expect(c.result.undecided).toEqual([]);
  });
  test("undecided pushes a note named after the check", () => {
    const c = collector("x");
    c.undecided(0, "no data");
    c.undecided(null, "nothing seen");
    expect(c.result.undecided).toEqual([
      { check: "x", goldAction: 0, note: "no data" },
      { check: "x", goldAction: null, note: "nothing seen" },
    ]);
    expect(c.result.findings).toEqual([]);
  });
  test("the pushed events are a copy: changing the caller's array later does not change the finding", () => {
    const c = collector("x");
    const events = ["e1"];
    c.find(0, "cross-run", "n", null, events);
    events.push("e2");
    expect(c.result.findings[0].events).toEqual(["e1"]);
  });
  test("two collectors do not share results", () => {
    const a = collector("a");
    const b = collector("b");
    a.undecided(0, "n");
    expect(b.result.undecided).toEqual([]);
  });
});

describe("argString", () => {
  test("the doc example: a string argument", () => {
    expect(argString({ arguments: { a: "x" } }, "a")).toBe("x");
  });
  test("the empty string is a string", () => {
    expect(argString({ arguments: { a: "" } }, "a")).toBe("");
  });
  test("missing, null, number, array or object arguments: null", () => {
    const action = { arguments: { n: 1, z: null, l: ["x"], o: { a: "x" } } };
    for (const key of ["missing", "n", "z", "l", "o"]) expect(argString(action, key)).toBeNull();
  });
});

describe("goldFlights", () => {
  test("the doc example: flight number and date pairs", () => {
    expect(goldFlights({ arguments: { flights: [{ flight_number: "HAT1", date: "2024-05-20" }] } })).toEqual([{ flightNumber: "HAT1", date: "2024-05-20" }]);
  });
  test("no flights argument, or one that is not a list: no flights", () => {
    expect(goldFlights({ arguments: {} })).toEqual([]);
    expect(goldFlights({ arguments: { flights: "HAT1" } })).toEqual([]);
    expect(goldFlights({ arguments: { flights: [] } })).toEqual([]);
  });
  test("entries without a string flight number are dropped; a missing date becomes empty", () => {
    const flights = [null, "HAT1", { flight_number: 7 }, { date: "2024-05-20" }, { flight_number: "HAT2" }, { flight_number: "HAT3", date: null }];
    expect(goldFlights({ arguments: { flights } })).toEqual([
      { flightNumber: "HAT2", date: "" },
      { flightNumber: "HAT3", date: "" },
    ]);
  });
});

describe("reservationFlights", () => {
  test("the doc example: flight number, date and price", () => {
    expect(reservationFlights({ flights: [{ flight_number: "HAT1", date: "2024-05-20", price: 10 }] })).toEqual([{ flightNumber: "HAT1", date: "2024-05-20", price: 10 }]);
  });
  test("a non-numeric or missing price is null; a missing date is empty", () => {
    expect(reservationFlights({ flights: [{ flight_number: "HAT1", price: "10" }, { flight_number: "HAT2", date: "2024-05-21" }] })).toEqual([
      { flightNumber: "HAT1", date: "", price: null },
      { flightNumber: "HAT2", date: "2024-05-21", price: null },
    ]);
  });
  test("a price of zero is kept", () => {
    expect(reservationFlights({ flights: [{ flight_number: "HAT1", date: "d", price: 0 }] })[0].price).toBe(0);
  });
  test("no flights, not a list, or entries without a string flight number: dropped", () => {
    expect(reservationFlights({})).toEqual([]);
    expect(reservationFlights({ flights: {} })).toEqual([]);
    expect(reservationFlights({ flights: [null, { flight_number: 1 }, {}] })).toEqual([]);
  });
});

describe("mentions", () => {
  test("the doc example: a value in another case", () => {
    expect(mentions("you are mei kovacs", "Mei Kovacs")).toBe(true);
  });
  test("whitespace is collapsed in both the text and the value", () => {
    expect(mentions("you are mei\n  kovacs", "  Mei   Kovacs ")).toBe(true);
  });
  test("a value not in the text is not mentioned", () => {
    expect(mentions("you are mei kovacs", "Ann Lee")).toBe(false);
  });
  test("an empty or blank value is never mentioned", () => {
    expect(mentions("anything", "")).toBe(false);
    expect(mentions("anything", "   ")).toBe(false);
    expect(mentions("", "")).toBe(false);
  });
  test("the text is taken as already lower-cased", () => {
    expect(mentions("You are Mei Kovacs", "Mei Kovacs")).toBe(false);
  });
});
