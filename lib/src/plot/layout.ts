import { REFERENCE_STYLES } from "./encoding";

/**
 * A vertical reference line at x across the plot, and its label at the top (plotly shape + annotation).
 *
 * @param x where the line is, in data coordinates
 * @param label the label at its top
 * @param kind "horizon" (a chosen step) or "rule" (a computed choice): the reference style
 * @param side which side of the line the label sits on (default "right")
 * @param axis the x axis's suffix in a grid of subplots ("" for the first)
 * @returns the plotly shape and annotation
 * @internal
 */
export function verticalMark(
  x: number,
  label: string,
  kind: "horizon" | "rule",
  side: "left" | "right" = "right",
  axis = "",
): { shape: object; annotation: object } {
  const style = REFERENCE_STYLES[kind];
  return {
    shape: {
      type: "line", xref: `x${axis}`, yref: `y${axis} domain`, x0: x, x1: x, y0: 0, y1: 1,
      line: { color: style.color, dash: style.dash, width: style.width },
    },
    annotation: {
      x, y: 1, xref: `x${axis}`, yref: `y${axis} domain`, yanchor: "bottom", xanchor: side === "right" ? "right" : "left",
      text: label, showarrow: false, font: { size: 10, color: style.color },
    },
  };
}

/**
 * An axis title object.
 *
 * @param text the title
 * @returns `{ text }`
 * @internal
 */
export function axisTitle(text: string): { text: string } {
  return { text };
}

/**
 * A figure that draws no data and says why in its middle, for empty inputs (never a throw, never a blank).
 *
 * @param title the figure's title, if any
 * @param why what is missing, shown in the middle
 * @returns the figure spec
 * @internal
 */
export function emptyFigure(title: string | undefined, why: string): { data: object[]; layout: object } {
  return {
    data: [],
    layout: {
      ...(title !== undefined ? { title: { text: title } } : {}),
      xaxis: { visible: false },
      yaxis: { visible: false },
      annotations: [{ text: why, xref: "paper", yref: "paper", x: 0.5, y: 0.5, showarrow: false, font: { size: 14, color: "#888888" } }],
      height: 200,
    },
  };
}

/**
 * Throws a TypeError unless `value` is an array.
 *
 * @param value the argument
 * @param fn the function's name
 * @param name the argument's name
 * @throws {TypeError} when `value` is not an array
 * @internal
 */
export function requireArray(value: unknown, fn: string, name: string): void {
  if (!Array.isArray(value)) {
    throw new TypeError(`${fn}: ${name} must be an array, got ${value === null ? "null" : typeof value}`);
  }
}

/**
 * Multiplies by 100 when `percent`; keeps null.
 *
 * @param values the values
 * @param percent whether to multiply by 100
 * @returns the scaled values (null stays null)
 * @internal
 */
export function scaled(values: readonly (number | null)[], percent: boolean): (number | null)[] {
  return percent ? values.map((v) => (v === null ? null : 100 * v)) : [...values];
}

/**
 * `#rrggbb` → the same colour as `rgba(…)` at the given opacity (default 0.15), for filled areas.
 *
 * @param hex a colour `#rrggbb`
 * @param alpha the opacity, in [0, 1] (default 0.15)
 * @returns the colour as `rgba(r, g, b, alpha)`
 * @internal
 */
export function translucent(hex: string, alpha = 0.15): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r},${g},${b},${alpha})`;
}
