/**
 * What did the agent do? Loaders turn exported logs — τ²-bench results (file and directory, text and full-duplex
 * voice runs, bare lists of simulations), τ-bench v1 historical trajectories and TIDE JSONL — into one in-memory
 * model (Run → Conversation → Message / ToolCall), with typed errors that name the file and the JSON path of a bad
 * value, and per-conversation exclusions and warnings instead of losing a whole file to one bad part.
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
  LoadFault,
  LoadExclusion,
  LoadWarningKind,
  LoadWarning,
  Run,
} from "./model";
export { TrajlabInputError } from "./errors";
export type { InputErrorKind } from "./errors";
export { loadRun, loadRuns, detectRunFormat, expandRunPath, STREAM_ABOVE_BYTES } from "./load";
export type { LoadRunOptions, LoadRunsOptions, LoadRunsResult } from "./load";
export { LOAD_EXCLUSION } from "./loadLog";
export { loadTau2Results } from "./tau2";
export { loadTau2Dir } from "./tau2Dir";
export { loadTau1Historical } from "./tau1";
export type { Tau1LoadOptions } from "./tau1";
export { domainFromFileName } from "./domainFromFileName";
export { loadTideJsonl, parseTideJsonl } from "./tide";
export type { TideTask, TideRun } from "./tide";
export { loadTaskTable, parseTaskTable, taskTableRuns } from "./taskTable";
export type { TaskTableRow } from "./taskTable";
export { loadJudgeVerdicts, parseJudgeVerdicts } from "./judgeVerdicts";
export type { JudgeVerdict, JudgeVerdicts } from "./judgeVerdicts";
export { describeRun, describeLoadIssues, loadReport, loadReportLines } from "./describe";
export type { LoadReport } from "./describe";
export { locateSharedData, SHARED_DATA_ENV } from "./shared";
export { locatePublicRuns, type PublicRuns } from "./publicRuns";
