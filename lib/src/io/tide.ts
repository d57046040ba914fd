/**
 * Loaders for TIDE trajectories (arXiv:2602.02196, code yayayacc/TIDE) and for a compact per-task table.
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
import { isObject, readInputText, stripBom, wrongType } from "./json";

export interface TideTask {
  /** 0-based position of the task among the file's non-blank lines. */
  index: number;
  query: string;
  /** The environment seed as logged (TIDE writes an integer), or null when absent. */
  seed: number | string | null;
  /** rollout_results.success of the first rollout. */
  success: boolean;
  /** Trajectory length when success, else null (TIDE's first_success_step). */
  successStep: number | null;
  /** Number of logged steps of the first rollout. */
  stepsTaken: number;
  /** observations[i]: the rendered state before actions[i]. */
  observations: string[];
  actions: string[];
  /** Where the task sits in its file: `[line 12]`. */
  path: string;
}

export interface TideRun {
  /** The file the run was read from. */
  source: string;
  /** From the caller's meta (TIDE keeps the model in config.yaml, not in the JSONL), else null. */
  model: string | null;
  environment: string | null;
  tasks: TideTask[];
}

/**
 * Parse TIDE JSONL text (see the module comment). `file` is used only in error messages and `source`.
 * Edges: an empty text (or only blank lines) gives a run with no tasks.
 */
export function parseTideJsonl(file: string, text: string, meta: { model?: string; environment?: string } = {}): TideRun {
  const tasks: TideTask[] = [];
  const lines = stripBom(text).split(/\r?\n/);
  lines.forEach((raw, i) => {
    if (raw.trim() === "") return;
    const lineNo = i + 1;
    tasks.push(parseTaskLine(file, lineNo, parseJsonLine(file, lineNo, raw), tasks.length));
  });
  return { source: file, model: meta.model ?? null, environment: meta.environment ?? null, tasks };
}

/** Read and parse a TIDE JSONL file; an unreadable file gives TrajlabInputError kind "unreadable". */
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

/**
 * One row of the compact per-task table: which task, which model on which environment, the success step (null =
 * not solved within the run) and how many steps the run took (null when the table leaves it empty).
 */
export interface TaskTableRow {
  task: string;
  model: string;
  environment: string;
  successStep: number | null;
  stepsTaken: number | null;
  /** `[line 3]` in the source file. */
  path: string;
}

const TABLE_COLUMNS = ["task", "model", "environment", "success_step", "steps_taken"] as const;

/**
 * Parse a compact per-task table, either CSV with a header line (columns task, model, environment, success_step,
 * steps_taken, in any order; extra columns are ignored; fields may be double-quoted) or JSON lines with those keys.
 * The format is chosen by the first non-blank character (`{` → JSON lines).
 *
 * Rules: success_step empty/null → null (unsolved), else an integer ≥ 1; steps_taken empty/null → null, else an
 * integer ≥ 0; when both are present success_step ≤ steps_taken. A (task, model, environment) may appear only once.
 *
 * Errors (TrajlabInputError): "not-json" for a JSON line that does not parse, "bad-format" for a missing header
 * column or a CSV line with the wrong number of fields, "wrong-type" for a bad value, "duplicate-id" for a repeated
 * (task, model, environment). Paths: `line 1` (header), `[line 7].success_step`.
 *
 * Edges: empty text → []; a leading byte-order mark is ignored.
 *
 * @example
 * parseTaskTable("t.csv", "task,model,environment,success_step,steps_taken\nbw-0,A,blocksworld,3,3\nbw-1,A,blocksworld,,30\n");
 * // [{task:"bw-0", model:"A", environment:"blocksworld", successStep:3, stepsTaken:3, path:"[line 2]"},
 * //  {task:"bw-1", …, successStep:null, stepsTaken:30, path:"[line 3]"}]
 */
export function parseTaskTable(file: string, text: string): TaskTableRow[] {
  const lines = stripBom(text).split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0) return [];
  const rows: TaskTableRow[] = [];
  const seen = new Map<string, number>();
  const add = (lineNo: number, rec: Record<string, unknown>) => {
    const row = tableRow(file, lineNo, rec);
    const key = JSON.stringify([row.task, row.model, row.environment]);
    const prev = seen.get(key);
    if (prev !== undefined) {
      throw new TrajlabInputError(
        "duplicate-id",
        file,
        `line ${lineNo}`,
        `task ${row.task} of ${row.model} on ${row.environment} already appears on line ${prev}`,
      );
    }
    seen.set(key, lineNo);
    rows.push(row);
  };
  if (lines[first].trim().startsWith("{")) {
    lines.forEach((raw, i) => {
      if (raw.trim() === "") return;
      const value = parseJsonLine(file, i + 1, raw);
      if (!isObject(value)) {
        throw new TrajlabInputError("bad-format", file, `line ${i + 1}`, `expected an object, got ${jsonTypeOf(value)}`);
      }
      add(i + 1, value);
    });
    return rows;
  }
  const header = splitCsvLine(file, first + 1, lines[first]).map((h) => h.trim());
  for (const col of TABLE_COLUMNS) {
    if (!header.includes(col)) {
      throw new TrajlabInputError("bad-format", file, `line ${first + 1}`, `header lacks column "${col}" (needs ${TABLE_COLUMNS.join(", ")})`);
    }
  }
  for (let i = first + 1; i < lines.length; i++) {
    if (lines[i].trim() === "") continue;
    const fields = splitCsvLine(file, i + 1, lines[i]);
    if (fields.length !== header.length) {
      throw new TrajlabInputError("bad-format", file, `line ${i + 1}`, `expected ${header.length} fields, got ${fields.length}`);
    }
    const rec: Record<string, unknown> = {};
    header.forEach((h, k) => (rec[h] = fields[k].trim() === "" ? null : fields[k].trim()));
    add(i + 1, rec);
  }
  return rows;
}

/** Read and parse a per-task table file (see {@link parseTaskTable}). */
export function loadTaskTable(file: string): TaskTableRow[] {
  return parseTaskTable(file, readInputText(file));
}

/**
 * Group table rows into one success-step list per (model, environment), tasks in first-seen order.
 * Use it to feed successCurve/auv. Edges: [] → [].
 *
 * @example
 * taskTableRuns(parseTaskTable("t.csv", "task,model,environment,success_step,steps_taken\nbw-0,A,blocksworld,3,3\nbw-1,A,blocksworld,,30\n")); // [{ model: "A", environment: "blocksworld", tasks: ["bw-0", "bw-1"], successSteps: [3, null] }]
 */
export function taskTableRuns(rows: TaskTableRow[]): { model: string; environment: string; tasks: string[]; successSteps: (number | null)[] }[] {
  const out = new Map<string, { model: string; environment: string; tasks: string[]; successSteps: (number | null)[] }>();
  for (const r of rows) {
    const key = JSON.stringify([r.model, r.environment]);
    let g = out.get(key);
    if (!g) {
      g = { model: r.model, environment: r.environment, tasks: [], successSteps: [] };
      out.set(key, g);
    }
    g.tasks.push(r.task);
    g.successSteps.push(r.successStep);
  }
  return [...out.values()];
}

function tableRow(file: string, lineNo: number, rec: Record<string, unknown>): TaskTableRow {
  const at = `[line ${lineNo}]`;
  const str = (key: string): string => {
    const v = rec[key];
    if (typeof v === "number" && key === "task") return String(v);
    if (typeof v !== "string" || v === "") throw wrongType(file, `${at}.${key}`, "a non-empty string", v);
    return v;
  };
  const int = (key: string, min: number): number | null => {
    const v = rec[key];
    if (v === null || v === undefined || v === "") return null;
    const n = typeof v === "number" ? v : typeof v === "string" && /^[+-]?\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min) throw wrongType(file, `${at}.${key}`, `an integer ≥ ${min} or empty`, v);
    return n;
  };
  const row: TaskTableRow = {
    task: str("task"),
    model: str("model"),
    environment: str("environment"),
    successStep: int("success_step", 1),
    stepsTaken: int("steps_taken", 0),
    path: at,
  };
  if (row.successStep !== null && row.stepsTaken !== null && row.successStep > row.stepsTaken) {
    throw new TrajlabInputError(
      "wrong-type",
      file,
      `${at}.success_step`,
      `success_step ${row.successStep} exceeds steps_taken ${row.stepsTaken}`,
    );
  }
  return row;
}

function splitCsvLine(file: string, lineNo: number, line: string): string[] {
  const fields: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"' && cur.trim() === "") {
      quoted = true;
      cur = "";
    } else if (c === ",") {
      fields.push(cur);
      cur = "";
    } else cur += c;
  }
  if (quoted) throw new TrajlabInputError("bad-format", file, `line ${lineNo}`, "unterminated quoted field");
  fields.push(cur);
  return fields;
}

/** One JSON-lines record; a parse failure is a `not-json` error at `line <lineNo>`. */
function parseJsonLine(file: string, lineNo: number, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (e) {
    throw new TrajlabInputError("not-json", file, `line ${lineNo}`, `not valid JSON (${(e as Error).message})`);
  }
}
