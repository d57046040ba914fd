/**
 * What happened, as linked events with their evidence? A versioned schema of linked events (user and model turns,
 * tool requests and observations, state commits, verification, compaction, approval, termination), payloads by
 * sha256 reference, converters from τ²-bench / τ-bench v1 conversations and TIDE trajectories, and the
 * `.events.jsonl` form other harnesses write. Definitions: docs/definitions/events.md.
 *
 * @module events
 */
export { EVENT_SCHEMA_NAME, EVENT_SCHEMA_VERSION, EVENT_TYPES, ACTORS, RESULT_CLASSES } from "./schema";
export type { EventType, Actor, ResultClass, Effect, PayloadRef, LogEvent, EventWriteTools, EventLog } from "./schema";
export { PayloadStore } from "./payload";
export { conversationEvents } from "./fromConversation";
export type { ConversationEventsOptions } from "./fromConversation";
export { runEventLogs } from "./fromRun";
export type { RunEventLogsOptions, RunEventLogs } from "./fromRun";
export { tideTaskEvents, tideRunEvents } from "./fromTide";
export { formatEventsJsonl, parseEventsJsonl, loadEventsJsonl, mergeEventsFiles } from "./jsonl";
export type { EventsFile, EventsFileParse, FormatEventsOptions } from "./jsonl";
// earlier names, kept for existing notebooks (deprecated)
export { runTrajectories, writeEventsJsonl } from "./deprecated";
export type { Trajectory, TrajectoryEvent } from "./deprecated";
