/**
 * First-deviation candidates: the earliest events that plausibly lowered the chance of success — not
 * the first error message (docs/definitions/diagnostics.md#first-deviation). Several candidates are kept, ranked,
 * when the evidence does not single one out; "unknown" is said rather than a guess.
 *
 * Candidate kinds:
 * - "drift-write": the agent's earliest drift write, and its earliest drift write that executed (when different);
 * - "unused-read": a read whose result held a value that a gold action of a later failed write's tool needs,
 *   a value no later request ever used;
 * - "no-aligned-write-after": when some gold action was never matched, the first agent step after the last
 *   executed aligned write (or after the first user turn, when there is none) — the point after which no
 *   progress was made.
 * Each candidate is scored on the three criteria of docs/definitions/diagnostics.md#first-deviation: it changed
 * key state or the information available; later symptoms depend on it; replacing it could change the outcome. A
 * candidate that meets none is dropped. Rank: more criteria first; then a drift write before an unused read before
 * a no-progress point (the decision before the information it ignored); then earlier.
 */
import { isSuccess } from "../stats/success";
import { identifierValues } from "../events/normalize";
import type { EventLog, LogEvent } from "../events/schema";
import type { GoldActionStatus } from "./omissions";
import type { DriftWritePropagation } from "./propagation";
import { payloadText, viewOf } from "./view";
import type { EventAlignment } from "./eventAlignment";

/** Kinds of first-deviation candidate. */
export type DeviationKind = "drift-write" | "unused-read" | "no-aligned-write-after";

/** Tie-break between kinds of equal score: a decision (a write) before the information it ignored, before a point of no progress. */
const KIND_ORDER: Record<DeviationKind, number> = { "drift-write": 0, "unused-read": 1, "no-aligned-write-after": 2 };

/** One candidate, with the criteria it meets. */
export interface DeviationCandidate {
  /** 1 = most likely. */
  rank: number;
  kind: DeviationKind;
  /** The candidate event. */
  event: string;
  /** Its message index in the conversation (what hand labels cite), or null. */
  messageIndex: number | null;
  criteria: {
    /** It changed key state (an executed write) or the information available (a read). */
    changedStateOrInformation: boolean;
    /** Later symptoms depend on it (dependent requests, a failed final check, a later failed write). */
    laterSymptomsDependOnIt: boolean;
    /** Replacing it could change the outcome (a gold action of its tool is unmatched, or none may be written). */
    replacingCouldChangeOutcome: boolean;
  };
  /** Number of criteria met (0–3). */
  score: number;
  /** Events the candidate's criteria cite. */
  evidence: string[];
  note: string;
}

/** The first-deviation finding of one trajectory. */
export interface FirstDeviation {
  /** "none" (the task succeeded), "candidates", or "unknown" (no candidate, or the run is not the agent's to judge). */
  status: "none" | "candidates" | "unknown";
  /** Why, when status is not "candidates". */
  reason: string | null;
  candidates: DeviationCandidate[];
  /** True when the top candidate meets more criteria than the second. */
  singledOut: boolean;
}

/** What the candidate search reads. */
export interface FirstDeviationInput {
  log: EventLog;
  alignment: EventAlignment;
  propagation: readonly DriftWritePropagation[];
  gold: readonly GoldActionStatus[];
  /** Payload texts by sha256 ("unused-read" reads observation texts: inlined ones, else these). */
  textOf?: ((sha256: string) => string | null) | null;
}

/**
 * Which event first lowered the chance of success? First-deviation candidates of one trajectory (see the module
 * comment). Edges: reward 1 → status "none"; infrastructure_error termination → "unknown" (the run failed outside the
 * agent); no alignment possible and no candidate → "unknown" with the reason.
 *
 * Source: docs/definitions/diagnostics.md#first-deviation.
 *
 * @param input the trajectory with its alignment, gold-action statuses, loop scan and payload texts (the parts
 *   {@link diagnoseEventLog} computes first)
 * @returns the status ("none", "candidates" or "unknown"), the ranked candidates with the criteria each meets and its
 *   events, whether the top one is singled out, and the reason when there is none
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * const fd = diagnoseEventLog(t).firstDeviation;
 * fd.candidates.map((c) => [c.kind, c.event, c.score]); // [["drift-write", "m5.c0", 3], ["no-aligned-write-after", "m1.c0", 1]]
 */
export function firstDeviation(input: FirstDeviationInput): FirstDeviation {
  const { log: t, alignment: a } = input;
  if (t.reward !== null && isSuccess(t.reward)) return { status: "none", reason: "the task succeeded (reward 1)", candidates: [], singledOut: false };
  if (t.termination === "infrastructure_error") return { status: "unknown", reason: "infrastructure_error termination: the run failed outside the agent", candidates: [], singledOut: false };
  const v = viewOf(t);
  const raw: Omit<DeviationCandidate, "rank" | "score">[] = [];
  const finalFailed = t.events.some((e) => e.type === "verification" && e.detail !== null && e.detail.passed === false && (e.detail.check === "db" || e.detail.check === "env" || e.detail.check === "reward"));
  const unmatchedTools = new Set(input.gold.filter((g) => g.status !== "matched").map((g) => g.action.name));
  const goldEmpty = t.goldActions !== null && t.goldActions.length === 0;
  const prop = new Map(input.propagation.map((p) => [p.write, p]));
  const msg = (id: string) => (v.byId.get(id) as LogEvent).messageIndex;

  const drift = a.writes.filter((w) => w.x === 0 && w.actor === "agent");
  const firstDrift = drift[0];
  const firstExecuted = drift.find((w) => w.result === "ok");
  for (const w of [firstDrift, firstExecuted]) {
    if (!w || raw.some((c) => c.event === w.event)) continue;
    const p = prop.get(w.event);
    const executed = w.result === "ok";
    const depends = (p !== undefined && p.impactRadius > 0) || (executed && finalFailed);
    const replace = goldEmpty || unmatchedTools.has(w.tool);
    raw.push({
      kind: "drift-write",
      event: w.event,
      messageIndex: msg(w.event),
      criteria: { changedStateOrInformation: executed, laterSymptomsDependOnIt: depends, replacingCouldChangeOutcome: replace },
      evidence: [w.event, ...(p && p.detectedBy ? [p.detectedBy] : []), ...(p ? p.impacted : [])],
      note: `${w === firstDrift ? "earliest drift write" : "earliest executed drift write"} ${w.event} (${w.tool}, ${w.reason}, result ${w.result ?? "unknown"})`,
    });
  }

  {
    const textOf = input.textOf ?? null;
    const failedWrites = a.writes.filter((w) => w.x === 0 || w.result !== "ok");
    const laterValues = (after: number) => new Set(v.requests.filter((r) => r.seq > after).flatMap((r) => identifierValues(r.args ?? {})));
    search: for (const w of failedWrites) {
      const we = v.byId.get(w.event) as LogEvent;
      const mine = new Set(identifierValues(we.args ?? {}));
      for (const g of input.gold) {
        if (g.status === "matched" || g.action.name !== w.tool) continue;
        for (const value of identifierValues(g.action.arguments).filter((x) => !mine.has(x))) {
          const needle = value.toLowerCase();
          for (const r of v.requests) {
            if (r.seq >= we.seq || r.effect !== "read") continue;
            const o = v.observationOf.get(r.id);
            if (!o || o.result !== "ok" || !o.payload) continue;
            const text = payloadText(o, textOf);
            if (text === null || !text.toLowerCase().includes(needle)) continue;
            if (laterValues(o.seq).has(value)) continue;
            if (!raw.some((c) => c.event === r.id)) {
              raw.push({
                kind: "unused-read",
                event: r.id,
                messageIndex: r.messageIndex,
                criteria: { changedStateOrInformation: true, laterSymptomsDependOnIt: true, replacingCouldChangeOutcome: true },
                evidence: [r.id, o.id, w.event],
                note: `${o.id} (result of ${r.id}, ${r.tool}) shows ${JSON.stringify(value)}, which gold action ${g.index} of ${w.tool} needs; no later call uses it and ${w.event} failed`,
              });
            }
            continue search;
          }
        }
      }
    }
  }

  if (unmatchedTools.size > 0) {
    const aligned = a.writes.filter((w) => w.x === 1 && w.result === "ok");
    const firstUser = t.events.find((e) => e.type === "user_turn");
    const after = aligned.length > 0 ? (v.byId.get(aligned[aligned.length - 1].event) as LogEvent).seq : firstUser ? firstUser.seq : -1;
    const next = t.events.find((e) => e.seq > after && e.actor === "agent" && (e.type === "tool_request" || e.type === "model_turn"));
    if (next && !raw.some((c) => c.event === next.id)) {
      const missing = input.gold.filter((g) => g.status !== "matched").map((g) => `gold[${g.index}] ${g.action.name}`);
      raw.push({
        kind: "no-aligned-write-after",
        event: next.id,
        messageIndex: next.messageIndex,
        criteria: { changedStateOrInformation: false, laterSymptomsDependOnIt: false, replacingCouldChangeOutcome: true },
        evidence: [next.id, ...(aligned.length > 0 ? [aligned[aligned.length - 1].event] : [])],
        note: `no executed aligned write after ${aligned.length > 0 ? aligned[aligned.length - 1].event : firstUser ? `the first user turn ${firstUser.id}` : "the start"}; unmatched: ${missing.join(", ")}`,
      });
    }
  }

  const scored = raw
    .map((c) => ({ ...c, score: Number(c.criteria.changedStateOrInformation) + Number(c.criteria.laterSymptomsDependOnIt) + Number(c.criteria.replacingCouldChangeOutcome) }))
    .sort((x, y) => y.score - x.score || KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || (v.byId.get(x.event) as LogEvent).seq - (v.byId.get(y.event) as LogEvent).seq)
    .filter((c) => c.score > 0)
    .map((c, i) => ({ rank: i + 1, ...c }));
  if (scored.length === 0) {
    const why = raw.length > 0 ? "no candidate meets any of the three criteria" : a.aligned ? "no drift write and no unmatched gold action" : `no candidate: ${a.reason}`;
    return { status: "unknown", reason: why, candidates: [], singledOut: false };
  }
  return { status: "candidates", reason: null, candidates: scored, singledOut: scored.length === 1 || scored[0].score > scored[1].score };
}
