import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadJudgeVerdicts, parseJudgeVerdicts, TrajlabInputError } from "../../lib/src";
import { DATA_DIR } from "../stats/realData";

const JUDGE_DIR = DATA_DIR === null ? null : path.join(path.dirname(DATA_DIR), "judge");
const JUDGE_FILE = JUDGE_DIR === null ? null : path.join(JUDGE_DIR, "tau2_airline_azure-gpt-4o_judge-verdicts_judgeviewer-pr103.jsonl");
const haveJudge = JUDGE_FILE !== null && fs.existsSync(JUDGE_FILE);

describe("parseJudgeVerdicts", () => {
  test("CSV with a header: simulation_id, task_id, verdict (any case), optional confidence", () => {
    const t = loadJudgeVerdicts("test/fixtures/stats/judge-verdicts.csv");
    expect(t.errors).toEqual([]);
    expect(t.verdicts[0]).toEqual({ simulation: "ex-01-aligned-only", task: "ex_aligned_only", verdict: "pass", confidence: 0.9, path: "[line 2]" });
    expect(t.verdicts.map((v) => v.verdict)).toEqual(["pass", "pass", "fail", "pass", "fail"]);
  });
  test("JSON Lines: verdict words, booleans and 1/0; a τ²-bench judge_response is read from its fenced JSON block", () => {
    const text = [
      '{"simulation_id": "a", "verdict": true}',
      '{"task_id": 7, "verdict": 0, "confidence": "0.25"}',
      '{"simulation_id": "c", "judge_response": "```json\\n{\\"verdict\\": \\"fail\\", \\"issues\\": []}\\n```"}',
    ].join("\n");
    const t = parseJudgeVerdicts("j.jsonl", text);
    expect(t.errors).toEqual([]);
    expect(t.verdicts.map((v) => [v.simulation, v.task, v.verdict, v.confidence])).toEqual([
      ["a", null, "pass", null],
      [null, "7", "fail", 0.25],
      ["c", null, "fail", null],
    ]);
  });
  test("a bad record is an error naming its line and field; the good records are kept", () => {
    const text = [
      '{"simulation_id": "a", "verdict": "pass"}',
      '{"simulation_id": "b", "verdict": "maybe"}',
      "not json",
      '{"verdict": "pass"}',
      '{"simulation_id": "d", "verdict": "fail", "confidence": 1.5}',
      '{"simulation_id": "a", "verdict": "fail"}',
      "[1]",
    ].join("\n");
    const t = parseJudgeVerdicts("j.jsonl", text);
    expect(t.verdicts.map((v) => v.simulation)).toEqual(["a"]);
    expect(t.errors.every((e) => e instanceof TrajlabInputError)).toBe(true);
    expect(t.errors.map((e) => [e.kind, e.path])).toEqual([
      ["wrong-type", "[line 2].verdict"],
      ["not-json", "line 3"],
      ["wrong-type", "[line 4]"],
      ["wrong-type", "[line 5].confidence"],
      ["duplicate-id", "line 6"],
      ["bad-format", "line 7"],
    ]);
    expect(t.errors[0].message).toBe('j.jsonl: [line 2].verdict: expected a verdict pass or fail (true/false, 1/0), got "maybe"');
  });
  test("CSV without a verdict or id column is a bad-format error on the header; a short line names its line", () => {
    expect(parseJudgeVerdicts("j.csv", "simulation_id,score\na,1\n").errors[0]).toMatchObject({ kind: "bad-format", path: "line 1" });
    const t = parseJudgeVerdicts("j.csv", "simulation_id,verdict\na,pass\nb\n");
    expect(t.verdicts).toHaveLength(1);
    expect(t.errors[0]).toMatchObject({ kind: "bad-format", path: "line 3" });
  });
  test("empty text: no verdicts, no errors; a missing file is unreadable", () => {
    expect(parseJudgeVerdicts("j.csv", "\n\n")).toEqual({ file: "j.csv", verdicts: [], errors: [] });
    expect(() => loadJudgeVerdicts("/nonexistent/judge.jsonl")).toThrow(TrajlabInputError);
  });
  test.skipIf(!haveJudge)("the shared judge file (τ²-bench judge viewer, azure gpt-4o airline): 50 verdicts, one per simulation, read from the judge's replies", () => {
    const t = loadJudgeVerdicts(JUDGE_FILE as string);
    const raw = fs.readFileSync(JUDGE_FILE as string, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(t.errors).toEqual([]);
    expect(t.verdicts).toHaveLength(raw.length);
    // independent reading: the verdict word in each reply
    const words = raw.map((r: { judge_response: string }) => /"verdict"\s*:\s*"(\w+)"/.exec(r.judge_response)![1].toLowerCase());
    expect(t.verdicts.map((v) => v.verdict)).toEqual(words);
    expect(t.verdicts.map((v) => v.simulation)).toEqual(raw.map((r: { simulation_id: string }) => r.simulation_id));
  });
});
