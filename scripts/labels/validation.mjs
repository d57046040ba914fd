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

/** The Markdown table, or null without ../shared (the labelled runs). */
export function validationMarkdown() {
  const shared = t.locateSharedData();
  if (shared === null) return null;
  const labels = t.loadDiagnosticLabels(path.join(repo, "data", "labels", "diagnostics.json"));
  const table = t.validationTable(labels, t.diagnoseLabelledConversations(labels, path.dirname(shared)));
  const lines = ["| split | judgement | detector vs readers | reader vs reader |", "|---|---|---|---|"];
  for (const r of table.rows) lines.push(`| ${r.split} | ${r.judgement} | ${t.formatEstimate(r.detector)} | ${r.readers === null ? "—" : t.formatEstimate(r.readers)} |`);
  const notes = table.splits.map((s) => `${s.split}: ${s.labels} conversations (${s.evaluation.failures} failures)${s.evaluation.missing.length ? `, ${s.evaluation.missing.length} not found` : ""}; reader-vs-reader layer kappa ${s.readers.layerKappa.kappa === null ? "—" : s.readers.layerKappa.kappa.toFixed(3)}`);
  return `${lines.join("\n")}\n\n${notes.map((n) => `- ${n}`).join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = validationMarkdown();
  if (md === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA): the labelled runs are not here");
    process.exit(1);
  }
  process.stdout.write(md);
}
