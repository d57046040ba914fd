/**
 * Typed input errors. Every loader failure names the file and the JSON path where it happened, in one fixed
 * form: `<file>: <path>: <message>` (path `$` = the document root).
 *
 * @example
 * new TrajlabInputError("wrong-type", "run.json", "simulations[3].messages[7]", "expected an object, got null").message; // "run.json: simulations[3].messages[7]: expected an object, got null"
 * // message: "run.json: simulations[3].messages[7]: expected an object, got null"
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
  | "bad-format"; // any other structural problem in a recognised format (e.g. a TIDE line)

/**
 * A bad input file: `message` is `<file>: <path>: <detail>`, with the parts kept apart for programs
 * (`kind`, `file`, `path`, `detail`).
 *
 * @example
 * new TrajlabInputError("not-json", "run.json", "$", "not valid JSON: Unexpected end of JSON input").message;
 * // "run.json: $: not valid JSON: Unexpected end of JSON input"
 */
export class TrajlabInputError extends Error {
  readonly kind: InputErrorKind;
  readonly file: string;
  readonly path: string;
  readonly detail: string;

  constructor(kind: InputErrorKind, file: string, path: string, detail: string) {
    super(`${file}: ${path}: ${detail}`);
    this.name = "TrajlabInputError";
    this.kind = kind;
    this.file = file;
    this.path = path;
    this.detail = detail;
  }
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
