import { describe, expect, test } from "vitest";
import { goldEvidence, withGoldEvidence } from "../../lib/src/stats/goldEvidence";
import type { Run } from "../../lib/src";
import { conversation, gold } from "./builders";

const check = (name: string, id: string) => ({ action: gold(name, { id }), actionMatch: false, actionReward: 0, toolType: null });
const evaluated = { dbMatch: true, dbReward: 1, rewardBasis: ["DB"], rewardBreakdown: { DB: 1 }, envAssertionsMet: [], nlAssertions: [] } as never;

describe("goldEvidence", () => {
  test("embedded gold first, else the actions the action checks scored, in order", () => {
    const ev = goldEvidence([
      conversation({ id: "a", taskId: "1", goldActions: [gold("cancel", { id: "X" })], actionChecks: [check("book", "Y")] }),
      conversation({ id: "b", taskId: "2", goldActions: null, actionChecks: [check("cancel", "X"), check("book", "Y")] }),
    ]);
    expect(ev.map((e) => e.source)).toEqual(["embedded", "action checks"]);
    expect(ev[1].gold!.map((g) => g.name)).toEqual(["cancel", "book"]);
  });
  test("no checks: none only when the conversation was evaluated and the run's evaluator scored actions elsewhere", () => {
    const scored = conversation({ id: "s", taskId: "1", goldActions: null, actionChecks: [check("cancel", "X")] });
    const quiet = conversation({ id: "q", taskId: "2", goldActions: null, actionChecks: null, verification: evaluated });
    const unevaluated = conversation({ id: "u", taskId: "3", goldActions: null, actionChecks: null, verification: null });
    expect(goldEvidence([scored, quiet, unevaluated]).map((e) => [e.gold, e.source])).toEqual([[[gold("cancel", { id: "X" })], "action checks"], [[], "no checks written"], [null, null]]);
    expect(goldEvidence([quiet])).toEqual([{ gold: null, source: null }]); // no check anywhere: the evaluator may not score actions
  });
});

describe("withGoldEvidence", () => {
  const run = (conversations: Run["conversations"]): Run => ({ source: "r", format: "tau2-results", domain: "airline", agentModel: null, userModel: null, trialCount: 1, tasks: [], conversations });
  test("fills only what the file does not embed, keeping the other conversations (and a run with nothing to fill) as they are", () => {
    const embedded = conversation({ id: "a", taskId: "1", goldActions: [gold("cancel", { id: "X" })] });
    const r = run([embedded]);
    expect(withGoldEvidence(r)).toBe(r);
    const bare = conversation({ id: "b", taskId: "2", goldActions: null, actionChecks: [check("book", "Y")] });
    const filled = withGoldEvidence(run([embedded, bare]));
    expect(filled.conversations[0]).toBe(embedded);
    expect(filled.conversations[1].goldActions).toEqual([gold("book", { id: "Y" })]);
    expect(bare.goldActions).toBeNull(); // the input is not changed
  });
});
