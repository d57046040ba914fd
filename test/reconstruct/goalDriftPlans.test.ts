import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { type GoalDriftPlanFile, goalDriftPlanText, reconstructedFileName, reconstructGoalDriftFiles } from "../../lib/src/reconstruct";

const root = path.join(__dirname, "..", "..");
const recon = path.join(root, "data", "reconstructed");
const planText = fs.readFileSync(path.join(recon, "tau2.plan.json"), "utf8");
const planDoc = JSON.parse(planText) as GoalDriftPlanFile;

describe("the committed reconstruction (data/reconstructed/tau2)", () => {
  it("regenerating from the committed plan gives byte-identical files", () => {
    const files = reconstructGoalDriftFiles(planDoc);
    expect(Object.keys(files).sort()).toEqual(planDoc.domains.map((d) => reconstructedFileName(d.domain)).sort());
    for (const [name, text] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(recon, "tau2", name), "utf8") === text, name).toBe(true);
    }
    expect(fs.readdirSync(path.join(recon, "tau2")).sort()).toEqual(Object.keys(files).sort());
  });

  it("every domain of the plan was verified against all published figures when solved", () => {
    expect(planDoc.domains.map((d) => [d.key, d.verified])).toEqual([["retail", true], ["airline", true], ["banking", true]]);
  });
});

describe("goalDriftPlanText", () => {
  it("writes the committed plan document byte for byte from its domains and seed", () => {
    expect(goalDriftPlanText(planDoc.domains, planDoc.seed)).toBe(planText);
  });
  it("reconstructedFileName names the domain", () => {
    expect(reconstructedFileName("retail")).toBe("tau2_retail_Qwen3.8-27B_reconstruction.json");
  });
});
