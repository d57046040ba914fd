/**
 * Events of every conversation of a loaded run, with the write set resolved once by the drift family's
 * `resolveWriteTools` (never a copy of its lists).
 */
import type { Run } from "../io/model";
import { DEFAULT_WRITE_TOOLS, resolveWriteTools, type WriteToolRequest } from "../drift/writeTools";
import { GOLD_LIMITS, resolveRunGold } from "../drift/goldActions";
import { conversationEvents } from "./fromConversation";
import type { PayloadStore } from "./payload";
import type { EventLog } from "./schema";

/** Options of {@link runEventLogs}. */
export interface RunEventLogsOptions {
  /**
   * Which tools are writes: "registry" (the default: τ²'s declared write tools, stable whatever the file's
   * action checks say), "checks", "default" (drift/writeTools.ts) or an explicit list of names.
   */
  writes?: WriteToolRequest;
  /** Keep the texts behind payload references here (for drill-down views). */
  payloads?: PayloadStore;
}

/** The trajectories of a run and the write set used (or why none applied). */
export interface RunEventLogs {
  logs: EventLog[];
  /** The write set behind `effect`, or null with `writeToolsReason`. */
  writeTools: { source: string; tools: string[]; note: string } | null;
  writeToolsReason: string | null;
}

/**
 * What happened in every conversation of a run, as linked events? Convert every conversation of a run ({@link conversationEvents}), in file order. The gold
 * actions are the drift tables' (one rule, docs/definitions/goal-drift.md#gold-actions): a conversation whose task
 * the file does not embed (a bare list of τ² simulations) is converted with the gold actions its official action
 * checks scored (one check per gold action), or with none (null, not an empty list) when its evaluator noted "No
 * actions to evaluate"; each such trajectory says so in its `limits`. When the requested write set
 * is unavailable (e.g. the registry does not know the domain), `effect` is null everywhere, the reason is
 * returned and added to every trajectory's `limits`, and write-based metrics then report null with that reason.
 * Edges: a run without conversations gives no trajectories.
 * Source: docs/definitions/events.md#converters.
 *
 * @param run the loaded run
 * @param options the write set (default `DEFAULT_WRITE_TOOLS`) and the payload store
 * @returns the trajectories in file order, the write set used, or why none applied
 * @example
 * const { logs, writeTools } = runEventLogs(loadRun("data/examples/tau2_retail_examples.json"));
 * writeTools.source;   // "registry"
 * logs.length;        // 6
 */
export function runEventLogs(run: Run, options: RunEventLogsOptions = {}): RunEventLogs {
  const resolved = resolveWriteTools(run, options.writes ?? DEFAULT_WRITE_TOOLS);
  const writeTools = resolved.ok ? { source: resolved.set.source, tools: resolved.set.tools, note: resolved.set.note } : null;
  const writeToolsReason = resolved.ok ? null : resolved.reason;
  const gold = resolveRunGold(run, true).resolutions;
  const logs = run.conversations.map((_, i) => {
    const g = gold[i];
    const t = conversationEvents(g.conversation, run, { writeTools, payloads: options.payloads });
    if (g.source === "action checks") t.limits.push(GOLD_LIMITS.fromChecks);
    if (g.noActionsNoted) t.limits.push(GOLD_LIMITS.noActionsNoted);
    if (writeToolsReason !== null) t.limits.push(`no write-tool set: ${writeToolsReason}`);
    return t;
  });
  return { logs, writeTools, writeToolsReason };
}
