/**
 * A judge held against a run's verifier (its rewards): on the conversations both scored, how often they agree
 * (Cohen's kappa, the confusion table), how well the judge finds the failures (precision, recall), whether its
 * stated confidence is calibrated, and the failure share corrected for its errors (Rogan–Gladen).
 */
import type { JudgeVerdict } from "../io/judgeVerdicts";
import type { Run } from "../io/model";
import { calibration, type Calibration } from "./calibration";
import { cohensKappa, type CohensKappa } from "./cohensKappa";
import { confusionMatrix, type ConfusionMatrix } from "./confusionMatrix";
import { exclusionsByReason } from "./exclusions";
import { requireLevel } from "./guards";
import type { Exclusion } from "./measurement";
import { precisionRecall, type PrecisionRecall } from "./precisionRecall";
import { proportionEstimate, type ProportionEstimate } from "./proportionEstimate";
import { roganGladen, type RoganGladen } from "./roganGladen";
import { isSuccess } from "./success";
import { TRIAL_EXCLUSION } from "./taskTrials";

/** The reasons a verdict or a conversation is not compared. */
export const JUDGE_EXCLUSION = {
  noConversation: "verdict names no conversation of the run",
  ambiguousTask: "verdict names a task with several conversations (give simulation_id)",
  secondVerdict: "conversation already judged by an earlier verdict (the first is kept)",
  notJudged: "conversation without a verdict",
} as const;

/** Result of {@link judgeAgreement} (the verifier = the run's rewards, success = τ²'s is_successful). */
export interface JudgeAgreement {
  /** Conversations compared (a verdict and a counted reward). */
  n: number;
  /** Share of compared conversations where judge and verifier agree, with its Wilson interval. */
  agreement: ProportionEstimate;
  /** Cohen's kappa of the verdicts ("pass"/"fail") against the verifier. */
  kappa: CohensKappa;
  /** Rows: the verifier, columns: the judge, categories ["pass", "fail"]. */
  confusion: ConfusionMatrix;
  /** The judge as a failure detector: a "fail" verdict is a flag, a verifier failure a case. */
  failureDetection: PrecisionRecall;
  /** Calibration of P(pass) (confidence for a pass, 1 − confidence for a fail) against the verifier; null without confidences. */
  calibration: Calibration | null;
  calibrationReason: string | null;
  /** The judge's failure share, and the verifier's, over the compared conversations. */
  judgeFailShare: ProportionEstimate;
  verifierFailShare: ProportionEstimate;
  /**
   * Rogan–Gladen corrected failure share: the judge's failure share corrected by its sensitivity and specificity,
   * both estimated on the same compared conversations (so it can only reproduce the verifier's share, up to
   * clipping — with hand labels on a subset, the same correction applies to the rest).
   */
  correctedFailShare: RoganGladen;
  /** Verdicts and conversations left out, by reason, with ids (verdicts by their line, conversations by id). */
  exclusions: Exclusion[];
}

/**
 * Does a judge agree with the verifier on the same conversations, and what would its verdicts say the failure
 * rate is once its errors are corrected?
 *
 * Matching: a verdict's simulation id names a conversation (`Conversation.id`); a verdict with a task id only
 * names the task's conversation when the task has exactly one. Left out and counted: verdicts that match no
 * conversation or an ambiguous task, second verdicts on a conversation, conversations excluded from the reward
 * (infrastructure error, reward missing), and conversations without a verdict.
 * Then on the n compared conversations, verifier = isSuccess(reward) → "pass"/"fail", judge = its verdict:
 * agreement (Wilson), {@link cohensKappa}, {@link confusionMatrix}, {@link precisionRecall} with "fail" as the flag,
 * {@link calibration} of P(pass) when every compared verdict has a confidence, and {@link roganGladen} of the
 * failure share with Se and Sp from the same conversations.
 * Unit: conversations. Edges: no compared conversation → n = 0, every share null (the functions' own empty rules).
 * Source: docs/definitions/statistics.md#judge-agreement.
 *
 * @param run the run whose rewards are the verifier
 * @param verdicts the judge's verdicts (`parseJudgeVerdicts` / `loadJudgeVerdicts`)
 * @param level coverage of the intervals, default 0.95
 * @returns agreement, kappa, confusion, failure detection, calibration, the corrected failure share, exclusions
 * @throws {RangeError} when level is outside (0, 1)
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const j = judgeAgreement(run, loadJudgeVerdicts("test/fixtures/stats/judge-verdicts.csv").verdicts);
 * j.n;                       // 4
 * j.agreement.value;         // 0.75
 * j.failureDetection.recall.value; // 0.5
 */
export function judgeAgreement(run: Run, verdicts: readonly JudgeVerdict[], level = 0.95): JudgeAgreement {
  requireLevel("judgeAgreement", level);
  const byId = new Map(run.conversations.map((c) => [c.id, c] as const));
  const byTask = new Map<string, string[]>();
  for (const c of run.conversations) byTask.set(c.taskId, [...(byTask.get(c.taskId) ?? []), c.id]);
  const excluded: { id: string; reason: string }[] = [];
  const judged = new Map<string, JudgeVerdict>();
  for (const v of verdicts) {
    let id: string | null = null;
    if (v.simulation !== null && byId.has(v.simulation)) id = v.simulation;
    else if (v.simulation === null && v.task !== null) {
      const ids = byTask.get(v.task) ?? [];
      if (ids.length > 1) {
        excluded.push({ id: `${v.path} task ${v.task}`, reason: JUDGE_EXCLUSION.ambiguousTask });
        continue;
      }
      id = ids[0] ?? null;
    }
    if (id === null) excluded.push({ id: `${v.path} ${v.simulation ?? `task ${v.task}`}`, reason: JUDGE_EXCLUSION.noConversation });
    else if (judged.has(id)) excluded.push({ id: `${v.path} ${id}`, reason: JUDGE_EXCLUSION.secondVerdict });
    else judged.set(id, v);
  }
  const gold: ("pass" | "fail")[] = [];
  const judge: ("pass" | "fail")[] = [];
  const confidences: (number | null)[] = [];
  for (const c of run.conversations) {
    const v = judged.get(c.id);
    if (!v) {
      excluded.push({ id: c.id, reason: JUDGE_EXCLUSION.notJudged });
      continue;
    }
    if (c.terminationReason === "infrastructure_error") excluded.push({ id: c.id, reason: TRIAL_EXCLUSION.infrastructureError });
    else if (c.reward === null || !Number.isFinite(c.reward)) excluded.push({ id: c.id, reason: TRIAL_EXCLUSION.rewardMissing });
    else {
      gold.push(isSuccess(c.reward) ? "pass" : "fail");
      judge.push(v.verdict);
      confidences.push(v.confidence === null ? null : v.verdict === "pass" ? v.confidence : 1 - v.confidence);
    }
  }
  const n = gold.length;
  const agree = gold.filter((g, i) => g === judge[i]).length;
  const goldFail = gold.map((g) => g === "fail");
  const judgeFail = judge.map((j) => j === "fail");
  const pr = precisionRecall(goldFail, judgeFail, level);
  const missing = confidences.filter((c) => c === null).length;
  const cal = n > 0 && missing === 0 ? calibration(confidences as number[], gold.map((g) => g === "pass")) : null;
  return {
    n,
    agreement: proportionEstimate(agree, n, level),
    kappa: cohensKappa(gold, judge, level),
    confusion: confusionMatrix(gold, judge, ["pass", "fail"]),
    failureDetection: pr,
    calibration: cal,
    calibrationReason: cal ? null : n === 0 ? "no compared conversation" : `${missing} of ${n} compared verdicts have no confidence`,
    judgeFailShare: proportionEstimate(judgeFail.filter(Boolean).length, n, level),
    verifierFailShare: proportionEstimate(goldFail.filter(Boolean).length, n, level),
    correctedFailShare: roganGladen(
      {
        flagged: judgeFail.filter(Boolean).length,
        judged: n,
        truePositives: pr.truePositives,
        positives: pr.truePositives + pr.falseNegatives,
        trueNegatives: pr.trueNegatives,
        negatives: pr.trueNegatives + pr.falsePositives,
      },
      level,
    ),
    exclusions: exclusionsByReason(excluded, (r) => r.reason, (r) => r.id),
  };
}
