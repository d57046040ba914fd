import { describe, expect, it } from "vitest";
import {
  actionCheckWriteTools,
  callerWriteTools,
  registryWriteTools,
  resolveWriteTools,
  TAU2_WRITE_TOOL_REGISTRY,
} from "../../lib/src/drift/writeTools";
import { check, conv, gold, run } from "./builders";
import { DATA_DIR, loadRealRun, SKIP_MESSAGE, TAU2_KEYS } from "./realData";

describe("registry of τ² write tools", () => {
  it("covers the four τ² domains, agent and user tools", () => {
    expect(Object.keys(TAU2_WRITE_TOOL_REGISTRY).sort()).toEqual(["airline", "banking_knowledge", "retail", "telecom"]);
    const airline = registryWriteTools("airline");
    expect(airline.ok && airline.set.tools).toEqual([
      "book_reservation",
      "cancel_reservation",
      "send_certificate",
      "update_reservation_baggages",
      "update_reservation_flights",
      "update_reservation_passengers",
    ]);
    const retail = registryWriteTools("retail");
    expect(retail.ok && retail.set.tools.length).toBe(7);
    const telecom = registryWriteTools("telecom");
    expect(telecom.ok && telecom.set.tools).toContain("toggle_airplane_mode"); // a user tool
    expect(telecom.ok && telecom.set.tools).toContain("refuel_data");
    const banking = registryWriteTools("banking_knowledge");
    expect(banking.ok && banking.set.tools).toContain("call_discoverable_agent_tool");
    expect(banking.ok && banking.set.tools).toContain("call_discoverable_user_tool");
    expect(banking.ok && banking.set.source).toBe("registry");
  });

  it("generic tools are not writes", () => {
    for (const d of Object.values(TAU2_WRITE_TOOL_REGISTRY)) {
      expect([...d.agent, ...d.user]).not.toContain("transfer_to_human_agents");
      expect([...d.agent, ...d.user]).not.toContain("calculate");
    }
  });

  it("unknown or missing domain → not ok, with a reason naming the known domains", () => {
    const r = registryWriteTools("chess");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/"chess".*airline, banking_knowledge, retail, telecom/);
    const n = registryWriteTools(null);
    expect(n.ok).toBe(false);
    // inherited object keys are not domains
    expect(registryWriteTools("toString").ok).toBe(false);
  });
});

describe("write tools from the file's action checks", () => {
  it("collects tool_type == write over all conversations, sorted and unique", () => {
    const cs = [
      conv({ id: "a", actionChecks: [check(gold("cancel"), true, "write"), check(gold("get"), true, "read")] }),
      conv({ id: "b", actionChecks: [check(gold("modify"), false, "write"), check(gold("cancel"), true, "write")] }),
      conv({ id: "c", actionChecks: null }),
    ];
    const r = actionCheckWriteTools(cs, "retail");
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.set).toMatchObject({ source: "action_checks", domain: "retail", tools: ["cancel", "modify"] });
      expect(r.set.note).toMatch(/4 typed action checks of 2 conversations/);
    }
  });

  it("checks without tool_type → unavailable with a reason", () => {
    const r = actionCheckWriteTools([conv({ actionChecks: [check(gold("cancel"), true)] })], "retail");
    expect(r).toMatchObject({ ok: false, source: "action_checks" });
    if (!r.ok) expect(r.reason).toMatch(/tool_type/);
  });

  it("no checks at all → unavailable", () => {
    expect(actionCheckWriteTools([conv({})], null).ok).toBe(false);
    expect(actionCheckWriteTools([], null).ok).toBe(false);
  });
});

describe("caller list and resolution", () => {
  it("caller list: sorted, unique; empty or invalid → not ok", () => {
    const r = callerWriteTools(["b", "a", "b"], "x");
    expect(r.ok && r.set).toMatchObject({ source: "caller", domain: "x", tools: ["a", "b"] });
    expect(callerWriteTools([], "x").ok).toBe(false);
    expect(callerWriteTools(["a", ""], "x").ok).toBe(false);
  });

  it("default: checks when typed, else the registry (note says why)", () => {
    const typed = run([conv({ actionChecks: [check(gold("cancel"), true, "write")] })], "retail");
    const r1 = resolveWriteTools(typed);
    expect(r1.ok && r1.set.source).toBe("action_checks");
    const untyped = run([conv({ actionChecks: [check(gold("cancel"), true)] })], "retail");
    const r2 = resolveWriteTools(untyped);
    expect(r2.ok && r2.set.source).toBe("registry");
    expect(r2.ok && r2.set.note).toMatch(/action checks unavailable/);
    const neither = resolveWriteTools(run([conv({})], "chess"));
    expect(neither.ok).toBe(false);
    if (!neither.ok) expect(neither.reason).toMatch(/action checks unavailable.*chess/);
  });

  it("explicit requests are honoured", () => {
    const r = run([conv({ actionChecks: [check(gold("cancel"), true, "write")] })], "airline");
    expect(resolveWriteTools(r, "registry").ok && (resolveWriteTools(r, "registry") as { set: { source: string } }).set.source).toBe("registry");
    expect(resolveWriteTools(r, ["x"])).toMatchObject({ ok: true, set: { source: "caller", tools: ["x"] } });
    expect(resolveWriteTools(r, "nonsense" as never).ok).toBe(false);
  });
});

describe.skipIf(!DATA_DIR)(`real τ² files (${DATA_DIR ? "present" : SKIP_MESSAGE})`, () => {
  it("the shared τ² files carry no tool_type: checks unavailable, default falls back to the registry", () => {
    for (const key of TAU2_KEYS) {
      const r = loadRealRun(key);
      expect(resolveWriteTools(r, "checks").ok).toBe(false);
      const d = resolveWriteTools(r);
      expect(d.ok && d.set.source).toBe("registry");
      expect(d.ok && d.set.domain).toBe(r.domain);
    }
  });

  it("the gold actions of the airline and retail files use registry write tools", () => {
    // the registry must know the write tools the gold actions actually use
    for (const key of ["airline", "retail"] as const) {
      const r = loadRealRun(key);
      const reg = registryWriteTools(r.domain);
      if (!reg.ok) throw new Error(reg.reason);
      const goldNames = new Set(r.conversations.flatMap((c) => (c.goldActions ?? []).map((g) => g.name)));
      const writesInGold = [...goldNames].filter((n) => reg.set.tools.includes(n));
      expect(writesInGold.length).toBeGreaterThan(0);
    }
  });
});
