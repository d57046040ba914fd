/**
 * Loading a run from a file too large to read as one string: the file is streamed (stream.ts) and each simulation
 * (or τ-bench v1 record) goes to its run builder as soon as it is parsed, so the raw JSON of one element is alive
 * at a time and only the model is kept. Gives the same {@link Run} as the text path of `loadRun`.
 */
import * as fs from "fs";
import { TrajlabInputError } from "./errors";
import { isObject } from "./fieldChecks";
import { LoadLog } from "./loadLog";
import type { LoadWarning, Run } from "./model";
import { readFully, type ReadStats } from "./read";
import { textHint } from "./sniff";
import { streamJsonFile } from "./stream";
import { Tau1RunBuilder } from "./tau1";
import { parseTau2Header } from "./tau2Header";
import { Tau2RunBuilder } from "./tau2Run";

/** How many leading elements of a root array may be unrecognisable before the file is called an unknown format. */
const RECOGNISE_WITHIN = 100;

/**
 * Which run format an element of a bare JSON array belongs to: τ-bench v1 (`traj`), τ² (`messages` or `ticks`),
 * or null.
 *
 * @param value one element
 * @returns "tau1", "tau2" or null
 * @example
 * elementFormat({ task_id: 0, traj: [] });       // "tau1"
 * elementFormat({ id: "s", task_id: 1, ticks: [] }); // "tau2"
 * elementFormat(3);                               // null
 */
export function elementFormat(value: unknown): "tau1" | "tau2" | null {
  if (!isObject(value)) return null;
  if ("traj" in value) return "tau1";
  if ("messages" in value || "ticks" in value) return "tau2";
  return null;
}

/**
 * The warning for a file with bytes that are not UTF-8 (they decode as U+FFFD).
 *
 * @param file the file
 * @param offset the byte offset of the first invalid sequence
 * @returns the warning
 * @example
 * invalidUtf8Warning("r.json", 120).detail; // "bytes that are not valid UTF-8 (the first at byte offset 120), decoded as U+FFFD: text containing them will not match"
 */
export function invalidUtf8Warning(file: string, offset: number): LoadWarning {
  return {
    kind: "suspicious-value",
    detail: `bytes that are not valid UTF-8 (the first at byte offset ${offset}), decoded as U+FFFD: text containing them will not match`,
    count: 1,
    ids: [],
    file,
    path: "$",
  };
}

/**
 * Stream `file` into a run. `fromDocument` handles what turns out not to be a streamed τ² or v1 list (an object
 * without `simulations`, a scalar, an unrecognisable array), exactly as the text path would.
 *
 * @param file the file
 * @param fromDocument the text path's dispatcher, for documents that are not a streamed list
 * @param stats optional byte counter
 * @param chunkBytes bytes read at a time (default 16 MiB)
 * @returns the run
 * @throws {TrajlabInputError} as `loadRun`
 * @example
 * const f = "data/examples/tau2_retail_examples.json";
 * loadStreamedRun(f, (doc) => tau2ResultsFromJson(f, doc)).conversations.length; // 6 (the simulations, parsed one at a time)
 */
export function loadStreamedRun(file: string, fromDocument: (doc: unknown) => Run, stats?: ReadStats, chunkBytes?: number): Run {
  const log = new LoadLog();
  let tau2: Tau2RunBuilder | null = null;
  let tau1: Tau1RunBuilder | null = null;
  const pending: [unknown, string, number][] = [];
  let invalidAt = -1;
  const add = (value: unknown, p: string, i: number): void => {
    if (tau1 !== null) tau1.add(value, i);
    else if (tau2 !== null) tau2.add(file, value, p, p);
  };
  const doc = withTextHint(file, () => streamJsonFile(file, {
    key: "simulations",
    stats,
    chunkBytes,
    onInvalidUtf8: (_p, offset) => {
      if (invalidAt < 0) invalidAt = offset;
    },
    onElement: (value, p, i) => {
      if (p.startsWith("[") && tau1 === null && tau2 === null) {
        const kind = elementFormat(value);
        if (kind === null) {
          pending.push([value, p, i]);
          if (pending.length > RECOGNISE_WITHIN) throw fromDocumentError(file, pending, fromDocument);
          return;
        }
        if (kind === "tau1") tau1 = new Tau1RunBuilder(file, log);
        else tau2 = new Tau2RunBuilder(log);
        for (const [v, pp, ii] of pending) add(v, pp, ii);
        pending.length = 0;
      } else if (tau2 === null && tau1 === null) tau2 = new Tau2RunBuilder(log);
      add(value, p, i);
    },
  }));
  let run: Run;
  if (doc.root === "value") run = fromDocument(doc.value);
  else if (doc.root === "object") {
    if (!doc.streamed) run = fromDocument(doc.fields);
    else run = (tau2 ?? new Tau2RunBuilder(log)).finish(file, "tau2-results", parseTau2Header(file, doc.fields, log));
  } else if (tau1 !== null) run = (tau1 as Tau1RunBuilder).finish();
  else if (tau2 !== null) run = (tau2 as Tau2RunBuilder).finish(file, "tau2-results", parseTau2Header(file, {}, log));
  else run = fromDocument(pending.map(([v]) => v));
  if (invalidAt >= 0) run.warnings.unshift(invalidUtf8Warning(file, invalidAt));
  return run;
}

/** How much of a file that is not one JSON document is read to tell what it is instead (TIDE JSONL, CSV). */
const HINT_BYTES = 1 << 16;

/**
 * Run `read`; when it fails with `not-json`, the first bytes of the file are checked for a format this project
 * reads elsewhere (sniff.ts `textHint`), as the text path does: then the error is `unknown-format` with the hint.
 */
function withTextHint<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof TrajlabInputError) || e.kind !== "not-json") throw e;
    let head = "";
    try {
      const fd = fs.openSync(file, "r");
      try {
        const buf = Buffer.allocUnsafe(HINT_BYTES);
        head = buf.toString("utf8", 0, readFully(fd, buf, 0, HINT_BYTES)).replace(/^\ufeff/, "");
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      throw e;
    }
    const hint = textHint(head);
    if (hint !== null) throw new TrajlabInputError("unknown-format", file, "$", hint);
    throw e;
  }
}

/** The error the text path gives for the unrecognisable leading elements of a root array. */
function fromDocumentError(file: string, pending: [unknown, string, number][], fromDocument: (doc: unknown) => Run): TrajlabInputError {
  try {
    fromDocument(pending.map(([v]) => v));
  } catch (e) {
    if (e instanceof TrajlabInputError) return e;
    throw e;
  }
  return new TrajlabInputError("unknown-format", file, "$", `no element among the first ${RECOGNISE_WITHIN} is a τ² simulation or a τ-bench v1 record`);
}
