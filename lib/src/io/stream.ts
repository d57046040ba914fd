/**
 * Reading a JSON document too large to hold as one string: the bytes are read in chunks into one growing window,
 * a byte scanner follows the document's structure, and the elements of one array — a τ² file's `simulations`, or
 * the root array of a bare list — are decoded and parsed one at a time (`JSON.parse` on each element's text), so
 * only one element's text is alive at a time and the rest of the document is never one string. The other values
 * of the root object (`info`, `tasks`, …) are parsed whole.
 *
 * The scanner checks the document's outer structure (the root, its keys, the commas and brackets between
 * elements); each element and each other value is checked by `JSON.parse`. Strings are skipped with
 * `Buffer.indexOf` (bytes of multi-byte UTF-8 characters never equal a quote or a backslash), and no recursion is
 * used, so neither size nor depth is limited by the call stack.
 */
import * as fs from "fs";
import { isUtf8 } from "buffer";
import { TrajlabInputError } from "./errors";
import { errorCode, invalidUtf8Offset, openInput, readFully, rejectBinary, statInput, type ReadStats } from "./read";
import { SNIFF_BYTES } from "./sniff";
import { indexPath, keyPath } from "./paths";
import { notJsonError, safeText } from "./syntaxError";

/** Options of {@link streamJsonFile}. */
export interface StreamOptions {
  /** The key of the root object whose array is streamed (e.g. "simulations"); a root array is always streamed. */
  key: string;
  /** Called with each streamed element, its JSON path (`simulations[3]` or `[3]`) and its index. */
  onElement(value: unknown, path: string, index: number): void;
  /** Called once per value (element or root field) whose bytes are not valid UTF-8: its path and the file offset. */
  onInvalidUtf8?(path: string, byteOffset: number): void;
  /** Bytes read at a time (default 16 MiB); the window grows beyond it only for a value larger than that. */
  chunkBytes?: number;
  stats?: ReadStats;
}

/** What {@link streamJsonFile} read besides the streamed elements. */
export type StreamedDocument =
  | { root: "object"; fields: Record<string, unknown>; streamed: boolean; elements: number }
  | { root: "array"; elements: number }
  | { root: "value"; value: unknown };

const WS = (b: number): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** A byte a JSON value can start with: { [ " - 0-9 t f n. */
const VALUE_START = (b: number): boolean =>
  b === 0x7b || b === 0x5b || b === 0x22 || b === 0x2d || (b >= 0x30 && b <= 0x39) || b === 0x74 || b === 0x66 || b === 0x6e;

/** A byte for a message: the character when printable ASCII, else its value in hexadecimal. */
const describeByte = (b: number): string => (b >= 0x21 && b < 0x7f ? `character '${String.fromCharCode(b)}'` : `byte 0x${b.toString(16).padStart(2, "0")}`);

/**
 * Read the JSON document in `file`, streaming the elements of `opts.key`'s array (or of the root array) to
 * `opts.onElement` one at a time. A leading UTF-8 byte-order mark is skipped; the first bytes are checked for
 * compressed, UTF-16 or binary content first.
 *
 * @param file the file
 * @param opts what to stream and where to send it
 * @returns the root's kind and, for an object root, every other field parsed
 * @throws {TrajlabInputError} `unreadable`, `not-text`, or `not-json` naming the JSON path of the value where the
 *   syntax error is and its byte offset, line and column in the file; anything `onElement` throws
 * @example
 * const paths: string[] = [];
 * const doc = streamJsonFile("data/examples/tau2_retail_examples.json", { key: "simulations", onElement: (sim, p) => void paths.push(p) });
 * paths.slice(0, 2); // ["simulations[0]", "simulations[1]"]
 * [doc.root, doc.streamed, doc.elements, Object.keys(doc.fields ?? {})]; // ["object", true, 6, ["info", "tasks", "timestamp"]]
 */
export function streamJsonFile(file: string, opts: StreamOptions): StreamedDocument {
  const st = statInput(file, false);
  const fd = openInput(file);
  try {
    return new Scanner(file, fd, st.size, opts).document();
  } finally {
    fs.closeSync(fd);
  }
}

class Scanner {
  private buf: Buffer;
  private len = 0;
  /** File offset of buf[0]. */
  private base = 0;
  private pos = 0;
  /** Start of the value being scanned (kept in the window), or -1. */
  private mark = -1;
  private eof = false;

  constructor(
    private readonly file: string,
    private readonly fd: number,
    size: number,
    private readonly opts: StreamOptions,
  ) {
    this.buf = Buffer.allocUnsafe(Math.max(1, Math.min(opts.chunkBytes ?? 1 << 24, Math.max(size, 1))));
  }

  document(): StreamedDocument {
    // the first bytes are checked (gzip? UTF-16? binary?) before anything else is read
    this.mark = 0;
    while (this.len < SNIFF_BYTES && !this.eof) {
      this.pos = this.len;
      if (!this.more()) break;
    }
    this.mark = -1;
    this.pos = 0;
    rejectBinary(this.file, this.buf.subarray(0, Math.min(this.len, SNIFF_BYTES)));
    if (this.len >= 3 && this.buf[0] === 0xef && this.buf[1] === 0xbb && this.buf[2] === 0xbf) this.pos = 3;
    const c = this.skipWs();
    if (c < 0) throw new TrajlabInputError("not-json", this.file, "$", "not valid JSON: Unexpected end of JSON input (the file is empty)");
    let out: StreamedDocument;
    if (c === 0x7b) out = this.object();
    else if (c === 0x5b) out = { root: "array", elements: this.array("") };
    else out = { root: "value", value: this.value("") };
    if (this.skipWs() >= 0) throw this.syntax("$", "unexpected data after the end of the JSON document");
    if (this.opts.stats) this.opts.stats.bytes += this.base + this.len;
    return out;
  }

  /** Make sure a byte is available at `pos`; false at the end of the file. Keeps the window from `mark` on. */
  private more(): boolean {
    if (this.pos < this.len) return true;
    if (this.eof) return false;
    const keep = this.mark >= 0 ? this.mark : this.pos;
    if (keep > 0) {
      this.buf.copyWithin(0, keep, this.len);
      this.len -= keep;
      this.pos -= keep;
      if (this.mark >= 0) this.mark -= keep;
      this.base += keep;
    }
    if (this.len === this.buf.length) {
      const bigger = Buffer.allocUnsafe(this.buf.length * 2);
      this.buf.copy(bigger, 0, 0, this.len);
      this.buf = bigger;
    }
    const want = this.buf.length - this.len;
    let n: number;
    try {
      n = readFully(this.fd, this.buf, this.len, want);
    } catch (e) {
      throw new TrajlabInputError("unreadable", this.file, "$", `cannot read file (${errorCode(e)})`);
    }
    if (n < want) this.eof = true;
    this.len += n;
    return n > 0;
  }

  private skipWs(): number {
    while (this.more()) {
      const b = this.buf[this.pos];
      if (!WS(b)) return b;
      this.pos++;
    }
    return -1;
  }

  private expect(byte: number, path: string, what: string): void {
    if (this.skipWs() !== byte) throw this.syntax(path, `expected ${what}`);
    this.pos++;
  }

  /** The root object: keys in order, `opts.key`'s array streamed, every other value parsed. */
  private object(): StreamedDocument {
    this.pos++; // {
    const fields: Record<string, unknown> = {};
    let streamed = false;
    let elements = 0;
    if (this.skipWs() === 0x7d) {
      this.pos++;
      return { root: "object", fields, streamed, elements };
    }
    for (;;) {
      if (this.skipWs() !== 0x22) throw this.syntax("$", "expected a double-quoted property name");
      const key = this.value("$") as string;
      this.expect(0x3a, keyPath("", key), "':' after a property name");
      const path = keyPath("", key);
      if (key === this.opts.key && this.skipWs() === 0x5b) {
        elements += this.array(path, elements);
        streamed = true;
      } else {
        if (this.skipWs() < 0) throw this.syntax(path, "unexpected end of the file (a truncated file?)");
        fields[key] = this.value(path);
      }
      const c = this.skipWs();
      if (c === 0x2c) this.pos++;
      else if (c === 0x7d) {
        this.pos++;
        return { root: "object", fields, streamed, elements };
      } else throw this.syntax(path, `expected ',' or '}' after the value of ${JSON.stringify(key)}`);
    }
  }

  /** An array at `path` whose elements go to `onElement`; returns how many. */
  private array(path: string, first = 0): number {
    this.pos++; // [
    let n = 0;
    if (this.skipWs() === 0x5d) {
      this.pos++;
      return 0;
    }
    for (;;) {
      const p = indexPath(path, first + n);
      if (this.skipWs() < 0) throw this.syntax(p, "unexpected end of the file (a truncated file?)");
      const value = this.value(p);
      this.opts.onElement(value, p, first + n);
      n++;
      const c = this.skipWs();
      if (c === 0x2c) this.pos++;
      else if (c === 0x5d) {
        this.pos++;
        return n;
      } else throw this.syntax(p, `expected ',' or ']' after ${p}`);
    }
  }

  /** Scan the value at `pos`, then decode and parse its bytes. */
  private value(path: string): unknown {
    const b = this.buf[this.pos];
    if (!VALUE_START(b)) throw this.syntax(path, `unexpected ${describeByte(b)} where a value should start`);
    this.mark = this.pos;
    if (b === 0x7b || b === 0x5b) this.container(path);
    else if (b === 0x22) {
      this.pos++;
      this.string(path);
    } else this.scalar();
    const start = this.mark;
    const end = this.pos;
    const bytes = this.buf.subarray(start, end);
    if (this.opts.onInvalidUtf8 && !isUtf8(bytes)) this.opts.onInvalidUtf8(path, this.base + start + invalidUtf8Offset(bytes));
    let text: string;
    try {
      text = bytes.toString("utf8");
    } catch (e) {
      throw new TrajlabInputError(
        "unreadable",
        this.file,
        path === "" ? "$" : path,
        `this one value is ${end - start} bytes, more than one JavaScript string can hold (about 512 MiB) (${errorCode(e)})`,
      );
    }
    this.mark = -1;
    try {
      return JSON.parse(text);
    } catch (e) {
      const inner = notJsonError(this.file, text, e, path === "" ? "$" : path);
      const pos = /position (\d+)/.exec(inner.detail);
      const at = pos ? this.base + start + Buffer.byteLength(text.slice(0, Number(pos[1]))) : this.base + end;
      throw new TrajlabInputError("not-json", this.file, inner.path, inner.detail.replace(/ \(position \d+, line \d+, column \d+\)$/, "") + this.where(at));
    }
  }

  /** Skip an object or array, tracking depth outside strings. */
  private container(path: string): void {
    let depth = 0;
    let buf = this.buf;
    let len = this.len;
    let i = this.pos;
    for (;;) {
      if (i >= len) {
        this.pos = i;
        if (!this.more()) throw this.syntax(path, "unexpected end of the file inside this value (a truncated file?)");
        buf = this.buf;
        len = this.len;
        i = this.pos;
      }
      const b = buf[i];
      if (b === 0x22) {
        this.pos = i + 1;
        this.string(path);
        buf = this.buf;
        len = this.len;
        i = this.pos;
        continue;
      }
      if (b === 0x7b || b === 0x5b) depth++;
      else if (b === 0x7d || b === 0x5d) {
        if (--depth === 0) {
          this.pos = i + 1;
          return;
        }
      }
      i++;
    }
  }

  /** Skip a string whose opening quote is just before `pos`; `pos` ends after the closing quote. */
  private string(path: string): void {
    let i = this.pos;
    for (;;) {
      const q = i < this.len ? this.buf.indexOf(0x22, i) : -1;
      if (q < 0 || q >= this.len) {
        this.pos = this.len;
        if (!this.more()) throw this.syntax(path, "unexpected end of the file inside a string (a truncated file?)");
        i = this.pos;
        continue;
      }
      let k = q - 1;
      while (this.buf[k] === 0x5c) k--; // the opening quote stops this walk: it is in the window
      if ((q - 1 - k) % 2 === 0) {
        this.pos = q + 1;
        return;
      }
      i = q + 1;
    }
  }

  /** Skip a number or literal (true, false, null): up to the first byte that cannot be part of one. */
  private scalar(): void {
    for (;;) {
      if (!this.more()) return;
      const b = this.buf[this.pos];
      const part = (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7a) || b === 0x45 || b === 0x2b || b === 0x2d || b === 0x2e;
      if (!part) return;
      this.pos++;
    }
  }

  private syntax(path: string, problem: string): TrajlabInputError {
    return new TrajlabInputError("not-json", this.file, path === "" ? "$" : path, `not valid JSON: ${safeText(problem)}${this.where(this.base + this.pos)}`);
  }

  /** ` (byte offset N, line L, column C)` for a file offset, counting newlines from the start of the file. */
  private where(offset: number): string {
    let line = 1;
    let lineStart = 0;
    const chunk = Buffer.allocUnsafe(1 << 20);
    for (let at = 0; at < offset; ) {
      const n = fs.readSync(this.fd, chunk, 0, Math.min(chunk.length, offset - at), at);
      if (n === 0) break;
      for (let k = chunk.indexOf(0x0a, 0); k >= 0 && k < n; k = chunk.indexOf(0x0a, k + 1)) {
        line++;
        lineStart = at + k + 1;
      }
      at += n;
    }
    return ` (byte offset ${offset}, line ${line}, column ${offset - lineStart + 1})`;
  }
}
