/*
 * Loading a command's inputs: every path expanded to its runs, one guarded step per file (one bad or buggy file never
 * takes its neighbours with it), and the total size for a progress line.
 */
import * as fs from "fs";
import * as path from "path";
import { loadRuns, expandRunPath } from "../io/load";
import type { Run } from "../io/model";
import type { CommandContext } from "./command";

/** Bytes of the JSON a path stands for (files, or *.json files below a directory); unreadable → 0. */
function inputBytes(p: string): number {
  try {
    const st = fs.statSync(p);
    if (st.isFile()) return st.size;
    if (!st.isDirectory()) return 0;
    let sum = 0;
    for (const name of fs.readdirSync(p)) {
      const child = path.join(p, name);
      const cst = fs.statSync(child);
      if (cst.isDirectory()) sum += inputBytes(child);
      else if (name.endsWith(".json")) sum += cst.size;
    }
    return sum;
  } catch {
    return 0;
  }
}

/**
 * Total bytes of the JSON the given paths stand for (unreadable paths count 0).
 *
 * @internal
 * @param paths the paths given
 * @returns the bytes
 */
export function totalInputBytes(paths: readonly string[]): number {
  let sum = 0;
  for (const p of paths) {
    let entries: string[];
    try {
      entries = expandRunPath(p);
    } catch {
      continue;
    }
    for (const e of entries) sum += inputBytes(e);
  }
  return sum;
}

/**
 * Load every input, one guarded step per file (a directory of files is expanded first, so one bad or buggy file
 * never takes its neighbours with it).
 *
 * @internal
 * @param ctx the command's context (failures are recorded there)
 * @param inputs the paths given
 * @param onProgress called after each file with the bytes read
 * @returns the runs that loaded, in input order
 */
export function loadInputs(ctx: CommandContext, inputs: readonly string[], onProgress?: (file: string, bytes: number) => void): Run[] {
  const runs: Run[] = [];
  for (const p of inputs) {
    const entries = ctx.guard("finding the runs", p, () => expandRunPath(p));
    if (entries === undefined) continue;
    for (const entry of entries) {
      const loaded = ctx.guard("loading", entry, () => loadRuns([entry], { onProgress }));
      if (loaded === undefined) continue;
      for (const e of loaded.errors) ctx.fail(e, "loading", entry);
      runs.push(...loaded.runs);
    }
  }
  return runs;
}
