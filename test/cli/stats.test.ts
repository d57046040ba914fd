/** `trajlab stats`: text and JSON output, exit codes, usage errors, a bad input next to a good one. */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { statsCommand } from "../../lib/src/cli/stats";
import { capture, examplesFile, trajlab } from "./helpers";
import { DATA_DIR, TAU1_AIRLINE } from "../stats/realData";

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
    expect(r.stdout).toMatch(/clustered by task \(G = \d+\)/);
    expect(r.stdout).toMatch(/Exclusions: 1 of 6 conversations not counted \(0 at load, 1 by the statistics\)\n {2}reward missing: 1 \(ex-06-missing-reward\)/);
    expect(r.stdout).toContain("  load: 6 conversations seen, 6 loaded, 0 excluded; 0 warnings");
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
