#!/usr/bin/env node
/**
 * The validation table of the task audit as Markdown (docs/definitions/audit.md#validation and data/labels/README.md
 * carry its output; test/docs/validation.test.ts checks they still agree): per domain and split, the audit's
 * "suspect" against the readers' "flawed" (data/labels/tasks.json), precision and recall with Wilson 95 % intervals,
 * and how many tasks the audit called unknown (said, not counted as either).
 *
 * The audit reads every public run of the domain the readers read (scripts/labels/read-runs.mjs); a
 * task with several definitions (variants) is judged by the variant most runs embed, as the readers were shown.
 *
 * Usage: npm run build && node scripts/labels/audit-validation.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { READ_RUNS } from "./read-runs.mjs";

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const t = createRequire(import.meta.url)(path.join(repo, "lib", "dist"));


/** The domains data/labels/tasks.json covers (telecom has no task labels). */
const LABELLED_DOMAINS = ["airline", "retail"];

/** The audit verdict of one labelled task: the variant with the most runs. */
function verdictOf(audit, domain, taskId) {
  const entries = audit.tasks.filter((x) => x.domain === domain && x.taskId === taskId);
  if (entries.length === 0) return null;
  return [...entries].sort((a, b) => b.runs.length - a.runs.length)[0];
}

/** Rows per (domain, split): counts, precision, recall, unknowns; null without ../shared. */
export function auditValidation() {
  const shared = t.locateSharedData();
  if (shared === null) return null;
  const root = path.dirname(shared);
  const labels = JSON.parse(fs.readFileSync(path.join(repo, "data", "labels", "tasks.json"), "utf8")).tasks;
  const rows = [];
  for (const domain of LABELLED_DOMAINS) {
    const audit = t.auditRuns(READ_RUNS[domain].map((f) => t.loadRun(path.join(root, f))));
    for (const split of ["development", "held-out"]) {
      const items = labels.filter((l) => l.domain === domain && l.split === split);
      const gold = [], predicted = [], unknown = [], unsure = [], missing = [], misses = [], falseFlags = [];
      for (const l of items) {
        if (l.verdict === "unsure") { unsure.push(l.taskId); continue; }
        const a = verdictOf(audit, domain, l.taskId);
        if (a === null) { missing.push(l.taskId); continue; }
        if (a.verdict === "unknown") { unknown.push(l.taskId); continue; }
        gold.push(l.verdict === "flawed");
        predicted.push(a.verdict === "suspect");
        if (l.verdict === "flawed" && a.verdict !== "suspect") misses.push(l.taskId);
        if (l.verdict !== "flawed" && a.verdict === "suspect") falseFlags.push(l.taskId);
      }
      const pr = t.precisionRecall(gold, predicted);
      rows.push({ domain, split, labelled: items.length, flawed: items.filter((l) => l.verdict === "flawed").length, pr, unknown, unsure, missing, misses, falseFlags });
    }
  }
  return rows;
}

/** The Markdown table, or null without ../shared. */
export function auditValidationMarkdown() {
  const rows = auditValidation();
  if (rows === null) return null;
  const ids = (xs) => (xs.length ? xs.join(", ") : "none");
  const lines = ["| domain | split | tasks (flawed by the reader) | precision of \"suspect\" | recall of \"flawed\" | audit said unknown |", "|---|---|---|---|---|---|"];
  for (const r of rows) lines.push(`| ${r.domain} | ${r.split} | ${r.labelled} (${r.flawed}) | ${t.formatEstimate(r.pr.precision)} | ${t.formatEstimate(r.pr.recall)} | ${r.unknown.length} |`);
  const notes = rows.map((r) => `${r.domain} ${r.split}: flawed but not flagged ${ids(r.misses)}; flagged but read sound ${ids(r.falseFlags)}; unknown ${ids(r.unknown)}${r.unsure.length ? `; reader unsure ${ids(r.unsure)}` : ""}${r.missing.length ? `; not in the runs ${ids(r.missing)}` : ""}`);
  return `${lines.join("\n")}\n\n${notes.map((n) => `- ${n}`).join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = auditValidationMarkdown();
  if (md === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA): the labelled runs are not here");
    process.exit(1);
  }
  process.stdout.write(md);
}
