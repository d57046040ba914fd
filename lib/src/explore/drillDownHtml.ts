/**
 * The ranked conversations as a list of drill-down views, each one click away.
 */
import type { DiagnosedRun } from "../diagnostics/diagnose";
import { pickConversation } from "../diagnostics/diagnose";
import { conversationHtml } from "../plot/conversationHtml";
import { escapeHtml } from "../plot/escape";
import type { RankedConversation } from "./rankConversations";

/** Options of {@link drillDownHtml}. */
export interface DrillDownOptions {
  /** How many of the ranked conversations get a view (default 5), an integer ≥ 0. */
  top?: number;
  /** Characters of a text shown before "…" in each view (`conversationHtml`'s clip, default 160). */
  clip?: number;
}

/**
 * HTML for the first `top` ranked conversations: one collapsed `<details>` per conversation whose summary line
 * is its rank, source, id and why it is ranked there, and whose body is its timeline (`conversationHtml`: turns,
 * calls marked read / aligned / drift, errors, loop steps, first-deviation candidates, GD under each write).
 * A click opens it; no script is needed, so it works in JupyterLab, in the HTML export and untrusted.
 *
 * Edges: no ranked conversation (or `top` 0) → a line saying there is nothing to show; a conversation whose
 * source is not in `diagnosed` is listed with "(not found)".
 *
 * @param ranked from {@link rankConversations}
 * @param diagnosed each source's diagnosed run, by the source label used in the ranking
 * @param options how many views, and the clip length
 * @returns the HTML
 * @throws {RangeError} when `top` is not an integer ≥ 0
 * @example
 * const [run] = loadExport(["data/examples"]).sources;
 * const d = diagnoseSource(run);
 * const ranked = rankConversations([{ source: run.label, diagnosed: d }]);
 * drillDownHtml(ranked, new Map([[run.label, d]]), { top: 1 }).startsWith('<div class="trajlab-drilldown">'); // true
 */
export function drillDownHtml(ranked: readonly RankedConversation[], diagnosed: ReadonlyMap<string, DiagnosedRun>, options: DrillDownOptions = {}): string {
  const top = options.top ?? 5;
  if (!Number.isInteger(top) || top < 0) throw new RangeError(`drillDownHtml: options.top must be an integer ≥ 0, got ${JSON.stringify(options.top)}`);
  const shown = ranked.slice(0, top);
  if (shown.length === 0) return '<div class="trajlab-drilldown"><em>(no conversation to show)</em></div>';
  const parts = shown.map((r) => {
    const d = diagnosed.get(r.source);
    const one = d ? pickConversation(d, r.conversation) : null;
    const head = `#${r.rank} · ${r.source} · ${r.conversation} — ${r.why}`;
    const body = one === null ? "<div><em>(not found)</em></div>" : conversationHtml(one, { clip: options.clip ?? 160, title: `#${r.rank}: ${r.conversation}` });
    return `<details style="margin:.3em 0"><summary style="cursor:pointer">${escapeHtml(head)}</summary>${body}</details>`;
  });
  return `<div class="trajlab-drilldown">${parts.join("")}</div>`;
}
