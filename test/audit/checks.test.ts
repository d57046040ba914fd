import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import * as audit from "../../lib/src/audit";
import { AUDIT_CHECKS } from "../../lib/src/audit/checks";
import { ctx } from "./fixtures";

/** The check functions the audit module exports: every function export except the runners and helpers. */
const NOT_CHECKS = new Set(["auditRuns", "auditedSuccess", "taskFlagLookup", "crossRunEvidence"]);
const exportedChecks = Object.entries(audit).filter(([name, v]) => typeof v === "function" && !NOT_CHECKS.has(name));

describe("AUDIT_CHECKS", () => {
  test("is not empty", () => {
    expect(AUDIT_CHECKS.length).toBeGreaterThan(0);
  });
  test("every check has a unique, non-empty name", () => {
    const names = AUDIT_CHECKS.map((c) => c.name);
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
  test("every check applies to at least one domain, each airline or retail, none twice", () => {
    for (const c of AUDIT_CHECKS) {
      expect(c.domains.length, c.name).toBeGreaterThan(0);
      expect(new Set(c.domains).size, c.name).toBe(c.domains.length);
      for (const d of c.domains) expect(["airline", "retail"], c.name).toContain(d);
    }
  });
  test("both domains have checks", () => {
    expect(AUDIT_CHECKS.some((c) => c.domains.includes("airline"))).toBe(true);
    expect(AUDIT_CHECKS.some((c) => c.domains.includes("retail"))).toBe(true);
  });
  test("each exported check appears exactly once, under its own export name", () => {
    expect(exportedChecks.length).toBe(AUDIT_CHECKS.length);
    for (const [name, fn] of exportedChecks) {
      const entries = AUDIT_CHECKS.filter((c) => c.run === fn);
      expect(entries.map((c) => c.name), name).toEqual([name]);
    }
  });
  test("no two entries run the same function", () => {
    expect(new Set(AUDIT_CHECKS.map((c) => c.run)).size).toBe(AUDIT_CHECKS.length);
  });
  test("every check is a function from a context to findings and undecided lists (an empty task finds nothing)", () => {
    for (const c of AUDIT_CHECKS) {
      for (const domain of c.domains) {
        const r = c.run(ctx({ domain }));
        expect(r.findings, `${c.name} on ${domain}`).toEqual([]);
        expect(Array.isArray(r.undecided), `${c.name} on ${domain}`).toBe(true);
      }
    }
  });
  test("the list and its domains follow docs/definitions/audit.md#checks, in order", () => {
    const doc = fs.readFileSync(path.join(__dirname, "../../docs/definitions/audit.md"), "utf8");
    const section = doc.slice(doc.indexOf('<a id="checks"></a>'), doc.indexOf('<a id="cross-run"></a>'));
    const headings = [...section.matchAll(/^### .*\((airline|retail|both domains)\)\s*$/gm)].map((m) => (m[1] === "both domains" ? ["airline", "retail"] : [m[1]]));
    expect(headings).toEqual(AUDIT_CHECKS.map((c) => [...c.domains]));
  });
});
