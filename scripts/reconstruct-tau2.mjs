#!/usr/bin/env node
// Regenerate the reconstructed τ² goal-drift export (data/reconstructed/tau2/*.json) — see data/reconstructed/README.md.
//
//   node scripts/reconstruct-tau2.mjs            regenerate the files from the committed plan (byte-identical)
//   node scripts/reconstruct-tau2.mjs --solve    re-solve the plan with HiGHS first (prints solve times)
//   node scripts/reconstruct-tau2.mjs --survey   tabulate which readings of the group columns are feasible
//                                               (data/reconstructed/tau2.definitions-survey.json; several minutes)
//   node scripts/reconstruct-tau2.mjs --measure  re-measure the writes-per-conversation distribution on the public
//                                               τ² runs (needs shared/data; otherwise the committed file is kept)
// Needs `npm run build` first (uses lib/dist).
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// the built library by package name, as the notebooks import it: the metrics and the reconstruction workflow
const require = createRequire(path.join(root, "package.json"));
const t = { ...require("trajlab"), ...require("trajlab/reconstruct") };
const args = new Set(process.argv.slice(2));
const recon = path.join(root, "data", "reconstructed");
const planFile = path.join(recon, "tau2.plan.json");
const distFile = path.join(recon, "tau2.writes-per-conversation.json");
// data/published/goal-drift.json, read at most once (by --solve and/or --survey).
let publishedDoc = null;
const published = () => (publishedDoc ??= t.loadPublishedGoalDrift(path.join(root, "data", "published", "goal-drift.json")));
const write = (file, text) => {
  fs.writeFileSync(file, text);
  console.log(`wrote ${path.relative(root, file)} (${Buffer.byteLength(text)} bytes)`);
};

if (args.has("--measure")) {
  const shared = t.locateSharedData(root);
  if (shared === null) {
    console.log(`shared data not present: keeping ${path.relative(root, distFile)} as committed`);
  } else {
    write(distFile, t.writesDistributionText(t.measureWritesDistribution(path.join(shared, "tau2"))));
  }
}

const dist = JSON.parse(fs.readFileSync(distFile, "utf8"));
if (args.has("--solve")) {
  const pub = published();
  const solved = await t.solveGoalDriftPlans(pub.figures, pub.domains, dist.shares, t.GOAL_DRIFT_PLAN_OPTIONS);
  for (const s of solved) {
    const r = s.result;
    console.log(
      `${s.plan.key}: ${r.status}, other = ${s.plan.otherCount}, verified ${r.verified}, ` +
        `${r.conversations.reduce((a, c) => a + c.count, 0)} conversations; ` +
        r.stages.map((st) => `${st.name} ${st.status} ${st.seconds.toFixed(1)} s`).join(", "),
    );
  }
  write(planFile, t.goalDriftPlanText(solved.map((s) => s.plan)));
}

if (args.has("--survey")) {
  const pub = published();
  const rows = await t.surveyGoalDriftDefinitions(pub.figures, Object.keys(pub.domains), { maxLength: 10, window: 3, timeLimitSeconds: 120 });
  for (const r of rows) console.log(`${r.key} ${r.groupColumns} ${r.allowOther ? "some in neither group" : "rewards in {0,1}"}: ${r.status} (${r.seconds.toFixed(1)} s)`);
  const doc = {
    description:
      "Feasibility (HiGHS, sequences of 1..10 writes, H = 3) of each reading of the published group columns: track-final (published: mean of conversation-final GD^track in the group), track-moments (mean of GD^track over the group's write moments), stock-final (mean of conversation-final GD^stock in the group); with rewards in {0,1} or allowing conversations in neither group. feasible null = undecided within the time limit. seconds vary between machines.",
    generatedBy: "node scripts/reconstruct-tau2.mjs --survey",
    rows: rows.map((r) => ({
      domain: r.key,
      "group columns": r.groupColumns,
      rewards: r.allowOther ? "some in neither group allowed" : "{0, 1}",
      feasible: r.feasible,
      status: r.status,
      seconds: Math.round(r.seconds * 10) / 10,
    })),
  };
  write(path.join(recon, "tau2.definitions-survey.json"), JSON.stringify(doc, null, 2) + "\n");
}

const plan = JSON.parse(fs.readFileSync(planFile, "utf8"));
for (const [name, text] of Object.entries(t.reconstructGoalDriftFiles(plan))) write(path.join(recon, "tau2", name), text);
