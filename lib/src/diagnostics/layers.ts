/**
 * Fault layers, assigned only where the log shows them (docs/definitions/diagnostics.md#layers):
 * a layer is named with the rule that fired and the events behind it, never guessed from the outcome alone.
 */
import { isSuccess } from "../stats/success";
import type { EventLog, LogEvent } from "../events/schema";
import type { GoldActionStatus } from "./omissions";
import { viewOf } from "./view";
import type { EventAlignment } from "./eventAlignment";

/** The layers this family can name from a τ-bench-style log. */
export type FaultLayer = "agent decision" | "tool contract" | "user simulator" | "environment/infrastructure" | "evaluator";

/** One layer finding. */
export interface LayerFinding {
  layer: FaultLayer;
  /** The rule that fired, in words. */
  rule: string;
  events: string[];
}

const passed = (e: LogEvent | undefined): boolean | null => (e && e.detail && typeof e.detail.passed === "boolean" ? (e.detail.passed as boolean) : null);

/**
 * In which layer — environment, user simulator, evaluator, tool contract or agent — does the log show a fault?
 * The layers the log shows for one trajectory:
 * - environment/infrastructure: an `infrastructure_error` termination;
 * - user simulator: a tool error on a call the simulated user made (τ² telecom user tools);
 * - evaluator: the reward disagrees with its own checks — reward 1 while the database check failed and DB is in
 *   the reward basis, reward < 1 while every component of the basis scored 1, or a reward that differs from the
 *   product of its breakdown over the basis;
 * - tool contract: a call that matches a gold action exactly was refused (the correct call failed), and no earlier
 *   executed write touched any of its resources (which could have made it impossible);
 * - agent decision: an executed drift write by the agent, or a gold action the agent forgot (its tool was seen in
 *   the run).
 * Edges: a clean successful trajectory → [].
 * Source: docs/definitions/diagnostics.md#layers.
 *
 * @param t the trajectory
 * @param a its alignment ({@link eventAlignment})
 * @param gold its gold-action statuses ({@link goldActionStatus})
 * @returns one finding per layer the log shows, each with the rule that fired and its events; [] when none
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * faultLayers(t, eventAlignment(t), goldActionStatus(t, toolAvailability([t]))).map((l) => l.layer); // ["agent decision"]
 */
export function faultLayers(t: EventLog, a: EventAlignment, gold: readonly GoldActionStatus[]): LayerFinding[] {
  const v = viewOf(t);
  const out: LayerFinding[] = [];
  const end = t.events.find((e) => e.type === "termination");
  if (t.termination === "infrastructure_error") out.push({ layer: "environment/infrastructure", rule: "infrastructure_error termination", events: end ? [end.id] : [] });

  const userErrors = t.events.filter((e) => e.type === "tool_observation" && (e.result === "error" || e.result === "rejected") && e.parents.some((p) => v.byId.get(p)?.actor === "user"));
  if (userErrors.length > 0) out.push({ layer: "user simulator", rule: "a tool call of the simulated user failed", events: userErrors.flatMap((o) => [...o.parents, o.id]) });

  const reward = v.byId.get("v.reward");
  const db = v.byId.get("v.db");
  if (reward && reward.detail) {
    const r = reward.detail.reward as number | null;
    const basis = (reward.detail.basis as string[] | null) ?? null;
    const breakdown = (reward.detail.breakdown as Record<string, number> | null) ?? null;
    if (r !== null && isSuccess(r) && passed(db) === false && basis !== null && basis.includes("DB")) {
      out.push({ layer: "evaluator", rule: "reward 1 although the database check failed and DB is in the reward basis", events: [reward.id, (db as LogEvent).id] });
    } else if (r !== null && basis !== null && breakdown !== null && basis.every((b) => typeof breakdown[b] === "number")) {
      const product = basis.reduce((p, b) => p * breakdown[b], 1);
      if (Math.abs(product - r) > 1e-9) out.push({ layer: "evaluator", rule: `reward ${r} differs from the product of its breakdown over the basis (${product})`, events: [reward.id] });
    }
  }

  const executedWrites = v.requests.filter((r) => r.effect === "write" && v.observationOf.get(r.id)?.result === "ok");
  const refusedGold = a.gold.flatMap((g) => g.matchedBy).filter((id) => {
    const o = v.observationOf.get(id);
    if (o === undefined || (o.result !== "error" && o.result !== "rejected")) return false;
    const req = v.byId.get(id) as LogEvent;
    // an earlier executed write on one of its resources may have made the correct call impossible: not the tool's fault
    return !executedWrites.some((w) => w.seq < req.seq && w.resources.some((r) => req.resources.includes(r)));
  });
  if (refusedGold.length > 0) {
    out.push({ layer: "tool contract", rule: "a call that matches a gold action was refused (no earlier write touched its resources)", events: [...new Set(refusedGold)].flatMap((id) => [id, (v.observationOf.get(id) as LogEvent).id]) });
  }

  const executedDrift = a.writes.filter((w) => w.x === 0 && w.result === "ok" && w.actor === "agent");
  const forgot = gold.filter((g) => g.status === "omitted" && g.verdict === "forgot" && g.side === "agent");
  if (executedDrift.length > 0 || forgot.length > 0) {
    const parts = [executedDrift.length > 0 ? `${executedDrift.length} executed drift write(s)` : null, forgot.length > 0 ? `forgot gold action(s) ${forgot.map((g) => g.index).join(", ")}` : null].filter(Boolean);
    out.push({ layer: "agent decision", rule: parts.join("; "), events: executedDrift.map((w) => w.event) });
  }
  return out;
}
