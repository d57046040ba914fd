/**
 * The reconstruction's plans: per published domain, the set of conversations (write sequences and reward groups)
 * that the consistency analysis solves for, the committed plan document (data/reconstructed/tau2.plan.json), and
 * the files generated from it.
 */
import type { GoalDriftConsistencyOptions, GoalDriftConsistencyResult } from "../consistency/goalDriftConsistency";
import { goalDriftConsistency } from "../consistency/goalDriftConsistency";
import { goalDriftTargetsFromPublished } from "../consistency/publishedTargets";
import type { PublishedFigure } from "../stats/published";
import { GOAL_DRIFT_RECONSTRUCTION_SEED, reconstructTau2Text, type ReconstructionPlanEntry } from "./tau2";

/** One domain's solved plan plus what the solver said (timings are kept out of the committed plan). */
export interface GoalDriftPlanDomain {
  /** Published key (retail, airline, banking). */
  key: string;
  /** τ² domain name. */
  domain: string;
  /** Status of the last HiGHS stage ("Optimal", …). */
  status: string;
  /** Smallest number of conversations in neither reward group. */
  otherCount: number;
  /** Every published figure re-checked exactly on the plan. */
  verified: boolean;
  /** The conversations: sequence, reward group, count. */
  conversations: ReconstructionPlanEntry[];
}

/** One domain's plan and the full consistency result it came from ({@link solveGoalDriftPlans}). */
export interface GoalDriftPlanSolve {
  /** The plan. */
  plan: GoalDriftPlanDomain;
  /** What the solver returned. */
  result: GoalDriftConsistencyResult;
}

/**
 * Which set of conversations should the reconstruction realise? Solves, per published domain, the smallest-"other"
 * set of conversations closest to the realistic writes-per-conversation distribution (the consistency analysis), as
 * plans for {@link reconstructTau2Results}.
 *
 * @param figures the published figures
 * @param domains published domain key → τ² domain name
 * @param writesPerConversation the realistic shares of conversations with n = 1, 2, … writes
 * @param options solver options (see the consistency analysis)
 * @returns one solved plan per domain
 * @throws {RangeError} when a domain is infeasible even with "other" conversations, or undecided (time limit), or
 *   an option is outside its domain
 * @example
 * const solved = await solveGoalDriftPlans([{ id: "d.stock", value: 0.5, decimals: 1, unit: "fraction" }], { d: "retail" }, [1], { maxLength: 2 });
 * solved.map((s) => [s.plan.domain, s.plan.otherCount, s.plan.verified]); // [["retail", 0, true]]
 */
export async function solveGoalDriftPlans(
  figures: readonly PublishedFigure[],
  domains: Record<string, string>,
  writesPerConversation: readonly number[],
  options: GoalDriftConsistencyOptions = {},
): Promise<GoalDriftPlanSolve[]> {
  const out: GoalDriftPlanSolve[] = [];
  for (const [key, domain] of Object.entries(domains)) {
    const targets = goalDriftTargetsFromPublished(figures, key);
    const result = await goalDriftConsistency(targets, { allowOther: true, writesPerConversation, ...options });
    if (result.feasible !== true || !result.conversations) {
      throw new RangeError(
        `solveGoalDriftPlans: figures must admit a consistent set of conversations for every domain, got status ${JSON.stringify(result.status)} for ${key} (feasible ${result.feasible})`,
      );
    }
    out.push({
      plan: {
        key,
        domain,
        status: result.status,
        otherCount: result.otherCount ?? 0,
        verified: result.verified,
        conversations: result.conversations.map((c) => ({ sequence: c.sequence, group: c.group, count: c.count })),
      },
      result,
    });
  }
  return out;
}

/** Solver settings of the committed plan (data/reconstructed/tau2.plan.json). */
export const GOAL_DRIFT_PLAN_OPTIONS: Readonly<GoalDriftConsistencyOptions> = Object.freeze({ maxLength: 10, window: 3, timeLimitSeconds: 120, realisticGap: 1 });

/** The committed plan document (data/reconstructed/tau2.plan.json). */
export interface GoalDriftPlanFile {
  /** What the document is. */
  description: string;
  /** The generator's seed. */
  seed: number;
  /** The solver settings. */
  options: { maxLength: number; window: number; realisticGap: number };
  /** One plan per domain. */
  domains: GoalDriftPlanDomain[];
}

/**
 * The text of data/reconstructed/tau2.plan.json for solved plans (2-space JSON and a final newline; no timings:
 * they vary between runs).
 *
 * @param plans the solved plans
 * @param seed the generator's seed (default {@link GOAL_DRIFT_RECONSTRUCTION_SEED})
 * @returns the file text
 * @example
 * goalDriftPlanText([]).endsWith("\n"); // true
 */
export function goalDriftPlanText(plans: readonly GoalDriftPlanDomain[], seed: number = GOAL_DRIFT_RECONSTRUCTION_SEED): string {
  const doc: GoalDriftPlanFile = {
    description:
      "Write sequences (A = aligned write, D = drift write) and reward groups solved by lib/src/consistency so that every published goal-drift figure holds; input of the reconstructed τ² files.",
    seed,
    options: { maxLength: GOAL_DRIFT_PLAN_OPTIONS.maxLength ?? 10, window: GOAL_DRIFT_PLAN_OPTIONS.window ?? 3, realisticGap: GOAL_DRIFT_PLAN_OPTIONS.realisticGap ?? 1 },
    domains: plans.map((p) => ({ ...p, conversations: p.conversations.map((c) => ({ ...c })) })),
  };
  return JSON.stringify(doc, null, 2) + "\n";
}

/**
 * The file name of a domain's reconstructed results file.
 *
 * @param domain the τ² domain
 * @returns the file name
 * @example
 * reconstructedFileName("airline"); // "tau2_airline_Qwen3.8-27B_reconstruction.json"
 */
export function reconstructedFileName(domain: string): string {
  return `tau2_${domain}_Qwen3.8-27B_reconstruction.json`;
}

/**
 * The reconstructed files of a plan document: file name → text (one per domain, seed from the plan).
 *
 * @param plan the plan document
 * @returns file name → file text
 * @throws {RangeError} when a plan names a domain without a kit or a bad sequence (as {@link reconstructTau2Results})
 * @example
 * Object.keys(reconstructGoalDriftFiles(JSON.parse(fs.readFileSync("data/reconstructed/tau2.plan.json", "utf8")))); // ["tau2_retail_Qwen3.8-27B_reconstruction.json", "tau2_airline_Qwen3.8-27B_reconstruction.json", "tau2_banking_knowledge_Qwen3.8-27B_reconstruction.json"]
 */
export function reconstructGoalDriftFiles(plan: GoalDriftPlanFile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of plan.domains) out[reconstructedFileName(d.domain)] = reconstructTau2Text({ domain: d.domain, conversations: d.conversations }, { seed: plan.seed });
  return out;
}
