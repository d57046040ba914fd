/**
 * Build the atlas from the shared folders of public runs: load every run, analyse its goal drift and data quality,
 * and keep one row per conversation with the provenance of every file read.
 */
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { analyzeDrift, type DriftReport } from "../drift/analyzeDrift";
import type { DriftExclusionReason } from "../drift/conversationDrift";
import { DATA_QUALITY_REASONS } from "../drift/dataQuality";
import { resolveRunGold } from "../drift/goldActions";
import { rewardGroup } from "../drift/rewardGroup";
import { loadRuns } from "../io/load";
import type { Run } from "../io/model";
import { goldKey } from "./goldKey";
import type { AtlasConversation, AtlasData, AtlasRun, AtlasSource } from "./model";
import { readProvenance, type ProvenanceEntry } from "./provenance";

/** The folders of the shared root the atlas reads, in order (each with a README.md giving provenance). */
export const ATLAS_FOLDERS: readonly string[] = ["data", "tau2-public"];

/** The command that regenerates the committed atlas. */
const GENERATED_BY = "node scripts/make-atlas.mjs (reads ../shared/data and ../shared/tau2-public)";

/**
 * The atlas of the public runs under `root` (the folder holding `data/` and `tau2-public/`; docs/definitions/atlas.md).
 *
 * Steps: read each folder's README provenance table (`readProvenance`); load every run of the folders
 * (`loadRuns`, in name order); per run, `analyzeDrift` with its defaults (the domain's declared write set, H = 3,
 * data-quality threshold 0.1); per file read, its size and SHA-256; per conversation, one row: reward, reward group,
 * termination, the drift row's fields (or its exclusion), the key of its gold actions (`goldKey`), its data faults
 * and whether the agent wrote off gold. Deterministic: the same files give the same data (no clock, no randomness).
 * Edges: a folder that is missing is skipped; an input that does not load is listed in `notLoaded`.
 *
 * @param root the shared folder (e.g. `path.dirname(locateSharedData())`)
 * @returns the atlas data (write it with `atlasJson`)
 * @example
 * buildAtlas("no/such/folder").runs; // []
 */
export function buildAtlas(root: string): AtlasData {
  const folders = ATLAS_FOLDERS.filter((f) => isDirectory(path.join(root, f)));
  const provenance = new Map<string, ProvenanceEntry>();
  for (const f of folders) {
    const readme = path.join(root, f, "README.md");
    if (!fs.existsSync(readme)) continue;
    for (const e of readProvenance(fs.readFileSync(readme, "utf8"))) provenance.set(toPosix(path.join(f, e.file)), e);
  }
  const { runs, errors } = loadRuns(folders.map((f) => path.join(root, f)));
  const sources: AtlasSource[] = [];
  const sourceIndex = new Map<string, number>();
  const sourceOf = (file: string): number => {
    const rel = toPosix(path.relative(root, file));
    const known = sourceIndex.get(rel);
    if (known !== undefined) return known;
    const bytes = fs.readFileSync(file);
    const p = provenance.get(rel);
    sources.push({ file: rel, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), repository: p?.repository ?? null, commit: p?.commit ?? null, path: p?.path ?? null });
    sourceIndex.set(rel, sources.length - 1);
    return sources.length - 1;
  };
  const atlasRuns: AtlasRun[] = [];
  const conversations: AtlasConversation[] = [];
  let settings: AtlasData["settings"] = { window: 3, writes: "default", dataQualityThreshold: 0.1 };
  runs.forEach((run, r) => {
    const report = analyzeDrift(run);
    settings = { window: report.settings.window, writes: "default", dataQualityThreshold: report.dataQuality.threshold };
    const files = runFiles(run);
    atlasRuns.push(atlasRun(run, report, toPosix(path.relative(root, run.source)), files.map(sourceOf)));
    conversations.push(...atlasConversations(run, report, r, (file) => sourceOf(file)));
  });
  return {
    schema: "trajlab.atlas",
    version: "1",
    description:
      "The public τ²-bench and τ-bench runs of ../shared/data and ../shared/tau2-public reduced to one row per conversation " +
      "(reward, goal-drift row, gold-action key, data-quality state), with the size, SHA-256, repository, commit and path of every file read.",
    generatedBy: GENERATED_BY,
    settings,
    sources,
    runs: atlasRuns,
    notLoaded: errors.map((e) => `${toPosix(path.relative(root, e.file))}: ${e.detail}`),
    conversations,
  };
}

/** The files a run was read from: its file, or a results directory's results.json, then its conversations' files. */
function runFiles(run: Run): string[] {
  const out: string[] = [];
  const add = (f: string) => {
    if (!out.includes(f)) out.push(f);
  };
  if (isDirectory(run.source)) {
    const results = path.join(run.source, "results.json");
    if (fs.existsSync(results)) add(results);
  } else add(run.source);
  for (const c of run.conversations) add(c.file);
  return out;
}

function atlasRun(run: Run, report: DriftReport, label: string, sources: number[]): AtlasRun {
  const dq = report.dataQuality;
  const off = dq.findings.writesOffGold.share;
  return {
    label,
    format: run.format,
    domain: run.domain,
    agent: run.agentModel,
    conversations: run.conversations.length,
    tasks: new Set(run.conversations.map((c) => c.taskId)).size,
    sources,
    excludedAtLoad: run.exclusions.reduce((n, e) => n + e.count, 0),
    loadWarnings: run.warnings.map((w) => `${w.kind}: ${w.detail}`),
    writeTools: report.writeTools ? { source: report.writeTools.source, tools: [...report.writeTools.tools] } : null,
    writeToolsReason: report.writeToolsUnavailable ? report.writeToolsUnavailable.reason : null,
    dataQuality: {
      verdict: dq.verdict,
      verdictText: dq.verdictText,
      checked: dq.checked,
      flagged: dq.flagged,
      faults: Object.fromEntries(DATA_QUALITY_REASONS.map((r) => [r, dq.byReason.find((b) => b.reason === r)?.count ?? 0])) as AtlasRun["dataQuality"]["faults"],
      wroteOffGold: { value: off.value, numerator: off.numerator, denominator: off.denominator },
    },
  };
}

function atlasConversations(run: Run, report: DriftReport, runIndex: number, sourceOf: (file: string) => number): AtlasConversation[] {
  const drift = new Map(report.conversations.map((c) => [c.conversationId, c]));
  const excludedFor = new Map<string, DriftExclusionReason>();
  for (const e of report.exclusions) for (const id of e.ids ?? []) if (!excludedFor.has(id)) excludedFor.set(id, e.reason as DriftExclusionReason);
  const faults = new Map(report.dataQuality.flags.map((f) => [f.conversationId, f.reasons]));
  const unchecked = new Map<string, string>();
  for (const e of report.dataQuality.flaggedShare.exclusions) for (const id of e.ids ?? []) unchecked.set(id, e.reason);
  const offGold = new Set(report.dataQuality.findings.writesOffGold.ids);
  // the key of the gold actions pairing compares (drift/goldActions.ts, the rule sharedTasks uses)
  const pairing = resolveRunGold(run, true).resolutions;
  return run.conversations.map((c, i) => {
    const d = drift.get(c.id);
    const excluded = d ? d.excluded : excludedFor.get(c.id);
    if (excluded === undefined) throw new Error(`buildAtlas: conversation ${c.id} of ${run.source} has neither a drift row nor an exclusion (a bug — please report it)`);
    return {
      run: runIndex,
      source: sourceOf(c.file),
      conversationId: c.id,
      taskId: c.taskId,
      trial: c.trial,
      reward: c.reward,
      rewardGroup: rewardGroup(c.reward),
      terminationReason: c.terminationReason,
      excluded,
      writeCount: d ? d.writeCount : 0,
      driftCount: d ? d.driftCount : null,
      gdTrackMean: d ? d.gdTrackMean : null,
      gdStockMean: d ? d.gdStockMean : null,
      gdTrackFinal: d ? d.gdTrackFinal : null,
      gdStockFinal: d ? d.gdStockFinal : null,
      gold: goldKey({ goldActions: pairing[i].pairingGold, actionChecks: null }),
      faults: [...(faults.get(c.id) ?? [])],
      unchecked: unchecked.get(c.id) ?? null,
      wroteOffGold: offGold.has(c.id),
    };
  });
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}
