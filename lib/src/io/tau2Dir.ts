/**
 * τ²-bench's directory format: `results.json` (the run's `info`, `tasks`, and — in newer versions — a
 * `simulation_index`) plus one file per simulation in `simulations/` (src/tau2/data_model/simulation.py,
 * `Results.load`, and src/tau2/utils/io_utils.py `load_results_dict`, sierra-research/tau2-bench).
 *
 * As τ² reads it: the simulations are every `*.json` file in `simulations/`, in file-name order;
 * `format_version` in `results.json` is ignored; when a `simulations/` directory exists, the simulations inside
 * `results.json` (if any) are not used. Where τ² refuses the whole run, this loader keeps the good parts:
 * - an index and files that disagree ("Dir format integrity check failed" in τ²): every id listed in the index
 *   without a file, and every file the index does not list, is excluded by name; the others load;
 * - a simulation file that cannot be read, is not JSON or is malformed: that conversation is excluded;
 * - a `results.json` without `simulations/` beside it: read as a single Results file when it holds the
 *   simulations itself (τ² would find none), else a run of no conversations with a `missing-part` warning.
 * An index entry matches a file by the file's name without `.json` (τ²'s rule) or by the simulation id inside it.
 */
import * as fs from "fs";
import * as path from "path";
import { TrajlabInputError } from "./errors";
import { expectObject, isObject } from "./fieldChecks";
import { LOAD_EXCLUSION, LoadLog } from "./loadLog";
import type { Run } from "./model";
import { parseJsonText } from "./parseJson";
import { indexPath, keyPath } from "./paths";
import { errorCode, readInputText, type ReadStats } from "./read";
import { textHint } from "./sniff";
import { tau2ResultsFromJson } from "./tau2";
import { parseTau2Header } from "./tau2Header";
import { Tau2RunBuilder } from "./tau2Run";

/** The folder of simulation files beside `results.json`. */
export const SIMULATIONS_DIR = "simulations";

/**
 * Whether a results file has a `simulations/` directory beside it — τ²'s own test for the directory format
 * (`Results._detect_format`): such a file is the metadata of a results directory, whatever it holds.
 *
 * @param file a JSON file's path
 * @returns true when `<dirname(file)>/simulations` is a directory
 * @example
 * hasSimulationsBeside("test/fixtures/io/tau2-dir/results.json"); // true (test/fixtures/io/tau2-dir/simulations/ exists)
 * hasSimulationsBeside("data/examples/tau2_retail_examples.json"); // false
 */
export function hasSimulationsBeside(file: string): boolean {
  try {
    return fs.statSync(path.join(path.dirname(file), SIMULATIONS_DIR)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Load a τ²-bench results directory (see the module comment): `<dir>/results.json` plus
 * `<dir>/simulations/*.json`, each holding one SimulationRun (with `messages`, or full-duplex `ticks`). `dir` may
 * also be the `results.json` itself.
 *
 * Faults inside `simulations/x.json` name that file, with paths from its root (`messages[7].tool_calls[0]`,
 * `ticks[5].agent_tool_calls[0]`); a conversation whose file has no readable id is named by the file name without
 * `.json`. Duplicate simulation ids: the first file (in name order) is kept, the later excluded naming both.
 *
 * @param dir the results directory, or its `results.json`
 * @returns the run (`format` "tau2-dir"; "tau2-results" when there is no `simulations/` and `results.json` holds
 *   the simulations itself)
 * @throws {TrajlabInputError} faults of the run as a whole: `results.json` unreadable, not JSON or not an object;
 *   `simulations/` present but unreadable; `tasks` that is not a list
 * @example
 * const run = loadTau2Dir("test/fixtures/io/tau2-dir");
 * run.format;                // "tau2-dir"
 * run.conversations[0].file; // "test/fixtures/io/tau2-dir/simulations/sim-1.json"
 */
export function loadTau2Dir(dir: string): Run {
  let isFile = false;
  try {
    isFile = fs.statSync(dir).isFile();
  } catch {
    // a missing path: reported below as a missing results.json
  }
  return isFile ? loadTau2DirWith(path.dirname(dir), undefined, undefined, dir) : loadTau2DirWith(dir);
}

/**
 * @internal {@link loadTau2Dir} with an optional pre-parsed `results.json`, a byte counter, and the metadata file's
 * path when it is not `<dir>/results.json`.
 *
 * @param dir the results directory
 * @param parsedResults `results.json` already parsed (by `loadRun`, which parses once)
 * @param stats byte counter
 * @param resultsPath the metadata file, when not `<dir>/results.json`
 * @returns the run
 * @throws {TrajlabInputError} as {@link loadTau2Dir}
 */
export function loadTau2DirWith(dir: string, parsedResults?: unknown, stats?: ReadStats, resultsPath?: string): Run {
  const resultsFile = resultsPath !== undefined ? resultsPath : path.join(dir, "results.json");
  const doc = parsedResults !== undefined ? parsedResults : parseJsonText(resultsFile, readInputText(resultsFile, stats), textHint);
  const simsDir = path.join(dir, SIMULATIONS_DIR);
  let entries: fs.Dirent[] | null = null;
  try {
    entries = fs.readdirSync(simsDir, { withFileTypes: true });
  } catch (e) {
    const code = errorCode(e);
    if (code !== "ENOENT" && code !== "ENOTDIR") {
      throw new TrajlabInputError("unreadable", simsDir, "$", `cannot read the simulations directory of a τ² results directory (${code})`);
    }
  }
  if (entries === null && (Array.isArray(doc) || (isObject(doc) && Array.isArray(doc.simulations)))) return tau2ResultsFromJson(resultsFile, doc);
  const root = expectObject(doc, resultsFile, "");
  const log = new LoadLog();
  const builder = new Tau2RunBuilder(log);
  const idOfStem = new Map<string, string | null>(); // file stem → simulation id read from it (null: not read)
  if (entries === null) {
    log.warn("missing-part", resultsFile, "$", `no ${SIMULATIONS_DIR}/ directory beside this results.json: the run has no conversations`, null);
  } else {
    if (Array.isArray(root.simulations) && root.simulations.length > 0) {
      log.warn(
        "ignored-part",
        resultsFile,
        "simulations",
        `results.json holds simulations of its own; the ${SIMULATIONS_DIR}/ directory beside it is read instead, as τ² does`,
        null,
      );
    }
    const names = entries.filter((d) => d.name.endsWith(".json")).map((d) => d.name);
    names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
      const simFile = path.join(simsDir, name);
      const stem = name.slice(0, -".json".length);
      let simDoc: unknown;
      try {
        simDoc = parseJsonText(simFile, readInputText(simFile, stats), textHint);
      } catch (e) {
        if (!(e instanceof TrajlabInputError)) throw e;
        builder.exclude(LOAD_EXCLUSION.unreadableFile, stem, e);
        idOfStem.set(stem, null);
        continue;
      }
      const added = builder.add(simFile, simDoc, "", stem, simFile);
      idOfStem.set(stem, added ?? (isObject(simDoc) && typeof simDoc.id === "string" ? simDoc.id : null));
    }
  }
  checkSimulationIndex(resultsFile, simsDir, root.simulation_index, idOfStem, builder, log);
  return builder.finish(dir, "tau2-dir", parseTau2Header(resultsFile, root, log), resultsFile);
}

/**
 * τ²'s integrity check, without refusing the run: ids listed in `simulation_index` with no file → excluded
 * (`missingFile`); files the index does not list → their conversations excluded (`notIndexed`). A missing or
 * null index checks nothing; an index of the wrong shape, or entries without a string `id`, are `ignored-part`
 * warnings.
 */
function checkSimulationIndex(
  resultsFile: string,
  simsDir: string,
  index: unknown,
  idOfStem: Map<string, string | null>,
  builder: Tau2RunBuilder,
  log: LoadLog,
): void {
  if (index === undefined || index === null) return;
  let entries: Array<[string, unknown]>;
  if (Array.isArray(index)) entries = index.map((e, i) => [indexPath("simulation_index", i), e]);
  else if (isObject(index)) entries = Object.keys(index).map((k) => [keyPath("simulation_index", k), index[k]]);
  else {
    log.warn("ignored-part", resultsFile, "simulation_index", "simulation_index is neither a list nor an object: not checked against the files", null);
    return;
  }
  const listed = new Map<string, string>(); // id → its entry's path
  for (const [p, entry] of entries) {
    if (isObject(entry) && typeof entry.id === "string") {
      if (!listed.has(entry.id)) listed.set(entry.id, p);
    } else log.warn("ignored-part", resultsFile, p, "a simulation_index entry without a string id: ignored", null);
  }
  const onDisk = new Set<string>();
  for (const [stem, id] of idOfStem) {
    onDisk.add(stem);
    if (id !== null) onDisk.add(id);
  }
  for (const [id, p] of listed) {
    if (onDisk.has(id)) continue;
    builder.exclude(
      LOAD_EXCLUSION.missingFile,
      id,
      new TrajlabInputError("bad-format", resultsFile, p, `simulation ${JSON.stringify(id)} is listed in the index, but no file in ${SIMULATIONS_DIR}/ holds it`),
    );
  }
  for (const [stem, id] of idOfStem) {
    if (listed.has(stem) || (id !== null && listed.has(id))) continue;
    const file = path.join(simsDir, stem + ".json");
    const detail = `the file ${JSON.stringify(stem + ".json")}${id !== null ? ` (simulation ${JSON.stringify(id)})` : ""} is not listed in results.json's simulation_index`;
    if (id !== null && builder.drop(id)) builder.exclude(LOAD_EXCLUSION.notIndexed, id, new TrajlabInputError("bad-format", file, "$", detail));
  }
}
