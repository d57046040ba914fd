/**
 * A conversation in one line, for the top of a drill-down and of `trajlab diagnose --conversation`: the outcome, the
 * first deviation quoted (who said what, at which message), the layer, loops or repeats, and the gold actions left
 * undone. Presentation of a diagnosis record, computed from it only.
 */
import type { FirstDeviation } from "./firstDeviation";
import type { LayerAttribution } from "./layers";
import type { CallRun } from "./eventLoops";
import type { GoldActionStatus } from "./omissions";
import type { Outcome } from "./outcome";

/** The fields of a diagnosis record (`ConversationDiagnosis`) that the story reads. */
export interface StoryInput {
  reward: number | null;
  outcome: Outcome;
  firstDeviation: FirstDeviation;
  layers: LayerAttribution;
  loop: { loops: CallRun[]; repeats: CallRun[] };
  goldActions: GoldActionStatus[];
}

/**
 * What happened in this conversation, in one line? Built from its diagnosis record (see the module comment).
 *
 * Edges: a success without findings → "success (reward 1)…"; no first deviation → "first deviation unknown (<reason>)".
 *
 * @param d the diagnosis record (the story field itself is not read)
 * @returns the line
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * conversationStory(diagnoseEventLog(t)); // "failed (reward 0, drift-write) · first deviation: the agent's write at [5] (with no decision in words…"
 */
export function conversationStory(d: StoryInput): string {
  const parts: string[] = [];
  const reward = d.reward === null ? "unscored" : `reward ${d.reward}`;
  parts.push(d.outcome.class === "success" ? `success (${reward})` : d.outcome.class === "unscored" ? "unscored" : `failed (${reward}, ${d.outcome.class})`);
  const fd = d.firstDeviation;
  if (fd.status === "candidates") {
    const c = fd.candidates[0];
    const who = c.actor === "user" ? "the user" : "the agent";
    const at = c.messageIndex === null ? c.event : `[${c.messageIndex}]`;
    const what = c.quote !== null ? `${who} at ${at} (${c.kind}): “${c.quote.length > 90 ? `${c.quote.slice(0, 89)}…` : c.quote}”` : `${who}'s ${c.kind === "drift-write" ? "write" : "call"} at ${at} (${c.note.split(" (")[0].replace(/^drift write \S+ /, "")})`;
    parts.push(`first deviation: ${what}${fd.singledOut ? "" : ` (one of ${fd.candidates.length} candidates)`}`);
  } else if (fd.status === "unknown") parts.push(`first deviation unknown (${fd.reason})`);
  const p = d.layers.primary;
  if (p) parts.push(`layer: ${p.layer}${p.subLayer ? ` / ${p.subLayer}` : ""}`);
  if (d.loop.loops.length > 0) parts.push(`loop: ${d.loop.loops.map((l) => `${l.calls.length}× ${l.tool}`).join(", ")}`);
  else if (d.loop.repeats.length > 0) parts.push(`repeats: ${d.loop.repeats.map((r) => r.tool).join(", ")}`);
  const omitted = d.goldActions.filter((g) => g.status !== "matched");
  if (omitted.length > 0) parts.push(`gold not done: ${omitted.map((g) => `${g.action.name} (${g.status})`).join(", ")}`);
  return parts.join(" · ");
}
