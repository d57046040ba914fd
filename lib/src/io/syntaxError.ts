/**
 * Where a JSON text stops being JSON, in words a reader can act on: the position, line and column of the first
 * syntax error, and the parser's own message with anything raw (binary, control characters) escaped.
 *
 * Used only after `JSON.parse` has failed: V8 names the character position for most errors but not all (an
 * unterminated string, the end of the text), so {@link jsonErrorOffset} finds it with a scanner of its own. The
 * scanner is iterative (an explicit stack), so a text nested 10,000 or 1,000,000 levels deep cannot overflow the
 * call stack.
 */
import { TrajlabInputError } from "./errors";

const enum State {
  Value,
  Key,
  After,
}

/**
 * Offset of the first JSON syntax error in `text`, or -1 when the whole text is one valid JSON value (RFC 8259;
 * whitespace around it allowed). Agrees with V8's `JSON.parse` position whenever V8 reports one.
 *
 * @param text the text that failed to parse
 * @returns a 0-based character offset, or -1 when the text is valid
 * @example
 * jsonErrorOffset('{"a": 1,}'); // 8
 * jsonErrorOffset("[1, 2]");    // -1
 * jsonErrorOffset("[".repeat(10000)); // 10000
 */
export function jsonErrorOffset(text: string): number {
  const n = text.length;
  let i = 0;
  const stack: number[] = []; // 1 = object, 0 = array
  const ws = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  // Each scanner returns true on success, or false with `i` at the offending character.
  const str = (): boolean => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2;
            return false;
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const isDigit = (k: number): boolean => {
    const c = text.charCodeAt(k);
    return c >= 48 && c <= 57;
  };
  const digits = (): boolean => {
    if (!isDigit(i)) return false;
    while (isDigit(i)) i++;
    return true;
  };
  const num = (): boolean => {
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else if (!digits()) return false;
    if (text[i] === ".") {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      if (!digits()) return false;
    }
    return true;
  };
  const literal = (word: string): boolean => {
    for (let k = 0; k < word.length; k++, i++) if (text[i] !== word[k]) return false;
    return true;
  };
  let state = State.Value;
  for (;;) {
    if (state === State.Value) {
      ws();
      const c = text[i];
      if (c === "{" || c === "[") {
        i++;
        ws();
        if (text[i] === (c === "{" ? "}" : "]")) {
          i++;
          state = State.After;
        } else {
          stack.push(c === "{" ? 1 : 0);
          state = c === "{" ? State.Key : State.Value;
        }
        continue;
      }
      let ok: boolean;
      if (c === '"') ok = str();
      else if (c === "t") ok = literal("true");
      else if (c === "f") ok = literal("false");
      else if (c === "n") ok = literal("null");
      else if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) ok = num();
      else ok = false;
      if (!ok) return i;
      state = State.After;
    } else if (state === State.Key) {
      ws();
      if (text[i] !== '"' || !str()) return i;
      ws();
      if (text[i] !== ":") return i;
      i++;
      state = State.Value;
    } else {
      ws();
      if (stack.length === 0) return i < n ? i : -1;
      const inObject = stack[stack.length - 1] === 1;
      const c = text[i];
      if (c === ",") {
        i++;
        state = inObject ? State.Key : State.Value;
      } else if (c === (inObject ? "}" : "]")) {
        i++;
        stack.pop();
      } else return i;
    }
  }
}

/**
 * The 1-based line and column of character `offset` in `text` (lines end at `\n`).
 *
 * @param text the text
 * @param offset a 0-based character offset (clipped to the text's length)
 * @returns `{ line, column }`
 * @example
 * lineColumn("{\n  x", 4); // {"line": 2, "column": 3}
 */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Text safe to put in a message: every character outside printable ASCII and ordinary Unicode letters (control
 * characters, U+FFFD, zero-width and bidirectional marks, lone surrogates) shown as a `\uXXXX` escape, clipped to
 * `max` characters. A parser's message quoting a byte of a binary file thus never echoes the byte itself.
 *
 * @param text any text
 * @param max the longest result, in characters (default 200)
 * @returns the escaped, clipped text
 * @example
 * safeText("Unexpected token '\u0000'"); // "Unexpected token '\\u0000'"
 */
export function safeText(text: string, max = 200): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    if (out.length >= max) return out.slice(0, max) + "…";
    const c = text.charCodeAt(i);
    const unsafe =
      c < 32 ||
      (c >= 0x7f && c < 0xa0) ||
      (c >= 0x200b && c <= 0x200f) ||
      (c >= 0x202a && c <= 0x202e) ||
      (c >= 0x2060 && c <= 0x2064) ||
      c === 0xfeff ||
      c === 0xfffd ||
      (c >= 0xd800 && c <= 0xdfff && !isPairedSurrogate(text, i));
    if (unsafe) out += "\\u" + c.toString(16).padStart(4, "0");
    else out += text[i];
  }
  return out;
}

function isPairedSurrogate(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    return d >= 0xdc00 && d <= 0xdfff;
  }
  const b = text.charCodeAt(i - 1);
  return b >= 0xd800 && b <= 0xdbff;
}

/**
 * The `not-json` error for a text `JSON.parse` rejected: the parser's first message line (its quoted slice of
 * the text dropped, raw characters escaped), then where — position, line and column — or "the file is empty".
 *
 * @param file the file the text came from
 * @param text the text (without its byte-order mark)
 * @param error what `JSON.parse` threw
 * @param path the JSON path to name ("$" unless the text is one element of a larger document)
 * @returns the error (the caller throws it)
 * @example
 * notJsonError("f.json", '{"a": 1,}', new SyntaxError("x")).detail; // "not valid JSON: x (position 8, line 1, column 9)"
 */
export function notJsonError(file: string, text: string, error: unknown, path = "$"): TrajlabInputError {
  // V8 quotes a slice of the text ('Unexpected token 'x', "…" is not valid JSON'); keep the fixed part only.
  const raw = (error instanceof Error ? error.message : String(error)).replace(/, (?:\.\.\.)?"[\s\S]*"(?:\.\.\.)? is not valid JSON$/, "");
  const m = /position (\d+)/.exec(raw);
  const message = raw.replace(/ (?:in JSON )?at position \d+(?: \(line \d+ column \d+\))?/, "");
  let where = "";
  const empty = text.trim() === "";
  const pos = m ? Number(m[1]) : empty ? -1 : jsonErrorOffset(text);
  if (pos >= 0) {
    const { line, column } = lineColumn(text, pos);
    where = ` (position ${pos}, line ${line}, column ${column})`;
  } else if (empty) {
    where = " (the file is empty)";
  }
  return new TrajlabInputError("not-json", file, path, `not valid JSON: ${safeText(firstLine(message))}${where}`);
}

function firstLine(message: string): string {
  const nl = message.indexOf("\n");
  return nl < 0 ? message : message.slice(0, nl);
}
