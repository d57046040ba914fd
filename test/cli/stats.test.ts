/** `trajlab stats`: text and JSON output, exit codes, usage errors, a bad input next to a good one. */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { statsCommand } from "../../lib/src/cli/stats";
import { capture, examplesFile, trajlab } from "./helpers";
import { DATA_DIR, TAU1_AIRLINE, TELECOM_4TRIALS } from "../stats/realData";
import { REF18 } from "../stats/reference18";

function stats(args: string[]) {
  const c = capture();
  const code = statsCommand(args, c.io);
  return { code, ...c.out() };
}

describe("trajlab stats", () => {
  test("--json prints one report per run with reward, pass^k and noise floor", () => {
    const r = stats(["--json", "--replicates", "200", examplesFile]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.errors).toEqual([]);
    expect(doc.reports).toHaveLength(1);
    const s = doc.reports[0];
    expect(s.settings).toEqual({ level: 0.95, replicates: 200, seed: 20260202 });
    expect(s.reward.n + s.exclusions.reduce((a: number, e: { count: number }) => a + e.count, 0)).toBe(6);
    expect(s.passK.rows.map((x: { k: number }) => x.k)).toEqual([1]);
  });
  test("text output names the naive and the clustered SE and the exclusions", () => {
    const r = stats([examplesFile]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/naive \(conversations independent\)/);
    expect(r.stdout).toMatch(/clustered by task \(G = \d+, CR1\)/);
    expect(r.stdout).toMatch(/ method +note\n/);
    expect(r.stdout).toMatch(/Exclusions: 1 of 6 conversations not counted \(0 at load, 1 by the statistics\)\n {2}reward missing: 1 \(ex-06-missing-reward\)/);
    expect(r.stdout).toContain("  load: 6 conversations seen, 6 loaded, 0 excluded; 0 warnings");
  });
  test.skipIf(DATA_DIR === null)("5 tasks × 4 trials (telecom solo): the clustered interval is t with 4 df on the logit scale, inside [0, 1]; the design effect says the naive interval is too narrow", () => {
    const r = stats([path.join(DATA_DIR as string, TELECOM_4TRIALS)]);
    const want = REF18.clusteredInterval[0]; // mean 0.8, SE 0.2, G = 5, on the logit scale (scipy t.ppf)
    expect(r.stdout).toContain(`[${want.lo.toFixed(3)}, ${want.hi.toFixed(3)}]  t, 4 df, logit scale`);
    expect(r.stdout).toMatch(/clustered by task \(G = 5, CR1\) +0\.200 /);
    expect(r.stdout).toMatch(/design effect 4\.75 > 1: the naive interval is too narrow/);
    expect(r.stdout).not.toMatch(/1\.192/);
  });
  test.skipIf(DATA_DIR === null)("the noise floor is said in words: MDD with its bootstrap interval, settings, and what it is a floor for", () => {
    const r = stats([path.join(DATA_DIR as string, TAU1_AIRLINE)]);
    expect(r.stdout).toMatch(/minimum detectable difference \(noise floor\) between two runs on 50 tasks \(two-sided z-test, α = 0\.05, power 0\.8\): \d\.\d{3}, 95 % interval \[\d\.\d{3}, \d\.\d{3}\] \(percentile bootstrap over the 50 tasks, B = 2000, seed 20260202\)/);
    expect(r.stdout).toMatch(/\n {2}a floor for a comparison of two runs on the same 50 tasks with one trial per task whose only noise is that of rerunning the same agent/);
    expect(r.stdout).toMatch(/intervals at 95 %; unit: a share of conversations \(0\/1 rewards\); bootstrap: B = 2000 resamples of the tasks, seed 20260202/);
    expect(r.stdout).toMatch(/95 % intervals: percentile bootstrap over tasks, B = 2000, seed 20260202\)/);
  });
  test("--judge: the judge's verdicts against the run's rewards, in text and in --json; a bad verdict line is an error, the rest is compared", () => {
    const r = stats(["--judge", "test/fixtures/stats/judge-verdicts.csv", examplesFile]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Judge vs the run's rewards \(test\/fixtures\/stats\/judge-verdicts\.csv; 4 conversations compared/);
    expect(r.stdout).toMatch(/agreement 0\.750 \(3\/4; Wilson \[/);
    expect(r.stdout).toMatch(/calibration of P\(pass\): ECE 0\.300/);
    expect(r.stdout).toMatch(/left out: conversation without a verdict: 1/);
    const doc = JSON.parse(stats(["--json", "--judge", "test/fixtures/stats/judge-verdicts.csv", examplesFile]).stdout);
    expect(doc.reports[0].judge.confusion.counts).toEqual([[2, 0], [1, 1]]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "judge-"));
    const bad = path.join(dir, "j.jsonl");
    fs.writeFileSync(bad, '{"simulation_id": "ex-01-aligned-only", "verdict": "pass"}\n{"simulation_id": "ex-02-drift-only", "verdict": "perhaps"}\n');
    const b = stats(["--json", "--judge", bad, examplesFile]);
    expect(b.code).toBe(1);
    const d = JSON.parse(b.stdout);
    expect(d.errors[0]).toMatchObject({ kind: "wrong-type", file: bad, path: "[line 2].verdict" });
    expect(d.reports[0].judge.n).toBe(1);
  });
  test("a bad file beside a good one: the good one is still reported, exit 1, the error names the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stats-"));
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, "{ not json");
    const r = stats(["--json", examplesFile, bad]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.reports).toHaveLength(1);
    expect(doc.errors[0]).toMatchObject({ kind: "not-json", file: bad });
    expect(r.stderr).toMatch(/trajlab stats: 1 input\(s\) failed; 1 run\(s\) analysed/);
    fs.rmSync(dir, { recursive: true });
  });
  test("usage errors exit 2 with the usage line", () => {
    expect(stats([]).code).toBe(2);
    const r = stats(["--seed", "x", examplesFile]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^trajlab stats: --seed must be a non-negative integer, got "x"\n\nusage: trajlab stats/);
    expect(stats(["--help"]).stdout).toMatch(/^usage: trajlab stats/);
  });
  test("is registered in the dispatcher", async () => {
    const r = await trajlab(["--help"]);
    expect(r.stdout).toMatch(/stats <files or dirs…>/);
    expect((await trajlab(["stats", "--help"])).code).toBe(0);
  });
  test.skipIf(DATA_DIR === null)("on the τ-bench 4-trial airline run the table prints pass^1..4 = 0.420 0.273 0.220 0.200", () => {
    const r = stats(["--replicates", "200", path.join(DATA_DIR as string, TAU1_AIRLINE)]);
    expect(r.stdout.match(/^[1-4] {2}0\.\d{3}/gm)).toEqual(["1  0.420", "2  0.273", "3  0.220", "4  0.200"]);
  });
});
