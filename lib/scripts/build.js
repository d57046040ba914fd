#!/usr/bin/env node
// `npm run build` of the trajlab package: a clean lib/dist (no file of a removed or moved source survives), the
// TypeScript build, the published figures shipped with the package (<repo>/data/published/*.json →
// dist/data/published/; the library reads the checkout's copy when there is one, else this one), and an executable
// CLI.
const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");

const lib = path.resolve(__dirname, "..");
const dist = path.join(lib, "dist");
fs.rmSync(dist, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", path.join(lib, "tsconfig.build.json")], { stdio: "inherit" });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
const from = path.resolve(lib, "..", "data", "published");
const to = path.join(dist, "data", "published");
fs.mkdirSync(to, { recursive: true });
for (const name of fs.readdirSync(from)) {
  if (name.endsWith(".json")) fs.copyFileSync(path.join(from, name), path.join(to, name));
}
fs.chmodSync(path.join(dist, "cli", "main.js"), 0o755);
