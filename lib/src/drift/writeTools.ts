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
 * The default (resolveWriteTools with `"default"`) takes the action checks when they carry tool types, else the
 * registry.
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
 * Which tools count as writes for this run? Resolves the write-tool set of a run: `"checks"`, `"registry"`, a list,
 * or `"default"` (the default: the action checks when they carry tool types, else the registry; when both are
 * unavailable, the result explains both reasons).
 *
 * @param run the run's domain and conversations
 * @param request what the caller asks for
 * @returns the set, or why the requested source cannot give one
 * @example
 * resolveWriteTools(loadRun("data/examples/tau2_retail_examples.json")).ok; // true
 */
export function resolveWriteTools(run: Pick<Run, "domain" | "conversations">, request: WriteToolRequest = "default"): WriteToolResolution {
  if (Array.isArray(request)) return callerWriteTools(request, run.domain);
  if (request === "checks") return actionCheckWriteTools(run.conversations, run.domain);
  if (request === "registry") return registryWriteTools(run.domain);
  if (request !== "default") {
    return { ok: false, source: "caller", domain: run.domain, reason: `unknown write-tool request ${JSON.stringify(request)} (use "checks", "registry", "default" or a list of names)` };
  }
  const fromChecks = actionCheckWriteTools(run.conversations, run.domain);
  if (fromChecks.ok) return fromChecks;
  const fromRegistry = registryWriteTools(run.domain);
  if (fromRegistry.ok) {
    return { ok: true, set: { ...fromRegistry.set, note: `${fromRegistry.set.note} (action checks unavailable: ${fromChecks.reason})` } };
  }
  return { ok: false, source: "registry", domain: run.domain, reason: `action checks unavailable (${fromChecks.reason}); ${fromRegistry.reason}` };
}
