/**
 * Load whatever an export holds — τ² results (file or directory, text or voice), τ-bench v1 files, TIDE JSONL and
 * `.events.jsonl` logs — into one list of sources, keeping every input that fails as a typed error.
 */
import * as fs from "fs";
import * as path from "path";
import { TrajlabInputError } from "../io/errors";
import { expandRunPath, loadRuns, type LoadRunOptions } from "../io/load";
import type { Run } from "../io/model";
import { loadTideJsonl, type TideRun } from "../io/tide";
import { loadEventsJsonl, type EventsFile } from "../events/jsonl";

/**
 * One loaded input of an export: a τ-bench run (τ² results file or directory, a bare list of τ² simulations,
 * τ-bench v1), a TIDE JSONL run, or an event log. `label` names it in tables (its path relative to the input the
 * user gave, or its file name); `source` is its path.
 */
export type ExportSource =
  | { kind: "run"; label: string; source: string; run: Run }
  | { kind: "tide"; label: string; source: string; run: TideRun }
  | { kind: "events"; label: string; source: string; eventsFile: EventsFile; errors: TrajlabInputError[] };

/** Result of {@link loadExport}: the inputs as given, every source that loaded, one error per input that did not. */
export interface ExportLoad {
  inputs: string[];
  sources: ExportSource[];
  errors: TrajlabInputError[];
}

const EVENTS_SUFFIX = ".events.jsonl";

/**
 * Load every run an export holds, whatever its shape.
 *
 * Rule, per given path: a `.events.jsonl` file → an event log (`loadEventsJsonl`; trajectories it could not read
 * are kept as errors of that source); another `.jsonl` file → a TIDE run (`loadTideJsonl`; the model is the file
 * name without `.jsonl`, the environment the name of its folder, as `data/reconstructed/tide/<environment>/<model>.jsonl`
 * lays them out — TIDE keeps both in its config, not in the JSONL); anything else → `loadRuns` (τ² files and
 * results directories, bare lists of τ² simulations, τ-bench v1 files). A directory gives its `*.json` inputs (by
 * `expandRunPath`'s rules) and every `*.jsonl` file below it (hidden entries skipped), in name order.
 * An input that cannot be read adds its `TrajlabInputError` to `errors`; loading goes on.
 * Edges: no paths → no sources, no errors; a directory with nothing to load → one `unknown-format` error.
 *
 * @param paths files and directories
 * @param options the streaming threshold of `loadRun`
 * @returns the sources, in input order, and the errors
 * @throws {Error} never for bad input (every input problem is a `TrajlabInputError` in `errors`); an error of any
 *   other class is a bug and propagates, as in `loadRuns`
 * @example
 * const load = loadExport(["data/examples"]);
 * load.sources.map((s) => [s.kind, s.label]); // [["run", "tau2_retail_examples.json"], ["events", "diagnostics_tiny.events.jsonl"]]
 * loadExport(["no/such/file.json"]).errors[0].kind; // "unreadable"
 */
export function loadExport(paths: readonly string[], options: LoadRunOptions = {}): ExportLoad {
  const out: ExportLoad = { inputs: [...paths], sources: [], errors: [] };
  for (const p of paths) {
    let isDir = false;
    try {
      isDir = fs.statSync(p).isDirectory();
    } catch {
      isDir = false; // a missing path: loadRuns reports it as `unreadable`
    }
    if (!isDir) {
      if (p.endsWith(".jsonl")) addJsonl(out, p, path.basename(p));
      else addRuns(out, [p], (s) => (s === p ? path.basename(p) : path.relative(path.dirname(p), s) || path.basename(s)));
      continue;
    }
    const jsonl = jsonlFiles(p);
    let hasJson = true;
    try {
      expandRunPath(p);
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      if (e.kind !== "unknown-format" || jsonl.length === 0) out.errors.push(e);
      hasJson = false;
    }
    if (hasJson) addRuns(out, [p], (s) => path.relative(p, s) || path.basename(s));
    for (const f of jsonl) addJsonl(out, f, path.relative(p, f));
  }
  return out;
}

function addRuns(out: ExportLoad, paths: string[], labelOf: (source: string) => string): void {
  const { runs, errors } = loadRuns(paths);
  for (const run of runs) out.sources.push({ kind: "run", label: labelOf(run.source), source: run.source, run });
  out.errors.push(...errors);
}

function addJsonl(out: ExportLoad, file: string, label: string): void {
  try {
    if (file.endsWith(EVENTS_SUFFIX)) {
      const { eventsFile, errors } = loadEventsJsonl(file);
      out.sources.push({ kind: "events", label, source: file, eventsFile, errors });
    } else {
      const meta = { model: path.basename(file, ".jsonl"), environment: path.basename(path.dirname(path.resolve(file))) };
      out.sources.push({ kind: "tide", label, source: file, run: loadTideJsonl(file, meta) });
    }
  } catch (e) {
    if (!(e instanceof TrajlabInputError)) throw e;
    out.errors.push(e);
  }
}

/** Every `*.jsonl` file below `dir`, in name order (depth first), hidden entries skipped. */
function jsonlFiles(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop() as string;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      continue; // an unreadable sub-directory is reported by expandRunPath when it matters
    }
    const visible = entries.filter((e) => !e.name.startsWith(".")).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const subdirs: string[] = [];
    for (const e of visible) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) subdirs.push(full);
      else if (e.name.endsWith(".jsonl")) out.push(full);
    }
    for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]);
  }
  return out;
}
