#!/usr/bin/env node
/**
 * Writes data/atlas/conversations.json: the public runs of ../shared/data and ../shared/tau2-public reduced to one
 * row per conversation (reward, goal-drift row, gold-action key, data-quality state) with the size, SHA-256,
 * repository, commit and path of every file read — the table notebook 02's atlas uses when ../shared is absent.
 * See data/atlas/README.md and docs/definitions/atlas.md.
 *
 * Deterministic: the output is a function of the shared files and the library only (no clock, no randomness), so a
 * fresh generation is byte-identical to the committed file (test/atlas/regenerate.test.ts checks it when ../shared
 * is present). Needs the built library: run `npm run build` first.
 *
 * Usage:
 *   node scripts/make-atlas.mjs            # (re)write data/atlas/conversations.json
 *   node scripts/make-atlas.mjs --check    # exit 1 when the committed file differs from a fresh generation
 *   node scripts/make-atlas.mjs --stdout   # print the file instead of writing it
 * The shared folder is found as the tests find it: $TRAJLAB_SHARED_DATA (its data/ folder), else ../shared/data
 * beside the checkout. Without it the script says so and exits 2 (the committed table stays as it is).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, "..");
export const ATLAS_FILE = join(repo, "data", "atlas", "conversations.json");

const require = createRequire(import.meta.url);
const dist = join(repo, "lib", "dist", "index.js");
if (!existsSync(dist)) {
  console.error("make-atlas: lib/dist is missing: run `npm run build` first");
  process.exit(2);
}
const { buildAtlas, atlasJson, locateSharedData } = require(dist);

const args = process.argv.slice(2);
const shared = locateSharedData(repo);
if (shared === null) {
  console.error("make-atlas: ../shared/data not found (set TRAJLAB_SHARED_DATA): nothing to build; the committed data/atlas/conversations.json is unchanged");
  process.exit(2);
}
const text = atlasJson(buildAtlas(dirname(shared)));
if (args.includes("--stdout")) process.stdout.write(text);
else if (args.includes("--check")) {
  const committed = existsSync(ATLAS_FILE) ? readFileSync(ATLAS_FILE, "utf8") : null;
  if (committed === text) console.log(`make-atlas: ${ATLAS_FILE} is up to date`);
  else {
    console.error(`make-atlas: ${ATLAS_FILE} differs from a fresh generation: run node scripts/make-atlas.mjs`);
    process.exit(1);
  }
} else {
  mkdirSync(dirname(ATLAS_FILE), { recursive: true });
  writeFileSync(ATLAS_FILE, text);
  console.log(`make-atlas: wrote ${ATLAS_FILE} (${Buffer.byteLength(text)} bytes)`);
}
