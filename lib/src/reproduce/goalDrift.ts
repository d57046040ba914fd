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
 * A domain without a file gives comparisons with `reproduced: null`, `ok: false` and a note. Files that do not
 * load are listed in `loadErrors` (and notes), never skipped silently; runs of a domain the published file does
 * not cover are listed in notes.
 *
 * When a domain's run has conversations whose reward is neither 0 nor 1 ("other"), the group columns are still
 * the published definitions (means over reward=1 / reward=0 conversations); a note says how many conversations
 * sit in neither group. (Why the reconstructed export has such conversations is a finding of the consistency
 * analysis, recorded with the data: data/reconstructed/README.md and notebook 04.)
 */
import { expectObject, expectString, wrongType } from "../io/fieldChecks";
import { keyPath } from "../io/paths";
import { parseJsonText } from "../io/parseJson";
import { readInputText } from "../io/read";
import * as fs from "fs";
import * as path from "path";
import { loadRuns } from "../io/load";
import type { Run } from "../io/model";
import { analyzeDrift, type DriftReport } from "../drift/analyzeDrift";
import type { MeasurementPoint } from "../stats/measurement";
import { checkPublishedFigures, matchesAtPrecision, type FigureComparison, type PublishedFigure } from "../stats/published";
import { publishedDataFile } from "./dataFiles";
import type { Reproducer, ReproduceResult } from "./registry";

/** data/published/goal-drift.json, parsed. */
export interface PublishedGoalDrift {
  /** What the figures are. */
  title: string;
  /** Where they were printed (docs/definitions/goal-drift.md renders the source). */
  source: string;
  /** Notes on the transcription. */
  notes: string[];
  /** Published domain key → τ² domain name (banking → banking_knowledge). */
  domains: Record<string, string>;
  /** GD^track window H of the published figures. */
  window: number;
  /** The figures, with what each measures. */
  figures: (PublishedFigure & { description?: string })[];
}

/**
 * Where the published goal-drift figures are read from by default: the checkout's data/published/goal-drift.json,
 * else the copy shipped in the package.
 *
 * @internal
 * @returns an absolute path
 */
export function defaultPublishedGoalDriftPath(): string {
  return publishedDataFile("goal-drift.json");
}

/**
 * Which goal-drift figures were published, at which precision? Loads and checks data/published/goal-drift.json
 * (the shipped copy in an installed package).
 *
 * @param file the file to read (default: the project's data/published/goal-drift.json)
 * @returns the figures, domains and window
 * @throws {TrajlabInputError} naming the file and the JSON path (`unreadable`, `not-json`, `wrong-type`,
 *   `duplicate-id`)
 * @example
 * const pub = loadPublishedGoalDrift();
 * pub.figures.find((f) => f.id === "retail.stock")!.value; // 0.155
 * pub.window;                                               // 3
 */
export function loadPublishedGoalDrift(file: string = defaultPublishedGoalDriftPath()): PublishedGoalDrift {
  const d = expectObject(parseJsonText(file, readInputText(file)), file, "");
  const domains = expectObject(d.domains, file, "domains");
  for (const [key, domain] of Object.entries(domains)) expectString(domain, file, keyPath("domains", key));
  if (typeof d.window !== "number" || !Number.isInteger(d.window) || d.window < 1) throw wrongType(file, "window", "an integer ≥ 1", d.window);
  return {
    title: typeof d.title === "string" ? d.title : "",
    source: typeof d.source === "string" ? d.source : "",
    notes: Array.isArray(d.notes) ? d.notes.filter((n): n is string => typeof n === "string") : [],
    domains: domains as Record<string, string>,
    window: d.window,
    figures: checkPublishedFigures(d.figures, file, "figures", true),
  };
}

/** One domain of {@link reproduceGoalDrift}: the run it used and its report. */
export interface GoalDriftDomainReproduction {
  /** Published key (retail, airline, banking). */
  key: string;
  /** τ² domain name. */
  domain: string;
  /** The file the figures were computed from, or null when none was found. */
  source: string | null;
  /** The run's drift report, or null without a file. */
  report: DriftReport | null;
  /** Conversations with writes in neither reward group (missing or fractional reward). */
  otherConversations: number;
}

/** Published goal-drift figures beside the reproduced ones ({@link reproduceGoalDrift}). */
export interface GoalDriftReproduction {
  /** The folder actually read. */
  dir: string;
  /** One comparison per published figure. */
  comparisons: FigureComparison[];
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
 * @param dir a directory of τ² results files (one per domain), or one with a `tau2/` sub-directory
 * @param published the published figures (default: {@link loadPublishedGoalDrift})
 * @returns the comparisons, the runs used, load errors and notes
 * @throws {TrajlabInputError} when the published figures do not load
 * @example
 * const r = reproduceGoalDrift("data/reconstructed");
 * r.comparisons.length;              // 31
 * r.comparisons.every((c) => c.ok);  // true (on the reconstructed export)
 */
export function reproduceGoalDrift(dir: string, published: PublishedGoalDrift = loadPublishedGoalDrift()): GoalDriftReproduction {
  const readDir = fs.existsSync(path.join(dir, "tau2")) && fs.statSync(path.join(dir, "tau2")).isDirectory() ? path.join(dir, "tau2") : dir;
  const notes: string[] = [];
  const { runs, errors } = loadRuns([readDir]);
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
    if (!wanted.has(d)) notes.push(`ignored: ${list.length} run(s) of domain "${d}", which the published figures do not cover (${list.map((r) => r.source).join(", ")})`);
  }

  const domains: GoalDriftDomainReproduction[] = [];
  const comparisons: FigureComparison[] = [];
  for (const [key, domain] of Object.entries(published.domains)) {
    const list = byDomain.get(domain) ?? [];
    if (list.length > 1) notes.push(`domain ${domain}: ${list.length} files; only the first (${list[0].source}) is compared, the others are ignored: ${list.slice(1).map((r) => r.source).join(", ")}`);
    const run = list[0] ?? null;
    const report = run ? analyzeDrift(run, { writes: "checks", window: published.window }) : null;
    const other = report ? report.overall.byReward.other.conversations : 0;
    domains.push({ key, domain, source: run ? run.source : null, report, otherConversations: other });
    if (!report) notes.push(`domain ${domain}: no results file found under ${readDir}`);
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
      if (!report) {
        comparisons.push({ ...base, reproduced: null, numerator: null, denominator: null, ok: false, note: `no ${domain} results file` });
        continue;
      }
      const all = report.overall.all;
      const r1 = report.overall.byReward["reward=1"];
      const r0 = report.overall.byReward["reward=0"];
      const nsh = report.noSelfHealing.overall;
      // a ratio is compared in its published unit: ×100 when the figure is printed in percent
      const pct = fig.unit === "percent" ? 100 : 1;
      let got: Pick<FigureComparison, "reproduced" | "numerator" | "denominator" | "ok"> | null = null;
      let note: string | undefined;
      switch (measure) {
        case "stock": got = fromPoint(fig, all.stockPooled, pct); break;
        case "track.moments": got = fromPoint(fig, all.trackMomentMean, pct); break;
        case "track.finals": got = fromPoint(fig, all.trackFinalMean, pct); if (other > 0) note = `includes ${other} conversation(s) in neither reward group`; break;
        case "track.reward1": got = fromPoint(fig, r1.trackFinalMean, pct); break;
        case "track.reward0": got = fromPoint(fig, r0.trackFinalMean, pct); break;
        case "stock.reward1Finals": got = fromPoint(fig, r1.stockFinalMean, pct); break;
        case "noSelfHealing.mixed": got = fromCount(fig, nsh.mixed); break;
        case "noSelfHealing.alignedAfterDrift": got = fromPoint(fig, nsh.alignedAfterDriftShare, pct); break;
        case "noSelfHealing.twoAlignedAfterDrift": got = fromPoint(fig, nsh.twoAlignedAfterDriftShare, pct); break;
        case "noSelfHealing.noAlignedWrite": got = fromCount(fig, nsh.noAlignedWrite); break;
        case "writeTools":
          // writes: "checks" throws when the file has no typed checks, so the set is known here (null-safe for the type)
          got = report.writeTools ? fromCount(fig, report.writeTools.tools.length) : { reproduced: null, numerator: null, denominator: null, ok: false };
          note = report.writeTools ? `from ${report.writeTools.source}: ${report.writeTools.tools.join(", ")}` : "no write-tool set";
          break;
        default:
          got = { reproduced: null, numerator: null, denominator: null, ok: false };
          note = `unknown measure "${measure}"`;
      }
      comparisons.push({ ...base, ...got, ...(note ? { note } : {}) });
    }
  }
  return { dir: readDir, comparisons, domains, loadErrors, notes, allOk: comparisons.length > 0 && comparisons.every((c) => c.ok) };
}

/** `trajlab reproduce`'s goal-drift family: τ² results files in `<data>/tau2/`, figures in data/published/goal-drift.json. */
export const goalDriftReproducer: Reproducer = {
  name: "goal-drift",
  title: "Goal drift (docs/definitions/goal-drift.md): data/published/goal-drift.json",
  dataSubdir: "tau2",
  run(dir: string): ReproduceResult {
    const r = reproduceGoalDrift(dir);
    // r.notes already names every file that could not be loaded (r.loadErrors).
    return { comparisons: r.comparisons, notes: r.notes };
  },
};
