/*
 * The tidy tables of `trajlab export`: one source of truth for their columns — name, type, unit, meaning and when
 * the value is null. The writers (CSV, JSON Lines, Parquet) and docs/export-schema.md are derived from it.
 */

/** The five tables of an export, in the order they are written. */
export type ExportTableName = "runs" | "conversations" | "writes" | "events" | "exclusions";

/**
 * The value type of a column: `string` (UTF-8 text; `json` marks text that holds a JSON value), `integer` (a
 * 32-bit signed integer), `double` (a finite IEEE double), `boolean`.
 */
export type ExportColumnType = "string" | "integer" | "double" | "boolean";

/** A cell of a table row: a value of the column's type, or null. Never NaN, never ±Infinity. */
export type ExportCell = string | number | boolean | null;

/** One column of an export table. */
export interface ExportColumn {
  /** The column's name (snake_case, the same in every format). */
  name: string;
  /** Its value type. */
  type: ExportColumnType;
  /** True when the text is a JSON value (an array or an object), to be parsed by the reader. */
  json?: boolean;
  /** The unit of a number ("writes", "fraction of writes", "message index", …), or "—" for text and flags. */
  unit: string;
  /** What the value is, in words. */
  meaning: string;
  /** When the value is null ("never" when it is never null). */
  nullWhen: string;
}

/** One export table: what a row is, its key, and its columns in order. */
export interface ExportTable {
  name: ExportTableName;
  /** What one row stands for. */
  grain: string;
  /** The columns that identify a row (unique within one export, and across shards of distinct inputs). */
  key: string[];
  /** The columns, in file order. */
  columns: ExportColumn[];
}

const NEVER = "never";
const NO_WRITE_SET = "the run has no write-tool set (runs.write_source is null)";
const NO_DIAG = "the run's diagnostics failed (an exclusions row with table \"conversations\" says why)";
const NO_DIAG_WRITES = "the run has no write-tool set, or its diagnostics failed";

const runColumn: ExportColumn = {
  name: "run",
  type: "string",
  unit: "—",
  meaning: "the run: the path of its file or results directory, as given on the command line (the join key of every table)",
  nullWhen: NEVER,
};
const conversationColumn: ExportColumn = {
  name: "conversation_id",
  type: "string",
  unit: "—",
  meaning: "the conversation's id (τ² simulation id; τ-bench v1 task-<id>-trial-<n>)",
  nullWhen: NEVER,
};

/** runs: one row per loaded run. */
const RUNS: ExportTable = {
  name: "runs",
  grain: "one loaded run (a results file or a τ² results directory)",
  key: ["run"],
  columns: [
    runColumn,
    { name: "format", type: "string", unit: "—", meaning: "the log format: tau2-results, tau2-dir or tau1-historical", nullWhen: NEVER },
    { name: "domain", type: "string", unit: "—", meaning: "the domain (τ² info.environment_info.domain_name; τ-bench v1: from the file name)", nullWhen: "the log names no domain" },
    { name: "agent_model", type: "string", unit: "—", meaning: "the agent's model, as logged", nullWhen: "the log does not say" },
    { name: "user_model", type: "string", unit: "—", meaning: "the simulated user's model, as logged", nullWhen: "the log does not say" },
    { name: "trial_count", type: "integer", unit: "trials", meaning: "info.num_trials when the log states it, else the largest number of trials observed for a task", nullWhen: "the log records no trials" },
    { name: "tasks", type: "integer", unit: "tasks", meaning: "tasks embedded in the file", nullWhen: NEVER },
    { name: "conversations", type: "integer", unit: "conversations", meaning: "conversations loaded (rows of the conversations table for this run)", nullWhen: NEVER },
    { name: "load_excluded", type: "integer", unit: "conversations", meaning: "conversations the loader left out (each an exclusions row with table \"conversations\")", nullWhen: NEVER },
    { name: "load_warnings", type: "integer", unit: "occurrences", meaning: "what the loader found missing, ignored, suspicious or derived (occurrences, summed over warning groups)", nullWhen: NEVER },
    { name: "write_source", type: "string", unit: "—", meaning: "where the write-tool set comes from: registry, action_checks or caller", nullWhen: "no write-tool set could be resolved (write_tools_unavailable says why)" },
    { name: "write_tools", type: "string", json: true, unit: "—", meaning: "the write-tool set every drift figure of the run uses: a JSON array of tool names, sorted", nullWhen: "no write-tool set could be resolved" },
    { name: "write_tools_unavailable", type: "string", unit: "—", meaning: "why no write-tool set could be resolved, and how to name one (--writes a,b)", nullWhen: "a write-tool set was resolved" },
    { name: "window", type: "integer", unit: "writes", meaning: "H, the GD^track window (the last H writes)", nullWhen: NEVER },
    { name: "match_rule", type: "string", unit: "—", meaning: "how calls are matched to gold actions without compare_args: call-keys (τ²) or all-keys (τ-bench v1)", nullWhen: NEVER },
    { name: "data_quality", type: "string", unit: "—", meaning: "the data-quality verdict: ok, suspect (conversations do not belong to their tasks) or not measured", nullWhen: NEVER },
    { name: "data_quality_flagged", type: "integer", unit: "conversations", meaning: "conversations flagged as not belonging to their task (numerator of the flagged share)", nullWhen: NEVER },
    { name: "data_quality_checked", type: "integer", unit: "conversations", meaning: "conversations a data-quality rule could examine (denominator of the flagged share)", nullWhen: NEVER },
  ],
};

/** conversations: one row per loaded conversation. */
const CONVERSATIONS: ExportTable = {
  name: "conversations",
  grain: "one loaded conversation",
  key: ["run", "conversation_id"],
  columns: [
    runColumn,
    conversationColumn,
    { name: "task_id", type: "string", unit: "—", meaning: "the task's id", nullWhen: NEVER },
    { name: "trial", type: "integer", unit: "—", meaning: "the trial number, as logged", nullWhen: "the log has none" },
    { name: "reward", type: "double", unit: "reward", meaning: "the reward, as logged (fractional rewards kept)", nullWhen: "the log has no reward" },
    { name: "reward_group", type: "string", unit: "—", meaning: "reward=1, reward=0 or other (missing or fractional reward; |r − 1| ≤ 1e-6 counts as 1)", nullWhen: NEVER },
    { name: "termination_reason", type: "string", unit: "—", meaning: "how the conversation ended, as logged (user_stop, max_steps, infrastructure_error, …)", nullWhen: "the log does not say" },
    { name: "messages", type: "integer", unit: "messages", meaning: "messages of the flat conversation", nullWhen: NEVER },
    { name: "tool_calls", type: "integer", unit: "calls", meaning: "tool calls, by either side", nullWhen: NEVER },
    { name: "writes", type: "integer", unit: "writes", meaning: "N: calls of the run's write tools (counted even when the conversation is excluded from drift)", nullWhen: NO_WRITE_SET },
    { name: "drift_writes", type: "integer", unit: "writes", meaning: "M: writes that match no unconsumed gold action", nullWhen: "no alignment was made: no write-tool set, infrastructure_error termination, or no gold actions" },
    { name: "aligned_writes", type: "integer", unit: "writes", meaning: "A = N − M: writes aligned to a gold action", nullWhen: "as drift_writes" },
    { name: "drift_excluded", type: "string", unit: "—", meaning: "why the conversation is left out of every drift figure (and its writes out of the writes table)", nullWhen: "the conversation counts in the drift figures" },
    { name: "gd_track_final", type: "double", unit: "fraction of writes", meaning: "GD^track_N: drift share of the last H writes", nullWhen: "drift_excluded is set" },
    { name: "gd_stock_final", type: "double", unit: "fraction of writes", meaning: "GD^stock_N = M/N", nullWhen: "drift_excluded is set" },
    { name: "gd_track_mean", type: "double", unit: "fraction of writes", meaning: "(Σ_k GD^track_k) / N, the mean over the conversation's write moments", nullWhen: "drift_excluded is set" },
    { name: "gd_stock_mean", type: "double", unit: "fraction of writes", meaning: "(Σ_k GD^stock_k) / N", nullWhen: "drift_excluded is set" },
    { name: "write_tools_used", type: "string", json: true, unit: "—", meaning: "the write tools the conversation called: a JSON array of names, sorted, each once ([] when it wrote nothing)", nullWhen: NO_WRITE_SET },
    { name: "outcome", type: "string", unit: "—", meaning: "outcome class: success, infrastructure, drift-write, omission, loop, other or unscored (first rule that fires)", nullWhen: NO_DIAG },
    { name: "outcome_rule", type: "string", unit: "—", meaning: "the rule that gave the outcome class, in words", nullWhen: NO_DIAG },
    { name: "first_deviation", type: "string", unit: "—", meaning: "first-deviation status: none (succeeded), candidates, or unknown", nullWhen: NO_DIAG },
    { name: "first_deviation_kind", type: "string", unit: "—", meaning: "the top candidate's kind: drift-write, unused-read or no-aligned-write-after", nullWhen: "first_deviation is not candidates (or diagnostics failed)" },
    { name: "first_deviation_event", type: "string", unit: "—", meaning: "the top candidate's event id (events.event_id)", nullWhen: "as first_deviation_kind" },
    { name: "first_deviation_message", type: "integer", unit: "message index", meaning: "the top candidate's 0-based message index in the conversation", nullWhen: "as first_deviation_kind, or the event has no message" },
    { name: "first_deviation_singled_out", type: "boolean", unit: "—", meaning: "the top candidate meets more criteria than the second", nullWhen: "as first_deviation_kind" },
    { name: "loop", type: "boolean", unit: "—", meaning: "the agent repeated a cycle of calls from the same state (TIDE's cycle scan)", nullWhen: NO_DIAG },
    { name: "loop_steps", type: "integer", unit: "agent calls", meaning: "agent calls that repeat the cycle before them (numerator of the loop share)", nullWhen: NO_DIAG },
    { name: "agent_calls", type: "integer", unit: "agent calls", meaning: "agent tool calls (denominator of the loop share)", nullWhen: NO_DIAG },
    { name: "repeated_calls", type: "integer", unit: "calls", meaning: "calls identical to an earlier one (same actor, tool, normalised arguments) with no executed write between", nullWhen: NO_DIAG },
    { name: "no_change_writes", type: "integer", unit: "writes", meaning: "writes that changed nothing: refused or failed, or repeating an earlier executed write", nullWhen: NO_DIAG_WRITES },
    { name: "writes_with_result", type: "integer", unit: "writes", meaning: "writes whose result is known (denominator of the no-change share)", nullWhen: NO_DIAG_WRITES },
    { name: "tool_errors", type: "integer", unit: "observations", meaning: "tool results that were errors", nullWhen: NO_DIAG },
    { name: "first_error_recovered", type: "boolean", unit: "—", meaning: "a later call of the first failing tool, with other arguments, succeeded", nullWhen: "no tool error (or diagnostics failed)" },
    { name: "gold_actions", type: "integer", unit: "actions", meaning: "the task's gold actions", nullWhen: "the task defines none" },
    { name: "gold_omitted", type: "integer", unit: "actions", meaning: "gold actions never attempted", nullWhen: "the task defines no gold actions, or diagnostics failed" },
    { name: "coverage_complete", type: "integer", unit: "writes", meaning: "writes with a complete parent chain, arguments and a known result (numerator of diagnostic coverage; its denominator is writes)", nullWhen: NO_DIAG_WRITES },
    { name: "first_progress_steps", type: "integer", unit: "tool calls", meaning: "tool calls up to and including the first executed aligned write", nullWhen: "no executed aligned write (or diagnostics failed)" },
    { name: "file", type: "string", unit: "—", meaning: "the file the conversation was read from (a simulation file in a results directory)", nullWhen: NEVER },
    { name: "path", type: "string", unit: "—", meaning: "the conversation's JSON path in its file, e.g. simulations[3]", nullWhen: NEVER },
  ],
};

/** writes: one row per write of a conversation that counts in the drift figures. */
const WRITES: ExportTable = {
  name: "writes",
  grain: "one write call (k = 1..N) of a conversation with drift_excluded null",
  key: ["run", "conversation_id", "k"],
  columns: [
    runColumn,
    conversationColumn,
    { name: "k", type: "integer", unit: "write moment", meaning: "the write's position among the conversation's writes, 1..N", nullWhen: NEVER },
    { name: "call_order", type: "integer", unit: "call index", meaning: "its 0-based position among all tool calls of the conversation", nullWhen: NEVER },
    { name: "message_index", type: "integer", unit: "message index", meaning: "0-based index of the message that carries the call", nullWhen: NEVER },
    { name: "tool", type: "string", unit: "—", meaning: "the tool's name", nullWhen: NEVER },
    { name: "requestor", type: "string", unit: "—", meaning: "who called it: assistant or user", nullWhen: NEVER },
    { name: "x", type: "double", unit: "mark", meaning: "x_k: 1 aligned, 0 drift, 0.5 neutral", nullWhen: NEVER },
    { name: "verdict", type: "string", unit: "—", meaning: "x_k in words: aligned, drift or neutral", nullWhen: NEVER },
    { name: "reason", type: "string", unit: "—", meaning: "why the write is aligned or drift (the alignment's reason)", nullWhen: NEVER },
    { name: "gold_action_index", type: "integer", unit: "action index", meaning: "0-based index of the gold action it consumed", nullWhen: "the write is not aligned" },
    { name: "gold_action_id", type: "string", unit: "—", meaning: "that gold action's id", nullWhen: "the write is not aligned, or the gold action has no id" },
    { name: "gd_track", type: "double", unit: "fraction of writes", meaning: "GD^track_k: drift share of writes max(1, k − H + 1)..k", nullWhen: NEVER },
    { name: "gd_stock", type: "double", unit: "fraction of writes", meaning: "GD^stock_k: drift share of writes 1..k", nullWhen: NEVER },
    { name: "path", type: "string", unit: "—", meaning: "the call's JSON path in its file", nullWhen: NEVER },
  ],
};

/** events: one row per trajectory event (schema trajlab.events 1.0). */
const EVENTS: ExportTable = {
  name: "events",
  grain: "one trajectory event (docs/definitions/events.md), payloads by sha256 only",
  key: ["run", "conversation_id", "seq"],
  columns: [
    runColumn,
    conversationColumn,
    { name: "seq", type: "integer", unit: "event index", meaning: "run-local sequence number: 0, 1, 2, … in log order", nullWhen: NEVER },
    { name: "event_id", type: "string", unit: "—", meaning: "the event's stable id within its conversation (m7, m7.c0, v.reward, end, …)", nullWhen: NEVER },
    { name: "type", type: "string", unit: "—", meaning: "user_turn, model_turn, tool_request, tool_observation, state_commit, verification, compaction, approval or termination", nullWhen: NEVER },
    { name: "actor", type: "string", unit: "—", meaning: "agent, user, environment or evaluator", nullWhen: NEVER },
    { name: "time", type: "string", unit: "ISO 8601", meaning: "wall-clock time as logged", nullWhen: "the log has no timestamp for it" },
    { name: "tool", type: "string", unit: "—", meaning: "the tool of a tool_request or tool_observation", nullWhen: "other event types" },
    { name: "call_id", type: "string", unit: "—", meaning: "the log's own call id", nullWhen: "the log has none, or the event is not a call or its result" },
    { name: "effect", type: "string", unit: "—", meaning: "for a tool_request: write (its tool is in the write set) or read", nullWhen: "not a tool_request, or no write set applied" },
    { name: "result", type: "string", unit: "—", meaning: "for a tool_observation: ok, error or rejected", nullWhen: "not an observation, or the log does not say" },
    { name: "result_basis", type: "string", unit: "—", meaning: "how result was obtained: flag (the log's error flag) or text (inferred from the output)", nullWhen: "result is null" },
    { name: "parents", type: "string", json: true, unit: "—", meaning: "ids of the events this one depends on: a JSON array", nullWhen: NEVER },
    { name: "resources", type: "string", json: true, unit: "—", meaning: "resource ids the event touches (<argument key>:<value>), sorted: a JSON array", nullWhen: NEVER },
    { name: "args", type: "string", json: true, unit: "—", meaning: "normalised arguments of a tool_request (keys sorted, strings trimmed): a JSON object", nullWhen: "not a tool_request" },
    { name: "detail", type: "string", json: true, unit: "—", meaning: "type-specific facts (verification {check, passed, …}, termination {reason}): a JSON object", nullWhen: "the event type has none" },
    { name: "state_version", type: "string", unit: "—", meaning: "the environment's state version after the event", nullWhen: "the log has none (every τ-bench log)" },
    { name: "payload_sha256", type: "string", unit: "—", meaning: "sha256 (hex) of the UTF-8 text the event carries (message text, tool output); the text itself is not exported", nullWhen: "the event carries no text" },
    { name: "payload_bytes", type: "integer", unit: "bytes", meaning: "size of that text in UTF-8", nullWhen: "as payload_sha256" },
    { name: "payload_ref", type: "string", unit: "—", meaning: "where the text is: <file>#<JSON path>", nullWhen: "as payload_sha256, or the place is unknown" },
    { name: "source", type: "string", unit: "—", meaning: "JSON path of the event's source in its log", nullWhen: "the event is derived (no single source)" },
    { name: "message_index", type: "integer", unit: "message index", meaning: "0-based index of the source message in the conversation", nullWhen: "the event has no source message" },
  ],
};

/** exclusions: every unit left out of a table, with the reason. */
const EXCLUSIONS: ExportTable = {
  name: "exclusions",
  grain: "one unit (an input, a conversation or a run's diagnostics) left out of one table, with the reason",
  key: ["run", "table", "unit", "id"],
  columns: [
    { ...runColumn, meaning: "the run the unit belongs to; for an input that did not load, the input's path" },
    { name: "table", type: "string", unit: "—", meaning: "the table the unit is missing from: runs (the input did not load, or repeats an earlier input: no row of its own anywhere), conversations (the loader left the conversation out), writes (the conversation counts in no drift figure) or events", nullWhen: NEVER },
    { name: "unit", type: "string", unit: "—", meaning: "what is left out: input, conversation or diagnostics", nullWhen: NEVER },
    { name: "id", type: "string", unit: "—", meaning: "the unit's id: the input path (for a repeated input `<path> (input N)`, N its position among the inputs), the conversation id (or its JSON path when the id could not be read), or the run", nullWhen: NEVER },
    { name: "reason", type: "string", unit: "—", meaning: "why, in words (the loaders' and the drift family's own reasons)", nullWhen: NEVER },
    { name: "kind", type: "string", unit: "—", meaning: "the input-error kind (unreadable, not-json, unknown-format, wrong-type, …) or internal", nullWhen: "the exclusion is a rule, not a fault (drift exclusions, a repeated input)" },
    { name: "file", type: "string", unit: "—", meaning: "the file the fault is in, or the conversation's file", nullWhen: "no file applies" },
    { name: "path", type: "string", unit: "—", meaning: "the JSON path of the fault or of the conversation ($ = the file's root)", nullWhen: "no JSON path applies" },
    { name: "detail", type: "string", unit: "—", meaning: "the problem in full, as the error message states it", nullWhen: "the reason says it all" },
  ],
};

/**
 * What are the export's tables, and what does each column mean? The five tables of `trajlab export` — runs,
 * conversations, writes, events, exclusions — with every column's type, unit, meaning and null rule, in file
 * order. The writers and docs/export-schema.md follow this list; a column never holds 0 or NaN for "not
 * measured": it holds null, and `nullWhen` says when.
 *
 * @example
 * EXPORT_TABLES.map((t) => t.name);                                // ["runs", "conversations", "writes", "events", "exclusions"]
 * EXPORT_TABLES.map((t) => t.columns.length);                      // [18, 39, 15, 22, 9]
 * exportTable("writes").key;                                       // ["run", "conversation_id", "k"]
 */
export const EXPORT_TABLES: readonly ExportTable[] = Object.freeze([RUNS, CONVERSATIONS, WRITES, EVENTS, EXCLUSIONS]);

/** The table names in file order. */
export const EXPORT_TABLE_NAMES: readonly ExportTableName[] = Object.freeze(EXPORT_TABLES.map((t) => t.name));

/**
 * The schema of one export table.
 *
 * @param name the table's name
 * @returns its schema
 * @throws {RangeError} when the name is not one of {@link EXPORT_TABLE_NAMES}
 * @example
 * exportTable("runs").columns[0].name; // "run"
 * exportTable("nope" as ExportTableName); // throws RangeError "exportTable: name must be one of runs, conversations, writes, events, exclusions, got \"nope\""
 */
export function exportTable(name: ExportTableName): ExportTable {
  const t = EXPORT_TABLES.find((x) => x.name === name);
  if (!t) throw new RangeError(`exportTable: name must be one of ${EXPORT_TABLE_NAMES.join(", ")}, got ${JSON.stringify(name)}`);
  return t;
}

/** The version of the export schema ("major.minor"): a new minor only adds columns at the end of a table. */
export const EXPORT_SCHEMA_VERSION = "1.0";
