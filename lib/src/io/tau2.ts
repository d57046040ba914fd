/**
 * τ²-bench's single-file Results format (`{timestamp, info, tasks, simulations}`), and its loose variants: a bare
 * JSON array of simulations (a leaderboard submission), an object with `simulations` but no `tasks` or `info`.
 *
 * The run keeps every tool call of the assistant and of the simulated user in conversation order, the task's gold
 * actions from the file's OWN embedded tasks (never a repository copy), and the official action checks when
 * present. The parse is one `JSON.parse` per file followed by plain loops; argument objects are referenced, never
 * copied. Files too large for one string are streamed instead (see load.ts and stream.ts).
 */
import { expectArray, expectObject } from "./fieldChecks";
import { LoadLog } from "./loadLog";
import type { Run } from "./model";
import { parseJsonText } from "./parseJson";
import { indexPath } from "./paths";
import { readInputText } from "./read";
import { textHint } from "./sniff";
import { parseTau2Header } from "./tau2Header";
import { Tau2RunBuilder } from "./tau2Run";

/**
 * Load a τ²-bench Results JSON file (`{timestamp, info, tasks, simulations}`), or a bare JSON array of
 * simulations.
 *
 * - Each simulation becomes a {@link Conversation}: `id`, `task_id` (string or integer), `trial`, the reward
 *   (`reward_info.reward`, kept fractional; null when `reward_info` or its reward is missing or null),
 *   `termination_reason`, the flat conversation (`messages`, or for a full-duplex run with `messages: null` the
 *   flattening of its `ticks`, exactly as τ²'s `get_messages()`), the tool calls of assistant and user (requestor
 *   from the call, else the message role; arguments referenced as parsed; `messageIndex`, `order`, and a path such
 *   as `simulations[3].messages[7].tool_calls[0]`), the gold actions of its task, and
 *   `reward_info.action_checks` (null when absent; `tool_type` null when absent, as in older files).
 * - The run: domain from `info.environment_info.domain_name`, models from `info.agent_info.llm` /
 *   `info.user_info.llm`, trial count from `info.num_trials` (else the largest number of conversations of any
 *   one task). A custom wrapper without `info` gives them at its top level (`domain`, `agent`, `model`,
 *   `user_model`, `num_trials`; a `derived` warning names each field read).
 * - Task identity (io/taskIdentity.ts): a simulation without `task_id` takes the embedded task whose gold actions
 *   its action checks are, when exactly one fits (a `derived` warning), else it is excluded ("no task id"); a
 *   `task_id` its own action checks contradict (they are another embedded task's gold actions, as when the ids are
 *   a running index) is kept as logged and flagged (`suspicious-value` at its `task_id`).
 * - Extra keys (`reasoning`, `errors`, `raw_data`, `format_version`, …) are ignored; null `content` is fine.
 * - What cannot be read is reported, not thrown: a malformed simulation, a repeated simulation id, a task id the
 *   file does not embed, a malformed task → that conversation is excluded (`Run.exclusions`: reason, id, file,
 *   JSON path); no embedded tasks (`tasks` missing or `[]`) → conversations with `goldActions: null` and a
 *   `missing-part` warning; no `info` → a `missing-part` warning; a negative trial, an
 *   odd tool name → `suspicious-value` warnings (`Run.warnings`).
 *
 * @param file path of the file (used in errors and as `Run.source`)
 * @param text the file's text when already read; read from `file` when omitted
 * @returns the run
 * @throws {TrajlabInputError} faults of the whole file: `unreadable`, `not-text` (gzip, UTF-16, binary),
 *   `not-json`, `unknown-format` (a TIDE or CSV file, named as such), `wrong-type` for a root that is not an object
 *   or a list, or `simulations` / `tasks` that are not lists
 * @example
 * const run = loadTau2Results("data/examples/tau2_retail_examples.json");
 * run.conversations[0].toolCalls[0].path; // "simulations[0].messages[4].tool_calls[0]"
 */
export function loadTau2Results(file: string, text?: string): Run {
  const doc = parseJsonText(file, text === undefined ? readInputText(file) : text, textHint);
  return tau2ResultsFromJson(file, doc);
}

/**
 * {@link loadTau2Results} on an already parsed document (used by `loadRun`, which parses once).
 *
 * @param file the file (for errors and `Run.source`)
 * @param doc the parsed document: a Results object, or a bare array of simulations
 * @returns the run
 * @throws {TrajlabInputError} `wrong-type` at `$` (root neither object nor array), at `simulations` or `tasks`
 *   (not lists)
 * @example
 * tau2ResultsFromJson("r.json", { tasks: [], simulations: [] }).conversations; // []
 */
export function tau2ResultsFromJson(file: string, doc: unknown): Run {
  const bare = Array.isArray(doc);
  const root = bare ? {} : expectObject(doc, file, "");
  const sims = bare ? (doc as unknown[]) : expectArray(root.simulations, file, "simulations");
  const base = bare ? "" : "simulations";
  const log = new LoadLog();
  const builder = new Tau2RunBuilder(log);
  for (let i = 0; i < sims.length; i++) {
    const p = indexPath(base, i);
    builder.add(file, sims[i], p, p);
  }
  return builder.finish(file, "tau2-results", parseTau2Header(file, root, log));
}
