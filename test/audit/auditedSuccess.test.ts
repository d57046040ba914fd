/** auditedSuccess: the official success rate beside the rate over tasks not flagged (docs/definitions/audit.md#audited-success). */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { auditRuns, auditedSuccess, FLAGGED_TASK, loadRun } from "../../lib/src";

const pub = path.join(__dirname, "..", "..", "data", "public");
const runs = ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", "tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json", "tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json"].map((f) => loadRun(path.join(pub, f)));
const audit = auditRuns(runs);

describe("auditedSuccess", () => {
  test("a run without conversations: both values null, never 0", () => {
    const s = auditedSuccess({ ...runs[0], conversations: [] }, audit);
    expect(s.official.value).toBeNull();
    expect(s.unflagged.value).toBeNull();
  });
  test("unflagged = official minus the conversations of flagged tasks, listed under one reason with their ids", () => {
    for (const run of runs) {
      const s = auditedSuccess(run, audit);
      const flagged = s.unflagged.exclusions.find((x) => x.reason === FLAGGED_TASK);
      const suspectIds = new Set(audit.tasks.filter((t) => t.verdict === "suspect").map((t) => t.taskId));
      const inFlagged = run.conversations.filter((c) => suspectIds.has(c.taskId) && typeof c.reward === "number");
      expect(s.unflagged.denominator).toBe(s.official.denominator - (flagged?.count ?? 0));
      expect(flagged?.count ?? 0).toBeLessThanOrEqual(inFlagged.length);
      expect(s.official.value).toBeCloseTo(s.official.numerator / s.official.denominator, 12);
    }
  });
  test("every task flagged: the unflagged rate is null (denominator 0), the official one is unchanged", () => {
    const all = { ...audit, tasks: audit.tasks.map((t) => ({ ...t, verdict: "suspect" as const })) };
    const s = auditedSuccess(runs[0], all);
    expect(s.unflagged.denominator).toBe(0);
    expect(s.unflagged.value).toBeNull();
    expect(s.official).toEqual(auditedSuccess(runs[0], audit).official);
  });
});
