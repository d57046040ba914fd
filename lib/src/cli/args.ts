/*
 * A tiny, strict command-line option parser for the `trajlab` subcommands (no dependency).
 */

/** A mistake in how the command was called (exit code 2): `<command>: <problem>` plus the usage text. */
export class CliUsageError extends Error {
  /**
   * A usage error.
   *
   * @param message the problem, in words
   */
  constructor(message: string) {
    super(message);
    this.name = "CliUsageError";
  }
}

/** The options a command accepts. */
export interface ArgSpec {
  /** Options without a value (e.g. "json", "help"). */
  flags: readonly string[];
  /** Options that take one value (e.g. "window"). */
  values: readonly string[];
}

/** A parsed command line. */
export interface ParsedArgs {
  /** The flags given. */
  flags: Set<string>;
  /** The value of each value option given. */
  values: Record<string, string>;
  /** The arguments that are not options, in order. */
  positionals: string[];
}

/**
 * Parse a command line strictly: `--name value`, `--name=value`, boolean flags `--name`, `-h` as `--help`, and `--`
 * to end options. Anything not starting with `-` is a positional argument. Unknown options and missing values are
 * usage errors, never silently ignored.
 *
 * @param argv the arguments after the command word
 * @param spec the flags and value options the command accepts
 * @returns the flags, values and positionals
 * @throws {CliUsageError} for an unknown option, a flag given a value, or a value option without a value
 * @example
 * parseArgs(["--json", "--window=2", "runs/"], { flags: ["json", "help"], values: ["window", "writes"] }).values; // { window: "2" }
 * parseArgs(["--nope"], { flags: [], values: [] }); // throws CliUsageError "unknown option --nope"
 */
export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const flags = new Set<string>();
  const values: Record<string, string> = {};
  const positionals: string[] = [];
  let optionsEnded = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (optionsEnded || !arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    if (arg === "--") {
      optionsEnded = true;
      continue;
    }
    if (arg === "-h") {
      flags.add("help");
      continue;
    }
    if (!arg.startsWith("--")) throw new CliUsageError(`unknown option ${arg}`);
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (spec.flags.includes(name)) {
      if (eq >= 0) throw new CliUsageError(`option --${name} takes no value`);
      flags.add(name);
    } else if (spec.values.includes(name)) {
      let value: string | undefined;
      if (eq >= 0) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        if (value === undefined || (value.startsWith("--") && value.length > 2)) throw new CliUsageError(`option --${name} needs a value`);
        i++;
      }
      if (value.length === 0) throw new CliUsageError(`option --${name} needs a non-empty value`);
      values[name] = value;
    } else {
      throw new CliUsageError(`unknown option --${name}`);
    }
  }
  return { flags, values, positionals };
}

