/**
 * What was loaded from an export, and what was left out and why: one row per source, one line per problem.
 */
import { describeLoadIssues } from "../io/describe";
import type { ExportLoad, ExportSource } from "./loadExport";

/** One row of {@link loadSummary}: a source that loaded, or an input that did not. */
export interface LoadSummaryRow {
  /** The source's label (or the failing input's file). */
  source: string;
  /** "loaded", or "not loaded (<error kind>)". */
  status: string;
  /** The run format ("tau2-results", "tau2-dir", "tau1-historical", "tide", "events-jsonl"), or null when not loaded. */
  format: string | null;
  /** Domain (τ-bench) or environment (TIDE), or null. */
  domain: string | null;
  /** Agent model, or null when the log does not say. */
  agent: string | null;
  /** Conversations (trajectories; for TIDE, tasks: one rollout each) that loaded. */
  conversations: number;
  /** Distinct task ids among them. */
  tasks: number;
  /** Largest number of trials of one task among them (0 when none loaded). */
  trials: number;
  /** Conversations left out at load (unreadable parts), each with its reason in `issues`. */
  excludedAtLoad: number;
  /** Load warnings (missing, ignored, suspicious or derived parts). */
  warnings: number;
}

/** One line of {@link loadSummary}'s problems: which source, and what. */
export interface LoadIssue {
  source: string;
  /** "excluded (<reason>): <id> — <file>: <path>: <problem>", "warning (<kind>): …", or "not loaded: <message>". */
  line: string;
}

/** Result of {@link loadSummary}. */
export interface LoadSummary {
  rows: LoadSummaryRow[];
  issues: LoadIssue[];
}

/**
 * What was loaded and what was not: one row per source (format, domain, agent, counts, how many conversations were
 * left out at load and how many warnings the loader gave), one row per input that could not be loaded at all, and
 * every problem in words — the run's exclusions and warnings (`describeLoadIssues`), an event log's unreadable
 * trajectories, an input's error message.
 *
 * Counts only; nothing is computed from the conversations here. Edges: an empty load → no rows, no issues.
 *
 * @param load the result of {@link loadExport}
 * @returns the rows and the problems
 * @example
 * const s = loadSummary(loadExport(["data/examples"]));
 * s.rows.map((r) => [r.source, r.conversations]); // [["tau2_retail_examples.json", 6], ["diagnostics_tiny.events.jsonl", 1]]
 * s.issues.length; // 0
 */
export function loadSummary(load: ExportLoad): LoadSummary {
  const rows: LoadSummaryRow[] = [];
  const issues: LoadIssue[] = [];
  for (const s of load.sources) {
    rows.push(rowOf(s));
    for (const line of issuesOf(s)) issues.push({ source: s.label, line });
  }
  for (const e of load.errors) {
    rows.push({ source: e.file, status: `not loaded (${e.kind})`, format: null, domain: null, agent: null, conversations: 0, tasks: 0, trials: 0, excludedAtLoad: 0, warnings: 0 });
    issues.push({ source: e.file, line: `not loaded: ${e.message}` });
  }
  return { rows, issues };
}

function rowOf(s: ExportSource): LoadSummaryRow {
  const base = { source: s.label, status: "loaded" };
  if (s.kind === "run") {
    const r = s.run;
    const { tasks, trials } = taskCounts(r.conversations.map((c) => c.taskId));
    return {
      ...base, format: r.format, domain: r.domain, agent: r.agentModel, conversations: r.conversations.length, tasks, trials,
      excludedAtLoad: r.exclusions.reduce((n, e) => n + e.count, 0), warnings: r.warnings.length,
    };
  }
  if (s.kind === "tide") {
    const n = s.run.tasks.length;
    return { ...base, format: "tide", domain: s.run.environment, agent: s.run.model, conversations: n, tasks: n, trials: n > 0 ? 1 : 0, excludedAtLoad: 0, warnings: 0 };
  }
  const ts = s.eventsFile.logs;
  const { tasks, trials } = taskCounts(ts.map((t) => t.taskId ?? t.id));
  const first = ts[0];
  return {
    ...base, format: "events-jsonl", domain: first ? first.domain : null, agent: first ? first.agent : null, conversations: ts.length, tasks, trials,
    excludedAtLoad: s.errors.length, warnings: 0,
  };
}

function issuesOf(s: ExportSource): string[] {
  if (s.kind === "run") return describeLoadIssues(s.run);
  if (s.kind === "events") return s.errors.map((e) => `excluded (unreadable trajectory): ${e.message}`);
  return [];
}

function taskCounts(taskIds: readonly string[]): { tasks: number; trials: number } {
  const perTask = new Map<string, number>();
  for (const t of taskIds) perTask.set(t, (perTask.get(t) ?? 0) + 1);
  return { tasks: perTask.size, trials: perTask.size === 0 ? 0 : Math.max(...perTask.values()) };
}
