/** `trajlab diagnose` as a user meets it: exit codes, sections, --conversation, --json equal to the library. */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { DIAGNOSE_USAGE, hoistExclusionIds, diagnoseCommand } from "../../lib/src/cli/diagnose";
import { diagnoseRun, loadRun } from "../../lib/src";
import { capture, examplesFile, repoRoot, trajlab } from "./helpers";
import { SHARED_ROOT, sharedInputs } from "../events/shared";

const TINY = path.join(repoRoot, "data", "examples", "diagnostics_tiny.events.jsonl");
const run = (args: string[]) => {
  const c = capture();
  const code = diagnoseCommand(args, c.io);
  return { code, ...c.out() };
};

describe("trajlab diagnose", () => {
  test("is registered in the main command", async () => {
    const r = await trajlab(["diagnose", "--help"]);
    expect([r.code, r.stdout]).toEqual([0, DIAGNOSE_USAGE]);
    expect((await trajlab(["--help"])).stdout).toContain("diagnose <files or dirs…>");
  });
  test("prints the process metrics, outcomes, one row per conversation and the limits", () => {
    const r = run([examplesFile]);
    expect(r.code).toBe(0);
    for (const s of ["Process metrics", "diagnostic coverage", "cost per success", "Outcomes: ", "Per conversation", "What this log cannot tell"]) expect(r.stdout).toContain(s);
    expect(r.stderr).toBe("");
  });
  test("--json gives the library's numbers, with exclusion ids listed once at the report level", () => {
    const r = run(["--json", examplesFile]);
    const doc = JSON.parse(r.stdout);
    const lib = diagnoseRun(loadRun(examplesFile)).diagnosis;
    expect(doc.runs[0].metrics.coverage.value).toBe(lib.metrics.coverage.value);
    expect(doc.runs[0].conversations.map((c: { outcome: { class: string } }) => c.outcome.class)).toEqual(lib.conversations.map((c) => c.outcome.class));
    const exclusionLists: { ids?: unknown }[][] = [];
    JSON.stringify(doc.runs, (k, v) => (k === "exclusions" && Array.isArray(v) ? (exclusionLists.push(v), v) : v));
    expect(exclusionLists.length).toBeGreaterThan(0);
    expect(exclusionLists.flat().some((e) => "ids" in e)).toBe(false);
    expect(doc.exclusions.length).toBeGreaterThan(0);
    expect(doc.errors).toEqual([]);
  });
  test("--conversation prints one conversation's record and its events; .events.jsonl files are read", () => {
    const r = run(["--conversation", "tiny-1", TINY]);
    expect(r.code).toBe(0);
    for (const s of ["=== conversation tiny-1", "First deviation: candidates", "user-correction m8", "Events", "m9.c0"]) expect(r.stdout).toContain(s);
    const j = JSON.parse(run(["--json", "--conversation", "tiny-1", TINY]).stdout);
    expect(j.conversations[0].diagnosis.outcome.class).toBe("drift-write");
    expect(j.conversations[0].log.events).toHaveLength(15);
  });
  test("an unknown conversation is exit 1 with the reason; usage mistakes are exit 2", () => {
    const r = run(["--conversation", "nope", TINY]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no conversation "nope" in 1 run(s) read');
    expect(run([]).code).toBe(2);
    expect(run(["--bogus", TINY]).stderr).toContain("unknown option --bogus");
  });
  test("a bad input is reported and the good ones are still diagnosed (exit 1)", () => {
    const dir = fs.mkdtempSync(path.join(require("os").tmpdir(), "trajlab-diag-"));
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, "{not json");
    const r = run([bad, examplesFile]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`=== ${examplesFile}`);
    expect(r.stderr).toContain("bad.json");
    fs.rmSync(dir, { recursive: true });
  });
  test("hoistExclusionIds moves ids out of points into one table", () => {
    const doc = { a: { exclusions: [{ reason: "r", count: 2, ids: ["x", "y"] }] }, b: [{ exclusions: [{ reason: "r", count: 1, ids: ["x"] }] }] };
    expect(hoistExclusionIds(doc)).toEqual([{ reason: "r", ids: ["x", "y"] }]);
    expect(doc.a.exclusions[0]).toEqual({ reason: "r", count: 2 });
  });
});

describe.skipIf(SHARED_ROOT === null)("trajlab diagnose on every public run", () => {
  test("diagnoses every input that loads; the ones that do not are reported, not fatal", () => {
    const inputs = sharedInputs().map((r) => path.join(SHARED_ROOT as string, r));
    const r = run(["--json", ...inputs]);
    const doc = JSON.parse(r.stdout);
    expect(doc.runs.length + doc.errors.length).toBeGreaterThanOrEqual(inputs.length);
    expect(doc.runs.length).toBeGreaterThanOrEqual(12);
    for (const e of doc.errors) expect(e.kind).not.toBe("internal");
  });
});
