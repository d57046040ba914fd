/**
 * Small helpers shared by the loaders: read a file, parse JSON once, build JSON paths, and raise typed
 * {@link TrajlabInputError}s with the exact path of the offending value.
 *
 * Paths are written the way a reader would type them into `jq`: `simulations[3].messages[7].tool_calls[0]`,
 * `[12].traj[5]` for a top-level array, and `$` for the document root. Internally the root is the empty
 * string; {@link displayPath} turns it into `$`.
 */
import * as fs from "fs";
import { TrajlabInputError, jsonTypeOf } from "./errors";

/** Running total of bytes read, so `loadRuns` can report progress for multi-file runs. */
export interface ReadStats {
  bytes: number;
}

/** The root path shown as `$`, any other path unchanged. */
export function displayPath(path: string): string {
  return path === "" ? "$" : path;
}

/** `parent.key`, or `key` at the root. */
export function keyPath(parent: string, key: string): string {
  return parent === "" ? key : parent + "." + key;
}

/** `parent[index]` (`[index]` at the root). */
export function indexPath(parent: string, index: number): string {
  return parent + "[" + index + "]";
}

/** Describe a value for an error message: `null`, `an array`, `a string ("abc")`, `missing`, … */
export function describeValue(value: unknown): string {
  if (value === undefined) return "missing";
  const t = jsonTypeOf(value);
  if (t === "string") {
    const s = value as string;
    return `a string (${JSON.stringify(s.length > 40 ? s.slice(0, 40) + "…" : s)})`;
  }
  if (t === "number" || t === "boolean") return `${t} ${String(value)}`;
  if (t === "null") return "null";
  return t === "array" ? "an array" : `an ${t}`;
}

/** A `wrong-type` error: `<file>: <path>: expected <expected>, got <actual>`. */
export function wrongType(file: string, path: string, expected: string, value: unknown): TrajlabInputError {
  return new TrajlabInputError("wrong-type", file, displayPath(path), `expected ${expected}, got ${describeValue(value)}`);
}

/** True for a JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value as an object, or a `wrong-type` error naming `path`. */
export function expectObject(value: unknown, file: string, path: string): Record<string, unknown> {
  if (isObject(value)) return value;
  throw wrongType(file, path, "an object", value);
}

/** The value as an object, null when it is null or missing, else a `wrong-type` error. */
export function optionalObject(value: unknown, file: string, path: string): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (isObject(value)) return value;
  throw wrongType(file, path, "an object or null", value);
}

/** The value as an array, or a `wrong-type` error naming `path`. */
export function expectArray(value: unknown, file: string, path: string): unknown[] {
  if (Array.isArray(value)) return value;
  throw wrongType(file, path, "an array", value);
}

/** The value as an array, null when it is null or missing, else a `wrong-type` error. */
export function optionalArray(value: unknown, file: string, path: string): unknown[] | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value;
  throw wrongType(file, path, "an array or null", value);
}

/** The value as a string, or a `wrong-type` error. */
export function expectString(value: unknown, file: string, path: string): string {
  if (typeof value === "string") return value;
  throw wrongType(file, path, "a string", value);
}

/** The value as a string, null when it is null or missing, else a `wrong-type` error. */
export function optionalString(value: unknown, file: string, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  throw wrongType(file, path, "a string or null", value);
}

/** The value as a finite number, null when it is null or missing, else a `wrong-type` error. */
export function optionalNumber(value: unknown, file: string, path: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  throw wrongType(file, path, "a number or null", value);
}

/** The value as an integer, null when it is null or missing, else a `wrong-type` error. */
export function optionalInteger(value: unknown, file: string, path: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" && Number.isInteger(value)) return value;
  throw wrongType(file, path, "an integer or null", value);
}

/** An id that may be logged as a string or an integer (τ-bench v1 task ids are integers), as a string. */
export function expectId(value: unknown, file: string, path: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  throw wrongType(file, path, "a string or integer id", value);
}

/**
 * A tool call's `id` as logged: a non-empty string, or null when missing, null or empty (both τ² and τ-bench v1
 * logs write `""` for calls without an id); anything else is a `wrong-type` error at `<callPath>.id`.
 *
 * @example
 * optionalCallId("call_1", "run.json", "simulations[0].messages[1].tool_calls[0]"); // "call_1"
 * optionalCallId("", "run.json", "simulations[0].messages[1].tool_calls[0]");       // null
 */
export function optionalCallId(value: unknown, file: string, callPath: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string") return value;
  throw wrongType(file, keyPath(callPath, "id"), "a string or null", value);
}

/**
 * The `bad-format` error for tool calls on a message whose role cannot make calls (only `assistant` and `user`
 * messages do), at `<message path>.tool_calls`.
 */
export function callsOnNonCallerMessage(file: string, callsPath: string, role: string): TrajlabInputError {
  return new TrajlabInputError(
    "bad-format",
    file,
    callsPath,
    `tool calls on a ${JSON.stringify(role)} message (only assistant and user messages make calls)`,
  );
}

/**
 * The text without a leading UTF-8 byte-order mark (U+FEFF), which `JSON.parse` rejects but editors on Windows
 * write. Any other text is returned unchanged.
 *
 * @example
 * stripBom("\ufeff{}"); // "{}"
 */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Read a file as UTF-8 text. Any failure (missing file, a directory, permissions, a file too large for one
 * JavaScript string) becomes an `unreadable` error naming the file.
 */
export function readInputText(file: string, stats?: ReadStats): string {
  let buffer: Buffer;
  try {
    buffer = fs.readFileSync(file);
  } catch (e) {
    throw new TrajlabInputError("unreadable", file, "$", `cannot read file (${errorCode(e)})`);
  }
  if (stats) stats.bytes += buffer.length;
  try {
    return buffer.toString("utf8");
  } catch (e) {
    throw new TrajlabInputError("unreadable", file, "$", `cannot decode file as UTF-8 text (${errorCode(e)})`);
  }
}

/**
 * Parse JSON text once with `JSON.parse` (a leading byte-order mark is ignored). Failure is a `not-json`
 * error whose detail carries the parser's message and, when the parser reports a character position, the
 * line and column.
 */
export function parseJsonText(file: string, text: string): unknown {
  const body = stripBom(text);
  try {
    return JSON.parse(body);
  } catch (e) {
    // V8 quotes a slice of the text ('Unexpected token 'x', "…" is not valid JSON'); keep the fixed part only.
    const message = (e instanceof Error ? e.message : String(e)).replace(/, "[\s\S]*" is not valid JSON$/, "");
    const m = /position (\d+)/.exec(message);
    let where = "";
    const pos = m ? Number(m[1]) : body.trim() === "" ? -1 : jsonErrorOffset(body);
    if (pos >= 0) {
      const { line, column } = lineColumn(body, pos);
      where = ` (position ${pos}, line ${line}, column ${column})`;
    } else if (body.trim() === "") {
      where = " (the file is empty)";
    }
    throw new TrajlabInputError("not-json", file, "$", `not valid JSON: ${firstLine(message)}${where}`);
  }
}

/**
 * Offset of the first JSON syntax error in `text` (used only after `JSON.parse` has failed, for messages
 * where V8 does not say where): a small recursive-descent scanner, or -1 when it finds none.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const n = text.length;
  const ws = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string): void => {
    for (let k = 0; k < word.length; k++, i++) if (text[i] !== word[k]) fail();
  };
  const str = (): void => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return;
      }
      if (c < 32) fail();
      if (c === 92) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2;
            fail();
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          fail();
        }
      } else i++;
    }
    fail();
  };
  const isDigit = (k: number): boolean => {
    const c = text.charCodeAt(k);
    return c >= 48 && c <= 57;
  };
  const digits = (): void => {
    if (!isDigit(i)) fail();
    while (isDigit(i)) i++;
  };
  const num = (): void => {
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else digits();
    if (text[i] === ".") {
      i++;
      digits();
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      digits();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        str();
        ws();
        if (text[i] !== ":") fail();
        i++;
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") {
          i++;
          return;
        } else fail();
      }
    } else if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "]") {
          i++;
          return;
        } else fail();
      }
    } else if (c === '"') str();
    else if (c === "t") literal("true");
    else if (c === "f") literal("false");
    else if (c === "n") literal("null");
    else if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) num();
    else fail();
  };
  try {
    value();
    ws();
    if (i < n) fail();
    return -1;
  } catch (e) {
    return typeof e === "number" ? e : -1; // e.g. a stack overflow on absurdly deep nesting
  }
}

function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(pos, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

function firstLine(message: string): string {
  const nl = message.indexOf("\n");
  return nl < 0 ? message : message.slice(0, nl);
}

/** A short code for a thrown value: the Node error code (`ENOENT`, …) or the message. */
export function errorCode(e: unknown): string {
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    return (e as { code: string }).code;
  }
  return e instanceof Error ? e.message : String(e);
}
