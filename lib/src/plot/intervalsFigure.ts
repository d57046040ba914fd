import { showValue } from "../stats/guards";
import { fitRange } from "./axisRange";
import { categoryStyles, REFERENCE_STYLES } from "./encoding";
import type { SeriesStyle } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One estimate of an interval chart: a label, the estimate and its interval (null = not computable). */
export interface IntervalRow {
  /** The row's label on the y axis (a run, an agent, a method). */
  label: string;
  /** The estimate, or null when not measured. */
  value: number | null;
  /** Lower and upper end of its interval, or null when there is none (one task, no spread). */
  lo: number | null;
  hi: number | null;
  /** What the row belongs to (a reward group, a domain, an interval method): its colour and legend entry. Default: one group. */
  group?: string;
}

/** Options of `intervalsFigure`. */
export interface IntervalsFigureOptions {
  title?: string;
  /** Title of the value axis (the quantity and its unit). */
  valueTitle?: string;
  /** The quantity's own bounds (e.g. [0, 1] for a share): the axis fits the data within them. */
  domain?: readonly [number, number];
  /** A reference value drawn as a thin vertical line (e.g. 0 for a difference). */
  reference?: number;
  /** Style per group (e.g. `REWARD_GROUP_STYLES` as a Map, or `categoryStyles(allAgents)`); default `categoryStyles` of the groups in order. */
  styles?: ReadonlyMap<string, SeriesStyle>;
  /** Height in pixels (default 26 per row + 200, at least 300: the title, the axis and the legend need room). */
  height?: number;
}

/**
 * An interval chart ("forest plot"): one row per estimate, a marker at the estimate and a horizontal bar over its
 * interval, rows top to bottom in the order given, coloured by group with one legend entry per group. A row whose
 * interval is null shows its marker alone; a row whose estimate is null is listed with "—" and draws nothing (never
 * a 0). The value axis fits every estimate and interval end (within `domain`), and includes `reference`.
 *
 * Edges: no rows → a figure without traces that says "no estimate".
 *
 * @param rows the estimates, in reading order
 * @param options title, axis title, domain, reference line, styles
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {TypeError} when `rows` is not an array.
 * @throws {RangeError} when a row's value or interval end is neither null nor a finite number, or lo > hi.
 * @example
 * intervalsFigure([{ label: "run A", value: 0.5, lo: 0.3, hi: 0.7 }, { label: "run B", value: null, lo: null, hi: null }]).data.length; // 1
 * intervalsFigure([]).data.length; // 0
 */
export function intervalsFigure(rows: readonly IntervalRow[], options: IntervalsFigureOptions = {}): PlotlyFigure {
  requireArray(rows, "intervalsFigure", "rows");
  rows.forEach((r, i) => {
    for (const k of ["value", "lo", "hi"] as const) {
      const v = r[k];
      if (v !== null && !(typeof v === "number" && Number.isFinite(v))) throw new RangeError(`intervalsFigure: rows[${i}].${k} must be a finite number or null, got ${showValue(v)}`);
    }
    if (r.lo !== null && r.hi !== null && r.lo > r.hi) throw new RangeError(`intervalsFigure: rows[${i}].lo must be ≤ rows[${i}].hi, got ${r.lo} > ${r.hi}`);
  });
  if (rows.length === 0) return emptyFigure(options.title, "no estimate to draw");
  const groupOf = (r: IntervalRow) => r.group ?? "";
  const groups = [...new Set(rows.map(groupOf))];
  const styles = options.styles ?? categoryStyles(groups);
  const fallback = categoryStyles(groups);
  // row i sits at y = n − i (the first row on top); its label is the tick text, so equal labels stay apart
  const n = rows.length;
  const labels = rows.map((r) => `${r.label}${r.value === null ? " (—)" : ""}`);
  const data = groups.map((g) => {
    const mine = rows.map((r, i) => ({ r, i })).filter(({ r }) => groupOf(r) === g && r.value !== null);
    const style = styles.get(g) ?? fallback.get(g)!;
    return {
      type: "scatter", mode: "markers", name: g === "" ? "estimate" : g, showlegend: g !== "",
      x: mine.map(({ r }) => r.value), y: mine.map(({ i }) => n - i), text: mine.map(({ i }) => labels[i]),
      error_x: {
        type: "data", symmetric: false, thickness: 2.5, width: 4, color: style.color,
        array: mine.map(({ r }) => (r.hi === null ? 0 : r.hi - (r.value as number))),
        arrayminus: mine.map(({ r }) => (r.lo === null ? 0 : (r.value as number) - r.lo)),
      },
      marker: { color: style.color, symbol: style.symbol, size: 8 },
      customdata: mine.map(({ r }) => [r.lo === null ? "—" : r.lo.toFixed(3), r.hi === null ? "—" : r.hi.toFixed(3)]),
      hovertemplate: `%{text}<br>%{x:.3f} [%{customdata[0]}, %{customdata[1]}]<extra>${g.replace(/[<>]/g, "")}</extra>`,
    };
  }).filter((t) => t.x.length > 0);
  const ends = rows.flatMap((r) => [r.value, r.lo, r.hi]);
  const range = fitRange(ends, { ...(options.domain ? { domain: options.domain } : {}), include: options.reference === undefined ? [] : [options.reference] });
  const shapes = options.reference === undefined ? [] : [{
    type: "line", xref: "x", yref: "paper", x0: options.reference, x1: options.reference, y0: 0, y1: 1,
    line: { color: REFERENCE_STYLES.identity.color, dash: "solid", width: 1 },
  }];
  const longest = Math.max(...rows.map((r) => r.label.length + (r.value === null ? 4 : 0)));
  return {
    data,
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      xaxis: { title: axisTitle(options.valueTitle ?? ""), ...(range ? { range } : {}), zeroline: false },
      yaxis: { tickvals: labels.map((_, i) => n - i), ticktext: labels, range: [0.4, n + 0.6], zeroline: false, showgrid: false, automargin: true },
      margin: { l: Math.min(420, 20 + 7 * longest) },
      shapes,
      legend: { orientation: "h", y: -0.15, yanchor: "top" },
      height: options.height ?? Math.max(300, 26 * rows.length + 200),
    },
  };
}
