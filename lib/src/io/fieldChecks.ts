/**
 * Field checks shared by the loaders: read one value of a parsed JSON document as the type a format requires,
 * or raise a `wrong-type` {@link TrajlabInputError} naming the file and the exact JSON path of the value.
 *
 * Every check is a small function V8 inlines in the loaders' hot loops; none copies the value it returns.
 * Messages follow one form: `<file>: <path>: expected <what>, got <described value>`.
 */
import { TrajlabInputError, jsonTypeOf } from "./errors";
import { displayPath, keyPath } from "./paths";

/**
 * Describe a value for an error message: `missing`, `null`, `an array`, `an object`, `number 3`, `boolean true`,
 * `a string ("abc")` (strings clipped to 40 characters and shown with JSON escapes, so no raw control or binary
 * character reaches a message).
 *
 * @param value any parsed JSON value, or undefined for a missing field
 * @returns the description
 * @example
 * describeValue(undefined); // "missing"
 * describeValue([1]);       // "an array"
 * describeValue("abc");     // "a string (\"abc\")"
 */
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

/**
 * The `wrong-type` error `<file>: <path>: expected <expected>, got <described value>`.
 *
 * @param file the file the value was read from
 * @param path the value's JSON path ("" = the root, shown as `$`)
 * @param expected what the format requires, in words ("an object", "a string or null")
 * @param value the value found
 * @returns the error (the caller throws it)
 * @example
 * wrongType("run.json", "simulations[3].id", "a string", 7).message; // "run.json: simulations[3].id: expected a string, got number 7"
 */
export function wrongType(file: string, path: string, expected: string, value: unknown): TrajlabInputError {
  return new TrajlabInputError("wrong-type", file, displayPath(path), `expected ${expected}, got ${describeValue(value)}`);
}

/**
 * True for a JSON object (not null, not an array).
 *
 * @param value any value
 * @returns whether it is a plain JSON object
 * @example
 * isObject({}); // true
 * isObject([]); // false
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The value as an object.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the value itself
 * @throws {TrajlabInputError} `wrong-type` when it is not an object
 * @example
 * expectObject({ a: 1 }, "run.json", "info"); // {"a":1}
 */
export function expectObject(value: unknown, file: string, path: string): Record<string, unknown> {
  if (isObject(value)) return value;
  throw wrongType(file, path, "an object", value);
}

/**
 * The value as an object, or null when it is null or missing.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the object, or null
 * @throws {TrajlabInputError} `wrong-type` when it is present and not an object
 * @example
 * optionalObject(null, "run.json", "reward_info"); // null
 */
export function optionalObject(value: unknown, file: string, path: string): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (isObject(value)) return value;
  throw wrongType(file, path, "an object or null", value);
}

/**
 * The value as an array.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the array itself
 * @throws {TrajlabInputError} `wrong-type` when it is not an array
 * @example
 * expectArray([1, 2], "run.json", "simulations"); // [1, 2]
 */
export function expectArray(value: unknown, file: string, path: string): unknown[] {
  if (Array.isArray(value)) return value;
  throw wrongType(file, path, "an array", value);
}

/**
 * The value as an array, or null when it is null or missing.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the array, or null
 * @throws {TrajlabInputError} `wrong-type` when it is present and not an array
 * @example
 * optionalArray(undefined, "run.json", "tasks[0].evaluation_criteria.actions"); // null
 */
export function optionalArray(value: unknown, file: string, path: string): unknown[] | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value;
  throw wrongType(file, path, "an array or null", value);
}

/**
 * The value as a string.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the string
 * @throws {TrajlabInputError} `wrong-type` when it is not a string
 * @example
 * expectString("get_user", "run.json", "simulations[0].messages[1].tool_calls[0].name"); // "get_user"
 */
export function expectString(value: unknown, file: string, path: string): string {
  if (typeof value === "string") return value;
  throw wrongType(file, path, "a string", value);
}

/**
 * The value as a string, or null when it is null or missing.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the string, or null
 * @throws {TrajlabInputError} `wrong-type` when it is present and not a string
 * @example
 * optionalString(null, "run.json", "simulations[0].termination_reason"); // null
 */
export function optionalString(value: unknown, file: string, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  throw wrongType(file, path, "a string or null", value);
}

/**
 * The value as a finite number, or null when it is null or missing.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the number, or null
 * @throws {TrajlabInputError} `wrong-type` when it is present and not a number
 * @example
 * optionalNumber(0.5, "run.json", "simulations[0].reward_info.reward"); // 0.5
 */
export function optionalNumber(value: unknown, file: string, path: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  throw wrongType(file, path, "a number or null", value);
}

/**
 * The value as an integer, or null when it is null or missing.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the integer, or null
 * @throws {TrajlabInputError} `wrong-type` when it is present and not an integer
 * @example
 * optionalInteger(2, "run.json", "simulations[0].trial"); // 2
 */
export function optionalInteger(value: unknown, file: string, path: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" && Number.isInteger(value)) return value;
  throw wrongType(file, path, "an integer or null", value);
}

/**
 * An id logged as a string or an integer (τ² `task_id` is `int | str`; τ-bench v1 task ids are integers), as a
 * string.
 *
 * @param value the value at `path`
 * @param file the file (for the error)
 * @param path its JSON path
 * @returns the id as a string
 * @throws {TrajlabInputError} `wrong-type` when it is neither a string nor an integer
 * @example
 * expectId(7, "run.json", "simulations[0].task_id");   // "7"
 * expectId("7", "run.json", "simulations[0].task_id"); // "7"
 */
export function expectId(value: unknown, file: string, path: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  throw wrongType(file, path, "a string or integer id", value);
}

/**
 * A tool call's `id` as logged: a non-empty string, or null when missing, null or empty (both τ² and τ-bench v1
 * logs write `""` for calls without an id).
 *
 * @param value the call's `id` field
 * @param file the file (for the error)
 * @param callPath the JSON path of the call (the error names `<callPath>.id`)
 * @returns the id, or null
 * @throws {TrajlabInputError} `wrong-type` at `<callPath>.id` for any other value
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
 * messages do).
 *
 * @param file the file
 * @param callsPath the JSON path of the message's `tool_calls`
 * @param role the message's role as logged
 * @returns the error (the caller throws it)
 * @example
 * callsOnNonCallerMessage("run.json", "simulations[0].messages[2].tool_calls", "tool").kind; // "bad-format"
 */
export function callsOnNonCallerMessage(file: string, callsPath: string, role: string): TrajlabInputError {
  return new TrajlabInputError(
    "bad-format",
    file,
    callsPath,
    `tool calls on a ${JSON.stringify(role)} message (only assistant and user messages make calls)`,
  );
}
