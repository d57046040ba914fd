import { REFERENCE_STYLES } from "./encoding";

/** @internal A vertical reference line at x across the plot, and its label at the top (plotly shape + annotation). */
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

/** @internal An axis title object. */
export function axisTitle(text: string): { text: string } {
  return { text };
}

/** @internal A figure that draws no data and says why in its middle, for empty inputs (never a throw, never a blank). */
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

/** @internal Throws a TypeError unless `value` is an array. */
export function requireArray(value: unknown, fn: string, name: string): void {
  if (!Array.isArray(value)) {
    throw new TypeError(`${fn}: ${name} must be an array, got ${value === null ? "null" : typeof value}`);
  }
}

/** @internal Multiplies by 100 when `percent`; keeps null. */
export function scaled(values: readonly (number | null)[], percent: boolean): (number | null)[] {
  return percent ? values.map((v) => (v === null ? null : 100 * v)) : [...values];
}

/** @internal `#rrggbb` → the same colour as `rgba(…)` at the given opacity (default 0.15), for filled areas. */
export function translucent(hex: string, alpha = 0.15): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r},${g},${b},${alpha})`;
}
