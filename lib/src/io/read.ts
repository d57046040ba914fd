/**
 * Reading input files: what the loaders do before any parsing. A path is checked before it is opened (a FIFO
 * would block forever, a character device never ends), the first bytes are checked before the rest is read (a
 * gzip or UTF-16 file is named as such), and every failure is an `unreadable` or `not-text`
 * {@link TrajlabInputError} naming the file.
 */
import * as fs from "fs";
import { isUtf8 } from "buffer";
import { TrajlabInputError } from "./errors";
import { SNIFF_BYTES, binaryKind } from "./sniff";

/** Running total of bytes read, so `loadRuns` can report progress for multi-file runs. */
export interface ReadStats {
  bytes: number;
}

/**
 * The longest file read as one JavaScript string: V8's string limit (2^29 − 24 characters, about 512 MiB). A
 * larger file cannot be decoded at once; the run loaders stream it instead (see stream.ts).
 */
export const MAX_TEXT_BYTES = 536_870_888;

/**
 * A short code for a thrown value: the Node error code (`ENOENT`, `EACCES`, …), else its message.
 *
 * @param e anything thrown
 * @returns the code or message
 * @example
 * errorCode(Object.assign(new Error("no"), { code: "ENOENT" })); // "ENOENT"
 * errorCode(new Error("boom"));                                   // "boom"
 */
export function errorCode(e: unknown): string {
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    return (e as { code: string }).code;
  }
  return e instanceof Error ? e.message : String(e);
}

/** What a non-regular file is, in words ("a FIFO (named pipe)", "a character device", …). */
function fileKind(st: fs.Stats): string {
  if (st.isFIFO()) return "a FIFO (named pipe)";
  if (st.isCharacterDevice()) return "a character device";
  if (st.isBlockDevice()) return "a block device";
  if (st.isSocket()) return "a socket";
  if (st.isDirectory()) return "a directory";
  return "not a regular file";
}

/**
 * `fs.statSync` of an input path (symbolic links followed), accepting only regular files and, when `allowDirectory`,
 * directories — before anything is opened, so a FIFO never blocks and a device is never read.
 *
 * @param p the path
 * @param allowDirectory whether a directory is acceptable (a τ² results directory, a folder of exports)
 * @returns the stats
 * @throws {TrajlabInputError} `unreadable` when the path is missing or inaccessible, or is a FIFO, device, socket (or a
 *   directory when not allowed)
 * @example
 * statInput("/dev/zero"); // throws "/dev/zero: $: not a regular file: a character device (the loaders read files and directories only)"
 */
export function statInput(p: string, allowDirectory = true): fs.Stats {
  let st: fs.Stats;
  try {
    st = fs.statSync(p);
  } catch (e) {
    throw new TrajlabInputError("unreadable", p, "$", `cannot read file (${errorCode(e)})`);
  }
  if (st.isFile() || (allowDirectory && st.isDirectory())) return st;
  const what = allowDirectory ? "files and directories" : "files";
  throw new TrajlabInputError("unreadable", p, "$", `not a regular file: ${fileKind(st)} (the loaders read ${what} only)`);
}

/**
 * Read a regular file's bytes: the path is checked first ({@link statInput}), then the first bytes are checked
 * for compressed, UTF-16/32 or binary content before the rest is read.
 *
 * @param file the path
 * @param stats optional byte counter (incremented by the bytes read)
 * @param maxBytes the largest file accepted (default: no limit beyond Node's Buffer limit)
 * @returns the bytes
 * @throws {TrajlabInputError} `unreadable` (missing, not a regular file, larger than `maxBytes`, read failure) or
 *   `not-text` (gzip, zip, UTF-16, binary, …)
 * @example
 * const f = "data/examples/tau2_retail_examples.json";
 * readInputBytes(f).length === fs.statSync(f).size; // true
 */
export function readInputBytes(file: string, stats?: ReadStats, maxBytes = Number.MAX_SAFE_INTEGER): Buffer {
  const st = statInput(file, false);
  if (st.size > maxBytes) {
    throw new TrajlabInputError(
      "unreadable",
      file,
      "$",
      `the file is ${st.size} bytes, more than one JavaScript string can hold (${maxBytes} bytes, about 512 MiB): ` +
        "split it (for a τ² run: the directory format, `tau2 convert-results <file> --to dir`) or load it with loadRun, which streams large τ² exports",
    );
  }
  const fd = openInput(file);
  try {
    const buffer = Buffer.allocUnsafe(st.size);
    let got = readFully(fd, buffer, 0, Math.min(st.size, SNIFF_BYTES));
    rejectBinary(file, buffer.subarray(0, got));
    if (got < st.size) got += readFully(fd, buffer, got, st.size - got);
    if (stats) stats.bytes += got;
    return got === st.size ? buffer : buffer.subarray(0, got);
  } catch (e) {
    if (e instanceof TrajlabInputError) throw e;
    throw new TrajlabInputError("unreadable", file, "$", `cannot read file (${errorCode(e)})`);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Open a file for reading (after {@link statInput} has checked it is a regular file).
 *
 * @param file the path
 * @returns the file descriptor (the caller closes it)
 * @throws {TrajlabInputError} `unreadable`, with the Node error code
 * @example
 * const fd = openInput("data/examples/tau2_retail_examples.json");
 * fd >= 0; // true
 * fs.closeSync(fd);
 * openInput("no-such-file.json"); // throws TrajlabInputError "no-such-file.json: $: cannot read file (ENOENT)"
 */
export function openInput(file: string): number {
  try {
    return fs.openSync(file, "r");
  } catch (e) {
    throw new TrajlabInputError("unreadable", file, "$", `cannot read file (${errorCode(e)})`);
  }
}

/**
 * Read up to `length` bytes from the current position of `fd` into `buffer` at `offset`, in reads of at most 64 MiB.
 *
 * @param fd an open file descriptor
 * @param buffer the destination
 * @param offset where in `buffer` to write
 * @param length how many bytes to read at most
 * @returns how many bytes were read (fewer than `length` only at the end of the file)
 * @throws {Error} what `fs.readSync` throws (callers turn it into an `unreadable` error)
 * @example
 * const fd = openInput("data/examples/tau2_retail_examples.json");
 * readFully(fd, Buffer.alloc(4096), 0, 4096); // 4096 (the file is larger)
 * fs.closeSync(fd);
 */
export function readFully(fd: number, buffer: Buffer, offset: number, length: number): number {
  let got = 0;
  while (got < length) {
    const n = fs.readSync(fd, buffer, offset + got, Math.min(length - got, 1 << 26), null);
    if (n === 0) break;
    got += n;
  }
  return got;
}

/**
 * Throw the `not-text` error when `head` (the first bytes of `file`) is not UTF-8 text (see sniff.ts).
 *
 * @param file the file (for the error)
 * @param head its first bytes
 * @throws {TrajlabInputError} `not-text`, naming what the file is (gzip, UTF-16, binary, …)
 * @example
 * rejectBinary("run.json.gz", Buffer.from([0x1f, 0x8b])); // throws "run.json.gz: $: not text: gzip-compressed data …"
 */
export function rejectBinary(file: string, head: Uint8Array): void {
  const kind = binaryKind(head);
  if (kind !== null) throw new TrajlabInputError("not-text", file, "$", `not text: ${kind}`);
}

/**
 * Byte offset of the first byte sequence that is not valid UTF-8, or -1 when the bytes are valid (checked with
 * Node's `buffer.isUtf8`; the offset is searched only when they are not).
 *
 * @param bytes the bytes
 * @returns the offset, or -1
 * @example
 * invalidUtf8Offset(Buffer.from([0x61, 0xff, 0x62])); // 1
 * invalidUtf8Offset(Buffer.from("é"));                 // -1
 */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    // Unicode 15 table 3-7: the well-formed UTF-8 byte sequences
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    if (i + need >= n) return i; // truncated at the end
    const second = bytes[i + 1];
    if (second < lo || second > hi) return i;
    for (let k = 2; k <= need; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return -1;
}

/**
 * Read a file as UTF-8 text. The checks of {@link readInputBytes} apply; a file larger than one JavaScript string
 * ({@link MAX_TEXT_BYTES}) fails before it is read. Invalid UTF-8 bytes are decoded as U+FFFD, as Node does.
 *
 * @param file the path
 * @param stats optional byte counter
 * @returns the text
 * @throws {TrajlabInputError} `unreadable` or `not-text`, naming the file
 * @example
 * readInputText("data/reconstructed/tide/BlocksWorld/DeepSeek-V3.2.jsonl").split("\n").length; // 101 (100 lines and a final newline)
 */
export function readInputText(file: string, stats?: ReadStats): string {
  const bytes = readInputBytes(file, stats, MAX_TEXT_BYTES);
  try {
    return bytes.toString("utf8");
  } catch (e) {
    throw new TrajlabInputError("unreadable", file, "$", `cannot decode the file as UTF-8 text (${errorCode(e)})`);
  }
}
