import { describe, expect, test } from "vitest";
import { createHash } from "crypto";
import { PayloadStore } from "../../lib/src";
import { payloadRef, sha256Hex } from "../../lib/src/events/payload";

describe("sha256Hex", () => {
  test("is the FIPS 180-2 test vector for 'abc'", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
  test("hashes the UTF-8 bytes (agrees with node:crypto on a Buffer)", () => {
    const s = "τ² — ünïcödé";
    expect(sha256Hex(s)).toBe(createHash("sha256").update(Buffer.from(s, "utf8")).digest("hex"));
  });
});

describe("payloadRef", () => {
  test("counts UTF-8 bytes, not characters", () => {
    expect(payloadRef("é", null).bytes).toBe(2);
    expect(payloadRef("", "f#x").bytes).toBe(0);
  });
  test("keeps the locator and does not inline the text", () => {
    const r = payloadRef("hello", "run.json#simulations[0].messages[1].content");
    expect(r.ref).toBe("run.json#simulations[0].messages[1].content");
    expect("text" in r).toBe(false);
  });
});

describe("PayloadStore", () => {
  test("stores a text once however many events refer to it", () => {
    const s = new PayloadStore();
    const a = s.put("same", "a");
    const b = s.put("same", "b");
    expect(a.sha256).toBe(b.sha256);
    expect(s.size).toBe(1);
    expect(s.get(a.sha256)).toBe("same");
  });
  test("an unknown hash gives null; addAll merges stores", () => {
    const s = new PayloadStore();
    expect(s.get("0".repeat(64))).toBeNull();
    const t = new PayloadStore();
    const r = t.put("x", null);
    s.addAll(t);
    expect(s.get(r.sha256)).toBe("x");
  });
});
