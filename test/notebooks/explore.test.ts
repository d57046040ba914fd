/**
 * The explore notebook (notebooks/00-explore-your-export.ipynb) on other exports than its default: every public run
 * of ../shared/data and ../shared/tau2-public (skipped with a message when that folder is absent), and a TIDE folder
 * beside the example export. `npm test` already runs it on its default, data/examples. Each run goes through the
 * in-process notebook runner (scripts/run-notebooks.mjs) with TRAJLAB_DATA set, as a user would set it.
 */
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { describe, expect, test } from "vitest";
import { locateSharedData } from "../../lib/src";

const repo = path.resolve(__dirname, "../..");
const runner = path.join(repo, "scripts", "run-notebooks.mjs");
const notebook = path.join(repo, "notebooks", "00-explore-your-export.ipynb");
const shared = locateSharedData(__dirname);
const built = fs.existsSync(path.join(repo, "lib", "dist", "index.js"));
if (shared === null) console.warn("shared/data not found: the explore notebook is not run on the public runs (it still runs on data/examples in npm test)");

function runWith(data: string[]) {
  const env = { ...process.env, TRAJLAB_DATA: data.join(path.delimiter) };
  const r = spawnSync(process.execPath, [runner, "--in-process", "--verbose", notebook], { cwd: repo, env, encoding: "utf8", timeout: 300_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.skipIf(!built)("notebook 00-explore-your-export", () => {
  test.skipIf(shared === null)("runs on every public run of ../shared/data and ../shared/tau2-public, and compares two of them", { timeout: 300_000 }, () => {
    const root = path.dirname(shared as string);
    const r = runWith([path.join(root, "data"), path.join(root, "tau2-public")]);
    expect(r.out).toContain("notebooks: 1 passed, 0 failed");
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/16 sources: 16 τ-bench run\(s\)/);
    expect(r.out).toMatch(/A = tau2_airline_[^,]+, B = tau2_airline_[^:]+: 50 shared tasks/);
  });

  test("runs on a folder of TIDE logs beside the example export", { timeout: 300_000 }, () => {
    const r = runWith([path.join(repo, "data", "reconstructed", "tide", "FrozenLake"), path.join(repo, "data", "examples")]);
    expect(r.out).toContain("notebooks: 1 passed, 0 failed");
    expect(r.out).toMatch(/sources: 1 τ-bench run\(s\), 35 TIDE run\(s\) or event log\(s\)/);
  });
});
