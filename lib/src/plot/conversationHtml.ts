/**
 * A drill-down view of one diagnosed conversation as an HTML timeline: user and agent turns (text clipped,
 * expandable), tool calls marked read / aligned write / drift write, the gold action each write matched, errors,
 * loop steps and first-deviation candidates highlighted, and GD^track / GD^stock under every write.
 * Presentation only: every mark comes from the diagnostics family (eventAlignment, the diagnosis record —
 * record); nothing is computed here except layout. Self-contained (inline CSS, no script), so it works in Jupyter,
 * in nbconvert's HTML export and in a saved file.
 */
import type { DiagnosedConversation } from "../diagnostics/diagnose";
import { eventAlignment, type RequestVerdict } from "../diagnostics/eventAlignment";
import type { LogEvent } from "../events/schema";
import { escapeHtml } from "./escape";

/** Options of {@link conversationHtml}. */
export interface ConversationHtmlOptions {
  /** Characters of a text shown before "…" (the rest is behind a click; default 240, integer ≥ 20). */
  clip?: number;
  /**
   * Characters of a text kept in the page in all (the shown part and the part behind the click); a longer text ends
   * with a note giving its full length. Default: every character (null). An integer ≥ `clip`; a report that
   * shows many long conversations sets it to stay small (`drillDownHtml` keeps 2,000).
   */
  keep?: number | null;
  /** Heading (escaped); default "Conversation <id>". */
  title?: string;
}

const CSS = `
.tl-cv .story{font-weight:600;margin:4px 0 6px;padding:4px 6px;background:#fff6e0;border-left:3px solid #d08a00}
.tl-cv details.quiet>summary{color:#777;font-size:90%;cursor:pointer;margin:2px 0}
.tl-cv{font:13px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;color:#1d1d1f;max-width:980px}
.tl-cv h3{margin:.2em 0 .4em;font-size:15px}
.tl-cv .meta{color:#555;margin-bottom:.5em}
.tl-cv table.gold{border-collapse:collapse;margin:.4em 0 .8em}
.tl-cv table.gold td,.tl-cv table.gold th{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
.tl-cv .ev{display:grid;grid-template-columns:58px 1fr;gap:6px;padding:3px 4px;border-left:4px solid transparent;margin:1px 0}
.tl-cv .ix{color:#888;font-variant-numeric:tabular-nums;text-align:right}
.tl-cv .user{background:#f2f7ff}.tl-cv .agent{background:#f7f7f7}
.tl-cv .call{background:#fff}.tl-cv .obs{background:#fcfcfc;color:#333}.tl-cv .ver{background:#fbf8ef}
.tl-cv .b{display:inline-block;border-radius:3px;padding:0 5px;margin-right:4px;font-size:11px;font-weight:600}
.tl-cv .read{background:#e8eef6;color:#30507a}.tl-cv .aligned{background:#dcf3df;color:#1d6b2a}
.tl-cv .drift{background:#fde2e1;color:#a3231c}.tl-cv .unknown{background:#eee;color:#555}
.tl-cv .err{background:#a3231c;color:#fff}.tl-cv .ok{background:#e6e6e6;color:#333}
.tl-cv .loop{background:#f4e3ff;color:#6a2c91}.tl-cv .cand{background:#ffe9a8;color:#6b4d00}
.tl-cv .hl-cand{border-left-color:#e0a800}.tl-cv .hl-err{border-left-color:#a3231c}.tl-cv .hl-loop{border-left-color:#9b59b6}
.tl-cv .gd{color:#555;font-size:11px;margin-top:1px}
.tl-cv code{font:11.5px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;word-break:break-word}
.tl-cv details summary{cursor:pointer;list-style:none}.tl-cv details summary::-webkit-details-marker{display:none}
.tl-cv details[open] summary .more{display:none}
.tl-cv .more{color:#0a58ca}
.tl-cv .legend{color:#555;font-size:12px;margin:.6em 0}
`;

/**
 * The HTML timeline of one diagnosed conversation (see the module comment). `input` is what
 * `pickConversation(diagnoseRun(run), id)` returns, so any conversation of any loaded run can be shown.
 * Texts are escaped; a text the payload store does not hold shows its sha256 instead.
 * Edges: a conversation without events shows its header and "no events". Throws RangeError for a `clip` that is
 * not an integer ≥ 20, or a `keep` that is not null or an integer ≥ `clip`.
 *
 * @param input a diagnosed conversation (`pickConversation`'s result)
 * @param options `clip` (characters of a text shown before "…", default 240), `keep` (characters of a text kept in
 *   the page, default all) and a heading
 * @returns the HTML fragment (a self-contained `<div>`)
 * @throws {RangeError} when `clip` is not an integer ≥ 20, or `keep` is not null or an integer ≥ `clip`
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * conversationHtml({ log: t, diagnosis: diagnoseEventLog(t), payloads: new PayloadStore() }).startsWith('<div class="tl-cv">'); // true
 */
export function conversationHtml(input: DiagnosedConversation, options: ConversationHtmlOptions = {}): string {
  const clip = options.clip ?? 240;
  if (!Number.isInteger(clip) || clip < 20) throw new RangeError(`conversationHtml: clip must be an integer ≥ 20, got ${JSON.stringify(clip)}`);
  const keep = options.keep ?? null;
  if (keep !== null && (!Number.isInteger(keep) || keep < clip)) {
    throw new RangeError(`conversationHtml: options.keep must be null or an integer ≥ clip (${clip}), got ${JSON.stringify(options.keep)}`);
  }
  const { log: t, diagnosis: d, payloads } = input;
  const alignment = eventAlignment(t);
  const verdicts = new Map<string, RequestVerdict>(alignment.requests.map((r) => [r.event, r]));
  const loopSteps = new Set(d.loop.loops.flatMap((l) => l.calls.slice(1)));
  const loopStarts = new Map(d.loop.loops.map((l) => [l.calls[0], l]));
  const candidates = new Map(d.firstDeviation.candidates.map((c) => [c.event, c]));
  const observationOf = new Map<string, LogEvent>();
  for (const e of t.events) if (e.type === "tool_observation") for (const p of e.parents) observationOf.set(p, e);

  const text = (e: LogEvent): string | null => {
    if (!e.payload) return null;
    const s = e.payload.text ?? payloads.get(e.payload.sha256);
    return s === null || s === undefined ? `(text not in the log: sha256 ${e.payload.sha256.slice(0, 12)}…, ${e.payload.bytes} bytes)` : s;
  };
  const clipped = (s: string): string => {
    if (s.length <= clip) return `<code>${escapeHtml(s)}</code>`;
    const kept = keep === null || s.length <= keep ? s.length : keep;
    const label = kept === s.length ? `show all (${s.length} characters)` : `show more (${kept} of ${s.length} characters)`;
    const cut = kept === s.length ? "" : `<span class="more"> … ${s.length - kept} more characters in the log</span>`;
    return `<details><summary><code>${escapeHtml(s.slice(0, clip))}</code><span class="more"> … ${label}</span></summary><code>${escapeHtml(s.slice(clip, kept))}</code>${cut}</details>`;
  };
  const badge = (cls: string, label: string, title = "") => `<span class="b ${cls}"${title ? ` title="${escapeHtml(title)}"` : ""}>${escapeHtml(label)}</span>`;
  const goldLabel = (i: number) => {
    const g = (t.goldActions ?? [])[i];
    return g ? `gold[${i}] ${g.name}` : `gold[${i}]`;
  };

  const rows: string[] = [];
  const marked: boolean[] = [];
  const labels: string[] = [];
  for (const e of t.events) {
    const marks: string[] = [];
    const hl: string[] = [];
    const cand = candidates.get(e.id);
    if (cand) {
      marks.push(badge("cand", cand.rank === 1 ? `first deviation (${cand.kind}, ${cand.actor})` : `candidate #${cand.rank} (${cand.kind})`, cand.note));
      hl.push("hl-cand");
    }
    let body = "";
    let cls = "";
    let who = "";
    if (e.type === "user_turn" || e.type === "model_turn") {
      cls = e.type === "user_turn" ? "user" : "agent";
      who = e.type === "user_turn" ? "user" : "agent";
      body = clipped(text(e) ?? "");
    } else if (e.type === "tool_request") {
      cls = "call";
      who = `${e.actor} → tool`;
      const v = verdicts.get(e.id);
      if (v) {
        if (v.kind === "read") marks.push(badge("read", "read"));
        else if (v.kind === "unknown") marks.push(badge("unknown", "effect unknown"));
        else if (v.x === 1) marks.push(badge("aligned", "aligned write", v.goldActionIndex === null ? "" : goldLabel(v.goldActionIndex)));
        else if (v.x === 0) marks.push(badge("drift", "drift write", v.reason ?? ""));
        else marks.push(badge("unknown", "write (not aligned)", alignment.reason ?? ""));
      }
      const o = observationOf.get(e.id);
      if (o && (o.result === "error" || o.result === "rejected")) {
        marks.push(badge("err", o.result));
        hl.push("hl-err");
      }
      const start = loopStarts.get(e.id);
      if (start) {
        marks.push(badge("loop", `loop starts: ${start.calls.length} identical calls`, "three or more identical calls with nothing new between them"));
        hl.push("hl-loop");
      } else if (loopSteps.has(e.id)) {
        marks.push(badge("loop", "loop step", "the same call again, with nothing new since the last one"));
        hl.push("hl-loop");
      }
      body = `<code><b>${escapeHtml(e.tool ?? "")}</b>(${escapeHtml(JSON.stringify(e.args ?? {}))})</code>`;
      if (v && v.kind === "write" && v.x !== null) {
        const matched = v.goldActionIndex !== null ? ` · matched ${escapeHtml(goldLabel(v.goldActionIndex))}` : ` · ${escapeHtml(v.reason ?? "")}`;
        body += `<div class="gd">GD^track ${(v.track as number).toFixed(3)} · GD^stock ${(v.stock as number).toFixed(3)}${matched}</div>`;
      }
    } else if (e.type === "tool_observation") {
      cls = "obs";
      who = "result";
      if (e.result === "error" || e.result === "rejected") {
        marks.push(badge("err", e.result));
        hl.push("hl-err");
      }
      body = clipped(text(e) ?? "(no output)");
    } else if (e.type === "verification") {
      cls = "ver";
      who = "evaluator";
      const det = e.detail ?? {};
      const passed = det.passed === true ? badge("aligned", "passed") : det.passed === false ? badge("drift", "failed") : badge("unknown", "—");
      const what = det.check === "action" ? `action check ${String(det.name)}` : det.check === "reward" ? `reward ${det.reward === null ? "—" : String(det.reward)}` : `${String(det.check)} check`;
      body = `${passed}<code>${escapeHtml(what)}</code>${e.payload ? " " + clipped(text(e) ?? "") : ""}`;
    } else {
      cls = "ver";
      who = e.type;
      body = `<code>${escapeHtml(JSON.stringify(e.detail ?? {}))}</code>`;
    }
    const ix = e.messageIndex === null ? e.id : `[${e.messageIndex}]`;
    rows.push(`<div class="ev ${cls} ${hl.join(" ")}" title="${escapeHtml(e.id)}"><div class="ix">${escapeHtml(ix)}</div><div><b>${escapeHtml(who)}</b> ${marks.join("")}${body}</div></div>`);
    marked.push(marks.length > 0);
    labels.push(ix);
  }

  const gold = d.goldActions;
  const goldTable =
    gold.length === 0
      ? `<div class="meta">${t.goldActions === null ? "no gold actions (task not evaluated by actions)" : "gold actions: none (nothing should be written)"}</div>`
      : `<table class="gold"><tr><th>gold</th><th>action</th><th>status</th><th>events</th></tr>${gold
          .map(
            (g) =>
              `<tr><td>${g.index}</td><td><code>${escapeHtml(g.action.name)}(${escapeHtml(JSON.stringify(g.action.arguments))})</code></td><td>${escapeHtml(g.status)}${g.verdict ? ` — ${escapeHtml(g.verdict)}` : ""}</td><td>${escapeHtml(g.events.join(", ") || (g.why ?? ""))}</td></tr>`,
          )
          .join("")}</table>`;
  const fd = d.firstDeviation;
  const fdText = fd.status === "candidates" ? fd.candidates.map((c) => `#${c.rank} ${c.kind} ${c.event}${c.messageIndex === null ? "" : ` [${c.messageIndex}]`} (${c.kind}, ${c.actor})`).join("; ") + (fd.singledOut ? "" : " — not singled out") : `${fd.status}: ${fd.reason ?? ""}`;
  const title = options.title ?? `Conversation ${t.id}`;
  return (
    `<div class="tl-cv"><style>${CSS}</style>` +
    `<h3>${escapeHtml(title)}</h3>` +
    `<div class="meta">task ${escapeHtml(t.taskId ?? "—")} · reward ${t.reward === null ? "—" : escapeHtml(t.reward)} · termination ${escapeHtml(t.termination ?? "—")} · outcome <b>${escapeHtml(d.outcome.class)}</b> (${escapeHtml(d.outcome.rule)})</div>` +
    `<div class="story">${escapeHtml(d.story)}</div>` +
    `<div class="meta">first deviation: ${escapeHtml(fdText)}</div>` +
    goldTable +
    `<div class="legend">${badge("read", "read")}${badge("aligned", "aligned write")}${badge("drift", "drift write")}${badge("err", "error")}${badge("loop", "loop step")}${badge("cand", "first-deviation candidate")} [i] = message index; GD^track uses H = 3.</div>` +
    (rows.length === 0 ? `<div class="meta">no events</div>` : collapseQuiet(rows, marked, labels).join("")) +
    `</div>`
  );
}

/** Stretches of a long run with no mark longer than this collapse (the first and last two rows stay visible). */
const QUIET_STRETCH = 8;

/** Rows of a run of 40 or more events, with every unmarked stretch longer than {@link QUIET_STRETCH} folded into a details element. */
function collapseQuiet(rows: readonly string[], marked: readonly boolean[], labels: readonly string[]): string[] {
  if (rows.length < 40) return [...rows];
  const out: string[] = [];
  let k = 0;
  while (k < rows.length) {
    if (marked[k]) {
      out.push(rows[k++]);
      continue;
    }
    let j = k;
    while (j < rows.length && !marked[j]) j++;
    if (j - k > QUIET_STRETCH) {
      out.push(...rows.slice(k, k + 2));
      const inner = rows.slice(k + 2, j - 2);
      out.push(`<details class="quiet"><summary>… ${inner.length} events without marks (${escapeHtml(labels[k + 2])} – ${escapeHtml(labels[j - 3])})</summary>${inner.join("")}</details>`);
      out.push(...rows.slice(j - 2, j));
    } else out.push(...rows.slice(k, j));
    k = j;
  }
  return out;
}
