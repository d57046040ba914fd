import { stepGains } from "../auv/auvDifference";
import { fitRange } from "./axisRange";
import { seriesStyle } from "./encoding";
import type { SeriesStyle } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";
import type { CurveSeries } from "./successCurvesFigure";

/** Options of `stepGainsFigure`. */
export interface StepGainsFigureOptions {
  title?: string;
  /** Show δ in percent of all tasks (default false: as a share). */
  percent?: boolean;
  /** Style per series name (default `seriesStyle(i)`). */
  styles?: ReadonlyMap<string, SeriesStyle>;
  /** Height in pixels (default 340). */
  height?: number;
}

/**
 * When each model solves its tasks: grouped bars of the per-step gains δ_k = P_{k+1} − P_k (`stepGains`, TIDE
 * Lemma 1's δ), drawn at the step k + 1 at which those tasks were first solved. The bars of one model add up to
 * its SR; AUV weighs the early ones more. The y axis starts at 0 and fits the tallest bar.
 *
 * Edges: no series → a figure without traces that says "no curve". A curve with fewer than 2 points → RangeError
 * (from `stepGains`).
 *
 * @param series the success curves P_0 … P_H (e.g. `successCurve(steps, H)` per model).
 * @param options title, `percent`, per-series `styles` and the figure's height
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {TypeError} when `series` is not an array.
 * @example
 * stepGainsFigure([{ name: "A", curve: [0, 0.5, 1] }]).data.length; // 1
 */
export function stepGainsFigure(series: readonly CurveSeries[], options: StepGainsFigureOptions = {}): PlotlyFigure {
  requireArray(series, "stepGainsFigure", "series");
  if (series.length === 0) return emptyFigure(options.title, "no curve to draw");
  const unit = options.percent ? 100 : 1;
  const gains = series.map((s) => stepGains([...s.curve]).map((d) => unit * d));
  const data = series.map((s, i) => {
    const style = options.styles?.get(s.name) ?? seriesStyle(i);
    return { x: gains[i].map((_, k) => k + 1), y: gains[i], type: "bar", name: s.name, marker: { color: style.color } };
  });
  const longest = Math.max(...gains.map((g) => g.length));
  return {
    data,
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      barmode: "group",
      xaxis: { title: axisTitle("step at which the task was first solved (k + 1)"), range: [0.5, longest + 0.5], ...(longest <= 30 ? { dtick: 1 } : {}) },
      yaxis: { title: axisTitle(options.percent ? "δ (% of all tasks)" : "δ (share of all tasks)"), range: fitRange(gains.flat(), { domain: [-unit, unit], include: [0] }) },
      height: options.height ?? 340,
    },
  };
}
