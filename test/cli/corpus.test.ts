/**
 * Every case of the io corpus (test/fixtures/io/corpus/, written by scripts/make-io-corpus.mjs) through EVERY
 * command, as a user would run it: no stack trace, no internal error, no hang (in-process with a per-test timeout,
 * and as the built command in a child process with a hard timeout), an exit code that says what happened, and the
 * other files' output still printed when the bad file sits among good ones. Non-regular files (a FIFO, a device)
 * are made here: they cannot be committed.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { analyzeDrift, loadRun } from "../../lib/src";
import { builtBin, examplesFile, plain, repoRoot, tempDir, trajlab } from "./helpers";

const CORPUS = path.join(repoRoot, "test", "fixtures", "io", "corpus");
const CASES = fs.readdirSync(CORPUS).sort();
const STACK_LINE = /^\s+at .+[:(]\d+/m;

/** Each command as a user types it, on one input (compare pairs it with the example export). */
const COMMANDS: [string, (input: string) => string[]][] = [
  ["drift", (p) => ["drift", p]],
  ["drift --json --ci", (p) => ["drift", "--json", "--ci", "--replicates", "50", p]],
  ["stats", (p) => ["stats", "--replicates", "50", p]],
  ["stats --json", (p) => ["stats", "--json", "--replicates", "50", p]],
  ["diagnose", (p) => ["diagnose", p]],
  ["diagnose --json", (p) => ["diagnose", "--json", p]],
  ["reproduce --data", (p) => ["reproduce", "--data", p, "--only", "goal-drift"]],
  ["reproduce --data --json", (p) => ["reproduce", "--data", p, "--only", "goal-drift", "--json"]],
  ["compare", (p) => ["compare", "--replicates", "50", p, examplesFile]],
];

describe("the corpus exists", () => {
  test(`${CASES.length} cases, the generator's`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });
});

describe.each(CASES)("corpus case %s through every command", (name) => {
  const input = path.join(CORPUS, name);
  test.each(COMMANDS)("%s: no stack trace, no internal error, exit 0 or 1, JSON that parses", { timeout: 30_000 }, async (label, argv) => {
    const r = await trajlab(argv(input));
    expect(r.stdout + r.stderr, label).not.toMatch(STACK_LINE);
    expect(r.stdout + r.stderr, label).not.toMatch(/internal error/);
    expect([0, 1], `${label} exit ${r.code}: ${r.stderr.slice(0, 300)}`).toContain(r.code);
    if (label.includes("--json")) expect(() => JSON.parse(r.stdout), label).not.toThrow();
    // a failure names the input (or a file inside it), so the user knows which file to look at
    if (r.code === 1 && !label.startsWith("reproduce")) expect(r.stderr, label).toContain(name);
  });
});

describe("a bad file among good ones: the good ones' output is still printed", () => {
  test("drift --json over the whole corpus and the example export: the example's report is exactly analyzeDrift's, every failing case is named", { timeout: 60_000 }, async () => {
    const inputs = [...CASES.map((c) => path.join(CORPUS, c)), examplesFile];
    const r = await trajlab(["drift", "--json", ...inputs]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.reports.find((x: { run: { source: string } }) => x.run.source === examplesFile)).toEqual(plain(analyzeDrift(loadRun(examplesFile))));
    expect(doc.errors.length).toBeGreaterThan(20);
    for (const e of doc.errors) expect(e.kind).not.toBe("internal");
    expect(r.stderr).not.toMatch(STACK_LINE);
  });

  test.each(["stats", "diagnose"])("%s over the whole corpus and the example export: the example's output is printed", { timeout: 60_000 }, async (command) => {
    const r = await trajlab([command, ...CASES.map((c) => path.join(CORPUS, c)), examplesFile]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`=== ${examplesFile}`);
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(r.stderr).not.toMatch(/internal error/);
  });
});

const built = fs.existsSync(builtBin);
describe.skipIf(!built)("the built command with a hard timeout: nothing hangs, nothing prints a stack trace", () => {
  let dir = "";
  let fifo = "";
  beforeAll(() => {
    dir = tempDir();
    fifo = path.join(dir, "fifo.json");
    spawnSync("mkfifo", [fifo]);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) => spawnSync(process.execPath, [builtBin, ...args], { cwd: repoRoot, encoding: "utf8", timeout: 120_000, maxBuffer: 1 << 28 });

  test.each([
    ["drift", []],
    ["stats", ["--replicates", "50"]],
    ["diagnose", []],
  ])("%s over the whole corpus, a FIFO, a character device and the example export", { timeout: 150_000 }, (command, extra) => {
    const inputs = [...CASES.map((c) => path.join(CORPUS, c)), ...(fs.existsSync(fifo) ? [fifo] : []), "/dev/zero", examplesFile];
    const r = run([command, ...extra, ...inputs]);
    expect(r.error, "timed out or could not start").toBeUndefined();
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`=== ${examplesFile}`);
    expect(r.stderr).toContain("/dev/zero: $: ");
    expect(r.stdout + r.stderr).not.toMatch(STACK_LINE);
    expect(r.stderr).not.toMatch(/internal error/);
  });

  test("reproduce --data on a FIFO or a device: a clear message, no hang", { timeout: 60_000 }, () => {
    for (const p of [fifo, "/dev/zero"]) {
      if (!fs.existsSync(p)) continue;
      const r = run(["reproduce", "--data", p]);
      expect(r.error).toBeUndefined();
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("not a directory or a results file");
    }
  });

  test("output piped into a reader that stops early: no EPIPE stack trace", { timeout: 60_000 }, () => {
    const r = spawnSync("sh", ["-c", `"${process.execPath}" "${builtBin}" drift --conversations ${CASES.map((c) => `"${path.join(CORPUS, c)}"`).join(" ")} "${examplesFile}" | head -c 100 > /dev/null`], {
      cwd: repoRoot,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.error).toBeUndefined();
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(r.stderr).not.toMatch(/EPIPE/);
  });
});

/** The corpus cases the load-report tests run every command on: one per kind of conversation the loader leaves out. */
const LOAD_CASES: [string, number, number, string][] = [
  // [case, seen, excluded, the reason of the exclusion]
  ["sim-duplicate-id.json", 3, 1, "duplicate conversation id"],
  ["sim-messages-not-array.json", 3, 1, "malformed conversation"],
  ["sim-unknown-task.json", 3, 1, "task not among the file's embedded tasks"],
  ["sim-no-task-id.json", 3, 1, "no task id"],
  // one rule for rewards (io/reward.ts): 7.5, −1, "1.0" and true are excluded in every command, with the reason
  ["reward-not-a-reward.json", 6, 4, "reward not a number in [0, 1]"],
  ["reward-out-of-range.json", 3, 2, "reward not a number in [0, 1]"],
];

describe("one load report reaches every command: what the loader left out, in the text and in --json `loads`", () => {
  const countLine = (seen: number, excluded: number) => `load: ${seen} conversations seen, ${seen - excluded} loaded, ${excluded} excluded`;
  test.each(LOAD_CASES)("%s: stats, diagnose, drift, compare and export say it (seen %i = loaded + excluded %i)", { timeout: 60_000 }, async (name, seen, excluded, reason) => {
    const input = path.join(CORPUS, name);
    const text: [string, string[]][] = [
      ["stats", ["stats", "--replicates", "20", input]],
      ["diagnose", ["diagnose", input]],
      ["drift", ["drift", input]],
      ["compare", ["compare", "--replicates", "20", input, input]],
      ["audit", ["audit", input]],
    ];
    for (const [label, argv] of text) {
      const r = await trajlab(argv);
      expect(r.stdout, label).toContain(countLine(seen, excluded));
      expect(r.stdout, label).toContain(`excluded (${reason}): `);
    }
    const json: [string, string[]][] = [
      ["stats", ["stats", "--json", "--replicates", "20", input]],
      ["diagnose", ["diagnose", "--json", input]],
      ["drift", ["drift", "--json", input]],
      ["compare", ["compare", "--json", "--replicates", "20", input, input]],
      ["audit", ["audit", "--json", input]],
    ];
    for (const [label, argv] of json) {
      const doc = JSON.parse((await trajlab(argv)).stdout);
      expect(doc.loads.length, label).toBeGreaterThan(0);
      for (const l of doc.loads) {
        expect([l.seen, l.excluded, l.loaded + l.excluded], label).toEqual([seen, excluded, seen]);
        expect(l.exclusions.map((e: { reason: string }) => e.reason), label).toEqual([reason]);
      }
    }
    const out = tempDir();
    try {
      const r = await trajlab(["export", "--format", "csv", "--out", out, input]);
      expect(r.stdout).toContain(`load: ${input}: ${seen} conversation(s) seen, ${seen - excluded} loaded, ${excluded} excluded`);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  test("a task_id its own action checks contradict is flagged by every command, in the text and in --json loads", { timeout: 60_000 }, async () => {
    const input = path.join(CORPUS, "sim-task-id-contradicted.json");
    for (const argv of [["stats", "--replicates", "20"], ["diagnose"], ["drift"], ["audit"], ["compare", "--replicates", "20", input]]) {
      const r = await trajlab([...argv, input]);
      expect(r.stdout, argv[0]).toContain("warning (suspicious-value): task_id contradicted by the conversation's own action checks");
      const doc = JSON.parse((await trajlab([argv[0], "--json", ...argv.slice(1), input])).stdout);
      const warnings = doc.loads.flatMap((l: { warnings: { detail: string; ids: string[] }[] }) => l.warnings.filter((w) => w.detail.startsWith("task_id contradicted")));
      expect(warnings.length, argv[0]).toBeGreaterThan(0);
      for (const w of warnings) expect(w.ids).toEqual(["s1"]);
    }
  });

  test("a run none of whose conversations loaded is a failure: exit 1 and one line with the reasons, the report still printed", async () => {
    const dir = tempDir();
    try {
      const doc = JSON.parse(fs.readFileSync(path.join(CORPUS, "sim-no-task-id.json"), "utf8"));
      doc.simulations = doc.simulations.slice(2);
      const input = path.join(dir, "none.json");
      fs.writeFileSync(input, JSON.stringify(doc));
      for (const command of ["stats", "diagnose", "drift", "audit"]) {
        const r = await trajlab([command, input]);
        expect(r.code, command).toBe(1);
        expect(r.stderr, command).toContain(`${input}: $: none of its 1 conversation(s) loaded (no task id: 1)`);
        expect(r.stdout, command).toContain("load: 1 conversation seen, 0 loaded, 1 excluded");
      }
      const r = await trajlab(["export", "--format", "csv", "--out", path.join(dir, "out"), input]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`${input}: $: none of its 1 conversation(s) loaded`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Each corpus case of issue 17 with its command, exit code and the line it must print on stderr. */
  const EXIT_CASES: [string, string[], number, RegExp][] = [
    ["simulations without task_id (one taken from its checks, one excluded)", ["stats", "--replicates", "20", "sim-no-task-id.json"], 0, /^$/],
    ["compare: no shared task", ["compare", "--replicates", "20", "sim-no-task-id.json", "compare-other-tasks.json"], 1, /nothing compared: no task is in both runs with the same gold \(task in A only: 1; task in B only: 1\)/],
    ["compare: different domains", ["compare", "--replicates", "20", "sim-no-task-id.json", "compare-other-domain.json"], 1, /nothing compared: the runs are of different domains \(A retail, B airline\), so no task is shared \(1 task\(s\) left out\)/],
    ["compare: an empty side", ["compare", "--replicates", "20", "sim-no-task-id.json", "simulations-empty.json"], 1, /nothing compared: no task is in both runs with the same gold \(task in A only: 1\)/],
    ["events: self-parent, parent from the future, cycle", ["diagnose", "events-parent-order.events.jsonl"], 1, /events-parent-order\.events\.jsonl: line 2\.parents: event "e1" names itself as its parent\n.*line 4\.parents: parent "e2" of event "e1" is a later event/],
    ["events: every seq 0", ["diagnose", "events-seq-zero.events.jsonl"], 1, /events-seq-zero\.events\.jsonl: line 3\.seq: seq 0 of event "e2" does not increase/],
    ["a bad reward", ["stats", "--replicates", "20", "reward-not-a-reward.json"], 0, /^$/],
    ["duplicate simulation ids", ["drift", "sim-duplicate-id.json"], 0, /^$/],
  ];
  test.each(EXIT_CASES)("%s: exit and stderr", { timeout: 60_000 }, async (_label, argv, code, stderr) => {
    const r = await trajlab(argv.map((a) => (a.includes(".json") ? path.join(CORPUS, a) : a)));
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(stderr);
    expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  test("rewards that are not a number in [0, 1] never reach a mean: stats averages the two good ones (1 and 0)", async () => {
    const doc = JSON.parse((await trajlab(["stats", "--json", "--replicates", "20", path.join(CORPUS, "reward-not-a-reward.json")])).stdout);
    expect([doc.reports[0].reward.n, doc.reports[0].reward.mean]).toEqual([2, 0.5]);
    const r = await trajlab(["stats", "--replicates", "20", path.join(CORPUS, "reward-not-a-reward.json")]);
    expect(r.stdout).toContain('reward must be a number in [0, 1], got string "1.0"');
    expect(r.stdout).toContain("Exclusions: 4 of 6 conversations not counted (4 at load, 0 by the statistics)");
  });

  test("stats counts what the loader left out in its exclusions line (no more “0 of 2”)", async () => {
    const r = await trajlab(["stats", "--replicates", "20", path.join(CORPUS, "sim-duplicate-id.json")]);
    expect(r.stdout).toContain("Exclusions: 1 of 3 conversations not counted (1 at load, 0 by the statistics)");
    expect(r.stdout).toContain("  at load: duplicate conversation id: 1 (s0)");
  });
});
