#!/usr/bin/env node
/**
 * The `trajlab` command: `trajlab <command> [options]`.
 *
 * Commands: `drift` (goal drift of exported runs, see ./drift) and `reproduce` (published figures beside figures
 * recomputed from logs, see ./reproduce). `trajlab --help` lists them; `trajlab --version` prints the version.
 */
import * as fs from "fs";
import * as path from "path";
import { runDrift, processIo, type CliIo } from "./drift";
import { runReproduce } from "./reproduce";
import { runStats } from "./stats";
import { runCompare } from "./compare";
import { runDiagnose } from "./diagnose";
import { runExport } from "./export";

/** The usage text of `trajlab`. */
export const MAIN_USAGE = `usage: trajlab <command> [options]

commands:
  drift <files or dirs…>   goal drift (GD^track, GD^stock, no self-healing) of τ-bench / τ²-bench runs
  reproduce                 published figures beside figures recomputed from the logs
  stats <files or dirs…>   reward, pass^k and noise floor per run, with task-clustered intervals
  compare <run A> <run B>  paired comparison of two runs on their shared tasks, with the fault flow
  diagnose <files or dirs…> trajectory diagnostics: process metrics, first deviations, loops, omissions
  export <files or dirs…>  tidy tables (Parquet, CSV, JSON Lines) of runs, conversations, writes, events, exclusions

Run "trajlab <command> --help" for the options of a command. "trajlab --version" prints the version.
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
 * @returns the exit code (0 ok, 1 a figure or an input failed, 2 usage error)
 * @example
 * await main(["--version"], { stdout: () => {}, stderr: () => {} }); // 0
 */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "drift":
      return runDrift(rest, io);
    case "reproduce":
      return runReproduce(rest, io);
    case "stats":
      return runStats(rest, io);
    case "compare":
      return runCompare(rest, io);
    case "diagnose":
      return runDiagnose(rest, io);
    case "export":
      return runExport(rest, io);
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

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      // No stack trace reaches a user (CONTRIBUTING.md §3); the message names what failed.
      process.stderr.write(`trajlab: internal error (a bug — please report it) in ${process.argv[2] ?? "trajlab"}: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 70;
    },
  );
}
