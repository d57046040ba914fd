#!/usr/bin/env node
// Regenerate data/reconstructed/tide/** from data/published/tide.json (byte-deterministic).
// Usage: npm run build && node scripts/reconstruct-tide.mjs [--check] [--out DIR]
//   --check  compare with the files on disk instead of writing (exit 1 on any difference)
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// the built library by package name, as the notebooks import it: the metrics and the reconstruction workflow
const require = createRequire(path.join(root, "package.json"));
const lib = { ...require("trajlab"), ...require("trajlab/reconstruct") };
const args = process.argv.slice(2);
const check = args.includes("--check");
const outIdx = args.indexOf("--out");
const out = outIdx >= 0 ? path.resolve(args[outIdx + 1]) : path.join(root, "data/reconstructed/tide");

const pub = lib.loadPublishedTide(path.join(root, "data/published/tide.json"));
const t0 = Date.now();
let files = 0;
let bytes = 0;
const differ = [];
const summary = [];
for (const f of lib.reconstructTideAll(pub)) {
  const file = path.join(out, f.path);
  files++;
  bytes += Buffer.byteLength(f.text);
  const p = f.plan;
  summary.push({ file: f.path, tasks: p.tasks.length, solvedWithinTMax: p.solved, solvedLate: p.solvedLate, loopSteps: p.loopSteps, totalSteps: p.totalSteps });
  if (check) {
    const onDisk = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
    if (onDisk !== f.text) differ.push(f.path);
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, f.text);
  }
}
const manifest = JSON.stringify({ generator: "lib/src/reconstruct/reconstructTide.ts (scripts/reconstruct-tide.mjs)", source: "data/published/tide.json", runs: summary }, null, 1) + "\n";
const manifestFile = path.join(out, "manifest.json");
if (check) {
  if (!fs.existsSync(manifestFile) || fs.readFileSync(manifestFile, "utf8") !== manifest) differ.push("manifest.json");
} else fs.writeFileSync(manifestFile, manifest);
const secs = ((Date.now() - t0) / 1000).toFixed(1);
if (check) {
  if (differ.length) {
    console.error(`reconstruct-tide --check: ${differ.length} file(s) differ from a fresh generation:\n  ${differ.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`reconstruct-tide --check: ${files} files identical (${(bytes / 1e6).toFixed(1)} MB, ${secs}s)`);
} else {
  console.log(`reconstruct-tide: wrote ${files} files + manifest.json to ${path.relative(root, out)} (${(bytes / 1e6).toFixed(1)} MB, ${secs}s)`);
}
