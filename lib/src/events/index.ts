/**
 * Trajectory events: a versioned schema of linked events (user and model turns, tool requests and observations,
 * state commits, verification, compaction, approval, termination), payloads by sha256 reference, converters from
 * τ²-bench / τ-bench v1 conversations and TIDE trajectories, and the `.events.jsonl` form other harnesses write.
 */
export {
  EVENT_SCHEMA_NAME,
  EVENT_SCHEMA_VERSION,
  SUPPORTED_EVENT_SCHEMA_MAJORS,
  EVENT_TYPES,
  ACTORS,
  RESULT_CLASSES,
} from "./schema";
export type { EventType, Actor, ResultClass, Effect, PayloadRef, TrajectoryEvent, EventWriteTools, Trajectory } from "./schema";
export { sha256Hex, payloadRef, PayloadStore } from "./payload";
export { normalizeValue, normalizeArguments, actionFingerprint, isIdentifierLike, identifierValues, resourceIds } from "./normalize";
export { conversationEvents, TAU_LIMITS } from "./fromConversation";
export type { ConversationEventsOptions } from "./fromConversation";
export { runTrajectories } from "./fromRun";
export type { RunTrajectoriesOptions, RunTrajectories } from "./fromRun";
export { tideTaskEvents, tideRunEvents, tideActionTool, TIDE_LIMITS } from "./fromTide";
export { writeEventsJsonl, parseEventsJsonl, loadEventsJsonl, mergeEventLogs, schemaMajor } from "./jsonl";
export type { EventLog, EventLogParse, WriteEventsOptions } from "./jsonl";
export { validateTrajectory, unknownEventIds } from "./validate";
