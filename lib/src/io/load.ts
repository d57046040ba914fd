/**
 * Format detection and batch loading: one entry point for any τ-bench log a user points at.
 */
import * as fs from "fs";
import * as path from "path";
import { isUtf8 } from "buffer";
import { TrajlabInputError, jsonTypeOf } from "./errors";
import { isObject } from "./fieldChecks";
import type { Run, RunFormat } from "./model";
import { parseJsonText } from "./parseJson";
import { errorCode, invalidUtf8Offset, MAX_TEXT_BYTES, readInputBytes, statInput, type ReadStats } from "./read";
import { documentHint, textHint } from "./sniff";
import { elementFormat, invalidUtf8Warning, loadStreamedRun } from "./streamRun";
import { tau1FromJson } from "./tau1";
import { tau2ResultsFromJson } from "./tau2";
import { SIMULATIONS_DIR, hasSimulationsBeside, loadTau2DirWith } from "./tau2Dir";

/**
 * Files larger than this (64 MiB) are streamed — parsed one simulation at a time (stream.ts) — by default; smaller
 * ones are read as one string and parsed with one `JSON.parse`, the faster way while memory allows.
 */
export const STREAM_ABOVE_BYTES = 64 * 1024 * 1024;

/** How many leading elements of a bare JSON array {@link detectRunFormat} looks at. */
const RECOGNISE_WITHIN = 100;

/** Options of {@link loadRun}. */
export interface LoadRunOptions {
  /**
   * Files larger than this many bytes are streamed, one simulation at a time, so that peak memory stays near the
   * size of the loaded model rather than several times the file (default {@link STREAM_ABOVE_BYTES}; files larger
   * than one JavaScript string, about 512 MiB, are always streamed). The result is the same either way.
   */
  streamAboveBytes?: number;
}

/**
 * Which loader understands a parsed JSON document, by shape alone:
 * - an object with `simulations` → `"tau2-results"` (with or without `tasks` and `info`);
 * - an object with `simulation_index` or `tasks` but no `simulations` (the `results.json` of a results
 *   directory) → `"tau2-dir"`;
 * - an array whose first object element (among the first 100) has `traj` → `"tau1-historical"`; has `messages`
 *   or `ticks` → `"tau2-results"` (a bare list of τ² simulations);
 * - anything else → null.
 * Only the keys' presence is checked here; the loaders then check every type.
 *
 * @param doc the parsed document
 * @returns the format, or null
 * @example
 * detectRunFormat({ tasks: [], simulations: [] });      // "tau2-results"
 * detectRunFormat([{ id: "s", task_id: 1, ticks: [] }]); // "tau2-results"
 * detectRunFormat([{ task_id: 0, traj: [] }]);          // "tau1-historical"
 * detectRunFormat({ hello: 1 });                        // null
 */
export function detectRunFormat(doc: unknown): RunFormat | null {
  if (Array.isArray(doc)) {
    for (let i = 0; i < Math.min(doc.length, RECOGNISE_WITHIN); i++) {
      const kind = elementFormat(doc[i]);
      if (kind !== null) return kind === "tau1" ? "tau1-historical" : "tau2-results";
    }
    return null;
  }
  if (isObject(doc)) {
    if ("simulations" in doc) return "tau2-results";
    if ("simulation_index" in doc || "tasks" in doc) return "tau2-dir";
  }
  return null;
}

/**
 * Load one run, detecting its format as τ²-bench does:
 * - a directory, or a JSON file with a `simulations/` directory beside it → the τ² results directory
 *   (`results.json` + `simulations/*.json`, see `loadTau2Dir`);
 * - a JSON object with `simulations`, or a bare array of simulations → τ² Results (`loadTau2Results`);
 * - the `results.json` of a results directory (no `simulations`) → its directory;
 * - a JSON array of records with `traj` → τ-bench v1 (`loadTau1Historical`, domain from the file name);
 * - anything else → `unknown-format`, saying what it saw (and which loader reads it, for TIDE JSONL and CSV
 *   per-task tables).
 * The file is read and parsed once; a file larger than `options.streamAboveBytes` is streamed instead.
 * What cannot be read inside a run (a malformed simulation, an index that disagrees with the files) is in
 * `run.exclusions`; what is missing or suspicious in `run.warnings`.
 *
 * @param file a file or directory
 * @param options streaming threshold
 * @returns the run
 * @throws {TrajlabInputError} a fault of the whole input: `unreadable` (missing, a FIFO, a device), `not-text`
 *   (gzip, UTF-16, binary), `not-json`, `unknown-format`, `wrong-type` at the root or at `simulations`/`tasks`
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * run.format; // "tau2-results"
 */
export function loadRun(file: string, options?: LoadRunOptions): Run {
  return loadRunWith(file, options);
}

function loadRunWith(file: string, options?: LoadRunOptions, stats?: ReadStats): Run {
  const st = statInput(file);
  if (st.isDirectory()) return loadTau2DirWith(file, undefined, stats);
  if (hasSimulationsBeside(file)) return loadTau2DirWith(path.dirname(file), undefined, stats, file);
  const fromDocument = (doc: unknown): Run => runFromDocument(file, doc, stats);
  const threshold = Math.min(options?.streamAboveBytes ?? STREAM_ABOVE_BYTES, MAX_TEXT_BYTES);
  if (st.size > threshold) return loadStreamedRun(file, fromDocument, stats);
  const bytes = readInputBytes(file, stats, MAX_TEXT_BYTES);
  const run = fromDocument(parseJsonText(file, bytes.toString("utf8"), textHint));
  if (!isUtf8(bytes)) run.warnings.unshift(invalidUtf8Warning(file, invalidUtf8Offset(bytes)));
  return run;
}

function runFromDocument(file: string, doc: unknown, stats?: ReadStats): Run {
  const format = detectRunFormat(doc);
  if (format === "tau2-results") return tau2ResultsFromJson(file, doc);
  if (format === "tau1-historical") return tau1FromJson(file, doc);
  if (format === "tau2-dir") return loadTau2DirWith(path.dirname(file), doc, stats, file);
  const hint = documentHint(doc);
  throw new TrajlabInputError("unknown-format", file, "$", `unknown format: ${hint !== null ? `${hint}; ` : ""}${describeShape(doc)}`);
}

function describeShape(doc: unknown): string {
  const expected =
    'expected a τ²-bench results object (with "simulations"), a results.json (with "tasks" or "simulation_index"), ' +
    'a list of τ² simulations (with "messages" or "ticks"), or a τ-bench v1 list of records with "traj"';
  if (Array.isArray(doc)) {
    if (doc.length === 0) return `an empty array; ${expected}`;
    return `an array whose first element is ${jsonTypeOf(doc[0])}${isObject(doc[0]) ? ' without "traj", "messages" or "ticks"' : ""}; ${expected}`;
  }
  if (isObject(doc)) {
    const keys = Object.keys(doc).slice(0, 6).map((k) => JSON.stringify(k));
    return `an object with keys ${keys.length ? keys.join(", ") : "(none)"}${Object.keys(doc).length > 6 ? ", …" : ""}; ${expected}`;
  }
  return `a JSON ${jsonTypeOf(doc)}; ${expected}`;
}

/** Options of {@link loadRuns}. */
export interface LoadRunsOptions extends LoadRunOptions {
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
 * @param paths files and directories
 * @param opts progress callback and streaming threshold
 * @returns the runs that loaded and the errors of the inputs that did not
 * @throws {Error} only for an unexpected failure (a bug): a bad input (a TrajlabInputError) is reported in `errors`
 *   and loading goes on
 * @example
 * const seen: string[] = [];
 * const { runs, errors } = loadRuns(["data/examples", "no-such-run.json"], { onProgress: (file) => void seen.push(file) });
 * runs.map((r) => r.conversations.length); // [6]
 * errors.map((e) => e.message); // ["no-such-run.json: $: cannot read file (ENOENT)"]
 * seen; // ["data/examples/tau2_retail_examples.json", "no-such-run.json"]
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
        runs.push(loadRunWith(entry, opts, stats));
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
 * order (an `unknown-format` error when the whole tree holds none). Hidden entries (".…") are skipped, and so is a
 * `simulations/` sub-directory beside `*.json` files (it belongs to them: τ²'s directory format).
 *
 * @param p a file or directory
 * @returns the inputs, in order
 * @throws {TrajlabInputError} `unreadable` (missing, a FIFO or device, an unreadable directory), `unknown-format`
 *   (a directory tree without any input)
 * @example
 * expandRunPath("data/examples"); // ["data/examples/tau2_retail_examples.json"] (the .jsonl beside it is not a run)
 * expandRunPath("test/fixtures/io").includes("test/fixtures/io/tau2-dir"); // true (a results directory is one input)
 */
export function expandRunPath(p: string): string[] {
  if (!statInput(p).isDirectory()) return [p];
  const files = expandDirectory(p);
  if (files.length === 0) {
    throw new TrajlabInputError("unknown-format", p, "$", "directory holds neither a results.json nor any *.json file");
  }
  return files;
}

/** A directory tree's inputs, walked with an explicit stack (no recursion), in name order. */
function expandDirectory(top: string): string[] {
  const out: string[] = [];
  const stack: string[] = [top];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    if (fs.existsSync(path.join(dir, "results.json"))) {
      out.push(dir);
      continue;
    }
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      throw new TrajlabInputError("unreadable", dir, "$", `cannot read directory (${errorCode(e)})`);
    }
    const visible = entries.filter((d) => !d.name.startsWith(".")).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const hasJson = visible.some((d) => !d.isDirectory() && d.name.endsWith(".json"));
    const subdirs: string[] = [];
    for (const entry of visible) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(hasJson && entry.name === SIMULATIONS_DIR)) subdirs.push(full);
      } else if (entry.name.endsWith(".json")) out.push(full);
    }
    // depth-first in name order: files and sub-directories interleave by name, as a recursive walk would
    for (let k = subdirs.length - 1; k >= 0; k--) stack.push(subdirs[k]);
  }
  return orderLikeRecursion(top, out);
}

/** Sort inputs by their path components, so the explicit-stack walk gives the order of a recursive walk. */
function orderLikeRecursion(top: string, inputs: string[]): string[] {
  const key = (p: string): string[] => path.relative(top, p).split(path.sep);
  return inputs
    .map((p) => ({ p, k: key(p) }))
    .sort((a, b) => {
      const n = Math.min(a.k.length, b.k.length);
      for (let i = 0; i < n; i++) if (a.k[i] !== b.k[i]) return a.k[i] < b.k[i] ? -1 : 1;
      return a.k.length - b.k.length;
    })
    .map((x) => x.p);
}
