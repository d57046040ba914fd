/**
 * The one safe runner of every `trajlab` command (CONTRIBUTING.md §3): no stack trace reaches a user, one bad input
 * or step never takes the others' results with it, and the exit code says what happened.
 *
 * A command runs its body through {@link executeCommand}, and each step on each input through
 * {@link CommandContext.guard}: a {@link TrajlabInputError} becomes an input error naming the file and JSON path
 * (with, for a file another command reads, the command that reads it); a `WriteToolsUnavailableError` an error that
 * says how to choose the write tools (`--writes`); anything else an
 * `internal error (a bug — please report it) in <step> on <file>: <message>`. The body goes on with the next input,
 * and prints what it computed. Should something escape the guards (a bug between steps), {@link executeCommand} prints
 * the internal error and calls the body's {@link CommandContext.onAbort} handlers, which print the results computed
 * so far.
 *
 * Exit codes, the same for every command ({@link EXIT_CODES}):
 * - 0: everything asked for was computed (for `reproduce`: and every figure is ✓);
 * - 1: some input, step or figure failed; what did work is still printed, the failures go to stderr (and, with
 *   `--json`, into `errors`);
 * - 2: a usage error (the usage text follows), or nothing the command could start from (e.g. `reproduce --data`
 *   naming no directory or file).
 */
import { TrajlabInputError } from "../io/errors";
import { WriteToolsUnavailableError } from "../drift/analyzeDrift";
import { CliUsageError } from "./args";

/** Where a command writes (the real process streams by default; tests pass collectors). */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether stderr is a terminal (progress lines are then overwritten in place). */
  stderrIsTTY?: boolean;
}

/** The real process streams. */
export const processIo: CliIo = {
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
  get stderrIsTTY() {
    return Boolean(process.stderr.isTTY);
  },
};

/** The exit codes of every `trajlab` command. */
export const EXIT_CODES = {
  /** Everything asked for was computed. */
  ok: 0,
  /** Some input, step or figure failed; the rest was printed. */
  failed: 1,
  /** A usage error, or nothing to start from. */
  usage: 2,
} as const;

/** One failure, as commands print it in `--json` output (`errors`). */
export interface CliError {
  /** An input error's kind (`not-json`, `unknown-format`, …), `write-tools-unavailable`, or `internal` (a bug). */
  kind: string;
  /** The file (or run, or directory) it concerns. */
  file: string;
  /** The JSON path inside the file (`$` = the whole file). */
  path: string;
  /** The full message, as printed on stderr. */
  message: string;
}

/** Longest message text kept from an unexpected exception (a message can quote a huge value). */
const MAX_MESSAGE = 2000;

/**
 * The message of an unexpected exception: `internal error (a bug — please report it) in <step> on <file>: <message>`.
 *
 * @param step what the command was doing ("analysing", "printing the report", …)
 * @param file the input it was doing it on
 * @param error what was thrown
 * @returns the message (the thrown message clipped to 2000 characters)
 * @example
 * internalErrorMessage("analysing", "run.json", new TypeError("x is undefined")); // "internal error (a bug — please report it) in analysing on run.json: x is undefined"
 */
export function internalErrorMessage(step: string, file: string, error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message : String(error);
  } catch {
    text = "(the exception cannot be shown)";
  }
  if (text.length > MAX_MESSAGE) text = `${text.slice(0, MAX_MESSAGE)}… (${text.length - MAX_MESSAGE} more characters)`;
  return `internal error (a bug — please report it) in ${step} on ${file}: ${text}`;
}

/**
 * For an input another command reads (a TIDE log, a per-task table, an events file, CSV), which command reads it;
 * null for any other error.
 *
 * @param command the command that was given the file ("drift", "stats", …)
 * @param error the input error
 * @returns a sentence naming the command, or null
 * @example
 * commandHint("drift", new TrajlabInputError("unknown-format", "x.jsonl", "$", "this is a TIDE JSONL trajectory file (one task per line)")); // "TIDE logs are read by `trajlab diagnose <file.jsonl>` (diagnostics) and by `trajlab reproduce --data <dir>` with the logs as <dir>/tide/<environment>/<model>.jsonl (TIDE's tables); `trajlab drift` reads τ²-bench and τ-bench exports"
 */
export function commandHint(command: string, error: TrajlabInputError): string | null {
  if (error.kind !== "unknown-format" && error.kind !== "not-json") return null;
  const d = error.detail;
  const reads = command === "diagnose" ? "" : `; \`trajlab ${command}\` reads τ²-bench and τ-bench exports`;
  if (/TIDE/.test(d)) {
    const diagnose = command === "diagnose" ? "`trajlab diagnose` reads it when its name ends in .jsonl" : "TIDE logs are read by `trajlab diagnose <file.jsonl>` (diagnostics)";
    return `${diagnose} and by \`trajlab reproduce --data <dir>\` with the logs as <dir>/tide/<environment>/<model>.jsonl (TIDE's tables)${reads}`;
  }
  if (/per-task table/.test(d)) return `no trajlab command reads a per-task table: load it with loadTaskTable in a notebook (successCurve, auv)${reads}`;
  if (/events/.test(d) && /jsonl/i.test(error.file)) return `trajectory events (.events.jsonl) are read by \`trajlab diagnose <file.events.jsonl>\`${reads}`;
  if (/looks like CSV/.test(d)) return `every trajlab command reads JSON: τ²-bench and τ-bench exports (drift, stats, compare, diagnose, reproduce), TIDE .jsonl logs and .events.jsonl files (diagnose)`;
  return null;
}

/**
 * What a command is doing, and the failures so far: the context {@link executeCommand} gives a command's body.
 * `guard` runs one step on one input and turns whatever it throws into a {@link CliError}.
 */
export class CommandContext {
  /** Every failure so far, in order. */
  readonly errors: CliError[] = [];
  /** The step under way (named in an internal error that escapes the guards). */
  step = "reading the command line";
  /** The input it is on. */
  file = "(command line)";
  private readonly aborts: (() => void)[] = [];

  /**
   * A context for one command.
   *
   * @param command the command's name ("drift", …)
   * @param io where it writes
   */
  constructor(
    readonly command: string,
    readonly io: CliIo,
  ) {}

  /**
   * Run `f` as step `step` on input `file`: its value, or undefined after recording what it threw (an input error,
   * a write-tool error, or an internal error — see the module comment). Nothing escapes.
   *
   * @param step what is done ("loading", "analysing", "printing the report")
   * @param file the input it is done on
   * @param f the step
   * @returns what `f` returned, or undefined when it threw
   */
  guard<T>(step: string, file: string, f: () => T): T | undefined {
    this.step = step;
    this.file = file;
    try {
      return f();
    } catch (e) {
      this.fail(e, step, file);
      return undefined;
    }
  }

  /**
   * Record a failure (see {@link CommandContext.guard}).
   *
   * @param error what was thrown
   * @param step the step it was thrown in
   * @param file the input it concerns
   * @returns the recorded error
   */
  fail(error: unknown, step: string, file: string): CliError {
    let e: CliError;
    if (error instanceof TrajlabInputError) {
      const hint = commandHint(this.command, error);
      e = { kind: error.kind, file: error.file, path: error.path, message: hint ? `${error.message} (${hint})` : error.message };
    } else if (error instanceof WriteToolsUnavailableError) {
      e = { kind: "write-tools-unavailable", file, path: "$", message: `${error.message}; ${WRITES_HINT}` };
    } else {
      e = { kind: "internal", file, path: "$", message: internalErrorMessage(step, file, error) };
    }
    this.errors.push(e);
    return e;
  }

  /**
   * Record a failure that is not an exception (a missing conversation, an input that is not one run).
   *
   * @param error the failure
   */
  add(error: CliError): void {
    this.errors.push(error);
  }

  /**
   * What to print should the command die between its guarded steps: the results computed so far.
   *
   * @param handler prints them
   */
  onAbort(handler: () => void): void {
    this.aborts.push(handler);
  }

  /** @internal Run the abort handlers (each guarded). */
  abort(): void {
    for (const h of this.aborts.splice(0)) {
      try {
        h();
      } catch (e) {
        this.fail(e, "printing the results computed so far", this.file);
      }
    }
  }

  /**
   * Print every failure on stderr (`trajlab <command>: error: <message>`) and a summary line when there are any,
   * and return the exit code: 0 without failures, else 1.
   *
   * @param summary the summary after the errors ("2 run(s) analysed")
   * @returns the exit code
   */
  finish(summary: string): number {
    for (const e of this.errors) this.io.stderr(`trajlab ${this.command}: error: ${e.message}\n`);
    if (this.errors.length === 0) return EXIT_CODES.ok;
    this.io.stderr(`trajlab ${this.command}: ${this.errors.length} input(s) failed; ${summary}\n`);
    return EXIT_CODES.failed;
  }
}

/** How to choose the write tools on the command line (every write-tool error says it). */
export const WRITES_HINT =
  'choose the write tools with --writes: "registry" (the domain\'s declared set), "checks" (tool_type=write in the file\'s action checks; newer τ² versions), or a comma-separated list --writes a,b';

/**
 * Run a command's body safely: a {@link CliUsageError} prints `trajlab <command>: <problem>` and the usage text
 * (exit 2); any other exception that escapes the body's own guards prints the internal error with the step and
 * input it happened in, then the results computed so far (the body's {@link CommandContext.onAbort} handlers), then
 * the failures, and exits 1. Never throws.
 *
 * @param command the command's name
 * @param usage its usage text
 * @param io where it writes
 * @param body the command: returns its exit code
 * @returns the exit code (see {@link EXIT_CODES})
 * @example
 * executeCommand("demo", "usage: demo\n", { stdout: () => {}, stderr: () => {} }, () => { throw new TypeError("boom"); }); // 1
 * executeCommand("demo", "usage: demo\n", { stdout: () => {}, stderr: () => {} }, () => 0); // 0
 */
export function executeCommand(command: string, usage: string, io: CliIo, body: (ctx: CommandContext) => number): number {
  const ctx = new CommandContext(command, io);
  try {
    return body(ctx);
  } catch (e) {
    if (e instanceof CliUsageError) {
      io.stderr(`trajlab ${command}: ${e.message}\n\n${usage}`);
      return EXIT_CODES.usage;
    }
    try {
      ctx.fail(e, ctx.step, ctx.file);
      ctx.abort();
      return Math.max(ctx.finish("the results computed before it are printed above"), EXIT_CODES.failed);
    } catch {
      return EXIT_CODES.failed;
    }
  }
}
