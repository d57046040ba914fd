/**
 * What did the agent do? Loaders turn exported logs — τ²-bench results (file and directory), τ-bench v1
 * historical trajectories and TIDE JSONL — into one in-memory model (Run → Conversation → ToolCall), with typed
 * errors that name the file and the JSON path of a bad value.
 *
 * @module io
 */
export type {
  Requestor,
  RunFormat,
  ToolCall,
  MessageRole,
  ToolResult,
  Message,
  Verification,
  GoldAction,
  ToolType,
  ActionCheck,
  Task,
  Conversation,
  Run,
} from "./model";
export { TrajlabInputError } from "./errors";
export type { InputErrorKind } from "./errors";
export { loadRun, loadRuns, detectRunFormat, expandRunPath } from "./load";
export type { LoadRunsOptions, LoadRunsResult } from "./load";
export { loadTau2Results, loadTau2Dir } from "./tau2";
export { loadTau1Historical, domainFromFileName } from "./tau1";
export type { Tau1LoadOptions } from "./tau1";
export { loadTideJsonl, parseTideJsonl, loadTaskTable, parseTaskTable, taskTableRuns } from "./tide";
export type { TideTask, TideRun, TaskTableRow } from "./tide";
export { describeRun } from "./describe";
export { locateSharedData, SHARED_DATA_ENV } from "./shared";
