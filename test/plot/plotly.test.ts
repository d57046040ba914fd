import { describe, expect, it } from "vitest";
import * as vm from "node:vm";
import * as fs from "node:fs";
import * as path from "node:path";
import { plotlyHtml, plotlySetup } from "../../lib/src/plot/plotly";

/** A marker that occurs once in the plotly.js bundle (its last statement). */
const LIBRARY_MARKER = "window.Plotly = Plotly;";
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe("plotlySetup", () => {
  const html = plotlySetup();

  it("inlines the plotly.js library exactly once", () => {
    expect(count(html, LIBRARY_MARKER)).toBe(1);
    expect(count(html, "plotly.js v")).toBeGreaterThanOrEqual(1);
    expect(html.length).toBeGreaterThan(1_000_000);
  });

  it("inlines the minified build of the plotly.js version pinned in lib/package.json, small enough for a 6 MB report", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "lib", "package.json"), "utf8"));
    const pinned = pkg.dependencies["plotly.js-dist-min"];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(html).toContain(`plotly.js v${pinned}`);
    expect(pkg.dependencies["plotly.js-dist"]).toBeUndefined(); // one plotly.js, not two
    // the unminified bundle is 11 MB; the minified one leaves room for a notebook's outputs under 6 MB
    expect(html.length).toBeLessThan(5_000_000);
  });

  it("is guarded by window.Plotly, so displaying it twice does not load plotly twice", () => {
    const guard = html.indexOf("!window.Plotly");
    expect(guard).toBeGreaterThan(-1);
    expect(guard).toBeLessThan(html.indexOf(LIBRARY_MARKER));
  });

  it("hides an AMD define while loading and restores it afterwards", () => {
    const hide = html.indexOf("window.define = undefined");
    const restore = html.lastIndexOf("window.define = __trajlabSavedDefine");
    expect(hide).toBeGreaterThan(-1);
    expect(hide).toBeLessThan(html.indexOf(LIBRARY_MARKER));
    expect(restore).toBeGreaterThan(html.indexOf(LIBRARY_MARKER));
  });

  it("contains exactly one <script> element, closed at the very end", () => {
    expect(count(html.toLowerCase(), "<script")).toBe(1);
    expect(count(html.toLowerCase(), "</script")).toBe(1);
  });

  it("says under the cell whether plotly.js loaded: a static 'not loaded' text that its script replaces", () => {
    const m = /^<div id="([^"]+)"[^>]*>plotly\.js is not loaded: the scripts of this output did not run/.exec(html);
    expect(m).not.toBeNull();
    const statusUpdate = html.indexOf(`document.getElementById(${JSON.stringify(m![1])})`);
    expect(statusUpdate).toBeGreaterThan(html.indexOf(LIBRARY_MARKER));
  });

  it("uses a new element id on every call and otherwise the same text", () => {
    const again = plotlySetup();
    const id = (s: string) => /^<div id="([^"]+)"/.exec(s)![1];
    expect(id(again)).not.toBe(id(html));
    expect(again.split(id(again)).join("ID")).toBe(html.split(id(html)).join("ID"));
  });
});

describe("plotlyHtml", () => {
  const figure = {
    data: [{ x: [1, 2, 3], y: [0.5, 0.25, 0.125], type: "scatter", name: "</script><b>evil</b>" }],
    layout: { title: { text: "A & B" } },
  };

  it("does not include the plotly.js library", () => {
    const html = plotlyHtml(figure);
    expect(count(html, LIBRARY_MARKER)).toBe(0);
    expect(html.length).toBeLessThan(5_000);
  });

  it("gives every figure a distinct div id, referenced by its own script", () => {
    const ids = Array.from({ length: 50 }, () => {
      const html = plotlyHtml(figure);
      const m = /<div id="([^"]+)"/.exec(html);
      expect(m).not.toBeNull();
      expect(html).toContain(`var id = ${JSON.stringify(m![1])}`);
      return m![1];
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("calls Plotly.newPlot only once window.Plotly is there, and says so when it never comes", () => {
    const html = plotlyHtml(figure);
    expect(html).toMatch(/if \(window\.Plotly\) \{[^}]*window\.Plotly\.newPlot\(el, fig\.data, fig\.layout, fig\.config\)/);
    expect(html).toContain("The figure could not be drawn");
    expect(html).toContain("setTimeout(draw");
    expect(html).toContain("plotlySetup()");
  });

  it("embeds the figure as data that cannot break out of the script element", () => {
    const html = plotlyHtml(figure);
    expect(count(html.toLowerCase(), "</script")).toBe(1); // only the closing tag of its own script
    const json = /var fig = (.*);\n/.exec(html)![1];
    const fig = JSON.parse(json);
    expect(fig.data).toEqual(figure.data);
    expect(fig.layout.title.text).toBe("A & B");
    expect(fig.config).toEqual({ responsive: true, displaylogo: false });
  });

  it("sets the height on the div and in the layout; keeps the caller's config over the defaults", () => {
    const html = plotlyHtml({ ...figure, config: { responsive: false } }, { height: 320 });
    expect(html).toContain("height:320px");
    const fig = JSON.parse(/var fig = (.*);\n/.exec(html)![1]);
    expect(fig.layout.height).toBe(320);
    expect(fig.config.responsive).toBe(false);
  });

  it("does not modify the caller's figure", () => {
    const layout = { title: { text: "t" } };
    plotlyHtml({ data: [], layout }, { height: 200 });
    expect(layout).toEqual({ title: { text: "t" } });
  });

  it("rejects a figure without a data array and a bad height", () => {
    expect(() => plotlyHtml({} as never)).toThrow(TypeError);
    expect(() => plotlyHtml({ data: "x" } as never)).toThrow(/figure.data/);
    for (const height of [0, -10, Number.NaN, Infinity]) {
      expect(() => plotlyHtml({ data: [] }, { height })).toThrow(/height/);
    }
  });
});

describe("the generated scripts, run in a minimal fake page (node:vm)", () => {
  /** The body of the (last) <script> element of an HTML fragment. */
  const scriptOf = (html: string) => /<script type="text\/javascript">\n([\s\S]*)<\/script>$/.exec(html)![1];

  function page(plotly?: object) {
    const elements = new Map<string, { textContent: string }>();
    const define = Object.assign(() => undefined, { amd: {} });
    const win: Record<string, unknown> = {
      define,
      console: { error: () => undefined },
      Promise,
      setTimeout: (f: () => void) => setTimeout(f, 0),
      document: {
        getElementById: (id: string) => {
          if (!elements.has(id)) elements.set(id, { textContent: "" });
          return elements.get(id);
        },
      },
    };
    if (plotly) win.Plotly = plotly;
    win.window = win;
    win.self = win;
    return { win, define, elements, context: vm.createContext(win) };
  }

  it("setup: with plotly.js already on the page, does not load it again and reports the loaded version", () => {
    const existing = { version: "9.9.9", newPlot: () => undefined };
    const p = page(existing);
    vm.runInContext(scriptOf(plotlySetup()), p.context);
    expect(p.win.Plotly).toBe(existing);
    expect([...p.elements.values()][0].textContent).toBe("plotly.js 9.9.9 loaded (trajlab plotlySetup)");
  });

  it("setup: when plotly.js cannot load (no DOM here), it restores AMD define, does not throw and says so", () => {
    const p = page();
    expect(() => vm.runInContext(scriptOf(plotlySetup()), p.context)).not.toThrow();
    expect(p.win.define).toBe(p.define);
    expect([...p.elements.values()][0].textContent).toBe("plotly.js failed to load");
  });

  it("figure: calls Plotly.newPlot with the figure on its own div once window.Plotly appears", async () => {
    const calls: unknown[][] = [];
    const p = page();
    const html = plotlyHtml({ data: [{ y: [1, 2] }], layout: { title: { text: "<t>" } } }, { height: 200 });
    const id = /<div id="([^"]+)"/.exec(html)![1];
    vm.runInContext(scriptOf(html), p.context);
    expect(calls).toHaveLength(0); // plotly not there yet: it polls
    p.win.Plotly = { newPlot: (...args: unknown[]) => calls.push(args) };
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toHaveLength(1);
    const [el, data, layout, config] = calls[0];
    expect(el).toBe(p.elements.get(id));
    expect(data).toEqual([{ y: [1, 2] }]);
    expect(layout).toEqual({ title: { text: "<t>" }, height: 200 });
    expect(config).toEqual({ responsive: true, displaylogo: false });
  });

  it("figure: shows plotly's error in the div when the figure is rejected", async () => {
    const p = page({ newPlot: () => Promise.reject(new Error("bad trace")) });
    const html = plotlyHtml({ data: [{}] });
    vm.runInContext(scriptOf(html), p.context);
    await new Promise((r) => setTimeout(r, 10));
    const id = /<div id="([^"]+)"/.exec(html)![1];
    expect(p.elements.get(id)!.textContent).toBe("The figure could not be drawn: Error: bad trace");
  });
});
