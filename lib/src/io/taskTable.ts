/**
 * A compact per-task table of success steps — one row per (task, model, environment) — in CSV or JSON lines: the
 * smallest input the AUV family needs (successCurve, auv), for runs whose full TIDE logs are not at hand.
 */
import { TrajlabInputError, jsonTypeOf } from "./errors";
import { isObject, wrongType } from "./fieldChecks";
import { parseJsonLine, stripBom } from "./parseJson";
import { readInputText } from "./read";

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
 * @param file the file's name (for errors)
 * @param text the table's text
 * @returns the rows, in file order
 * @throws {TrajlabInputError} as listed above
 * @example
 * const csv = "task,model,environment,success_step,steps_taken\nbw-0,A,blocksworld,3,3\nbw-1,A,blocksworld,,30\n";
 * parseTaskTable("t.csv", csv)[0]; // {task: "bw-0", model: "A", environment: "blocksworld", successStep: 3, stepsTaken: 3, path: "[line 2]"}
 * parseTaskTable("t.csv", csv)[1].successStep; // null (an empty success_step: not solved)
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

/**
 * Read and parse a per-task table file (see {@link parseTaskTable}).
 *
 * @param file the path
 * @returns the rows
 * @throws {TrajlabInputError} `unreadable` / `not-text` for the file, and as {@link parseTaskTable}
 * @example
 * loadTaskTable("test/fixtures/io/corpus/task-table.csv").length; // 2
 */
export function loadTaskTable(file: string): TaskTableRow[] {
  return parseTaskTable(file, readInputText(file));
}

/**
 * Group table rows into one success-step list per (model, environment), tasks in first-seen order.
 * Use it to feed successCurve/auv. Edges: [] → [].
 *
 * @param rows rows from {@link parseTaskTable}
 * @returns one group per (model, environment), in first-seen order
 * @example
 * const csv = "task,model,environment,success_step,steps_taken\nbw-0,A,blocksworld,3,3\nbw-1,A,blocksworld,,30\n";
 * taskTableRuns(parseTaskTable("t.csv", csv)); // [{"model": "A", "environment": "blocksworld", "tasks": ["bw-0", "bw-1"], "successSteps": [3, null]}]
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

/**
 * Split one CSV line into its fields (double-quoted fields may hold commas and doubled quotes).
 *
 * @param file the file's name (for errors)
 * @param lineNo the line's number (for errors)
 * @param line the line
 * @returns the fields, unquoted
 * @throws {TrajlabInputError} "bad-format" for an unterminated quoted field
 * @internal
 * @example
 * splitCsvLine("t.csv", 2, 'a,"b, c",d'); // ["a", "b, c", "d"]
 */
export function splitCsvLine(file: string, lineNo: number, line: string): string[] {
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

