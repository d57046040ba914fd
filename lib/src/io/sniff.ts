/**
 * What a file is when it is not what a loader expected, told from its first bytes or its first lines, so an error
 * can say "gzip-compressed" or "a TIDE JSONL file: read it with loadTideJsonl" instead of a parser's complaint
 * about an unexpected token. Nothing here echoes raw bytes: byte values are shown in hexadecimal.
 */
import { isObject } from "./fieldChecks";

/** How many leading bytes {@link binaryKind} looks at. */
export const SNIFF_BYTES = 4096;

const hex = (bytes: Uint8Array, n = 8): string =>
  Array.from(bytes.subarray(0, n), (b) => b.toString(16).padStart(2, "0")).join(" ");

const startsWith = (b: Uint8Array, sig: number[]): boolean => sig.every((x, i) => b[i] === x);

/**
 * What the leading bytes of a file say it is when it is not UTF-8 text, or null when they look like text.
 * Recognised: gzip, zip, bzip2, xz and zstd archives; UTF-32 and UTF-16 (with a byte-order mark, or ASCII text
 * interleaved with NUL bytes); any other content with NUL bytes or mostly control characters ("binary").
 * A UTF-8 byte-order mark is text.
 *
 * @param head the first bytes of the file ({@link SNIFF_BYTES} are enough)
 * @returns a sentence naming what the file is and what to do, or null for text
 * @example
 * binaryKind(Buffer.from([0x1f, 0x8b, 8, 0]));  // "gzip-compressed data (it starts with the gzip signature 1f 8b): decompress it first, e.g. gunzip -k <file>"
 * binaryKind(Buffer.from('{"tasks": []}'));      // null
 */
export function binaryKind(head: Uint8Array): string | null {
  if (head.length === 0) return null;
  if (startsWith(head, [0x1f, 0x8b])) return "gzip-compressed data (it starts with the gzip signature 1f 8b): decompress it first, e.g. gunzip -k <file>";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "a zip archive (it starts with the zip signature 50 4b 03 04): extract the JSON file from it first";
  if (startsWith(head, [0x42, 0x5a, 0x68])) return "bzip2-compressed data (it starts with 42 5a 68): decompress it first, e.g. bunzip2 -k <file>";
  if (startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return "xz-compressed data (it starts with fd 37 7a 58 5a 00): decompress it first, e.g. unxz -k <file>";
  if (startsWith(head, [0x28, 0xb5, 0x2f, 0xfd])) return "zstd-compressed data (it starts with 28 b5 2f fd): decompress it first, e.g. zstd -d <file>";
  const convert = "the loaders read UTF-8: convert it first, e.g. iconv -f <encoding> -t UTF-8 <file>";
  if (startsWith(head, [0xff, 0xfe, 0x00, 0x00])) return `UTF-32 text (little-endian, byte-order mark ff fe 00 00); ${convert.replace("<encoding>", "UTF-32LE")}`;
  if (startsWith(head, [0x00, 0x00, 0xfe, 0xff])) return `UTF-32 text (big-endian, byte-order mark 00 00 fe ff); ${convert.replace("<encoding>", "UTF-32BE")}`;
  if (startsWith(head, [0xff, 0xfe])) return `UTF-16 text (little-endian, byte-order mark ff fe); ${convert.replace("<encoding>", "UTF-16LE")}`;
  if (startsWith(head, [0xfe, 0xff])) return `UTF-16 text (big-endian, byte-order mark fe ff); ${convert.replace("<encoding>", "UTF-16BE")}`;
  let nul = 0;
  let nulEven = 0;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const b = head[i];
    if (b === 0) {
      nul++;
      if (i % 2 === 0) nulEven++;
    } else if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) control++;
  }
  if (nul > 0) {
    const pairs = Math.floor(head.length / 2);
    if (pairs > 0 && nul >= pairs * 0.9 && nul <= pairs * 1.1) {
      if (nulEven >= nul * 0.95) return `UTF-16 text (big-endian, no byte-order mark); ${convert.replace("<encoding>", "UTF-16BE")}`;
      if (nulEven <= nul * 0.05) return `UTF-16 text (little-endian, no byte-order mark); ${convert.replace("<encoding>", "UTF-16LE")}`;
    }
    return `binary data, not text (${nul} NUL byte${nul === 1 ? "" : "s"} in the first ${head.length} bytes; it starts with ${hex(head)})`;
  }
  if (control > head.length * 0.1) return `binary data, not text (${control} control bytes in the first ${head.length}; it starts with ${hex(head)})`;
  return null;
}

/** Keys a TIDE task line always has (TaskRunner.save_result_local). */
const TIDE_KEYS = ["query", "traj_rollouts"];
/** Keys of a per-task table row (see taskTable.ts). */
const TABLE_KEYS = ["task", "model", "environment", "success_step"];
/** The loaders that read the formats this project knows, for the hints. */
const READ_TIDE = "read it with loadTideJsonl (the AUV family); `trajlab reproduce` reads TIDE logs placed under <data>/tide/<environment>/";
const READ_TABLE = "read it with loadTaskTable (the AUV family: success steps per task for successCurve and auv)";

/**
 * For a parsed JSON value that no run loader recognises: what it looks like, when it is a format this project
 * reads elsewhere or a piece of a τ² export, as a hint for the error; null otherwise.
 *
 * @param doc the parsed document
 * @returns a hint naming the format and the loader or command that reads it, or null
 * @example
 * documentHint({ query: "q", traj_rollouts: [] }); // "this is one TIDE task line (a TIDE JSONL trajectory file): read it with loadTideJsonl …"
 */
export function documentHint(doc: unknown): string | null {
  if (!isObject(doc)) return null;
  if (TIDE_KEYS.every((k) => k in doc)) return `this is one TIDE task line (a TIDE JSONL trajectory file): ${READ_TIDE}`;
  if (TABLE_KEYS.every((k) => k in doc)) return `this is one row of a per-task table (JSON lines): ${READ_TABLE}`;
  if ("task_id" in doc && "id" in doc && ("messages" in doc || "ticks" in doc)) {
    return "this is one τ² simulation (a file of a results directory's simulations/): load the directory that holds results.json and simulations/";
  }
  return null;
}

/**
 * For a text that is not one JSON document: what it looks like, when that is recognisable — JSON lines (TIDE
 * trajectories, a per-task table, or other), or CSV (a per-task table, or other) — with the loader or command
 * that reads it; null otherwise.
 *
 * @param text the file's text (a byte-order mark already removed)
 * @returns a hint, or null
 * @example
 * textHint("task,model,environment,success_step,steps_taken\nbw-0,A,bw,3,3\n"); // "this is a per-task table (CSV), not a τ²-bench or τ-bench export: read it with loadTaskTable …"
 */
export function textHint(text: string): string | null {
  const lines = firstLines(text, 3);
  if (lines.length === 0) return null;
  const first = lines[0].trim();
  if (first.startsWith("{") && lines.length > 1) {
    let value: unknown;
    try {
      value = JSON.parse(first);
    } catch {
      return null;
    }
    if (!isObject(value)) return null;
    const obj = value;
    if (TIDE_KEYS.every((k) => k in obj)) return `this is a TIDE JSONL trajectory file (one task per line), not a τ²-bench or τ-bench export: ${READ_TIDE}`;
    if (TABLE_KEYS.every((k) => k in obj)) return `this is a per-task table (JSON lines), not a τ²-bench or τ-bench export: ${READ_TABLE}`;
    if (obj.schema === "trajlab.events") return "this is a trajectory events file (.events.jsonl), not a τ²-bench or τ-bench export: read it with loadEventsJsonl, or give it to trajlab diagnose";
    return "this looks like JSON lines (one JSON object per line), not one JSON document: the τ²-bench and τ-bench loaders read one document";
  }
  if (!first.startsWith("{") && !first.startsWith("[") && first.includes(",")) {
    const header = first.split(",").map((h) => h.trim().replace(/^"|"$/g, ""));
    if (TABLE_KEYS.every((k) => header.includes(k))) return `this is a per-task table (CSV), not a τ²-bench or τ-bench export: ${READ_TABLE}`;
    return "this looks like CSV (comma-separated lines), not JSON: the τ²-bench and τ-bench loaders read JSON exports";
  }
  return null;
}

/** Up to `n` non-blank lines from the start of `text`, without scanning the rest of it. */
function firstLines(text: string, n: number): string[] {
  const out: string[] = [];
  let start = 0;
  while (out.length < n && start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, Math.min(end, start + 100_000));
    if (line.trim() !== "") out.push(line);
    start = end + 1;
  }
  return out;
}
