/*
 * Plain-text rendering of goal-drift reports for the terminal (`trajlab drift`). Presentation only: every number
 * printed comes from a {@link DriftReport}; nothing is computed here except formatting.
 *
 * Conventions: a measurement point prints as `value (numerator/denominator)`, e.g. `0.364 (4/11)`; a point with
 * a zero denominator prints as `— (0/0)`; values have 3 decimals; numerators that are sums of fractions (means)
 * print with up to 3 decimals.
 */
import type { MeasurementPoint } from "../stats/measurement";
import type { DriftReport } from "../drift/analyzeDrift";
import type { DriftAggregate } from "../drift/aggregateDrift";
import type { NoSelfHealingSummary } from "../drift/noSelfHealing";
import { REWARD_GROUPS } from "../drift/rewardGroup";
import { MISSING_VALUE } from "../plot/missingValue";
import { textTable } from "./textTable";


/**
 * A number with `decimals` digits, or the missing-value dash for null, undefined or a non-finite number.
 *
 * @param value the number
 * @param decimals digits after the point (default 3)
 * @returns its text
 * @example
 * formatNumber(1 / 3); // "0.333"
 * formatNumber(null);  // "—"
 */
export function formatNumber(value: number | null | undefined, decimals = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  return value.toFixed(decimals);
}

/**
 * A count as printed in `numerator/denominator`: an integer as is, a fraction (a sum of fractions, as in a mean's
 * numerator) with up to 3 decimals, trailing zeros dropped.
 *
 * @param n the count
 * @returns its text
 * @example
 * formatCount(4);     // "4"
 * formatCount(5 / 6); // "0.833"
 * formatCount(1.5);   // "1.5"
 */
export function formatCount(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return n.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
}

/**
 * A measurement point as `value (numerator/denominator)`.
 *
 * @param p the point
 * @param decimals digits of the value (default 3)
 * @returns its text
 * @example
 * formatPoint({ value: 0.25, numerator: 1, denominator: 4, exclusions: [] }); // "0.250 (1/4)"
 * formatPoint({ value: null, numerator: 0, denominator: 0, exclusions: [] }); // "— (0/0)"
 */
export function formatPoint(p: MeasurementPoint, decimals = 3): string {
  return `${formatNumber(p.value, decimals)} (${formatCount(p.numerator)}/${formatCount(p.denominator)})`;
}

/** Rows of a drift table: every conversation, then each reward group in report order. */
const GROUP_ORDER = ["all", ...REWARD_GROUPS] as const;

function aggregateRow(label: string, a: DriftAggregate): string[] {
  return [
    label,
    String(a.conversations),
    String(a.writeMoments),
    formatPoint(a.stockPooled),
    formatPoint(a.trackMomentMean),
    formatPoint(a.stockMomentMean),
    formatPoint(a.trackFinalMean),
    formatPoint(a.stockFinalMean),
  ];
}

function selfHealingRow(label: string, s: NoSelfHealingSummary): string[] {
  return [
    label,
    String(s.withWrites),
    formatPoint(s.mixedShare),
    formatPoint(s.alignedAfterDriftShare),
    formatPoint(s.twoAlignedAfterDriftShare),
    formatPoint(s.noAlignedWriteShare),
  ];
}

function listIds(ids: readonly string[] | undefined, max = 5): string {
  if (!ids || ids.length === 0) return "";
  const shown = ids.slice(0, max).join(", ");
  return ids.length > max ? ` (${shown}, … ${ids.length - max} more)` : ` (${shown})`;
}

/** Options of {@link formatDriftReport}. */
export interface FormatOptions {
  /** Also print one row per conversation (N, M, GD_track_mean, GD_track_final, GD_stock_final). */
  conversations?: boolean;
}

/**
 * The full text report of one run: write tools, drift tables by reward group, no self-healing, exclusions, data
 * quality, official agreement (and, with `conversations`, one row per conversation).
 *
 * @param report the run's drift report
 * @param options whether to print the per-conversation rows
 * @returns the text, ending with a newline
 * @example
 * formatDriftReport(analyzeDrift(loadRun("data/examples/tau2_retail_examples.json"))).startsWith("=== data/examples/tau2_retail_examples.json"); // true
 */
export function formatDriftReport(report: DriftReport, options: FormatOptions = {}): string {
  const out: string[] = [];
  const r = report.run;
  out.push(`=== ${r.source}`);
  out.push(
    `run: ${r.format} · domain ${r.domain ?? "(none)"} · agent ${r.agentModel ?? "(unknown)"} · user ${r.userModel ?? "(unknown)"} · ` +
      `${r.conversations} conversation${r.conversations === 1 ? "" : "s"}`,
  );
  const wt = report.writeTools;
  if (wt) {
    out.push(`write tools: from ${wt.source} (${wt.tools.length}): ${wt.tools.join(", ") || "(none)"}`);
    out.push(`  ${wt.note}`);
  } else out.push(`write tools: none — ${report.writeToolsUnavailable?.reason ?? "unavailable"}`); // drift tables not measured
  out.push(
    `settings: GD^track window H = ${report.settings.window}; gold actions without compare_args compared on ` +
      (report.settings.nullCompareArgs === "all-keys" ? "all their arguments (τ-bench v1)" : "the call's own argument keys (τ² rule)"),
  );

  for (const g of report.groups) {
    out.push("");
    out.push(`Goal drift — ${g.group}, by reward group`);
    const rows = GROUP_ORDER.map((name) => aggregateRow(name, name === "all" ? g.all : g.byReward[name]));
    out.push(
      textTable(
        ["reward group", "convs", "writes", "GD^stock pooled", "GD^track mean", "GD^stock mean", "GD^track final", "GD^stock final"],
        rows,
        { right: [1, 2] },
      ),
    );
  }
  out.push(
    "  cells: value (numerator/denominator); — = not measured (denominator 0). pooled = drift writes / writes (ΣM/ΣN);",
    "  mean = average of GD_k over all write moments; final = average over conversations of the last GD_k (GD^stock final = M/N).",
  );

  out.push("");
  out.push("No self-healing (conversations with writes)");
  const shRows = report.noSelfHealing.byGroup.map((b) => selfHealingRow(b.group, b.summary));
  if (report.noSelfHealing.byGroup.length > 1) shRows.push(selfHealingRow("all", report.noSelfHealing.overall));
  out.push(
    textTable(
      ["group", "with writes", "mixed (of with writes)", "≥1 aligned after drift (of mixed)", "≥2 consecutive aligned after drift (of mixed)", "no aligned write (of with writes)"],
      shRows,
      { right: [1] },
    ),
  );

  out.push("");
  const excludedCount = report.exclusions.reduce((s, e) => s + e.count, 0);
  out.push(`Exclusions: ${excludedCount} of ${r.conversations} conversations left out of the drift tables`);
  for (const e of report.exclusions) out.push(`  ${e.reason}: ${e.count}${listIds(e.ids)}`);

  out.push("");
  const dq = report.dataQuality;
  out.push(
    `Data quality: ${dq.flagged} of ${dq.conversations} conversations flagged, ${formatPoint(dq.flaggedShare)}; ` +
      `threshold ${dq.threshold} → ${dq.suspect ? "SUSPECT" : "ok"}`,
  );
  if (dq.suspect) {
    out.push("  SUSPECT: the gold actions do not fit the conversations; this run's drift figures measure that mismatch, not the agent.");
  }
  for (const b of dq.byReason) if (b.count > 0) out.push(`  ${b.reason}: ${b.count} — ${b.text}`);
  if (dq.flags.length > 0) out.push(`  flagged:${listIds(dq.flags.map((f) => f.conversationId))}`);

  out.push("");
  const oa = report.officialAgreement;
  if (oa.checked === 0) {
    out.push(
      `Official action checks: none in this file (${oa.conversationsWithoutChecks} conversation(s) without checks); ` +
        `agreement ${formatPoint(oa.agreement)}`,
    );
  } else {
    out.push(
      `Official action checks: our matcher agrees on ${oa.agreed} of ${oa.checked} checks, ${formatPoint(oa.agreement)}` +
        (oa.conversationsWithoutChecks > 0 ? `; ${oa.conversationsWithoutChecks} conversation(s) without checks` : ""),
    );
  }
  for (const d of oa.disagreements.slice(0, 5)) {
    out.push(`  ${d.path}: ${d.action.name}: official ${d.official}, ours ${d.ours}`);
  }
  if (oa.disagreements.length > 5) out.push(`  … ${oa.disagreements.length - 5} more disagreements`);

  if (options.conversations) {
    out.push("");
    out.push("Per conversation");
    out.push(
      textTable(
        ["conversation", "task", "reward", "N writes", "M drift", "x", "GD_track_mean", "GD_track_final", "GD_stock_final", "excluded"],
        report.conversations.map((c) => [
          c.conversationId,
          c.taskId,
          c.reward === null ? MISSING_VALUE : formatCount(c.reward),
          String(c.writeCount),
          c.driftCount === null ? MISSING_VALUE : String(c.driftCount),
          c.sequence.join(""),
          formatNumber(c.gdTrackMean),
          formatNumber(c.gdTrackFinal),
          formatNumber(c.gdStockFinal),
          c.excluded ?? "",
        ]),
        { right: [3, 4] },
      ),
    );
  }
  return out.join("\n") + "\n";
}
