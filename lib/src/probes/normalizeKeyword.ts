/**
 * The form a keyword is compared in: trimmed and lower-cased, nothing more. Two words match only when their
 * normalised forms are exactly equal: no synonyms, translations, plurals or other word forms are merged.
 *
 * Formula: normalizeKeyword(w) = w.trim().toLowerCase().
 * Edges: "" → ""; inner spaces are kept ("open  source" ≠ "open source").
 * Source: docs/definitions/probes.md#keyword-matching.
 *
 * @param word the word as written
 * @returns its normalised form
 * @throws {TypeError} when `word` is not a string
 * @example
 * normalizeKeyword("  CRM "); // "crm"
 * normalizeKeyword("CRMs");   // "crms"
 * @internal
 */
export function normalizeKeyword(word: string): string {
  if (typeof word !== "string") throw new TypeError(`normalizeKeyword: word must be a string, got ${word === null ? "null" : typeof word}`);
  return word.trim().toLowerCase();
}
