/**
 * The ranked conversations as a list of drill-down views, each one click away.
 */
import type { DiagnosedRun } from "../diagnostics/diagnose";
import { pickConversation } from "../diagnostics/diagnose";
import { conversationHtml } from "../plot/conversationHtml";
import { escapeHtml } from "../plot/escape";
import type { RankedConversation } from "./rankConversations";

/** Characters of a text a drill-down view keeps by default (see {@link DrillDownOptions.keep}). */
const DRILL_DOWN_KEEP = 2000;

/** Characters all the views of one call may take by default (see {@link DrillDownOptions.maxChars}). */
const DRILL_DOWN_MAX_CHARS = 150_000;

/** Options of {@link drillDownHtml}. */
export interface DrillDownOptions {
  /** How many of the ranked conversations get a view (default 5), an integer ≥ 0. */
  top?: number;
  /** Characters of a text shown before "…" in each view (`conversationHtml`'s clip, default 160). */
  clip?: number;
  /**
   * Characters of a text kept in the page (`conversationHtml`'s keep, default 2,000): the views of a report stay
   * small however long the tool outputs are; `null` keeps every character.
   */
  keep?: number | null;
  /**
   * Characters all views may take together (default 150,000), so a report stays small whatever the conversations
   * (the HTML reports must stay ≤ 6 MB, plotly.js taking 4.9 MB). A view that would go beyond it is listed by its
   * summary line with its size and how to show it; the views after it still get their chance. `null`: no limit.
   */
  maxChars?: number | null;
}

/**
 * HTML for the first `top` ranked conversations: one collapsed `<details>` per conversation whose summary line
 * is its rank, source, id and why it is ranked there, and whose body is its timeline (`conversationHtml`: turns,
 * calls marked read / aligned / drift, errors, loop steps, first-deviation candidates, GD under each write).
 * A click opens it; no script is needed, so it works in JupyterLab, in the HTML export and untrusted.
 *
 * Edges: no ranked conversation (or `top` 0) → a line saying there is nothing to show; a conversation whose
 * source is not in `diagnosed` is listed with "(not found)"; a view beyond `maxChars` is listed without its
 * timeline, saying its size and that `conversationHtml(pickConversation(…))` shows it.
 *
 * @param ranked from {@link rankConversations}
 * @param diagnosed each source's diagnosed run, by the source label used in the ranking
 * @param options how many views, the clip length, and how much of a long text is kept
 * @returns the HTML
 * @throws {RangeError} when `top` is not an integer ≥ 0, or `maxChars` is not null or an integer ≥ 0
 * @example
 * const [run] = loadExport(["data/examples"]).sources;
 * const d = diagnoseSource(run);
 * const ranked = rankConversations([{ source: run.label, diagnosed: d }]);
 * drillDownHtml(ranked, new Map([[run.label, d]]), { top: 1 }).startsWith('<div class="trajlab-drilldown">'); // true
 */
export function drillDownHtml(ranked: readonly RankedConversation[], diagnosed: ReadonlyMap<string, DiagnosedRun>, options: DrillDownOptions = {}): string {
  const top = options.top ?? 5;
  if (!Number.isInteger(top) || top < 0) throw new RangeError(`drillDownHtml: options.top must be an integer ≥ 0, got ${JSON.stringify(options.top)}`);
  const maxChars = options.maxChars === undefined ? DRILL_DOWN_MAX_CHARS : options.maxChars;
  if (maxChars !== null && (!Number.isInteger(maxChars) || maxChars < 0)) {
    throw new RangeError(`drillDownHtml: options.maxChars must be null or an integer ≥ 0, got ${JSON.stringify(options.maxChars)}`);
  }
  const shown = ranked.slice(0, top);
  if (shown.length === 0) return '<div class="trajlab-drilldown"><em>(no conversation to show)</em></div>';
  let used = 0;
  const parts = shown.map((r) => {
    const d = diagnosed.get(r.source);
    const one = d ? pickConversation(d, r.conversation) : null;
    const head = escapeHtml(`#${r.rank} · ${r.source} · ${r.conversation} — ${r.why}`);
    const body = one === null ? "<div><em>(not found)</em></div>" : conversationHtml(one, { clip: options.clip ?? 160, keep: options.keep === undefined ? DRILL_DOWN_KEEP : options.keep, title: `#${r.rank}: ${r.conversation}` });
    if (maxChars !== null && used + body.length > maxChars) {
      const note = `its timeline (${body.length} characters) would take this list beyond ${maxChars} characters: show it with conversationHtml(pickConversation(…))`;
      return `<div style="margin:.3em 0">${head} <em>(${escapeHtml(note)})</em></div>`;
    }
    used += body.length;
    return `<details style="margin:.3em 0"><summary style="cursor:pointer">${head}</summary>${body}</details>`;
  });
  return `<div class="trajlab-drilldown">${parts.join("")}</div>`;
}
