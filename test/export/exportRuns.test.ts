/**
 * exportRuns: the whole export — every format holds the same rows (null as null), one bad input among good ones is
 * one exclusion, and the manifest says what was written.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { EXPORT_TABLES, exportRuns, inputTables, type ExportRow, type ExportTables } from "../../lib/src/export";
import { examplesFile, lit, removeTempDirs, repoRoot, sql, tempDir } from "./helpers";

afterAll(removeTempDirs);

const badFile = path.join(repoRoot, "test", "fixtures", "io", "corpus", "truncated.json");
const partlyBad = path.join(repoRoot, "test", "fixtures", "io", "corpus", "sim-reward-string.json");

/** What the files must hold: the in-memory tables of each input, concatenated in input order. */
function expected(inputs: string[]): ExportTables {
  const all: ExportTables = { runs: [], conversations: [], writes: [], events: [], exclusions: [] };
  for (const i of inputs) {
    const t = inputTables(i).tables;
    for (const s of EXPORT_TABLES) all[s.name].push(...t[s.name]);
  }
  return all;
}

/** A cell as DuckDB reads a CSV with every column as text: null stays NULL. */
const asText = (v: ExportRow[string]) => (v === null ? null : String(v));

describe("exportRuns", () => {
  const inputs = [examplesFile, badFile, partlyBad];
  const want = expected(inputs);
  const dirs: Record<string, string> = {};
  const summaries: Record<string, Awaited<ReturnType<typeof exportRuns>>> = {};
  beforeAll(async () => {
    for (const format of ["parquet", "csv", "jsonl"] as const) {
      dirs[format] = tempDir();
      summaries[format] = await exportRuns(inputs, dirs[format], { format });
    }
  });

  test("one bad input among good ones is one exclusions row and one error; the others are exported", () => {
    const s = summaries.parquet;
    expect(s.errors.map((e) => [e.kind, e.file])).toEqual([["not-json", badFile]]);
    expect(s.runs).toBe(2);
    expect(want.exclusions.filter((e) => e.table === "runs").map((e) => e.id)).toEqual([badFile]);
    expect(want.exclusions.filter((e) => e.table === "conversations").map((e) => e.id)).toEqual(["s1"]);
  });

  test("the JSON Lines files hold exactly the rows of the table builders, in input order", () => {
    for (const t of EXPORT_TABLES) {
      const text = fs.readFileSync(path.join(dirs.jsonl, `${t.name}.jsonl`), "utf8");
      const rows = text === "" ? [] : text.trimEnd().split("\n").map((l) => JSON.parse(l));
      expect(rows, t.name).toEqual(want[t.name]);
    }
  });

  test("DuckDB reads the same rows from the Parquet files: every value, every null", async () => {
    for (const t of EXPORT_TABLES) {
      const rows = await sql(`SELECT * FROM read_parquet(${lit(path.join(dirs.parquet, `${t.name}.parquet`))})`);
      expect(rows, t.name).toEqual(want[t.name]);
    }
  });

  test("DuckDB reads the same cells from the CSV files, null as NULL (never 0, never NaN)", async () => {
    for (const t of EXPORT_TABLES) {
      const rows = await sql(`SELECT * FROM read_csv(${lit(path.join(dirs.csv, `${t.name}.csv`))}, header = true, all_varchar = true, allow_quoted_nulls = false)`);
      expect(rows, t.name).toEqual(want[t.name].map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, asText(v)]))));
    }
  });

  test("a value that is not measured is null in every format: the excluded conversation's GD, the missing reward", async () => {
    const pq = await sql(`SELECT conversation_id, reward, gd_stock_final FROM read_parquet(${lit(path.join(dirs.parquet, "conversations.parquet"))}) WHERE conversation_id IN ('ex-05-no-writes', 'ex-06-missing-reward') ORDER BY 1`);
    expect(pq).toEqual([
      { conversation_id: "ex-05-no-writes", reward: 1, gd_stock_final: null },
      { conversation_id: "ex-06-missing-reward", reward: null, gd_stock_final: 0 },
    ]);
    const csv = await sql(`SELECT conversation_id, reward, gd_stock_final FROM read_csv(${lit(path.join(dirs.csv, "conversations.csv"))}) WHERE conversation_id IN ('ex-05-no-writes', 'ex-06-missing-reward') ORDER BY 1`);
    expect(csv).toEqual(pq);
  });

  test("the manifest lists the settings, the inputs, the tables with their rows and columns, and the errors", () => {
    const m = JSON.parse(fs.readFileSync(summaries.csv.manifest, "utf8"));
    expect(m).toMatchObject({ schema: "trajlab.export", version: "1.0", format: "csv", settings: { writes: "default", window: 3 }, inputs });
    expect(m.tables).toEqual(EXPORT_TABLES.map((t) => ({ name: t.name, file: `${t.name}.csv`, rows: want[t.name].length, columns: t.columns.length })));
    expect(m.errors.map((e: { kind: string }) => e.kind)).toEqual(["not-json"]);
  });

  test("a directory stands for the inputs below it; one that holds none is an exclusion, not a crash", async () => {
    const empty = tempDir();
    const s = await exportRuns([path.join(repoRoot, "data", "examples"), empty], tempDir(), { format: "jsonl" });
    expect(s.inputs).toEqual([path.join(repoRoot, "data", "examples", "tau2_retail_examples.json"), empty]);
    expect(s.errors.map((e) => e.kind)).toEqual(["unknown-format"]);
  });

  test("no input loads: every table is written, empty, and the exclusions say why", async () => {
    const out = tempDir();
    const s = await exportRuns([badFile], out);
    expect(s.tables.map((t) => t.rows)).toEqual([0, 0, 0, 0, 1]);
    expect(await sql(`SELECT COUNT(*) AS n FROM read_parquet(${lit(path.join(out, "conversations.parquet"))})`)).toEqual([{ n: 0 }]);
  });

  test("throws a RangeError for an unknown format, and jobs or window not integers ≥ 1", async () => {
    await expect(exportRuns([examplesFile], tempDir(), { format: "xlsx" as never })).rejects.toThrow('exportRuns: options.format must be one of parquet, csv, jsonl, got "xlsx"');
    await expect(exportRuns([examplesFile], tempDir(), { jobs: 0 })).rejects.toThrow("exportRuns: options.jobs must be an integer ≥ 1, got 0");
    await expect(exportRuns([examplesFile], tempDir(), { window: -1 })).rejects.toThrow(RangeError);
  });

  test("an export directory that cannot be made is an Error with the file system's code", async () => {
    const file = path.join(tempDir(), "a-file");
    fs.writeFileSync(file, "");
    await expect(exportRuns([examplesFile], path.join(file, "out"))).rejects.toMatchObject({ code: "ENOTDIR" });
  });
});

describe("exportRuns when an input's rows break the schema (a bug)", () => {
  afterEach(() => {
    vi.doUnmock("../../lib/src/export/runTables");
    vi.resetModules();
  });
  test("that input's rows are left out with an internal-error exclusion; the other inputs are written", async () => {
    vi.resetModules();
    vi.doMock("../../lib/src/export/runTables", async (importOriginal) => {
      const real = await importOriginal<typeof import("../../lib/src/export/runTables")>();
      return {
        ...real,
        runTables: (run: Parameters<typeof real.runTables>[0], o?: Parameters<typeof real.runTables>[1]) => {
          const t = real.runTables(run, o);
          if (run.source === partlyBad) t.conversations[0].gd_stock_final = NaN;
          return t;
        },
      };
    });
    const { exportRuns: fresh } = await import("../../lib/src/export/exportRuns");
    const out = tempDir();
    const s = await fresh([partlyBad, examplesFile], out, { format: "jsonl" });
    expect(s.errors.map((e) => [e.kind, e.file])).toEqual([["internal", partlyBad]]);
    expect(s.errors[0].message).toMatch(/^internal error \(a bug — please report it\) in checking the rows on .*: conversations\[0\]\.gd_stock_final must be a finite number or null, got NaN$/);
    expect(s.runs).toBe(1);
    const conv = fs.readFileSync(path.join(out, "conversations.jsonl"), "utf8").trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(conv.map((c) => c.run)).toEqual(Array(6).fill(examplesFile));
  });
});
