// Provenance: how data/published/tide.json was made from the transcription ../shared/anchors/tide-tables.md
// (the paper's tables as printed). Run from the project root: node scripts/provenance/build-published-tide.mjs
// Needs ../shared/anchors (not shipped to users); the committed JSON is the project's record.
import fs from "node:fs";
import path from "node:path";
const anchors = path.resolve(process.env.TRAJLAB_SHARED_ANCHORS ?? "../shared/anchors");
if (!fs.existsSync(anchors)) { console.error(`anchors not found at ${anchors}; set TRAJLAB_SHARED_ANCHORS`); process.exit(2); }
const md = fs.readFileSync(path.join(anchors, "tide-tables.md"), "utf8");
const PAPER = "arXiv:2602.02196v2";
const envs = [
  { id: "BlocksWorld", short: "BW", tMax: 20, maxSteps: 30, tasks: 100 },
  { id: "FrozenLake", short: "FL", tMax: 30, maxSteps: 30, tasks: 100 },
  { id: "Sudoku", short: "Su", tMax: 20, maxSteps: 30, tasks: 100 },
  { id: "AlfWorld", short: "AW", tMax: 60, maxSteps: 60, tasks: 140 },
  { id: "WebShop", short: "WS", tMax: 15, maxSteps: 20, tasks: 500 },
];
// check horizons/counts/max steps against the anchor text
for (const [re, key] of [[/BlocksWorld (\d+), FrozenLake (\d+), Sudoku (\d+), AlfWorld (\d+), WebShop (\d+)/, "tMax"], [/BW (\d+), FL (\d+), Sudoku (\d+), AlfWorld (\d+) \(eval_in_distribution\), WebShop (\d+)/, "tasks"]]) {
  const m = md.match(re); if (!m) throw new Error("no match " + key);
  envs.forEach((e, i) => { if (+m[i + 1] !== e[key]) throw new Error(`${key} ${e.id}`); });
}
const ms = md.match(/MAX_STEPS (\d+)\/(\d+)\/(\d+)\/(\d+)\/(\d+)/) ?? fs.readFileSync(path.join(anchors, "tide-definitions.md"), "utf8").match(/MAX_STEPS (\d+)\/(\d+)\/(\d+)\/(\d+)\/(\d+)/);
envs.forEach((e, i) => { if (+ms[i + 1] !== e.maxSteps) throw new Error("maxSteps " + e.id); });

function section(title) {
  const i = md.indexOf(title); if (i < 0) throw new Error(title);
  const rest = md.slice(i);
  const lines = rest.split("\n").slice(1);
  const rows = []; let started = false;
  for (const l of lines) {
    if (l.startsWith("|")) { started = true; rows.push(l); } else if (started) break;
  }
  return rows.map((l) => l.split("|").slice(1, -1).map((c) => c.trim()));
}
const dec = (s) => (s.includes(".") ? s.split(".")[1].length : 0);
const figures = [];
const models = [];
function fig(id, cell, source, extra = {}) {
  if (cell === "–") return;
  const v = Number(cell); if (!Number.isFinite(v)) throw new Error(`bad cell ${id}: ${cell}`);
  figures.push({ id, value: v, decimals: dec(cell), unit: "percent", source, ...extra });
}
// Table 1
let family = null;
for (const r of section("## Table 1")) {
  if (r[0] === "Model" || r[0].startsWith("---")) continue;
  if (r[0] === "*Non-thinking*") { family = "non-thinking"; continue; }
  if (r[0] === "*Thinking*") { family = "thinking"; continue; }
  models.push({ name: r[0], family });
  envs.forEach((e, k) => {
    fig(`table1.${e.id}.${r[0]}.SR`, r[1 + 2 * k], `${PAPER}, Table 1`);
    fig(`table1.${e.id}.${r[0]}.AUV`, r[2 + 2 * k], `${PAPER}, Table 1`);
  });
}
const names = new Set(models.map((m) => m.name));
for (const r of section("## Table 2")) {
  if (r[0] === "Model" || r[0].startsWith("---")) continue;
  if (!names.has(r[0])) throw new Error("T2 model " + r[0]);
  envs.forEach((e, k) => fig(`table2.${e.id}.${r[0]}.LR`, r[1 + k], `${PAPER}, Table 2`));
}
for (const r of section("## Table 6")) {
  if (r[0] === "Model" || r[0].startsWith("---")) continue;
  const name = r[0].replace(/ \(printed .*\)$/, "");
  if (!names.has(name)) throw new Error("T6 model " + r[0]);
  const printedAs = r[0] !== name ? { note: "printed as " + r[0].match(/printed "(.*)"/)[1] } : {};
  envs.forEach((e, k) => {
    fig(`table6.${e.id}.${name}.AUV`, r[1 + 3 * k], `${PAPER}, Table 6`, printedAs);
    fig(`table6.${e.id}.${name}.MI`, r[2 + 3 * k], `${PAPER}, Table 6`, printedAs);
    // r[3+3k] = w/o: derived (AUV − MI), not a published figure: left out
  });
}
for (const r of section("## Table 5")) {
  if (r[0] === "Model" || r[0].startsWith("---")) continue;
  envs.forEach((e, k) => {
    fig(`table5.${e.id}.${r[0]}.AUV_naive`, r[1 + 2 * k], `${PAPER}, Table 5`);
    fig(`table5.${e.id}.${r[0]}.AUV_summary`, r[2 + 2 * k], `${PAPER}, Table 5`);
  });
}
for (const r of section("## Table 3")) {
  if (r[0] === "Model" || r[0].startsWith("---")) continue;
  fig(`table3.OSWorld.${r[0]}.AUV_loop`, r[1], `${PAPER}, Table 3`);
  fig(`table3.OSWorld.${r[0]}.click_ratio`, r[2], `${PAPER}, Table 3`);
  fig(`table3.OSWorld.${r[0]}.AUV_no_loop`, r[3], `${PAPER}, Table 3`);
}
for (const r of section("## Table 7")) {
  if (r[0] === "Model" || r[0].startsWith("---")) continue;
  ["AndroidWorld", "OSWorld", "WindowsAgentArena"].forEach((g, k) => {
    fig(`table7.${g}.${r[0]}.AUV`, r[1 + 2 * k], `${PAPER}, Table 7`);
    fig(`table7.${g}.${r[0]}.LR`, r[2 + 2 * k], `${PAPER}, Table 7`);
  });
}
const out = {
  description: "Published figures of TIDE (Yan et al., 'TIDE: EventLog-based Diagnostic Evaluation of Test-Time Improvement in LLM Agents'), transcribed from the paper's PDF text. Values are percentages as printed, with their printed decimals. Table 6's 'w/o' column (AUV − MI) is derived, not printed, and is left out. Table 5 model names are as printed there.",
  paper: { id: PAPER, title: "TIDE: EventLog-based Diagnostic Evaluation of Test-Time Improvement in LLM Agents", code: "github.com/yayayacc/TIDE@6e21b5b" },
  environments: envs.map((e) => ({ ...e, source: `${PAPER} §C.1 (tasks), §C.4 (t_max); code scripts/*/run_exp.sh (max_steps)` })),
  guiHorizon: { value: 50, source: `${PAPER} §C.4` },
  models,
  figures,
};
fs.mkdirSync("data/published", { recursive: true });
fs.writeFileSync("data/published/tide.json", JSON.stringify(out, null, 1) + "\n");
console.log(figures.length, "figures", models.length, "models");
const c = {}; for (const f of figures) { const t = f.id.split(".")[0]; c[t] = (c[t] ?? 0) + 1; } console.log(c);
