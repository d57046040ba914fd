import { minimumDetectableDifference, type PowerOptions } from "../stats/minimumDetectableDifference";
import { fitRange } from "./axisRange";
import { categoryStyles } from "./encoding";
import type { SeriesStyle } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One curve of `detectableDifferenceFigure`: a name, the variance of one task's difference, and optionally the task count it has. */
export interface DetectableDifferenceSeries {
  name: string;
  /** σ²_d: the variance of one task's difference between two runs (e.g. `noiseFloor(...).differenceVariance`). */
  differenceVariance: number;
  /** The number of tasks the benchmark (or the pair) has: marked on the curve. */
  tasks?: number;
}

/** Options of `detectableDifferenceFigure`. */
export interface DetectableDifferenceOptions extends PowerOptions {
  title?: string;
  /** Title of the difference axis (the score and its unit; default "MDD (score units)"). */
  valueTitle?: string;
  /** Style per series name (default `categoryStyles` of the names in order). */
  styles?: ReadonlyMap<string, SeriesStyle>;
  /** Height in pixels (default 360). */
  height?: number;
}

/**
 * How many tasks a difference needs: the minimum detectable difference MDD(T) = (z_{1−α/2} + z_power)·√(σ²_d/T)
 * (`minimumDetectableDifference`, two-sided α = 0.05 and power 0.8 by default) against the number of tasks T, on a
 * log axis, one line per series, and a marker at each series' own task count. A difference below the curve at a
 * given T is not resolved by T tasks.
 *
 * Edges: no series or no task count → a figure without traces that says so.
 *
 * @param series the curves (a run's noise, a domain's paired differences)
 * @param taskCounts the values of T to draw (integers ≥ 1), in increasing order
 * @param options α and power, title, axis title, styles
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {RangeError} when a variance is negative or a task count is not an integer ≥ 1 (from `minimumDetectableDifference`).
 * @example
 * detectableDifferenceFigure([{ name: "airline", differenceVariance: 0.5, tasks: 50 }], [10, 50, 100]).data.length; // 2
 */
export function detectableDifferenceFigure(series: readonly DetectableDifferenceSeries[], taskCounts: readonly number[], options: DetectableDifferenceOptions = {}): PlotlyFigure {
  requireArray(series, "detectableDifferenceFigure", "series");
  requireArray(taskCounts, "detectableDifferenceFigure", "taskCounts");
  if (series.length === 0 || taskCounts.length === 0) return emptyFigure(options.title, series.length === 0 ? "no series to draw" : "no task count to draw");
  const power = { ...(options.alpha !== undefined ? { alpha: options.alpha } : {}), ...(options.power !== undefined ? { power: options.power } : {}) };
  const styles = options.styles ?? categoryStyles(series.map((s) => s.name));
  const fallback = categoryStyles(series.map((s) => s.name));
  const data: object[] = [];
  const values: number[] = [];
  for (const s of series) {
    const style = styles.get(s.name) ?? fallback.get(s.name)!;
    const y = taskCounts.map((t) => minimumDetectableDifference(s.differenceVariance, t, power));
    // a zero variance has no MDD (null: plotly leaves a gap, nothing is drawn at 0)
    values.push(...y.filter((v): v is number => v !== null));
    data.push({
      type: "scatter", mode: "lines", name: s.name, legendgroup: s.name, x: [...taskCounts], y, line: { color: style.color, dash: style.dash, width: 2 },
      hovertemplate: `T = %{x}<br>MDD %{y:.3f}<extra>${s.name.replace(/[<>]/g, "")}</extra>`,
    });
    if (s.tasks !== undefined) {
      const at = minimumDetectableDifference(s.differenceVariance, s.tasks, power);
      if (at === null) continue;
      values.push(at);
      data.push({
        type: "scatter", mode: "markers+text", name: `${s.name}: T = ${s.tasks}`, legendgroup: s.name, showlegend: false,
        x: [s.tasks], y: [at], text: [`T = ${s.tasks}: ${at.toFixed(3)}`], textposition: "top right",
        marker: { color: style.color, symbol: style.symbol, size: 10 },
      });
    }
  }
  return {
    data,
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      xaxis: { type: "log", title: axisTitle("T (tasks compared, log scale)") },
      yaxis: { title: axisTitle(options.valueTitle ?? "MDD (score units)"), range: fitRange(values, { include: [0] }) },
      height: options.height ?? 360,
    },
  };
}
