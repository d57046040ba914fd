import { describe, expect, it } from "vitest";
import { expectInputError } from "./helpers";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { loadTaskTable, parseTaskTable, taskTableRuns, TrajlabInputError } from "../../lib/src";


describe("parseTaskTable", () => {
  const csv = "task,model,environment,success_step,steps_taken\nbw-0,A,blocksworld,3,3\nbw-1,A,blocksworld,,30\n\"bw,2\",B,blocksworld,25,25\n";
  it("reads CSV with empty success_step as unsolved", () => {
    const rows = parseTaskTable("t.csv", csv);
    expect(rows).toEqual([
      { task: "bw-0", model: "A", environment: "blocksworld", successStep: 3, stepsTaken: 3, path: "[line 2]" },
      { task: "bw-1", model: "A", environment: "blocksworld", successStep: null, stepsTaken: 30, path: "[line 3]" },
      { task: "bw,2", model: "B", environment: "blocksworld", successStep: 25, stepsTaken: 25, path: "[line 4]" },
    ]);
    expect(taskTableRuns(rows)).toEqual([
      { model: "A", environment: "blocksworld", tasks: ["bw-0", "bw-1"], successSteps: [3, null] },
      { model: "B", environment: "blocksworld", tasks: ["bw,2"], successSteps: [25] },
    ]);
  });
  it("reads JSON lines with the same keys, columns in any order", () => {
    const jl = '{"model":"A","environment":"ws","task":"1","success_step":null,"steps_taken":20}\n{"task":2,"model":"A","environment":"ws","success_step":4,"steps_taken":4}';
    expect(parseTaskTable("t.jsonl", jl).map((r) => [r.task, r.successStep])).toEqual([["1", null], ["2", 4]]);
    expect(parseTaskTable("t.csv", "")).toEqual([]);
  });
  it("gives typed errors naming the line and column", () => {
    expectInputError(() => parseTaskTable("t.csv", "task,model,environment,steps_taken\n"), { kind: "bad-format", path: "line 1" });
    expectInputError(() => parseTaskTable("t.csv", csv + "bw-3,A,blocksworld,0,3\n"), { kind: "wrong-type", path: "[line 5].success_step" });
    expectInputError(() => parseTaskTable("t.csv", csv + "bw-3,A,blocksworld,x,3\n"), { kind: "wrong-type", path: "[line 5].success_step" });
    expectInputError(() => parseTaskTable("t.csv", csv + "bw-3,A,blocksworld,4,3\n"), { kind: "wrong-type", path: "[line 5].success_step" });
    expectInputError(() => parseTaskTable("t.csv", csv + "bw-3,A,blocksworld,2,-1\n"), { kind: "wrong-type", path: "[line 5].steps_taken" });
    expectInputError(() => parseTaskTable("t.csv", csv + "bw-3,,blocksworld,2,3\n"), { kind: "wrong-type", path: "[line 5].model" });
    expectInputError(() => parseTaskTable("t.csv", csv + "bw-3,A\n"), { kind: "bad-format", path: "line 5" });
    expectInputError(() => parseTaskTable("t.csv", csv + "bw-0,A,blocksworld,3,3\n"), { kind: "duplicate-id", path: "line 5" });
    expectInputError(() => parseTaskTable("t.csv", csv + '"bw-4,A,blocksworld,3,3\n'), { kind: "bad-format", path: "line 5" });
    expectInputError(() => parseTaskTable("t.jsonl", '{"task":"1","model":"A","environment":"e","success_step":null,"steps_taken":3}\nnope'), { kind: "not-json", path: "line 2" });
    expectInputError(() => parseTaskTable("t.jsonl", '{"task":"1","model":"A","environment":"e","success_step":1.5}'), { kind: "wrong-type", path: "[line 1].success_step" });
    expectInputError(() => parseTaskTable("t.jsonl", '{"task":"1"}\n7'), { kind: "wrong-type", path: "[line 1].model" });
  });
  it("loads a table from disk", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-table-"));
    const f = path.join(dir, "t.csv");
    fs.writeFileSync(f, csv);
    expect(loadTaskTable(f)).toHaveLength(3);
  });
});

describe("a leading byte-order mark (UTF-8 files saved by Windows editors)", () => {
  const BOM = "\ufeff";
  it("parseTaskTable ignores it in JSON-lines and CSV tables", () => {
    const jl = BOM + '{"task":"1","model":"A","environment":"bw","success_step":2,"steps_taken":2}\n';
    expect(parseTaskTable("t.jsonl", jl).map((r) => [r.task, r.successStep])).toEqual([["1", 2]]);
    const csv = BOM + "task,model,environment,success_step,steps_taken\n1,A,bw,2,2\n";
    expect(parseTaskTable("t.csv", csv).map((r) => [r.task, r.successStep])).toEqual([["1", 2]]);
  });

});
