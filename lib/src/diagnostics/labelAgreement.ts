/**
 * How far the readers agree with each other, and how far the detectors agree with the readers — the two figures that
 * must stand side by side (docs/definitions/diagnostics.md#validation). Every rate is a proportion with its Wilson
 * interval; layer agreement beyond chance is Cohen's kappa with its interval; loop and recovery are yes/no detectors
 * judged against the readers' consensus (conversations where the readers disagree are left out, and counted).
 */
import * as path from "path";
import { loadRun } from "../io/load";
import { cohensKappa, type CohensKappa } from "../stats/cohensKappa";
import { precisionRecall, type PrecisionRecall } from "../stats/precisionRecall";
import { proportionEstimate, type ProportionEstimate } from "../stats/proportionEstimate";
import { isSuccess } from "../stats/success";
import { diagnoseRun, type ConversationDiagnosis, type DiagnoseOptions } from "./diagnose";
import type { FaultLayer } from "./layers";
import type { DiagnosticLabel, LabelLayer } from "./labels";

/** The readers' agreement with each other, over the conversations both read. */
export interface ReaderAgreement {
  /** Failed conversations where both passes name a first deviation. */
  compared: number;
  /** Both name the same message. */
  firstDeviationExact: ProportionEstimate;
  /** One's pick is among the other's accepted indices (a shared candidate). */
  firstDeviationShared: ProportionEstimate;
  /** Same primary layer (top level), over failed conversations. */
  layerExact: ProportionEstimate;
  layerKappa: CohensKappa;
  /** Same loop yes/no, over all conversations. */
  loop: ProportionEstimate;
  /** Same recovery yes/no, where both see a tool error. */
  recovery: ProportionEstimate;
  /** Hindsight: stage A's first problem equals stage B's first deviation, per pass, over failed conversations whose stage B names one. */
  stageAEqualsStageB: ProportionEstimate;
}

/** A yes/no detector against the readers' consensus. */
export interface ConsensusAgreement extends PrecisionRecall {
  compared: number;
  /** Conversations left out (the readers disagree, or one side sees no tool error), with why. */
  notCompared: { conversation: string; reason: string }[];
  disagreements: { conversation: string; readers: boolean; detector: boolean }[];
}

/** The detectors against the readers. */
export interface DetectorEvaluation {
  /** Labelled conversations evaluated (found in their runs). */
  labels: number;
  /** Labelled conversations whose run or conversation could not be found, with why. */
  missing: { file: string; conversation: string; reason: string }[];
  /** Failed conversations (reward below 1) evaluated. */
  failures: number;
  firstDeviation: {
    /** The top candidate's message equals a reader's pick. */
    topEqualsPick: ProportionEstimate;
    /** The top candidate is among the readers' picks and accepted indices. */
    topInAccepted: ProportionEstimate;
    /** Some candidate equals a reader's pick. */
    anyEqualsPick: ProportionEstimate;
    /** Failures with no candidate at all ("unknown"). */
    unknown: ProportionEstimate;
  };
  layer: {
    /** The primary layer equals a reader's layer (top level). */
    matchesReader: ProportionEstimate;
    /** Kappa of the detector's primary layer against each reader's (first and second pass). */
    kappa: CohensKappa[];
  };
  /** Successes (reward 1): the detector names no first-deviation candidate. */
  successesWithoutCandidate: ProportionEstimate;
  loop: ConsensusAgreement;
  /** Positive class: the first tool error was recovered. */
  recovery: ConsensusAgreement;
  rows: {
    file: string;
    conversation: string;
    split: string;
    /** A failure (reward below 1): the first-deviation and layer figures count it. */
    failed: boolean;
    picks: (number | null)[];
    accepted: number[];
    top: number | null;
    topKind: string | null;
    readerLayers: LabelLayer[];
    layer: LabelLayer;
  }[];
}

/** The readers' layer names for the library's. */
const LAYER_OF: Record<FaultLayer, LabelLayer> = {
  "agent decision": "agent",
  "user simulator": "user-simulator",
  "tool contract": "tool-contract",
  "environment/infrastructure": "environment",
  "task or evaluator": "task-or-evaluator",
};

const failed = (l: DiagnosticLabel) => l.reward !== null && !isSuccess(l.reward);

/**
 * How far do two independent readers agree? The reader–reader agreement of labelled conversations read in two passes
 * (see {@link ReaderAgreement}); conversations with one pass are skipped.
 *
 * Edges: no conversation with two passes → every rate null with its reason ("no conversations").
 * Source: docs/definitions/diagnostics.md#validation.
 *
 * @param labels the labelled conversations
 * @param level the confidence level of the intervals (default 0.95)
 * @returns exact and shared first-deviation agreement, layer agreement and kappa, loop and recovery agreement, and
 *   the stage A / stage B agreement (hindsight)
 * @example
 * const labels = loadDiagnosticLabels("data/labels/diagnostics.json");
 * readerAgreement(labels).firstDeviationExact.denominator > 0; // true
 */
export function readerAgreement(labels: readonly DiagnosticLabel[], level = 0.95): ReaderAgreement {
  const two = labels.filter((l) => l.passes.length >= 2);
  let compared = 0, exact = 0, shared = 0;
  const layersA: string[] = [];
  const layersB: string[] = [];
  let loopSame = 0, recSame = 0, recN = 0, hindSame = 0, hindN = 0;
  for (const l of two) {
    const [a, b] = [l.passes[0].stageB, l.passes[1].stageB];
    if (a.loop === b.loop) loopSame++;
    if (a.recovery !== null && b.recovery !== null) {
      recN++;
      if (a.recovery === b.recovery) recSame++;
    }
    if (!failed(l)) continue;
    layersA.push(a.layer);
    layersB.push(b.layer);
    for (const p of l.passes.slice(0, 2)) {
      if (p.stageB.firstDeviation === null) continue;
      hindN++;
      if (p.stageA.firstProblem === p.stageB.firstDeviation) hindSame++;
    }
    if (a.firstDeviation === null || b.firstDeviation === null) continue;
    compared++;
    if (a.firstDeviation === b.firstDeviation) exact++;
    if (b.accepted.includes(a.firstDeviation) || a.accepted.includes(b.firstDeviation) || a.firstDeviation === b.firstDeviation) shared++;
  }
  const same = layersA.filter((x, i) => x === layersB[i]).length;
  return {
    compared,
    firstDeviationExact: proportionEstimate(exact, compared, level),
    firstDeviationShared: proportionEstimate(shared, compared, level),
    layerExact: proportionEstimate(same, layersA.length, level),
    layerKappa: cohensKappa(layersA, layersB, level),
    loop: proportionEstimate(loopSame, two.length, level),
    recovery: proportionEstimate(recSame, recN, level),
    stageAEqualsStageB: proportionEstimate(hindSame, hindN, level),
  };
}

/**
 * How far do the detectors agree with the readers? First deviation, layer, loops and recovery of the detectors against
 * the labelled conversations (see {@link DetectorEvaluation}), the readers' own agreement being
 * {@link readerAgreement}.
 *
 * Definitions: a failure is a conversation whose reward is below 1; a reader's pick is its first deviation, the
 * accepted set is every pass's pick and accepted indices; the layer matches when the detector's primary layer equals a
 * reader's (the top level: agent, user-simulator, tool-contract, environment, task-or-evaluator, none).
 * Edges: no failure → the first-deviation and layer rates null with their reason.
 * Source: docs/definitions/diagnostics.md#validation.
 *
 * @param labels the labelled conversations (filter them by `split` to evaluate one split)
 * @param find the detector's diagnosis of a labelled conversation, or why it cannot be found
 * @param level the confidence level of the intervals (default 0.95)
 * @returns the agreement figures and one row per labelled conversation, for reading
 * @example
 * const e = evaluateDetectors([], () => "none");
 * [e.labels, e.firstDeviation.topEqualsPick.value]; // [0, null]
 */
export function evaluateDetectors(labels: readonly DiagnosticLabel[], find: (label: DiagnosticLabel) => ConversationDiagnosis | string, level = 0.95): DetectorEvaluation {
  const missing: DetectorEvaluation["missing"] = [];
  const found: { l: DiagnosticLabel; d: ConversationDiagnosis }[] = [];
  for (const l of labels) {
    const d = find(l);
    if (typeof d === "string") missing.push({ file: l.file, conversation: l.conversation, reason: d });
    else found.push({ l, d });
  }
  const rows: DetectorEvaluation["rows"] = [];
  let failures = 0, equals = 0, inAccepted = 0, anyEquals = 0, unknown = 0, layerMatch = 0, successes = 0, quiet = 0;
  const detLayers: string[] = [];
  const readerLayers: string[][] = [[], []];
  for (const { l, d } of found) {
    const fd = d.firstDeviation;
    const top = fd.status === "candidates" ? fd.candidates[0] : null;
    const picks = l.passes.map((p) => p.stageB.firstDeviation);
    const accepted = [...new Set(l.passes.flatMap((p) => [...(p.stageB.firstDeviation === null ? [] : [p.stageB.firstDeviation]), ...p.stageB.accepted]))];
    const layer: LabelLayer = d.layers.primary ? LAYER_OF[d.layers.primary.layer] : "none";
    const theirs = l.passes.map((p) => p.stageB.layer);
    rows.push({ file: l.file, conversation: l.conversation, split: l.split, failed: failed(l), picks, accepted, top: top ? top.messageIndex : null, topKind: top ? top.kind : null, readerLayers: theirs, layer });
    if (!failed(l)) {
      if (l.reward !== null) {
        successes++;
        if (top === null) quiet++;
      }
      continue;
    }
    failures++;
    const at = top ? top.messageIndex : null;
    if (top === null) unknown++;
    if (at !== null && picks.includes(at)) equals++;
    if (at !== null && accepted.includes(at)) inAccepted++;
    if (fd.candidates.some((c) => c.messageIndex !== null && picks.includes(c.messageIndex))) anyEquals++;
    if (theirs.includes(layer)) layerMatch++;
    detLayers.push(layer);
    theirs.slice(0, 2).forEach((x, k) => readerLayers[k].push(x));
  }
  const kappas = readerLayers.filter((r) => r.length === detLayers.length && r.length > 0).map((r) => cohensKappa(detLayers, r, level));
  return {
    labels: found.length,
    missing,
    failures,
    firstDeviation: {
      topEqualsPick: proportionEstimate(equals, failures, level),
      topInAccepted: proportionEstimate(inAccepted, failures, level),
      anyEqualsPick: proportionEstimate(anyEquals, failures, level),
      unknown: proportionEstimate(unknown, failures, level),
    },
    layer: { matchesReader: proportionEstimate(layerMatch, failures, level), kappa: kappas },
    successesWithoutCandidate: proportionEstimate(quiet, successes, level),
    loop: consensus(found.map(({ l, d }) => ({ conversation: l.conversation, readers: l.passes.map((p) => p.stageB.loop), detector: d.loop.hasLoop })), "loop", level),
    recovery: consensus(found.map(({ l, d }) => ({ conversation: l.conversation, readers: l.passes.map((p) => p.stageB.recovery), detector: d.recovery })), "tool error", level),
    rows,
  };
}

function consensus(items: { conversation: string; readers: (boolean | null)[]; detector: boolean | null }[], what: string, level: number): ConsensusAgreement {
  const notCompared: ConsensusAgreement["notCompared"] = [];
  const compared: { conversation: string; readers: boolean; detector: boolean }[] = [];
  for (const x of items) {
    const known = x.readers.filter((r): r is boolean => r !== null);
    if (known.length === 0 && x.detector === null) continue;
    if (new Set(known).size > 1) {
      notCompared.push({ conversation: x.conversation, reason: "the readers disagree" });
      continue;
    }
    if (known.length === 0 || x.detector === null) {
      notCompared.push({ conversation: x.conversation, reason: known.length === 0 ? `the readers see no ${what}, the detector does` : `the detector sees no ${what}, the readers do` });
      continue;
    }
    compared.push({ conversation: x.conversation, readers: known[0], detector: x.detector });
  }
  const pr = precisionRecall(compared.map((c) => c.readers), compared.map((c) => c.detector), level);
  return { compared: compared.length, ...pr, notCompared, disagreements: compared.filter((c) => c.readers !== c.detector) };
}

/**
 * Diagnose every labelled conversation once: the runs they come from, loaded from the folder that holds `data/` and
 * `tau2-public/`, each run diagnosed whole (so omission verdicts see the run's tools).
 *
 * @param labels the labelled conversations
 * @param sharedRoot the folder that holds the labels' files (the parent of `locateSharedData()`)
 * @param options `taskFlags` (the task audit's lookup), passed to the diagnosis
 * @returns a finder for {@link evaluateDetectors}: a label's diagnosis, or why it cannot be found
 * @example
 * const find = diagnoseLabelledConversations([], "/nonexistent");
 * find({ file: "x.json", conversation: "c", domain: null, agent: null, reward: 0, split: "development", passes: [] }); // "no run x.json"
 */
export function diagnoseLabelledConversations(labels: readonly DiagnosticLabel[], sharedRoot: string, options: Pick<DiagnoseOptions, "taskFlags"> = {}): (label: DiagnosticLabel) => ConversationDiagnosis | string {
  const byFile = new Map<string, Map<string, ConversationDiagnosis> | string>();
  for (const file of new Set(labels.map((l) => l.file))) {
    try {
      const { diagnosis } = diagnoseRun(loadRun(path.join(sharedRoot, file)), options);
      byFile.set(file, new Map(diagnosis.conversations.map((c) => [c.conversation, c])));
    } catch (e) {
      byFile.set(file, `run ${file} does not load: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return (l) => {
    const run = byFile.get(l.file);
    if (run === undefined) return `no run ${l.file}`;
    if (typeof run === "string") return run;
    return run.get(l.conversation) ?? `no conversation ${l.conversation} in ${l.file}`;
  };
}
