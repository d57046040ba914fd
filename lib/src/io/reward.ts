/**
 * The one rule for a reward, used by every loader and every metric that reads one: a reward is a finite number in
 * [0, 1], or missing (null, absent). Anything else — 7.5, −1, the string "1.0", `true` — is not a reward: the
 * loaders exclude the conversation with the reason {@link REWARD_EXCLUSION} (its file, JSON path and value in the
 * fault), and the statistics exclude a hand-built conversation that carries one, for the same reason.
 */
import { TrajlabInputError } from "./errors";

/** The reason a conversation whose reward breaks the rule is left out (loaders and statistics alike). */
export const REWARD_EXCLUSION = "reward not a number in [0, 1]";

function shown(value: unknown): string {
  if (typeof value === "number") return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return `${typeof value} ${text.length > 80 ? text.slice(0, 79) + "…" : text}`;
}

/**
 * What is wrong with a reward value, or null when it is a reward (a finite number in [0, 1]) or missing (null or
 * undefined: "no reward", which the statistics count separately).
 *
 * @param value the reward as logged (any JSON value)
 * @returns the problem in words (`must be a number in [0, 1], got 7.5`), or null
 * @example
 * rewardProblem(0.5);   // null
 * rewardProblem(null);  // null
 * rewardProblem(7.5);   // "must be a number in [0, 1], got 7.5"
 * rewardProblem("1.0"); // "must be a number in [0, 1], got string \"1.0\""
 * rewardProblem(true);  // "must be a number in [0, 1], got boolean true"
 */
export function rewardProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1) return null;
  return `must be a number in [0, 1], got ${shown(value)}`;
}

/**
 * Read a reward field by {@link rewardProblem}'s rule.
 *
 * @internal
 * @param value the field as logged
 * @param file the file (for the error)
 * @param p the field's JSON path
 * @returns the reward, or null when missing
 * @throws {TrajlabInputError} kind `bad-reward` for any value that is not a number in [0, 1]
 * @example
 * readReward(1, "r.json", "simulations[0].reward_info.reward"); // 1
 * readReward(-1, "r.json", "simulations[0].reward_info.reward"); // throws TrajlabInputError "r.json: simulations[0].reward_info.reward: reward must be a number in [0, 1], got -1"
 */
export function readReward(value: unknown, file: string, p: string): number | null {
  const problem = rewardProblem(value);
  if (problem !== null) throw new TrajlabInputError("bad-reward", file, p, `reward ${problem}`);
  return (value ?? null) as number | null;
}
