/**
 * Every real export in ../shared/data and ../shared/tau2-public (the voice results directory included) through
 * `drift`, `diagnose`, `stats` and `reproduce --data`, as a user would run them: each exits cleanly with the
 * expected content, and the official agreement is 100 % on every file with action checks. Skipped with a message
 * when the shared folders are absent (users do not have them).
 */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { analyzeDrift, DRIFT_EXCLUSION, loadRun } from "../../lib/src";
import type { DriftCliJson } from "../../lib/src/cli/drift";
import type { ReproduceCliJson } from "../../lib/src/cli/reproduce";
import { realRunInputs } from "../drift/realData";
import { plain, trajlab } from "./helpers";

const INPUTS = realRunInputs();
if (INPUTS.length === 0) console.warn("shared data absent: skipping the CLI tests on real exports");
const STACK_LINE = /^\s+at .+[:(]\d+/m;
const clean = (r: { stdout: string; stderr: string }) => {
  expect(r.stdout + r.stderr).not.toMatch(STACK_LINE);
  expect(r.stdout + r.stderr).not.toMatch(/internal error/);
};
const is = (name: string, part: string) => name.includes(part);

describe.skipIf(INPUTS.length === 0)("trajlab drift on every real export", () => {
  test.each(INPUTS.map((i) => [i.name, i.path]))("%s: exit 0, --json = analyzeDrift, drift figures (or exactly why not), 100 % official agreement", { timeout: 60_000 }, async (name, file) => {
    const j = await trajlab(["drift", "--json", file]);
    clean(j);
    expect(j.code).toBe(0);
    const doc = JSON.parse(j.stdout) as DriftCliJson;
    expect(doc.errors).toEqual([]);
    expect(doc.reports).toEqual([plain(analyzeDrift(loadRun(file)))]);
    const r = doc.reports[0];
    if (r.officialAgreement.checked > 0) expect(r.officialAgreement.agreement.value, name).toBe(1);
    const t = await trajlab(["drift", file]);
    clean(t);
    expect(t.code).toBe(0);
    expect(t.stdout).toContain(`=== ${file}`);
    if (is(name, "testvoice-dir")) {
      // tasks: [] and no reward_info: no gold, no checks — said exactly, and what needs no gold is still shown
      expect(r.exclusions).toEqual([{ reason: DRIFT_EXCLUSION.taskNotEmbeddedNotEvaluated, count: 3, ids: expect.any(Array) }]);
      expect(t.stdout).toContain(`${DRIFT_EXCLUSION.taskNotEmbeddedNotEvaluated}: 3`);
      expect(t.stdout).toContain("warning (derived): a full-duplex simulation (messages: null)");
      expect(t.stdout).toMatch(/^Data quality: not measured: /m);
      expect(t.stdout).toMatch(/what needs no gold is still counted: the 3 conversation\(s\) without gold actions make \d+ write call\(s\)/);
    } else if (is(name, "_mock_")) {
      // an unknown domain without typed checks: the partial report and how to get the rest
      expect(r.writeTools).toBeNull();
      expect(t.stdout).toContain("name the write tools with --writes a,b (tools of the gold actions and action checks: create_task)");
      const given = JSON.parse((await trajlab(["drift", "--json", "--writes", "create_task", file])).stdout) as DriftCliJson;
      expect(given.reports[0].overall.all.stockPooled.denominator).toBeGreaterThan(0);
    } else {
      expect(r.overall.all.stockPooled.denominator, name).toBeGreaterThan(0);
    }
  });

  test.skipIf(!INPUTS.some((i) => is(i.name, "adaptive-agent")))("the bare-array adaptive-agent airline file: gold actions from its action checks, counted and stated", async () => {
    const file = INPUTS.find((i) => is(i.name, "adaptive-agent"))!.path;
    const r = (JSON.parse((await trajlab(["drift", "--json", file])).stdout) as DriftCliJson).reports[0];
    expect(r.gold).toMatchObject({ embedded: 0, actionChecks: 43, none: 7 });
    expect(r.exclusions.find((e) => e.reason === DRIFT_EXCLUSION.taskNotEmbeddedNoChecks)?.count).toBe(7);
    expect(r.exclusions.map((e) => e.reason)).not.toContain(DRIFT_EXCLUSION.noGoldActions);
    const t = await trajlab(["drift", file]);
    expect(t.stdout).toContain("gold actions: 0 from the embedded tasks, 43 from their action checks (task not embedded; τ² writes one check per gold action), 7 without gold actions");
    const refused = (JSON.parse((await trajlab(["drift", "--json", "--no-gold-from-checks", file])).stdout) as DriftCliJson).reports[0];
    expect(refused.overall.all.stockPooled.value).toBeNull();
  });

  test.skipIf(!INPUTS.some((i) => is(i.name, "whissle")))("a file whose checks carry tool types: the checks-derived set beside the declared one, both N and both GD values", async () => {
    const t = await trajlab(["drift", INPUTS.find((i) => is(i.name, "whissle"))!.path]);
    expect(t.stdout).toContain("beside it: the file's typed action checks (tool_type = write; the published method, --writes checks) (5:");
    expect(t.stdout).toMatch(/N \(write calls\): 40 with the report's set, 39 with this one; GD\^stock pooled 0\.750 \(30\/40\) partial: 26 of 50 left out vs 0\.744 \(29\/39\) partial: 27 of 50 left out/);
    expect(t.stdout).toContain("writes only for the report's set: send_certificate (1 call)");
  });

  test.skipIf(!INPUTS.some((i) => is(i.name, "toolorchestra")))("toolorchestra: SUSPECT, with the task each suspect conversation seems to belong to", async () => {
    const t = await trajlab(["drift", INPUTS.find((i) => is(i.name, "toolorchestra"))!.path]);
    expect(t.stdout).toContain("SUSPECT: the gold actions do not fit the conversations");
    expect(t.stdout).toMatch(/^ {4}\S+ \(filed under task \d+\): seems to belong to task \d+.*: its action checks are that task's gold actions$/m);
    expect(t.stdout).toMatch(/… \d+ more \(--json lists every one\)/);
  });

  test.each(INPUTS.filter((i) => is(i.name, "qwen2.5-7b") || is(i.name, "telecom_gpt-4.1")).map((i) => [i.name, i.path]))("%s: not suspect; the agent's writes off gold are a finding, measured", async (_name, file) => {
    const t = await trajlab(["drift", file]);
    expect(t.stdout).toMatch(/^Data quality: ok: 0 of \d+ checked conversations do not belong to their task/m);
    expect(t.stdout).toMatch(/^ {2}finding: the agent wrote off gold: .*: 0\.\d{3} \([1-9]\d*\/\d+\) of the conversations with gold actions and accepted writes/m);
  });

  test("all the real exports at once: one report per run, each equal to its own analyzeDrift", { timeout: 120_000 }, async () => {
    const r = await trajlab(["drift", "--json", ...INPUTS.map((i) => i.path)]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as DriftCliJson;
    expect(doc.reports.map((x) => x.run.source)).toEqual(INPUTS.map((i) => i.path));
    expect(doc.loads).toHaveLength(INPUTS.length);
  });
});

describe.skipIf(INPUTS.length === 0)("trajlab diagnose, stats and reproduce --data on every real export", () => {
  test.each(INPUTS.map((i) => [i.name, i.path]))("%s", { timeout: 60_000 }, async (name, file) => {
    const d = await trajlab(["diagnose", file]);
    clean(d);
    expect(d.code, d.stderr).toBe(0);
    expect(d.stdout).toContain(`=== ${file}`);
    expect(d.stdout).toContain("Process metrics");

    const s = await trajlab(["stats", "--replicates", "200", file]);
    clean(s);
    expect(s.code, s.stderr).toBe(0);
    expect(s.stdout).toContain(`=== ${file}`);

    const rj = await trajlab(["reproduce", "--data", file, "--json"]);
    clean(rj);
    // the published figures are of another agent: nothing here is ✓ by construction, so exit 1 — but it runs
    expect(rj.code).toBe(1);
    const doc = JSON.parse(rj.stdout) as ReproduceCliJson;
    expect(doc.errors).toEqual([]);
    const cs = doc.results[0].comparisons;
    expect(cs).toHaveLength(31);
    const domain = loadRun(file).domain;
    const own = cs.filter((c) => c.id.startsWith(`${domain === "banking_knowledge" ? "banking" : domain}.`));
    if (domain !== "airline" && domain !== "retail") {
      expect(cs.every((c) => c.status === "not compared")).toBe(true);
      expect(doc.results[0].notes.join("\n")).toMatch(/ignored: 1 run\(s\) of domain|no results file/);
    } else {
      const typed = analyzeDrift(loadRun(file), { writes: "checks", whenWriteToolsUnavailable: "partial" }).writeTools !== null;
      // typed checks: the published method applies (the figures differ: another agent); untyped: not compared, with the declared set's figures shown
      if (typed) expect(own.every((c) => c.status === "differs" || c.status === "match"), name).toBe(true);
      else {
        expect(own.every((c) => c.status === "not compared"), name).toBe(true);
        // shown instead: the declared set's figure (none for the voice runs: no gold actions to align to)
        const stock = own.find((c) => c.id.endsWith(".stock"))!;
        if (is(name, "testvoice-dir")) expect(stock.reproduced).toBeNull();
        else expect(stock.reproduced, name).not.toBeNull();
        expect(doc.results[0].notes.join("\n")).toContain(`domain ${domain}: its figures are not compared: the published method takes the write tools from typed action checks`);
      }
    }
    const rt = await trajlab(["reproduce", "--data", path.resolve(file)]);
    clean(rt);
    expect(rt.stdout).toMatch(/^reproduce: \d+ of 31 published figures ✓/m);
  });
});
