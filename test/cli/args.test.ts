import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CliUsageError, parseArgs } from "../../lib/src/cli/args";

const spec = { flags: ["json", "help"], values: ["window", "writes"] };

describe("parseArgs: strict option parsing", () => {
  it("separates flags, valued options (both spellings) and positionals, in any order", () => {
    const a = parseArgs(["a.json", "--json", "--window", "2", "dir/", "--writes=registry"], spec);
    expect([...a.flags]).toEqual(["json"]);
    expect(a.values).toEqual({ window: "2", writes: "registry" });
    expect(a.positionals).toEqual(["a.json", "dir/"]);
  });
  it("-h is --help; -- ends the options", () => {
    const a = parseArgs(["-h", "--", "--json"], spec);
    expect(a.flags.has("help")).toBe(true);
    expect(a.flags.has("json")).toBe(false);
    expect(a.positionals).toEqual(["--json"]);
  });
  it.each([
    [["--nope"], /unknown option --nope/],
    [["-x"], /unknown option -x/],
    [["--window"], /--window needs a value/],
    [["--window", "--json"], /--window needs a value/],
    [["--window="], /non-empty/],
    [["--json=1"], /takes no value/],
  ])("rejects %j", (argv, message) => {
    expect(() => parseArgs(argv, spec)).toThrow(CliUsageError);
    expect(() => parseArgs(argv, spec)).toThrow(message);
  });
  it("property: arguments not starting with '-' come back as positionals, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }).filter((s) => !s.startsWith("-"))), (xs) => {
        expect(parseArgs(xs, spec).positionals).toEqual(xs);
      }),
    );
  });
});
