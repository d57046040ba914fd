import { auvFromSteps } from "../auv/auv";
import { fitRange } from "./axisRange";
import { seriesStyle } from "./encoding";
import type { SeriesStyle } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One model's success steps (one per task; null = never solved). */
export interface StepsSeries {
  name: string;
  steps: readonly (number | null)[];
}

/** Options of `auvByHorizonFigure`. */
export interface AuvByHorizonOptions {
  title?: string;
  /** Show AUV in percent (default false: a fraction 0–1). */
  percent?: boolean;
  /** Style per series name (default `seriesStyle(i)`). */
  styles?: ReadonlyMap<string, SeriesStyle>;
  /** Height in pixels (default 360). */
  height?: number;
}

/**
 * How the choice of horizon changes AUV: `auvFromSteps(steps, H)` of each model for every H in `horizons`, one
 * line per model. Where two lines cross, the ranking by AUV depends on H. The y axis fits the values within
 * [0, 1] (or [0, 100]) and starts at 0.
 *
 * Edges: no series or no horizon → a figure without traces that says so. A model with no task → RangeError
 * (from `auvFromSteps`).
 *
 * @param series the models' success steps.
 * @param horizons the H values (integers ≥ 1), in drawing order.
 * @param options title, `percent` (AUV in %), per-series `styles` and the figure's height
 * @returns a plotly figure spec for `plotlyHtml`
 * @example
 * auvByHorizonFigure([{ name: "A", steps: [1, 2, null] }], [1, 2, 3]).data.length; // 1
 */
export function auvByHorizonFigure(series: readonly StepsSeries[], horizons: readonly number[], options: AuvByHorizonOptions = {}): PlotlyFigure {
  requireArray(series, "auvByHorizonFigure", "series");
  requireArray(horizons, "auvByHorizonFigure", "horizons");
  if (series.length === 0 || horizons.length === 0) return emptyFigure(options.title, series.length === 0 ? "no model to draw" : "no horizon to draw");
  const unit = options.percent ? 100 : 1;
  const values = series.map((s) => horizons.map((h) => { const a = auvFromSteps([...s.steps], h); return a === null ? null : unit * a; }));
  return {
    data: series.map((s, i) => {
      const style = options.styles?.get(s.name) ?? seriesStyle(i);
      return { x: [...horizons], y: values[i], type: "scatter", mode: "lines+markers", name: s.name, line: { color: style.color, dash: style.dash }, marker: { symbol: style.symbol, size: 6 } };
    }),
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      xaxis: { title: axisTitle("H (horizon, steps)") },
      yaxis: { title: axisTitle(options.percent ? "AUV (%)" : "AUV (fraction, 0–1)"), range: fitRange(values.flat(), { domain: [0, unit], include: [0] }) },
      height: options.height ?? 360,
    },
  };
}
