/**
 * The one visual encoding of every trajlab figure: which colour, line style and marker stands for what. Every
 * figure builder in `plot/` takes its styles from here, so GD^track is the same blue solid line in every notebook,
 * reward = 1 the same green, a model the same colour wherever the same list of models is drawn.
 *
 * Colours start from the Okabe–Ito palette (distinguishable with the common colour-vision deficiencies; Okabe &
 * Ito, "Color Universal Design", https://jfly.uni-koeln.de/color/), without its yellow and black.
 */

/** How one series is drawn: a plotly line colour and dash, and a marker symbol. */
export interface SeriesStyle {
  /** CSS colour, `#rrggbb`. */
  color: string;
  /** plotly line dash: "solid", "dash", "dot" or "dashdot". */
  dash: "solid" | "dash" | "dot" | "dashdot";
  /** plotly marker symbol. */
  symbol: string;
}

/**
 * The two goal-drift measures: GD^track (the last H writes) a blue solid line with round markers, GD^stock (all
 * writes so far) a vermilion dashed line with square markers. The dash keeps them apart in grey-scale prints too.
 *
 * @example
 * DRIFT_STYLES.track.color; // "#0072B2"
 * DRIFT_STYLES.stock.dash;  // "dash"
 * @internal
 */
export const DRIFT_STYLES: { readonly track: SeriesStyle; readonly stock: SeriesStyle } = {
  track: { color: "#0072B2", dash: "solid", symbol: "circle" },
  stock: { color: "#D55E00", dash: "dash", symbol: "square" },
};

/**
 * The write marks under a drift chart: one tick per write, at the top for a drift write (x_k = 0), at the bottom
 * for an aligned write (x_k = 1), in grey so they never compete with the two measures.
 *
 * @internal
 */
export const WRITE_MARK_STYLE: { readonly color: string; readonly symbol: string; readonly size: number } = {
  color: "#888888",
  symbol: "line-ns-open",
  size: 11,
};

/**
 * The names of the reward groups drawn by the figures: the three groups of `rewardGroup` and "all".
 */
export type RewardGroupName = "all" | "reward=1" | "reward=0" | "other";

/**
 * The reward groups: "reward=1" bluish green, "reward=0" reddish purple, "other" (missing or fractional reward)
 * grey, "all" near-black. None of them is the blue or vermilion of the drift measures, so a figure that shows a
 * measure by reward group cannot be misread.
 *
 * @example
 * REWARD_GROUP_STYLES["reward=1"].color; // "#009E73"
 * REWARD_GROUP_STYLES.other.dash;        // "dot"
 */
export const REWARD_GROUP_STYLES: { readonly [K in RewardGroupName]: SeriesStyle } = {
  all: { color: "#333333", dash: "solid", symbol: "circle" },
  "reward=1": { color: "#009E73", dash: "solid", symbol: "circle" },
  "reward=0": { color: "#CC79A7", dash: "solid", symbol: "x" },
  other: { color: "#999999", dash: "dot", symbol: "diamond" },
};

/**
 * The outcome classes of a conversation (diagnostics' `OUTCOME_CLASSES`): success the reward = 1 green, drift-write the vermilion of GD^stock (a drift write is
 * what GD^stock counts), omission reddish purple, loop orange, other sky blue, infrastructure grey (not the agent's
 * doing), unscored light grey. One map, so a Sankey of fault flows and a bar chart of outcome classes agree.
 *
 * @example
 * OUTCOME_STYLES["drift-write"].color; // "#D55E00"
 * OUTCOME_STYLES.success.color;        // "#009E73"
 */
export const OUTCOME_STYLES: { readonly [name: string]: SeriesStyle } = {
  success: { color: "#009E73", dash: "solid", symbol: "circle" },
  "drift-write": { color: "#D55E00", dash: "solid", symbol: "square" },
  omission: { color: "#CC79A7", dash: "solid", symbol: "diamond" },
  loop: { color: "#E69F00", dash: "solid", symbol: "triangle-up" },
  other: { color: "#56B4E9", dash: "solid", symbol: "x" },
  infrastructure: { color: "#999999", dash: "dot", symbol: "cross" },
  unscored: { color: "#DDDDDD", dash: "dot", symbol: "circle-open" },
};

/**
 * The style of an outcome class by name; a class without a style of its own (a custom classifier's) gets
 * `seriesStyle(fallbackIndex)`.
 *
 * @param name the class's name
 * @param fallbackIndex the position used for an unknown class (default 0)
 * @returns its style
 * @example
 * outcomeStyle("drift-write").color;  // "#D55E00"
 * outcomeStyle("other").color;        // "#56B4E9"
 * outcomeStyle("new class", 2).color; // "#009E73"
 */
export function outcomeStyle(name: string, fallbackIndex = 0): SeriesStyle {
  return Object.prototype.hasOwnProperty.call(OUTCOME_STYLES, name) ? OUTCOME_STYLES[name] : seriesStyle(fallbackIndex);
}

/**
 * Reference lines (a horizon, a bound, the diagonal): thin grey lines that annotate the data without looking
 * like data. `horizon` marks a chosen step (t_max, H), `rule` a computed choice (the plateau rule), `identity`
 * the line y = x, `bound` a theoretical ceiling (drawn in the colour of its series, with this dash and width).
 *
 * @internal
 */
export const REFERENCE_STYLES: {
  readonly horizon: { color: string; dash: SeriesStyle["dash"]; width: number };
  readonly rule: { color: string; dash: SeriesStyle["dash"]; width: number };
  readonly identity: { color: string; dash: SeriesStyle["dash"]; width: number };
  readonly bound: { dash: SeriesStyle["dash"]; width: number };
} = {
  horizon: { color: "#888888", dash: "dash", width: 1 },
  rule: { color: "#555555", dash: "dot", width: 1.5 },
  identity: { color: "#bbbbbb", dash: "dot", width: 1 },
  bound: { dash: "dot", width: 1 },
};

/**
 * 24 colours for categorical series (models, environments, runs), in order. Chosen greedily: the six Okabe–Ito
 * colours first, then each next colour the one farthest (in the OKLab colour space) from all colours before it,
 * among colours of OKLab lightness 0.42–0.74 (visible on a white background). The smallest OKLab distance between
 * any two of the 24 (0.111) is about that between two of the 10 colours of matplotlib's `tab10`, plotly's default
 * (0.113), and between two of the first 17 it is 0.133: 17 models on one plot stay as distinct as 10 series with the
 * default palette (tested).
 *
 * @internal
 */
export const SERIES_PALETTE: readonly string[] = [
  "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
  "#86046b", "#554e25", "#914de6", "#4224bf", "#4eca2a", "#d71f75",
  "#e573ff", "#97b591", "#775774", "#887b2c", "#b32517", "#6887ff",
  "#2f751d", "#2b4c83", "#f68675", "#bd35b6", "#366e6b", "#8a8fb7",
];

const DASHES: readonly SeriesStyle["dash"][] = ["solid", "dash", "dot", "dashdot"];
const SYMBOLS: readonly string[] = ["circle", "square", "diamond", "triangle-up", "x", "cross", "triangle-down", "star"];

/**
 * The style of the i-th categorical series: colour `SERIES_PALETTE[i mod 24]`; the line dash changes with each
 * round through the palette (series 0–23 solid, 24–47 dashed, …), so (colour, dash) stays unique for 96 series;
 * the marker symbol cycles through 8 symbols.
 *
 * @param index 0-based position of the series in its list (a model's position in the list of all models keeps its
 *   colour the same across figures).
 * @returns the series' colour, dash and marker symbol
 * @throws {RangeError} when `index` is not a non-negative integer.
 * @example
 * seriesStyle(0).color;  // "#0072B2"
 * seriesStyle(24).color; // "#0072B2"
 * seriesStyle(24).dash;  // "dash"
 */
export function seriesStyle(index: number): SeriesStyle {
  if (!Number.isInteger(index) || index < 0) {
    throw new RangeError(`seriesStyle: index must be a non-negative integer, got ${JSON.stringify(index)}`);
  }
  const n = SERIES_PALETTE.length;
  return {
    color: SERIES_PALETTE[index % n],
    dash: DASHES[Math.floor(index / n) % DASHES.length],
    symbol: SYMBOLS[index % SYMBOLS.length],
  };
}

/**
 * A style per name, fixed by the name's position in `names` (first occurrence): pass the full list of models (or
 * environments) of a study, and draw any subset with `styles.get(name)`, so a model keeps its colour when a figure
 * shows only two of them.
 *
 * @param names the names of a study's categories (repeats ignored)
 * @returns each name's style, by its first position in `names`
 * @example
 * categoryStyles(["a", "b", "a"]).get("b")?.color; // "#D55E00"
 * categoryStyles(["a", "b"]).size;                 // 2
 */
export function categoryStyles(names: Iterable<string>): Map<string, SeriesStyle> {
  const out = new Map<string, SeriesStyle>();
  for (const name of names) if (!out.has(name)) out.set(name, seriesStyle(out.size));
  return out;
}
