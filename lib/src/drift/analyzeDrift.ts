/*
 * One entry point for goal drift on a loaded run: everything the CLI and notebooks show, as plain
 * JSON-serialisable data (no class instances, no functions, no Maps).
 *
 * Steps, in one pass over the conversations each:
 * 1. resolve the write-tool set (writeTools.ts; default: the domain's declared set from the registry, else the
 *    file's typed action checks; `writes: "checks"` is the published method, `PUBLISHED_WRITE_SOURCE` in writeTools.ts);
 * 2. per conversation: its gold actions and their source (goldActions.ts: the embedded task, else — when the task
 *    is not embedded — its official action checks, one per gold action; `goldFromChecks: false` refuses them), then
 *    alignment, GD^track / GD^stock series and summaries, exclusion reason (conversationDrift.ts);
 * 3. tables per group (default: the run's domain) split by reward group (aggregateDrift.ts), plus an overall table;
 * 4. no-self-healing counts and shares, overall and per group (noSelfHealing.ts);
 * 5. data quality (dataQuality.ts: does each conversation belong to its task? plus the writes-off-gold finding)
 *    and agreement with the official action checks (officialAgreement.ts);
 * 6. the other write-tool readings the file offers, with the N and GD they give (writeToolVariants.ts): the
 *    typed checks beside the declared set, banking_knowledge's wrappers read by the tool they wrap;
 * 7. on request (`intervals`), task-clustered intervals for every point of the tables and the no-self-healing
 *    shares (driftIntervals.ts), laid out like the report.
 *
 * Exclusion ids once: the report lists the ids of the conversations left out of its tables once, in
 * `exclusions` (the report-level table); the points of `overall`, `groups`, `noSelfHealing` and of each write-tool
 * variant carry `{reason, count}` only and refer to that table by reason (a variant's counts may differ from the
 * report's, since another write set leaves out other conversations; its ids are not repeated). So the JSON of a
 * report grows with the input, not with the number of points (a 10 MB id appears in `conversations` and
 * `exclusions`, not in every cell).
 *
 * No write-tool set: when the default finds none (a domain the registry does not know, in a file whose checks
 * carry no tool types, e.g. τ²'s `mock`), the report is still returned: `writeTools` is null and
 * `writeToolsUnavailable` says why, how to name the write tools, and which parts it leaves out; the parts that need
 * no write set (data-quality faults, official agreement, run facts) are computed; every drift table is "not
 * measured" (null cells) with every conversation excluded for `DRIFT_EXCLUSION.noWriteTools`, and
 * `conversations` is empty. An explicitly requested source (`"checks"`, `"registry"`, a list) that the run cannot
 * give throws {@link WriteToolsUnavailableError} unless `whenWriteToolsUnavailable: "partial"` asks for the same
 * partial report.
 *
 * Matching rule: τ² official ("call-keys") unless the run is τ-bench v1 (format "tau1-historical"), which has no
 * compare_args and uses whole-argument equality ("all-keys"); `nullCompareArgs` overrides.
 *
 * Report shape ({@link DriftReport}):
 * ```
 * { run: {source, format, domain, agentModel, userModel, conversations},
 *   settings: {window, writes, nullCompareArgs, grouping},
 *   gold: {fromChecksAllowed, embedded, actionChecks, none, note},   // where the gold actions came from
 *   writeTools: {source, domain, tools, note} | null,
 *   writeToolsUnavailable: {request, reason, supply, goldActionTools, notComputed} | null,
 *   writeToolVariants: WriteToolVariant[],         // other readings of "write", with their N and GD
 *   conversations: ConversationDrift[],            // one row per conversation, file order
 *   exclusions: Exclusion[],                       // conversations left out of the tables, by reason, with ids (once)
 *   overall: DriftGroupTable, groups: DriftGroupTable[],   // {group, all, byReward: {"reward=1","reward=0","other"}}
 *   noSelfHealing: {overall, byGroup: [{group, summary}]},
 *   dataQuality: DataQualityReport, officialAgreement: OfficialAgreement,
 *   intervals: DriftReportIntervals | null }         // with options.intervals only
 * ```
 */
import type { Conversation, Run, RunFormat } from "../io/model";
import type { Exclusion, MeasurementPoint } from "../stats/measurement";
import { aggregateDrift, type DriftAggregate, type DriftGroupTable } from "./aggregateDrift";
import { REWARD_GROUPS } from "./rewardGroup";
import type { NullCompareArgsRule } from "./alignment";
import { conversationDrift, driftExclusions, DRIFT_EXCLUSION, type ConversationDrift } from "./conversationDrift";
import { resolveRunGold, type GoldSourceSummary } from "./goldActions";
import { driftReportIntervals, type DriftReportIntervals } from "./driftIntervals";
import type { PointIntervalOptions } from "../stats/pointInterval";
import { runDataQuality, type DataQualityReport } from "./dataQuality";
import { noSelfHealing, type NoSelfHealingSummary } from "./noSelfHealing";
import { officialAgreement, type OfficialAgreement } from "./officialAgreement";
import { DEFAULT_WRITE_TOOLS, resolveWriteTools, type WriteToolRequest, type WriteToolSet, type WriteToolSource } from "./writeTools";
import { writeToolVariants, type WriteToolVariant } from "./writeToolVariants";

/** Options of {@link analyzeDrift}. */
export interface AnalyzeDriftOptions {
  /**
   * Write-tool source: "default" (the domain's declared set from the registry, else the file's typed action
   * checks; the default), "registry", "checks" (the published method, `PUBLISHED_WRITE_SOURCE` in writeTools.ts) or a list.
   */
  writes?: WriteToolRequest;
  /**
   * When the requested source gives no set: "throw" a {@link WriteToolsUnavailableError}, or return the
   * "partial" report (see the module comment). Default: "partial" for `writes: "default"`, "throw" for an explicit
   * request.
   */
  whenWriteToolsUnavailable?: "throw" | "partial";
  /** H of GD^track (default 3). */
  window?: number;
  /** Grouping of the tables (default: the run's domain, or "unknown domain"). */
  groupBy?: (conversation: Conversation) => string;
  /** Key rule for gold actions without compare_args (default: "all-keys" for τ-bench v1, else "call-keys"). */
  nullCompareArgs?: NullCompareArgsRule;
  /** Flagged-conversation share from which a run is "suspect" (default 0.1). */
  dataQualityThreshold?: number;
  /**
   * A conversation whose task the file does not embed takes its gold actions from its official action checks
   * (τ² writes one check per gold action; `gold.actionChecks` counts them, each row says `goldSource`). Default
   * true; false refuses, and such conversations are excluded with `DRIFT_EXCLUSION.goldFromChecksRefused`.
   */
  goldFromChecks?: boolean;
  /**
   * Also compute task-clustered intervals for every point (`report.intervals`): true for the defaults (level 0.95,
   * 2000 bootstrap resamples, seed 20260202), or the level, replicates and seed. Default: none (`intervals: null`).
   */
  intervals?: boolean | PointIntervalOptions;
}

/** The goal-drift report of one run ({@link analyzeDrift}): plain JSON data. */
export interface DriftReport {
  /** What was analysed. */
  run: {
    source: string;
    format: RunFormat;
    domain: string | null;
    agentModel: string | null;
    userModel: string | null;
    conversations: number;
  };
  /** The settings the report was computed with. */
  settings: {
    window: number;
    writes: WriteToolRequest;
    nullCompareArgs: NullCompareArgsRule;
    grouping: "domain" | "custom";
  };
  /** Where the conversations' gold actions came from (embedded tasks, action checks, none), counted. */
  gold: GoldSourceSummary;
  /** The write-tool set every drift figure uses, or null when none could be resolved (see writeToolsUnavailable). */
  writeTools: WriteToolSet | null;
  /** Why no write-tool set was resolved and how to give one; null when writeTools is set. */
  writeToolsUnavailable: WriteToolsUnavailable | null;
  /** The other write-tool readings the run offers, with the difference each makes ([] when none, or no set). */
  writeToolVariants: WriteToolVariant[];
  /** One row per conversation, in file order; empty when no write-tool set is known. */
  conversations: ConversationDrift[];
  /**
   * The conversations left out of the tables, by reason, with ids: the report-level table the points of `overall`,
   * `groups` and `noSelfHealing` refer to by reason (their exclusions carry reason and count only).
   */
  exclusions: Exclusion[];
  /** The table over every conversation of the run. */
  overall: DriftGroupTable;
  /** One table per group (default: the run's domain). */
  groups: DriftGroupTable[];
  /** No-self-healing counts and shares, overall and per group. */
  noSelfHealing: { overall: NoSelfHealingSummary; byGroup: { group: string; summary: NoSelfHealingSummary }[] };
  /** Do the gold actions belong to the conversations? */
  dataQuality: DataQualityReport;
  /** Does our matcher agree with the file's official action checks? */
  officialAgreement: OfficialAgreement;
  /** Task-clustered intervals beside every point of `overall`, `groups` and `noSelfHealing`; null unless asked for. */
  intervals: DriftReportIntervals | null;
}

/** Why a report has no write-tool set, and what would give the rest of it (plain JSON data). */
export interface WriteToolsUnavailable {
  /** What was requested (`settings.writes`). */
  request: WriteToolRequest;
  /** Why no set could be resolved, in words. */
  reason: string;
  /** How to name the write tools: the analyzeDrift option and the command-line flag. */
  supply: { option: "writes"; cli: "--writes a,b" };
  /** Tool names that the run's gold actions and action checks use, sorted (candidates to choose the writes from). */
  goldActionTools: string[];
  /** The report parts left out (empty or "not measured") for want of a write-tool set. */
  notComputed: string[];
}

/**
 * The parts of a report that need a write-tool set.
 *
 * @internal
 */
export const WRITE_SET_PARTS: readonly string[] = [
  "conversations",
  "overall",
  "groups",
  "noSelfHealing",
  "writeToolVariants",
  "dataQuality.findings.writesOffGold",
  "dataQuality.flags[].unmentionedWriteEntities",
];

/** The requested write-tool source cannot give a set for this run (`<run>: no write-tool set from <source>: <reason>`). */
export class WriteToolsUnavailableError extends Error {
  /** The source that was asked for. */
  readonly source: WriteToolSource;
  /** The run's domain. */
  readonly domain: string | null;
  /** Why the source gives no set. */
  readonly reason: string;
  /**
   * An error naming the run, the source and the reason.
   *
   * @param runSource the run's file
   * @param source the source that was asked for
   * @param domain the run's domain
   * @param reason why the source gives no set
   */
  constructor(runSource: string, source: WriteToolSource, domain: string | null, reason: string) {
    super(`${runSource}: no write-tool set from ${source}: ${reason}`);
    this.name = "WriteToolsUnavailableError";
    this.source = source;
    this.domain = domain;
    this.reason = reason;
  }
}

const UNKNOWN_DOMAIN = "unknown domain";

function selfHealingByGroup(rows: readonly ConversationDrift[], keys: readonly string[]): { group: string; summary: NoSelfHealingSummary }[] {
  const byGroup = new Map<string, ConversationDrift[]>();
  rows.forEach((r, i) => {
    const list = byGroup.get(keys[i]);
    if (list) list.push(r);
    else byGroup.set(keys[i], [r]);
  });
  return [...byGroup].map(([group, list]) => ({ group, summary: noSelfHealing(list) }));
}

/**
 * How far do the agent's writes drift from the tasks' goals in this run, and can the numbers be trusted? The
 * goal-drift report of one run.
 *
 * Steps: resolve the write-tool set (default: the domain's declared set from the registry, else the file's typed
 * action checks; with neither, a partial report — see {@link WriteToolsUnavailable});
 * per conversation, its drift row ({@link conversationDrift}); tables per group (default: the run's domain) and
 * overall, split by reward group ({@link aggregateDrift}); no-self-healing counts and shares ({@link noSelfHealing});
 * data-quality flags ({@link runDataQuality}) and agreement with the official checks ({@link officialAgreement}).
 * Matching: τ²'s rule ("call-keys") unless the run is τ-bench v1 ("tau1-historical": "all-keys");
 * `nullCompareArgs` overrides. The report is plain data (`JSON.stringify` is safe).
 * Edges: a run without conversations gives tables with null values.
 * Source: docs/definitions/goal-drift.md.
 *
 * @param run a loaded run
 * @param options write-tool source, window H, grouping, matching rule, data-quality threshold
 * @returns the report (see {@link DriftReport})
 * @throws {RangeError} when the window is not an integer ≥ 1
 * @throws {WriteToolsUnavailableError} when an explicitly requested write-tool source cannot give a set for this run
 *   (and `whenWriteToolsUnavailable` is not "partial")
 * @example
 * const report = analyzeDrift(loadRun("data/examples/tau2_retail_examples.json"));
 * report.writeTools.source;                // "registry"
 * report.overall.all.stockPooled.value;    // 0.333
 * report.dataQuality.suspect;              // false
 */
export function analyzeDrift(run: Run, options: AnalyzeDriftOptions = {}): DriftReport {
  const window = options.window ?? 3;
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`analyzeDrift: options.window must be an integer ≥ 1, got ${JSON.stringify(window)}`);
  const writes = options.writes ?? DEFAULT_WRITE_TOOLS;
  const resolved = resolveWriteTools(run, writes);
  const whenUnavailable = options.whenWriteToolsUnavailable ?? (writes === "default" ? "partial" : "throw");
  if (!resolved.ok && whenUnavailable === "throw") throw new WriteToolsUnavailableError(run.source, resolved.source, resolved.domain, resolved.reason);
  const writeSet = resolved.ok ? new Set(resolved.set.tools) : null;
  const nullCompareArgs: NullCompareArgsRule = options.nullCompareArgs ?? (run.format === "tau1-historical" ? "all-keys" : "call-keys");
  const match = { nullCompareArgs };

  const goldFromChecks = options.goldFromChecks ?? true;
  const gold = resolveRunGold(run, goldFromChecks);
  // every conversation's gold actions: its embedded task's, else its action checks' (goldActions.ts)
  const rowOptions = { window, nullCompareArgs, embeddedTaskIds: new Set(run.tasks.map((t) => t.id)), goldFromChecks };
  // the run as the write-tool variants see it: every conversation with the gold actions it is measured against
  const measured: Run = { ...run, conversations: gold.resolutions.map((g) => g.conversation) };
  // without a write-tool set, rows stand in only to carry the exclusion through the tables; they are not reported
  const rows = run.conversations.map((c) => (writeSet ? conversationDrift(c, writeSet, rowOptions) : unmeasuredRow(c)));
  const domainKey = run.domain ?? UNKNOWN_DOMAIN;
  const keys = options.groupBy ? run.conversations.map((c) => options.groupBy!(c)) : rows.map(() => domainKey);
  const groups = aggregateDrift(rows, (_, i) => keys[i]);
  // one group (the usual case: one run, one domain) → the overall table is that group's table
  const single = groups.length === 1 && rows.length > 0;
  const overall = single ? { group: "all", all: groups[0].all, byReward: groups[0].byReward } : aggregateDrift(rows, () => "all", ["all"])[0];
  const selfHealingGroups = selfHealingByGroup(rows, keys);
  const selfHealingOverall = single ? selfHealingGroups[0].summary : noSelfHealing(rows);
  const variants = resolved.ok ? writeToolVariants(measured, resolved.set, rowOptions, rows) : [];
  // the report-level table keeps the ids; every point refers to it by reason (see the module comment)
  for (const t of [overall, ...groups]) forEachCell(t, dropPointIds);
  for (const s of [selfHealingOverall, ...selfHealingGroups.map((g) => g.summary)]) dropSelfHealingIds(s);
  for (const v of variants) dropPointIds(v.overall), dropIds(v.stockPooled.reportSet), dropIds(v.stockPooled.variant);
  const intervalOptions = options.intervals === true ? {} : options.intervals || null;

  return {
    run: {
      source: run.source,
      format: run.format,
      domain: run.domain,
      agentModel: run.agentModel,
      userModel: run.userModel,
      conversations: run.conversations.length,
    },
    settings: { window, writes: Array.isArray(writes) ? [...writes] : writes, nullCompareArgs, grouping: options.groupBy ? "custom" : "domain" },
    gold: gold.summary,
    writeTools: resolved.ok ? resolved.set : null,
    writeToolsUnavailable: resolved.ok ? null : unavailable(run, writes, resolved.reason),
    writeToolVariants: variants,
    conversations: writeSet ? rows : [],
    exclusions: driftExclusions(rows),
    overall,
    groups,
    noSelfHealing: { overall: selfHealingOverall, byGroup: selfHealingGroups },
    dataQuality: runDataQuality(run.conversations, writeSet, { ...match, tasks: run.tasks, threshold: options.dataQualityThreshold }),
    officialAgreement: officialAgreement(run.conversations, match),
    intervals: writeSet && intervalOptions !== null ? driftReportIntervals(rows, (_, i) => keys[i], intervalOptions) : null,
  };
}

/** A point's exclusions as `{reason, count}`: the ids are in the report-level table. */
function dropIds(p: MeasurementPoint): void {
  p.exclusions = p.exclusions.map((e) => ({ reason: e.reason, count: e.count }));
}

function dropPointIds(a: DriftAggregate): void {
  dropIds(a.stockPooled);
  dropIds(a.trackMomentMean);
  dropIds(a.stockMomentMean);
  dropIds(a.trackFinalMean);
  dropIds(a.stockFinalMean);
}

function forEachCell(t: DriftGroupTable, f: (a: DriftAggregate) => void): void {
  f(t.all);
  for (const g of REWARD_GROUPS) f(t.byReward[g]);
}

function dropSelfHealingIds(s: NoSelfHealingSummary): void {
  dropIds(s.mixedShare);
  dropIds(s.alignedAfterDriftShare);
  dropIds(s.twoAlignedAfterDriftShare);
  dropIds(s.noAlignedWriteShare);
}

/** The stand-in row of a conversation when no write-tool set is known: excluded, nothing measured. */
function unmeasuredRow(c: Conversation): ConversationDrift {
  const row = conversationDrift(c, NO_TOOLS);
  return Object.assign(row, { excluded: DRIFT_EXCLUSION.noWriteTools, driftCount: null, alignedCount: null });
}

const NO_TOOLS: ReadonlySet<string> = new Set();

function unavailable(run: Run, request: NonNullable<AnalyzeDriftOptions["writes"]>, reason: string): WriteToolsUnavailable {
  const names = new Set<string>();
  for (const c of run.conversations) {
    for (const g of c.goldActions ?? []) names.add(g.name);
    for (const check of c.actionChecks ?? []) names.add(check.action.name);
  }
  for (const t of run.tasks) for (const g of t.goldActions ?? []) names.add(g.name);
  return {
    request: Array.isArray(request) ? [...request] : request,
    reason,
    supply: { option: "writes", cli: "--writes a,b" },
    goldActionTools: [...names].sort(),
    notComputed: [...WRITE_SET_PARTS],
  };
}

/** Options of {@link analyzeDriftMany}. */
export interface AnalyzeDriftManyOptions extends AnalyzeDriftOptions {
  /** Pool conversations of runs whose data quality is suspect (default false: they are excluded with a reason). */
  includeSuspectRuns?: boolean;
}

/** Several runs analysed and pooled per group ({@link analyzeDriftMany}). */
export interface DriftManyReport {
  /** Each run's complete report. */
  runs: DriftReport[];
  /** Runs left out of the pooled tables (suspect data quality), with the reason. */
  excludedRuns: { source: string; reason: string }[];
  /** Tables pooled over runs, one per group (default: domain). */
  groups: DriftGroupTable[];
  /** No-self-healing summaries pooled per group. */
  noSelfHealing: { group: string; summary: NoSelfHealingSummary }[];
  /** The conversations left out of the pooled tables, by reason, with ids (the pooled points carry reason and count). */
  exclusions: Exclusion[];
}

/** The exclusion reason given to conversations of a suspect run in pooled tables. */
const SUSPECT_RUN_EXCLUSION = DRIFT_EXCLUSION.suspectRun;

/**
 * How do several runs drift, pooled per domain? Analyses each run ({@link analyzeDrift}) and pools the
 * conversations per domain (or per `groupBy`).
 *
 * Conversations of runs whose data quality is suspect are excluded from the pooled tables with the reason
 * `DRIFT_EXCLUSION.suspectRun` unless `includeSuspectRuns` is set; each run keeps its complete report in `runs`.
 * Edges: no runs → no groups.
 *
 * @param runs loaded runs
 * @param options as {@link analyzeDrift}, and whether to pool suspect runs
 * @returns the runs' reports and the pooled tables
 * @throws {RangeError} when the window is not an integer ≥ 1
 * @throws {WriteToolsUnavailableError} when the requested write-tool source cannot give a set for a run
 * @example
 * const many = analyzeDriftMany([loadRun("data/examples/tau2_retail_examples.json")]);
 * many.groups.map((g) => [g.group, g.all.stockPooled.value]); // [["retail", 0.333]]
 */
export function analyzeDriftMany(runs: readonly Run[], options: AnalyzeDriftManyOptions = {}): DriftManyReport {
  const reports = runs.map((r) => analyzeDrift(r, options));
  const rows: ConversationDrift[] = [];
  const keys: string[] = [];
  const excludedRuns: { source: string; reason: string }[] = [];
  reports.forEach((rep, i) => {
    const suspect = rep.dataQuality.suspect && !options.includeSuspectRuns;
    if (suspect) {
      excludedRuns.push({
        source: rep.run.source,
        reason: `${SUSPECT_RUN_EXCLUSION}: ${rep.dataQuality.flagged} of ${rep.dataQuality.checked} checked conversations flagged`,
      });
    }
    const run = runs[i];
    const runRows = rep.writeTools ? rep.conversations : run.conversations.map(unmeasuredRow);
    runRows.forEach((row, j) => {
      rows.push(suspect ? Object.assign({}, row, { excluded: SUSPECT_RUN_EXCLUSION }) : row);
      keys.push(options.groupBy ? options.groupBy(run.conversations[j]) : (run.domain ?? UNKNOWN_DOMAIN));
    });
  });
  const groups = aggregateDrift(rows, (_, i) => keys[i]);
  const selfHealing = selfHealingByGroup(rows, keys);
  // ids once: in `exclusions`; the pooled points refer to it by reason
  for (const t of groups) forEachCell(t, dropPointIds);
  for (const g of selfHealing) dropSelfHealingIds(g.summary);
  return { runs: reports, excludedRuns, groups, noSelfHealing: selfHealing, exclusions: driftExclusions(rows) };
}

