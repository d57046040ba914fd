import { describe, expect, it } from "vitest";
import { analyzeDrift, loadTau2Results, mulberry32, writeSequenceOf } from "../../lib/src";
import { RECONSTRUCTED_AGENT_MODEL, type ReconstructionPlan, reconstructTau2Results, reconstructTau2Text } from "../../lib/src/reconstruct";


const small = (domain: string): ReconstructionPlan => ({
  domain,
  conversations: [
    { sequence: "AD", group: "reward=0", count: 3 },
    { sequence: "DAAD", group: "other", count: 2 },
    { sequence: "A", group: "reward=1", count: 5 },
    { sequence: "DDD", group: "reward=0", count: 4 },
    { sequence: "AAAAAAA", group: "reward=1", count: 2 },
    { sequence: "ADADA", group: "reward=1", count: 1 },
  ],
});


describe("reconstructTau2Results: τ² files that realise write sequences", () => {
  for (const [domain, tools] of [["retail", 7], ["airline", 5], ["banking_knowledge", 8]] as const) {
    it(`${domain}: the ordinary loader + analyzeDrift read back every sequence and reward group; write set from action_checks has ${tools} tools`, () => {
      const text = reconstructTau2Text(small(domain), { seed: 3 });
      const run = loadTau2Results(`${domain}.json`, text);
      expect(run.agentModel).toBe(RECONSTRUCTED_AGENT_MODEL);
      expect(run.agentModel).toMatch(/RECONSTRUCTION/);
      const report = analyzeDrift(run, { writes: "checks", window: 3 });
      expect(report.writeTools.source).toBe("action_checks");
      expect(report.writeTools.tools).toHaveLength(tools);
      const got = new Map<string, number>();
      for (const r of report.conversations) {
        const k = `${writeSequenceOf(r.sequence)}|${r.rewardGroup}`;
        got.set(k, (got.get(k) ?? 0) + 1);
      }
      const want = new Map<string, number>();
      for (const c of small(domain).conversations) want.set(`${c.sequence}|${c.group}`, c.count);
      expect(got).toEqual(want);
      expect(report.exclusions).toEqual([]);
      expect(report.dataQuality.flagged).toBe(0);
    });
  }

  it("drifts are of the three announced kinds (off-gold tool, wrong argument, repeat of a consumed action)", () => {
    const run = loadTau2Results("r.json", reconstructTau2Text({ domain: "retail", conversations: [{ sequence: "ADDDDDDD", group: "reward=0", count: 20 }] }, { seed: 11 }));
    const reasons = new Set(analyzeDrift(run, { writes: "checks" }).conversations.flatMap((c) => c.writes.filter((w) => w.x === 0).map((w) => w.reason)));
    expect(reasons).toEqual(new Set(["no-gold-action-with-this-name", "arguments-differ", "already-consumed"]));
  });

  it("action_checks follow the official non-consumptive rule and carry tool_type", () => {
    const doc = reconstructTau2Results(small("airline"), { seed: 5 }) as { simulations: { reward_info: { action_checks: { action_match: boolean; tool_type: string }[] } }[] };
    for (const s of doc.simulations) for (const c of s.reward_info.action_checks) expect(["read", "write"]).toContain(c.tool_type);
    const run = loadTau2Results("a.json", JSON.stringify(doc));
    const agreement = analyzeDrift(run, { writes: "checks" }).officialAgreement;
    expect(agreement.checked).toBeGreaterThan(0);
    expect(agreement.disagreements).toEqual([]);
  });

  it("is deterministic from the seed and changes with it", () => {
    expect(reconstructTau2Text(small("retail"), { seed: 9 })).toBe(reconstructTau2Text(small("retail"), { seed: 9 }));
    expect(reconstructTau2Text(small("retail"), { seed: 9 })).not.toBe(reconstructTau2Text(small("retail"), { seed: 10 }));
    const a = mulberry32(1);
    const b = mulberry32(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("rejects bad plans: unknown domain, characters other than A/D, negative counts", () => {
    expect(() => reconstructTau2Results({ domain: "chess", conversations: [] })).toThrow(/unknown domain/);
    expect(() => reconstructTau2Results({ domain: "retail", conversations: [{ sequence: "AXD", group: "reward=1", count: 1 }] })).toThrow(RangeError);
    expect(() => reconstructTau2Results({ domain: "retail", conversations: [{ sequence: "A", group: "reward=1", count: -1 }] })).toThrow(RangeError);
  });

  it("an empty plan gives a valid file with no conversations", () => {
    const run = loadTau2Results("e.json", reconstructTau2Text({ domain: "retail", conversations: [] }));
    expect(run.conversations).toEqual([]);
  });
});
