/*
 * The inputs of an export, each file once: an input that is the same file as an earlier one (the same path given
 * twice, a directory and a file inside it, a τ² results directory and its results.json, two paths to one file
 * through a symbolic link) would be a second run with the same rows — counted twice in every figure, and, for the
 * same path, two runs rows with one `run` key.
 */
import * as fs from "fs";
import * as path from "path";
import { emptyTables } from "./cells";
import { duplicateExclusionRow } from "./exclusionRows";
import type { InputTables } from "./inputTables";
import type { WorkerTask } from "./workers";

/**
 * The identity of an input: its real path (symbolic links resolved), else its absolute path; for a τ² results
 * directory, the real path of its results.json (so the directory and its results.json given apart are one run).
 */
function identity(input: string): string {
  try {
    const real = fs.realpathSync(input);
    const results = path.join(real, "results.json");
    return fs.statSync(real).isDirectory() && fs.existsSync(results) ? fs.realpathSync(results) : real;
  } catch {
    return path.resolve(input);
  }
}

/**
 * Each input once: the second and later occurrences of a file (by real path) are replaced by a known result that
 * exports nothing but its exclusions row ({@link duplicateExclusionRow}) and says which input it repeats
 * (`duplicate`), in place, so the positions and the order of the other inputs are kept.
 *
 * @internal
 * @param items the expanded inputs (paths, or known results of paths that did not expand)
 * @returns the items, repetitions replaced
 * @example
 * const items = uniqueInputs(["data/examples/tau2_retail_examples.json", "./data/examples/tau2_retail_examples.json"]);
 * [typeof items[0], (items[1] as InputTables).duplicate]; // ["string", { input: "./data/examples/tau2_retail_examples.json", position: 2, sameAs: "data/examples/tau2_retail_examples.json", sameAsPosition: 1 }]
 */
export function uniqueInputs(items: readonly WorkerTask[]): WorkerTask[] {
  const first = new Map<string, { input: string; position: number }>();
  return items.map((item, i) => {
    const input = typeof item === "string" ? item : item.input;
    const key = identity(input);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, { input, position: i + 1 });
      return item;
    }
    const tables = emptyTables();
    tables.exclusions.push(duplicateExclusionRow(input, i + 1, earlier.input, earlier.position));
    const known: InputTables = { input, tables, errors: [], duplicate: { input, position: i + 1, sameAs: earlier.input, sameAsPosition: earlier.position } };
    return known;
  });
}
