/**
 * How do results look in a notebook? Figure builders (drift lines, cross-task sequences, success curves, SR vs
 * AUV, step gains, AUV differences, heatmaps, radars, fault-flow Sankeys) in one visual encoding, plotly figures
 * and sortable tables as HTML, a conversation's drill-down view, all escaped, with one missing-value dash.
 *
 * @module plot
 */
export { escapeHtml, scriptSafeJson } from "./escape";
export { plotlySetup, plotlyHtml } from "./plotly";
export type { PlotlyFigure, PlotlyHtmlOptions } from "./plotly";
export { tableHtml, formatTableCell } from "./table";
export { distinctLabels } from "./distinctLabels";
export type { DataFrameLike, TableHtmlOptions } from "./table";
export { faultFlowSankey } from "./faultFlowSankey";
export type { FaultFlowSankeyOptions } from "./faultFlowSankey";
export { seriesStyle, categoryStyles, outcomeStyle, REWARD_GROUP_STYLES, OUTCOME_STYLES } from "./encoding";
export type { SeriesStyle, RewardGroupName } from "./encoding";
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
export { splitMeasured } from "./notMeasured";
export { intervalText } from "./intervalText";
export type { MeasuredSplit } from "./notMeasured";
export type { ConversationHtmlOptions } from "./conversationHtml";
