/*
 * The events table: the trajectory events of every conversation, payloads by sha256 only
 * (docs/export-schema.md#events).
 */
import type { EventLog } from "../events/schema";
import { jsonText, type ExportRow } from "./cells";

/**
 * What happened, event by event, without the text? The events table of a run: every event of every trajectory
 * (`runEventLogs`, schema trajlab.events 1.0) with its type, actor, tool, call id, effect, result, parents
 * and resources (JSON arrays), normalised arguments and type-specific detail (JSON objects), and its payload by
 * reference — sha256, bytes, place — never the text itself, so the table stays small and carries no conversation
 * text.
 *
 * Edges: no trajectories → no rows. Source: docs/export-schema.md#events, docs/definitions/events.md.
 *
 * @param run the run's source (the `run` key of every row)
 * @param logs the run's event logs, in file order
 * @returns the rows, by trajectory then seq
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs;
 * const rows = eventRows("tiny", t);
 * rows.length;                                   // 15
 * [rows[0].type, rows[0].payload_sha256 !== null]; // ["user_turn", true]
 */
export function eventRows(run: string, logs: readonly EventLog[]): ExportRow[] {
  const out: ExportRow[] = [];
  for (const t of logs) {
    for (const e of t.events) {
      out.push({
        run,
        conversation_id: t.id,
        seq: e.seq,
        event_id: e.id,
        type: e.type,
        actor: e.actor,
        time: e.time,
        tool: e.tool,
        call_id: e.callId,
        effect: e.effect,
        result: e.result,
        result_basis: e.resultBasis,
        parents: jsonText(e.parents),
        resources: jsonText(e.resources),
        args: jsonText(e.args),
        detail: jsonText(e.detail),
        state_version: e.stateVersion,
        payload_sha256: e.payload ? e.payload.sha256 : null,
        payload_bytes: e.payload ? e.payload.bytes : null,
        payload_ref: e.payload ? e.payload.ref : null,
        source: e.source,
        message_index: e.messageIndex,
      });
    }
  }
  return out;
}
