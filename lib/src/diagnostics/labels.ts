/**
 * Hand labels of real conversations, the gold the diagnostics detectors are judged against — detectors need their
 * own gold labels (docs/definitions/diagnostics.md#validation; how the labels were made: data/labels/README.md).
 *
 * Each conversation is read in two independent passes, blind to each other and to the detectors, each in two stages:
 * stage A with the outcome hidden (the judgements of the moment, the first problem seen, a guess of the outcome),
 * then stage B with the outcome and the gold (first deviation with the other indices the reader accepts, its actor
 * and kind, the primary layer, contributing factors, loop, repeat, recovery, whether the task itself is flawed).
 */
import { TrajlabInputError, jsonTypeOf } from "../io/errors";
import { isObject } from "../io/fieldChecks";
import { parseJsonText } from "../io/parseJson";
import { readInputText } from "../io/read";

/** A reader's primary layer (the top level of docs/definitions/diagnostics.md#layers, or "none"). */
export type LabelLayer = "agent" | "user-simulator" | "tool-contract" | "environment" | "task-or-evaluator" | "none";

/** Every label layer, in the order above. */
export const LABEL_LAYERS: readonly LabelLayer[] = Object.freeze(["agent", "user-simulator", "tool-contract", "environment", "task-or-evaluator", "none"] as LabelLayer[]);

/** Stage B of one pass: what the reader concluded with the outcome and the gold in view. */
export interface LabelVerdict {
  /** Message index of the first deviation, or null (none, or none can be named). */
  firstDeviation: number | null;
  /** Other indices the reader would also accept as the first deviation. */
  accepted: number[];
  deviationActor: string | null;
  deviationKind: string | null;
  layer: LabelLayer;
  subLayer: string | null;
  loop: boolean;
  repeats: boolean;
  /** Was the first tool error recovered? null without a tool error. */
  recovery: boolean | null;
  taskFlawed: "no" | "yes" | "unsure";
  rationale: string;
  confidence: string | null;
}

/** Stage A of one pass: the reading with the outcome hidden. */
export interface LabelFirstReading {
  /** The earliest message the reader judged a mistake, or null. */
  firstProblem: number | null;
  /** The reader's guess whether the task was accomplished. */
  expectSuccess: boolean | null;
}

/** One reader's pass over one conversation. */
export interface LabelPass {
  reader: string;
  stageA: LabelFirstReading;
  stageB: LabelVerdict;
}

/** One labelled conversation, with its passes. */
export interface DiagnosticLabel {
  /** Path of the run, relative to the folder that holds `data/` and `tau2-public/` (e.g. `tau2-public/x.json`). */
  file: string;
  conversation: string;
  domain: string | null;
  agent: string | null;
  reward: number | null;
  /** "development" (the rules were tuned on it) or "held-out" (drawn and read after the rules froze). */
  split: "development" | "held-out";
  passes: LabelPass[];
}

/**
 * Parse a labels file (`{ "conversations": [ … ] }`, see data/labels/README.md). Errors are TrajlabInputError naming
 * the file and the JSON path (`conversations[3].passes[1].stageB.layer`). Edges: an empty list is valid.
 *
 * @param file the file name, for error messages
 * @param text its JSON text
 * @returns the labelled conversations, in file order
 * @throws {TrajlabInputError} when the text is not JSON or a field is missing or mistyped
 * @example
 * parseDiagnosticLabels("labels.json", '{"conversations": []}'); // []
 */
export function parseDiagnosticLabels(file: string, text: string): DiagnosticLabel[] {
  const doc = parseJsonText(file, text);
  if (!isObject(doc) || !Array.isArray(doc.conversations)) throw new TrajlabInputError("wrong-type", file, "conversations", `expected an array, got ${isObject(doc) ? jsonTypeOf(doc.conversations) : jsonTypeOf(doc)}`);
  return doc.conversations.map((raw, i) => parseLabel(file, `conversations[${i}]`, raw));
}

/**
 * Read and parse a labels file ({@link parseDiagnosticLabels}).
 *
 * @param file the path of the labels file
 * @returns the labelled conversations
 * @throws {TrajlabInputError} when the file cannot be read or parsed
 * @example
 * loadDiagnosticLabels("data/labels/diagnostics.json").length >= 100; // true
 */
export function loadDiagnosticLabels(file: string): DiagnosticLabel[] {
  return parseDiagnosticLabels(file, readInputText(file));
}

type Raw = Record<string, unknown>;
const index = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x) && x >= 0;

function parseLabel(file: string, p: string, v: unknown): DiagnosticLabel {
  const o = object(file, p, v);
  const f = fields(file, p, o);
  if (o.split !== "development" && o.split !== "held-out") throw f.bad("split", '"development" or "held-out"');
  if (!Array.isArray(o.passes) || o.passes.length === 0) throw f.bad("passes", "a non-empty array");
  return {
    file: f.string("file"),
    conversation: f.string("conversation"),
    domain: f.stringOrNull("domain"),
    agent: f.stringOrNull("agent"),
    reward: f.numberOrNull("reward"),
    split: o.split,
    passes: o.passes.map((x, k) => parsePass(file, `${p}.passes[${k}]`, x)),
  };
}

function parsePass(file: string, p: string, v: unknown): LabelPass {
  const o = object(file, p, v);
  const a = object(file, `${p}.stageA`, o.stageA);
  const b = object(file, `${p}.stageB`, o.stageB);
  const fa = fields(file, `${p}.stageA`, a);
  const fb = fields(file, `${p}.stageB`, b);
  if (!(a.firstProblem === null || a.firstProblem === undefined || index(a.firstProblem))) throw fa.bad("firstProblem", "a message index or null");
  if (!(b.firstDeviation === null || index(b.firstDeviation))) throw fb.bad("firstDeviation", "a message index or null");
  if (!Array.isArray(b.accepted) || !b.accepted.every(index)) throw fb.bad("accepted", "an array of message indices");
  if (typeof b.layer !== "string" || !LABEL_LAYERS.includes(b.layer as LabelLayer)) throw fb.bad("layer", `one of ${LABEL_LAYERS.join(", ")}`);
  if (typeof b.loop !== "boolean") throw fb.bad("loop", "a boolean");
  if (!(b.recovery === null || typeof b.recovery === "boolean")) throw fb.bad("recovery", "a boolean or null");
  if (b.taskFlawed !== "no" && b.taskFlawed !== "yes" && b.taskFlawed !== "unsure") throw fb.bad("taskFlawed", '"no", "yes" or "unsure"');
  return {
    reader: fields(file, p, o).string("reader"),
    stageA: { firstProblem: (a.firstProblem ?? null) as number | null, expectSuccess: typeof a.expectSuccess === "boolean" ? a.expectSuccess : null },
    stageB: {
      firstDeviation: b.firstDeviation as number | null,
      accepted: b.accepted as number[],
      deviationActor: fb.stringOrNull("deviationActor"),
      deviationKind: fb.stringOrNull("deviationKind"),
      layer: b.layer as LabelLayer,
      subLayer: fb.stringOrNull("subLayer"),
      loop: b.loop,
      repeats: b.repeats === true,
      recovery: b.recovery as boolean | null,
      taskFlawed: b.taskFlawed,
      rationale: fb.string("rationale"),
      confidence: fb.stringOrNull("confidence"),
    },
  };
}

function object(file: string, p: string, v: unknown): Raw {
  if (!isObject(v)) throw new TrajlabInputError("wrong-type", file, p, `expected an object, got ${jsonTypeOf(v)}`);
  return v;
}

function fields(file: string, p: string, o: Raw) {
  const bad = (k: string, want: string) => new TrajlabInputError("wrong-type", file, `${p}.${k}`, `expected ${want}, got ${JSON.stringify(o[k]) ?? "missing"}`);
  const string = (k: string): string => {
    if (typeof o[k] !== "string" || (o[k] as string).length === 0) throw bad(k, "a non-empty string");
    return o[k] as string;
  };
  return {
    bad,
    string,
    stringOrNull: (k: string): string | null => (o[k] === null || o[k] === undefined || o[k] === "" ? null : string(k)),
    numberOrNull: (k: string): number | null => {
      if (o[k] === null || o[k] === undefined) return null;
      if (typeof o[k] !== "number") throw bad(k, "a number or null");
      return o[k] as number;
    },
  };
}
