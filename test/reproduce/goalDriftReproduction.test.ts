import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { checkGoalDriftSolution, goalDriftTargetsFromPublished, loadPublishedGoalDrift, reproduceGoalDrift, type RewardGroup, TrajlabInputError, writeSequenceOf } from "../../lib/src";
import { reconstructedFileName } from "../../lib/src/reconstruct";
import { defaultPublishedGoalDriftPath } from "../../lib/src/reproduce/goalDriftPublished";

const root = path.join(__dirname, "..", "..");
const publishedFile = path.join(root, "data", "published", "goal-drift.json");
const reconDir = path.join(root, "data", "reconstructed");
const published = loadPublishedGoalDrift(publishedFile);
const definitions = fs.readFileSync(path.join(root, "docs", "definitions", "goal-drift.md"), "utf8");

describe("reproduceGoalDrift on the reconstructed export", () => {
  const r = reproduceGoalDrift(reconDir, published);

  it("reads data/reconstructed/tau2 and shows every published figure ✓ at its printed precision", () => {
    expect(r.dir).toBe(path.join(reconDir, "tau2"));
    expect(r.loadErrors).toEqual([]);
    expect(r.comparisons).toHaveLength(published.figures.length);
    const bad = r.comparisons.filter((c) => !c.ok);
    expect(bad).toEqual([]);
    expect(r.allOk).toBe(true);
  });

  it("every ratio keeps its numerator and denominator; counts have a null denominator", () => {
    for (const c of r.comparisons) {
      expect(c.numerator).not.toBeNull();
      if (c.id.endsWith(".mixed") || c.id.endsWith(".noAlignedWrite") || c.id.endsWith(".writeTools")) expect(c.denominator).toBeNull();
      else expect(c.denominator).toBeGreaterThan(0);
    }
    const stock = r.comparisons.find((c) => c.id === "retail.stock")!;
    expect(stock.reproduced).toBeCloseTo(stock.numerator! / stock.denominator!, 12);
  });

  it("says where conversations sit in neither reward group (airline, banking) and that the group columns are as published", () => {
    const other = Object.fromEntries(r.domains.map((d) => [d.key, d.otherConversations]));
    expect(other.retail).toBe(0);
    expect(other.airline).toBeGreaterThan(0);
    expect(other.banking).toBeGreaterThan(0);
    expect(r.notes.filter((n) => /neither reward group/.test(n))).toHaveLength(2);
  });

  it("the write-tool sets come from the action checks (retail 7, airline 5, banking 8)", () => {
    for (const d of r.domains) expect(d.report!.writeTools.source).toBe("action_checks");
  });

  it("the files pass the data-quality checks and agree with their own official action checks", () => {
    for (const d of r.domains) {
      expect(d.report!.dataQuality.flagged, d.key).toBe(0);
      expect(d.report!.officialAgreement.disagreements, d.key).toEqual([]);
      expect(d.report!.exclusions, d.key).toEqual([]);
    }
  });

  it("agrees with the consistency analysis' own exact check of the same sequences", () => {
    for (const d of r.domains) {
      const counts = new Map<string, number>();
      for (const row of d.report!.conversations) {
        const k = `${writeSequenceOf(row.sequence)}|${row.rewardGroup}`;
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      const convs = [...counts].map(([k, count]) => {
        const [sequence, group] = k.split("|");
        return { sequence, group: group as RewardGroup, classKey: "", count };
      });
      expect(checkGoalDriftSolution(goalDriftTargetsFromPublished(published.figures, d.key), convs).every((c) => c.ok)).toBe(true);
    }
  });
});

describe("reproduceGoalDrift on incomplete or broken exports", () => {
  it("a missing domain gives ✗ with a note; a file that does not load is reported, not skipped", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gd-repro-"));
    fs.copyFileSync(path.join(reconDir, "tau2", reconstructedFileName("retail")), path.join(dir, "retail.json"));
    fs.writeFileSync(path.join(dir, "broken.json"), "{ not json");
    const r = reproduceGoalDrift(dir, published);
    expect(r.loadErrors).toHaveLength(1);
    expect(r.loadErrors[0].file).toContain("broken.json");
    expect(r.comparisons.filter((c) => c.id.startsWith("retail.")).every((c) => c.ok)).toBe(true);
    const airline = r.comparisons.filter((c) => c.id.startsWith("airline."));
    expect(airline.every((c) => !c.ok && c.reproduced === null)).toBe(true);
    expect(r.allOk).toBe(false);
    expect(r.notes.some((n) => n.includes("no results file found"))).toBe(true);
  });
});

describe("reproduceGoalDrift honours each figure's unit", () => {
  it("a ratio published in percent (e.g. stock 15.5 %) is compared ×100, like the no-self-healing shares", () => {
    const r = reproduceGoalDrift(reconDir, published);
    const asFraction = r.comparisons.find((c) => c.id === "retail.stock")!;
    expect(asFraction.ok).toBe(true);
    const fig = published.figures.find((f) => f.id === "retail.stock")!;
    const inPercent = { ...published, figures: [{ ...fig, unit: "percent" as const, value: fig.value * 100, decimals: fig.decimals - 2 }] };
    const c = reproduceGoalDrift(reconDir, inPercent).comparisons.find((x) => x.id === "retail.stock")!;
    expect(c.reproduced).toBeCloseTo(asFraction.reproduced! * 100, 9);
    expect(c.numerator).toBe(asFraction.numerator);
    expect(c.denominator).toBe(asFraction.denominator);
    expect(c.ok).toBe(true);
  });
});

describe("reproduceGoalDrift on a user's own export", () => {
  const example = path.join(root, "data", "examples", "tau2_retail_examples.json");

  it("reads a single results file; without typed action checks its domain's figures are 'not compared', with why and the declared set's figures", () => {
    const r = reproduceGoalDrift(example, published);
    const retail = r.domains.find((d) => d.key === "retail")!;
    expect(retail.report!.writeTools).toBeNull();
    expect(retail.notComparable!.reason).toMatch(/tool_type/);
    expect(retail.notComparable!.fallback!.writeTools!.source).toBe("registry");
    const stock = r.comparisons.find((c) => c.id === "retail.stock")!;
    expect(stock).toMatchObject({ status: "not compared", ok: false, numerator: 4, denominator: 12 });
    expect(r.comparisons.filter((c) => c.id.startsWith("airline.")).every((c) => c.status === "not compared" && c.reproduced === null)).toBe(true);
    expect(r.allOk).toBe(false);
  });

  it("a file that does not load is 'failed' for the domain its name names, with the error", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gd-fail-"));
    try {
      fs.writeFileSync(path.join(dir, "tau2_airline_broken.json"), "{ not json");
      fs.copyFileSync(example, path.join(dir, "tau2_retail_examples.json"));
      const r = reproduceGoalDrift(dir, published);
      const air = r.comparisons.filter((c) => c.id.startsWith("airline."));
      expect(air.every((c) => c.status === "failed" && /tau2_airline_broken\.json: \$: not valid JSON/.test(c.error ?? ""))).toBe(true);
      expect(r.comparisons.find((c) => c.id === "retail.stock")!.status).toBe("not compared");
      expect(r.loadErrors).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("on the reconstructed export every figure is 'match', and intervals (on request) sit beside the ratios", () => {
    const r = reproduceGoalDrift(reconDir, published, { intervals: { replicates: 200, seed: 1 } });
    expect(r.comparisons.every((c) => c.status === "match")).toBe(true);
    const stock = r.comparisons.find((c) => c.id === "retail.stock")!;
    expect(stock.interval!.value).toBeCloseTo(stock.reproduced!, 12);
    expect(stock.interval!.bootstrap!.lo).toBeLessThan(stock.reproduced!);
    expect(r.comparisons.find((c) => c.id === "retail.noSelfHealing.mixed")!.interval).toBeNull();
  });
});
