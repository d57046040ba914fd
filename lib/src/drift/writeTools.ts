/*
 * Write-tool sets: which tool names count as "write operations" for goal drift
 * (docs/definitions/goal-drift.md#write-operations).
 *
 * Goal drift only looks at writes (calls that change the environment's database), so every drift number depends
 * on one set of tool names. That set can come from three places, and every result says which one it used:
 *
 * - `"action_checks"`: the file's own `reward_info.action_checks[].tool_type == "write"`, collected over all
 *   conversations of the run. Only newer τ² versions write `tool_type`; when no check of the run carries it the
 *   source is unavailable (this is the case for every public run file the project tests against).
 * - `"registry"`: the built-in lists below, copied from τ²-bench's `@is_tool(ToolType.WRITE)` declarations
 *   (sierra-research/tau2-bench @ a2c0247, src/tau2/domains/<domain>/tools.py), agent and user tools together.
 *   Unavailable for a domain the registry does not know (or a run without a domain).
 * - `"caller"`: a list the caller passes.
 *
 * The default ({@link resolveWriteTools} with `"default"`) is the domain's DECLARED set: the registry whenever the
 * run's domain is known, so the figures of a file do not depend on the τ² version that wrote it. Only for a domain
 * the registry does not know does it fall back to the file's typed action checks; with neither, no set is
 * resolved and the caller must name the write tools (`writes: [...]`, `--writes a,b`).
 *
 * Why not the checks first: a set collected from `tool_type == "write"` holds only the write tools some GOLD
 * action uses (τ² types the checks of gold actions), so it varies with the tasks and the τ² version — an airline
 * file written with tool types lacks `send_certificate` and counts 39 writes where its registry count is 40.
 * Seed 000 built its tables from the checks, so `"checks"` stays the published method
 * ({@link PUBLISHED_WRITE_SOURCE}); writeToolVariants.ts reports it beside the default.
 *
 * @example
 * const r = registryWriteTools("airline");
 * // r.ok === true; r.set = { source: "registry", domain: "airline", tools: ["book_reservation", …], note: "…" }
 * registryWriteTools("chess");
 * // { ok: false, source: "registry", domain: "chess", reason: "no built-in write-tool list for domain \"chess\" (known: airline, banking_knowledge, retail, telecom)" }
 */
import type { Conversation, Run } from "../io/model";

/** Where a write-tool set came from: the file's action checks, the built-in registry, or the caller. */
export type WriteToolSource = "action_checks" | "registry" | "caller";

/** A resolved write-tool set (plain JSON data). */
export interface WriteToolSet {
  source: WriteToolSource;
  /** The run's domain (or null when the run names none). */
  domain: string | null;
  /** Tool names, sorted, without duplicates. */
  tools: string[];
  /** One sentence on how the set was obtained (e.g. "tool_type=write in 412 action checks of 40 conversations"). */
  note: string;
}

/** Either a set, or the reason the requested source cannot give one. */
export type WriteToolResolution =
  | { ok: true; set: WriteToolSet }
  | { ok: false; source: WriteToolSource; domain: string | null; reason: string };

/** Agent-side and user-side write tools of one τ² domain. */
export interface DomainWriteTools {
  agent: readonly string[];
  user: readonly string[];
}

/**
 * Built-in write tools per τ² domain (`@is_tool(ToolType.WRITE)` in sierra-research/tau2-bench,
 * src/tau2/domains/<domain>/tools.py).
 * `transfer_to_human_agents` and `calculate` are GENERIC in τ², hence absent. In banking_knowledge the
 * discoverable tools are reached through the wrappers `call_discoverable_agent_tool` / `call_discoverable_user_tool`,
 * which is what logs and gold actions name.
 */
export const TAU2_WRITE_TOOL_REGISTRY: Readonly<Record<string, DomainWriteTools>> = Object.freeze({
  airline: {
    agent: [
      "book_reservation",
      "cancel_reservation",
      "send_certificate",
      "update_reservation_baggages",
      "update_reservation_flights",
      "update_reservation_passengers",
    ],
    user: [],
  },
  retail: {
    agent: [
      "cancel_pending_order",
      "exchange_delivered_order_items",
      "modify_pending_order_address",
      "modify_pending_order_items",
      "modify_pending_order_payment",
      "modify_user_address",
      "return_delivered_order_items",
    ],
    user: [],
  },
  telecom: {
    agent: ["suspend_line", "resume_line", "send_payment_request", "enable_roaming", "disable_roaming", "refuel_data"],
    user: [
      "set_network_mode_preference",
      "toggle_airplane_mode",
      "reseat_sim_card",
      "toggle_data",
      "toggle_roaming",
      "toggle_data_saver_mode",
      "set_apn_settings",
      "reset_apn_settings",
      "toggle_wifi",
      "toggle_wifi_calling",
      "connect_vpn",
      "disconnect_vpn",
      "grant_app_permission",
      "reboot_device",
      "make_payment",
    ],
  },
  banking_knowledge: {
    agent: ["change_user_email", "log_verification", "call_discoverable_agent_tool"],
    user: [
      "apply_for_credit_card",
      "submit_referral",
      "call_discoverable_user_tool",
      "request_human_agent_transfer",
      "submit_transaction",
    ],
  },
});

function sortedUnique(names: Iterable<string>): string[] {
  return [...new Set(names)].sort();
}

/**
 * Which tools write in this τ² domain, by τ²'s own declarations? The registry's write tools (agent + user).
 * Edges: null or unknown domain → `{ ok: false, reason }` naming the known domains.
 *
 * @param domain the run's domain, or null
 * @returns the set (sorted names and a note), or why there is none
 * @example
 * registryWriteTools("airline").ok;      // true
 * registryWriteTools("chess");           // { ok: false, source: "registry", domain: "chess", reason: "no built-in write-tool list for domain \"chess\" (known: airline, banking_knowledge, retail, telecom)" }
 */
export function registryWriteTools(domain: string | null): WriteToolResolution {
  const known = Object.keys(TAU2_WRITE_TOOL_REGISTRY).sort().join(", ");
  if (domain === null) {
    return { ok: false, source: "registry", domain, reason: `the run names no domain, so no built-in write-tool list applies (known: ${known})` };
  }
  const entry = Object.prototype.hasOwnProperty.call(TAU2_WRITE_TOOL_REGISTRY, domain) ? TAU2_WRITE_TOOL_REGISTRY[domain] : undefined;
  if (!entry) {
    return { ok: false, source: "registry", domain, reason: `no built-in write-tool list for domain "${domain}" (known: ${known})` };
  }
  return {
    ok: true,
    set: {
      source: "registry",
      domain,
      tools: sortedUnique([...entry.agent, ...entry.user]),
      note: `built-in τ² list for "${domain}": ${entry.agent.length} agent + ${entry.user.length} user write tools`,
    },
  };
}

/**
 * Which tools write, according to the file's own action checks? The names of the actions whose official check
 * says `tool_type == "write"`, collected over all conversations.
 * Edges: no conversation carries action checks, or none of the checks has a tool_type → `{ ok: false, reason }`.
 * A run whose typed checks contain no write at all gives an ok, empty set (the file says so).
 *
 * @param conversations the run's conversations
 * @param domain the run's domain, or null
 * @returns the set, or why there is none
 * @example
 * actionCheckWriteTools(loadRun("data/examples/tau2_retail_examples.json").conversations, "retail").ok; // false
 */
export function actionCheckWriteTools(conversations: readonly Conversation[], domain: string | null): WriteToolResolution {
  const tools = new Set<string>();
  let typed = 0;
  let checks = 0;
  let withChecks = 0;
  for (const c of conversations) {
    if (!c.actionChecks) continue;
    withChecks++;
    for (const check of c.actionChecks) {
      checks++;
      if (check.toolType === null) continue;
      typed++;
      if (check.toolType === "write") tools.add(check.action.name);
    }
  }
  if (withChecks === 0) {
    return { ok: false, source: "action_checks", domain, reason: "no conversation of the run carries action checks" };
  }
  if (typed === 0) {
    return {
      ok: false,
      source: "action_checks",
      domain,
      reason: `none of the ${checks} action checks in ${withChecks} conversations carries a tool_type (older τ² version)`,
    };
  }
  return {
    ok: true,
    set: {
      source: "action_checks",
      domain,
      tools: sortedUnique(tools),
      note: `tool_type=write among ${typed} typed action checks of ${withChecks} conversations`,
    },
  };
}

/**
 * A write-tool set the caller names. Edges: an empty list or a non-string/empty name → `{ ok: false, reason }`.
 *
 * @param tools the tool names
 * @param domain the run's domain, or null
 * @returns the set (sorted, without duplicates), or why there is none
 * @example
 * callerWriteTools(["b", "a", "a"], null); // { ok: true, set: { source: "caller", domain: null, tools: ["a", "b"], note: "caller list of 2 tools" } }
 */
export function callerWriteTools(tools: readonly string[], domain: string | null): WriteToolResolution {
  if (tools.length === 0) return { ok: false, source: "caller", domain, reason: "the caller's write-tool list is empty" };
  for (const [i, t] of tools.entries()) {
    if (typeof t !== "string" || t.length === 0) {
      return { ok: false, source: "caller", domain, reason: `the caller's write-tool list has an invalid name at index ${i}` };
    }
  }
  return { ok: true, set: { source: "caller", domain, tools: sortedUnique(tools), note: `caller list of ${new Set(tools).size} tools` } };
}

/** What a caller may ask for: a named source, the default, or an explicit list. */
export type WriteToolRequest = "checks" | "registry" | "default" | readonly string[];

/**
 * The write-tool request every command and every function that takes `writes` uses when none is given — one
 * default for the whole library: the domain's declared set when the registry knows the domain, else the file's
 * typed action checks (see {@link resolveWriteTools}).
 *
 * @example
 * DEFAULT_WRITE_TOOLS; // "default"
 */
export const DEFAULT_WRITE_TOOLS: WriteToolRequest = "default";

/**
 * The write-tool source of the published method: the published goal-drift tables were built from the write tools
 * of the files' action checks (`tool_type == "write"`; docs/definitions/goal-drift.md#write-operations).
 * `trajlab reproduce` passes it (`writes: PUBLISHED_WRITE_SOURCE`); the default of every other command is the
 * domain's declared set (see {@link resolveWriteTools}).
 *
 * @example
 * PUBLISHED_WRITE_SOURCE; // "checks"
 */
export const PUBLISHED_WRITE_SOURCE = "checks" as const;

/**
 * Resolve the write-tool set of a run.
 *
 * - `"default"` (the default): the registry when it knows the run's domain (the domain's declared set, the same
 *   whatever τ² version wrote the file); else the file's typed action checks; else `{ ok: false }` with both
 *   reasons and the advice to pass the write tools by name.
 * - `"registry"`, `"checks"`: that source only ({@link registryWriteTools}, {@link actionCheckWriteTools}).
 * - a list of names: the caller's set ({@link callerWriteTools}).
 *
 * Edges: an unknown request string → `{ ok: false }` naming the valid requests (never a throw).
 *
 * @param run the run's domain and conversations
 * @param request what the caller asks for
 * @returns the set, or why the requested source cannot give one
 * @example
 * resolveWriteTools({ domain: "airline", conversations: [] }).ok;       // true (the registry)
 * resolveWriteTools({ domain: "mock", conversations: [] }).ok;          // false
 * resolveWriteTools({ domain: "mock", conversations: [] }, ["create_task"]).ok; // true
 */
export function resolveWriteTools(run: Pick<Run, "domain" | "conversations">, request: WriteToolRequest = DEFAULT_WRITE_TOOLS): WriteToolResolution {
  if (Array.isArray(request)) return callerWriteTools(request, run.domain);
  if (request === "checks") return actionCheckWriteTools(run.conversations, run.domain);
  if (request === "registry") return registryWriteTools(run.domain);
  if (request !== "default") {
    return { ok: false, source: "caller", domain: run.domain, reason: `unknown write-tool request ${JSON.stringify(request)} (use "checks", "registry", "default" or a list of names)` };
  }
  const fromRegistry = registryWriteTools(run.domain);
  if (fromRegistry.ok) return { ok: true, set: { ...fromRegistry.set, note: `${fromRegistry.set.note} (the default: the domain's declared set)` } };
  const fromChecks = actionCheckWriteTools(run.conversations, run.domain);
  if (fromChecks.ok) {
    return { ok: true, set: { ...fromChecks.set, note: `${fromChecks.set.note} (the default for a domain without a built-in list: ${fromRegistry.reason})` } };
  }
  return {
    ok: false,
    source: "registry",
    domain: run.domain,
    reason: `${fromRegistry.reason}; action checks unavailable (${fromChecks.reason}); name the write tools (writes: [...], --writes a,b)`,
  };
}

/**
 * A τ² wrapper tool that calls another tool by name (banking_knowledge's discoverable tools). Logs and gold actions
 * name the wrapper; the tool it runs is an argument of the call.
 */
export interface DiscoverableWrapper {
  /** The wrapper's name, e.g. `call_discoverable_agent_tool`. */
  wrapper: string;
  /** The argument that names the wrapped tool, e.g. `agent_tool_name`. */
  toolArgument: string;
  /** Wrapped tools declared `@is_discoverable_tool(ToolType.WRITE)`. */
  writes: readonly string[];
  /** Wrapped tools declared READ or GENERIC (they change no state: not writes by the wrapped-tool reading). */
  nonWrites: readonly string[];
}

/**
 * The discoverable-tool wrappers per τ² domain, from sierra-research/tau2-bench @ a2c0247,
 * src/tau2/domains/banking_knowledge/tools.py (`call_discoverable_agent_tool(agent_tool_name, arguments)` over the
 * `@is_discoverable_tool` methods of KnowledgeTools, `call_discoverable_user_tool(discoverable_tool_name, arguments)`
 * over those of KnowledgeUserTools). Both wrappers are declared WRITE whatever they wrap, which is what the
 * published method counts (docs/definitions/goal-drift.md#discoverable-tools).
 *
 * @internal
 */
export const TAU2_DISCOVERABLE_WRAPPERS: Readonly<Record<string, readonly DiscoverableWrapper[]>> = Object.freeze({
  banking_knowledge: [
    {
      wrapper: "call_discoverable_agent_tool",
      toolArgument: "agent_tool_name",
      writes: [
        "activate_debit_card_8291", "activate_debit_card_8292", "activate_debit_card_8293", "apply_checking_account_credit_5829",
        "apply_credit_card_account_flag_6147", "apply_savings_account_credit_6831", "apply_statement_credit_8472",
        "approve_credit_limit_increase_5847", "change_debit_card_pin_6285", "clear_debit_card_fraud_alert_4892",
        "close_bank_account_7392", "close_credit_card_account_7834", "close_debit_card_4721", "deny_credit_limit_increase_5848",
        "example_agent_tool_0000", "file_credit_card_transaction_dispute_4829", "file_debit_card_transaction_dispute_6281",
        "freeze_debit_card_3892", "log_credit_card_closure_reason_4521", "open_bank_account_4821", "order_debit_card_5739",
        "order_replacement_credit_card_7291", "pay_credit_card_from_checking_9182", "request_temporary_debit_card_limit_increase_8374",
        "reset_debit_card_pin_6284", "set_debit_card_recurring_block_7382", "submit_credit_limit_increase_request_7392",
        "submit_interest_discrepancy_report_7294", "transfer_funds_between_bank_accounts_7291", "unfreeze_debit_card_3893",
        "update_transaction_rewards_3847",
      ],
      nonWrites: [
        "emergency_credit_bureau_incident_transfer_1114", "get_all_user_accounts_by_user_id_3847", "get_atm_deposit_images_8473",
        "get_bank_account_transactions_9173", "get_closure_reason_history_8293", "get_credit_limit_increase_history_4829",
        "get_debit_cards_by_account_id_7823", "get_debit_dispute_status_7483", "get_payment_history_6183",
        "get_pending_replacement_orders_5765", "get_user_dispute_history_7291", "initial_transfer_to_human_agent_0218",
        "initial_transfer_to_human_agent_1822",
      ],
    },
    {
      wrapper: "call_discoverable_user_tool",
      toolArgument: "discoverable_tool_name",
      writes: ["deposit_check_3847", "get_referral_link", "submit_cash_back_dispute_0589"],
      nonWrites: ["get_card_last_4_digits"],
    },
  ],
});

/** How a call reads under the wrapped-tool classification ({@link classifyWrappedCall}). */
export interface WrappedCall {
  /** The wrapper's name. */
  wrapper: string;
  /** The wrapped tool's name as the call gives it, or null when the argument is missing or not a string. */
  wrapped: string | null;
  /**
   * "write" / "read": the wrapped tool is declared WRITE / READ or GENERIC; "unknown": the wrapped tool is not in
   * the list (τ² answers such a call with an error), or not named — kept a write, as the published method counts it.
   */
  kind: "write" | "read" | "unknown";
}

/**
 * If `call` is a discoverable-tool wrapper of `domain`, what it wraps and whether that is a write; else null.
 *
 * @param call a tool call (name and arguments)
 * @param domain the run's domain, or null
 * @returns the wrapper, the wrapped tool (null when the argument is missing or not a string) and its kind ("write",
 *   "read" or "unknown"), or null when the call is not a wrapper of the domain
 * @example
 * classifyWrappedCall({ name: "call_discoverable_agent_tool", arguments: { agent_tool_name: "get_payment_history_6183" } }, "banking_knowledge").kind; // "read"
 * classifyWrappedCall({ name: "call_discoverable_user_tool", arguments: { discoverable_tool_name: "deposit_check_3847" } }, "banking_knowledge").kind; // "write"
 * classifyWrappedCall({ name: "cancel_reservation", arguments: {} }, "airline"); // null
 * @internal
 */
export function classifyWrappedCall(call: { name: string; arguments: Record<string, unknown> }, domain: string | null): WrappedCall | null {
  if (domain === null || !Object.prototype.hasOwnProperty.call(TAU2_DISCOVERABLE_WRAPPERS, domain)) return null;
  for (const w of TAU2_DISCOVERABLE_WRAPPERS[domain]) {
    if (w.wrapper !== call.name) continue;
    const raw = call.arguments ? call.arguments[w.toolArgument] : undefined;
    const wrapped = typeof raw === "string" ? raw : null;
    const kind = wrapped === null ? "unknown" : w.writes.includes(wrapped) ? "write" : w.nonWrites.includes(wrapped) ? "read" : "unknown";
    return { wrapper: w.wrapper, wrapped, kind };
  }
  return null;
}
