/**
 * The diagnosis of any loaded source — τ-bench run, TIDE run or event log — in the one shape the drill-down view reads.
 */
import { diagnoseRun, diagnoseTideRun, diagnoseEventLogs, type DiagnosedRun } from "../diagnostics/diagnose";
import { PayloadStore } from "../events/payload";
import type { WriteToolRequest } from "../drift/writeTools";
import type { ExportSource } from "./loadExport";

/** Options of {@link diagnoseSource}. */
export interface DiagnoseSourceOptions {
  /** Write-tool set of a τ-bench run (default "registry", as `diagnoseRun`); ignored for TIDE and event logs. */
  writes?: WriteToolRequest;
}

/**
 * Diagnose one source of an export (docs/definitions/diagnostics.md): a τ-bench run with `diagnoseRun` (its
 * conversations converted to events with the registry's write set), a TIDE run with `diagnoseTideRun`, an event
 * log's trajectories with `diagnoseEventLogs` (texts inlined in the log are used; referenced ones are not in
 * the log). The result feeds `pickConversation` and `conversationHtml`.
 *
 * Edges: a source without conversations → a diagnosis whose metrics are null with their reasons, no rows.
 *
 * @param source one source of {@link loadExport}
 * @param options the write-tool set of a τ-bench run
 * @returns the diagnosed run (diagnosis, trajectories, payload texts)
 * @example
 * const [run, events] = loadExport(["data/examples"]).sources;
 * diagnoseSource(events).diagnosis.conversations[0].outcome.class; // "drift-write"
 * diagnoseSource(run).diagnosis.run.conversations;                  // 6
 */
export function diagnoseSource(source: ExportSource, options: DiagnoseSourceOptions = {}): DiagnosedRun {
  if (source.kind === "run") return diagnoseRun(source.run, options.writes === undefined ? {} : { writes: options.writes });
  if (source.kind === "tide") return diagnoseTideRun(source.run);
  const ts = source.eventsFile.logs;
  const first = ts[0];
  const payloads = new PayloadStore();
  const diagnosis = diagnoseEventLogs(
    ts,
    { source: source.source, format: first ? first.format : "events-jsonl", domain: first ? first.domain : null, agent: first ? first.agent : null },
    { textOf: (h) => payloads.get(h) },
  );
  return { diagnosis, logs: [...ts], payloads, writeToolsReason: first && first.writeTools === null ? "the log declares no write-tool set" : null };
}
