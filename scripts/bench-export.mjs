#!/usr/bin/env node
/**
 * `npm run bench:export`: what does `trajlab export` cost, beside loading alone, and how large are its files?
 *
 * Inputs: ../shared/data and ../shared/tau2-public when present (the public runs), else data/reconstructed/tau2 and
 * data/examples. In this one process, median of --reps runs (default 3), with a full garbage collection before each:
 *   (a) loading alone: `loadRuns(inputs)` — the baseline;
 *   (b) the tables without files: `loadRuns` + `runTables` on every run (drift report, diagnosis, events, rows);
 *   (c) `exportRuns(inputs, dir, { format })` for parquet, csv and jsonl (load, tables, schema check, write);
 *   (d) `exportRuns(…, { format: "parquet", jobs: 2 })` (worker threads; on a shared 2-core machine this measures
 *       the machine as much as the pool).
 * It prints each time, its ratio to (a), and each format's total size (tables + manifest) beside the inputs' size.
 *
 * Options: --reps N (default 3), --jobs N for (d) (default 2).
 * Not a test: the ratios depend on the machine; this script only reports them (exit code 0 either way).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(repoRoot, "package.json"));
const trajlab = require("trajlab");
const exp = require(path.join(repoRoot, "lib", "dist", "export"));

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v > 0)) {
    process.stderr.write(`bench-export: --${name} needs a positive number\n`);
    process.exit(2);
  }
  return Math.round(v);
}
const reps = option("reps", 3);
const jobs = option("jobs", 2);

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const shared = trajlab.locateSharedData();
const inputs = shared
  ? [shared, path.join(path.dirname(shared), "tau2-public")].filter((p) => fs.existsSync(p))
  : [path.join(repoRoot, "data", "reconstructed", "tau2"), path.join(repoRoot, "data", "examples")];
const bytesOf = (p) => {
  const st = fs.statSync(p);
  if (st.isFile()) return st.size;
  return fs.readdirSync(p).reduce((s, n) => s + (n.startsWith(".") ? 0 : bytesOf(path.join(p, n))), 0);
};
const inputBytes = inputs.reduce((s, p) => s + bytesOf(p), 0);
const loaded = trajlab.loadRuns(inputs);
const conversations = loaded.runs.reduce((s, r) => s + r.conversations.length, 0);
console.log(`inputs: ${inputs.map((p) => path.relative(repoRoot, p)).join(", ")} — ${(inputBytes / 1e6).toFixed(1)} MB, ${loaded.runs.length} runs, ${conversations} conversations${shared ? "" : " (../shared absent: the project's own logs)"}`);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-bench-export-"));
async function time(step) {
  const xs = [];
  for (let i = 0; i < reps; i++) {
    gc();
    const t = performance.now();
    await step(i);
    xs.push(performance.now() - t);
  }
  return median(xs);
}

const steps = [];
const load = await time(() => trajlab.loadRuns(inputs));
steps.push(["(a) loadRuns (baseline)", load, null]);
const tables = await time(() => {
  for (const r of trajlab.loadRuns(inputs).runs) exp.runTables(r);
});
steps.push(["(b) loadRuns + runTables (no files)", tables, null]);
const sizes = {};
for (const format of exp.EXPORT_FORMATS) {
  const dir = path.join(scratch, format);
  const t = await time(() => exp.exportRuns(inputs, dir, { format }));
  sizes[format] = fs.readdirSync(dir).reduce((s, n) => s + fs.statSync(path.join(dir, n)).size, 0);
  steps.push([`(c) export --format ${format}`, t, sizes[format]]);
}
const pooled = await time(() => exp.exportRuns(inputs, path.join(scratch, "jobs"), { format: "parquet", jobs }));
steps.push([`(d) export --format parquet --jobs ${jobs}`, pooled, null]);

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad("step", 40)} ${pad("median", 10)} ${pad("× (a)", 8)} output`);
for (const [name, t, size] of steps) {
  console.log(`${pad(name, 40)} ${pad(`${t.toFixed(0)} ms`, 10)} ${pad((t / load).toFixed(2), 8)} ${size === null ? "" : `${(size / 1e6).toFixed(2)} MB (${((100 * size) / inputBytes).toFixed(1)} % of the inputs)`}`);
}
console.log(`\nrows: ${JSON.stringify(JSON.parse(fs.readFileSync(path.join(scratch, "parquet", "manifest.json"), "utf8")).tables.map((t) => [t.name, t.rows]))}`);
console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")} (other work on the machine inflates every step alike)`);
fs.rmSync(scratch, { recursive: true, force: true });
