/**
 * How do results look in a notebook? Display helpers: plotly figures and tables as HTML, escaped, with one
 * missing-value dash.
 *
 * @module plot
 */
export { escapeHtml, scriptSafeJson } from "./escape";
export { plotlySetup, plotlyHtml } from "./plotly";
export type { PlotlyFigure, PlotlyHtmlOptions } from "./plotly";
export { tableHtml, formatTableCell } from "./table";
export type { DataFrameLike, TableHtmlOptions } from "./table";
export { faultFlowSankey } from "./faultFlowSankey";
export type { FaultFlowSankeyOptions } from "./faultFlowSankey";
export { LONG_TABLE_ROWS, TABLE_PREVIEW_ROWS } from "./tableControls";
export {
  DRIFT_STYLES, WRITE_MARK_STYLE, REWARD_GROUP_STYLES, REFERENCE_STYLES, SERIES_PALETTE, seriesStyle, categoryStyles,
} from "./encoding";
export { OUTCOME_STYLES, outcomeStyle } from "./encoding";
export type { SeriesStyle, RewardGroupName } from "./encoding";
export { fitRange } from "./axisRange";
export type { FitRangeOptions } from "./axisRange";
export { driftLinesFigure, driftLinesGrid } from "./driftLinesFigure";
export type { DriftLinesInput, DriftLinesOptions, DriftLinesPanel } from "./driftLinesFigure";
export { crossTaskFigure } from "./crossTaskFigure";
export type { CrossTaskFigurePoint, CrossTaskFigureOptions } from "./crossTaskFigure";
export { successCurvesFigure } from "./successCurvesFigure";
export type { CurveSeries, StepMark, SuccessCurvesOptions } from "./successCurvesFigure";
export { srAuvFigure } from "./srAuvFigure";
export type { SrAuvPoint, SrAuvFigureOptions } from "./srAuvFigure";
export { stepGainsFigure } from "./stepGainsFigure";
export type { StepGainsFigureOptions } from "./stepGainsFigure";
export { auvDifferenceFigure } from "./auvDifferenceFigure";
export type { AuvDifferenceFigureOptions } from "./auvDifferenceFigure";
export { auvByHorizonFigure } from "./auvByHorizonFigure";
export type { StepsSeries, AuvByHorizonOptions } from "./auvByHorizonFigure";
export { heatmapFigure } from "./heatmapFigure";
export type { HeatmapInput, HeatmapFigureOptions } from "./heatmapFigure";
export { radarFigure } from "./radarFigure";
export type { RadarSeries, RadarFigureOptions } from "./radarFigure";
export { intervalsFigure } from "./intervalsFigure";
export type { IntervalRow, IntervalsFigureOptions } from "./intervalsFigure";
export { outcomeClassesFigure } from "./outcomeClassesFigure";
export type { OutcomeCounts, OutcomeClassesOptions } from "./outcomeClassesFigure";
export { detectableDifferenceFigure } from "./detectableDifferenceFigure";
export type { DetectableDifferenceSeries, DetectableDifferenceOptions } from "./detectableDifferenceFigure";
export { conversationHtml } from "./conversationHtml";
export type { ConversationHtmlOptions } from "./conversationHtml";
export { MISSING_VALUE } from "./missingValue";
