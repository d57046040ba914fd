import { describe, expect, it } from "vitest";
import {
  actionCheckWriteTools,
  callerWriteTools,
  classifyWrappedCall,
  PUBLISHED_WRITE_SOURCE,
  registryWriteTools,
  resolveWriteTools,
  TAU2_DISCOVERABLE_WRAPPERS,
  TAU2_WRITE_TOOL_REGISTRY,
} from "../../lib/src/drift/writeTools";
import { check, conv, gold, run } from "./builders";
import { DATA_DIR, loadRealRun, PUBLIC_DIR, SKIP_MESSAGE, TAU2_KEYS, tryLoadReal } from "./realData";
import * as path from "path";

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

  it("default: the domain's declared set whenever the registry knows the domain, typed checks or not", () => {
    const typed = run([conv({ actionChecks: [check(gold("cancel_pending_order"), true, "write")] })], "retail");
    const r1 = resolveWriteTools(typed);
    expect(r1.ok && r1.set.source).toBe("registry");
    const reg = registryWriteTools("retail");
    expect(r1.ok && r1.set.tools).toEqual(reg.ok && reg.set.tools);
    expect(r1.ok && r1.set.note).toMatch(/the default: the domain's declared set/);
    const untyped = run([conv({ actionChecks: [check(gold("cancel"), true)] })], "retail");
    expect(resolveWriteTools(untyped)).toEqual(r1);
  });

  it("default for a domain the registry does not know: the typed checks, else no set with both reasons", () => {
    const typed = resolveWriteTools(run([conv({ actionChecks: [check(gold("create_task"), true, "write")] })], "mock"));
    expect(typed.ok && typed.set).toMatchObject({ source: "action_checks", tools: ["create_task"] });
    expect(typed.ok && typed.set.note).toMatch(/no built-in write-tool list for domain "mock"/);
    const neither = resolveWriteTools(run([conv({ actionChecks: [check(gold("create_task"), true)] })], "mock"));
    expect(neither.ok).toBe(false);
    if (!neither.ok) expect(neither.reason).toMatch(/"mock".*tool_type.*--writes a,b/);
    expect(resolveWriteTools(run([], null)).ok).toBe(false);
  });

  it("the published method is the checks", () => {
    expect(PUBLISHED_WRITE_SOURCE).toBe("checks");
    const typed = run([conv({ actionChecks: [check(gold("cancel_pending_order"), true, "write")] })], "retail");
    expect(resolveWriteTools(typed, PUBLISHED_WRITE_SOURCE)).toMatchObject({ ok: true, set: { source: "action_checks", tools: ["cancel_pending_order"] } });
  });

  it("explicit requests are honoured", () => {
    const r = run([conv({ actionChecks: [check(gold("cancel"), true, "write")] })], "airline");
    expect(resolveWriteTools(r, "registry").ok && (resolveWriteTools(r, "registry") as { set: { source: string } }).set.source).toBe("registry");
    expect(resolveWriteTools(r, ["x"])).toMatchObject({ ok: true, set: { source: "caller", tools: ["x"] } });
    expect(resolveWriteTools(r, "nonsense" as never).ok).toBe(false);
  });
});

describe("discoverable-tool wrappers (banking_knowledge)", () => {
  const agent = (wrapped: unknown) => ({ name: "call_discoverable_agent_tool", arguments: { agent_tool_name: wrapped, arguments: "{}" } });
  const user = (wrapped: unknown) => ({ name: "call_discoverable_user_tool", arguments: { discoverable_tool_name: wrapped, arguments: "{}" } });

  it("a wrapper call reads as the tool it wraps: WRITE → write, READ or GENERIC → read", () => {
    expect(classifyWrappedCall(agent("open_bank_account_4821"), "banking_knowledge")).toEqual({ wrapper: "call_discoverable_agent_tool", wrapped: "open_bank_account_4821", kind: "write" });
    expect(classifyWrappedCall(agent("get_bank_account_transactions_9173"), "banking_knowledge")!.kind).toBe("read");
    expect(classifyWrappedCall(agent("initial_transfer_to_human_agent_0218"), "banking_knowledge")!.kind).toBe("read"); // GENERIC
    expect(classifyWrappedCall(user("submit_cash_back_dispute_0589"), "banking_knowledge")!.kind).toBe("write");
    expect(classifyWrappedCall(user("get_card_last_4_digits"), "banking_knowledge")!.kind).toBe("read");
  });

  it("an unknown or missing wrapped name stays a write (as published); other tools and domains are not wrappers", () => {
    expect(classifyWrappedCall(agent("no_such_tool"), "banking_knowledge")).toMatchObject({ wrapped: "no_such_tool", kind: "unknown" });
    expect(classifyWrappedCall(agent(7), "banking_knowledge")).toMatchObject({ wrapped: null, kind: "unknown" });
    // each wrapper names its wrapped tool in its own argument
    expect(classifyWrappedCall(user("open_bank_account_4821"), "banking_knowledge")!.kind).toBe("unknown");
    expect(classifyWrappedCall({ name: "change_user_email", arguments: {} }, "banking_knowledge")).toBeNull();
    expect(classifyWrappedCall(agent("open_bank_account_4821"), "airline")).toBeNull();
    expect(classifyWrappedCall(agent("open_bank_account_4821"), null)).toBeNull();
  });

  it("the wrappers are registry write tools, and their lists do not overlap", () => {
    const reg = registryWriteTools("banking_knowledge");
    for (const w of TAU2_DISCOVERABLE_WRAPPERS.banking_knowledge) {
      expect(reg.ok && reg.set.tools).toContain(w.wrapper);
      expect(w.writes.filter((t) => w.nonWrites.includes(t))).toEqual([]);
    }
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

  it("a file whose checks carry tool types: default = the declared set (40 writes), checks = gold write tools only (39)", () => {
    if (PUBLIC_DIR === null) return;
    const loaded = tryLoadReal(path.join(PUBLIC_DIR, "tau2_airline_whissle_pr448.json"));
    if ("error" in loaded) return;
    const d = resolveWriteTools(loaded.run);
    const c = resolveWriteTools(loaded.run, "checks");
    expect(d.ok && d.set.source).toBe("registry");
    expect(c.ok && c.set.source).toBe("action_checks");
    if (d.ok && c.ok) expect(d.set.tools.filter((t) => !c.set.tools.includes(t))).toEqual(["send_certificate"]);
  });
});
