import * as fs from "fs";
import { scriptSafeJson } from "./escape";

/** A plotly.js figure: traces, layout and config exactly as `Plotly.newPlot(div, data, layout, config)` takes them. */
export interface PlotlyFigure {
  data: object[];
  layout?: object;
  config?: object;
}

/** Options of {@link plotlyHtml}. */
export interface PlotlyHtmlOptions {
  /** Height of the plot in CSS pixels (default: the layout's height, else plotly's default of 450). */
  height?: number;
}

let plotlySource: string | undefined;

/**
 * Reads the minified plotly.js bundle shipped with the `plotly.js-dist-min` dependency (once per process): the
 * same plotly.js release as `plotly.js-dist`, built by plotly with minification (about 4.9 MB instead of 11 MB).
 */
function readPlotlySource(): string {
  if (plotlySource === undefined) {
    const file = require.resolve("plotly.js-dist-min/plotly.min.js");
    // A literal "</script" inside the bundle would end the inline script early; "<\/script" is the same JS text.
    plotlySource = fs.readFileSync(file, "utf8").replace(/<\/script/gi, "<\\/script");
  }
  return plotlySource;
}

let elementCounter = 0;
const processTag = `${Date.now().toString(36)}-${Math.floor(Math.random() * 0x100000).toString(36)}`;

/** A page-unique element id: unique within this process by a counter, across kernels by time and a random tag. */
function nextElementId(kind: "plot" | "setup"): string {
  elementCounter += 1;
  return `trajlab-${kind}-${processTag}-${elementCounter}`;
}

/**
 * HTML that loads plotly.js into the page by inlining the whole minified bundle (about 4.9 MB) in a `<script>`, so that
 * notebooks and their HTML exports work offline. Display it once per notebook, in the first cell, before any
 * `plotlyHtml` figure. Loading is guarded: if `window.Plotly` already exists the bundle is not evaluated
 * again. While it loads, an AMD `define` (RequireJS in classic Jupyter) is hidden and restored afterwards,
 * so plotly registers itself as `window.Plotly` instead of as an anonymous AMD module.
 *
 * The output only runs in a trusted notebook (Jupyter does not execute scripts of untrusted outputs); a line
 * of text under the cell says whether plotly.js was loaded.
 *
 * @returns the HTML (display it with `tslab.display.html`, once, in the first cell)
 * @example
 * plotlySetup().includes("window.Plotly"); // true
 */
export function plotlySetup(): string {
  const id = nextElementId("setup");
  return (
    `<div id="${id}" class="trajlab-plotly-setup" style="font-size:smaller;color:#888">` +
    "plotly.js is not loaded: the scripts of this output did not run (trust the notebook, or run the cell again).</div>\n" +
    '<script type="text/javascript">\n' +
    "if (typeof window !== 'undefined' && !window.Plotly) {\n" +
    "var __trajlabSavedDefine = window.define; window.define = undefined;\n" +
    "try {\n" +
    readPlotlySource() +
    "\n} catch (e) { if (window.console) console.error('trajlab plotlySetup: plotly.js failed to load', e); }\n" +
    "finally { window.define = __trajlabSavedDefine; }\n" +
    "}\n" +
    "(function () {\n" +
    `  var el = document.getElementById(${JSON.stringify(id)});\n` +
    "  if (el) el.textContent = window.Plotly ? 'plotly.js ' + window.Plotly.version + ' loaded (trajlab plotlySetup)' : 'plotly.js failed to load';\n" +
    "})();\n" +
    "</script>"
  );
}

/**
 * HTML for one plotly figure: a `<div>` with a fresh, page-unique id and a small script that calls
 * `Plotly.newPlot` on it as soon as `window.Plotly` exists (it polls for up to 30 s, then writes a message in
 * the div saying that `plotlySetup()` must be displayed first; if plotly rejects the figure, the div shows
 * plotly's error). The figure is embedded as script-safe JSON;
 * the plotly.js library itself is NOT included (see `plotlySetup`). `config` defaults to
 * `{ responsive: true, displaylogo: false }`, overridden by `figure.config`.
 *
 * @param figure the traces, layout and config
 * @param options the plot's height in pixels
 * @returns the HTML (display it with `tslab.display.html`)
 * @throws {TypeError} when `figure.data` is not an array, or `options.height` is not a positive finite number
 * @example
 * const html = plotlyHtml({
 *   data: [{ x: [1, 2, 3], y: [0.5, 0.6, 0.9], type: "scatter", name: "pass^k" }],
 *   layout: { title: { text: "Success rate by k" }, xaxis: { title: { text: "k" } } },
 * }, { height: 320 });
 * html.startsWith('<div id="trajlab-plot-'); // true
 */
export function plotlyHtml(figure: PlotlyFigure, options: PlotlyHtmlOptions = {}): string {
  if (!figure || !Array.isArray(figure.data)) {
    throw new TypeError("plotlyHtml: figure.data must be an array of traces");
  }
  const { height } = options;
  if (height !== undefined && !(typeof height === "number" && Number.isFinite(height) && height > 0)) {
    throw new TypeError(`plotlyHtml: options.height must be a positive number of pixels, got ${String(height)}`);
  }
  const id = nextElementId("plot");
  const layout: Record<string, unknown> = { ...(figure.layout as Record<string, unknown> | undefined) };
  if (height !== undefined) layout.height = height;
  const config = { responsive: true, displaylogo: false, ...(figure.config as Record<string, unknown> | undefined) };
  const payload = scriptSafeJson({ data: figure.data, layout, config });
  const style = height !== undefined ? ` style="width:100%;height:${height}px"` : ' style="width:100%"';
  return (
    `<div id="${id}" class="trajlab-plot"${style}></div>\n` +
    '<script type="text/javascript">\n' +
    "(function () {\n" +
    `  var id = ${JSON.stringify(id)};\n` +
    `  var fig = ${payload};\n` +
    "  var tries = 0;\n" +
    "  function draw() {\n" +
    "    var el = document.getElementById(id);\n" +
    "    if (!el) return;\n" +
    "    if (window.Plotly) {\n" +
    "      Promise.resolve()\n" +
    "        .then(function () { return window.Plotly.newPlot(el, fig.data, fig.layout, fig.config); })\n" +
    "        .catch(function (e) { el.textContent = 'The figure could not be drawn: ' + e; });\n" +
    "      return;\n" +
    "    }\n" +
    "    if (++tries > 600) { el.textContent = 'plotly.js is not loaded: display plotlySetup() in an earlier cell (and trust the notebook).'; return; }\n" +
    "    setTimeout(draw, 50);\n" +
    "  }\n" +
    "  draw();\n" +
    "})();\n" +
    "</script>"
  );
}
