import { OUTCOME_CLASSES } from "../diagnostics/outcome";
import { showValue } from "../stats/guards";
import { outcomeStyle } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One bar of `outcomeClassesFigure`: a run's name and its number of conversations per outcome class. */
export interface OutcomeCounts {
  name: string;
  /** Conversations per class; a class not listed counts 0. */
  counts: Readonly<Record<string, number>>;
}

/** Options of `outcomeClassesFigure`. */
export interface OutcomeClassesOptions {
  title?: string;
  /** Draw each bar as shares of its conversations (0–1) instead of counts (default false). */
  share?: boolean;
  /** Height in pixels (default 420). */
  height?: number;
}

/**
 * Conversations per outcome class, one stacked bar per run: the classes of diagnostics' `OUTCOME_CLASSES` in their
 * order (success at the bottom), then any other class found, each in its `OUTCOME_STYLES` colour — the colours of
 * `faultFlowSankey`. A class with no conversation in any run is left out of the legend.
 *
 * Edges: no runs → a figure without traces that says "no run". A run without conversations is an empty bar (with
 * `share`, no bar: a share of nothing is not 0).
 *
 * @param runs the bars, in reading order (e.g. `diagnosis.outcomes` of each diagnosed run as counts)
 * @param options title, shares instead of counts, height
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {TypeError} when `runs` is not an array.
 * @throws {RangeError} when a count is not a non-negative integer.
 * @example
 * outcomeClassesFigure([{ name: "run A", counts: { success: 3, "drift-write": 1 } }]).data.length; // 2
 */
export function outcomeClassesFigure(runs: readonly OutcomeCounts[], options: OutcomeClassesOptions = {}): PlotlyFigure {
  requireArray(runs, "outcomeClassesFigure", "runs");
  runs.forEach((r, i) => {
    for (const [k, v] of Object.entries(r.counts)) {
      if (!(Number.isInteger(v) && v >= 0)) throw new RangeError(`outcomeClassesFigure: runs[${i}].counts[${JSON.stringify(k)}] must be a non-negative integer, got ${showValue(v)}`);
    }
  });
  if (runs.length === 0) return emptyFigure(options.title, "no run to draw");
  const seen = new Set(runs.flatMap((r) => Object.keys(r.counts).filter((k) => r.counts[k] > 0)));
  const classes = [...OUTCOME_CLASSES.filter((c) => seen.has(c)), ...[...seen].filter((c) => !(OUTCOME_CLASSES as readonly string[]).includes(c)).sort()];
  const totals = runs.map((r) => Object.values(r.counts).reduce((s, v) => s + v, 0));
  const data = classes.map((cls, i) => ({
    type: "bar", name: cls, x: runs.map((r) => r.name),
    y: runs.map((r, j) => (options.share ? (totals[j] === 0 ? null : (r.counts[cls] ?? 0) / totals[j]) : r.counts[cls] ?? 0)),
    marker: { color: outcomeStyle(cls, i).color },
    hovertemplate: `%{x}<br>${cls.replace(/[<>]/g, "")}: %{y${options.share ? ":.3f" : ""}}<extra></extra>`,
  }));
  return {
    data,
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      barmode: "stack",
      xaxis: { automargin: true },
      yaxis: { title: axisTitle(options.share ? "share of the run's conversations (0–1)" : "conversations"), ...(options.share ? { range: [0, 1] } : {}) },
      legend: { traceorder: "normal" },
      height: options.height ?? 420,
    },
  };
}
