import { auvDifferenceByGainStep, runningAuvDifference } from "../auv/auvDifference";
import { fitRange } from "./axisRange";
import { seriesStyle } from "./encoding";
import { axisTitle } from "./layout";
import type { PlotlyFigure } from "./plotly";
import type { CurveSeries } from "./successCurvesFigure";

/** Options of `auvDifferenceFigure`. */
export interface AuvDifferenceFigureOptions {
  title?: string;
  /** Show the difference in percentage points (default false: in AUV units, fractions). */
  percent?: boolean;
  /** Height in pixels (default 360). */
  height?: number;
}

/**
 * Where the AUV difference between two models builds up: the running difference D_t = running AUV(A) − AUV(B)
 * (`runningAuvDifference`, a line ending at AUV(A) − AUV(B) at t = H) and the same total split by the step of the
 * gains, w(k)(δA_k − δB_k)/H (`auvDifferenceByGainStep`, bars at step k + 1). The y axis fits both and includes 0.
 *
 * Edges: curves of different lengths or shorter than 2 points → RangeError (from the two metrics).
 *
 * @param a model A's success curve P_0 … P_H.
 * @param b model B's success curve on the same horizon.
 * @param options title, `percent` (the difference in percentage points) and the figure's height
 * @returns a plotly figure spec for `plotlyHtml`
 * @example
 * auvDifferenceFigure({ name: "A", curve: [0, 1, 1] }, { name: "B", curve: [0, 0, 1] }).data.length; // 2
 */
export function auvDifferenceFigure(a: CurveSeries, b: CurveSeries, options: AuvDifferenceFigureOptions = {}): PlotlyFigure {
  const unit = options.percent ? 100 : 1;
  const running = runningAuvDifference([...a.curve], [...b.curve]).map((d) => unit * d);
  const byGain = auvDifferenceByGainStep([...a.curve], [...b.curve]).map((d) => unit * d);
  const line = seriesStyle(0);
  const bars = seriesStyle(5);
  const what = options.percent ? "percentage points" : "AUV units";
  return {
    data: [
      { x: running.map((_, t) => t), y: running, type: "scatter", mode: "lines+markers", name: "D_t = running AUV(A) − AUV(B)", line: { color: line.color, width: 2 }, marker: { size: 5 } },
      { x: byGain.map((_, k) => k + 1), y: byGain, type: "bar", name: "by gain step: w(k)(δA − δB)/H", marker: { color: bars.color }, opacity: 0.6 },
    ],
    layout: {
      title: { text: options.title ?? `where AUV(${a.name}) − AUV(${b.name}) accumulates (A = ${a.name}, B = ${b.name})` },
      xaxis: { title: axisTitle("t (steps; each bar sits at the step of its gain, k + 1)"), range: [-0.5, running.length - 0.5] },
      yaxis: { title: axisTitle(`AUV(A) − AUV(B) (${what})`), range: fitRange([...running, ...byGain], { include: [0] }), zeroline: true },
      legend: { orientation: "h", y: -0.3, yanchor: "top" },
      height: options.height ?? 360,
    },
  };
}
