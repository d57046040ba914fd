/**
 * The safe runner every command runs in: usage errors exit 2 with the usage, input errors name the file (and the
 * command that reads it), an unexpected exception is a bug report naming the step and the file, never a stack
 * trace, and the results computed before it are still printed.
 */
import { describe, expect, test } from "vitest";
import { TrajlabInputError, WriteToolsUnavailableError } from "../../lib/src";
import { CliUsageError } from "../../lib/src/cli/args";
import { commandHint, EXIT_CODES, internalErrorMessage, executeCommand, WRITES_HINT } from "../../lib/src/cli/command";
import { capture } from "./helpers";

const STACK_LINE = /^\s+at .+[:(]\d+/m;

describe("executeCommand", () => {
  test("a usage error prints `trajlab <command>: <problem>` and the usage text, exit 2", () => {
    const c = capture();
    const code = executeCommand("demo", "usage: trajlab demo\n", c.io, () => {
      throw new CliUsageError("no input files or directories given");
    });
    expect(code).toBe(EXIT_CODES.usage);
    expect(c.out().stderr).toBe("trajlab demo: no input files or directories given\n\nusage: trajlab demo\n");
  });

  test("an exception between steps: the internal error names the step and the file, the results so far are printed, exit 1", () => {
    const c = capture();
    const code = executeCommand("demo", "usage\n", c.io, (ctx) => {
      const done: string[] = [];
      ctx.onAbort(() => c.io.stdout(`computed: ${done.join(", ")}\n`));
      done.push("a.json");
      ctx.step = "analysing";
      ctx.file = "b.json";
      throw new TypeError("cannot read properties of undefined (reading 'x')");
    });
    expect(code).toBe(EXIT_CODES.failed);
    const { stdout, stderr } = c.out();
    expect(stdout).toBe("computed: a.json\n");
    expect(stderr).toContain("trajlab demo: error: internal error (a bug — please report it) in analysing on b.json: cannot read properties of undefined (reading 'x')");
    expect(stderr).not.toMatch(STACK_LINE);
  });

  test("a stack overflow is caught like any other exception", () => {
    const c = capture();
    const recurse = (n: number): number => recurse(n + 1) + 1;
    expect(executeCommand("demo", "", c.io, () => recurse(0))).toBe(1);
    expect(c.out().stderr).toMatch(/internal error \(a bug — please report it\) in reading the command line on \(command line\): Maximum call stack size exceeded/);
  });

  test("thrown non-errors and huge messages are shown clipped, never raw", () => {
    expect(internalErrorMessage("s", "f", "plain string")).toBe("internal error (a bug — please report it) in s on f: plain string");
    const long = internalErrorMessage("s", "f", new Error("x".repeat(1_000_000)));
    expect(long.length).toBeLessThan(2200);
    expect(long).toMatch(/… \(998000 more characters\)$/);
  });
});

describe("CommandContext.guard", () => {
  test("one failing step is recorded and the command goes on; finish prints each error and returns 1", () => {
    const c = capture();
    const code = executeCommand("demo", "", c.io, (ctx) => {
      const a = ctx.guard("loading", "bad.json", () => {
        throw new TrajlabInputError("not-json", "bad.json", "$", "not valid JSON");
      });
      const b = ctx.guard("loading", "good.json", () => "report");
      const w = ctx.guard("analysing", "mock.json", () => {
        throw new WriteToolsUnavailableError("mock.json", "action_checks", "mock", "no tool_type");
      });
      const bug = ctx.guard("analysing", "odd.json", () => {
        throw new RangeError("boom");
      });
      c.io.stdout(`${String(a)} ${b} ${String(w)} ${String(bug)}\n`);
      expect(ctx.errors.map((e) => [e.kind, e.file])).toEqual([
        ["not-json", "bad.json"],
        ["write-tools-unavailable", "mock.json"],
        ["internal", "odd.json"],
      ]);
      expect(ctx.errors[1].message).toContain(WRITES_HINT);
      return ctx.finish("1 run(s) analysed");
    });
    expect(code).toBe(1);
    const { stdout, stderr } = c.out();
    expect(stdout).toBe("undefined report undefined undefined\n");
    expect(stderr).toContain("trajlab demo: error: bad.json: $: not valid JSON\n");
    expect(stderr).toContain("internal error (a bug — please report it) in analysing on odd.json: boom");
    expect(stderr).toContain("trajlab demo: 3 input(s) failed; 1 run(s) analysed");
  });

  test("without failures finish prints nothing and returns 0", () => {
    const c = capture();
    expect(executeCommand("demo", "", c.io, (ctx) => ctx.finish("ok"))).toBe(0);
    expect(c.out().stderr).toBe("");
  });
});

describe("commandHint: a file another command reads is told which", () => {
  const err = (detail: string, file = "x") => new TrajlabInputError("unknown-format", file, "$", detail);
  test("TIDE logs: diagnose and reproduce", () => {
    const h = commandHint("drift", err("this is a TIDE JSONL trajectory file (one task per line)", "run.jsonl"))!;
    expect(h).toContain("`trajlab diagnose <file.jsonl>`");
    expect(h).toContain("`trajlab reproduce --data <dir>`");
    expect(h).toContain("`trajlab drift` reads τ²-bench and τ-bench exports");
  });
  test("per-task tables and CSV", () => {
    expect(commandHint("stats", err("this is a per-task table (CSV), not a τ²-bench export"))).toMatch(/^no trajlab command reads a per-task table: load it with loadTaskTable/);
    expect(commandHint("drift", err("this looks like CSV (comma-separated lines), not JSON"))).toMatch(/^every trajlab command reads JSON/);
  });
  test("any other error: no hint", () => {
    expect(commandHint("drift", err("unknown format: an object with keys \"hello\""))).toBeNull();
    expect(commandHint("drift", new TrajlabInputError("wrong-type", "x", "simulations[0]", "TIDE"))).toBeNull();
  });
});
