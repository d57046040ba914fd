/**
 * Format detection and batch loading: one entry point for any τ-bench log a user points at.
 */
import * as fs from "fs";
import * as path from "path";
import { TrajlabInputError, jsonTypeOf } from "./errors";
import { Run, RunFormat } from "./model";
import { ReadStats, errorCode, isObject, parseJsonText, readInputText } from "./json";
import { loadTau2DirWith, tau2ResultsFromJson } from "./tau2";
import { tau1FromJson } from "./tau1";

/**
 * Which loader understands a parsed JSON document, by shape alone:
 * - an object with `simulations` and `tasks` → `"tau2-results"`;
 * - an object with `simulation_index` and `tasks` (the `results.json` of a results directory) → `"tau2-dir"`;
 * - a non-empty array whose first element is an object with `traj` → `"tau1-historical"`;
 * - anything else → null.
 * Only the keys' presence is checked here; the loaders then check every type.
 *
 * @example
 * detectRunFormat({ tasks: [], simulations: [] }); // "tau2-results"
 * detectRunFormat([{ task_id: 0, traj: [] }]);     // "tau1-historical"
 * detectRunFormat({ hello: 1 });                   // null
 */
export function detectRunFormat(doc: unknown): RunFormat | null {
  if (Array.isArray(doc)) {
    return doc.length > 0 && isObject(doc[0]) && "traj" in doc[0] ? "tau1-historical" : null;
  }
  if (isObject(doc) && "tasks" in doc) {
    if ("simulations" in doc) return "tau2-results";
    if ("simulation_index" in doc) return "tau2-dir";
  }
  return null;
}

/**
 * Load one run, detecting its format:
 * - a directory → the τ² results directory (`results.json` + `simulations/*.json`, see `loadTau2Dir`);
 * - a JSON object with `simulations` and `tasks` → τ² Results (`loadTau2Results`);
 * - the `results.json` of a results directory (`simulation_index`, no `simulations`) → its directory;
 * - a JSON array of records with `traj` → τ-bench v1 (`loadTau1Historical`, domain from the file name);
 * - anything else → a TrajlabInputError of kind `unknown-format`.
 * The file is read and parsed once.
 *
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * run.format; // "tau2-results"
 */
export function loadRun(file: string): Run {
  return loadRunWith(file);
}

/** `fs.statSync`, with a failure as an `unreadable` error naming the path (the same words as readInputText). */
function statInput(p: string): fs.Stats {
  try {
    return fs.statSync(p);
  } catch (e) {
    throw new TrajlabInputError("unreadable", p, "$", `cannot read file (${errorCode(e)})`);
  }
}

function loadRunWith(file: string, stats?: ReadStats): Run {
  if (statInput(file).isDirectory()) return loadTau2DirWith(file, undefined, stats);
  const doc = parseJsonText(file, readInputText(file, stats));
  const format = detectRunFormat(doc);
  if (format === "tau2-results") return tau2ResultsFromJson(file, doc);
  if (format === "tau1-historical") return tau1FromJson(file, doc);
  if (format === "tau2-dir") return loadTau2DirWith(path.dirname(file), doc, stats, file);
  throw new TrajlabInputError("unknown-format", file, "$", `unknown format: ${describeShape(doc)}`);
}

function describeShape(doc: unknown): string {
  const expected =
    'expected a τ²-bench results object (with "simulations" and "tasks"), a results.json with ' +
    '"simulation_index", or a τ-bench v1 list of records with "traj"';
  if (Array.isArray(doc)) {
    if (doc.length === 0) return `an empty array; ${expected}`;
    return `an array whose first element is ${jsonTypeOf(doc[0])}${isObject(doc[0]) ? ' without "traj"' : ""}; ${expected}`;
  }
  if (isObject(doc)) {
    const keys = Object.keys(doc).slice(0, 6).map((k) => JSON.stringify(k));
    return `an object with keys ${keys.length ? keys.join(", ") : "(none)"}${Object.keys(doc).length > 6 ? ", …" : ""}; ${expected}`;
  }
  return `a JSON ${jsonTypeOf(doc)}; ${expected}`;
}

/** Options of {@link loadRuns}. */
export interface LoadRunsOptions {
  /** Called after each run (file or results directory) is attempted, with the bytes read for it. */
  onProgress?(file: string, bytes: number): void;
}

/** Result of {@link loadRuns}: every run that loaded, and one error per input that did not. */
export interface LoadRunsResult {
  runs: Run[];
  errors: TrajlabInputError[];
}

/**
 * Load many runs. Each path is a file or a directory, expanded by {@link expandRunPath}: a directory that
 * contains `results.json` is one τ² results directory; any other directory contributes its `*.json` files and,
 * recursively, the inputs of its sub-directories (in name order, hidden entries skipped).
 * A failing input adds its TrajlabInputError to `errors` and loading continues: runs already loaded are
 * never lost. A directory with nothing to load is reported as an `unknown-format` error, so no input is
 * skipped silently. Programming errors (anything not a TrajlabInputError) still propagate.
 *
 * @example
 * const { runs, errors } = loadRuns(["data/examples", "my-run.json"], {
 *   onProgress: (file, bytes) => console.log(file, bytes),
 * });
 */
export function loadRuns(paths: string[], opts?: LoadRunsOptions): LoadRunsResult {
  const runs: Run[] = [];
  const errors: TrajlabInputError[] = [];
  for (const p of paths) {
    let entries: string[];
    try {
      entries = expandRunPath(p);
    } catch (e) {
      if (e instanceof TrajlabInputError) {
        errors.push(e);
        if (opts && opts.onProgress) opts.onProgress(p, 0);
        continue;
      }
      throw e;
    }
    for (const entry of entries) {
      const stats: ReadStats = { bytes: 0 };
      try {
        runs.push(loadRunWith(entry, stats));
      } catch (e) {
        if (!(e instanceof TrajlabInputError)) throw e;
        errors.push(e);
      }
      if (opts && opts.onProgress) opts.onProgress(entry, stats.bytes);
    }
  }
  return { runs, errors };
}

/**
 * The run inputs a path stands for: a file → itself; a directory with `results.json` → the directory (τ² dir
 * format); another directory → its `*.json` files and, recursively, the inputs of its sub-directories, in name
 * order (an `unknown-format` error when the whole tree holds none). Hidden entries (".…") are skipped.
 */
export function expandRunPath(p: string): string[] {
  if (!statInput(p).isDirectory()) return [p];
  const files = expandDirectory(p);
  if (files.length === 0) {
    throw new TrajlabInputError(
      "unknown-format",
      p,
      "$",
      "directory holds neither a results.json nor any *.json file",
    );
  }
  return files;
}

function expandDirectory(dir: string): string[] {
  if (fs.existsSync(path.join(dir, "results.json"))) return [dir];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    throw new TrajlabInputError("unreadable", dir, "$", `cannot read directory (${errorCode(e)})`);
  }
  const out: string[] = [];
  for (const entry of entries.filter((d) => !d.name.startsWith(".")).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...expandDirectory(full));
    else if (entry.name.endsWith(".json")) out.push(full);
  }
  return out;
}
