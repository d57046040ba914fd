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
export { MISSING_VALUE } from "./missingValue";
