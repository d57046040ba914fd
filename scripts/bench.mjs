#!/usr/bin/env node
/**
 * `npm run bench`: how much slower is "load with trajlab + compute every goal-drift metric" than a bare
 * `JSON.parse` of the same bytes? Target: ≤ 1.5×.
 *
 * 1. Generates (or reuses) bench-data/tau2_bench_export.json, a ≥ 100 MB τ² Results file made by replicating the
 *    simulations of a public run (data/examples when the shared data is absent) with fresh unique ids.
 * 2. In this one process, measures (median of --reps runs, default 5):
 *    (a) `JSON.parse(text)` of the file read once as a string;
 *    (b) `loadRun(file)` (reads the file itself) followed by `analyzeDrift(run)`;
 *    and prints both, the split of (b) into load and analysis, and the ratio (b)/(a).
 *
 * Options: --reps N (default 5), --target-mb M (default 100), --regenerate.
 * Profile: node --cpu-prof --cpu-prof-dir=reports/profiles scripts/bench.mjs --reps 1
 *
 * Not a test: the ratio depends on the machine; this script only reports it (exit code 0 either way).
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { ensureBenchExport } from "./bench/generate.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(repoRoot, "package.json"));
const trajlab = require("trajlab");

const TARGET_RATIO = 1.5;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v > 0)) {
    process.stderr.write(`bench: --${name} needs a positive number\n`);
    process.exit(2);
  }
  return v;
}

const reps = Math.round(option("reps", 5));
const targetBytes = Math.round(option("target-mb", 100) * 1e6);
const outDir = path.join(repoRoot, "bench-data");
if (process.argv.includes("--regenerate")) fs.rmSync(path.join(outDir, "manifest.json"), { force: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
// A full garbage collection before each timed step, so one step does not pay for the garbage of the previous one.
v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc");
const gc = () => collect();
const ms = (x) => `${x.toFixed(0)} ms`;

const sharedDir = trajlab.locateSharedData();
const t0 = performance.now();
const bench = ensureBenchExport({
  outDir,
  sharedDir,
  examplesDir: path.join(repoRoot, "data", "examples"),
  targetBytes,
  log: (s) => process.stderr.write(s + "\n"),
});
console.log(
  `input: ${path.relative(repoRoot, bench.file)} — ${(bench.bytes / 1e6).toFixed(1)} MB, ${bench.simulations} simulations ` +
    `(${bench.replications} × ${path.basename(bench.source.file)} from ${bench.source.origin}; ` +
    `${bench.reused ? "reused" : `generated in ${ms(performance.now() - t0)}`})`,
);

const text = fs.readFileSync(bench.file, "utf8");
const parseTimes = [];
const parseCpu = [];
const totalCpu = [];
const cpuMs = (u) => (u.user + u.system) / 1000;
const loadTimes = [];
const readTimes = [];
const fromTextTimes = [];
const analyzeTimes = [];
const totalTimes = [];
let summary = null;
for (let r = 0; r < reps; r++) {
  gc();
  let cpu = process.cpuUsage();
  let t = performance.now();
  let parsed = JSON.parse(text);
  parseTimes.push(performance.now() - t);
  parseCpu.push(cpuMs(process.cpuUsage(cpu)));
  if (!Array.isArray(parsed.simulations)) throw new Error("bench: parsed file has no simulations");
  parsed = null;
  gc();
  cpu = process.cpuUsage();
  t = performance.now();
  const t0r = t;
  const run = trajlab.loadRun(bench.file);
  const t1 = performance.now();
  const report = trajlab.analyzeDrift(run);
  const t2 = performance.now();
  totalCpu.push(cpuMs(process.cpuUsage(cpu)));
  loadTimes.push(t1 - t);
  analyzeTimes.push(t2 - t1);
  totalTimes.push(t2 - t);
  summary = { conversations: run.conversations.length, rows: report.conversations.length };
  // diagnostics: the loader's parts (reading + decoding the file; normalising from an in-memory string)
  gc();
  t = performance.now();
  const again = fs.readFileSync(bench.file).toString("utf8");
  readTimes.push(performance.now() - t);
  gc();
  t = performance.now();
  trajlab.loadTau2Results(bench.file, again);
  fromTextTimes.push(performance.now() - t);
  process.stderr.write(
    `bench: rep ${r + 1}/${reps}: JSON.parse ${ms(parseTimes[r])}; loadRun ${ms(t1 - t0r)} + analyzeDrift ${ms(t2 - t1)}; ` +
      `read+decode ${ms(readTimes[r])}, loadTau2Results(text) ${ms(fromTextTimes[r])}\n`,
  );
}

const a = median(parseTimes);
const b = median(totalTimes);
const ratio = b / a;
console.log(`conversations loaded: ${summary.conversations}; per-conversation drift rows: ${summary.rows}`);
console.log(`(a) JSON.parse of the file's text:          ${ms(a)}  (median of ${reps})`);
console.log(`(b) trajlab loadRun + analyzeDrift:          ${ms(b)}  (median of ${reps}; load ${ms(median(loadTimes))}, drift ${ms(median(analyzeTimes))})`);
console.log(
  `    of which: read + UTF-8 decode ${ms(median(readTimes))}; loadTau2Results from the string (parse + normalise) ${ms(median(fromTextTimes))}`,
);
console.log(
  `CPU time (user + system, all threads; less sensitive to other load on the machine): (a) ${ms(median(parseCpu))}, ` +
    `(b) ${ms(median(totalCpu))}, ratio ${(median(totalCpu) / median(parseCpu)).toFixed(2)}×`,
);
const fromText = (median(fromTextTimes) + median(analyzeTimes)) / a;
console.log(
  `without reading the file (loadTau2Results from the in-memory string + analyzeDrift) / (a): ${fromText.toFixed(2)}× ` +
    `(the file read + UTF-8 decode is the rest)`,
);
console.log(`ratio (b)/(a), wall clock: ${ratio.toFixed(2)}×   target ≤ ${TARGET_RATIO}×   ${ratio <= TARGET_RATIO ? "OK" : "ABOVE TARGET"}`);
