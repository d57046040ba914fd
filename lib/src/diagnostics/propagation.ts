/**
 * Error propagation and impact radius of drift writes
 * (docs/definitions/diagnostics.md#propagation). A fault is made in one place, detected in another and seen by the
 * user in a third; the shorter the distance to detection, the smaller the polluted state and the repair cost.
 * Both measures follow parent links, never message line numbers.
 */
import type { EventLog, LogEvent } from "../events/schema";
import { diagnosticPoint, type DiagnosticPoint, type Evidence } from "./point";
import { descendantsOf, payloadText, viewOf } from "./view";
import { eventAlignment } from "./eventAlignment";

/** How a drift write was detected. */
export type DetectionKind = "tool-error" | "user-correction" | "final-check" | "undetected";

/** One drift write and how far its error travelled. */
export interface DriftWritePropagation {
  conversation: string;
  /** The drift write (request event). */
  write: string;
  tool: string;
  /** Its result was ok (it changed the environment, as far as the log shows). */
  executed: boolean;
  detection: DetectionKind;
  /** The event that detected it, or null when undetected. */
  detectedBy: string | null;
  /**
   * Agent steps (tool requests and turns of the agent) strictly after the write and before the detecting event;
   * null when undetected. 0 = detected before the agent acted again (e.g. the write itself was refused).
   */
  length: number | null;
  /** Later tool requests that depend on the write through parent links. */
  impactRadius: number;
  impacted: string[];
}

/**
 * A user turn that reads as a correction: it starts with "no", "actually", "wait", "that's not/wrong",
 * "I didn't", "I did not", "that is not" or "incorrect", and is not a closing turn ("that's all", ###STOP###,
 * ###TRANSFER###). A heuristic on the user simulator's wording; docs/definitions/diagnostics.md#propagation
 * lists what it misses.
 *
 * @param text a user turn's text
 * @returns whether the turn reads as a correction
 * @example
 * isCorrectionText("No, I wanted the 19th, not the 20th."); // true
 * isCorrectionText("No, that's all I needed. ###STOP###"); // false
 * @internal
 */
export function isCorrectionText(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (/###(stop|transfer|out-of-scope)###/.test(t) || /that'?s all|that is all|nothing else/.test(t)) return false;
  return /^(no\b|actually\b|wait\b|that'?s not\b|that is not\b|that'?s wrong\b|incorrect\b|i didn'?t\b|i did not\b)/.test(t);
}

/**
 * Where was each drift write detected, how many steps later, and what depends on it? Propagation of every drift write
 * of a trajectory (x = 0 in the drift family's alignment), in order. Detection is the first of: a tool error on the
 * write itself or on a request that depends on it ("tool-error"); a later user turn that reads as a correction
 * (`isCorrectionText`: it starts with no / actually / wait / that's not / I didn't …, and is not a closing turn; its
 * text is the payload's inlined text or `textOf`'s — a turn whose text is unavailable cannot be read, so it is not a
 * correction); a failed final verification (database check, reward, or an action check of the same tool:
 * "final-check"); else "undetected". Edges: no alignment or no drift write → [].
 *
 * Source: docs/definitions/diagnostics.md#propagation.
 *
 * @param textOf returns a payload's text by sha256, or null (e.g. `store.get.bind(store)`)
 * @param t the trajectory
 * @returns one record per drift write: how and where it was detected (or "undetected"), the propagation length in
 *   agent steps and the impact radius (dependent requests), with their events
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * errorPropagation(t).map((p) => [p.detection, p.detectedBy, p.length]); // [["user-correction", "m8", 1]]
 */
export function errorPropagation(t: EventLog, textOf: ((sha256: string) => string | null) | null = null): DriftWritePropagation[] {
  const a = eventAlignment(t);
  if (!a.aligned) return [];
  const v = viewOf(t);
  const out: DriftWritePropagation[] = [];
  for (const w of a.writes) {
    if (w.x !== 0) continue;
    const write = v.byId.get(w.event) as LogEvent;
    const down = descendantsOf(v, write.id);
    const impacted = down.filter((e) => e.type === "tool_request").map((e) => e.id);
    const dependentRequests = new Set([write.id, ...impacted]);
    const candidates: { kind: DetectionKind; event: LogEvent }[] = [];
    const toolError = t.events.find(
      (e) => e.seq > write.seq && e.type === "tool_observation" && (e.result === "error" || e.result === "rejected") && e.parents.some((p) => dependentRequests.has(p)),
    );
    if (toolError) candidates.push({ kind: "tool-error", event: toolError });
    const correction = t.events.find((e) => e.seq > write.seq && e.type === "user_turn" && isCorrectionText(payloadText(e, textOf) ?? ""));
    if (correction) candidates.push({ kind: "user-correction", event: correction });
    const finalCheck = t.events.find((e) => e.type === "verification" && e.detail !== null && e.detail.passed === false && (e.detail.check !== "action" || e.detail.name === write.tool) && e.detail.check !== "nl");
    if (finalCheck) candidates.push({ kind: "final-check", event: finalCheck });
    candidates.sort((x, y) => x.event.seq - y.event.seq);
    const first = candidates.length > 0 ? candidates[0] : null;
    const length = first === null ? null : t.events.filter((e) => e.seq > write.seq && e.seq < first.event.seq && e.actor === "agent" && (e.type === "tool_request" || e.type === "model_turn")).length;
    out.push({
      conversation: t.id,
      write: write.id,
      tool: write.tool ?? "",
      executed: w.result === "ok",
      detection: first ? first.kind : "undetected",
      detectedBy: first ? first.event.id : null,
      length,
      impactRadius: impacted.length,
      impacted,
    });
  }
  return out;
}

/** Propagation summaries over many drift writes. */
export interface PropagationSummary {
  /** Σ length / detected drift writes (undetected ones excluded, counted by reason). Unit: agent steps. */
  meanLength: DiagnosticPoint;
  /** Σ impact radius / drift writes. Unit: dependent tool requests per drift write. */
  meanImpactRadius: DiagnosticPoint;
  /** Drift writes by detection kind. */
  byDetection: Record<DetectionKind, number>;
  writes: DriftWritePropagation[];
}

/**
 * How far do drift writes travel before they are caught, and how much depends on them? Mean propagation length and
 * impact radius over the drift writes of many trajectories (unit: one drift write). Edges: no drift write → both
 * null, reason "no drift writes".
 *
 * Formula: mean propagation length = Σ length / #detected drift writes; mean impact radius = Σ radius / #drift
 * writes. Unit: agent steps; requests. Range ≥ 0.
 * Source: docs/definitions/diagnostics.md#propagation.
 *
 * @param writes the drift-write records of one or more trajectories ({@link errorPropagation})
 * @returns both means as points, the counts per detection kind and the undetected writes (an exclusion of the mean
 *   length)
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * propagationSummary(errorPropagation(t)).meanLength.value; // 1
 */
export function propagationSummary(writes: readonly DriftWritePropagation[]): PropagationSummary {
  const detected = writes.filter((w) => w.length !== null);
  const ev = (w: DriftWritePropagation, note: string): Evidence => ({ conversation: w.conversation, events: [w.write, ...(w.detectedBy ? [w.detectedBy] : [])], note });
  const byDetection: Record<DetectionKind, number> = { "tool-error": 0, "user-correction": 0, "final-check": 0, undetected: 0 };
  for (const w of writes) byDetection[w.detection]++;
  const undetected = writes.length - detected.length;
  return {
    meanLength: diagnosticPoint(
      detected.reduce((s, w) => s + (w.length as number), 0),
      detected.length,
      detected.map((w) => ev(w, `${w.write} detected by ${w.detection} ${w.detectedBy} after ${w.length} agent step(s)`)),
      writes.length === 0 ? "no drift writes" : "no detected drift write",
      undetected > 0 ? [{ reason: "drift write never detected", count: undetected }] : [],
      { unit: "mean" },
    ),
    meanImpactRadius: diagnosticPoint(
      writes.reduce((s, w) => s + w.impactRadius, 0),
      writes.length,
      writes.filter((w) => w.impactRadius > 0).map((w) => ({ conversation: w.conversation, events: [w.write, ...w.impacted], note: `${w.impactRadius} later request(s) depend on ${w.write}` })),
      "no drift writes",
      [],
      { unit: "mean" },
    ),
    byDetection,
    writes: [...writes],
  };
}
