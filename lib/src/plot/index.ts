export { escapeHtml, scriptSafeJson } from "./escape";
export { plotlySetup, plotlyHtml } from "./plotly";
export type { PlotlyFigure, PlotlyHtmlOptions } from "./plotly";
export { tableHtml, formatTableCell, TABLE_MISSING_TEXT } from "./table";
export type { DataFrameLike, TableHtmlOptions } from "./table";
export { MISSING_VALUE } from "./missingValue";
