/** crossRunEvidence: the same task across runs — success with Wilson, omitted gold writes, refusals (docs/definitions/audit.md#cross-run). */
import { describe, expect, test } from "vitest";
import { crossRunEvidence, CROSS_RUN_RULE } from "../../lib/src";
import { REFUSAL } from "../../lib/src/audit/crossRun";
import { gold } from "./fixtures";

const WRITES = new Set(["cancel_reservation"]);
const SENTENCES = ["Basic economy flights cannot be modified or cancelled after booking without insurance."];
const refusing = (run: string, id: string) => ({
  run, agent: null,
  conversation: {
    id, reward: 0, toolCalls: [],
    messages: [{ role: "assistant", content: "I'm sorry, but basic economy flights cannot be cancelled without insurance." }],
  },
}) as any;

describe("crossRunEvidence", () => {
  test("no conversation: success null, interval null, no finding", () => {
    const e = crossRunEvidence([], [], new Set(), []);
    expect(e.success.value).toBeNull();
    expect(e.interval).toBeNull();
    expect(e.finding).toBeNull();
  });
  test("the thresholds are the documented ones", () => {
    expect(CROSS_RUN_RULE).toEqual({ minConversations: 3, minCitingRuns: 2, maxSuccessHi: 0.5 });
  });
  test("refusals are recognised by their words", () => {
    expect(REFUSAL.test("Unfortunately, this is not possible.")).toBe(true);
    expect(REFUSAL.test("Done: your flight is cancelled.")).toBe(false);
  });
  test("failed conversations of several runs all omitting a gold write and refusing with one policy sentence: a finding", () => {
    const convs = [refusing("a.json", "1"), refusing("b.json", "2"), refusing("c.json", "3"), refusing("d.json", "4"), refusing("e.json", "5"), refusing("f.json", "6")];
    const e = crossRunEvidence(convs, [gold("cancel_reservation", { reservation_id: "X" })], WRITES, SENTENCES);
    expect(e.success.numerator).toBe(0);
    expect(e.success.denominator).toBe(6);
    expect(e.interval).not.toBeNull();
    expect(e.interval!.hi).toBeLessThan(CROSS_RUN_RULE.maxSuccessHi);
    expect(e.finding).not.toBeNull();
    expect(e.finding!.policy).toBe(SENTENCES[0]);
    expect(e.finding!.runs.length).toBeGreaterThanOrEqual(CROSS_RUN_RULE.minCitingRuns);
  });
  test("refusals from one run only: no finding (evidence across runs is needed)", () => {
    const convs = [refusing("a.json", "1"), refusing("a.json", "2"), refusing("a.json", "3"), refusing("a.json", "4"), refusing("a.json", "5"), refusing("a.json", "6")];
    expect(crossRunEvidence(convs, [gold("cancel_reservation", { reservation_id: "X" })], WRITES, SENTENCES).finding).toBeNull();
  });
  test("fewer conversations than the rule needs: no finding", () => {
    const convs = [refusing("a.json", "1"), refusing("b.json", "2")];
    expect(crossRunEvidence(convs, [gold("cancel_reservation", { reservation_id: "X" })], WRITES, SENTENCES).finding).toBeNull();
  });
});
