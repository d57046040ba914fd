/** auditRuns: one verdict per task across runs, reasons with evidence, exclusions named (docs/definitions/audit.md#verdict). */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { auditRuns, loadRun } from "../../lib/src";

const pub = path.join(__dirname, "..", "..", "data", "public");
const airline = [
  "data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json",
  "tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json",
  "tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json",
].map((f) => loadRun(path.join(pub, f)));
const audit = auditRuns(airline);

describe("auditRuns", () => {
  test("no runs: no tasks, nothing excluded", () => {
    expect(auditRuns([])).toEqual({ tasks: [], excluded: [], excludedConversations: [] });
  });
  test("a run without a domain is left out, named, with the reason", () => {
    const r = auditRuns([{ ...airline[0], domain: null }]);
    expect(r.tasks).toEqual([]);
    expect(r.excluded).toHaveLength(1);
    expect(r.excluded[0].run).toContain("tau2_airline_gpt-4.1");
    expect(r.excluded[0].reason).toMatch(/domain/);
  });
  test("one entry per (domain, task, definition), sorted by domain then task id, each naming the runs that ran it", () => {
    const ids = new Set(airline.flatMap((r) => r.conversations.map((c) => c.taskId)));
    expect(new Set(audit.tasks.map((t) => t.taskId))).toEqual(ids);
    const keys = audit.tasks.map((t) => `${t.domain}|${t.taskId}|${t.variant}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of audit.tasks) expect(t.runs.length).toBeGreaterThan(0);
  });
  test("suspect tasks, and only they, have reasons; each reason names its check, kind and evidence", () => {
    expect(audit.tasks.some((t) => t.verdict === "suspect")).toBe(true);
    for (const t of audit.tasks) {
      expect(["sound", "suspect", "unknown"]).toContain(t.verdict);
      expect(t.reasons.length > 0).toBe(t.verdict === "suspect");
      for (const r of t.reasons) {
        expect(r.check).not.toBe("");
        expect(r.evidence.runs.length + r.evidence.events.length).toBeGreaterThan(0);
      }
      expect(t.basis).not.toBe("");
    }
  });
  test("the verdict does not depend on the order of the runs", () => {
    const reversed = auditRuns([...airline].reverse());
    const v = (a: typeof audit) => a.tasks.map((t) => `${t.taskId}:${t.variant}:${t.verdict}`).sort();
    expect(v(reversed)).toEqual(v(audit));
  });
});
