/**
 * What kind of problem made an input unusable? The `kind` of a {@link TrajlabInputError}: every loader failure names
 * the file and the JSON path where it happened, in one fixed form `<file>: <path>: <detail>` (path `$` = the
 * document root), and says which of these it is. Source: CONTRIBUTING.md §3 (the error grammar).
 *
 * @example
 * const e = new TrajlabInputError("wrong-type", "run.json", "simulations[3].messages[7]", "expected an object, got null");
 * e.kind; // "wrong-type"
 * e.message; // "run.json: simulations[3].messages[7]: expected an object, got null"
 */
export type InputErrorKind =
  | "unreadable" // the file or directory cannot be read (missing, a FIFO or device, too large to read at once)
  | "not-text" // the bytes are not UTF-8 text (gzip, zip, UTF-16, other binary)
  | "not-json" // the bytes are not JSON
  | "unknown-format" // valid JSON, but no loader recognises it
  | "wrong-type" // a field has the wrong type or is missing
  | "bad-arguments" // tool-call arguments that do not parse (τ-bench v1 stores them as JSON strings)
  | "duplicate-id" // two simulations share an id
  | "unknown-task" // a simulation names a task id the file does not define
  | "bad-reward" // a reward that is not a number in [0, 1] (io/reward.ts)
  | "bad-format"; // any other structural problem in a recognised format (e.g. a TIDE line)

/**
 * Which file, where in it, and what is wrong? A bad input file: `message` is `<file>: <path>: <detail>`, with the
 * parts kept apart for programs (`kind`, `file`, `path`, `detail`). Loaders throw it for a file they cannot use at
 * all, and record it (as a fault) for a conversation they leave out; the CLI prints its message, never a stack.
 *
 * @example
 * const e = new TrajlabInputError("not-json", "run.json", "$", "not valid JSON: Unexpected end of JSON input");
 * e.message; // "run.json: $: not valid JSON: Unexpected end of JSON input"
 * [e.name, e.kind, e.file, e.path]; // ["TrajlabInputError", "not-json", "run.json", "$"]
 */
export class TrajlabInputError extends Error {
  /** What went wrong. */
  readonly kind: InputErrorKind;
  /** The file, as the caller named it. */
  readonly file: string;
  /** The JSON path of the bad value: `$` for the root, `simulations[3].messages[7]`, or `line N` in JSONL. */
  readonly path: string;
  /** The problem, in words (the message without its file and path). */
  readonly detail: string;

  /**
   * A bad input file's error.
   *
   * @param kind what went wrong ({@link InputErrorKind})
   * @param file the file (as the caller named it)
   * @param path the JSON path of the bad value (`$` for the root, `simulations[3].messages[7]`), or `line N`
   * @param detail the problem, in words
   */
  constructor(kind: InputErrorKind, file: string, path: string, detail: string) {
    super(`${oneLine(file)}: ${oneLine(path)}: ${oneLine(detail)}`);
    this.name = "TrajlabInputError";
    this.kind = kind;
    this.file = file;
    this.path = path;
    this.detail = detail;
  }
}

/**
 * A text as it can stand in a one-line message: line breaks and other control characters written as JSON escapes
 * (`\n`, `\u0007`), everything else unchanged — so a file named with a newline cannot split an error in two.
 *
 * @internal
 * @param text any text
 * @returns the text with control characters escaped
 * @example
 * oneLine("a\nb.json"); // "a\\nb.json"
 * oneLine("plain.json"); // "plain.json"
 */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/**
 * Describe a JSON value's type for error messages: "null", "array", "string", "number", "boolean", "object".
 *
 * @param value any value
 * @returns the type's name, with null and arrays told apart from objects
 * @example
 * jsonTypeOf(null); // "null"
 * jsonTypeOf([1]);  // "array"
 */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
