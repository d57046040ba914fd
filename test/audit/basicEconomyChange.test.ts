import { describe, expect, test } from "vitest";
import { basicEconomyChange } from "../../lib/src";
import { ctx, gold, ob, reservation } from "./fixtures";

const basic = [ob("get_reservation_details", { reservation_id: "ABC123" }, reservation({ cabin: "basic_economy" }))];
const change = (cabin: string, flight: string) => gold("update_reservation_flights", { reservation_id: "ABC123", cabin, flights: [{ flight_number: flight, date: "2024-05-20" }] });

describe("basicEconomyChange", () => {
  test("new flights for a basic economy reservation that stays basic economy: forbidden", () => {
    const r = basicEconomyChange(ctx({ gold: [change("basic_economy", "HAT009")], observations: basic }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ kind: "policy-forbids", policy: "Basic economy flights cannot be modified." });
  });
  test("the same flights (a cabin change only) are allowed", () => {
    expect(basicEconomyChange(ctx({ gold: [change("economy", "HAT001")], observations: basic }))).toEqual({ findings: [], undecided: [] });
  });
  test("cabin and flights both changing: undecided", () => {
    expect(basicEconomyChange(ctx({ gold: [change("economy", "HAT009")], observations: basic })).undecided).toHaveLength(1);
  });
  test("an economy reservation may change flights", () => {
    const eco = [ob("get_reservation_details", { reservation_id: "ABC123" }, reservation())];
    expect(basicEconomyChange(ctx({ gold: [change("economy", "HAT009")], observations: eco })).findings).toEqual([]);
  });
});
