/**
 * Scale-out, tested small (docs/scale-out.md): inputs are independent and every figure is a ratio of sums, so
 * exports of shards — disjoint sets of inputs, exported separately, as on several machines — merge in SQL to the
 * figures of one pass: the same numerators, the same denominators, the same values. And the worker pool does not
 * change a byte: `--jobs 2` writes the files `--jobs 1` writes.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { spawnSync } from "child_process";
import { analyzeDriftMany, expandRunPath, loadRuns } from "../../lib/src";
import { exportRuns } from "../../lib/src/export";
import { SHARED_ROOT } from "../events/shared";
import { builtBin, builtWorker, examplesDir, lit, reconstructedDir, removeTempDirs, repoRoot, sql, tempDir } from "./helpers";

const settings = { writes: "default" as const, window: 3 };

/**
 * The figures of docs/scale-out.md, by domain and reward group (and over everything with GROUPING SETS): pooled
 * GD^stock = ΣM/ΣN from the conversations table; the mean of GD^track over write moments = Σ GD^track_k / #writes
 * from the writes table; the mean of conversation finals = Σ GD^track_N / #conversations.
 */
const FIGURES_SQL = (conversations: string, writes: string, runs: string) => `
WITH c AS (
  SELECT r.domain, c.reward_group, c.run, c.conversation_id, c.writes, c.drift_writes, c.gd_track_final
  FROM read_parquet(${conversations}) AS c JOIN read_parquet(${runs}) AS r USING (run)
  WHERE c.drift_excluded IS NULL
),
w AS (
  SELECT c.domain, c.reward_group, SUM(w.gd_track) AS track_sum
  FROM read_parquet(${writes}) AS w JOIN c USING (run, conversation_id)
  GROUP BY ALL
)
SELECT c.domain, c.reward_group,
       SUM(c.drift_writes) AS drift, SUM(c.writes) AS writes, SUM(c.drift_writes) / NULLIF(SUM(c.writes), 0) AS gd_stock,
       SUM(c.gd_track_final) AS track_final_sum, COUNT(*) AS conversations
FROM c
GROUP BY GROUPING SETS ((c.domain, c.reward_group), (c.domain), ())
ORDER BY c.domain NULLS LAST, c.reward_group NULLS LAST`;

const MOMENTS_SQL = (conversations: string, writes: string, runs: string) => `
SELECT r.domain, SUM(w.gd_track) AS track_moment_sum, COUNT(*) AS write_moments
FROM read_parquet(${writes}) AS w JOIN read_parquet(${runs}) AS r USING (run)
GROUP BY r.domain ORDER BY r.domain`;

const files = (dir: string, table: string) => lit(path.join(dir, table + ".parquet"));
const glob = (dir: string, table: string) => lit(path.join(dir, "*", table + ".parquet"));

/** Export every input into its own shard directory (as separate machines would), and all of them in one pass. */
async function shardsAndOnePass(inputs: string[]): Promise<{ one: string; shards: string }> {
  const one = tempDir();
  const shards = tempDir();
  expect((await exportRuns(inputs, one, settings)).errors).toEqual([]);
  let k = 0;
  for (const input of inputs) for (const entry of expandRunPath(input)) {
    expect((await exportRuns([entry], path.join(shards, `shard-${String(k++).padStart(3, "0")}`), settings)).errors).toEqual([]);
  }
  return { one, shards };
}

afterAll(removeTempDirs);

describe("exports of shards merge exactly", () => {
  let dirs: { one: string; shards: string };
  beforeAll(async () => {
    dirs = await shardsAndOnePass([reconstructedDir, examplesDir]);
  });

  test("the merged shards give the one pass's numerators, denominators and values, by domain and reward group", async () => {
    const one = await sql(FIGURES_SQL(files(dirs.one, "conversations"), files(dirs.one, "writes"), files(dirs.one, "runs")));
    const merged = await sql(FIGURES_SQL(glob(dirs.shards, "conversations"), glob(dirs.shards, "writes"), glob(dirs.shards, "runs")));
    expect(merged.length).toBe(one.length);
    merged.forEach((m, i) => {
      const o = one[i];
      expect([m.domain, m.reward_group, m.drift, m.writes, m.gd_stock, m.conversations]).toEqual([o.domain, o.reward_group, o.drift, o.writes, o.gd_stock, o.conversations]);
      // a sum of doubles may differ in its last bits with the order of addition (any engine, any merge)
      expect(m.track_final_sum as number).toBeCloseTo(o.track_final_sum as number, 10);
    });
  });

  test("…and those are the library's figures: analyzeDriftMany pooled per domain (points add)", async () => {
    const merged = await sql(FIGURES_SQL(glob(dirs.shards, "conversations"), glob(dirs.shards, "writes"), glob(dirs.shards, "runs")));
    const lib = analyzeDriftMany(loadRuns([reconstructedDir, examplesDir]).runs, { ...settings, includeSuspectRuns: true });
    for (const g of lib.groups) {
      const row = merged.find((r) => r.domain === g.group && r.reward_group === null)!;
      expect([row.drift, row.writes, row.gd_stock]).toEqual([g.all.stockPooled.numerator, g.all.stockPooled.denominator, g.all.stockPooled.value]);
      expect(row.conversations).toBe(g.all.trackFinalMean.denominator);
      expect(row.track_final_sum as number).toBeCloseTo(g.all.trackFinalMean.numerator, 10);
      for (const [rg, cell] of Object.entries(g.byReward)) {
        const r = merged.find((x) => x.domain === g.group && x.reward_group === rg);
        if (cell.conversations === 0) expect(r).toBeUndefined();
        else expect([r!.drift, r!.writes]).toEqual([cell.stockPooled.numerator, cell.stockPooled.denominator]);
      }
    }
    const moments = await sql(MOMENTS_SQL("", glob(dirs.shards, "writes"), glob(dirs.shards, "runs")));
    for (const m of moments) {
      const g = lib.groups.find((x) => x.group === m.domain)!;
      expect(m.write_moments).toBe(g.all.trackMomentMean.denominator);
      expect(m.track_moment_sum as number).toBeCloseTo(g.all.trackMomentMean.numerator, 10);
    }
  });

  test("the overall row (every domain) is Σ of the shards' numerators over Σ of their denominators, never a mean of values", async () => {
    const merged = await sql(FIGURES_SQL(glob(dirs.shards, "conversations"), glob(dirs.shards, "writes"), glob(dirs.shards, "runs")));
    const all = merged.find((r) => r.domain === null && r.reward_group === null)!;
    const perDomain = merged.filter((r) => r.domain !== null && r.reward_group === null);
    const drift = perDomain.reduce((s, r) => s + (r.drift as number), 0);
    const writes = perDomain.reduce((s, r) => s + (r.writes as number), 0);
    expect([all.drift, all.writes, all.gd_stock]).toEqual([drift, writes, drift / writes]);
    const meanOfValues = perDomain.reduce((s, r) => s + (r.gd_stock as number), 0) / perDomain.length;
    expect(all.gd_stock).not.toBeCloseTo(meanOfValues, 3);
  });
});

describe.skipIf(SHARED_ROOT === null)("exports of the public runs' shards merge exactly (../shared)", () => {
  test("one shard per input file, merged by domain, equals the one pass", async () => {
    const inputs = [path.join(SHARED_ROOT as string, "data"), path.join(SHARED_ROOT as string, "tau2-public")].filter((p) => fs.existsSync(p));
    const one = tempDir();
    const shards = tempDir();
    const opts = { writes: "default" as const };
    await exportRuns(inputs, one, opts);
    let k = 0;
    for (const input of inputs) for (const entry of expandRunPath(input)) await exportRuns([entry], path.join(shards, `shard-${String(k++).padStart(3, "0")}`), opts);
    const q = (c: string, r: string) => `
      SELECT r.domain, SUM(c.drift_writes) AS drift, SUM(c.writes) AS writes, SUM(c.drift_writes) / NULLIF(SUM(c.writes), 0) AS gd_stock, COUNT(*) AS n
      FROM read_parquet(${c}) AS c JOIN read_parquet(${r}) AS r USING (run)
      WHERE c.drift_excluded IS NULL GROUP BY r.domain ORDER BY r.domain`;
    const a = await sql(q(files(one, "conversations"), files(one, "runs")));
    const b = await sql(q(glob(shards, "conversations"), glob(shards, "runs")));
    expect(a.length).toBeGreaterThan(2);
    expect(b).toEqual(a);
  });
});

describe.skipIf(!fs.existsSync(builtWorker))("the worker pool writes the same bytes", () => {
  const inputs = [reconstructedDir, examplesDir];
  test("exportRuns with jobs 2 writes the files jobs 1 writes, byte for byte, in every format", async () => {
    for (const format of ["parquet", "csv", "jsonl"] as const) {
      const a = tempDir();
      const b = tempDir();
      await exportRuns(inputs, a, { ...settings, format, jobs: 1 });
      await exportRuns(inputs, b, { ...settings, format, jobs: 2, workerScript: builtWorker });
      const names = fs.readdirSync(a).sort();
      expect(fs.readdirSync(b).sort()).toEqual(names);
      for (const n of names) expect(fs.readFileSync(path.join(b, n)).equals(fs.readFileSync(path.join(a, n))), `${format}: ${n}`).toBe(true);
    }
  });

  test("`trajlab export --jobs 2` (the built command) equals `--jobs 1`", () => {
    const a = tempDir();
    const b = tempDir();
    const run = (out: string, jobs: string) => spawnSync(process.execPath, [builtBin, "export", "--jobs", jobs, "--out", out, "data/reconstructed/tau2", "data/examples"], { cwd: repoRoot, encoding: "utf8" });
    expect(run(a, "1").status).toBe(0);
    expect(run(b, "2").status).toBe(0);
    for (const n of fs.readdirSync(a)) expect(fs.readFileSync(path.join(b, n)).equals(fs.readFileSync(path.join(a, n))), n).toBe(true);
  });
});
