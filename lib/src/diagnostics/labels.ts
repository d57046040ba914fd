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
import { calibration, type Calibration } from "../stats/calibration";
import { cohensKappa, type CohensKappa } from "../stats/cohensKappa";
import { confusionMatrix, type ConfusionMatrix } from "../stats/confusionMatrix";
import { precisionRecall, type PrecisionRecall } from "../stats/precisionRecall";
import { proportionEstimate, type ProportionEstimate } from "../stats/proportionEstimate";
import { diagnoseRun, type ConversationDiagnosis } from "./diagnose";
import { OUTCOME_CLASSES, type OutcomeClass } from "./outcome";

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
 * @param file the file name, for error messages
 * @param text its JSON text
 * @returns the labels, in file order
 * @throws {TrajlabInputError} when the text is not JSON or a label has a missing or mistyped field
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
 *
 * @param file the path of the labels file
 * @returns the labels
 * @throws {TrajlabInputError} when the file cannot be read or parsed
 * @example
 * loadDiagnosticLabels("data/labels/diagnostics.json").length; // 53
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

/**
 * Agreement of a yes/no detector with the labels: the counts, precision, recall and specificity with their Wilson
 * intervals and F1 (the statistics family's {@link precisionRecall}, positive class "yes"), over the conversations
 * where both give a yes/no.
 */
export interface BinaryAgreement extends PrecisionRecall {
  /** Conversations compared (both the label and the detector give a yes/no). */
  compared: number;
  /** Conversations left out, with why (e.g. the label saw a tool error and the detector did not). */
  notCompared: { conversation: string; reason: string }[];
  /** The disagreements, for reading. */
  disagreements: { conversation: string; label: boolean; detector: boolean }[];
}

function binary(pairs: { conversation: string; label: boolean | null; detector: boolean | null }[], what: string, level: number): BinaryAgreement {
  const notCompared: BinaryAgreement["notCompared"] = [];
  const compared: { conversation: string; label: boolean; detector: boolean }[] = [];
  for (const p of pairs) {
    if (p.label === null && p.detector === null) continue;
    if (p.label === null || p.detector === null) {
      notCompared.push({ conversation: p.conversation, reason: p.label === null ? `the label sees no ${what}, the detector does` : `the detector sees no ${what}, the label does` });
      continue;
    }
    compared.push({ conversation: p.conversation, label: p.label, detector: p.detector });
  }
  const pr = precisionRecall(compared.map((p) => p.label), compared.map((p) => p.detector), level);
  return { compared: compared.length, ...pr, notCompared, disagreements: compared.filter((p) => p.label !== p.detector) };
}

/** The number of criteria a first-deviation candidate can meet (the seed's three): its score / this is read as a confidence. */
const DEVIATION_CRITERIA = 3;
/** Calibration bins of the top candidate's s/3: 4 equal bins put 1/3, 2/3 and 1 in bins of their own. */
const CALIBRATION_BINS = 4;

/** Agreement of the detectors with the labels; every rate is a {@link ProportionEstimate} (Wilson interval). */
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
    topExactPrecision: ProportionEstimate;
    /** Top candidate = the label's index, over labelled conversations (recall-like). */
    topExactRecall: ProportionEstimate;
    /** Top candidate among the label's index and its plausible alternatives, over labelled conversations. */
    topPlausibleRecall: ProportionEstimate;
    /** Some candidate = the label's index, over labelled conversations. */
    anyExactRecall: ProportionEstimate;
    /**
     * The top candidate's criteria met (1–3) read as a stated probability s/3 that it is among the label's indices
     * (label + plausible), against whether it is: does "3 of 3 criteria" mean "right"? (conversations with a
     * candidate).
     */
    calibration: Calibration;
    rows: { conversation: string; label: number; plausible: number[]; top: number | null; topScore: number | null; candidates: (number | null)[] }[];
  };
  outcome: {
    /** Detector class = label class, over all evaluated labels. */
    accuracy: ProportionEstimate;
    /** Rows: the label's class; columns: the detector's (classes seen, in {@link OUTCOME_CLASSES} order). */
    confusion: ConfusionMatrix;
    /** Cohen's kappa of the detector's classes against the labels' (agreement beyond the class frequencies). */
    kappa: CohensKappa;
    /** Each class as a yes/no detector (class vs the rest): precision, recall (sensitivity), specificity. */
    byClass: { class: OutcomeClass; agreement: PrecisionRecall }[];
    /** Every evaluated label with the detector's class, for reading and for prevalence estimates. */
    pairs: { file: string; conversation: string; label: OutcomeClass; detector: OutcomeClass }[];
  };
}

/**
 * Do the detectors agree with the hand labels? Compare detector output with the labels. `find` returns the diagnosis of a label's conversation, or a reason
 * string when it cannot (file absent, conversation not in the run).
 *
 * Rates: loop and recovery as yes/no detectors ({@link precisionRecall}); first deviation: the top candidate equals
 * the labelled index (exact), or is among the labelled and plausible indices, and some candidate equals it, each
 * over the labelled failures ({@link proportionEstimate}), with the calibration of the top candidate's criteria
 * count s/3 ({@link calibration}); outcome classes: accuracy, the confusion matrix ({@link confusionMatrix}),
 * Cohen's kappa ({@link cohensKappa}) and each class one-vs-rest. Every interval is Wilson's at `level` (kappa:
 * normal).
 * Edges: no labels → every rate null (denominator 0), kappa null with its reason.
 * Source: docs/definitions/diagnostics.md#validation.
 *
 * @param labels the hand labels
 * @param find the diagnosis of a label's conversation, or why there is none
 * @param level coverage of the intervals, default 0.95
 * @returns the agreement of every detector with the labels
 * @example
 * const ev = evaluateDetectors([], () => "not loaded");
 * [ev.labels, ev.loop.precision.value, ev.outcome.accuracy.value]; // [0, null, null]
 */
export function evaluateDetectors(labels: readonly DiagnosticLabel[], find: (label: DiagnosticLabel) => ConversationDiagnosis | string, level = 0.95): DetectorEvaluation {
  const missing: DetectorEvaluation["missing"] = [];
  const found: { l: DiagnosticLabel; d: ConversationDiagnosis }[] = [];
  for (const l of labels) {
    const d = find(l);
    if (typeof d === "string") missing.push({ file: l.file, conversation: l.conversation, reason: d });
    else found.push({ l, d });
  }
  const loop = binary(found.map(({ l, d }) => ({ conversation: l.conversation, label: l.loop, detector: d.loop.hasLoop })), "loop", level);
  const recovery = binary(found.map(({ l, d }) => ({ conversation: l.conversation, label: l.recovery, detector: d.recovery })), "tool error", level);

  const rows: DetectorEvaluation["firstDeviation"]["rows"] = [];
  let detected = 0, exact = 0, plausible = 0, anyExact = 0;
  const stated: number[] = [];
  const right: boolean[] = [];
  for (const { l, d } of found) {
    if (l.firstDeviation === null || l.failureClass === "success") continue;
    const cands = d.firstDeviation.candidates;
    const top = cands.length > 0 ? cands[0] : null;
    const topIndex = top ? top.messageIndex : null;
    const inPlausible = topIndex !== null && (topIndex === l.firstDeviation || l.alsoPlausible.includes(topIndex));
    if (top !== null) {
      detected++;
      stated.push(d.firstDeviation.singledOut ? 1 : 0.5);
      right.push(inPlausible);
    }
    if (topIndex === l.firstDeviation) exact++;
    if (inPlausible) plausible++;
    if (cands.some((c) => c.messageIndex === l.firstDeviation)) anyExact++;
    rows.push({ conversation: l.conversation, label: l.firstDeviation, plausible: l.alsoPlausible, top: topIndex, topScore: top ? (d.firstDeviation.singledOut ? 1 : 0.5) : null, candidates: cands.map((c) => c.messageIndex) });
  }

  const gold = found.map(({ l }) => l.failureClass);
  const said = found.map(({ d }) => d.outcome.class);
  const seen = OUTCOME_CLASSES.filter((c) => gold.includes(c) || said.includes(c));
  const confusion = confusionMatrix(gold, said, seen);
  return {
    labels: found.length,
    missing,
    loop,
    recovery,
    firstDeviation: {
      labelled: rows.length,
      detected,
      topExactPrecision: proportionEstimate(exact, detected, level),
      topExactRecall: proportionEstimate(exact, rows.length, level),
      topPlausibleRecall: proportionEstimate(plausible, rows.length, level),
      anyExactRecall: proportionEstimate(anyExact, rows.length, level),
      calibration: calibration(stated, right, CALIBRATION_BINS),
      rows,
    },
    outcome: {
      accuracy: proportionEstimate(confusion.accuracy.numerator, confusion.accuracy.denominator, level),
      confusion,
      kappa: cohensKappa(gold, said, level),
      byClass: seen.map((cls) => ({ class: cls, agreement: precisionRecall(gold.map((g) => g === cls), said.map((x) => x === cls), level) })),
      pairs: found.map(({ l, d }) => ({ file: l.file, conversation: l.conversation, label: l.failureClass, detector: d.outcome.class })),
    },
  };
}

/**
 * Diagnose the conversations the labels name, loading each labelled run once from `root` (the folder that holds
 * `data/` and `tau2-public/`, i.e. the parent of `locateSharedData()`), with the default write set (registry).
 * Returns a finder for {@link evaluateDetectors}; a run that does not load makes its labels "missing" with the
 * loader's message.
 *
 * @param labels the labels (their `file`s are loaded once each)
 * @param root the folder the labels' files are relative to
 * @returns the diagnosis of a label's conversation, or why there is none
 * @throws {Error} what the loader or the diagnosis throws other than a {@link TrajlabInputError} (a bug)
 * @example
 * const label = { file: "absent.json", conversation: "c1" };
 * diagnoseLabelledConversations([label], "data")(label); // "data/absent.json: $: cannot read file…"
 */
export function diagnoseLabelledConversations(labels: readonly DiagnosticLabel[], root: string): (label: DiagnosticLabel) => ConversationDiagnosis | string {
  const byFile = new Map<string, Map<string, ConversationDiagnosis> | string>();
  for (const file of new Set(labels.map((l) => l.file))) {
    try {
      const { diagnosis } = diagnoseRun(loadRun(path.join(root, file)));
      byFile.set(file, new Map(diagnosis.conversations.map((c) => [c.conversation, c])));
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
