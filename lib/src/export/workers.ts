/*
 * A worker pool over the inputs of an export: each input (a results file or a τ² results directory) is loaded and
 * turned into rows by one worker thread (worker.ts running inputTables), and the results are handed on strictly in
 * input order, so the output does not depend on how many workers ran or which finished first.
 */
import * as fs from "fs";
import * as path from "path";
import { Worker } from "worker_threads";
import { emptyTables } from "./cells";
import { inputExclusionRow } from "./exclusionRows";
import { inputTables, inputError, type InputTables } from "./inputTables";
import type { ExportOptions } from "./runTables";

/**
 * An item of the pool: an input to compute, or a result already known (an input path that did not expand).
 *
 * @internal
 */
export type WorkerTask = string | InputTables;

/**
 * The compiled worker script beside this file (lib/dist/export/worker.js).
 *
 * @internal
 * @returns its path
 */
export function defaultWorkerScript(): string {
  return path.join(__dirname, "worker.js");
}

function crashed(input: string, e: unknown): InputTables {
  const error = inputError(input, "an export worker", e);
  const tables = emptyTables();
  tables.exclusions.push(inputExclusionRow(error));
  return { input, tables, errors: [error] };
}

/**
 * Compute every item's tables and hand each to `onResult` in item order. `jobs` = 1 computes in this thread, one
 * item after another (yielding to the event loop between items, so signal handlers run); `jobs` > 1 starts
 * min(jobs, items) worker threads, each computing one input at a time, and
 * keeps at most 2 × jobs results waiting for their turn (memory stays bounded when one input is slow). A worker
 * that dies takes only its input with it (an internal-error exclusion) and is replaced.
 *
 * @internal
 * @param items the inputs (or known results), in output order
 * @param options the export options, passed to every worker
 * @param jobs the number of workers (≥ 1)
 * @param onResult called once per item, in order, with its tables
 * @param workerScript the compiled worker (default: worker.js beside this file)
 * @returns when every item has been handed on
 * @throws {Error} when jobs > 1 and the worker script does not exist (run `npm run build`)
 */
export async function mapOnWorkers(items: readonly WorkerTask[], options: ExportOptions, jobs: number, onResult: (r: InputTables, index: number) => void, workerScript: string = defaultWorkerScript()): Promise<void> {
  const computeCount = items.filter((x) => typeof x === "string").length;
  if (jobs <= 1 || computeCount <= 1) {
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      onResult(typeof item === "string" ? inputTables(item, options) : item, i);
      // let the event loop run between inputs: a SIGTERM or SIGINT handler can then stop the export
      if (i + 1 < items.length) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return;
  }
  if (!fs.existsSync(workerScript)) throw new Error(`the export worker ${workerScript} does not exist: --jobs needs the compiled library (run npm run build)`);
  await new Promise<void>((resolve, reject) => {
    const results = new Map<number, InputTables>();
    const workers = new Set<Worker>();
    const idle: Worker[] = [];
    const busy = new Map<Worker, number>();
    let next = 0;
    let cursor = 0;
    let settled = false;
    const stop = (e?: unknown) => {
      if (settled) return;
      settled = true;
      for (const w of workers) void w.terminate();
      if (e === undefined) resolve();
      else reject(e);
    };
    const deliver = () => {
      while (!settled && results.has(next)) {
        const r = results.get(next) as InputTables;
        results.delete(next);
        try {
          onResult(r, next);
        } catch (e) {
          stop(e);
          return;
        }
        next++;
      }
      if (next === items.length) stop();
      else dispatch();
    };
    const dispatch = () => {
      while (!settled && cursor < items.length && cursor < next + 2 * jobs) {
        const item = items[cursor];
        if (typeof item !== "string") {
          results.set(cursor++, item);
          continue;
        }
        const w = idle.pop();
        if (!w) return;
        busy.set(w, cursor);
        w.postMessage({ index: cursor, input: item, options });
        cursor++;
      }
    };
    const spawn = () => {
      const w = new Worker(workerScript);
      workers.add(w);
      w.on("message", (m: { index: number; result: InputTables }) => {
        busy.delete(w);
        idle.push(w);
        results.set(m.index, m.result);
        deliver();
      });
      // a worker that fails (an uncaught error, or an exit while it works) loses only its input
      const lost = (e: unknown) => {
        if (!workers.has(w)) return;
        const i = busy.get(w);
        busy.delete(w);
        workers.delete(w);
        const k = idle.indexOf(w);
        if (k >= 0) idle.splice(k, 1);
        void w.terminate();
        if (settled) return;
        if (i !== undefined) results.set(i, crashed(items[i] as string, e));
        spawn();
        deliver();
      };
      w.on("error", lost);
      w.on("exit", (code) => lost(new Error(`the worker stopped (exit code ${code})`)));
      idle.push(w);
    };
    for (let k = 0; k < Math.min(jobs, computeCount); k++) spawn();
    deliver();
  });
}
