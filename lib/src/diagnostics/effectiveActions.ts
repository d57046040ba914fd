/**
 * Effective actions: repeated identical calls, writes that changed nothing, and what came
 * after a tool error (docs/definitions/diagnostics.md#effective-actions).
 *
 * A tool's name alone cannot say whether a call was useful; these rules look at the state around the call as far
 * as the log shows it: the same call again with no write in between adds nothing; a write that was refused, or
 * that repeats an earlier successful write, changed nothing; after an error the next call of that tool should
 * change the offending argument — repeating it, or never trying again, is not a recovery.
 */
import { actionFingerprint } from "../events/normalize";
import type { EventLog, LogEvent } from "../events/schema";
import { diagnosticPoint, poolPoints, type DiagnosticPoint, type Evidence } from "./point";
import { resultOf, viewOf } from "./view";

const fp = (e: LogEvent) => actionFingerprint(e.tool ?? "", e.args);
const executedWrite = (v: ReturnType<typeof viewOf>, e: LogEvent) => e.effect === "write" && resultOf(v, e) === "ok";

/**
 * How often does the agent repeat a call that already ran, with nothing changed in between? Repeated identical calls:
 * requests whose actor made the same call (same tool, same normalised arguments) earlier with no executed write (a
 * write whose result is ok, by anyone) in between.
 *
 * Formula: repeats / tool requests. Unit: fraction of tool requests. Range [0, 1).
 * Edges: no request → null, reason "no tool calls". The first of identical calls is never a repeat.
 * Evidence: each repeat with the earlier call it repeats.
 * Source: docs/definitions/diagnostics.md#effective-actions.
 *
 * @param t the trajectory
 * @returns the share of tool requests that repeat an earlier identical call (evidence: each repeat and the call it
 *   repeats); value null with reason "no tool calls" when there is no request
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * repeatedCalls(t).numerator; // 0
 */
export function repeatedCalls(t: EventLog): DiagnosticPoint {
  const v = viewOf(t);
  const lastSeen = new Map<string, LogEvent>(); // actor + fingerprint → latest call since the last executed write
  const evidence: Evidence[] = [];
  let repeats = 0;
  for (const r of v.requests) {
    const key = `${r.actor} ${fp(r)}`;
    const earlier = lastSeen.get(key);
    if (earlier) {
      repeats++;
      evidence.push({ conversation: t.id, events: [earlier.id, r.id], note: `${r.id} repeats ${earlier.id} (${r.tool}, same arguments, no write in between)` });
    }
    lastSeen.set(key, r);
    if (executedWrite(v, r)) {
      lastSeen.clear();
      lastSeen.set(key, r);
    }
  }
  return diagnosticPoint(repeats, v.requests.length, evidence, "no tool calls");
}

/**
 * How many writes changed nothing? Writes that changed nothing: write requests whose result is an error or a refusal,
 * or that repeat (same tool, same normalised arguments) an earlier write whose result was ok.
 *
 * Formula: no-change writes / writes with a known result. Unit: fraction of writes. Range [0, 1].
 * Edges: no write → null ("no write calls"); writes whose result is unknown are left out of the denominator, as
 * an exclusion "write without result evidence".
 * Evidence: each no-change write (with the earlier write it repeats, when that is why).
 * Source: docs/definitions/diagnostics.md#effective-actions.
 *
 * @param t the trajectory
 * @returns the share of writes with a known result that were refused, failed or repeated an executed write; writes
 *   without result evidence are an exclusion; value null when there is no write
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * noChangeWrites(t).value; // 0.5 (the second cancel was refused)
 */
export function noChangeWrites(t: EventLog): DiagnosticPoint {
  const v = viewOf(t);
  const done = new Map<string, LogEvent>();
  const evidence: Evidence[] = [];
  let none = 0;
  let known = 0;
  let unknown = 0;
  for (const w of v.requests.filter((e) => e.effect === "write")) {
    const res = resultOf(v, w);
    if (res === null) {
      unknown++;
      continue;
    }
    known++;
    const key = fp(w);
    const earlier = done.get(key);
    if (res !== "ok") {
      none++;
      const obs = v.observationOf.get(w.id) as LogEvent;
      evidence.push({ conversation: t.id, events: [w.id, obs.id], note: `${w.id} (${w.tool}) was refused: result ${res}` });
    } else if (earlier) {
      none++;
      evidence.push({ conversation: t.id, events: [earlier.id, w.id], note: `${w.id} repeats the successful write ${earlier.id}` });
    } else done.set(key, w);
  }
  const writes = known + unknown;
  return diagnosticPoint(none, known, evidence, writes === 0 ? "no write calls" : "no write with result evidence", unknown > 0 ? [{ reason: "write without result evidence", count: unknown }] : []);
}

/** What followed one tool error. */
export interface ErrorFollowUp {
  conversation: string;
  /** The error observation. */
  error: string;
  /** The failed request. */
  request: string;
  tool: string;
  actor: LogEvent["actor"];
  /** The next request of the same tool by the same actor, or null. */
  next: string | null;
  /**
   * "alternative" (the actor's very next call is another tool of the same kind — the same first two words of its
   * name, `find_user_id_by_email` → `find_user_id_by_name_zip` — and it succeeds), "changed-argument" (the next call
   * of that tool changed at least one argument), "repeated" (same normalised arguments), "gave-up" (neither: the tool
   * is not called again).
   */
  outcome: "alternative" | "changed-argument" | "repeated" | "gave-up";
  /** Top-level argument keys that differ between the failed call and `next`. */
  changedKeys: string[];
  /** An immediate alternative call succeeded, or some later call of the tool by that actor, with other arguments, succeeded. */
  recovered: boolean;
  /** That successful call, or null. */
  recoveredBy: string | null;
}

/**
 * What did the agent do after each tool error? Every tool error of a trajectory (observations with result error or
 * rejected), in order, with what came next (see {@link ErrorFollowUp}). Edges: no error → [].
 *
 * Source: docs/definitions/diagnostics.md#effective-actions.
 *
 * @param t the trajectory
 * @returns one follow-up per tool error, in order: the next call of the same tool by the same actor changed an
 *   argument, repeated the call, or never came, and whether a later call of that tool succeeded
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * errorFollowUps(t).map((f) => f.outcome); // ["changed-argument", "gave-up"]
 */
export function errorFollowUps(t: EventLog): ErrorFollowUp[] {
  const v = viewOf(t);
  const out: ErrorFollowUp[] = [];
  for (const o of t.events) {
    if (o.type !== "tool_observation" || (o.result !== "error" && o.result !== "rejected")) continue;
    const req = o.parents.map((p) => v.byId.get(p)).find((e) => e !== undefined && e.type === "tool_request");
    if (!req) continue;
    const immediate = v.requests.find((r) => r.seq > o.seq && r.actor === req.actor) ?? null;
    const alternative = immediate !== null && immediate.tool !== req.tool && sameKind(immediate.tool, req.tool) && resultOf(v, immediate) === "ok" ? immediate : null;
    const later = v.requests.filter((r) => r.seq > o.seq && r.actor === req.actor && r.tool === req.tool);
    const next = alternative ?? (later.length > 0 ? later[0] : null);
    const failed = fp(req);
    const changedKeys = next ? diffKeys(req.args ?? {}, next.args ?? {}) : [];
    const outcome = alternative ? "alternative" : next === null ? "gave-up" : fp(next) === failed ? "repeated" : "changed-argument";
    const fix = alternative ?? later.find((r) => fp(r) !== failed && resultOf(v, r) === "ok") ?? null;
    out.push({
      conversation: t.id,
      error: o.id,
      request: req.id,
      tool: req.tool ?? "",
      actor: req.actor,
      next: next ? next.id : null,
      outcome,
      changedKeys,
      recovered: fix !== null,
      recoveredBy: fix ? fix.id : null,
    });
  }
  return out;
}

/** Two tools of one kind: the same first two words of their names (`find_user_id_by_email`, `find_user_id_by_name_zip`). */
function sameKind(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const head = (x: string) => x.split("_").slice(0, 2).join("_");
  return a.split("_").length > 2 && b.split("_").length > 2 && head(a) === head(b);
}

function diffKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/** Shares of tool errors by what followed, pooled over trajectories. */
export interface ErrorRecoverySummary {
  /** Errors followed by a call of the same tool with a changed argument / errors. */
  changedArgument: DiagnosticPoint;
  /** Errors followed at once by a successful call of another tool of the same kind / errors. */
  alternative: DiagnosticPoint;
  /** Errors followed by the same call again / errors. */
  repeated: DiagnosticPoint;
  /** Errors after which the tool is not called again / errors. */
  gaveUp: DiagnosticPoint;
  /** Errors eventually followed by a successful call of the tool with other arguments / errors. */
  recovered: DiagnosticPoint;
  followUps: ErrorFollowUp[];
}

/**
 * After a tool error, does the agent change what it does, repeat itself, or give up — and does it recover? Recovery
 * after tool errors, pooled over trajectories (unit: one tool error; the four shares have the same denominator, and
 * alternative + changed + repeated + gave-up = 1). Edges: no error at all → every value null, reason "no tool errors".
 *
 * Formula: each share = tool errors with that follow-up / tool errors; recovered = errors after which a later call of
 * the same tool with other arguments succeeded / tool errors. Unit: tool errors. Range [0, 1].
 * Source: docs/definitions/diagnostics.md#effective-actions.
 *
 * @param ts the trajectories of one run
 * @returns the pooled shares (changed argument, repeated, gave up, recovered) and the conversation-level recovery
 *   (the first tool error of a conversation recovered)
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * errorRecovery([t]).recovered.value; // 0.5
 */
export function errorRecovery(ts: readonly EventLog[]): ErrorRecoverySummary {
  const followUps = ts.flatMap((t) => errorFollowUps(t));
  const share = (pick: (f: ErrorFollowUp) => boolean, note: (f: ErrorFollowUp) => string) => {
    const hits = followUps.filter(pick);
    return diagnosticPoint(
      hits.length,
      followUps.length,
      hits.map((f) => ({ conversation: f.conversation, events: [f.request, f.error, ...(f.next ? [f.next] : []), ...(f.recoveredBy && f.recoveredBy !== f.next ? [f.recoveredBy] : [])], note: note(f) })),
      "no tool errors",
    );
  };
  return {
    changedArgument: share((f) => f.outcome === "changed-argument", (f) => `${f.next} changed ${f.changedKeys.join(", ")} after ${f.error}`),
    alternative: share((f) => f.outcome === "alternative", (f) => `${f.next} (${f.tool}'s alternative) succeeded right after ${f.error}`),
    repeated: share((f) => f.outcome === "repeated", (f) => `${f.next} repeated the failed call ${f.request}`),
    gaveUp: share((f) => f.outcome === "gave-up", (f) => `${f.tool} not called again after ${f.error}`),
    recovered: share((f) => f.recovered, (f) => `${f.recoveredBy} succeeded after ${f.error}`),
    followUps,
  };
}

/**
 * How often does the agent repeat itself over a run? Repeated-call share pooled over trajectories (numerators and
 * denominators add).
 *
 * Formula: Σ repeats / Σ tool requests. Unit: fraction of tool requests. Range [0, 1).
 * Edges: no request in any trajectory → null with its reason; trajectories without requests are exclusions.
 * Source: docs/definitions/diagnostics.md#effective-actions.
 *
 * @param ts the trajectories of one run
 * @returns the pooled point with every trajectory's evidence
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * runRepeatedCalls([t, t]).denominator; // 8
 */
export function runRepeatedCalls(ts: readonly EventLog[]): DiagnosticPoint {
  return poolPoints(ts.map((t) => ({ conversation: t.id, point: repeatedCalls(t) })), "no tool calls in any trajectory");
}

/**
 * How many of a run's writes changed nothing? No-change-write share pooled over trajectories.
 *
 * Formula: Σ no-change writes / Σ writes with a known result. Unit: fraction of writes. Range [0, 1].
 * Edges: no write in any trajectory → null with its reason; trajectories without writes are exclusions.
 * Source: docs/definitions/diagnostics.md#effective-actions.
 *
 * @param ts the trajectories of one run
 * @returns the pooled point with every trajectory's evidence
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * runNoChangeWrites([t, t]).denominator; // 4
 */
export function runNoChangeWrites(ts: readonly EventLog[]): DiagnosticPoint {
  return poolPoints(ts.map((t) => ({ conversation: t.id, point: noChangeWrites(t) })), "no write calls in any trajectory");
}
