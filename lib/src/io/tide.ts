/**
 * Loader for TIDE trajectories (arXiv:2602.02196, code yayayacc/TIDE). The compact per-task table is read by
 * taskTable.ts.
 *
 * TIDE JSONL (TaskRunner.save_result_local): one JSON object per line and per task:
 * `{query, seed, all_accuracies, avg_accuracy, pass_at_n, traj_rollouts: [{rollout_idx, rollout_results: {steps:
 * [{observation, action, env_feedback, …}], success, stop_right, loop, meta: {total_steps}}}], meta}`.
 * As TIDE's analysis does, only the first rollout (`traj_rollouts[0]`) of each task is read.
 *
 * Success step (TIDE analysis.py: `first_success_step = traj_length if success else inf`): a rollout stops at the
 * step the environment reports success, so the success step is the trajectory length when `success` is true, and
 * null otherwise. `observations[i]` is the state rendered BEFORE `actions[i]` (TaskRunner._prepare_step_history).
 * One difference from TIDE's pandas pipeline: a task whose first rollout logged no step at all is kept here
 * (unsolved, stepsTaken 0) and so stays in N, whereas TIDE's step-level data frame would silently lose it from the
 * denominator of P_t. A task marked successful with no step is rejected (its success step would be 0).
 *
 * Errors are TrajlabInputError naming the file and the place: `line 12` for a line that is not JSON or not a
 * task object, `[line 12].traj_rollouts[0].rollout_results.steps[3].action` for a field. Lines are numbered from 1;
 * blank lines are skipped; a leading byte-order mark (as Windows editors write) is ignored.
 *
 * @example
 * const run = loadTideJsonl("data/reconstructed/tide/BlocksWorld/DeepSeek-V3.2.jsonl", { model: "DeepSeek-V3.2", environment: "BlocksWorld" });
 * run.tasks.map((t) => t.successStep).slice(0, 3); // [3, 11, 15]
 */
import { TrajlabInputError, jsonTypeOf } from "./errors";
import { isObject, wrongType } from "./fieldChecks";
import { parseJsonLine, stripBom } from "./parseJson";
import { readInputText } from "./read";

/** One task of a TIDE run: the first rollout's success, success step and steps. */
export interface TideTask {
  /** 0-based position of the task among the file's non-blank lines. */
  index: number;
  /** The task's query (its goal), as logged. */
  query: string;
  /** The environment seed as logged (TIDE writes an integer), or null when absent. */
  seed: number | string | null;
  /** rollout_results.success of the first rollout. */
  success: boolean;
  /** EventLog length when success, else null (TIDE's first_success_step). */
  successStep: number | null;
  /** Number of logged steps of the first rollout. */
  stepsTaken: number;
  /** observations[i]: the rendered state before actions[i]. */
  observations: string[];
  /** actions[i]: the action taken in state observations[i], as logged. */
  actions: string[];
  /** Where the task sits in its file: `[line 12]`. */
  path: string;
}

/** One TIDE JSONL file: the tasks in file order, with the model and environment the caller names. */
export interface TideRun {
  /** The file the run was read from. */
  source: string;
  /** From the caller's meta (TIDE keeps the model in config.yaml, not in the JSONL), else null. */
  model: string | null;
  /** From the caller's meta (e.g. "BlocksWorld"), else null. */
  environment: string | null;
  /** The tasks, in file order. */
  tasks: TideTask[];
}

/**
 * Parse TIDE JSONL text (see the module comment). `file` is used only in error messages and `source`.
 * Edges: an empty text (or only blank lines) gives a run with no tasks.
 *
 * @param file the file's name (for errors and `source`)
 * @param text the JSONL text
 * @param meta the model and environment (TIDE keeps them in config.yaml, not in the JSONL)
 * @returns the run
 * @throws {TrajlabInputError} `not-json` at `line N` (with a hint when the whole text is one τ² or τ-bench JSON
 *   document), `bad-format` / `wrong-type` at `[line N]…` for a task that is not a TIDE task
 * @example
 * parseTideJsonl("empty.jsonl", "").tasks; // []
 */
export function parseTideJsonl(file: string, text: string, meta: { model?: string; environment?: string } = {}): TideRun {
  const tasks: TideTask[] = [];
  const lines = stripBom(text).split(/\r?\n/);
  lines.forEach((raw, i) => {
    if (raw.trim() === "") return;
    const lineNo = i + 1;
    let value: unknown;
    try {
      value = parseJsonLine(file, lineNo, raw);
    } catch (e) {
      throw wholeDocumentHint(file, text, e);
    }
    tasks.push(parseTaskLine(file, lineNo, value, tasks.length));
  });
  return { source: file, model: meta.model ?? null, environment: meta.environment ?? null, tasks };
}

/**
 * A line that is not JSON, in a text that is one JSON document spread over many lines (a τ² or τ-bench export
 * given to the TIDE loader): say which loader reads it. Any other error is returned unchanged.
 */
function wholeDocumentHint(file: string, text: string, error: unknown): unknown {
  if (!(error instanceof TrajlabInputError)) return error;
  let doc: unknown;
  try {
    doc = JSON.parse(stripBom(text));
  } catch {
    return error;
  }
  if (isObject(doc) || Array.isArray(doc)) {
    return new TrajlabInputError(
      "unknown-format",
      file,
      "$",
      "this is one JSON document over many lines, not TIDE JSONL (one task per line): a τ²-bench or τ-bench export is read with loadRun (or `trajlab drift`)",
    );
  }
  return error;
}

/**
 * Read and parse a TIDE JSONL file.
 *
 * @param file the path
 * @param meta the model and environment
 * @returns the run
 * @throws {TrajlabInputError} `unreadable` / `not-text` (gzip, UTF-16, …) for the file, and as {@link parseTideJsonl}
 * @example
 * loadTideJsonl("data/reconstructed/tide/BlocksWorld/DeepSeek-V3.2.jsonl", { model: "DeepSeek-V3.2", environment: "BlocksWorld" }).tasks.length; // 100
 */
export function loadTideJsonl(file: string, meta: { model?: string; environment?: string } = {}): TideRun {
  return parseTideJsonl(file, readInputText(file), meta);
}

function parseTaskLine(file: string, lineNo: number, value: unknown, index: number): TideTask {
  const at = `[line ${lineNo}]`;
  if (!isObject(value)) {
    throw new TrajlabInputError("bad-format", file, `line ${lineNo}`, `expected a TIDE task object, got ${jsonTypeOf(value)}`);
  }
  const obj = value;
  const query = obj.query;
  if (typeof query !== "string") throw wrongType(file, `${at}.query`, "a string", query);
  const seed = obj.seed;
  if (seed !== undefined && seed !== null && typeof seed !== "number" && typeof seed !== "string") {
    throw wrongType(file, `${at}.seed`, "a number, a string or null", seed);
  }
  const rollouts = obj.traj_rollouts;
  if (!Array.isArray(rollouts)) throw wrongType(file, `${at}.traj_rollouts`, "an array", rollouts);
  if (rollouts.length === 0) {
    throw new TrajlabInputError("bad-format", file, `${at}.traj_rollouts`, "no rollouts (TIDE reads traj_rollouts[0])");
  }
  const r0 = rollouts[0];
  const rPath = `${at}.traj_rollouts[0]`;
  if (!isObject(r0)) throw wrongType(file, rPath, "an object", r0);
  const res = r0.rollout_results;
  const resPath = `${rPath}.rollout_results`;
  if (!isObject(res)) throw wrongType(file, resPath, "an object", res);
  const success = res.success;
  if (typeof success !== "boolean") throw wrongType(file, `${resPath}.success`, "a boolean", success);
  const steps = res.steps;
  if (!Array.isArray(steps)) throw wrongType(file, `${resPath}.steps`, "an array", steps);
  const observations: string[] = [];
  const actions: string[] = [];
  steps.forEach((step, k) => {
    const sPath = `${resPath}.steps[${k}]`;
    if (!isObject(step)) throw wrongType(file, sPath, "an object", step);
    const s = step;
    if (typeof s.observation !== "string") throw wrongType(file, `${sPath}.observation`, "a string", s.observation);
    if (typeof s.action !== "string") throw wrongType(file, `${sPath}.action`, "a string", s.action);
    observations.push(s.observation);
    actions.push(s.action);
  });
  if (success && steps.length === 0) {
    throw new TrajlabInputError(
      "bad-format",
      file,
      `${resPath}.steps`,
      "success is true but no step was logged (TIDE's success step is the trajectory length, which must be ≥ 1)",
    );
  }
  return {
    index,
    query,
    seed: (seed as number | string | undefined) ?? null,
    success,
    successStep: success ? steps.length : null,
    stepsTaken: steps.length,
    observations,
    actions,
    path: at,
  };
}

