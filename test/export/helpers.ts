/** Shared helpers of the export tests: temporary directories, paths, and SQL through a real engine (DuckDB). */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { DuckDBInstance } from "@duckdb/node-api";

export const repoRoot = path.resolve(__dirname, "..", "..");
export const examplesDir = path.join(repoRoot, "data", "examples");
export const examplesFile = path.join(examplesDir, "tau2_retail_examples.json");
export const reconstructedDir = path.join(repoRoot, "data", "reconstructed", "tau2");
/** The compiled worker of the pool (`npm run build`; `npm test` builds first). */
export const builtWorker = path.join(repoRoot, "lib", "dist", "export", "worker.js");
export const builtBin = path.join(repoRoot, "lib", "dist", "cli", "main.js");

/** A temporary directory, removed after the test file by `removeTempDirs`. */
const made: string[] = [];
export function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-export-"));
  made.push(d);
  return d;
}
export function removeTempDirs(): void {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

/** A path as an SQL string literal. */
export const lit = (p: string) => `'${p.replace(/'/g, "''")}'`;

/** Run SQL in an in-memory DuckDB; rows as objects, BIGINT/HUGEINT turned into numbers (exact below 2^53). */
export async function sql(query: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(":memory:");
  const con = await instance.connect();
  try {
    const rows = (await con.runAndReadAll(query)).getRowObjects();
    return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === "bigint" ? Number(v) : v])));
  } finally {
    con.closeSync();
    instance.closeSync();
  }
}
