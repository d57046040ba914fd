import { DRIFT_STYLES, REWARD_GROUP_STYLES } from "./encoding";
import type { RewardGroupName } from "./encoding";
import { axisTitle, emptyFigure, requireArray } from "./layout";
import type { PlotlyFigure } from "./plotly";

/** One conversation of the cross-task view (a `CrossTaskPoint` of `crossTaskSequence` has these fields). */
export interface CrossTaskFigurePoint {
  /** 1-based position among the conversations with writes, in run order. */
  position: number;
  conversationId: string;
  rewardGroup: string;
  /** GD^track at the conversation's last write. */
  trackFinal: number;
  /** GD^stock pooled over conversations 1 … position (a measurement point; its value may be null). */
  cumulativeStock: { value: number | null };
}

/** Options of `crossTaskFigure`. */
export interface CrossTaskFigureOptions {
  title?: string;
  /** Colour each conversation's marker by its reward group (`REWARD_GROUP_STYLES`) instead of the GD^track colour (default false). */
  byRewardGroup?: boolean;
  /** Height in pixels (default 340). */
  height?: number;
}

/**
 * The cross-task sequence of a run: one marker per conversation (its final GD^track) and the cumulative pooled
 * GD^stock as a line, both against the conversation's position in run order. Styles from `DRIFT_STYLES`; with
 * `byRewardGroup`, markers take the reward group's colour and the legend says which is which.
 *
 * Edges: no points → a figure without traces that says "no conversation with writes". A point whose cumulative
 * value is null leaves a gap in the line (never a 0).
 *
 * @param points from `crossTaskSequence(report)`.
 * @param options title, `byRewardGroup` (marker colour by reward group) and the figure's height
 * @returns a plotly figure spec for `plotlyHtml`
 * @throws {TypeError} when `points` is not an array.
 * @example
 * crossTaskFigure([{ position: 1, conversationId: "c1", rewardGroup: "reward=1", trackFinal: 0.5, cumulativeStock: { value: 0.5 } }]).data.length; // 2
 */
export function crossTaskFigure(points: readonly CrossTaskFigurePoint[], options: CrossTaskFigureOptions = {}): PlotlyFigure {
  requireArray(points, "crossTaskFigure", "points");
  if (points.length === 0) return emptyFigure(options.title, "no conversation with writes: nothing to draw");
  const markerTraces: object[] = [];
  const markerOf = (subset: readonly CrossTaskFigurePoint[], name: string, color: string) => ({
    x: subset.map((p) => p.position), y: subset.map((p) => p.trackFinal), text: subset.map((p) => p.conversationId),
    type: "scatter", mode: "markers", name, marker: { size: 5, color, symbol: DRIFT_STYLES.track.symbol },
    hovertemplate: "%{text}<br>position %{x}<br>final GD^track %{y:.3f}<extra></extra>",
  });
  if (options.byRewardGroup) {
    const groups = [...new Set(points.map((p) => p.rewardGroup))];
    for (const g of groups) {
      const style = REWARD_GROUP_STYLES[g as RewardGroupName] ?? REWARD_GROUP_STYLES.other;
      markerTraces.push(markerOf(points.filter((p) => p.rewardGroup === g), `final GD^track, ${g}`, style.color));
    }
  } else {
    markerTraces.push(markerOf(points, "final GD^track per conversation", DRIFT_STYLES.track.color));
  }
  return {
    data: [
      ...markerTraces,
      {
        x: points.map((p) => p.position), y: points.map((p) => p.cumulativeStock.value), type: "scatter", mode: "lines",
        name: "cumulative GD^stock (pooled)", line: { color: DRIFT_STYLES.stock.color, dash: DRIFT_STYLES.stock.dash, width: 2 },
      },
    ],
    layout: {
      ...(options.title !== undefined ? { title: { text: options.title } } : {}),
      xaxis: { title: axisTitle("conversation position in run order (conversations with writes)"), range: [0, points.length + 1] },
      yaxis: { title: axisTitle("GD (share of drift writes, 0–1)"), range: [-0.05, 1.05] },
      legend: { orientation: "h", y: -0.3, yanchor: "top" },
      height: options.height ?? 340,
    },
  };
}
