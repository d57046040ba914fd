/** `trajlab compare`: two runs, JSON and text, exclusions named, errors and usage. */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { compareCommand } from "../../lib/src/cli/compare";
import { capture, examplesFile, trajlab } from "./helpers";
import { PUBLIC_DIR } from "../stats/realData";

function compare(args: string[]) {
  const c = capture();
  const code = compareCommand(args, c.io);
  return { code, ...c.out() };
}

describe("trajlab compare", () => {
  test("a run against itself: difference 0, no discordant task, nothing excluded", () => {
    const r = compare(["--json", "--replicates", "100", examplesFile, examplesFile]);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout).comparison;
    expect(c.exclusions).toEqual([]);
    expect(c.reward.difference.value).toBe(0);
    expect(c.mcnemar.note).toBe("no discordant task: nothing to test");
    expect(c.faultFlow.fixed.count + c.faultFlow.broken.count).toBe(0);
  });
  test("text output has the paired table (reward, GD^stock, repeated calls) and the fault flow of the diagnostics classes", () => {
    const r = compare([examplesFile, examplesFile]);
    expect(r.stdout).toMatch(/Paired comparison on \d+ tasks \(A − B/);
    expect(r.stdout).toMatch(/\nrepeated calls \(repeats\/calls\) +\S+ \(\d+\/\d+\)/);
    expect(r.stdout).toMatch(/Fault flow A → B \(6 tasks; classifier: diagnostics outcome classes \(classifyOutcome\)\)/);
    expect(r.stdout).toMatch(/\nA \\ B +success +drift-write +unscored\n/);
    expect(r.stdout).toMatch(/McNemar exact test of broken vs fixed: A only \(A succeeds, B fails\) 0, B only \(B succeeds, A fails\) 0, exact p = 1\.00/);
  });
  test.skipIf(PUBLIC_DIR === null)("opus-4-6 (button) vs the adaptive agent: the bootstrap is labelled as such, the text says not resolved, by the exact test", () => {
    const a = path.join(PUBLIC_DIR as string, "tau2_airline_claude-opus-4-6_button-pr168.json");
    const b = path.join(PUBLIC_DIR as string, "tau2_airline_adaptive-agent-opus46_ironshell-pr171merge.json");
    const r = compare(["--replicates", "2000", a, b]);
    expect(r.stdout).toMatch(/\nreward \(mean over tasks\) .*\[-0\.211, -0\.026\] +percentile +percentile bootstrap excludes 0\n/);
    expect(r.stdout).toMatch(/\nsuccess \(share of tasks; Newcombe\) +0\.895 \(34\/38\) +1\.000 \(38\/38\) +−0\.105 +— +\[-0\.241, 0\.006\] +Newcombe hybrid score/);
    expect(r.stdout).toMatch(/A − B; 95 % intervals; the percentile bootstrap resamples tasks, B = 2000, seed 20260202/);
    expect(r.stdout).toMatch(/units: reward and success in shares of tasks/);
    expect(r.stdout).toMatch(/A only \(A succeeds, B fails\) 0, B only \(B succeeds, A fails\) 4, exact p = 0\.125, mid-p = 0\.0625/);
    expect(r.stdout).toMatch(/resolved at 95 %: no, by McNemar's exact test on per-task success; exact p = 0\.125 ≥ 0\.05/);
    expect(r.stdout).not.toMatch(/resolved at 95 %: yes/);
    // one naming: the fault flow's test says the same A only / B only as the McNemar line
    expect(r.stdout).toMatch(/McNemar exact test of broken vs fixed: A only \(A succeeds, B fails\) 0, B only \(B succeeds, A fails\) 4, exact p = 0\.125/);
    const doc = JSON.parse(compare(["--json", "--replicates", "100", a, b]).stdout).comparison;
    expect(doc.faultFlow.test).toEqual(doc.mcnemar);
  });
  test("a missing input: exit 1, the error names it, no comparison", () => {
    const r = compare(["--json", examplesFile, "/nonexistent/run.json"]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.comparison).toBeNull();
    expect(doc.errors[0]).toMatchObject({ kind: "unreadable", file: "/nonexistent/run.json" });
  });
  test("two runs with no task in common (airline vs telecom): exit 1, the error says nothing was compared and why, the exclusions are still printed", () => {
    const dir = path.join(__dirname, "..", "..", "data", "public", "data", "tau2");
    const a = path.join(dir, "tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json");
    const b = path.join(dir, "tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json");
    const r = compare(["--json", "--replicates", "100", a, b]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.comparison.sharedTasks).toEqual([]);
    expect(out.errors.map((e: { kind: string }) => e.kind)).toEqual(["nothing-compared"]);
    expect(r.stderr).toMatch(/error: .*nothing compared: the runs are of different domains \(A airline, B telecom\), so no task is shared \(25 task\(s\) left out\)/);
  });
  test("anything but two inputs is a usage error", () => {
    const r = compare([examplesFile]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^trajlab compare: expected two runs \(A and B\), got 1/);
  });
  test("is registered in the dispatcher", async () => {
    expect((await trajlab(["--help"])).stdout).toMatch(/compare <run A> <run B>/);
  });
  test.skipIf(PUBLIC_DIR === null)("two airline agents of tau2-public: the tasks whose gold differs are left out and named", () => {
    const a = path.join(PUBLIC_DIR as string, "tau2_airline_azure-gpt-4o_judgeviewer-pr103.json");
    const b = path.join(PUBLIC_DIR as string, "tau2_airline_whissle_pr448.json");
    const r = compare(["--replicates", "200", a, b]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/shared tasks: 38; left out of every comparison: 12\n {2}gold actions differ between the runs: 12/);
  });
});
