import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { locateSharedData } from "../../lib/src";
import { measureWritesDistribution, writesDistributionText } from "../../lib/src/reconstruct";

const root = path.join(__dirname, "..", "..");
const recon = path.join(root, "data", "reconstructed");

describe("writesDistributionText", () => {
  it("is 2-space JSON with a final newline (the committed file reads back to itself)", () => {
    const text = fs.readFileSync(path.join(recon, "tau2.writes-per-conversation.json"), "utf8");
    expect(writesDistributionText(JSON.parse(text))).toBe(text);
  });
});

const shared = locateSharedData(root);
describe.skipIf(shared === null)("the writes-per-conversation distribution (needs shared/data; skipped when absent)", () => {
  it("the committed distribution is what the library measures on the public τ² runs", () => {
    const measured = measureWritesDistribution(path.join(shared!, "tau2"));
    expect(writesDistributionText(measured)).toBe(fs.readFileSync(path.join(recon, "tau2.writes-per-conversation.json"), "utf8"));
    expect(measured.excludedRuns.map((e) => e.reason).join(" ")).toMatch(/suspect data quality/);
  });
});
if (shared === null) console.log("shared/data not present: skipping the writes-per-conversation measurement test");
