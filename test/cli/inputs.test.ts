/** Loading a command's inputs: every path expanded to its runs, one guarded step per file, nothing lost beside a bad file. */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, it } from "vitest";
import { CommandContext } from "../../lib/src/cli/command";
import { loadInputs, totalInputBytes } from "../../lib/src/cli/inputs";
import { examplesFile } from "./helpers";

const silent = { stdout: () => {}, stderr: () => {} };

describe("loadInputs", () => {
  it("a good file beside a missing one and a bad one: the good run loads, each failure is recorded with its file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-inputs-"));
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, "{ not json");
    const ctx = new CommandContext("test", silent);
    const runs = loadInputs(ctx, [path.join(dir, "missing.json"), bad, examplesFile]);
    expect(runs.map((r) => r.source)).toEqual([examplesFile]);
    expect(ctx.errors.map((e) => e.file)).toEqual([path.join(dir, "missing.json"), bad]);
    expect(ctx.errors.every((e) => e.kind !== "internal")).toBe(true);
  });
  it("reports the bytes of each file read", () => {
    const seen: number[] = [];
    loadInputs(new CommandContext("test", silent), [examplesFile], (_f, bytes) => void seen.push(bytes));
    expect(seen.reduce((a, b) => a + b, 0)).toBe(fs.statSync(examplesFile).size);
  });
});

describe("totalInputBytes", () => {
  it("counts the JSON a path stands for; an unreadable path counts 0", () => {
    expect(totalInputBytes([examplesFile, "/nonexistent/x.json"])).toBe(fs.statSync(examplesFile).size);
  });
});
