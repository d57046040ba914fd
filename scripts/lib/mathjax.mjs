// Where the HTML exports of the notebooks load MathJax from, so that `$…$` and `$$…$$` in markdown render offline.
//
// nbconvert's HTML templates (6.x from Debian and 7.x from pip alike) load MathJax 2 from `HTMLExporter.mathjax_url`
// and configure it for `$…$` (inline) and `$$…$$` (display). pip's nbconvert points that URL at a CDN, which
// does not work offline; Debian's nbconvert points it at the libjs-mathjax package. We set it explicitly, for
// both, to the first of:
//   1. $TRAJLAB_MATHJAX_URL (any URL, e.g. a CDN, or a MathJax copied next to the reports);
//   2. Debian's libjs-mathjax (`apt-get install libjs-mathjax`): file:///usr/share/javascript/mathjax/MathJax.js;
//   3. nothing: nbconvert's default (a CDN for pip's nbconvert) — math then renders only online.

import fs from "node:fs";

export const DEBIAN_MATHJAX = "/usr/share/javascript/mathjax/MathJax.js";
/** The MathJax 2 configuration nbconvert's templates ask for (TeX input, CommonHTML output, Safe mode). */
export const MATHJAX_CONFIG = "TeX-AMS_CHTML-full,Safe";

/** The MathJax URL for HTML exports and where it came from ({url, source}); url is null when none is known. */
export function mathjaxUrl(env = process.env) {
  if (env.TRAJLAB_MATHJAX_URL) return { url: env.TRAJLAB_MATHJAX_URL, source: "TRAJLAB_MATHJAX_URL" };
  if (fs.existsSync(DEBIAN_MATHJAX)) return { url: `file://${DEBIAN_MATHJAX}?config=${MATHJAX_CONFIG}`, source: "libjs-mathjax" };
  return { url: null, source: "none" };
}

/** Extra `jupyter nbconvert --to html` arguments that point the export at that MathJax. */
export function mathjaxArgs(env = process.env) {
  const { url } = mathjaxUrl(env);
  return url ? [`--HTMLExporter.mathjax_url=${url}`] : [];
}

/** Does a notebook (parsed JSON) have `$…$` or `$$…$$` math in a markdown cell? */
export function hasMarkdownMath(nb) {
  return (nb.cells ?? []).some((c) => {
    if (c.cell_type !== "markdown") return false;
    const src = Array.isArray(c.source) ? c.source.join("") : String(c.source ?? "");
    return /\$\$[^$]+\$\$|(^|[^\\$])\$[^$\s][^$\n]*\$/.test(src);
  });
}
