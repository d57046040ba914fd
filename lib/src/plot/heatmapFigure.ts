import { axisTitle, emptyFigure } from "./layout";
import type { PlotlyFigure } from "./plotly";
import { TABLE_MISSING_TEXT } from "./table";

/** A grid of values: `z[i][j]` is the value of row `rows[i]` and column `columns[j]`; null = not measured. */
export interface HeatmapInput {
  rows: readonly string[];
  columns: readonly string[];
  z: readonly (readonly (number | null)[])[];
}

/** Options of `heatmapFigure`. */
export interface HeatmapFigureOptions {
  title?: string;
  /** Title of the colour bar (the quantity and its unit). */
  valueTitle?: string;
  /** A quantity with a meaningful 0 and both signs (e.g. MI): a blue–red scale centred on 0 (default false: light to dark red). */
  diverging?: boolean;
  /** Digits printed in each cell (default 1). */
  decimals?: number;
  rowTitle?: string;
  columnTitle?: string;
  /** Height in pixels (default: 26 per row + 200, at least 320: plotly cannot draw a plot area squeezed by its margins). */
  height?: number;
}

/**
 * A labelled heatmap of a model × environment (or any rows × columns) table, each cell printed with its value and
 * a missing value printed as "—" (never 0, never coloured as 0). Rows read top to bottom in the order given; the
 * left margin fits the longest row label.
 *
 * Edges: no rows or no columns → a figure without traces that says "no values".
 *
 * @param input the row labels, column labels and values (`z[row][column]`, null for a missing value)
 * @param options title, the colour bar's title, `diverging` (a scale centred on 0), the printed `decimals`, the row
 *   and column titles and the figure's height
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {RangeError} when `z` does not have one row of `columns.length` values per row label, or `decimals` is
 *   not an integer 0–10.
 * @example
 * heatmapFigure({ rows: ["m"], columns: ["E"], z: [[0.5]] }).data.length; // 1
 */
export function heatmapFigure(input: HeatmapInput, options: HeatmapFigureOptions = {}): PlotlyFigure {
  const { rows, columns, z } = input;
  const decimals = options.decimals ?? 1;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) throw new RangeError(`heatmapFigure: decimals must be an integer from 0 to 10, got ${JSON.stringify(options.decimals)}`);
  checkGrid(input);
  if (rows.length === 0 || columns.length === 0) return emptyFigure(options.title, "no values to draw");
  const text = z.map((r) => r.map((v) => (v === null || !Number.isFinite(v) ? TABLE_MISSING_TEXT : v.toFixed(decimals))));
  const longest = Math.max(...rows.map((r) => r.length));
  return {
    data: [{
      z: z.map((r) => [...r]), x: [...columns], y: [...rows], type: "heatmap", text, texttemplate: "%{text}", hoverongaps: false,
      colorscale: options.diverging ? "RdBu" : "Reds", ...(options.diverging ? { zmid: 0 } : { reversescale: false }),
      colorbar: options.valueTitle !== undefined ? { title: { text: options.valueTitle } } : {},
    }],
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      margin: { l: Math.min(320, 20 + 7 * longest) },
      xaxis: { title: axisTitle(options.columnTitle ?? ""), side: "bottom" },
      yaxis: { title: axisTitle(options.rowTitle ?? ""), autorange: "reversed" },
      height: options.height ?? Math.max(320, 26 * rows.length + 200),
    },
  };
}

function checkGrid(input: HeatmapInput): void {
  const z: unknown = input.z;
  const ok = Array.isArray(z) && z.length === input.rows.length && z.every((r) => Array.isArray(r) && r.length === input.columns.length);
  if (!ok) {
    const shape = Array.isArray(z) ? JSON.stringify(z.map((r: unknown) => (Array.isArray(r) ? r.length : typeof r))) : typeof z;
    throw new RangeError(`heatmapFigure: z must have ${input.rows.length} rows of ${input.columns.length} values, got row lengths ${shape.slice(0, 80)}`);
  }
}
