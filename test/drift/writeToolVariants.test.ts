import * as path from "path";
import { describe, expect, it } from "vitest";
import { writeToolVariants } from "../../lib/src/drift/writeToolVariants";
import { registryWriteTools, resolveWriteTools } from "../../lib/src/drift/writeTools";
import { analyzeDrift } from "../../lib/src/drift/analyzeDrift";
import { conversationDrift } from "../../lib/src/drift/conversationDrift";
import { calls, check, conv, gold, run } from "./builders";
import { DATA_DIR, PUBLIC_DIR, SKIP_MESSAGE, tryLoadReal } from "./realData";

const registrySet = (domain: string) => {
  const r = registryWriteTools(domain);
  if (!r.ok) throw new Error(r.reason);
  return r.set;
};

describe("writeToolVariants: the typed checks beside the declared set", () => {
  // airline, checks typed: the gold write tools are cancel_reservation only; the agent also sends a certificate
  const c = conv({
    id: "a",
    goldActions: [gold("cancel_reservation", { reservation_id: "R1" })],
    toolCalls: calls(["cancel_reservation", { reservation_id: "R1" }], ["send_certificate", { user_id: "u", amount: 50 }]),
    actionChecks: [check(gold("cancel_reservation", { reservation_id: "R1" }), true, "write")],
  });
  const r = run([c], "airline");

  it("names the tools one reading counts and the other does not, with their calls, and both N and GD^stock", () => {
    const [v] = writeToolVariants(r, registrySet("airline"));
    expect(v.variant).toBe("action_checks");
    expect(v.set).toMatchObject({ source: "action_checks", tools: ["cancel_reservation"] });
    expect(v.onlyReportSet).toEqual([{ tool: "send_certificate", wrapped: null, calls: 1 }]);
    expect(v.onlyVariant).toEqual([]);
    expect(v.writeCalls).toEqual({ reportSet: 2, variant: 1 });
    // declared set: writes 1, 0 → N 2, GD^stock 1/2; checks: write 1 → N 1, GD^stock 0
    expect(v.stockPooled.reportSet).toMatchObject({ numerator: 1, denominator: 2, value: 0.5 });
    expect(v.stockPooled.variant).toMatchObject({ numerator: 0, denominator: 1, value: 0 });
    expect(v.overall.stockPooled).toMatchObject({ numerator: 0, denominator: 1 });
    expect(v.unknownWrapped).toBe(0);
  });

  it("the other way round: a report on the checks gets the registry beside it", () => {
    const checks = resolveWriteTools(r, "checks");
    if (!checks.ok) throw new Error(checks.reason);
    const [v] = writeToolVariants(r, checks.set);
    expect(v.variant).toBe("registry");
    expect(v.onlyVariant).toEqual([{ tool: "send_certificate", wrapped: null, calls: 1 }]);
  });

  it("no other reading → []", () => {
    expect(writeToolVariants(run([conv({ actionChecks: [check(gold("x"), true)] })], "airline"), registrySet("airline"))).toEqual([]);
    expect(writeToolVariants(run([], "mock"), { source: "caller", domain: "mock", tools: ["create_task"], note: "" })).toEqual([]);
  });
});

describe("writeToolVariants: banking_knowledge wrappers read by the tool they wrap (hand-built: no real banking log exists)", () => {
  const agent = (wrapped: string, args: Record<string, unknown> = {}) =>
    ["call_discoverable_agent_tool", { agent_tool_name: wrapped, arguments: JSON.stringify(args) }] as [string, Record<string, unknown>];
  const user = (wrapped: string) => ["call_discoverable_user_tool", { discoverable_tool_name: wrapped, arguments: "{}" }] as [string, Record<string, unknown>];
  const g = (spec: [string, Record<string, unknown>]) => gold(spec[0], spec[1]);

  // c1: the gold path wraps a read (transactions) and a write (open account); the agent follows it and adds one
  //     more wrapped read (its debit cards) and the real write change_user_email, off gold.
  const c1 = conv({
    id: "c1",
    reward: 1,
    goldActions: [g(agent("get_bank_account_transactions_9173", { account_id: "a1" })), g(agent("open_bank_account_4821", { user_id: "u1" }))],
    toolCalls: calls(
      agent("get_bank_account_transactions_9173", { account_id: "a1" }),
      agent("get_debit_cards_by_account_id_7823", { account_id: "a1" }),
      agent("open_bank_account_4821", { user_id: "u1" }),
      ["change_user_email", { user_id: "u1", new_email: "x@y.z" }],
    ),
  });
  // c2: a wrapped tool the list does not know (τ² answers it with an error) and a wrapped user read
  const c2 = conv({ id: "c2", reward: 0, goldActions: [], toolCalls: calls(agent("no_such_tool_0000"), user("get_card_last_4_digits")) });
  // c3: only wrapped reads: no write at all under the wrapped-tool reading
  const c3 = conv({ id: "c3", reward: 0, goldActions: [], toolCalls: calls(agent("get_payment_history_6183"), agent("get_payment_history_6183")) });
  const r = run([c1, c2, c3], "banking_knowledge");
  const variants = writeToolVariants(r, registrySet("banking_knowledge"));
  const v = variants.find((x) => x.variant === "by-wrapped-tool")!;

  it("is offered whenever the report's set counts a wrapper", () => {
    expect(variants.map((x) => x.variant)).toEqual(["by-wrapped-tool"]); // no typed checks here
    expect(v.set.tools).toEqual(registrySet("banking_knowledge").tools);
    expect(v.set.note).toMatch(/wrapper call counts only when the tool it wraps is declared a write/);
  });

  it("a wrapper around a read-only tool becomes a read; both N and both GD^stock, worked by hand", () => {
    // published reading (every wrapper a write):
    //   c1: 1 (gold read) 0 (extra read) 1 (gold write) 0 (email, off gold) → N 4, M 2
    //   c2: 0 0 (empty gold list)                                            → N 2, M 2
    //   c3: 0 0                                                              → N 2, M 2     total N 8, M 6
    // by wrapped tool: c1: 1 (open account) 0 (email) → N 2, M 1; c2: 0 (unknown wrapped, kept) → N 1, M 1;
    //   c3: no writes → excluded                                                               total N 3, M 2
    expect(v.stockPooled.reportSet).toMatchObject({ numerator: 6, denominator: 8, value: 0.75 });
    expect(v.stockPooled.variant).toMatchObject({ numerator: 2, denominator: 3 });
    expect(v.writeCalls).toEqual({ reportSet: 8, variant: 3 });
    expect(v.onlyReportSet).toEqual([
      { tool: "call_discoverable_agent_tool", wrapped: "get_payment_history_6183", calls: 2 },
      { tool: "call_discoverable_agent_tool", wrapped: "get_bank_account_transactions_9173", calls: 1 },
      { tool: "call_discoverable_agent_tool", wrapped: "get_debit_cards_by_account_id_7823", calls: 1 },
      { tool: "call_discoverable_user_tool", wrapped: "get_card_last_4_digits", calls: 1 },
    ]);
    expect(v.onlyVariant).toEqual([]);
    expect(v.unknownWrapped).toBe(1);
    expect(v.overall.stockPooled.exclusions).toEqual([{ reason: "no write calls", count: 1, ids: ["c3"] }]);
  });

  it("analyzeDrift reports it beside the published reading", () => {
    const rep = analyzeDrift(r);
    expect(rep.overall.all.stockPooled).toMatchObject({ numerator: 6, denominator: 8 });
    expect(rep.writeToolVariants.map((x) => [x.variant, x.stockPooled.variant.numerator, x.stockPooled.variant.denominator])).toEqual([["by-wrapped-tool", 2, 3]]);
  });
});

describe.skipIf(!DATA_DIR || !PUBLIC_DIR)(`writeToolVariants on a real file with typed checks (${DATA_DIR ? "present" : SKIP_MESSAGE})`, () => {
  it("whissle airline: the declared set counts send_certificate, N 40 and GD^stock 0.750; the checks N 39, 0.744", () => {
    const loaded = tryLoadReal(path.join(PUBLIC_DIR!, "tau2_airline_whissle_pr448.json"));
    if ("error" in loaded) return;
    const rep = analyzeDrift(loaded.run);
    expect(rep.writeTools!.source).toBe("registry");
    const v = rep.writeToolVariants.find((x) => x.variant === "action_checks")!;
    expect(v.onlyReportSet.map((d) => d.tool)).toEqual(["send_certificate"]);
    // an independent recount: N under the checks = N under the declared set minus the send_certificate calls of
    // the conversations the table includes (they all keep other writes)
    const included = rep.conversations.filter((c) => c.excluded === null);
    const certificates = included.reduce((s, c) => s + c.writes.filter((w) => w.name === "send_certificate").length, 0);
    expect(v.stockPooled.reportSet.denominator - v.stockPooled.variant.denominator).toBe(certificates);
    // the figures the issue quotes (N 40 vs 39, GD^stock 0.750 vs 0.744)
    expect(v.stockPooled.reportSet).toMatchObject({ numerator: 30, denominator: 40 });
    expect(v.stockPooled.variant).toMatchObject({ numerator: 29, denominator: 39 });
    expect(v.stockPooled.variant.value!.toFixed(3)).toBe("0.744");
    expect(rep.overall.all.stockPooled).toMatchObject({ numerator: 30, denominator: 40 });
  });
});

describe("writeToolVariants with the report's own rows", () => {
  it("gives the same variants as computing every row again (a conversation the readings agree on keeps its row)", () => {
    const agreeing = conv({ id: "same", goldActions: [gold("cancel_reservation", { reservation_id: "R1" })], toolCalls: calls(["cancel_reservation", { reservation_id: "R1" }]) });
    const differing = conv({
      id: "differs",
      goldActions: [gold("cancel_reservation", { reservation_id: "R1" })],
      toolCalls: calls(["cancel_reservation", { reservation_id: "R2" }], ["send_certificate", { user_id: "u", amount: 50 }]),
      actionChecks: [check(gold("cancel_reservation", { reservation_id: "R1" }), false, "write")],
    });
    const r = run([agreeing, differing], "airline");
    const set = registrySet("airline");
    const rows = r.conversations.map((c) => conversationDrift(c, new Set(set.tools)));
    const withRows = writeToolVariants(r, set, {}, rows);
    expect(withRows).toEqual(writeToolVariants(r, set));
    // declared set: "same" 1 aligned write, "differs" cancels R2 and sends a certificate (both drift) → M 2 of N 3;
    // typed checks (cancel_reservation only): "same" 1 aligned, "differs" the drift cancel → M 1 of N 2
    expect(withRows[0].stockPooled).toMatchObject({ reportSet: { numerator: 2, denominator: 3 }, variant: { numerator: 1, denominator: 2 } });
  });
});
