/**
 * `trajlab drift` as a user meets it: exit codes, the sections it prints, and --json numbers equal to
 * analyzeDrift on the same files (the example export always; every file of the shared data when present).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { analyzeDrift, loadRun } from "../../lib/src";
import { PROGRESS_THRESHOLD_BYTES, type DriftCliJson } from "../../lib/src/cli/drift";
import { parseWritesOption } from "../../lib/src/cli/options";
import { capture, drift, examplesDir, examplesFile, plain, repoRoot, sharedRunFiles, tempDir, trajlab } from "./helpers";
import { driftCommand } from "../../lib/src/cli/drift";

const parseJson = (stdout: string): DriftCliJson => JSON.parse(stdout) as DriftCliJson;

describe("trajlab drift on the example export (data/examples)", () => {
  it("exits 0 and prints every section", () => {
    const r = drift([examplesDir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    for (const section of [
      `=== ${examplesFile}`,
      "write tools: from registry (7): cancel_pending_order,",
      "Goal drift — retail, by reward group",
      "No self-healing",
      "Exclusions: 1 of 6 conversations left out of the drift tables",
      "no write calls: 1 (ex-05-no-writes)",
      "Data quality: ok: 0 of 6 checked conversations do not belong to their task",
      "Official action checks: our matcher agrees on 16 of 16 checks, 1.000 (16/16)",
    ]) {
      expect(r.stdout).toContain(section);
    }
  });

  it("shows each table cell as value (numerator/denominator), computed by the library", () => {
    const report = analyzeDrift(loadRun(examplesFile));
    const r = drift([examplesFile]);
    const all = report.groups[0].all.stockPooled;
    expect(r.stdout).toContain(`${all.value!.toFixed(3)} (${all.numerator}/${all.denominator})`);
    // the reward=1 row starts with the number of its conversations and writes
    const row = r.stdout.split("\n").find((l) => l.startsWith("reward=1"))!;
    const g = report.groups[0].byReward["reward=1"];
    expect(row.split(/\s{2,}/).slice(1, 4)).toEqual([String(g.conversations), String(g.writeMoments), `${g.stockPooled.value!.toFixed(3)} (${g.stockPooled.numerator}/${g.stockPooled.denominator})`]);
  });

  it("--json prints exactly the analyzeDrift reports of the same files, and no errors", () => {
    const r = drift(["--json", examplesDir]);
    expect(r.code).toBe(0);
    const doc = parseJson(r.stdout);
    expect(doc.errors).toEqual([]);
    expect(doc.reports).toEqual([plain(analyzeDrift(loadRun(examplesFile)))]);
  });

  it("--window and --writes reach analyzeDrift", () => {
    const doc = parseJson(drift(["--json", "--window", "2", "--writes", "modify_user_address,cancel_pending_order", examplesFile]).stdout);
    const expected = analyzeDrift(loadRun(examplesFile), { window: 2, writes: ["modify_user_address", "cancel_pending_order"] });
    expect(doc.reports).toEqual([plain(expected)]);
    expect(doc.reports[0].settings.window).toBe(2);
    expect(doc.reports[0].writeTools.source).toBe("caller");
    expect(parseJson(drift(["--json", "--writes=registry", examplesFile]).stdout).reports[0].writeTools.source).toBe("registry");
  });

  it("--writes default is the default source, not a tool named \"default\"", () => {
    const withDefault = parseJson(drift(["--json", "--writes", "default", examplesFile]).stdout);
    const without = parseJson(drift(["--json", examplesFile]).stdout);
    expect(withDefault.reports[0].writeTools).toEqual(without.reports[0].writeTools);
    expect(withDefault.reports[0].writeTools.tools).not.toContain("default");
    expect(parseWritesOption("default")).toBe("default");
    expect(parseWritesOption(" a, ,b ")).toEqual(["a", "b"]);
  });

  it("--writes checks on a file whose checks carry no tool_type: exit 1 with the reason and --writes, the partial report, nothing invented", () => {
    const r = drift(["--json", "--writes", "checks", examplesFile]);
    expect(r.code).toBe(1);
    const doc = parseJson(r.stdout);
    // the parts that need no write set are still there; the drift tables are not measured
    expect(doc.reports).toEqual([plain(analyzeDrift(loadRun(examplesFile), { writes: "checks", whenWriteToolsUnavailable: "partial" }))]);
    expect(doc.reports[0].writeTools).toBeNull();
    expect(doc.reports[0].overall.all.stockPooled.value).toBeNull();
    expect(doc.reports[0].officialAgreement.checked).toBe(16);
    expect(doc.errors).toHaveLength(1);
    expect(doc.errors[0].kind).toBe("write-tools-unavailable");
    expect(doc.errors[0].message).toMatch(/tool_type/);
    expect(doc.errors[0].message).toMatch(/--writes/);
    expect(r.stderr).toMatch(/tool_type.*--writes/);
    const text = drift(["--writes", "checks", examplesFile]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("write tools: none — ");
    expect(text.stdout).toContain("name the write tools with --writes a,b");
  });

  it("--conversations adds one row per conversation", () => {
    const r = drift(["--conversations", examplesFile]);
    expect(r.stdout).toContain("Per conversation");
    expect(r.stdout).toMatch(/ex-03-drift-then-recovery\s+ex_drift_then_recovery\s+embedded\s+0\s+5\s+1\s+10111/);
  });
});

describe("trajlab drift on bad input", () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    fs.writeFileSync(path.join(dir, "broken.json"), "{ not json");
    fs.writeFileSync(path.join(dir, "other.json"), JSON.stringify({ hello: 1 }));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a missing file: exit 1, the error names the file, what loaded is still printed", () => {
    const missing = path.join(dir, "missing.json");
    const r = drift([missing, examplesFile]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${missing}: $: cannot read file`);
    expect(r.stdout).toContain(`=== ${examplesFile}`);
  });

  it("not JSON and an unknown format: exit 1, one error each, with kind and file in --json", () => {
    const r = drift(["--json", dir, examplesFile]);
    expect(r.code).toBe(1);
    const doc = parseJson(r.stdout);
    expect(doc.reports.map((x) => x.run.source)).toEqual([examplesFile]);
    expect(doc.errors.map((e) => [path.basename(e.file), e.kind])).toEqual([
      ["broken.json", "not-json"],
      ["other.json", "unknown-format"],
    ]);
    expect(r.stderr).toMatch(/2 input\(s\) failed; 1 run\(s\) analysed/);
  });

  it("nothing loadable at all: exit 1 and says so", () => {
    const r = drift([path.join(dir, "broken.json")]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("no run could be analysed");
  });

  it.each([
    [[], /no input files/],
    [["--window", "0", examplesFile], /--window must be a positive integer/],
    [["--window", "x", examplesFile], /--window must be a positive integer/],
    [["--writes", ",", examplesFile], /--writes needs/],
    [["--frobnicate", examplesFile], /unknown option --frobnicate/],
  ])("usage error %j: exit 2 with the usage text", (argv, message) => {
    const r = drift(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain("usage: trajlab drift");
    expect(r.stdout).toBe("");
  });

  it("--help: exit 0, usage on stdout", () => {
    const r = drift(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("--writes SOURCE");
  });
});

describe("progress on large inputs", () => {
  let dir: string;
  beforeAll(() => {
    // a > 20 MB τ² file: the example simulations replicated with fresh ids
    dir = tempDir();
    const doc = JSON.parse(fs.readFileSync(examplesFile, "utf8"));
    const sims: unknown[] = [];
    let bytes = 0;
    for (let rep = 0; bytes <= PROGRESS_THRESHOLD_BYTES; rep++) {
      for (const s of doc.simulations) {
        const copy = { ...s, id: `${s.id}-copy${rep}` };
        bytes += JSON.stringify(copy).length;
        sims.push(copy);
      }
    }
    fs.writeFileSync(path.join(dir, "large.json"), JSON.stringify({ ...doc, simulations: sims }));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("prints a progress line on stderr above 20 MB, none below", () => {
    const c = capture(false);
    const code = driftCommand(["--json", path.join(dir, "large.json")], c.io);
    expect(code).toBe(0);
    expect(c.out().stderr).toMatch(/trajlab drift: loading [0-9.]+ MB from 1 input/);
    expect(c.out().stderr).toMatch(/trajlab drift: analysing run 1 of 1/);
    expect(drift(["--json", examplesFile]).stderr).toBe("");
  });
});

describe("trajlab dispatcher", () => {
  it("drift goes to driftCommand, --help and --version answer, unknown commands exit 2", async () => {
    expect((await trajlab(["drift", "--json", examplesFile])).code).toBe(0);
    expect((await trajlab(["--help"])).stdout).toContain("commands:");
    expect((await trajlab(["--version"])).stdout).toMatch(/^trajlab \d+\.\d+\.\d+/);
    const bad = await trajlab(["frobnicate"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown command "frobnicate"');
    expect((await trajlab([])).code).toBe(2);
  });
});

const shared = sharedRunFiles();
describe.skipIf(shared.length === 0)("the CLI gives the library's figures on every public run in shared/data", () => {
  if (shared.length === 0) console.warn("shared/data absent: skipping the CLI-vs-library comparison on real runs");
  it.each(shared.map((f) => [path.basename(f), f]))("%s", (_name, file) => {
    const r = drift(["--json", file]);
    expect(r.code).toBe(0);
    const doc = parseJson(r.stdout);
    expect(doc.errors).toEqual([]);
    expect(doc.reports).toEqual([plain(analyzeDrift(loadRun(file)))]);
    // and the text output of the same file exits 0 and names its write-tool source
    const t = drift([file]);
    expect(t.code).toBe(0);
    expect(t.stdout).toContain(`write tools: from ${doc.reports[0].writeTools.source}`);
  });

  it("the toolorchestra submission is reported as suspect in the text output", () => {
    const file = shared.find((f) => /toolorchestra/.test(f));
    if (!file) return;
    expect(drift([file]).stdout).toContain("SUSPECT: the gold actions do not fit the conversations");
  });
});

const corpus = (name: string) => path.join(repoRoot, "test", "fixtures", "io", "corpus", name);

describe("trajlab drift shows what the loader and the drift layer found", () => {
  it("the loader's exclusions and warnings, under the run line and in --json `loads`", () => {
    const file = corpus("sim-messages-not-array.json");
    const r = drift([file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("  load: 3 conversations seen, 2 loaded, 1 excluded; 0 warnings");
    expect(r.stdout).toContain(`excluded (malformed conversation): s1 — ${file}: simulations[1].messages: expected an array or null, got an object`);
    const doc = parseJson(drift(["--json", file]).stdout);
    expect(doc.loads).toEqual([{ source: file, seen: 3, loaded: 2, excluded: 1, exclusions: loadRun(file).exclusions, warnings: loadRun(file).warnings }]);
    expect(doc.loads[0].exclusions[0].ids).toEqual(["s1"]);
  });

  it("the data-quality verdict in words, the writes-off-gold finding, and where the gold actions came from", () => {
    const r = drift([examplesFile]);
    expect(r.stdout).toMatch(/^Data quality: ok: 0 of 6 checked conversations do not belong to their task \(suspect from a share of 0\.1\); flagged share 0\.000 \(0\/6\)$/m);
    expect(r.stdout).toMatch(/^ {2}finding: the agent wrote off gold: .*: 0\.200 \(1\/5\) of the conversations with gold actions and accepted writes \(reward=0 1\) \(ex-02-drift-only\)/m);
    // every task is embedded: no gold-source line
    expect(r.stdout).not.toMatch(/^gold actions:/m);
  });

  it("a TIDE log, a per-task table or a CSV file is told which command reads it", () => {
    const tide = drift([corpus("tide.jsonl")]);
    expect(tide.code).toBe(1);
    expect(tide.stderr).toContain("`trajlab diagnose <file.jsonl>`");
    expect(tide.stderr).toContain("`trajlab reproduce --data <dir>`");
    expect(drift([corpus("task-table.csv")]).stderr).toContain("no trajlab command reads a per-task table");
    expect(drift([corpus("plain.csv")]).stderr).toContain("every trajlab command reads JSON");
  });

  it("--json lists each excluded id once per report: a 10 MB id gives about 2 × 10 MB of JSON, not 300 MB", () => {
    const dir = tempDir();
    try {
      const doc = JSON.parse(fs.readFileSync(examplesFile, "utf8"));
      const big = "x".repeat(10 * 1024 * 1024);
      doc.simulations.find((s: { id: string }) => s.id === "ex-05-no-writes").id = big; // excluded: no write calls
      const file = path.join(dir, "big-id.json");
      fs.writeFileSync(file, JSON.stringify(doc));
      const input = fs.statSync(file).size;
      const r = drift(["--json", file]);
      expect(r.code).toBe(0);
      const occurrences = r.stdout.split(big).length - 1;
      // once in its conversation row, once in the report-level exclusions table, nowhere else
      expect(occurrences).toBe(2);
      expect(r.stdout.length / input).toBeLessThan(2.2);
      const report = parseJson(r.stdout).reports[0];
      expect(report.exclusions.find((e) => e.reason === "no write calls")!.ids).toEqual([big]);
      expect(report.overall.all.stockPooled.exclusions).toEqual([{ reason: "no write calls", count: 1 }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("trajlab drift on a file that does not embed its tasks", () => {
  let dir: string;
  let bare: string;
  beforeAll(() => {
    // the example export as a bare array of simulations: no tasks, but τ² wrote one action check per gold action
    dir = tempDir();
    bare = path.join(dir, "tau2_retail_bare.json");
    fs.writeFileSync(bare, JSON.stringify(JSON.parse(fs.readFileSync(examplesFile, "utf8")).simulations));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("takes the gold actions from the action checks, says so, and counts them", () => {
    const r = drift([bare]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^gold actions: 0 from the embedded tasks, 5 from their action checks \(task not embedded; τ² writes one check per gold action\), 1 without gold actions \(refuse them with --no-gold-from-checks\)$/m);
    const report = parseJson(drift(["--json", bare]).stdout).reports[0];
    expect(report).toEqual(plain(analyzeDrift(loadRun(bare))));
    expect(report.gold).toMatchObject({ embedded: 0, actionChecks: 5, none: 1 });
    // the checks are the gold actions: the same tables as with the embedded tasks (ex-06 has no checks: excluded)
    const withTasks = analyzeDrift(loadRun(examplesFile));
    expect(report.overall.all.stockPooled.numerator).toBe(withTasks.overall.all.stockPooled.numerator - withTasks.conversations.find((c) => c.conversationId === "ex-06-missing-reward")!.driftCount!);
    expect(report.conversations.filter((c) => c.goldSource === "action checks")).toHaveLength(5);
  });

  it("--no-gold-from-checks refuses them: every conversation excluded, with the reason", () => {
    const doc = parseJson(drift(["--json", "--no-gold-from-checks", bare]).stdout);
    expect(doc.reports[0].gold).toMatchObject({ fromChecksAllowed: false, actionChecks: 0, none: 6 });
    expect(doc.reports[0].overall.all.stockPooled.value).toBeNull();
    expect(doc.reports[0].exclusions.map((e) => e.reason)).toContain("task not embedded in the file; gold actions from its action checks refused (goldFromChecks: false, --no-gold-from-checks)");
  });
});

describe("trajlab drift --ci", () => {
  it("an interval column beside each point, in the text; the intervals beside the points in --json, equal to analyzeDrift's", () => {
    const r = drift(["--ci", "--replicates", "400", examplesFile]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/GD\^stock pooled\s+95 % CI\s+GD\^track mean\s+95 % CI/);
    expect(r.stdout).toMatch(/^all\s+5\s+12\s+0\.333 \(4\/12\)\s+\[0\.\d{3}, 0\.\d{3}\]/m);
    expect(r.stdout).toContain("95 % CI: task-clustered (tasks resampled, their conversations kept together) bootstrap percentile interval, B = 400, seed 20260202");
    const doc = parseJson(drift(["--json", "--ci", "--replicates", "400", examplesFile]).stdout);
    expect(doc.reports).toEqual([plain(analyzeDrift(loadRun(examplesFile), { intervals: { replicates: 400 } }))]);
    expect(doc.reports[0].intervals!.overall.all.stockPooled.value).toBe(doc.reports[0].overall.all.stockPooled.value);
  });

  it("seeded: the same command prints the same intervals; another seed, other bootstrap intervals", () => {
    const a = drift(["--json", "--ci", "--seed", "5", "--replicates", "300", examplesFile]).stdout;
    expect(drift(["--json", "--ci", "--seed", "5", "--replicates", "300", examplesFile]).stdout).toBe(a);
    const b = drift(["--json", "--ci", "--seed", "6", "--replicates", "300", examplesFile]).stdout;
    expect(parseJson(b).reports[0].intervals!.overall.all.stockPooled.bootstrap).not.toEqual(parseJson(a).reports[0].intervals!.overall.all.stockPooled.bootstrap);
    expect(drift(["--ci", "--seed", "5", examplesFile]).stdout).toBe(drift(["--ci", "--seed", "5", examplesFile]).stdout);
  });

  it("--seed or --replicates without --ci, or a bad seed, is a usage error", () => {
    expect(drift(["--seed", "5", examplesFile]).code).toBe(2);
    expect(drift(["--ci", "--seed", "-1", examplesFile]).stderr).toMatch(/--seed must be a non-negative integer/);
  });
});
