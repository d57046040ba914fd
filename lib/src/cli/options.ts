/*
 * The command line's option values, one parser per option, shared by every command: positive integers, the
 * bootstrap seed, the write-tool source (`--writes`) and the interval options (`--ci`, `--replicates`, `--seed`).
 * A bad value is a `CliUsageError` naming the option.
 */
import type { WriteToolRequest } from "../drift/writeTools";
import { CliUsageError, type ParsedArgs } from "./args";

/** The help of `--writes`, the same in every command that takes it (the default is `DEFAULT_WRITE_TOOLS`). */
export const WRITES_OPTION_HELP = `  --writes SOURCE     which tools are writes: "default" (the default: the domain's declared set, else the file's
                      typed action checks), "registry" (the declared set only), "checks" (tool_type=write in the
                      file's action checks: the published method), or a comma-separated list of tool names`;

/**
 * Parse a positive integer option value (e.g. `--window 3`).
 *
 * @param value the option's text
 * @param name the option's name, for the message
 * @returns the integer
 * @throws {CliUsageError} when the text is not a positive integer
 * @example
 * parsePositiveInt("3", "window"); // 3
 * parsePositiveInt("0", "window"); // throws CliUsageError "--window must be a positive integer, got \"0\""
 */
export function parsePositiveInt(value: string, name: string): number {
  if (!/^[0-9]+$/.test(value)) throw new CliUsageError(`--${name} must be a positive integer, got ${JSON.stringify(value)}`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new CliUsageError(`--${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return n;
}

/**
 * Parse `--writes`: `registry` | `checks` | `default` (the keywords of a write-tool request) or a comma-separated
 * list of tool names (blanks and empty names dropped; an empty list is a usage error).
 *
 * @param value the option's text
 * @returns the write-tool request
 * @throws {CliUsageError} when the list names no tool
 * @example
 * parseWritesOption("registry");            // "registry"
 * parseWritesOption("default");             // "default", not a tool named "default"
 * parseWritesOption("book_reservation, x"); // ["book_reservation", "x"]
 */
export function parseWritesOption(value: string): WriteToolRequest {
  if (value === "registry" || value === "checks" || value === "default") return value;
  const names = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (names.length === 0) throw new CliUsageError(`--writes needs "registry", "checks", "default" or a comma-separated list of tool names, got ${JSON.stringify(value)}`);
  return names;
}

/**
 * Parse a bootstrap seed (a non-negative integer).
 *
 * @param value the option's text
 * @returns the seed
 * @throws {CliUsageError} when the text is not a non-negative integer
 * @example
 * parseSeed("7"); // 7
 * parseSeed("-1"); // throws CliUsageError "--seed must be a non-negative integer, got \"-1\""
 */
export function parseSeed(value: string): number {
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new CliUsageError(`--seed must be a non-negative integer, got ${JSON.stringify(value)}`);
  return Number(value);
}

/** The bootstrap settings the command line sets: resamples (`--replicates`) and seed (`--seed`). */
export interface BootstrapFlags {
  replicates?: number;
  seed?: number;
}

/**
 * Parse `--replicates B` and `--seed S`, the bootstrap settings of every command that resamples.
 *
 * @param args the parsed arguments (values `replicates`, `seed`)
 * @returns the settings given (absent ones left out, so the library's defaults apply)
 * @throws {CliUsageError} when a value is not a positive integer (replicates) or a non-negative safe integer (seed)
 * @example
 * parseBootstrapFlags({ flags: new Set(), values: { seed: "7" }, positionals: [] }); // { seed: 7 }
 */
export function parseBootstrapFlags(args: ParsedArgs): BootstrapFlags {
  const out: BootstrapFlags = {};
  if (args.values.replicates !== undefined) out.replicates = parsePositiveInt(args.values.replicates, "replicates");
  if (args.values.seed !== undefined) out.seed = parseSeed(args.values.seed);
  return out;
}

/**
 * Parse `--ci` with its `--replicates B` and `--seed S`: the intervals beside every point of `drift` and
 * `reproduce`.
 *
 * @param args the parsed arguments (flag `ci`, values `replicates`, `seed`)
 * @returns the interval settings when `--ci` was given, else undefined
 * @throws {CliUsageError} when `--replicates` or `--seed` comes without `--ci`, or a value is bad
 * @example
 * parseIntervalFlags({ flags: new Set(["ci"]), values: { replicates: "200" }, positionals: [] }); // { replicates: 200 }
 * parseIntervalFlags({ flags: new Set(), values: {}, positionals: [] }); // undefined
 */
export function parseIntervalFlags(args: ParsedArgs): BootstrapFlags | undefined {
  const ci = args.flags.has("ci");
  if (!ci && (args.values.replicates !== undefined || args.values.seed !== undefined)) throw new CliUsageError("--replicates and --seed set the intervals of --ci: add --ci");
  return ci ? parseBootstrapFlags(args) : undefined;
}
