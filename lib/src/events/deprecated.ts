/*
 * Names this family had before one unit got one name (a conversation, whose events form its `EventLog`). They stay
 * so that existing notebooks keep running; new code uses the names they point to.
 */
import { runEventLogs } from "./fromRun";
import { formatEventsJsonl } from "./jsonl";
import type { EventLog, LogEvent } from "./schema";

/**
 * One conversation's event log, under its earlier name.
 *
 * @deprecated Renamed {@link EventLog}.
 */
export type Trajectory = EventLog;

/**
 * One event of an event log, under its earlier name.
 *
 * @deprecated Renamed {@link LogEvent}.
 */
export type TrajectoryEvent = LogEvent;

/**
 * Every conversation of a run as an event log, under its earlier name.
 *
 * @deprecated Renamed {@link runEventLogs}.
 * @example
 * runTrajectories === runEventLogs; // true
 */
export const runTrajectories: typeof runEventLogs = runEventLogs;

/**
 * The `.events.jsonl` text of event logs, under its earlier name.
 *
 * @deprecated Renamed {@link formatEventsJsonl} (it returns text; it writes no file).
 * @example
 * writeEventsJsonl === formatEventsJsonl; // true
 */
export const writeEventsJsonl: typeof formatEventsJsonl = formatEventsJsonl;
