/*
 * Published goal-drift figures beside the same figures recomputed from logs.
 *
 * {@link reproduceGoalDrift}(dir) loads every τ² results file under `dir` (or `dir/tau2` when that folder
 * exists, so `data/reconstructed` works) with the ordinary loader, runs `analyzeDrift` on each with the
 * write-tool set taken from the files' `action_checks` (`writes: "checks"`) and the published window
 * (H = 3), and returns one {@link FigureComparison} per published figure:
 * - `<d>.stock` = overall ΣM/ΣN; `<d>.track.moments` / `.track.finals` = overall write-moment / final means;
 * - `<d>.track.reward1` / `.track.reward0` = mean of conversation-final GD^track in the reward group;
 * - `banking.stock.reward1Finals` = mean conversation-final GD^stock of the reward=1 group;
 * - `<d>.noSelfHealing.*` = counts (numerator = the count, denominator null) and shares of mixed;
 * every ratio is compared in its figure's unit (×100 when `unit` is "percent", as the no-self-healing shares are);
 * - `<d>.writeTools` = size of the write-tool set from the action checks.
 * Each comparison keeps the numerator and denominator; `ok` = `matchesAtPrecision` at the printed precision.
 * Every comparison has a status (reproduce/figures.ts): "match", "differs", "not compared" or "failed". A domain
 * without a file gives "not compared" with `reproduced: null` and a note; a domain whose file did not load (its
 * name names the domain) gives "failed" with the error. Files that do not load are listed in `loadErrors` (and
 * notes), never skipped silently; runs of a domain the published file does not cover are listed in notes.
 *
 * A real τ² export (`--data <file or directory>`): the published method takes its write tools from the files'
 * typed action checks (`tool_type`), which older τ² versions do not write. Such a domain's figures are "not
 * compared", with the reason; `reproduced` then holds the same figure computed with the domain's declared write
 * set (the registry), so the user still sees their numbers beside the published ones. A domain the registry does
 * not know either gives `reproduced: null`.
 *
 * With `intervals` (`--ci`), every reproduced ratio gets its task-clustered interval (drift/driftIntervals.ts) in
 * the figure's unit; counts get null.
 *
 * When a domain's run has conversations whose reward is neither 0 nor 1 ("other"), the group columns are still
 * the published definitions (means over reward=1 / reward=0 conversations); a note says how many conversations
 * sit in neither group. (Why the reconstructed export has such conversations is a finding of the consistency
 * analysis, recorded with the data: data/reconstructed/README.md and notebook 04.)
 */
import * as fs from "fs";
import * as path from "path";
import { expandRunPath, loadRun } from "../io/load";
import { TrajlabInputError } from "../io/errors";
import { domainFromFileName } from "../io/domainFromFileName";
import type { Run } from "../io/model";
import { analyzeDrift, type AnalyzeDriftOptions, type DriftReport } from "../drift/analyzeDrift";
import type { MeasurementPoint } from "../stats/measurement";
import type { PointInterval } from "../stats/pointInterval";
import { matchesAtPrecision, type FigureComparison, type PublishedFigure } from "../stats/published";
import { scaledRange, statusOf, type ReproduceOptions, type ReproducedFigure, type Reproducer, type ReproduceResult } from "./figures";
import { loadPublishedGoalDrift, type PublishedGoalDrift } from "./goalDriftPublished";

/** One domain of {@link reproduceGoalDrift}: the run it used and its report. */
export interface GoalDriftDomainReproduction {
  /** Published key (retail, airline, banking). */
  key: string;
  /** τ² domain name. */
  domain: string;
  /** The file the figures were computed from, or null when none was found. */
  source: string | null;
  /** The run's drift report by the published method (write tools from typed action checks), or null without a file. */
  report: DriftReport | null;
  /**
   * When the file's action checks carry no tool types: why the published method cannot be applied, and the report
   * with the domain's declared write set that gives the figures shown instead (null when the method applies).
   */
  notComparable: { reason: string; fallback: DriftReport | null } | null;
  /** Conversations with writes in neither reward group (missing or fractional reward). */
  otherConversations: number;
}

/** Published goal-drift figures beside the reproduced ones ({@link reproduceGoalDrift}). */
export interface GoalDriftReproduction {
  /** The folder actually read. */
  dir: string;
  /** One comparison per published figure, with its status. */
  comparisons: ReproducedFigure[];
  /** Per published domain, the run used. */
  domains: GoalDriftDomainReproduction[];
  /** Files that did not load. */
  loadErrors: { file: string; path: string; message: string }[];
  /** What the reader must know (files not loaded, runs ignored, conversations in neither reward group). */
  notes: string[];
  /** Every figure ✓ (and there is at least one). */
  allOk: boolean;
}

function fromPoint(fig: PublishedFigure, p: MeasurementPoint, scale: number): Pick<FigureComparison, "reproduced" | "numerator" | "denominator" | "ok"> {
  const reproduced = p.value === null ? null : p.value * scale;
  return { reproduced, numerator: p.numerator, denominator: p.denominator, ok: matchesAtPrecision(fig, p.value, scale) };
}

function fromCount(fig: PublishedFigure, count: number): Pick<FigureComparison, "reproduced" | "numerator" | "denominator" | "ok"> {
  return { reproduced: count, numerator: count, denominator: null, ok: matchesAtPrecision(fig, count) };
}

/**
 * Do the published goal-drift tables come out of these logs? Recomputes every published figure from the τ² results
 * files under `dir` (or `dir/tau2`) with the ordinary pipeline — `loadRuns`, then `analyzeDrift` with the write
 * tools from the files' action checks and the published window — and compares each at its printed precision.
 *
 * Measures: `<d>.stock` = overall ΣM/ΣN; `.track.moments` / `.track.finals` = write-moment / final means;
 * `.track.reward1` / `.track.reward0` = means of conversation-final GD^track per reward group;
 * `banking.stock.reward1Finals` = mean conversation-final GD^stock of reward=1; `.noSelfHealing.*` = counts
 * (denominator null) and shares of mixed; `.writeTools` = the size of the write-tool set. Ratios are compared in
 * the figure's unit (×100 for percent). Edges: a domain without a file gives `reproduced: null`, `ok: false` and a
 * note; files that do not load are listed in `loadErrors` and notes, never skipped silently.
 * Source: docs/definitions/goal-drift.md.
 *
 * @param dir a directory of τ² results files (one per domain), one with a `tau2/` sub-directory, or one results file
 * @param published the published figures (default: {@link loadPublishedGoalDrift})
 * @param options task-clustered intervals on every reproduced ratio (`intervals`: level, replicates, seed)
 * @returns the comparisons (each with its status), the runs used, load errors and notes
 * @throws {TrajlabInputError} when the published figures do not load
 * @example
 * const r = reproduceGoalDrift("data/reconstructed");
 * r.comparisons.length;              // 31
 * r.comparisons.every((c) => c.ok);  // true (on the reconstructed export)
 */
export function reproduceGoalDrift(dir: string, published: PublishedGoalDrift = loadPublishedGoalDrift(), options: ReproduceOptions = {}): GoalDriftReproduction {
  const readDir = isDirectory(path.join(dir, "tau2")) ? path.join(dir, "tau2") : dir;
  const notes: string[] = [];
  const { runs, errors } = loadEach(readDir);
  const loadErrors = errors.map((e) => ({ file: e.file, path: e.path, message: e.message }));
  for (const e of loadErrors) notes.push(`not loaded: ${e.message}`);
  const byDomain = new Map<string, Run[]>();
  for (const r of runs) {
    const key = r.domain ?? "(no domain)";
    const list = byDomain.get(key);
    if (list) list.push(r);
    else byDomain.set(key, [r]);
  }
  const wanted = new Set(Object.values(published.domains));
  for (const [d, list] of byDomain) {
    if (!wanted.has(d)) {
      notes.push(
        `ignored: ${list.length} run(s) of domain "${d}", which the published figures do not cover (${list.map((r) => r.source).join(", ")}); ` +
          "`trajlab drift` gives their goal-drift figures",
      );
    }
  }
  const failedFor = (domain: string) => errors.find((e) => domainFromFileName(e.file, [domain]) === domain) ?? null;

  const domains: GoalDriftDomainReproduction[] = [];
  const comparisons: ReproducedFigure[] = [];
  for (const [key, domain] of Object.entries(published.domains)) {
    const list = byDomain.get(domain) ?? [];
    if (list.length > 1) notes.push(`domain ${domain}: ${list.length} files; only the first (${list[0].source}) is compared, the others are ignored: ${list.slice(1).map((r) => r.source).join(", ")}`);
    const run = list[0] ?? null;
    const method: AnalyzeDriftOptions = { writes: "checks", window: published.window, whenWriteToolsUnavailable: "partial", intervals: options.intervals };
    const report = run ? analyzeDrift(run, method) : null;
    let notComparable: GoalDriftDomainReproduction["notComparable"] = null;
    if (run && report && report.writeTools === null) {
      const fallback = analyzeDrift(run, { window: published.window, intervals: options.intervals });
      notComparable = { reason: report.writeToolsUnavailable?.reason ?? "no write-tool set", fallback: fallback.writeTools ? fallback : null };
      notes.push(
        `domain ${domain}: its figures are not compared: the published method takes the write tools from typed action checks (tool_type = write), ` +
          `and ${run.source} has none (${notComparable.reason}); ` +
          (notComparable.fallback ? "shown instead: the same figures with the domain's declared write set (registry)" : "no declared write set either, so nothing is shown"),
      );
    }
    const used = notComparable ? notComparable.fallback : report;
    const other = used ? used.overall.byReward.other.conversations : 0;
    domains.push({ key, domain, source: run ? run.source : null, report, notComparable, otherConversations: other });
    const failed = run ? null : failedFor(domain);
    const where = isDirectory(readDir) ? `found under ${readDir}` : `in ${readDir}`;
    if (!run) notes.push(failed ? `domain ${domain}: its file did not load (${failed.message})` : `domain ${domain}: no results file ${where}`);
    else if (other > 0) {
      notes.push(
        `domain ${domain}: ${other} conversation(s) with writes have a reward outside {0, 1} and sit in neither reward group; ` +
          `the group columns are computed exactly as published (means over reward=1 and reward=0 conversations).`,
      );
    }
    for (const fig of published.figures) {
      if (!fig.id.startsWith(key + ".")) continue;
      const measure = fig.id.slice(key.length + 1);
      const base = { id: fig.id, published: fig.value, decimals: fig.decimals, source: fig.source };
      if (!run) {
        const none = { ...base, reproduced: null, numerator: null, denominator: null, ok: false };
        comparisons.push(failed ? { ...none, status: "failed", error: failed.message, note: `its ${domain} file did not load` } : { ...none, status: "not compared", note: `no ${domain} results file` });
        continue;
      }
      const c = figureFrom(fig, measure, used, other);
      const interval = options.intervals && used ? figureInterval(measure, used, fig.unit === "percent" ? 100 : 1) : undefined;
      const withCi = interval === undefined ? {} : { interval };
      if (notComparable) {
        const why = "no typed action checks for the published write set (see the note below)";
        comparisons.push({ ...base, ...c, ...withCi, ok: false, status: "not compared", note: used ? `${why}; shown: with the declared set${c.note ? `; ${c.note}` : ""}` : why });
      } else comparisons.push({ ...base, ...c, ...withCi, status: statusOf({ ...base, ...c }) });
    }
  }
  const allOk = comparisons.length > 0 && comparisons.every((c) => c.ok);
  return { dir: readDir, comparisons, domains, loadErrors, notes, allOk };
}

/** Is `p` a directory (false when it does not exist)? */
function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false; // absent, or a path below a file (ENOTDIR)
  }
}

/**
 * Load every run a file or directory holds, one input at a time: an input error names its file and the others
 * still load (anything else is a bug and propagates).
 */
function loadEach(p: string): { runs: Run[]; errors: TrajlabInputError[] } {
  const runs: Run[] = [];
  const errors: TrajlabInputError[] = [];
  let entries: string[];
  try {
    entries = expandRunPath(p);
  } catch (e) {
    if (e instanceof TrajlabInputError) return { runs, errors: [e] };
    throw e;
  }
  for (const entry of entries) {
    try {
      runs.push(loadRun(entry));
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      errors.push(e);
    }
  }
  return { runs, errors };
}

type Reproduced = Pick<FigureComparison, "reproduced" | "numerator" | "denominator" | "ok" | "note">;

/** One published figure from a domain's drift report (null report: nothing to measure). */
function figureFrom(fig: PublishedFigure, measure: string, report: DriftReport | null, other: number): Reproduced {
  if (report === null) return { reproduced: null, numerator: null, denominator: null, ok: false };
  const all = report.overall.all;
  const r1 = report.overall.byReward["reward=1"];
  const r0 = report.overall.byReward["reward=0"];
  const nsh = report.noSelfHealing.overall;
  // a ratio is compared in its published unit: ×100 when the figure is printed in percent
  const pct = fig.unit === "percent" ? 100 : 1;
  switch (measure) {
    case "stock": return fromPoint(fig, all.stockPooled, pct);
    case "track.moments": return fromPoint(fig, all.trackMomentMean, pct);
    case "track.finals": return { ...fromPoint(fig, all.trackFinalMean, pct), ...(other > 0 ? { note: `includes ${other} conversation(s) in neither reward group` } : {}) };
    case "track.reward1": return fromPoint(fig, r1.trackFinalMean, pct);
    case "track.reward0": return fromPoint(fig, r0.trackFinalMean, pct);
    case "stock.reward1Finals": return fromPoint(fig, r1.stockFinalMean, pct);
    case "noSelfHealing.mixed": return fromCount(fig, nsh.mixed);
    case "noSelfHealing.alignedAfterDrift": return fromPoint(fig, nsh.alignedAfterDriftShare, pct);
    case "noSelfHealing.twoAlignedAfterDrift": return fromPoint(fig, nsh.twoAlignedAfterDriftShare, pct);
    case "noSelfHealing.noAlignedWrite": return fromCount(fig, nsh.noAlignedWrite);
    case "writeTools":
      return report.writeTools
        ? { ...fromCount(fig, report.writeTools.tools.length), note: `from ${report.writeTools.source}: ${report.writeTools.tools.join(", ")}` }
        : { reproduced: null, numerator: null, denominator: null, ok: false, note: "no write-tool set" };
    default:
      return { reproduced: null, numerator: null, denominator: null, ok: false, note: `unknown measure "${measure}"` };
  }
}

/** The task-clustered interval of one figure (its unit), null for a count or a measure without one. */
function figureInterval(measure: string, report: DriftReport, scale: number): PointInterval | null {
  const ci = report.intervals;
  if (ci === null) return null;
  const pick = (): PointInterval | null => {
    switch (measure) {
      case "stock": return ci.overall.all.stockPooled;
      case "track.moments": return ci.overall.all.trackMomentMean;
      case "track.finals": return ci.overall.all.trackFinalMean;
      case "track.reward1": return ci.overall.byReward["reward=1"].trackFinalMean;
      case "track.reward0": return ci.overall.byReward["reward=0"].trackFinalMean;
      case "stock.reward1Finals": return ci.overall.byReward["reward=1"].stockFinalMean;
      case "noSelfHealing.alignedAfterDrift": return ci.noSelfHealing.overall.alignedAfterDriftShare;
      case "noSelfHealing.twoAlignedAfterDrift": return ci.noSelfHealing.overall.twoAlignedAfterDriftShare;
      default: return null; // counts: no interval
    }
  };
  const p = pick();
  return p === null ? null : scaledRange(p, scale);
}

/** `trajlab reproduce`'s goal-drift family: τ² results files in `<data>/tau2/`, figures in data/published/goal-drift.json. */
export const goalDriftReproducer: Reproducer = {
  name: "goal-drift",
  title: "Goal drift (docs/definitions/goal-drift.md): data/published/goal-drift.json",
  dataSubdir: "tau2",
  reproduce(dir: string, options?: ReproduceOptions): ReproduceResult {
    const r = reproduceGoalDrift(dir, undefined, options);
    // r.notes already names every file that could not be loaded (r.loadErrors).
    return { comparisons: r.comparisons, notes: r.notes };
  },
};
