/**
 * One-line run summaries for the CLI and notebooks.
 */
import * as path from "path";
import { Run } from "./model";

/**
 * A one-line summary of a run: format, domain, models, task/conversation/trial counts, tool calls, and
 * how many conversations have a reward (counts only; no ratio is computed here).
 *
 * @example
 * describeRun(loadRun("data/examples/tau2_retail_examples.json")); // "tau2_retail_examples.json: tau2-results, domain retail, agent hand-written (trajlab example)…"
 * // "tau2_airline.json: tau2-results, domain airline, agent gpt-4.1, user gpt-4.1, 20 tasks,
 * //  20 conversations, 1 trial(s), 148 tool calls, 20 rewarded"
 */
export function describeRun(run: Run): string {
  let calls = 0;
  let rewarded = 0;
  for (const c of run.conversations) {
    calls += c.toolCalls.length;
    if (c.reward !== null) rewarded++;
  }
  return (
    `${path.basename(run.source)}: ${run.format}, domain ${run.domain ?? "unknown"}, ` +
    `agent ${run.agentModel ?? "unknown"}, user ${run.userModel ?? "unknown"}, ` +
    `${run.tasks.length} tasks, ${run.conversations.length} conversations, ` +
    `${run.trialCount ?? "?"} trial(s), ${calls} tool calls, ${rewarded} rewarded`
  );
}
