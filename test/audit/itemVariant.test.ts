import { describe, expect, test } from "vitest";
import { itemVariant } from "../../lib/src";
import { ctx, gold, ob } from "./fixtures";

const product = ob("get_product_details", { product_id: "P1" }, { name: "Lamp", product_id: "P1", variants: { i1: { item_id: "i1", options: { color: "white" }, available: true, price: 10 }, i2: { item_id: "i2", options: { color: "black" }, available: true, price: 12 }, i3: { item_id: "i3", options: { color: "red" }, available: false, price: 12 } } });
const other = ob("get_product_details", { product_id: "P2" }, { name: "Shoe", product_id: "P2", variants: { s1: { item_id: "s1", options: {}, available: true, price: 50 } } });
const ex = (oldId: string, newId: string) => gold("exchange_delivered_order_items", { order_id: "#W1", item_ids: [oldId], new_item_ids: [newId], payment_method_id: "p" });

describe("itemVariant", () => {
  test("an available variant of the same product: nothing", () => {
    expect(itemVariant(ctx({ domain: "retail", gold: [ex("i1", "i2")], observations: [product] }))).toEqual({ findings: [], undecided: [] });
  });
  test("an unavailable variant, another product, the same item: each forbidden", () => {
    expect(itemVariant(ctx({ domain: "retail", gold: [ex("i1", "i3")], observations: [product] })).findings[0].note).toContain("unavailable");
    expect(itemVariant(ctx({ domain: "retail", gold: [ex("i1", "s1")], observations: [product, other] })).findings[0].note).toContain("of product P2");
    expect(itemVariant(ctx({ domain: "retail", gold: [ex("i1", "i1")], observations: [product] })).findings[0].note).toContain("for itself");
  });
  test("an item never observed: undecided", () => {
    expect(itemVariant(ctx({ domain: "retail", gold: [ex("i1", "zz")], observations: [product] })).undecided).toHaveLength(1);
  });
});
