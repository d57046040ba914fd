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

describe("data/published/goal-drift.json", () => {
  it("holds every figure of the issue with its printed precision, unit and source", () => {
    expect(published.figures).toHaveLength(31);
    const ids = published.figures.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of published.figures) {
      // every figure names the section of the committed definitions that prints it
      const anchor = /^docs\/definitions\/goal-drift\.md#([a-z-]+)/.exec(f.source ?? "");
      expect(anchor, f.id).not.toBeNull();
      expect(definitions, f.id).toContain(`<a id="${anchor![1]}"></a>`);
      expect(["fraction", "percent", "count"]).toContain(f.unit);
      if (f.unit === "count") expect(f.decimals).toBe(0);
      if (f.unit === "fraction") expect(f.decimals).toBe(3);
    }
    expect(published.domains).toEqual({ retail: "retail", airline: "airline", banking: "banking_knowledge" });
    expect(defaultPublishedGoalDriftPath()).toBe(path.resolve(publishedFile));
  });

  it("a malformed published file is a TrajlabInputError naming file and JSON path", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gd-pub-"));
    const f = path.join(dir, "p.json");
    fs.writeFileSync(f, JSON.stringify({ domains: {}, window: 3, figures: [{ id: "x", value: "0.1", decimals: 3, unit: "fraction" }] }));
    expect(() => loadPublishedGoalDrift(f)).toThrow(TrajlabInputError);
    expect(() => loadPublishedGoalDrift(f)).toThrow(`${f}: figures[0].value: expected a number, got a string ("0.1")`);
    fs.writeFileSync(f, "{");
    expect(() => loadPublishedGoalDrift(f)).toThrow(expect.objectContaining({ kind: "not-json" }));
    expect(() => loadPublishedGoalDrift(path.join(dir, "missing.json"))).toThrow(expect.objectContaining({ kind: "unreadable" }));
  });
});
