/** taskFlagLookup: the audit as the diagnostics read it (docs/definitions/audit.md#wiring). */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { auditRuns, loadRun, taskFlagLookup } from "../../lib/src";

const pub = path.join(__dirname, "..", "..", "data", "public");
const runs = ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", "tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json", "tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json"].map((f) => loadRun(path.join(pub, f)));
const audit = auditRuns(runs);

describe("taskFlagLookup", () => {
  test("an empty audit: null for every log", () => {
    expect(taskFlagLookup({ tasks: [], excluded: [], excludedConversations: [] })({ domain: "airline", taskId: "1", goldActions: null })).toBeNull();
  });
  test("a task of the audit: its verdict, and its reasons as {kind, note, goldAction}", () => {
    const lookup = taskFlagLookup(audit);
    const suspect = audit.tasks.find((t) => t.verdict === "suspect" && t.variant === null)!;
    expect(suspect).toBeDefined();
    const flag = lookup({ domain: suspect.domain, taskId: suspect.taskId, goldActions: null });
    expect(flag).not.toBeNull();
    expect(flag!.verdict).toBe("suspect");
    expect(flag!.reasons.map((r) => r.kind)).toEqual(suspect.reasons.map((r) => r.kind));
  });
  test("another domain or an unknown task: null", () => {
    const lookup = taskFlagLookup(audit);
    expect(lookup({ domain: "retail", taskId: audit.tasks[0].taskId, goldActions: null })).toBeNull();
    expect(lookup({ domain: "airline", taskId: "no such task", goldActions: null })).toBeNull();
  });
});
