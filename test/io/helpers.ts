import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { expect } from "vitest";
import { TrajlabInputError, InputErrorKind } from "../../lib/src";

export const FIXTURES = path.join(__dirname, "..", "fixtures", "io");

/** Run `fn`, expect a TrajlabInputError with the given kind/file/path, and return it. */
export function expectInputError(
  fn: () => unknown,
  want: { kind: InputErrorKind; file?: string; path?: string; detail?: RegExp },
): TrajlabInputError {
  let caught: unknown = undefined;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught, "expected a TrajlabInputError to be thrown").toBeInstanceOf(TrajlabInputError);
  const err = caught as TrajlabInputError;
  expect(err.kind).toBe(want.kind);
  if (want.file !== undefined) expect(err.file).toBe(want.file);
  if (want.path !== undefined) expect(err.path).toBe(want.path);
  if (want.detail !== undefined) expect(err.detail).toMatch(want.detail);
  expect(err.message).toBe(`${err.file}: ${err.path}: ${err.detail}`);
  return err;
}

/** Resolve a loader JSON path (`simulations[3].messages[7]`, `[12].traj[5]`, `$`) against a parsed document. */
export function resolvePath(doc: unknown, p: string): unknown {
  if (p === "$" || p === "") return doc;
  let cur: any = doc;
  const re = /\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]/g;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(p)) !== null) {
    if (m.index !== consumed) throw new Error(`bad path ${p}`);
    consumed = re.lastIndex;
    cur = m[1] !== undefined ? cur?.[m[1]] : cur?.[Number(m[2])];
  }
  if (consumed !== p.length) throw new Error(`bad path ${p}`);
  return cur;
}

/** A fresh temporary directory, removed by the returned cleanup function. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-io-"));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Write `files` (relative path → JSON value or raw string) under `dir`. */
export function writeTree(dir: string, files: Record<string, unknown>): void {
  for (const [rel, value] of Object.entries(files)) {
    const f = path.join(dir, rel);
    fs.mkdirSync(path.dirname(f), { recursive: true });
    fs.writeFileSync(f, typeof value === "string" ? value : JSON.stringify(value, null, 1));
  }
}

/** A minimal valid τ² results document, to be broken by individual tests. */
export function miniTau2(): any {
  return {
    timestamp: null,
    info: {
      num_trials: 1,
      agent_info: { implementation: "llm_agent", llm: "a" },
      user_info: { implementation: "user_simulator", llm: "u" },
      environment_info: { domain_name: "d" },
    },
    tasks: [
      { id: "t1", evaluation_criteria: { actions: [{ action_id: "t1_0", requestor: "assistant", name: "f", arguments: { x: 1 }, compare_args: null }] } },
      { id: "t2", evaluation_criteria: { actions: null } },
    ],
    simulations: [
      { id: "s0", task_id: "t1", trial: 0, termination_reason: "user_stop", reward_info: { reward: 1 }, messages: [] },
      { id: "s1", task_id: "t2", trial: 0, termination_reason: "user_stop", reward_info: { reward: 0 }, messages: [] },
      {
        id: "s2",
        task_id: "t1",
        trial: 0,
        termination_reason: "user_stop",
        reward_info: { reward: 0, action_checks: [] },
        messages: [
          { role: "user", content: "hi" },
          { role: "assistant", content: null, tool_calls: [{ id: "c", name: "f", arguments: { x: 1 }, requestor: "assistant" }] },
        ],
      },
      { id: "s3", task_id: "t2", trial: 0, termination_reason: "user_stop", reward_info: { reward: 1 }, messages: [] },
    ],
  };
}

/** A minimal valid τ-bench v1 list of records. */
export function miniTau1(): any {
  const rec = (taskId: number, trial: number) => ({
    task_id: taskId,
    reward: 1,
    trial,
    info: { task: { user_id: "u", actions: [{ name: "f", kwargs: { a: 1 } }] }, reward_info: null },
    traj: [
      { role: "system", content: "p" },
      { role: "assistant", content: null, tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: '{"a": 1}' } }] },
      { role: "tool", tool_call_id: "c", name: "f", content: "ok" },
    ],
  });
  return Array.from({ length: 14 }, (_, i) => rec(Math.floor(i / 2), i % 2));
}

/** Run `fn` in a temporary directory holding `files` (relative path → content), removed afterwards. */
export function withDir(files: Record<string, unknown>, fn: (dir: string) => void): void {
  const t = tempDir();
  try {
    writeTree(t.dir, files);
    fn(t.dir);
  } finally {
    t.cleanup();
  }
}

/**
 * Structural equality of two JSON-like values without recursion (vitest's toEqual recurses, and the corpus holds
 * values nested 10,000 levels deep). Returns the path of the first difference, or null when equal.
 */
export function firstDifference(a: unknown, b: unknown): string | null {
  const stack: Array<[unknown, unknown, string]> = [[a, b, "$"]];
  while (stack.length > 0) {
    const [x, y, p] = stack.pop()!;
    if (Object.is(x, y)) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return p;
    if (Array.isArray(x) !== Array.isArray(y)) return p;
    const kx = Object.keys(x as object);
    const ky = Object.keys(y as object);
    if (kx.length !== ky.length) return p;
    for (const k of kx) {
      if (!Object.prototype.hasOwnProperty.call(y, k)) return `${p}.${k}`;
      stack.push([(x as any)[k], (y as any)[k], `${p}.${k}`]);
    }
  }
  return null;
}

/** Whether a message could show raw bytes: control characters (other than none) or U+FFFD. */
export function hasRawBytes(message: string): boolean {
  return /[\u0000-\u001f\u007f-\u009f\ufffd]/.test(message);
}
