#!/usr/bin/env node
/**
 * `npm run bench`: how much slower is "load with trajlab + compute every goal-drift metric" than a bare
 * `JSON.parse` of the same bytes? Target: ≤ 1.5×.
 *
 * 1. Generates (or reuses) bench-data/tau2_bench_export.json, a ≥ 100 MB τ² Results file made by replicating the
 *    simulations of a public run (data/examples when the shared data is absent) with fresh unique ids.
 * 2. In this one process, measures (median of --reps runs, default 5):
 *    (a)  `JSON.parse(text)` of the file read once as a string (the read is not timed);
 *    (b)  `loadRun(file)` (reads and decodes the file itself) followed by `analyzeDrift(run)`;
 *    (b') `loadTau2Results(file, text)` on the same in-memory string as (a), followed by `analyzeDrift`;
 *    (a') read + decode + `JSON.parse` of the file: the baseline with the same I/O as (b);
 *    and prints the times and three ratios: (b')/(a) (library from text vs parse from text), (b)/(a') (library from
 *    the file vs read + parse of the file), and (b)/(a) (the strictest: the library pays the read, the parse does not).
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
const times = { parse: [], loadRun: [], drift: [], total: [], read: [], fromText: [], readParse: [], parseCpu: [], totalCpu: [] };
const cpuMs = (u) => (u.user + u.system) / 1000;
let summary = null;
for (let r = 0; r < reps; r++) {
  // (a) bare JSON.parse of the in-memory text
  gc();
  let cpu = process.cpuUsage();
  let t = performance.now();
  let parsed = JSON.parse(text);
  times.parse.push(performance.now() - t);
  times.parseCpu.push(cpuMs(process.cpuUsage(cpu)));
  if (!Array.isArray(parsed.simulations)) throw new Error("bench: parsed file has no simulations");
  parsed = null;

  // (b) the library from the file: loadRun reads, decodes, parses and normalises; then every drift metric
  gc();
  cpu = process.cpuUsage();
  t = performance.now();
  let run = trajlab.loadRun(bench.file);
  const t1 = performance.now();
  let report = trajlab.analyzeDrift(run);
  const t2 = performance.now();
  times.loadRun.push(t1 - t);
  times.drift.push(t2 - t1);
  times.total.push(t2 - t);
  times.totalCpu.push(cpuMs(process.cpuUsage(cpu)));
  summary = { conversations: run.conversations.length, rows: report.conversations.length };
  run = null;
  report = null;

  // what (b) pays and (a) does not: reading the file and decoding UTF-8 into a string
  gc();
  t = performance.now();
  let again = fs.readFileSync(bench.file).toString("utf8");
  times.read.push(performance.now() - t);
  again = null;

  // (a') the baseline with the same I/O as (b): read + decode + JSON.parse of the file
  gc();
  t = performance.now();
  JSON.parse(fs.readFileSync(bench.file).toString("utf8"));
  times.readParse.push(performance.now() - t);

  // (b') the library from the same in-memory text as (a): loadTau2Results(file, text) + analyzeDrift
  gc();
  t = performance.now();
  trajlab.analyzeDrift(trajlab.loadTau2Results(bench.file, text));
  times.fromText.push(performance.now() - t);

  process.stderr.write(
    `bench: rep ${r + 1}/${reps}: (a) ${ms(times.parse[r])}; (b) loadRun ${ms(times.loadRun[r])} + analyzeDrift ${ms(times.drift[r])}; ` +
      `read+decode ${ms(times.read[r])}; (b') ${ms(times.fromText[r])}\n`,
  );
}

const a = median(times.parse);
const b = median(times.total);
const b2 = median(times.fromText);
const verdict = (x) => `target ≤ ${TARGET_RATIO}×: ${x <= TARGET_RATIO ? "OK" : "ABOVE TARGET"}`;
console.log(`conversations loaded: ${summary.conversations}; per-conversation drift rows: ${summary.rows}; medians of ${reps} repetitions`);
console.log(`(a)  JSON.parse of the file's text (read once, outside the timing):   ${ms(a)}`);
console.log(`(b)  loadRun(file) + analyzeDrift(run):                              ${ms(b)}  (load ${ms(median(times.loadRun))}, drift ${ms(median(times.drift))})`);
console.log(`     of which reading the file + UTF-8 decoding it (not in (a)):      ${ms(median(times.read))}`);
console.log(`(a') read + decode + JSON.parse of the file (same I/O as (b)):      ${ms(median(times.readParse))}`);
console.log(`(b') loadTau2Results(file, text) + analyzeDrift, same text as (a):    ${ms(b2)}`);
console.log(`CPU time (user + system, all threads): (a) ${ms(median(times.parseCpu))}, (b) ${ms(median(times.totalCpu))}`);
console.log(`ratio (b)/(a)  = ${(b / a).toFixed(2)}×   ${verdict(b / a)}   (library from the file vs parse of text already in memory)`);
console.log(`ratio (b')/(a) = ${(b2 / a).toFixed(2)}×   ${verdict(b2 / a)}   (both from the in-memory text)`);
const a2 = median(times.readParse);
console.log(`ratio (b)/(a') = ${(b / a2).toFixed(2)}×   ${verdict(b / a2)}   (both from the file)`);
