/*
 * Names this family had before one unit got one name (a conversation, whose events form its `EventLog`). They stay
 * so that existing notebooks keep running; new code uses the names they point to.
 */
import { diagnoseEventLog, diagnoseEventLogs } from "./diagnose";

/**
 * The diagnosis of one conversation's event log, under its earlier name.
 *
 * @deprecated Renamed {@link diagnoseEventLog}.
 * @example
 * diagnoseTrajectory === diagnoseEventLog; // true
 */
export const diagnoseTrajectory: typeof diagnoseEventLog = diagnoseEventLog;

/**
 * The diagnosis of a run's event logs, under its earlier name.
 *
 * @deprecated Renamed {@link diagnoseEventLogs}.
 * @example
 * diagnoseTrajectories === diagnoseEventLogs; // true
 */
export const diagnoseTrajectories: typeof diagnoseEventLogs = diagnoseEventLogs;
