import { categoryStyles } from "./encoding";
import type { SeriesStyle } from "./encoding";
import { emptyFigure, requireArray, translucent } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One polygon of a radar chart: a name and a value per axis (null = not measured). */
export interface RadarSeries {
  name: string;
  metrics: Readonly<Record<string, number | null>>;
}

/** Options of `radarFigure`. */
export interface RadarFigureOptions {
  title?: string;
  /** Text of each axis (default: the metric name), e.g. { LR: "1 − LR" } after `radarScores` inverted LR. */
  labels?: Readonly<Record<string, string>>;
  /** Style per series name (default `categoryStyles` of the series in order). */
  styles?: ReadonlyMap<string, SeriesStyle>;
  /** Radial range (default [0, 1], the range of `radarScores`). */
  range?: readonly [number, number];
  /** Height in pixels (default 420). */
  height?: number;
}

/**
 * A radar chart: one closed, lightly filled polygon per series over the given axes (e.g. the min–max scaled SR,
 * AUV, 1 − LR and MI of `radarScores`). A missing value is left as a gap in the polygon — it is not drawn as 0.
 *
 * Edges: no series or no axis → a figure without traces that says so.
 *
 * @param series the polygons.
 * @param axes the metric names, in order around the circle.
 * @param options title, axis `labels`, per-series `styles`, the radial `range` (default [0, 1]) and the figure's
 *   height
 * @returns a plotly figure spec for `plotlyHtml`
 * @example
 * radarFigure([{ name: "m", metrics: { SR: 1, AUV: 0.5 } }], ["SR", "AUV"]).data.length; // 1
 */
export function radarFigure(series: readonly RadarSeries[], axes: readonly string[], options: RadarFigureOptions = {}): PlotlyFigure {
  requireArray(series, "radarFigure", "series");
  requireArray(axes, "radarFigure", "axes");
  if (series.length === 0 || axes.length === 0) return emptyFigure(options.title, series.length === 0 ? "no series to draw" : "no axis to draw");
  const styles = options.styles ?? categoryStyles(series.map((s) => s.name));
  const theta = axes.map((a) => options.labels?.[a] ?? a);
  return {
    data: series.map((s) => {
      const style = styles.get(s.name) ?? categoryStyles(series.map((x) => x.name)).get(s.name)!;
      const r = axes.map((a) => {
        const v = s.metrics[a];
        return typeof v === "number" && Number.isFinite(v) ? v : null;
      });
      return {
        type: "scatterpolar", r: [...r, r[0]], theta: [...theta, theta[0]], name: s.name, fill: "toself", fillcolor: translucent(style.color, 0.12),
        line: { color: style.color, dash: style.dash }, marker: { symbol: style.symbol }, connectgaps: false,
      };
    }),
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      polar: { radialaxis: { range: [...(options.range ?? [0, 1])] } },
      height: options.height ?? 420,
    },
  };
}
