/** `trajlab audit`: verdicts per task in text and JSON, unreadable inputs named, usage. */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { auditCommand, AUDIT_USAGE } from "../../lib/src/cli/audit";
import { capture, repoRoot, trajlab } from "./helpers";

const file = path.join(repoRoot, "data", "public", "data", "tau2", "tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json");
function audit(args: string[]) {
  const c = capture();
  const code = auditCommand(args, c.io);
  return { code, ...c.out() };
}

describe("trajlab audit", () => {
  test("--json: one entry per task with its verdict, reasons and runs; exit 0", () => {
    const r = audit(["--json", file]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.tasks.length).toBe(20);
    for (const t of out.tasks) {
      expect(["sound", "suspect", "unknown"]).toContain(t.verdict);
      expect(t.reasons.length > 0).toBe(t.verdict === "suspect");
    }
    expect(out.errors).toEqual([]);
  });
  test("text: the verdict counts and each run's official and unflagged success", () => {
    const r = audit([file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/suspect/);
    expect(r.stdout).toMatch(/tau2_airline_gpt-4\.1_1trial_20tasks/);
  });
  test("an unreadable input: exit 1, named on stderr, what loaded is still audited", () => {
    const r = audit(["--json", file, path.join(repoRoot, "no-such-file.json")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no-such-file\.json/);
    expect(JSON.parse(r.stdout).tasks.length).toBe(20);
  });
  test("no input is a usage error (exit 2) and --help prints the usage", () => {
    expect(audit([]).code).toBe(2);
    const h = audit(["--help"]);
    expect(h.code).toBe(0);
    expect(h.stdout).toBe(AUDIT_USAGE);
  });
  test("is registered in the dispatcher", async () => {
    const r = await trajlab(["audit", "--help"]);
    expect(r.stdout).toContain("usage: trajlab audit");
  });
});
