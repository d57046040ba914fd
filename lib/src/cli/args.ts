/**
 * A tiny, strict command-line option parser for the `trajlab` subcommands (no dependency).
 *
 * Accepts `--name value`, `--name=value`, boolean flags `--name`, `-h` as `--help`, and `--` to end options.
 * Anything not starting with `-` is a positional argument. Unknown options and missing values are usage errors
 * ({@link CliUsageError}), never silently ignored.
 *
 * @example
 * parseArgs(["--json", "--window=2", "runs/"], { flags: ["json", "help"], values: ["window", "writes"] });
 * // { flags: Set{"json"}, values: { window: "2" }, positionals: ["runs/"] }
 */

/** A mistake in how the command was called (exit code 2). */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CliUsageError";
  }
}

export interface ArgSpec {
  /** Options without a value (e.g. "json", "help"). */
  flags: readonly string[];
  /** Options that take one value (e.g. "window"). */
  values: readonly string[];
}

export interface ParsedArgs {
  flags: Set<string>;
  values: Record<string, string>;
  positionals: string[];
}

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

/**
 * Parse a positive integer option value (e.g. `--window 3`).
 * @example parsePositiveInt("3", "window") // 3; parsePositiveInt("0", "window") throws CliUsageError
 */
export function parsePositiveInt(value: string, name: string): number {
  if (!/^[0-9]+$/.test(value)) throw new CliUsageError(`--${name} must be a positive integer, got ${JSON.stringify(value)}`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new CliUsageError(`--${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return n;
}
