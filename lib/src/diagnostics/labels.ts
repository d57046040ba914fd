/**
 * Hand labels of real conversations and the agreement of the detectors with them — detectors need their own gold
 * labels (docs/definitions/diagnostics.md#validation; how the labels were made: data/labels/README.md).
 *
 * Each label names a conversation (file relative to the shared data folder's parent, conversation id) and gives,
 * from reading the conversation: the first deviation (a message index, or null when there is none), other
 * plausible indices, the failure class, loop yes/no and recovery yes/no/— (no tool error), each with a one-line
 * rationale citing message indices.
 */
import * as path from "path";
import { TrajlabInputError, jsonTypeOf } from "../io/errors";
import { isObject } from "../io/fieldChecks";
import { parseJsonText } from "../io/parseJson";
import { readInputText } from "../io/read";
import { loadRun } from "../io/load";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { diagnoseRun, type ConversationDiagnosis } from "./diagnose";
import { OUTCOME_CLASSES, type OutcomeClass } from "./outcome";
import { wilsonInterval, type ProportionInterval } from "./wilson";

/** One hand label. */
export interface DiagnosticLabel {
  /** Path of the run, relative to the folder that holds `data/` and `tau2-public/` (e.g. `tau2-public/x.json`). */
  file: string;
  conversation: string;
  domain: string | null;
  agent: string | null;
  reward: number | null;
  /** "development" (labels the detector rules were revised against) or "held-out" (labelled after the rules froze). */
  set: "development" | "held-out";
  /** Message index of the first deviation, or null when there is none (a success). */
  firstDeviation: number | null;
  /** Other indices a careful reader could also name. */
  alsoPlausible: number[];
  failureClass: OutcomeClass;
  deviationRationale: string;
  loop: boolean;
  loopRationale: string;
  /** Was the first tool error recovered? null when the conversation has no tool error. */
  recovery: boolean | null;
  recoveryRationale: string;
}

/**
 * Parse the labels file (`{ "labels": [ … ] }`). Errors are TrajlabInputError naming the file and the JSON path
 * (`labels[3].loop`). Edges: an empty list is valid.
 *
 * @param file the file's name (for error messages)
 * @param text the file's contents
 * @returns the labels, in file order
 * @throws {TrajlabInputError} when the text is not JSON, `labels` is not an array, or a label has a missing field or
 *   a field of the wrong type (kind, file and JSON path in the error)
 * @example
 * parseDiagnosticLabels("labels.json", '{"labels": []}'); // []
 */
export function parseDiagnosticLabels(file: string, text: string): DiagnosticLabel[] {
  const doc = parseJsonText(file, text);
  if (!isObject(doc) || !Array.isArray(doc.labels)) throw new TrajlabInputError("wrong-type", file, "labels", `expected an array, got ${isObject(doc) ? jsonTypeOf(doc.labels) : jsonTypeOf(doc)}`);
  return doc.labels.map((raw, i) => parseLabel(file, `labels[${i}]`, raw));
}

/**
 * Read and parse a labels file ({@link parseDiagnosticLabels}).
 * @param file path of a labels file (the project's: `data/labels/diagnostics.json`)
 * @returns the labels, in file order
 * @throws {TrajlabInputError} when the file cannot be read or is malformed (see {@link parseDiagnosticLabels})
 * @example
 * const labels = loadDiagnosticLabels("data/labels/diagnostics.json");
 * labels.length; // 53
 * labels[0].file; // "data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json"
 */
export function loadDiagnosticLabels(file: string): DiagnosticLabel[] {
  return parseDiagnosticLabels(file, readInputText(file));
}

function parseLabel(file: string, p: string, v: unknown): DiagnosticLabel {
  if (!isObject(v)) throw new TrajlabInputError("wrong-type", file, p, `expected an object, got ${jsonTypeOf(v)}`);
  const bad = (k: string, want: string) => new TrajlabInputError("wrong-type", file, `${p}.${k}`, `expected ${want}, got ${JSON.stringify(v[k]) ?? "missing"}`);
  const s = (k: string) => {
    if (typeof v[k] !== "string" || (v[k] as string).length === 0) throw bad(k, "a non-empty string");
    return v[k] as string;
  };
  const sn = (k: string) => (v[k] === null || v[k] === undefined ? null : s(k));
  const idx = (x: unknown) => typeof x === "number" && Number.isInteger(x) && x >= 0;
  if (!(v.firstDeviation === null || idx(v.firstDeviation))) throw bad("firstDeviation", "a message index or null");
  if (!Array.isArray(v.alsoPlausible) || !v.alsoPlausible.every(idx)) throw bad("alsoPlausible", "an array of message indices");
  if (typeof v.loop !== "boolean") throw bad("loop", "a boolean");
  if (!(v.recovery === null || typeof v.recovery === "boolean")) throw bad("recovery", "a boolean or null");
  if (typeof v.failureClass !== "string" || !OUTCOME_CLASSES.includes(v.failureClass as OutcomeClass)) throw bad("failureClass", `one of ${OUTCOME_CLASSES.join(", ")}`);
  if (v.set !== "development" && v.set !== "held-out") throw bad("set", '"development" or "held-out"');
  if (!(v.reward === null || typeof v.reward === "number")) throw bad("reward", "a number or null");
  return {
    file: s("file"),
    conversation: s("conversation"),
    domain: sn("domain"),
    agent: sn("agent"),
    reward: v.reward as number | null,
    set: v.set,
    firstDeviation: v.firstDeviation as number | null,
    alsoPlausible: v.alsoPlausible as number[],
    failureClass: v.failureClass as OutcomeClass,
    deviationRationale: s("deviationRationale"),
    loop: v.loop,
    loopRationale: s("loopRationale"),
    recovery: v.recovery as boolean | null,
    recoveryRationale: s("recoveryRationale"),
  };
}

/** A proportion with its Wilson interval (95 %). */
export interface RatePoint {
  point: MeasurementPoint;
  /** Wilson 95 % interval, or null when the denominator is 0. */
  interval: ProportionInterval | null;
}

const rate = (num: number, den: number): RatePoint => ({ point: measurement(num, den), interval: wilsonInterval(num, den) });

/** Agreement of a yes/no detector with the labels. */
export interface BinaryAgreement {
  /** Conversations compared (both the label and the detector give a yes/no). */
  compared: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** TP / (TP + FP). */
  precision: RatePoint;
  /** TP / (TP + FN). */
  recall: RatePoint;
  /** Conversations left out, with why (e.g. the label saw a tool error and the detector did not). */
  notCompared: { conversation: string; reason: string }[];
  /** The disagreements, for reading. */
  disagreements: { conversation: string; label: boolean; detector: boolean }[];
}

function binary(pairs: { conversation: string; label: boolean | null; detector: boolean | null }[], what: string): BinaryAgreement {
  let tp = 0, fp = 0, fn = 0, tn = 0;
  const notCompared: BinaryAgreement["notCompared"] = [];
  const disagreements: BinaryAgreement["disagreements"] = [];
  for (const p of pairs) {
    if (p.label === null && p.detector === null) continue;
    if (p.label === null || p.detector === null) {
      notCompared.push({ conversation: p.conversation, reason: p.label === null ? `the label sees no ${what}, the detector does` : `the detector sees no ${what}, the label does` });
      continue;
    }
    if (p.label && p.detector) tp++;
    else if (!p.label && p.detector) fp++;
    else if (p.label && !p.detector) fn++;
    else tn++;
    if (p.label !== p.detector) disagreements.push({ conversation: p.conversation, label: p.label, detector: p.detector });
  }
  return { compared: tp + fp + fn + tn, truePositives: tp, falsePositives: fp, falseNegatives: fn, trueNegatives: tn, precision: rate(tp, tp + fp), recall: rate(tp, tp + fn), notCompared, disagreements };
}

/** Agreement of the detectors with the labels. */
export interface DetectorEvaluation {
  /** Labels evaluated (their conversation was found). */
  labels: number;
  /** Labels whose run or conversation could not be found, with why. */
  missing: { file: string; conversation: string; reason: string }[];
  loop: BinaryAgreement;
  /** Positive class: the first tool error was recovered. Compared only where both see a tool error. */
  recovery: BinaryAgreement;
  firstDeviation: {
    /** Failed conversations whose label names a deviation. */
    labelled: number;
    /** … of which the detector named candidates. */
    detected: number;
    /** Top candidate = the label's index, over conversations with a detector candidate (precision-like). */
    topExactPrecision: RatePoint;
    /** Top candidate = the label's index, over labelled conversations (recall-like). */
    topExactRecall: RatePoint;
    /** Top candidate among the label's index and its plausible alternatives, over labelled conversations. */
    topPlausibleRecall: RatePoint;
    /** Some candidate = the label's index, over labelled conversations. */
    anyExactRecall: RatePoint;
    rows: { conversation: string; label: number; plausible: number[]; top: number | null; candidates: (number | null)[] }[];
  };
  outcome: {
    /** Detector class = label class, over all evaluated labels. */
    accuracy: RatePoint;
    /** confusion[label][detector] = count. */
    confusion: Record<string, Record<string, number>>;
  };
}

/**
 * Do the detectors agree with the hand labels? Compare detector output with the labels. `find` returns the diagnosis
 * of a label's conversation, or a reason string when it cannot (file absent, conversation not in the run). Edges: no
 * labels → every rate null (denominator 0).
 *
 * Formula: precision = TP/(TP + FP), recall = TP/(TP + FN) (loop; recovery where both see a tool error); the
 * first-deviation rates over the labelled failures; outcome accuracy = agreeing classes / labels; each rate with its
 * Wilson 95 % interval. Unit: conversations. Range [0, 1].
 * Source: docs/definitions/diagnostics.md#validation.
 *
 * @param labels the hand labels
 * @param find the diagnosis of a label's conversation, or why it cannot be had (a string)
 * @returns the counts, rates and disagreements per detector, the confusion matrix of outcome classes and the labels
 *   left out (with why)
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").log.trajectories[0];
 * const label = { file: "data/examples/diagnostics_tiny.events.jsonl", conversation: "tiny-1", domain: "retail",
 *   agent: null, reward: 0, set: "development", firstDeviation: 5, alsoPlausible: [], failureClass: "drift-write",
 *   deviationRationale: "m5 cancels the wrong order", loop: false, loopRationale: "", recovery: true, recoveryRationale: "" };
 * const ev = evaluateDetectors([label], () => diagnoseTrajectory(t));
 * ev.firstDeviation.topExactRecall.point.value; // 1 (the top candidate is message 5)
 * ev.outcome.accuracy.point.value; // 1
 * evaluateDetectors([label], () => "not loaded").missing.length; // 1
 */
export function evaluateDetectors(labels: readonly DiagnosticLabel[], find: (label: DiagnosticLabel) => ConversationDiagnosis | string): DetectorEvaluation {
  const missing: DetectorEvaluation["missing"] = [];
  const found: { l: DiagnosticLabel; d: ConversationDiagnosis }[] = [];
  for (const l of labels) {
    const d = find(l);
    if (typeof d === "string") missing.push({ file: l.file, conversation: l.conversation, reason: d });
    else found.push({ l, d });
  }
  const loop = binary(found.map(({ l, d }) => ({ conversation: l.conversation, label: l.loop, detector: d.loop.hasLoop })), "loop");
  const recovery = binary(found.map(({ l, d }) => ({ conversation: l.conversation, label: l.recovery, detector: d.recovery })), "tool error");

  const rows: DetectorEvaluation["firstDeviation"]["rows"] = [];
  let detected = 0, exact = 0, plausible = 0, anyExact = 0;
  for (const { l, d } of found) {
    if (l.firstDeviation === null || l.failureClass === "success") continue;
    const cands = d.firstDeviation.candidates.map((c) => c.messageIndex);
    const top = cands.length > 0 ? cands[0] : null;
    if (top !== null) detected++;
    if (top === l.firstDeviation) exact++;
    if (top !== null && (top === l.firstDeviation || l.alsoPlausible.includes(top))) plausible++;
    if (cands.includes(l.firstDeviation)) anyExact++;
    rows.push({ conversation: l.conversation, label: l.firstDeviation, plausible: l.alsoPlausible, top, candidates: cands });
  }

  const confusion: Record<string, Record<string, number>> = {};
  let agree = 0;
  for (const { l, d } of found) {
    const row = (confusion[l.failureClass] = confusion[l.failureClass] ?? {});
    row[d.outcome.class] = (row[d.outcome.class] ?? 0) + 1;
    if (l.failureClass === d.outcome.class) agree++;
  }
  return {
    labels: found.length,
    missing,
    loop,
    recovery,
    firstDeviation: {
      labelled: rows.length,
      detected,
      topExactPrecision: rate(exact, detected),
      topExactRecall: rate(exact, rows.length),
      topPlausibleRecall: rate(plausible, rows.length),
      anyExactRecall: rate(anyExact, rows.length),
      rows,
    },
    outcome: { accuracy: rate(agree, found.length), confusion },
  };
}

/**
 * Diagnose the conversations the labels name, loading each labelled run once from `root` (the folder that holds
 * `data/` and `tau2-public/`, i.e. the parent of `locateSharedData()`), with the default write set (registry).
 * Returns a finder for {@link evaluateDetectors}; a run that does not load makes its labels "missing" with the
 * loader's message.
 *
 * @param labels the hand labels
 * @param root the folder that holds the labelled runs' `data/` and `tau2-public/`
 * @returns a finder for {@link evaluateDetectors}: the diagnosis of a label's conversation, or why there is none (the
 *   loader's message, "run not loaded", or the conversation missing from its run)
 * @throws {Error} only for an unexpected failure (a bug): a run that cannot be loaded (a TrajlabInputError) makes its
 *   labels missing instead
 * @example
 * const labels = loadDiagnosticLabels("data/labels/diagnostics.json");
 * // the labelled runs are not committed: without them, every label is missing with the loader's message
 * const find = diagnoseLabelledConversations(labels.slice(0, 1), "test/fixtures");
 * find(labels[0]); // "test/fixtures/data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json: $: cannot read file…"
 */
export function diagnoseLabelledConversations(labels: readonly DiagnosticLabel[], root: string): (label: DiagnosticLabel) => ConversationDiagnosis | string {
  const byFile = new Map<string, Map<string, ConversationDiagnosis> | string>();
  for (const file of new Set(labels.map((l) => l.file))) {
    try {
      const { diagnosis } = diagnoseRun(loadRun(path.join(root, file)));
      byFile.set(file, new Map(diagnosis.conversations.map((c) => [c.trajectory, c])));
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      byFile.set(file, e.message);
    }
  }
  return (l) => {
    const m = byFile.get(l.file);
    if (m === undefined) return "run not loaded";
    if (typeof m === "string") return m;
    return m.get(l.conversation) ?? `conversation ${l.conversation} not in ${l.file}`;
  };
}
