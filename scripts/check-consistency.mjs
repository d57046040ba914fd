#!/usr/bin/env node
/**
 * The verdicts of the goal-drift consistency test on the published rows that need the full solver (HiGHS over
 * sequences of 1..10 writes, H = 3): which domains are consistent with rewards in {0, 1}, and the fewest
 * conversations in neither reward group that make the others consistent. Each solve takes seconds to half a minute
 * on a 2-core machine, so these claims are proved here (`npm run consistency`, a CI step of its own) rather than in
 * a unit test that could time out under load; `npm test` checks the feasible verdicts by their certificates
 * (test/consistency/goalDriftConsistency.test.ts). Prints one line per claim; exit 1 when any claim fails.
 *
 * Usage: npm run build && node scripts/check-consistency.mjs
 */
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const t = require(path.join(here, "..", "lib", "dist"));
const { surveyGoalDriftDefinitions } = require(path.join(here, "..", "lib", "dist", "consistency", "definitionSurvey.js"));

const published = t.loadPublishedGoalDrift(path.join(here, "..", "data", "published", "goal-drift.json"));
const targets = (key) => t.goalDriftTargetsFromPublished(published.figures, key);

const claims = [
  ["retail is consistent with rewards in {0, 1} (784 classes of 2046 sequences, every figure re-checked)", async () => {
    const r = await t.goalDriftConsistency(targets("retail"));
    return r.classCount === 784 && r.sequenceCount === 2046 && r.feasible && r.verified && r.checks.length === 9;
  }],
  ["banking is NOT: the mean of conversation finals lies above both group means (the three means alone decide it)", async () => {
    const t0 = targets("banking");
    const r = await t.goalDriftConsistency(t0);
    const alone = await t.goalDriftConsistency({ trackFinals: t0.trackFinals, trackReward1: t0.trackReward1, trackReward0: t0.trackReward0 });
    return !r.feasible && r.status === "Infeasible" && !alone.feasible;
  }],
  ["airline is NOT either", async () => {
    const r = await t.goalDriftConsistency(targets("airline"));
    return !r.feasible && r.status === "Infeasible";
  }],
  ["airline's clash: the three final means are fine alone, infeasible with 11 mixed + 26 all-drift conversations", async () => {
    const a = targets("airline");
    const means = { trackFinals: a.trackFinals, trackReward1: a.trackReward1, trackReward0: a.trackReward0 };
    return (await t.goalDriftConsistency(means)).feasible && (await t.goalDriftConsistency({ ...means, mixed: a.mixed, noAlignedWrite: a.noAlignedWrite })).status === "Infeasible";
  }],
  ["airline becomes consistent with 2 conversations in neither reward group, and no fewer (min-other optimal)", async () => {
    const r = await t.goalDriftConsistency(targets("airline"), { allowOther: true });
    return r.feasible && r.otherCount === 2 && r.stages[0].name === "min-other" && r.stages[0].status === "Optimal" && r.verified;
  }],
  ["banking becomes consistent with 52 conversations in neither reward group, and no fewer (min-other optimal)", async () => {
    const r = await t.goalDriftConsistency(targets("banking"), { allowOther: true });
    return r.feasible && r.otherCount === 52 && r.stages[0].name === "min-other" && r.stages[0].status === "Optimal" && r.verified;
  }],
  ["banking: group columns as write-moment means are impossible with rewards in {0, 1}", async () => {
    return (await t.goalDriftConsistency(targets("banking"), { groupColumns: "track-moments" })).status === "Infeasible";
  }],
  ["banking: group columns as final GD^stock means contradict the published reward=1 stock mean, whatever the rewards", async () => {
    const rows = await surveyGoalDriftDefinitions(published.figures, ["banking"], { definitions: ["stock-final"] });
    return JSON.stringify(rows.map((r) => [r.allowOther, r.feasible, r.status])) === JSON.stringify([[false, false, "Infeasible"], [true, false, "Infeasible"]]);
  }],
  ["airline: group columns as final GD^stock means WOULD be possible with rewards in {0, 1}", async () => {
    const r = await t.goalDriftConsistency(targets("airline"), { groupColumns: "stock-final" });
    return r.feasible && r.verified;
  }],
];

let failed = 0;
for (const [claim, check] of claims) {
  const start = Date.now();
  let ok = false;
  let error = "";
  try {
    ok = await check();
  } catch (e) {
    error = ` (${e instanceof Error ? e.message : String(e)})`;
  }
  if (!ok) failed++;
  console.log(`${ok ? "✓" : "✗"} ${claim}${error} — ${((Date.now() - start) / 1000).toFixed(1)} s`);
}
console.log(`consistency: ${claims.length - failed} of ${claims.length} claims hold`);
process.exit(failed === 0 ? 0 : 1);
