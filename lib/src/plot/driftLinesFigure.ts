import { DRIFT_STYLES, WRITE_MARK_STYLE } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";

/**
 * What a drift chart needs from a conversation: its write sequence and the two measures at each write. A
 * `ConversationDrift` (from `analyzeDrift`) has all three; so do `trackDrift(x, H)` and `stockDrift(x)` of a
 * hand-made x.
 */
export interface DriftLinesInput {
  /** x_1 … x_N: 1 = aligned write, 0 = drift write. */
  sequence: readonly number[];
  /** GD^track_k, k = 1 … N. */
  track: readonly number[];
  /** GD^stock_k, k = 1 … N. */
  stock: readonly number[];
}

/** Options of `driftLinesFigure` and `driftLinesGrid`. */
export interface DriftLinesOptions {
  /** Figure title. */
  title?: string;
  /** H of GD^track, shown in the legend ("GD^track (H = 3)"); omitted from the label when not given. */
  window?: number;
  /** Draw one tick per write, at the top for a drift write and at the bottom for an aligned write (default true). */
  writeMarks?: boolean;
  /** Height in pixels (default 380 for one chart, 300 per row of a grid). */
  height?: number;
}

const FN = "driftLinesFigure";

/**
 * The goal-drift chart of one conversation: GD^track_k and GD^stock_k against the write number k, with a tick
 * per write (top = drift, bottom = aligned). Styles come from `DRIFT_STYLES` (track blue solid, stock vermilion
 * dashed), so the chart reads the same in every notebook. The y axis is the share's range [0, 1] with room for
 * the ticks; the x axis shows every write number up to 30 writes.
 *
 * Edges: no writes → a figure without traces that says "no writes". One write → one point per measure.
 *
 * @param drift the sequence and both measures (e.g. a `ConversationDrift`).
 * @param options title, the window H of GD^track (for the legend), `writeMarks` (the per-write ticks, default on) and
 *   the figure's height
 * @returns a plotly figure spec for `plotlyHtml`.
 * @throws {TypeError} when sequence, track or stock is not an array.
 * @throws {RangeError} when track or stock does not have one value per write.
 * @example
 * driftLinesFigure({ sequence: [1, 0], track: [0, 0.5], stock: [0, 0.5] }, { window: 3 }).data.length; // 3
 * driftLinesFigure({ sequence: [], track: [], stock: [] }).data.length;                                  // 0
 */
export function driftLinesFigure(drift: DriftLinesInput, options: DriftLinesOptions = {}): PlotlyFigure {
  checkDrift(drift, FN);
  if (drift.sequence.length === 0) return emptyFigure(options.title, "no writes: nothing to draw");
  const layout: Record<string, unknown> = {
    ...(options.title !== undefined ? { title: { text: options.title } } : {}),
    xaxis: xAxis(drift.sequence.length),
    yaxis: yAxis(options.writeMarks !== false),
    legend: { orientation: "h", y: -0.25, yanchor: "top" },
    height: options.height ?? 380,
  };
  return { data: driftTraces(drift, options, "", true), layout };
}

/** One panel of `driftLinesGrid`: a conversation's drift and the line of text above its chart. */
export interface DriftLinesPanel {
  label: string;
  drift: DriftLinesInput;
}

/**
 * Small multiples of `driftLinesFigure`: one chart per conversation, `columns` per row, each with its own x axis
 * (conversations have different numbers of writes) and the same y axis, one shared legend.
 *
 * Edges: no panels → a figure without traces that says "no conversation". A panel without writes stays empty.
 *
 * @param panels the conversations, in reading order.
 * @param options as `driftLinesFigure`, plus `columns` (default 2).
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {RangeError} when `columns` is not an integer ≥ 1, or a panel's measures do not match its sequence.
 * @example
 * driftLinesGrid([{ label: "a", drift: { sequence: [1], track: [0], stock: [0] } }, { label: "b", drift: { sequence: [0], track: [1], stock: [1] } }]).data.length; // 6
 */
export function driftLinesGrid(panels: readonly DriftLinesPanel[], options: DriftLinesOptions & { columns?: number } = {}): PlotlyFigure {
  requireArray(panels, "driftLinesGrid", "panels");
  const columns = options.columns ?? 2;
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError(`driftLinesGrid: columns must be an integer ≥ 1, got ${JSON.stringify(columns)}`);
  panels.forEach((p, i) => checkDrift(p.drift, `driftLinesGrid: panels[${i}]`));
  if (panels.length === 0) return emptyFigure(options.title, "no conversation to draw");
  const cols = Math.min(columns, panels.length);
  const rows = Math.ceil(panels.length / cols);
  const marks = options.writeMarks !== false;
  const data: object[] = [];
  const layout: Record<string, unknown> = {
    ...(options.title !== undefined ? { title: { text: options.title } } : {}),
    grid: { rows, columns: cols, pattern: "independent", ygap: 0.5, xgap: 0.12 },
    legend: { orientation: "h", y: -0.08 - 0.12 / rows, yanchor: "top" },
    height: options.height ?? 300 * rows + 80,
    annotations: panels.map((p, i) => ({
      text: p.label, xref: `x${axisSuffix(i)} domain`, yref: `y${axisSuffix(i)} domain`, x: 0, y: 1.04,
      xanchor: "left", yanchor: "bottom", showarrow: false, font: { size: 11 },
    })),
  };
  panels.forEach((p, i) => {
    const s = axisSuffix(i);
    data.push(...driftTraces(p.drift, options, s, i === 0));
    layout[`xaxis${s}`] = xAxis(p.drift.sequence.length);
    layout[`yaxis${s}`] = { ...yAxis(marks), title: i % cols === 0 ? axisTitle("GD_k (share, 0–1)") : undefined };
  });
  return { data, layout };
}

function axisSuffix(i: number): string {
  return i === 0 ? "" : String(i + 1);
}

function driftTraces(drift: DriftLinesInput, options: DriftLinesOptions, axis: string, legend: boolean): object[] {
  const k = drift.sequence.map((_, i) => i + 1);
  const onAxes = { xaxis: `x${axis}`, yaxis: `y${axis}`, showlegend: legend };
  const trackName = options.window !== undefined ? `GD^track (H = ${options.window})` : "GD^track";
  const traces: object[] = [
    {
      x: k, y: [...drift.track], type: "scatter", mode: "lines+markers", name: trackName, legendgroup: "track",
      line: { color: DRIFT_STYLES.track.color, dash: DRIFT_STYLES.track.dash }, marker: { symbol: DRIFT_STYLES.track.symbol, size: 7 }, ...onAxes,
    },
    {
      x: k, y: [...drift.stock], type: "scatter", mode: "lines+markers", name: "GD^stock", legendgroup: "stock",
      line: { color: DRIFT_STYLES.stock.color, dash: DRIFT_STYLES.stock.dash }, marker: { symbol: DRIFT_STYLES.stock.symbol, size: 7 }, ...onAxes,
    },
  ];
  if (options.writeMarks !== false) {
    traces.push({
      x: k, y: drift.sequence.map((v) => (v === 0 ? 1.07 : -0.07)), type: "scatter", mode: "markers", legendgroup: "writes",
      name: "write (top = drift, bottom = aligned)", hoverinfo: "skip",
      marker: { symbol: WRITE_MARK_STYLE.symbol, size: WRITE_MARK_STYLE.size, color: WRITE_MARK_STYLE.color }, ...onAxes,
    });
  }
  return traces;
}

function xAxis(n: number): object {
  return { title: axisTitle("k (write number)"), range: [0.5, n + 0.5], ...(n <= 30 ? { dtick: 1 } : {}), zeroline: false };
}

function yAxis(marks: boolean): object {
  return { title: axisTitle("GD_k (share of drift writes, 0–1)"), range: marks ? [-0.14, 1.14] : [-0.05, 1.05], tickvals: [0, 0.25, 0.5, 0.75, 1], zeroline: false };
}

function checkDrift(drift: DriftLinesInput, fn: string): void {
  if (drift === null || typeof drift !== "object") throw new TypeError(`${fn}: drift must be an object with sequence, track and stock, got ${drift === null ? "null" : typeof drift}`);
  for (const key of ["sequence", "track", "stock"] as const) {
    if (!Array.isArray(drift[key])) throw new TypeError(`${fn}: drift.${key} must be an array, got ${drift[key] === null ? "null" : typeof drift[key]}`);
  }
  const n = drift.sequence.length;
  if (drift.track.length !== n || drift.stock.length !== n) {
    throw new RangeError(`${fn}: drift.track and drift.stock must have one value per write (N = ${n}), got ${drift.track.length} and ${drift.stock.length}`);
  }
}
