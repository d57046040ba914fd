/**
 * A judge's verdicts on the conversations of a run, as a table: one record per judged conversation (its simulation
 * id or its task id, the verdict pass/fail, optionally the judge's confidence), in JSON Lines or CSV — what
 * `trajlab stats --judge FILE` holds against the run's rewards.
 */
import { TrajlabInputError, jsonTypeOf } from "./errors";
import { isObject } from "./fieldChecks";
import { parseJsonLine, stripBom } from "./parseJson";
import { readInputText } from "./read";
import { splitCsvLine } from "./taskTable";

/** One judged conversation. */
export interface JudgeVerdict {
  /** The simulation (conversation) id it judges, or null when the record names only a task. */
  simulation: string | null;
  /** The task id, or null when the record names only a simulation. */
  task: string | null;
  verdict: "pass" | "fail";
  /** The judge's confidence in its verdict, in [0, 1], or null when the record gives none. */
  confidence: number | null;
  /** Where the record is (`[line 3]`). */
  path: string;
}

/** Result of {@link parseJudgeVerdicts}: the good records, and one error per bad record (the good ones are kept). */
export interface JudgeVerdicts {
  file: string;
  verdicts: JudgeVerdict[];
  errors: TrajlabInputError[];
}

/** The verdict words the table accepts (case-insensitive), and the booleans. */
const VERDICTS: Readonly<Record<string, "pass" | "fail">> = { pass: "pass", fail: "fail", true: "pass", false: "fail", success: "pass", failure: "fail" };

/** The verdict inside a judge's reply: the first JSON object in it (a fenced ```json block or bare), its `verdict`. */
function verdictInReply(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(reply);
  const body = fenced ? fenced[1] : reply;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start < 0 || end < start) return undefined;
  try {
    const obj = JSON.parse(body.slice(start, end + 1)) as unknown;
    return isObject(obj) ? obj.verdict : undefined;
  } catch {
    return undefined;
  }
}

function idField(rec: Record<string, unknown>, keys: readonly string[]): string | null | { bad: unknown; key: string } {
  for (const k of keys) {
    const v = rec[k];
    if (v === undefined || v === null || v === "") continue;
    if (typeof v === "string") return v;
    if (typeof v === "number" && Number.isInteger(v)) return String(v);
    return { bad: v, key: k };
  }
  return null;
}

/** One record → a verdict, or the error that names its line and field. */
function verdictOf(file: string, lineNo: number, rec: Record<string, unknown>): JudgeVerdict | TrajlabInputError {
  const at = `[line ${lineNo}]`;
  const simulation = idField(rec, ["simulation_id", "simulation"]);
  const task = idField(rec, ["task_id", "task"]);
  for (const id of [simulation, task]) {
    if (id !== null && typeof id === "object") return new TrajlabInputError("wrong-type", file, `${at}.${id.key}`, `expected a string or an integer id, got ${jsonTypeOf(id.bad)}`);
  }
  if (simulation === null && task === null) return new TrajlabInputError("wrong-type", file, at, "needs simulation_id or task_id (the conversation the verdict is on)");
  let raw: unknown = rec.verdict;
  let where = `${at}.verdict`;
  if (raw === undefined && typeof rec.judge_response === "string") {
    raw = verdictInReply(rec.judge_response);
    where = `${at}.judge_response`;
  }
  let verdict: "pass" | "fail" | undefined;
  if (typeof raw === "boolean") verdict = raw ? "pass" : "fail";
  else if (raw === 1 || raw === 0) verdict = raw === 1 ? "pass" : "fail";
  else if (typeof raw === "string") verdict = VERDICTS[raw.trim().toLowerCase()];
  if (verdict === undefined) {
    return new TrajlabInputError("wrong-type", file, where, `expected a verdict pass or fail (true/false, 1/0), got ${raw === undefined ? "none" : JSON.stringify(raw)}`);
  }
  let confidence: number | null = null;
  const c = rec.confidence;
  if (c !== undefined && c !== null && c !== "") {
    const x = typeof c === "string" ? Number(c) : c;
    if (typeof x !== "number" || !Number.isFinite(x) || x < 0 || x > 1) return new TrajlabInputError("wrong-type", file, `${at}.confidence`, `expected a number in [0, 1], got ${JSON.stringify(c)}`);
    confidence = x;
  }
  return { simulation: simulation as string | null, task: task as string | null, verdict, confidence, path: at };
}

/**
 * Parse a judge's verdict table.
 *
 * Format (JSON Lines or CSV with a header line, chosen by the first non-blank character: `{` → JSON Lines):
 * - `simulation_id` (or `simulation`): the conversation judged; and/or `task_id` (or `task`): its task (enough when
 *   the run has one conversation per task). At least one of the two.
 * - `verdict`: pass or fail (also true/false, 1/0, success/failure; case-insensitive). A JSON record without
 *   `verdict` but with a `judge_response` string (τ²-bench's judge viewer) is read from the first JSON object in
 *   that reply (a fenced ```json block).
 * - `confidence` (optional): the judge's confidence in its verdict, in [0, 1] (P(pass) = confidence for a pass,
 *   1 − confidence for a fail).
 * Other fields are ignored. A bad record is an error naming its line and field (TrajlabInputError, kind
 * "not-json", "wrong-type", "bad-format" or "duplicate-id" for a simulation judged twice); the good records are
 * kept. Edges: empty text → no verdicts; a byte-order mark is ignored.
 *
 * @param file the file's name (for errors)
 * @param text the table's text
 * @returns the verdicts in file order and the errors of the bad records
 * @throws {Error} only for an unexpected failure (a bug): a bad record is returned in `errors`, never thrown
 * @example
 * const t = parseJudgeVerdicts("j.csv", "simulation_id,verdict,confidence\ns1,pass,0.9\ns2,FAIL,\n");
 * t.verdicts.map((v) => v.verdict); // ["pass", "fail"]
 * t.verdicts[1].confidence;         // null
 * parseJudgeVerdicts("j.jsonl", '{"task_id": "3", "verdict": "maybe"}').errors[0].path; // "[line 1].verdict"
 */
export function parseJudgeVerdicts(file: string, text: string): JudgeVerdicts {
  const out: JudgeVerdicts = { file, verdicts: [], errors: [] };
  const lines = stripBom(text).split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0) return out;
  const seen = new Map<string, number>();
  const add = (lineNo: number, rec: Record<string, unknown>) => {
    const v = verdictOf(file, lineNo, rec);
    if (v instanceof TrajlabInputError) return void out.errors.push(v);
    if (v.simulation !== null) {
      const prev = seen.get(v.simulation);
      if (prev !== undefined) return void out.errors.push(new TrajlabInputError("duplicate-id", file, `line ${lineNo}`, `simulation ${v.simulation} was judged on line ${prev} already (the first verdict is kept)`));
      seen.set(v.simulation, lineNo);
    }
    out.verdicts.push(v);
  };
  if (lines[first].trim().startsWith("{")) {
    lines.forEach((raw, i) => {
      if (raw.trim() === "") return;
      try {
        const value = parseJsonLine(file, i + 1, raw);
        if (!isObject(value)) out.errors.push(new TrajlabInputError("bad-format", file, `line ${i + 1}`, `expected an object, got ${jsonTypeOf(value)}`));
        else add(i + 1, value);
      } catch (e) {
        if (e instanceof TrajlabInputError) out.errors.push(e);
        else throw e;
      }
    });
    return out;
  }
  let header: string[];
  try {
    header = splitCsvLine(file, first + 1, lines[first]).map((h) => h.trim());
  } catch (e) {
    if (e instanceof TrajlabInputError) return { ...out, errors: [e] };
    throw e;
  }
  if (!header.includes("verdict") || !(header.includes("simulation_id") || header.includes("task_id") || header.includes("simulation") || header.includes("task"))) {
    out.errors.push(new TrajlabInputError("bad-format", file, `line ${first + 1}`, "header needs a verdict column and a simulation_id or task_id column"));
    return out;
  }
  for (let i = first + 1; i < lines.length; i++) {
    if (lines[i].trim() === "") continue;
    try {
      const fields = splitCsvLine(file, i + 1, lines[i]);
      if (fields.length !== header.length) {
        out.errors.push(new TrajlabInputError("bad-format", file, `line ${i + 1}`, `expected ${header.length} fields, got ${fields.length}`));
        continue;
      }
      const rec: Record<string, unknown> = {};
      header.forEach((h, k) => (rec[h] = fields[k].trim() === "" ? null : fields[k].trim()));
      add(i + 1, rec);
    } catch (e) {
      if (e instanceof TrajlabInputError) out.errors.push(e);
      else throw e;
    }
  }
  return out;
}

/**
 * Read and parse a judge's verdict table (see {@link parseJudgeVerdicts}).
 *
 * @param file the path
 * @returns the verdicts and the errors of the bad records
 * @throws {TrajlabInputError} `unreadable` / `not-text` when the file cannot be read as text
 * @example
 * loadJudgeVerdicts("test/fixtures/stats/judge-verdicts.csv").verdicts.length; // 5
 */
export function loadJudgeVerdicts(file: string): JudgeVerdicts {
  return parseJudgeVerdicts(file, readInputText(file));
}
