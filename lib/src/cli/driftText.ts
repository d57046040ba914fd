/*
 * Plain-text rendering of goal-drift reports for the terminal (`trajlab drift`): the report's blocks and tables. Presentation only: every number
 * printed comes from a {@link DriftReport}; nothing is computed here except formatting.
 *
 * Conventions: a measurement point prints as `value (numerator/denominator)` followed by its state unless it is
 * complete, e.g. `0.364 (4/11)`, `0.364 (4/11) partial: 1 of 12 left out`, `— (0/0) no data`; in a table the cells
 * print `value (numerator/denominator)` and a `state` column says where the row's points stand; values have 3
 * decimals; numerators that are sums of fractions (means) print with up to 3 decimals.
 */
import type { DriftReport } from "../drift/analyzeDrift";
import type { DriftAggregate } from "../drift/aggregateDrift";
import type { NoSelfHealingSummary } from "../drift/noSelfHealing";
import type { DataQualityFlag, DataQualityReport } from "../drift/dataQuality";
import type { WriteCallDifference, WriteToolVariant } from "../drift/writeToolVariants";
import type { DriftIntervals } from "../drift/driftIntervals";
import type { SelfHealingIntervals } from "../drift/driftIntervals";
import { DRIFT_EXCLUSION } from "../drift/conversationDrift";
import { REWARD_GROUPS, type RewardGroup } from "../drift/rewardGroup";
import { MISSING_VALUE } from "../stats/missingValue";
import { formatCi, formatCount, formatNumber, formatPoint, formatPointCell, formatPointState } from "./cells";
import { textTable } from "./textTable";


/** Rows of a drift table: every conversation, then each reward group in report order. */
const GROUP_ORDER = ["all", ...REWARD_GROUPS] as const;

const DRIFT_POINTS = ["stockPooled", "trackMomentMean", "stockMomentMean", "trackFinalMean", "stockFinalMean"] as const;

const SELF_HEALING_POINTS = ["mixedShare", "alignedAfterDriftShare", "twoAlignedAfterDriftShare", "noAlignedWriteShare"] as const;

// Every point of a drift row has the cell's conversations as its samples (the same planned and left out): the row's
// state column is the state of its first point, stockPooled. A no-self-healing row's column is the state of its
// conversations with writes (mixedShare); its "of mixed" shares leave out the same conversations and show "— (0/0)" when
// no conversation is mixed.
function aggregateRow(label: string, a: DriftAggregate, ci: DriftIntervals | undefined): string[] {
  const cells = [label, String(a.conversations), String(a.writeMoments)];
  for (const k of DRIFT_POINTS) {
    cells.push(formatPointCell(a[k]));
    if (ci) cells.push(formatCi(ci[k]));
  }
  cells.push(formatPointState(a.stockPooled));
  return cells;
}

function selfHealingRow(label: string, s: NoSelfHealingSummary, ci: SelfHealingIntervals | undefined): string[] {
  const cells = [label, String(s.withWrites)];
  for (const k of SELF_HEALING_POINTS) {
    cells.push(formatPointCell(s[k]));
    if (ci) cells.push(formatCi(ci[k]));
  }
  cells.push(formatPointState(s.mixedShare));
  return cells;
}

/** Column titles with, under `--ci`, an interval column after each point's, and the row's state column last. */
function withCiColumns(fixed: string[], points: string[], ci: boolean): string[] {
  return [...fixed, ...points.flatMap((p) => (ci ? [p, "95 % CI"] : [p])), "state (conversations)"];
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
  /** The run's load report as lines (io's `loadReportLines(run)`), printed under the run line. */
  loadIssues?: readonly string[];
}

/** Most flagged conversations listed one per line (the rest are counted). */
const MAX_FLAG_LINES = 10;

/** One write-tool difference: `tool (n calls)`, or `wrapper → wrapped (n calls)` for a discoverable-tool wrapper. */
function differenceText(d: WriteCallDifference): string {
  return `${d.wrapped === null ? d.tool : `${d.tool} → ${d.wrapped}`} (${d.calls} call${d.calls === 1 ? "" : "s"})`;
}

const VARIANT_TITLE: Record<WriteToolVariant["variant"], string> = {
  action_checks: "the file's typed action checks (tool_type = write; the published method, --writes checks)",
  registry: "the domain's declared set (--writes registry)",
  "by-wrapped-tool": "the same set, a discoverable-tool wrapper counted as a write only when the tool it wraps is a write",
};

/** The lines of one write-tool variant: both N and both GD values, and the calls that differ. */
function variantLines(v: WriteToolVariant): string[] {
  const out = [`  beside it: ${VARIANT_TITLE[v.variant]}${v.variant === "by-wrapped-tool" ? "" : ` (${v.set.tools.length}: ${v.set.tools.join(", ") || "(none)"})`}`];
  const pooled = v.stockPooled;
  out.push(
    `    N (write calls): ${v.writeCalls.reportSet} with the report's set, ${v.writeCalls.variant} with this one; ` +
      `GD^stock pooled ${formatPoint(pooled.reportSet)} vs ${formatPoint(pooled.variant)}; GD^track mean (variant) ${formatPoint(v.overall.trackMomentMean)}`,
  );
  if (v.onlyReportSet.length > 0) out.push(`    writes only for the report's set: ${v.onlyReportSet.map(differenceText).join(", ")}`);
  if (v.onlyVariant.length > 0) out.push(`    writes only for this one: ${v.onlyVariant.map(differenceText).join(", ")}`);
  if (v.onlyReportSet.length === 0 && v.onlyVariant.length === 0) out.push("    the same calls are writes under both readings");
  if (v.unknownWrapped > 0) out.push(`    ${v.unknownWrapped} wrapper call(s) name no known wrapped tool and stay writes`);
  return out;
}

/** How a flagged conversation's likely task was found. */
function likelyTaskText(f: DataQualityFlag): string {
  if (f.likelyTask === null) return "no other task of the file fits it";
  const ties = f.likelyTasks.length > 1 ? ` (tied: ${f.likelyTasks.slice(1, 4).join(", ")}${f.likelyTasks.length > 4 ? ", …" : ""})` : "";
  if (f.scoredAs.length > 0) return `seems to belong to task ${f.likelyTask}${ties}: its action checks are that task's gold actions`;
  const fit = f.entityFit;
  return `seems to belong to task ${f.likelyTask}${ties}` + (fit ? `: it names ${fit.named.length} of that task's ${fit.of} entities (${fit.named.slice(0, 3).join(", ")}${fit.named.length > 3 ? ", …" : ""})` : "");
}

function dataQualityLines(dq: DataQualityReport): string[] {
  const out = [`Data quality: ${dq.verdictText}; flagged share ${formatPoint(dq.flaggedShare)}`];
  if (dq.suspect) {
    out.push("  SUSPECT: the gold actions do not fit the conversations; this run's drift figures measure that mismatch, not the agent.");
  }
  for (const b of dq.byReason) if (b.count > 0) out.push(`  ${b.reason}: ${b.count} — ${b.text}`);
  if (dq.verdict !== "not measured") for (const e of dq.flaggedShare.exclusions) out.push(`  not checked: ${e.count} — ${e.reason}`);
  if (dq.flags.length > 0) {
    out.push(`  conversations that do not belong to their task, and the task each seems to belong to:`);
    for (const f of dq.flags.slice(0, MAX_FLAG_LINES)) out.push(`    ${f.conversationId} (filed under task ${f.taskId}): ${likelyTaskText(f)}`);
    if (dq.flags.length > MAX_FLAG_LINES) out.push(`    … ${dq.flags.length - MAX_FLAG_LINES} more (--json lists every one)`);
  }
  const off = dq.findings.writesOffGold;
  if (off.reason !== null) out.push(`  finding (about the agent, not a data fault): writes off gold not measured — ${off.reason}`);
  else {
    const by = REWARD_GROUPS.filter((g) => off.byReward[g] > 0).map((g) => `${g} ${off.byReward[g]}`).join(", ");
    out.push(
      `  finding: ${off.text}: ${formatPoint(off.share)} of the conversations with gold actions and accepted writes` +
        `${by ? ` (${by})` : ""}${listIds(off.ids)}; writes the environment rejected: ${formatPoint(off.rejectedWrites)}`,
    );
  }
  return out;
}

/** The no-gold reasons: a conversation excluded for one of them still has its write calls counted. */
const NO_GOLD: ReadonlySet<string> = new Set([
  DRIFT_EXCLUSION.noGoldActions,
  DRIFT_EXCLUSION.taskNotEmbeddedNoChecks,
  DRIFT_EXCLUSION.taskNotEmbeddedNotEvaluated,
  DRIFT_EXCLUSION.goldFromChecksRefused,
]);

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
  // the load report (io's loadReportLines): the count line, then one line per excluded conversation and warning
  for (const line of options.loadIssues ?? []) out.push(`  ${line}`);
  const gold = report.gold;
  if (gold.embedded !== r.conversations) out.push(`${gold.note}${gold.actionChecks > 0 ? " (refuse them with --no-gold-from-checks)" : ""}`);
  const wt = report.writeTools;
  if (wt) {
    out.push(`write tools: from ${wt.source} (${wt.tools.length}): ${wt.tools.join(", ") || "(none)"}`);
    out.push(`  ${wt.note}`);
    for (const v of report.writeToolVariants) out.push(...variantLines(v));
  } else {
    const u = report.writeToolsUnavailable;
    out.push(`write tools: none — ${u?.reason ?? "unavailable"}`);
    if (u) {
      out.push(
        `  the drift tables below are not measured; name the write tools with --writes a,b` +
          (u.goldActionTools.length > 0 ? ` (tools of the gold actions and action checks: ${u.goldActionTools.join(", ")})` : ""),
      );
      out.push(`  still computed without a write set: exclusions, data-quality faults, official action checks; not computed: ${u.notComputed.join(", ")}`);
    }
  }
  out.push(
    `settings: GD^track window H = ${report.settings.window}; gold actions without compare_args compared on ` +
      (report.settings.nullCompareArgs === "all-keys" ? "all their arguments (τ-bench v1)" : "the call's own argument keys (τ² rule)"),
  );

  const ci = report.intervals;
  report.groups.forEach((g, gi) => {
    out.push("");
    out.push(`Goal drift — ${g.group}, by reward group`);
    const cellCi = (name: "all" | RewardGroup) => (ci ? (name === "all" ? ci.groups[gi].all : ci.groups[gi].byReward[name]) : undefined);
    const rows = GROUP_ORDER.map((name) => aggregateRow(name, name === "all" ? g.all : g.byReward[name], cellCi(name)));
    out.push(
      textTable(
        withCiColumns(["reward group", "convs", "writes"], ["GD^stock pooled", "GD^track mean", "GD^stock mean", "GD^track final", "GD^stock final"], ci !== null),
        rows,
        { right: [1, 2] },
      ),
    );
  });
  out.push(
    "  cells: value (numerator/denominator); — = not measured (denominator 0). pooled = drift writes / writes (ΣM/ΣN);",
    "  mean = average of GD_k over all write moments; final = average over conversations of the last GD_k (GD^stock final = M/N).",
    "  state: the row's conversations — complete (none left out), partial: F of P left out (F of its P conversations kept out of the",
    "  denominators, listed under Exclusions; not failed tasks, which stay in), no data (no conversation included).",
  );
  if (ci) {
    out.push(
      `  95 % CI: task-clustered (tasks resampled, their conversations kept together) bootstrap percentile interval, B = ${ci.settings.replicates}, seed ${ci.settings.seed};`,
      "  — = no interval (no units, or one task: no spread between tasks). --json gives beside each point the clustered interval (t with G − 1 df, on the logit scale for a share) and the BCa interval, and the item, conversation and task SEs.",
    );
  }

  out.push("");
  out.push("No self-healing (conversations with writes)");
  const shRows = report.noSelfHealing.byGroup.map((b, i) => selfHealingRow(b.group, b.summary, ci?.noSelfHealing.byGroup[i]?.intervals));
  if (report.noSelfHealing.byGroup.length > 1) shRows.push(selfHealingRow("all", report.noSelfHealing.overall, ci?.noSelfHealing.overall));
  out.push(
    textTable(
      withCiColumns(
        ["group", "with writes"],
        ["mixed (of with writes)", "≥1 aligned after drift (of mixed)", "≥2 consecutive aligned after drift (of mixed)", "no aligned write (of with writes)"],
        ci !== null,
      ),
      shRows,
      { right: [1] },
    ),
  );

  out.push("");
  const excludedCount = report.exclusions.reduce((s, e) => s + e.count, 0);
  out.push(`Exclusions: ${excludedCount} of ${r.conversations} conversations left out of the drift tables`);
  for (const e of report.exclusions) out.push(`  ${e.reason}: ${e.count}${listIds(e.ids)}`);
  const withoutGold = report.conversations.filter((c) => c.excluded !== null && NO_GOLD.has(c.excluded));
  if (withoutGold.length > 0) {
    const writes = withoutGold.reduce((s, c) => s + c.writeCount, 0);
    out.push(`  what needs no gold is still counted: the ${withoutGold.length} conversation(s) without gold actions make ${writes} write call(s) (not aligned: nothing to align them to)`);
  }

  out.push("");
  out.push(...dataQualityLines(report.dataQuality));

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
        ["conversation", "task", "gold from", "reward", "N writes", "M drift", "x", "GD_track_mean", "GD_track_final", "GD_stock_final", "excluded"],
        report.conversations.map((c) => [
          c.conversationId,
          c.taskId,
          c.goldSource ?? MISSING_VALUE,
          c.reward === null ? MISSING_VALUE : formatCount(c.reward),
          String(c.writeCount),
          c.driftCount === null ? MISSING_VALUE : String(c.driftCount),
          c.sequence.join(""),
          formatNumber(c.gdTrackMean),
          formatNumber(c.gdTrackFinal),
          formatNumber(c.gdStockFinal),
          c.excluded ?? "",
        ]),
        { right: [4, 5] },
      ),
    );
  }
  return out.join("\n") + "\n";
}
