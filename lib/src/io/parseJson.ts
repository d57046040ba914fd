/**
 * Parsing JSON text once, with failures as typed errors: `not-json` with the line and column of the first syntax
 * error (syntaxError.ts), or — for a run loader given a file of another format — `unknown-format` naming the
 * format and the loader that reads it (sniff.ts).
 */
import { TrajlabInputError } from "./errors";
import { notJsonError, safeText } from "./syntaxError";

/**
 * The text without a leading UTF-8 byte-order mark (U+FEFF), which `JSON.parse` rejects but editors on Windows
 * write. Any other text is returned unchanged.
 *
 * @param text any text
 * @returns the text without one leading U+FEFF
 * @example
 * stripBom("\ufeff{}"); // "{}"
 */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parse JSON text once with `JSON.parse` (a leading byte-order mark is ignored). `JSON.parse` itself is not
 * recursive, so any nesting depth parses.
 *
 * @param file the file the text came from (for the error)
 * @param text the text
 * @param hint optional: for a text that does not parse, a sentence saying what it is instead (e.g. sniff.ts
 *   `textHint`); when it returns one, the error is `unknown-format` with that sentence
 * @returns the parsed value
 * @throws {TrajlabInputError} `not-json` with the parser's message, position, line and column (or "the file is
 *   empty"); `unknown-format` when `hint` recognises the text
 * @example
 * parseJsonText("f.json", '\uFEFF{"a": [1, 2]}'); // {"a": [1, 2]}
 * parseJsonText("f.json", '{"a": 1,}');         // throws TrajlabInputError "f.json: $: not valid JSON: …" (… at position 8, line 1, column 9)
 */
export function parseJsonText(file: string, text: string, hint?: (text: string) => string | null): unknown {
  const body = stripBom(text);
  try {
    return JSON.parse(body);
  } catch (e) {
    const h = hint ? hint(body) : null;
    if (h !== null) throw new TrajlabInputError("unknown-format", file, "$", h);
    throw notJsonError(file, body, e);
  }
}

/**
 * Parse one line of a JSON-lines file.
 *
 * @param file the file (for the error)
 * @param lineNo the 1-based line number
 * @param raw the line's text
 * @returns the parsed value
 * @throws {TrajlabInputError} `not-json` at `line <lineNo>` with the parser's message
 * @example
 * parseJsonLine("t.jsonl", 3, '{"task": "bw-0"}'); // {"task": "bw-0"}
 */
export function parseJsonLine(file: string, lineNo: number, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (e) {
    throw new TrajlabInputError("not-json", file, `line ${lineNo}`, `not valid JSON (${safeText((e as Error).message)})`);
  }
}
