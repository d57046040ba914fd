import { describe, expect, it } from "vitest";
import { callMatchesGoldAction, TAU2_WRITE_TOOL_REGISTRY } from "../../lib/src";
import { RECONSTRUCTION_DOMAINS } from "../../lib/src/reconstruct";
import { KITS, makeRng } from "../../lib/src/reconstruct/tau2Kits";

describe("the domain kits of the τ² reconstruction", () => {
  it("cover retail, airline and banking_knowledge", () => {
    expect(RECONSTRUCTION_DOMAINS).toEqual(["retail", "airline", "banking_knowledge"]);
  });
  it("gold writes use the domain's real write-tool names (τ²'s registry)", () => {
    for (const domain of RECONSTRUCTION_DOMAINS) {
      const registry = TAU2_WRITE_TOOL_REGISTRY[domain];
      const names = new Set([...registry.agent, ...registry.user]);
      for (const k of [...KITS[domain].agentWrites, ...KITS[domain].userWrites]) expect(names.has(k.name), `${domain} ${k.name}`).toBe(true);
    }
  });
  it("a wrong-argument variant of an agent write no longer matches its gold action", () => {
    for (const domain of RECONSTRUCTION_DOMAINS) {
      const kit = KITS[domain];
      const rng = makeRng(7);
      const ctx = kit.newContext(0, rng);
      for (const k of kit.agentWrites) {
        const args = k.args(ctx, ctx.entities[0], rng);
        const gold = { name: k.name, arguments: args, compareArgs: k.compareArgs };
        expect(callMatchesGoldAction({ name: k.name, arguments: args }, gold), `${domain} ${k.name}`).toBe(true);
        expect(callMatchesGoldAction({ name: k.name, arguments: k.wrong(args, rng) }, gold), `${domain} ${k.name} wrong`).toBe(false);
      }
    }
  });
});
