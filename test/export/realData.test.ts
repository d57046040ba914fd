/**
 * The export of the public runs (../shared/data and ../shared/tau2-public, skipped when absent): every run and
 * conversation is there, and per run SQL over the Parquet gives analyzeDrift's pooled GD^stock exactly.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { analyzeDrift, loadRuns } from "../../lib/src";
import { exportRuns, type ExportSummary } from "../../lib/src/export";
import { SHARED_ROOT } from "../events/shared";
import { lit, removeTempDirs, sql, tempDir } from "./helpers";

const inputs = SHARED_ROOT === null ? [] : ["data", "tau2-public"].map((d) => path.join(SHARED_ROOT as string, d)).filter((p) => fs.existsSync(p));
if (inputs.length === 0) console.warn("../shared not found: the export of the public runs is not tested");

afterAll(removeTempDirs);

describe.skipIf(inputs.length === 0)("the export of the public runs", () => {
  let out: string;
  let summary: ExportSummary;
  beforeAll(async () => {
    out = tempDir();
    summary = await exportRuns(inputs, out);
  });

  test("every run and every conversation that loads is exported, and nothing fails", () => {
    const { runs, errors } = loadRuns(inputs);
    expect(summary.errors).toEqual(errors.map((e) => ({ kind: e.kind, file: e.file, path: e.path, message: e.message })));
    expect(summary.runs).toBe(runs.length);
    expect(summary.tables.find((t) => t.name === "conversations")!.rows).toBe(runs.reduce((s, r) => s + r.conversations.length, 0));
  });

  test("per run, Σ drift writes / Σ writes in SQL is analyzeDrift's pooled GD^stock: numerator, denominator, value", async () => {
    const rows = await sql(`
      SELECT run, SUM(drift_writes) AS drift, SUM(writes) AS writes, SUM(drift_writes) / NULLIF(SUM(writes), 0) AS gd_stock
      FROM read_parquet(${lit(path.join(out, "conversations.parquet"))})
      WHERE drift_excluded IS NULL GROUP BY run`);
    const byRun = new Map(rows.map((r) => [r.run, r]));
    for (const run of loadRuns(inputs).runs) {
      const p = analyzeDrift(run).overall.all.stockPooled;
      const r = byRun.get(run.source);
      if (p.denominator === 0) expect(r, run.source).toBeUndefined();
      else expect([r!.drift, r!.writes, r!.gd_stock], run.source).toEqual([p.numerator, p.denominator, p.value]);
    }
  });

  test("a run without a write-tool set (τ²'s mock domain) is exported with nulls and its reason, not dropped", async () => {
    const rows = await sql(`SELECT run, write_source, write_tools_unavailable FROM read_parquet(${lit(path.join(out, "runs.parquet"))}) WHERE write_source IS NULL`);
    for (const r of rows) expect(r.write_tools_unavailable).not.toBeNull();
  });
});
