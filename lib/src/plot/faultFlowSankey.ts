/**
 * The fault-flow Sankey figure: outcome classes of system A on the left, of system B on the right, a band per
 * transition as wide as its number of tasks.
 */
import type { FaultFlow } from "../stats/faultFlow";
import { outcomeStyle } from "./encoding";
import type { PlotlyFigure } from "./plotly";

/** Options of {@link faultFlowSankey}. */
export interface FaultFlowSankeyOptions {
  /** Name of system A (left). Default "A". */
  nameA?: string;
  /** Name of system B (right). Default "B". */
  nameB?: string;
  /** Figure title. Default "Fault flow: A → B (tasks)". */
  title?: string;
}

/**
 * A plotly Sankey figure of a {@link FaultFlow}: nodes "A: class" and "B: class" with their task counts, one
 * link per non-zero transition (hover: the count and the first task ids). Presentation only: every number comes
 * from the flow. Node colours are the outcome classes' (`OUTCOME_STYLES`, through `outcomeStyle`), the same as in
 * `outcomeClassesFigure`. Display it with `plotlyHtml(faultFlowSankey(flow))`.
 *
 * Edges: a flow with no task → a figure with no links and a title saying so.
 *
 * @param flow the fault flow to draw
 * @param options names of the systems and the title
 * @returns a plotly figure (data, layout)
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const flow = faultFlow(run.conversations, run.conversations, diagnosticOutcomeClassifier([run]));
 * faultFlowSankey(flow, { nameA: "v1", nameB: "v2" }).data[0].type; // "sankey"
 */
export function faultFlowSankey(flow: FaultFlow, options: FaultFlowSankeyOptions = {}): PlotlyFigure {
  const nameA = options.nameA ?? "A";
  const nameB = options.nameB ?? "B";
  const k = flow.classes.length;
  const colour = (c: string, i: number) => outcomeStyle(c, i).color;
  const rowTotals = flow.table.map((r) => r.reduce((s, x) => s + x, 0));
  const colTotals = flow.classes.map((_, j) => flow.table.reduce((s, r) => s + r[j], 0));
  const label = [
    ...flow.classes.map((c, i) => `${nameA}: ${c} (${rowTotals[i]})`),
    ...flow.classes.map((c, j) => `${nameB}: ${c} (${colTotals[j]})`),
  ];
  const index = new Map(flow.classes.map((c, i) => [c, i] as const));
  const links = flow.transitions.filter((t) => t.count > 0);
  const shortList = (ids: string[]) => (ids.length > 8 ? `${ids.slice(0, 8).join(", ")}, … ${ids.length - 8} more` : ids.join(", "));
  const title =
    options.title ??
    (flow.tasks === 0
      ? `Fault flow: ${nameA} → ${nameB} (no shared task)`
      : `Fault flow: ${nameA} → ${nameB}<br>on ${flow.tasks} tasks — fixed ${flow.fixed.count}, broken ${flow.broken.count} (exact p = ${flow.test.pValue.toPrecision(3)})`);
  return {
    data: [
      {
        type: "sankey",
        arrangement: "snap",
        node: {
          label,
          color: [...flow.classes.map(colour), ...flow.classes.map(colour)],
          pad: 18,
          thickness: 16,
        },
        link: {
          source: links.map((t) => index.get(t.from) as number),
          target: links.map((t) => k + (index.get(t.to) as number)),
          value: links.map((t) => t.count),
          customdata: links.map((t) => shortList(t.tasks)),
          hovertemplate: "%{source.label} → %{target.label}: %{value} tasks<br>tasks: %{customdata}<extra></extra>",
          color: links.map((t) => (t.from === t.to ? "rgba(160,160,160,0.35)" : `${colour(t.to, index.get(t.to) as number)}66`)),
        },
      },
    ],
    // the title on two lines, left-aligned, with room above the plot: long run names are never clipped at both ends
    layout: { title: { text: title, x: 0.01, xanchor: "left" }, font: { size: 12 }, margin: { t: 80 } },
  };
}
