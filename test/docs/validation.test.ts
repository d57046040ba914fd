/**
 * The validation table of docs/definitions/diagnostics.md and data/labels/README.md is the output of
 * scripts/labels/validation.mjs, the task audit's (docs/definitions/audit.md) of scripts/labels/audit-validation.mjs
 * (no figure typed by hand): both copies must equal what the script prints now.
 * Needs the labelled runs (../shared); skipped without them.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { SHARED_ROOT } from "../events/shared";

const repo = path.resolve(__dirname, "..", "..");
const block = (file: string, name = "validation") => {
  const m = new RegExp(`<!-- ${name}:begin -->\\n([\\s\\S]*?)<!-- ${name}:end -->`).exec(fs.readFileSync(path.join(repo, file), "utf8"));
  return m === null ? null : m[1];
};

describe.skipIf(SHARED_ROOT === null)("the validation table in the docs is the script's output", async () => {
  const { validationMarkdown } = await import("../../scripts/labels/validation.mjs");
  const now: string = validationMarkdown();
  test.each(["docs/definitions/diagnostics.md", "data/labels/README.md"])("%s", (file) => {
    expect(block(file)).toBe(now);
  });
});

describe.skipIf(SHARED_ROOT === null)("the task audit's validation table in the docs is the script's output", async () => {
  const { auditValidationMarkdown } = await import("../../scripts/labels/audit-validation.mjs");
  const now: string = auditValidationMarkdown();
  test.each(["docs/definitions/audit.md", "data/labels/README.md"])("%s", (file) => {
    expect(block(file, "audit-validation")).toBe(now);
  });
});

describe("the rounds' held-out figures quoted in data/labels/README.md are those of their tables", () => {
  const heldOut = (table: string, judgement: string) => {
    const row = table.split("\n").find((l) => l.startsWith(`| held-out | ${judgement} |`));
    return row === undefined ? null : (/\((\d+\/\d+)\)/.exec(row) as RegExpExecArray)[1];
  };
  const readme = fs.readFileSync(path.join(repo, "data/labels/README.md"), "utf8");
  const tables = [
    fs.readFileSync(path.join(repo, "data/labels/history/validation-round1.md"), "utf8"),
    fs.readFileSync(path.join(repo, "data/labels/history/validation-round2.md"), "utf8"),
    fs.readFileSync(path.join(repo, "data/labels/history/validation-round3.md"), "utf8"),
    block("data/labels/README.md") ?? "",
  ];
  test.each([
    ["top = a reader's pick", "first deviation: top candidate = a reader's pick"],
    ["in the accepted set", "first deviation: top candidate in the readers' accepted set"],
  ])("%s: rounds 1, 2, 3, 4", (words, judgement) => {
    const quoted = new RegExp(`${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\d+/\\d+), (\\d+/\\d+), (\\d+/\\d+), (\\d+/\\d+)`).exec(readme.replace(/\s+/g, " "));
    expect(quoted?.slice(1)).toEqual(tables.map((t) => heldOut(t, judgement)));
  });
});
