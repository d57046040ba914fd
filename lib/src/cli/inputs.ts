/*
 * Loading a command's inputs: every path expanded to its runs, one guarded step per file (one bad or buggy file never
 * takes its neighbours with it), and the total size for a progress line.
 */
import * as fs from "fs";
import * as path from "path";
import { loadRuns, expandRunPath } from "../io/load";
import type { Run } from "../io/model";
import { TrajlabInputError } from "../io/errors";
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
 * The failure of a run that held conversations but loaded none of them (every one excluded, e.g. 114 simulations
 * without `task_id`): its report is still printed, with the exclusions, and the command exits 1 — a run counted as
 * "0 conversations" is not a success. Null when it loaded some, or held none (an empty run is reported as such).
 * The one rule of every command; `trajlab export`, which sees only the counts of its runs, calls
 * {@link nothingLoadedError} with them.
 *
 * @internal
 * @param run the run as loaded
 * @returns the failure (`bad-format` at `$`, the exclusions by reason), or null
 * @example
 * nothingLoaded({ source: "r.json", conversations: [], exclusions: [{ reason: "no task id", count: 2, ids: ["a", "b"], faults: [] }] } as unknown as Run)?.message; // "r.json: $: none of its 2 conversation(s) loaded (no task id: 2)"
 */
export function nothingLoaded(run: Run): TrajlabInputError | null {
  const excluded = run.exclusions.reduce((n, e) => n + e.count, 0);
  const reasons = run.exclusions.map((e) => `${e.reason}: ${e.count}`).join(", ");
  return nothingLoadedError(run.source, run.conversations.length + excluded, run.conversations.length, reasons);
}

/**
 * The failure of a run, from its counts, when it held conversations (`seen` > 0) and loaded none; else null.
 *
 * @internal
 * @param source the run's file or directory
 * @param seen conversations it held (loaded + excluded)
 * @param loaded conversations loaded
 * @param why what the parenthesis says: the exclusions by reason, or where to find them
 * @returns the failure (`bad-format` at `$`), or null
 * @example
 * nothingLoadedError("r.json", 3, 0, "see the exclusions table for the reasons")?.message; // "r.json: $: none of its 3 conversation(s) loaded (see the exclusions table for the reasons)"
 * nothingLoadedError("r.json", 3, 1, "x"); // null
 */
export function nothingLoadedError(source: string, seen: number, loaded: number, why: string): TrajlabInputError | null {
  if (seen === 0 || loaded > 0) return null;
  return new TrajlabInputError("bad-format", source, "$", `none of its ${seen} conversation(s) loaded (${why})`);
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
      for (const run of loaded.runs) {
        const none = nothingLoaded(run);
        if (none !== null) ctx.fail(none, "loading", entry);
      }
      runs.push(...loaded.runs);
    }
  }
  return runs;
}
