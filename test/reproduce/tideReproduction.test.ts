import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { loadPublishedTide, reproduceTide, tideFigure, type TidePublished, tideRunPath, TrajlabInputError } from "../../lib/src";
import { checkPublishedTide, tideModelSlug } from "../../lib/src/reproduce/tidePublished";

const ROOT = path.resolve(__dirname, "../..");
const DATA = path.join(ROOT, "data/reconstructed/tide");

function inputError(fn: () => unknown): TrajlabInputError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(TrajlabInputError);
    return e as TrajlabInputError;
  }
  throw new Error("expected a TrajlabInputError");
}

describe("reproduceTide on a hand-computed toy", () => {
  const { dir, pub } = toy();
  const r = reproduceTide(dir, pub);
  const by = (id: string) => r.comparisons.find((c) => c.id === id)!;
  test("SR = solved within H / N, a success after H counting as unsolved", () => {
    expect(by("table1.Toy.M.SR")).toMatchObject({ published: 50, reproduced: 50, numerator: 1, denominator: 2, ok: true });
  });
  test("AUV numerator Σ(H − s + 0.5), denominator N·H", () => {
    expect(by("table1.Toy.M.AUV")).toMatchObject({ reproduced: 37.5, numerator: 1.5, denominator: 4, ok: true });
  });
  test("LR pooled: loop steps over all steps", () => {
    expect(by("table2.Toy.M.LR")).toMatchObject({ reproduced: 40, numerator: 2, denominator: 5, ok: true });
  });
  test("MI from unrounded AUVs; a published 25.1 against a reproduced 25.0 is ✗", () => {
    const mi = by("table6.Toy.M.MI");
    expect(mi.reproduced).toBeCloseTo(25.0, 9);
    expect(mi).toMatchObject({ numerator: 1, denominator: 4, ok: false });
  });
  test("a missing log is reported, never skipped: reproduced null, ✗, a note and the file listed", () => {
    expect(by("table1.Toy.Absent.SR")).toMatchObject({ reproduced: null, ok: false });
    expect(by("table1.Toy.Absent.SR").note).toMatch(/missing Toy\/Absent\.jsonl/);
    expect(r.missing.some((f) => f.endsWith("Absent.jsonl"))).toBe(true);
    expect(r.runs).toHaveLength(1);
    expect(r.runs[0]).toMatchObject({ solved: 1, solvedLate: 0, tasks: 2, mi: 0.25 });
  });
  test("each figure has a status: match, differs (reproduced, another value), not compared (nothing to reproduce from)", () => {
    expect(by("table1.Toy.M.SR").status).toBe("match");
    expect(by("table6.Toy.M.MI").status).toBe("differs");
    expect(by("table1.Toy.Absent.SR").status).toBe("not compared");
  });
  test("with intervals: over tasks, in percent, each value equal to the reproduced one; none for a missing log", () => {
    const ci = reproduceTide(dir, pub, { intervals: { replicates: 200, seed: 3 } });
    const sr = ci.comparisons.find((c) => c.id === "table1.Toy.M.SR")!;
    expect(sr.interval).toMatchObject({ value: 50, units: 2, clusters: 2 });
    // per-task MI = contribution with − without memory: (0.75 − 0.25, 0 − 0) → mean 0.25, in percent 25
    expect(ci.comparisons.find((c) => c.id === "table6.Toy.M.MI")!.interval!.value).toBeCloseTo(25, 9);
    expect(ci.comparisons.find((c) => c.id === "table1.Toy.Absent.SR")!.interval).toBeNull();
    expect(reproduceTide(dir, pub, { intervals: { replicates: 200, seed: 3 } }).comparisons.map((c) => c.interval)).toEqual(ci.comparisons.map((c) => c.interval));
  });
  test("a broken log line fails that run only: its figures are failed with the loader's error, the file listed, nothing thrown", () => {
    const broken = toy();
    fs.writeFileSync(path.join(broken.dir, "Toy/M.no-memory.jsonl"), '{"query": "q", "traj_rollouts": []}\n');
    const r2 = reproduceTide(broken.dir, broken.pub);
    const mi = r2.comparisons.find((c) => c.id === "table6.Toy.M.MI")!;
    expect(mi).toMatchObject({ status: "failed", reproduced: null, ok: false });
    expect(mi.error).toBe(`${path.join(broken.dir, "Toy/M.no-memory.jsonl")}: [line 1].traj_rollouts: no rollouts (TIDE reads traj_rollouts[0])`);
    expect(r2.failed.map((f) => path.basename(f.file))).toEqual(["M.no-memory.jsonl"]);
    // the with-memory run of the same model is still reproduced
    expect(r2.comparisons.find((c) => c.id === "table1.Toy.M.SR")).toMatchObject({ status: "match", reproduced: 50 });
    fs.writeFileSync(path.join(broken.dir, "Toy/M.jsonl"), "{not json\n");
    const r3 = reproduceTide(broken.dir, broken.pub);
    expect(r3.comparisons.filter((c) => c.id.includes(".M.")).map((c) => c.status)).toEqual(["failed", "failed", "failed", "failed"]);
    expect(r3.comparisons.find((c) => c.id === "table1.Toy.M.SR")!.error).toMatch(/M\.jsonl: line 1: not valid JSON/);
  });
});

describe("reproduceTide on a log with no task (an empty JSONL file)", () => {
  test("is reported like a missing log (reproduced null, ✗, a note), not a crash of the whole reproduction", () => {
    const { dir, pub } = toy();
    fs.writeFileSync(path.join(dir, "Toy/Absent.jsonl"), "");
    const r = reproduceTide(dir, pub);
    const c = r.comparisons.find((x) => x.id === "table1.Toy.Absent.SR")!;
    expect(c).toMatchObject({ reproduced: null, numerator: null, denominator: null, ok: false });
    expect(c.note).toMatch(/no task in Toy\/Absent\.jsonl/);
    expect(r.comparisons.find((x) => x.id === "table1.Toy.M.SR")).toMatchObject({ reproduced: 50, ok: true });
    expect(r.runs.map((x) => x.model)).toEqual(["M"]);
  });
  test("an empty memory-free log leaves MI unmeasured with a note; the with-memory figures still come out", () => {
    const { dir, pub } = toy();
    fs.writeFileSync(path.join(dir, "Toy/M.no-memory.jsonl"), "\n");
    const r = reproduceTide(dir, pub);
    const mi = r.comparisons.find((x) => x.id === "table6.Toy.M.MI")!;
    expect(mi).toMatchObject({ reproduced: null, numerator: null, denominator: null, ok: false });
    expect(mi.note).toMatch(/no task in Toy\/M\.no-memory\.jsonl/);
    expect(r.comparisons.find((x) => x.id === "table1.Toy.M.AUV")).toMatchObject({ reproduced: 37.5, ok: true });
    expect(r.runs[0]).toMatchObject({ auvWithout: null, srWithout: null, mi: null });
  });
});

describe.skipIf(!fs.existsSync(DATA))("reproduceTide on the committed reconstruction (data/reconstructed/tide)", () => {
  const r = reproduceTide(DATA);
  test("every Table 1, 2 and 6 figure is reproduced at printed precision", () => {
    const bad = r.comparisons.filter((c) => !c.ok).map((c) => `${c.id}: ${c.published} vs ${c.reproduced}`);
    expect(bad).toEqual([]);
    expect(r.comparisons).toHaveLength(85 * 5);
    expect(r.filesRead).toBe(170);
    expect(r.missing).toEqual([]);
  });
  test("SR numerators are solved counts over N; AlfWorld Qwen3-4B-Instruct is 73/140", () => {
    const c = r.comparisons.find((x) => x.id === "table1.AlfWorld.Qwen3-4B-Instruct.SR")!;
    expect([c.numerator, c.denominator]).toEqual([73, 140]);
  });
  test("tasks solved after t_max exist wherever max_steps > t_max and some task is unsolved", () => {
    for (const run of r.runs) {
      const env = loadPublishedTide().environments.find((e) => e.id === run.environment)!;
      if (env.maxSteps > env.tMax && run.solved < run.tasks) expect(run.solvedLate, `${run.environment} ${run.model}`).toBeGreaterThan(0);
      else expect(run.solvedLate).toBe(0);
    }
  });
});

/** A two-task toy environment (H = 2, max_steps = 3) with hand-computed figures. */
function toy(): { dir: string; pub: TidePublished } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tide-toy-"));
  fs.mkdirSync(path.join(dir, "Toy"));
  const line = (steps: [string, string][], success: boolean) =>
    JSON.stringify({ query: "q", seed: 0, traj_rollouts: [{ rollout_idx: 0, rollout_results: { success, steps: steps.map(([observation, action]) => ({ observation, action })) } }] });
  // with memory: task 0 solved at step 1; task 1 loops A,A,A then fails (2 loop steps of 4)
  fs.writeFileSync(path.join(dir, "Toy/M.jsonl"), [line([["s0", "go"]], true), line([["A", "w"], ["A", "w"], ["A", "w"], ["B", "x"]], false)].join("\n") + "\n");
  // without memory: task 0 solved at step 2, task 1 solved at step 3 (> H: unsolved in the table)
  fs.writeFileSync(path.join(dir, "Toy/M.no-memory.jsonl"), [line([["s0", "a"], ["s1", "b"]], true), line([["s0", "a"], ["s1", "b"], ["s2", "c"]], true)].join("\n") + "\n");
  const fig = (id: string, value: number) => ({ id, value, decimals: 1, unit: "percent" as const, source: "toy" });
  // SR = 1/2 = 50.0; AUV = (2 − 1 + 0.5)/(2·2) = 37.5; LR = 2/5 = 40.0; AUV_wo = 0.5/4 = 12.5 → MI = 25.0
  const pub: TidePublished = {
    paper: { id: "toy" },
    environments: [{ id: "Toy", short: "T", tMax: 2, maxSteps: 3, tasks: 2 }],
    models: [{ name: "M", family: "thinking" }, { name: "Absent", family: "thinking" }],
    figures: [fig("table1.Toy.M.SR", 50.0), fig("table1.Toy.M.AUV", 37.5), fig("table2.Toy.M.LR", 40.0), fig("table6.Toy.M.MI", 25.1), fig("table1.Toy.Absent.SR", 10.0)],
  };
  return { dir, pub };
}
