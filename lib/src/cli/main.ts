#!/usr/bin/env node
/**
 * The `trajlab` command: `trajlab <command> [options]`.
 *
 * Commands: `drift` (goal drift of exported runs, see ./drift), `reproduce` (published figures beside figures
 * recomputed from logs, see ./reproduce), `stats`, `compare` and `diagnose`. `trajlab --help` lists them;
 * `trajlab --version` prints the version. Every command runs in the safe runner (./command.ts): no stack trace
 * reaches a user, and the exit codes are the same everywhere (0 ok, 1 some input, step or figure failed, 2 usage).
 */
import * as fs from "fs";
import * as path from "path";
import { driftCommand } from "./drift";
import { internalErrorMessage, processIo, type CliIo } from "./command";
import { reproduceCommand } from "./reproduce";
import { statsCommand } from "./stats";
import { compareCommand } from "./compare";
import { diagnoseCommand } from "./diagnose";
import { auditCommand } from "./audit";
import { exportCommand } from "./export";

/** The usage text of `trajlab`. */
export const MAIN_USAGE = `usage: trajlab <command> [options]

commands:
  drift <files or dirs…>   goal drift (GD^track, GD^stock, no self-healing) of τ-bench / τ²-bench runs
  reproduce                 published figures beside figures recomputed from the logs
  stats <files or dirs…>   reward, pass^k and noise floor per run, with task-clustered intervals
  compare <run A> <run B>  paired comparison of two runs on their shared tasks, with the fault flow
  diagnose <files or dirs…> trajectory diagnostics: process metrics, first deviations, loops, omissions
  audit <files or dirs…>    task audit: tasks whose gold a policy-following agent cannot reach, with evidence
  export <files or dirs…>  tidy tables (Parquet, CSV, JSON Lines) of runs, conversations, writes, events, exclusions

Run "trajlab <command> --help" for the options of a command. "trajlab --version" prints the version.

exit codes (every command): 0 ok; 1 some input, step or figure failed (what worked is still printed);
2 usage error
`;

function version(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Dispatch a command line (without "node" and the script) to its command.
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code (0 ok, 1 a figure, an input or a step failed, 2 usage error); never throws
 * @example
 * await main(["--version"], { stdout: () => {}, stderr: () => {} }); // 0
 */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "drift":
      return driftCommand(rest, io);
    case "reproduce":
      return reproduceCommand(rest, io);
    case "stats":
      return statsCommand(rest, io);
    case "compare":
      return compareCommand(rest, io);
    case "diagnose":
      return diagnoseCommand(rest, io);
    case "audit":
      return auditCommand(rest, io);
    case "export":
      return exportCommand(rest, io);
    case "--version":
    case "-v":
      io.stdout(`trajlab ${version()}\n`);
      return 0;
    case "--help":
    case "-h":
    case "help":
      io.stdout(MAIN_USAGE);
      return 0;
    case undefined:
      io.stderr(MAIN_USAGE);
      return 2;
    default:
      io.stderr(`trajlab: unknown command ${JSON.stringify(command)}\n\n${MAIN_USAGE}`);
      return 2;
  }
}

/**
 * Make the process safe for a user: output piped into a command that stops reading (`| head`) ends the process
 * quietly instead of with an EPIPE stack trace, and an exception nothing caught is reported as a bug, without a
 * stack trace (CONTRIBUTING.md §3).
 */
function guardProcess(command: string): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      process.exit(e.code === "EPIPE" ? (typeof process.exitCode === "number" ? process.exitCode : 0) : 1);
    });
  }
  const report = (err: unknown) => {
    try {
      process.stderr.write(`trajlab: ${internalErrorMessage("running", command, err)}\n`);
    } finally {
      process.exit(1);
    }
  };
  process.on("uncaughtException", report);
  process.on("unhandledRejection", report);
}

/**
 * Run the command line of this process: `argv` through {@link main} in the guarded process (no stack trace, exit
 * codes as documented), the exit code set when it finishes. The entry of `lib/bin/trajlab.js` (the package's `bin`)
 * and of this file run directly.
 *
 * @internal
 * @param argv the arguments after `node trajlab`
 */
export function start(argv: readonly string[]): void {
  guardProcess(`trajlab ${argv[0] ?? ""}`.trim());
  main(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      // No stack trace reaches a user (CONTRIBUTING.md §3): the message names what failed.
      process.stderr.write(`trajlab: ${internalErrorMessage("running", argv[0] ?? "trajlab", err)}\n`);
      process.exitCode = 1;
    },
  );
}

if (require.main === module) start(process.argv.slice(2));
