import { auvUpperBound } from "../auv/auv";
import { categoryStyles, REFERENCE_STYLES } from "./encoding";
import type { SeriesStyle } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One model on one environment: its SR and AUV (both fractions, or both percent with `percent: true`). */
export interface SrAuvPoint {
  model: string;
  environment: string;
  sr: number;
  auv: number;
}

/** Options of `srAuvFigure`. */
export interface SrAuvFigureOptions {
  title?: string;
  /** The points are in percent (0–100), as printed in a paper's table (default false: fractions 0–1). */
  percent?: boolean;
  /**
   * The horizon H (= t_max) of each environment: draws its ceiling AUV = SR·(H − 0.5)/H (TIDE Lemma 1) as a
   * dotted line in the environment's colour. Environments without one get no ceiling.
   */
  horizons?: Readonly<Record<string, number>>;
  /** Style per environment (default: `categoryStyles` of the environments in order of first appearance). */
  styles?: ReadonlyMap<string, SeriesStyle>;
  /** Height in pixels (default 480). */
  height?: number;
}

/**
 * SR against AUV, one marker per (model, environment), coloured by environment, with the diagonal AUV = SR and,
 * per environment with a horizon, its ceiling AUV = SR·(H − 0.5)/H (dashed in the environment's colour, with its own
 * legend entry, so the legend never calls a ceiling "AUV = SR"). Hovering a marker names the model. Both axes
 * span the unit's full range (0–1 or 0–100) with a small margin, so points of different figures compare by eye.
 *
 * Edges: no points → a figure without traces that says "no point".
 *
 * @param points one per (model, environment): SR and AUV
 * @param options title, `percent`, per-environment `horizons` (for the ceilings), per-environment `styles` and the
 *   figure's height
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {TypeError} when `points` is not an array.
 * @throws {RangeError} when a point's SR or AUV is not a finite number.
 * @example
 * srAuvFigure([{ model: "m", environment: "E", sr: 0.5, auv: 0.4 }], { horizons: { E: 10 } }).data.length; // 3
 */
export function srAuvFigure(points: readonly SrAuvPoint[], options: SrAuvFigureOptions = {}): PlotlyFigure {
  requireArray(points, "srAuvFigure", "points");
  points.forEach((p, i) => {
    for (const k of ["sr", "auv"] as const) {
      if (typeof p[k] !== "number" || !Number.isFinite(p[k])) throw new RangeError(`srAuvFigure: points[${i}].${k} must be a finite number, got ${JSON.stringify(p[k])}`);
    }
  });
  if (points.length === 0) return emptyFigure(options.title, "no point to draw");
  const top = options.percent ? 100 : 1;
  const envs = [...new Set(points.map((p) => p.environment))];
  const styles = options.styles ?? categoryStyles(envs);
  const data: object[] = [];
  for (const env of envs) {
    const mine = points.filter((p) => p.environment === env);
    const style = styles.get(env) ?? categoryStyles(envs).get(env)!;
    const H = options.horizons?.[env];
    data.push({
      x: mine.map((p) => p.sr), y: mine.map((p) => p.auv), text: mine.map((p) => p.model), type: "scatter", mode: "markers",
      name: H !== undefined ? `${env} (H = ${H})` : env, legendgroup: env, marker: { color: style.color, symbol: style.symbol, size: 8 },
      hovertemplate: `%{text}<br>SR %{x:.${options.percent ? 1 : 3}f}<br>AUV %{y:.${options.percent ? 1 : 3}f}<extra>${env.replace(/[<>]/g, "")}</extra>`,
    });
    if (H !== undefined) {
      data.push({
        x: [0, top], y: [0, top * auvUpperBound(1, H)], type: "scatter", mode: "lines", name: `ceiling SR·(H − 0.5)/H, ${env}, H = ${H}`, legendgroup: env,
        showlegend: true, hoverinfo: "skip", line: { color: style.color, dash: REFERENCE_STYLES.bound.dash, width: REFERENCE_STYLES.bound.width },
      });
    }
  }
  data.push({
    x: [0, top], y: [0, top], type: "scatter", mode: "lines", name: "AUV = SR", hoverinfo: "skip",
    line: { color: REFERENCE_STYLES.identity.color, dash: REFERENCE_STYLES.identity.dash, width: REFERENCE_STYLES.identity.width },
  });
  const unit = options.percent ? " (%)" : " (fraction)";
  return {
    data,
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      xaxis: { title: axisTitle(`SR = P(t_max)${unit}`), range: [-0.02 * top, 1.02 * top] },
      yaxis: { title: axisTitle(`AUV${unit}`), range: [-0.02 * top, 1.02 * top] },
      height: options.height ?? 480,
    },
  };
}
