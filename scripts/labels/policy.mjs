#!/usr/bin/env node
// Print the agent policy of a run: τ² info.environment_info.policy, or the τ1 system message.
// Usage: node policy.mjs <file relative to the folder holding data/ and tau2-public/>
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
const t = createRequire(import.meta.url)(path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "lib", "dist"));
const shared = t.locateSharedData();
if (shared === null) {
  console.error("../shared/data not found (set TRAJLAB_SHARED_DATA)");
  process.exit(1);
}
const rel = process.argv[2];
let abs = path.join(path.dirname(shared), rel);
if (fs.statSync(abs).isDirectory()) abs = path.join(abs, "results.json");
const raw = JSON.parse(fs.readFileSync(abs, "utf8"));
if (Array.isArray(raw)) {
  const sys = raw[0]?.traj?.find?.((m) => m.role === "system");
  console.log(sys ? sys.content : "(no policy in this file)");
} else console.log(raw.info?.environment_info?.policy ?? "(no policy in this file)");
