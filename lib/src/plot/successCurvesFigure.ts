import { fitRange } from "./axisRange";
import { seriesStyle } from "./encoding";
import type { SeriesStyle } from "./encoding";
import { axisTitle, emptyFigure, requireArray, translucent, verticalMark } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One success curve to draw: P_0 … P_T (index = steps allowed), as fractions of all tasks. */
export interface CurveSeries {
  name: string;
  curve: readonly number[];
}

/** A labelled vertical line: a horizon (t_max, H) or a rule's choice (the plateau step). */
export interface StepMark {
  x: number;
  label: string;
  /** "horizon" (grey dashed, default) or "rule" (darker dotted). */
  kind?: "horizon" | "rule";
}

/** Options of `successCurvesFigure`. */
export interface SuccessCurvesOptions {
  title?: string;
  /** Show P_t in percent of all tasks (default false: as a share 0–1). */
  percent?: boolean;
  /** t_max: draws a "t_max = …" line (a shorthand for one `marks` entry). */
  tMax?: number;
  /** Further vertical lines. */
  marks?: readonly StepMark[];
  /** Fill the area under each curve (for showing AUV as an area; default false). */
  fill?: boolean;
  /** Markers on the points (default: when every curve has at most 30 points). */
  markers?: boolean;
  /** Style per series name, e.g. `categoryStyles(allModels)` so a model keeps its colour across figures; default: `seriesStyle(i)`. */
  styles?: ReadonlyMap<string, SeriesStyle>;
  /** Height in pixels (default 380). */
  height?: number;
}

const FN = "successCurvesFigure";

/**
 * Success curves P_t against t, one line per series, with optional t_max and rule lines. Series styles come from
 * `styles` or `seriesStyle` (24 distinct colours, then dashes), so 17 models stay distinct. The y axis fits the
 * data within [0, 1] (or [0, 100] in percent) and always starts at 0; the x axis spans 0 … the longest curve.
 *
 * Edges: no series → a figure without traces that says "no curve". A one-point curve draws one point.
 *
 * @param series the curves (e.g. `successCurve(steps, H)` per model).
 * @param options title, `percent`, a `tMax` line, rule `marks`, `fill` (the area under each curve), `markers` and
 *   per-series `styles`
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {TypeError} when a curve is not an array of numbers.
 * @throws {RangeError} when a curve is empty.
 * @example
 * successCurvesFigure([{ name: "A", curve: [0, 0.5, 1] }], { tMax: 2 }).data.length; // 1
 */
export function successCurvesFigure(series: readonly CurveSeries[], options: SuccessCurvesOptions = {}): PlotlyFigure {
  requireArray(series, FN, "series");
  series.forEach((s, i) => checkCurve(s, i));
  const percent = options.percent === true;
  const unit = percent ? 100 : 1;
  if (series.length === 0) return emptyFigure(options.title, "no curve to draw");
  const longest = Math.max(...series.map((s) => s.curve.length));
  const markers = options.markers ?? longest <= 30;
  const data = series.map((s, i) => {
    const style = options.styles?.get(s.name) ?? seriesStyle(i);
    return {
      x: s.curve.map((_, t) => t), y: s.curve.map((p) => unit * p), type: "scatter", mode: markers ? "lines+markers" : "lines", name: s.name,
      line: { color: style.color, dash: style.dash, width: 2 }, marker: { color: style.color, symbol: style.symbol, size: 6 },
      ...(options.fill ? { fill: "tozeroy", fillcolor: translucent(style.color) } : {}),
      hovertemplate: `t = %{x}<br>P_t = %{y:.${percent ? 1 : 3}f}${percent ? "%" : ""}<extra>%{fullData.name}</extra>`,
    };
  });
  const marks: StepMark[] = [...(options.tMax !== undefined ? [{ x: options.tMax, label: `t_max = ${options.tMax}`, kind: "horizon" as const }] : []), ...(options.marks ?? [])];
  const drawn = marks.map((m, i) => verticalMark(m.x, m.label, m.kind ?? "horizon", i % 2 === 0 ? "right" : "left"));
  const yRange = fitRange(series.flatMap((s) => s.curve.map((p) => unit * p)), { domain: [0, unit], include: [0] }) as [number, number];
  return {
    data,
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      xaxis: { title: axisTitle("t (steps allowed)"), range: [0, Math.max(1, longest - 1, ...marks.map((m) => m.x))], ...(longest <= 30 ? { dtick: 1 } : {}) },
      yaxis: { title: axisTitle(percent ? "P_t (% of all tasks solved within t)" : "P_t (share of all tasks solved within t)"), range: yRange },
      shapes: drawn.map((d) => d.shape),
      annotations: drawn.map((d) => d.annotation),
      height: options.height ?? 380,
    },
  };
}

function checkCurve(s: CurveSeries, i: number): void {
  if (s === null || typeof s !== "object" || !Array.isArray(s.curve)) {
    throw new TypeError(`${FN}: series[${i}].curve must be an array of numbers, got ${s === null ? "null" : typeof (s as { curve?: unknown }).curve}`);
  }
  if (s.curve.length === 0) throw new RangeError(`${FN}: series[${i}].curve must have at least one point, got []`);
  const bad = s.curve.findIndex((p) => typeof p !== "number" || !Number.isFinite(p));
  if (bad >= 0) throw new TypeError(`${FN}: series[${i}].curve[${bad}] must be a finite number, got ${JSON.stringify(s.curve[bad])}`);
}
