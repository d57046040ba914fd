/**
 * Escapes text for use inside HTML element content and double- or single-quoted attribute values:
 * `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, `"` → `&quot;`, `'` → `&#39;`. Any other character is kept.
 * `null`/`undefined` give the empty string; other non-strings are converted with `String(value)` first.
 *
 * @param value the text (or any value)
 * @returns the escaped text
 * @example
 * escapeHtml(`<b class="x">Tom & Jerry's</b>`); // "&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;"
 */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Serialises a value as JSON that is safe to embed inside an HTML `<script>` element: `<`, `>`, `&`, U+2028
 * and U+2029 are written as `\uXXXX` escapes, so no string in the data can close the script or open a comment.
 * The result parses (as JSON and as JavaScript) to the same value as `JSON.stringify(value)`.
 * `undefined` (or a function) at the top level gives `"null"`.
 *
 * @param value any JSON-serialisable value
 * @returns its script-safe JSON text
 * @example
 * scriptSafeJson({ title: "</script><b>" }); // "{\"title\":\"\\u003c/script\\u003e\\u003cb\\u003e\"}"
 * JSON.parse(scriptSafeJson({ title: "</script><b>" })).title; // "</script><b>"
 */
export function scriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) return "null";
  return json.replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
