/**
 * What is in my export, and what should I look at first? Load any export (τ² file or directory, text or voice,
 * τ-bench v1, TIDE JSONL, `.events.jsonl`), say what was loaded and what was left out, summarise reward and drift
 * with task-clustered intervals, rank the conversations by their warning signs with a drill-down view each, and
 * pick two runs to compare. Definitions: docs/definitions/explore.md.
 *
 * @module explore
 */
export { EXPLORE_DATA_ENV, exportPaths } from "./exportPaths";
export { loadExport } from "./loadExport";
export type { ExportSource, ExportLoad } from "./loadExport";
export { loadSummary } from "./loadSummary";
export type { LoadSummary, LoadSummaryRow, LoadIssue } from "./loadSummary";
export { rewardSummary } from "./rewardSummary";
export type { RewardSummary } from "./rewardSummary";
export { driftByRewardGroup } from "./driftByRewardGroup";
export type { DriftGroupRow } from "./driftByRewardGroup";
export { diagnoseSource } from "./diagnoseSource";
export type { DiagnoseSourceOptions } from "./diagnoseSource";
export { rankConversations, RANKING_RULE } from "./rankConversations";
export type { RankSignal, RankOptions, RankedConversation } from "./rankConversations";
export { drillDownHtml } from "./drillDownHtml";
export type { DrillDownOptions } from "./drillDownHtml";
export { comparablePair } from "./comparablePair";
export type { ComparablePair } from "./comparablePair";
