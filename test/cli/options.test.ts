/** The command line's option values: one parser per option, shared by every command, each bad value a usage error naming the option. */
import { describe, expect, it } from "vitest";
import { CliUsageError, parseArgs } from "../../lib/src/cli/args";
import { parseBootstrapFlags, parseIntervalFlags, parsePositiveInt, parseSeed, parseWritesOption, WRITES_OPTION_HELP } from "../../lib/src/cli/options";
import { DEFAULT_WRITE_TOOLS } from "../../lib/src";

const parsed = (argv: string[]) => parseArgs(argv, { flags: ["ci"], values: ["replicates", "seed"] });

describe("parsePositiveInt", () => {
  it("accepts positive integers", () => expect(parsePositiveInt("3", "window")).toBe(3));
  it.each(["0", "-1", "1.5", "abc", "", "1e3"])("rejects %j", (v) => expect(() => parsePositiveInt(v, "window")).toThrow(CliUsageError));
});

describe("parseSeed", () => {
  it("accepts 0 and the largest safe integer", () => {
    expect(parseSeed("0")).toBe(0);
    expect(parseSeed(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });
  it.each(["-1", "1.5", "x", "", String(2 ** 60)])("rejects %j, naming --seed", (v) => expect(() => parseSeed(v)).toThrow(/--seed must be a non-negative integer/));
});

describe("parseWritesOption", () => {
  it("the three keywords are sources, never tool names", () => {
    for (const k of ["registry", "checks", "default"] as const) expect(parseWritesOption(k)).toBe(k);
  });
  it("a list drops blanks and empty names", () => expect(parseWritesOption(" a, ,b ")).toEqual(["a", "b"]));
  it("a list that names no tool is a usage error", () => expect(() => parseWritesOption(" , ")).toThrow(CliUsageError));
  it("the help names the library's one default", () => {
    expect(DEFAULT_WRITE_TOOLS).toBe("default");
    expect(WRITES_OPTION_HELP).toMatch(/"default" \(the default:/);
  });
});

describe("parseBootstrapFlags and parseIntervalFlags", () => {
  it("absent values are left out, so the library's defaults apply", () => expect(parseBootstrapFlags(parsed([]))).toEqual({}));
  it("replicates and seed are parsed by their own parsers (the seed's safe-integer check included)", () => {
    expect(parseBootstrapFlags(parsed(["--replicates", "200", "--seed", "7"]))).toEqual({ replicates: 200, seed: 7 });
    expect(() => parseBootstrapFlags(parsed(["--seed", String(2 ** 60)]))).toThrow(/--seed/);
    expect(() => parseBootstrapFlags(parsed(["--replicates", "0"]))).toThrow(CliUsageError);
  });
  it("--ci turns intervals on; without it there are none", () => {
    expect(parseIntervalFlags(parsed(["--ci"]))).toEqual({});
    expect(parseIntervalFlags(parsed([]))).toBeUndefined();
  });
  it("--replicates or --seed without --ci is a usage error", () => {
    expect(() => parseIntervalFlags(parsed(["--seed", "1"]))).toThrow(/add --ci/);
    expect(() => parseIntervalFlags(parsed(["--replicates", "10"]))).toThrow(/add --ci/);
  });
});
