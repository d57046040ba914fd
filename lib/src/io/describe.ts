/**
 * One-line run summaries and the list of what a loader could not read, for the CLI and notebooks.
 */
import * as path from "path";
import type { LoadExclusion, LoadWarning, Run } from "./model";

/**
 * A one-line summary of a run: format, domain, models, task/conversation/trial counts, tool calls, and
 * how many conversations have a reward (counts only; no ratio is computed here); then, when there are any, how many
 * conversations were excluded at load and how many warnings the loader gave.
 *
 * @param run a loaded run
 * @returns the line
 * @example
 * describeRun(loadRun("data/examples/tau2_retail_examples.json")); // "tau2_retail_examples.json: tau2-results, domain retail, agent hand-written (trajlab example)…"
 * // "tau2_airline.json: tau2-results, domain airline, agent gpt-4.1, user gpt-4.1, 20 tasks,
 * //  20 conversations, 1 trial(s), 148 tool calls, 20 rewarded"
 */
export function describeRun(run: Run): string {
  let calls = 0;
  let rewarded = 0;
  for (const c of run.conversations) {
    calls += c.toolCalls.length;
    if (c.reward !== null) rewarded++;
  }
  const excluded = (run.exclusions ?? []).reduce((s, e) => s + e.count, 0);
  const warnings = (run.warnings ?? []).length;
  return (
    `${path.basename(run.source)}: ${run.format}, domain ${run.domain ?? "unknown"}, ` +
    `agent ${run.agentModel ?? "unknown"}, user ${run.userModel ?? "unknown"}, ` +
    `${run.tasks.length} tasks, ${run.conversations.length} conversations, ` +
    `${run.trialCount ?? "?"} trial(s), ${calls} tool calls, ${rewarded} rewarded` +
    (excluded > 0 ? `, ${excluded} excluded at load` : "") +
    (warnings > 0 ? `, ${warnings} load warning(s)` : "")
  );
}

/**
 * What the loader could not read or found doubtful, one line each: every excluded conversation (reason, id,
 * `<file>: <path>: <problem>`), then every warning (kind, detail, how many conversations, where the first is).
 * Ids are listed once; a long list of ids is clipped after `maxIds`.
 *
 * @param run a loaded run
 * @param maxIds the most ids shown per warning (default 5)
 * @returns the lines; [] when the run loaded cleanly
 * @example
 * describeLoadIssues(loadRun("test/fixtures/io/corpus/sim-messages-not-array.json"));
 * // ["excluded (malformed conversation): s1 — test/fixtures/io/corpus/sim-messages-not-array.json: simulations[1].messages: expected an array or null, got an object"]
 * describeLoadIssues(loadRun("test/fixtures/io/corpus/sim-messages-not-array.json")).length; // 1
 * describeLoadIssues(loadRun("data/examples/tau2_retail_examples.json")); // []
 */
export function describeLoadIssues(run: Run, maxIds = 5): string[] {
  const lines: string[] = [];
  for (const e of run.exclusions ?? []) {
    e.ids.forEach((id, i) => {
      const f = e.faults[i];
      lines.push(`excluded (${e.reason}): ${id} — ${f.file}: ${f.path}: ${f.detail}`);
    });
  }
  for (const w of run.warnings ?? []) {
    const ids = w.ids.length === 0 ? "" : ` — ${w.ids.length} conversation${w.ids.length === 1 ? "" : "s"} (${w.ids.slice(0, maxIds).join(", ")}${w.ids.length > maxIds ? ", …" : ""})`;
    const times = w.count > 1 && w.ids.length !== w.count ? ` [${w.count} occurrences]` : "";
    lines.push(`warning (${w.kind}): ${w.detail}${ids}${times}; at ${w.file}: ${w.path}`);
  }
  return lines;
}

/**
 * What the loader did with one run, in counts that add up: `seen` conversations = `loaded` + `excluded`, with every
 * exclusion (reason, ids, and for each id the file, JSON path and problem) and every warning. The one report every
 * command prints under its run line and carries in `--json` (`loads`).
 */
export interface LoadReport {
  /** The run's file or directory. */
  source: string;
  /** Conversations the loader met: `loaded + excluded`. */
  seen: number;
  /** Conversations loaded (`run.conversations.length`). */
  loaded: number;
  /** Conversations left out at load (the sum of the exclusions' counts). */
  excluded: number;
  /** Conversations the loader could not read, by reason, each with its file, JSON path and problem. */
  exclusions: LoadExclusion[];
  /** What it found missing, ignored, suspicious or derived (also the task ids it took from action checks). */
  warnings: LoadWarning[];
}

/**
 * The load report of a run: how many conversations the loader met, loaded and left out, and why.
 * `seen = loaded + excluded`: every conversation the loader met is either in `run.conversations` or in exactly one
 * exclusion (the loaders exclude a conversation once, under the first fault they meet).
 *
 * @param run a loaded run
 * @returns the report (the run's own exclusion and warning records, not copies)
 * @example
 * const r = loadReport(loadRun("test/fixtures/io/corpus/sim-duplicate-id.json"));
 * [r.seen, r.loaded, r.excluded]; // [3, 2, 1]
 */
export function loadReport(run: Run): LoadReport {
  const exclusions = run.exclusions ?? [];
  const excluded = exclusions.reduce((s, e) => s + e.count, 0);
  const loaded = run.conversations.length;
  return { source: run.source, seen: loaded + excluded, loaded, excluded, exclusions, warnings: run.warnings ?? [] };
}

/**
 * The load report as text lines: `load: <seen> conversation(s) in the file, <loaded> loaded, <excluded> excluded;
 * <w> warning(s)`, then one line per excluded conversation and per warning ({@link describeLoadIssues}).
 *
 * @param run a loaded run
 * @returns the lines (the first is the count line, always present)
 * @example
 * loadReportLines(loadRun("data/examples/tau2_retail_examples.json")); // ["load: 6 conversations seen, 6 loaded, 0 excluded; 0 warnings"]
 */
export function loadReportLines(run: Run): string[] {
  const r = loadReport(run);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [`load: ${plural(r.seen, "conversation")} seen, ${r.loaded} loaded, ${r.excluded} excluded; ${plural(r.warnings.length, "warning")}`, ...describeLoadIssues(run)];
}
