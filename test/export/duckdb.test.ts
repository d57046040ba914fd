/**
 * The export read back by a real SQL engine: DuckDB (@duckdb/node-api) reads the Parquet files and recomputes the
 * project's published goal-drift figure — pooled GD^stock = Σ drift writes / Σ writes, by domain — over the
 * reconstructed export (data/reconstructed/tau2, the published method: write tools from the action checks, H = 3).
 * SQL must give the library's numerator and denominator exactly, its value to the last bit, and the published
 * figure at its printed precision.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { analyzeDrift, loadRuns, matchesAtPrecision, loadPublishedGoalDrift } from "../../lib/src";
import { exportRuns } from "../../lib/src/export";
import { lit, reconstructedDir, removeTempDirs, sql, tempDir } from "./helpers";

/** The published method: the write tools from the files' action checks, the published window. */
const published = loadPublishedGoalDrift();
const settings = { writes: "checks" as const, window: published.window };

/** The SQL of docs/export-schema.md#figures-in-sql: pooled GD^stock by domain from the conversations table. */
export const POOLED_STOCK_SQL = (dir: string) => `
SELECT r.domain,
       SUM(c.drift_writes)                 AS drift,
       SUM(c.writes)                       AS writes,
       SUM(c.drift_writes) / NULLIF(SUM(c.writes), 0) AS gd_stock
FROM read_parquet(${lit(path.join(dir, "conversations.parquet"))}) AS c
JOIN read_parquet(${lit(path.join(dir, "runs.parquet"))}) AS r USING (run)
WHERE c.drift_excluded IS NULL
GROUP BY r.domain
ORDER BY r.domain`;

/** The same figure from the writes table: one row per write, x = 0 for drift. */
const POOLED_STOCK_FROM_WRITES_SQL = (dir: string) => `
SELECT r.domain,
       COUNT(*) FILTER (WHERE w.verdict = 'drift') AS drift,
       COUNT(*)                                   AS writes,
       SUM(1 - w.x) / NULLIF(COUNT(*), 0)         AS gd_stock
FROM read_parquet(${lit(path.join(dir, "writes.parquet"))}) AS w
JOIN read_parquet(${lit(path.join(dir, "runs.parquet"))}) AS r USING (run)
GROUP BY r.domain
ORDER BY r.domain`;

let out: string;
const library = new Map<string, { numerator: number; denominator: number; value: number | null }>();

beforeAll(async () => {
  out = tempDir();
  const s = await exportRuns([reconstructedDir], out, settings);
  expect(s.errors).toEqual([]);
  for (const run of loadRuns([reconstructedDir]).runs) {
    const p = analyzeDrift(run, settings).overall.all.stockPooled;
    library.set(run.domain as string, { numerator: p.numerator, denominator: p.denominator, value: p.value });
  }
});
afterAll(removeTempDirs);

describe("DuckDB reads the Parquet export back", () => {
  test("pooled GD^stock by domain in SQL equals the library's numerator, denominator and value, exactly", async () => {
    const rows = await sql(POOLED_STOCK_SQL(out));
    expect(rows.map((r) => r.domain)).toEqual(["airline", "banking_knowledge", "retail"]);
    for (const r of rows) {
      const lib = library.get(r.domain as string)!;
      expect({ drift: r.drift, writes: r.writes, gd_stock: r.gd_stock }).toEqual({ drift: lib.numerator, writes: lib.denominator, gd_stock: lib.value });
    }
  });

  test("…and prints as the published figure (data/published/goal-drift.json) at its printed precision", async () => {
    const rows = await sql(POOLED_STOCK_SQL(out));
    for (const [key, domain] of Object.entries(published.domains)) {
      const fig = published.figures.find((f) => f.id === `${key}.stock`)!;
      const row = rows.find((r) => r.domain === domain)!;
      expect(matchesAtPrecision(fig, row.gd_stock as number), `${fig.id}: published ${fig.value}, SQL ${row.gd_stock}`).toBe(true);
    }
  });

  test("the writes table gives the same figure: one row per counted write, Σ(1 − x) drift", async () => {
    expect(await sql(POOLED_STOCK_FROM_WRITES_SQL(out))).toEqual(await sql(POOLED_STOCK_SQL(out)));
  });

  test("the column types DuckDB sees are the schema's: INTEGER, DOUBLE, VARCHAR, BOOLEAN", async () => {
    const cols = await sql(`DESCRIBE SELECT writes, gd_stock_final, reward_group, loop FROM read_parquet(${lit(path.join(out, "conversations.parquet"))})`);
    expect(cols.map((c) => [c.column_name, c.column_type])).toEqual([
      ["writes", "INTEGER"],
      ["gd_stock_final", "DOUBLE"],
      ["reward_group", "VARCHAR"],
      ["loop", "BOOLEAN"],
    ]);
  });

  test("the manifest names every file written, with its rows", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(out, "manifest.json"), "utf8"));
    for (const t of manifest.tables) {
      const [r] = await sql(`SELECT COUNT(*) AS n FROM read_parquet(${lit(path.join(out, t.file))})`);
      expect(r.n).toBe(t.rows);
    }
  });
});
