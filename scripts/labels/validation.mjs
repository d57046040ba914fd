#!/usr/bin/env node
/**
 * The validation table of the diagnosis detectors as Markdown (docs/definitions/diagnostics.md#validation and
 * data/labels/README.md carry its output; test/docs/validationTable.test.ts checks they still agree): per split,
 * each judgement of the detector beside the readers' agreement with each other, value (x/n) [Wilson 95 %].
 *
 * Usage: npm run build && node scripts/labels/validation.mjs
 */
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const t = createRequire(import.meta.url)(path.join(repo, "lib", "dist"));
import { READ_RUNS } from "./read-runs.mjs";

/** One Markdown row of the table. */
const row = (r, judgement = r.judgement) => `| ${r.split} | ${judgement} | ${t.formatEstimate(r.detector)} | ${r.readers === null ? "—" : t.formatEstimate(r.readers)} |`;

/** The row of `audited` for the same split and judgement as `r`. */
const twin = (audited, r) => audited.rows.find((x) => x.split === r.split && x.judgement === r.judgement);

/** Whether the flags changed any row but the layer's (computed, not assumed). */
function changedRows(table, audited) {
  const changed = table.rows.filter((r) => !r.judgement.startsWith("fault layer") && t.formatEstimate(r.detector) !== t.formatEstimate(twin(audited, r).detector));
  return changed.length === 0 ? "every other row is the same with and without the flags" : `the flags also change: ${changed.map((r) => `${r.split} ${r.judgement}`).join("; ")}`;
}

/** The first-deviation agreement per kind of the top candidate, both splits side by side (agreementByKind). */
function byKindMarkdown(table) {
  const per = new Map(table.splits.map((s) => [s.split, new Map(t.agreementByKind(s.evaluation).map((k) => [k.kind, k]))]));
  const kinds = [...new Set(table.splits.flatMap((s) => [...per.get(s.split).keys()]))];
  const cell = (split, kind, which) => {
    const k = per.get(split)?.get(kind);
    return k === undefined ? "—" : t.formatEstimate(k[which]);
  };
  const splits = table.splits.map((s) => s.split);
  const out = [
    `| top candidate's kind | ${splits.map((s) => `${s}: = a reader's pick | ${s}: in the accepted set`).join(" | ")} |`,
    `|---|${splits.map(() => "---|---|").join("")}`,
    ...kinds.map((kind) => `| ${kind} | ${splits.map((s) => `${cell(s, kind, "topEqualsPick")} | ${cell(s, kind, "topInAccepted")}`).join(" | ")} |`),
  ];
  return `${out.join("\n")}\n`;
}

/** The Markdown table, or null without ../shared (the labelled runs). */
export function validationMarkdown() {
  const shared = t.locateSharedData();
  if (shared === null) return null;
  const labels = t.loadDiagnosticLabels(path.join(repo, "data", "labels", "diagnostics.json"));
  const root = path.dirname(shared);
  const table = t.validationTable(labels, t.diagnoseLabelledConversations(labels, root));
  // the same diagnosis with the task audit's flags (auditRuns over the labelled runs and the runs the task readers read)
  const files = [...new Set([...labels.map((l) => l.file), ...Object.values(READ_RUNS).flat()])].sort();
  const audit = t.auditRuns(files.map((f) => t.loadRun(path.join(root, f))));
  const audited = t.validationTable(labels, t.diagnoseLabelledConversations(labels, root, { taskFlags: t.taskFlagLookup(audit) }));
  const lines = ["| split | judgement | detector vs readers | reader vs reader |", "|---|---|---|---|"];
  for (const r of table.rows) {
    lines.push(row(r));
    if (r.judgement.startsWith("fault layer")) lines.push(row(twin(audited, r), `${r.judgement}, with the task audit's flags`));
  }
  const notes = table.splits.map((s) => `${s.split}: ${s.labels} conversations (${s.evaluation.failures} failures)${s.evaluation.missing.length ? `, ${s.evaluation.missing.length} not found` : ""}; reader-vs-reader layer kappa ${s.readers.layerKappa.kappa === null ? "—" : s.readers.layerKappa.kappa.toFixed(3)}`);
  notes.push(`with the task audit's flags: the audit of ${files.length} public runs (${audit.tasks.filter((x) => x.verdict === "suspect").length} of ${audit.tasks.length} tasks suspect); a failure whose task it flags has "task or evaluator" as its primary layer unless every gold action the flag's reasons name was performed as the gold has it; ${changedRows(table, audited)}`);
  return `${lines.join("\n")}\n\n${notes.map((n) => `- ${n}`).join("\n")}\n\n${byKindMarkdown(table)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = validationMarkdown();
  if (md === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA): the labelled runs are not here");
    process.exit(1);
  }
  process.stdout.write(md);
}
