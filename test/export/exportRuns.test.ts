/**
 * exportRuns: the whole export — every format holds the same rows (null as null), one bad input among good ones is
 * one exclusion, and the manifest says what was written.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { EXPORT_TABLES, ExportRefusedError, exportRuns, inputTables, type ExportRow, type ExportRunsOptions, type ExportTables } from "../../lib/src/export";
import { jsonlSink } from "../../lib/src/export/textSinks";
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

describe("exportRuns as a transaction", () => {
  const jsonlRows = (file: string) => {
    const text = fs.readFileSync(file, "utf8");
    return text === "" ? [] : text.trimEnd().split("\n").map((l) => JSON.parse(l));
  };

  test("csv then parquet into one folder: only the parquet tables and the manifest remain", async () => {
    const out = tempDir();
    await exportRuns([examplesFile], out, { format: "csv" });
    expect(fs.readdirSync(out).filter((n) => n.endsWith(".csv"))).toHaveLength(5);
    await exportRuns([examplesFile], out, { format: "parquet" });
    expect(fs.readdirSync(out).sort()).toEqual(["conversations.parquet", "events.parquet", "exclusions.parquet", "manifest.json", "runs.parquet", "writes.parquet"]);
    expect(fs.readdirSync(path.dirname(out)).filter((n) => n.startsWith(`.${path.basename(out)}.`))).toEqual([]);
  });

  test("the manifest says the export is complete, and its row counts are the files' rows", async () => {
    const out = tempDir();
    const s = await exportRuns([examplesFile, badFile, partlyBad], out, { format: "jsonl" });
    const m = JSON.parse(fs.readFileSync(s.manifest, "utf8"));
    expect(s.manifest).toBe(path.join(out, "manifest.json"));
    expect(m).toMatchObject({ complete: true, duplicates: [], notes: [] });
    for (const t of m.tables) expect(jsonlRows(path.join(out, t.file)).length, t.name).toBe(t.rows);
    expect(s.tables.map((t) => t.file)).toEqual(EXPORT_TABLES.map((t) => path.join(out, `${t.name}.jsonl`)));
  });

  test("the same file twice: one run row (the runs key is unique), an exclusions row and a note naming the repetition", async () => {
    const out = tempDir();
    const again = path.join(path.dirname(examplesFile), ".", path.basename(examplesFile)).replace(repoRoot, path.relative(process.cwd(), repoRoot) || ".");
    const s = await exportRuns([examplesFile, examplesFile, again], out, { format: "jsonl" });
    const runs = jsonlRows(path.join(out, "runs.jsonl"));
    expect(runs.map((r) => r.run)).toEqual([examplesFile]);
    expect(new Set(runs.map((r) => r.run)).size).toBe(runs.length);
    expect(jsonlRows(path.join(out, "conversations.jsonl"))).toHaveLength(6);
    const dup = jsonlRows(path.join(out, "exclusions.jsonl")).filter((r) => r.reason === "duplicate input (exported once)");
    expect(dup.map((r) => [r.run, r.id])).toEqual([[examplesFile, `${examplesFile} (input 2)`], [again, `${again} (input 3)`]]);
    const keys = jsonlRows(path.join(out, "exclusions.jsonl")).map((r) => JSON.stringify([r.run, r.table, r.unit, r.id]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(s.errors).toEqual([]);
    expect(s.inputs).toEqual([examplesFile]);
    expect(s.duplicates).toEqual([
      { input: examplesFile, position: 2, sameAs: examplesFile, sameAsPosition: 1 },
      { input: again, position: 3, sameAs: examplesFile, sameAsPosition: 1 },
    ]);
    expect(s.notes).toEqual([`input 2 (${examplesFile}) is the same file as input 1 (${examplesFile}): exported once`, `input 3 (${again}) is the same file as input 1 (${examplesFile}): exported once`]);
    const m = JSON.parse(fs.readFileSync(s.manifest, "utf8"));
    expect([m.inputs, m.duplicates, m.notes]).toEqual([s.inputs, s.duplicates, s.notes]);
  });

  test("the loader's warnings are kept as text in the manifest (and the summary)", async () => {
    const file = path.join(repoRoot, "test", "fixtures", "io", "corpus", "negative-trial.json");
    const s = await exportRuns([examplesFile, file], tempDir(), { format: "jsonl" });
    expect(s.warnings).toEqual(inputTables(file).warnings);
    expect(s.warnings.length).toBeGreaterThan(0);
    expect(JSON.parse(fs.readFileSync(s.manifest, "utf8")).warnings).toEqual(s.warnings);
    expect(s.loads.map((l) => l.warnings)).toEqual([0, s.warnings.reduce((n, w) => n + w.count, 0)]);
  });

  test("a folder holding a user's file is refused (ExportRefusedError), the file untouched, nothing written", async () => {
    const out = tempDir();
    fs.writeFileSync(path.join(out, "notes.txt"), "mine");
    await expect(exportRuns([examplesFile], out)).rejects.toThrow(ExportRefusedError);
    expect(fs.readdirSync(out)).toEqual(["notes.txt"]);
    expect(fs.readFileSync(path.join(out, "notes.txt"), "utf8")).toBe("mine");
    expect(fs.readdirSync(path.dirname(out)).filter((n) => n.startsWith(`.${path.basename(out)}.`))).toEqual([]);
  });

  test("a second export into a directory being written is refused; the first completes", async () => {
    const out = tempDir();
    const first = exportRuns([examplesFile], out, { format: "jsonl" });
    await expect(exportRuns([examplesFile], out, { format: "csv" })).rejects.toMatchObject({ name: "ExportRefusedError", reason: "locked" });
    await first;
    expect(fs.readdirSync(out)).toContain("runs.jsonl");
  });

  test("a write that fails (a full disk, injected): one error naming the file, the previous export intact, no temporary", async () => {
    const out = tempDir();
    await exportRuns([examplesFile], out, { format: "jsonl" });
    const before = Object.fromEntries(fs.readdirSync(out).map((n) => [n, fs.readFileSync(path.join(out, n), "utf8")]));
    const full: ExportRunsOptions["openSink"] = (file, table, format) => {
      const real = jsonlSink(file, table);
      return {
        file,
        rows: 0,
        append(rows) {
          if (table.name === "events" && rows.length > 0) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
          real.append(rows);
        },
        close: () => real.close(),
      };
    };
    const error = await exportRuns([examplesFile], out, { format: "csv", openSink: full }).catch((e) => e);
    expect(error.code).toBe("ENOSPC");
    expect(error.message).toMatch(new RegExp(`^${path.dirname(out)}/\\.${path.basename(out)}\\.tmp-${process.pid}-[0-9a-f]+/events\\.csv: ENOSPC: no space left on device, write; ${out} was not changed$`));
    expect(Object.fromEntries(fs.readdirSync(out).map((n) => [n, fs.readFileSync(path.join(out, n), "utf8")]))).toEqual(before);
    expect(fs.readdirSync(path.dirname(out)).filter((n) => n.startsWith(`.${path.basename(out)}.`))).toEqual([]);
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
