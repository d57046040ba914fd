/** Loading a command's inputs: every path expanded to its runs, one guarded step per file, nothing lost beside a bad file. */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, it } from "vitest";
import { CommandContext } from "../../lib/src/cli/command";
import { loadInputs, nothingLoaded, nothingLoadedError, totalInputBytes } from "../../lib/src/cli/inputs";
import type { Run } from "../../lib/src/io/model";
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

describe("nothingLoaded", () => {
  const run = (conversations: number, excluded: number[]) =>
    ({ source: "r.json", conversations: Array.from({ length: conversations }, () => ({})), exclusions: excluded.map((count, i) => ({ reason: `reason ${i}`, count, ids: [], faults: [] })) }) as unknown as Run;
  it("a run that held conversations and loaded none is a failure naming the reasons and counts", () => {
    const e = nothingLoaded(run(0, [3, 1]));
    expect(e?.message).toBe("r.json: $: none of its 4 conversation(s) loaded (reason 0: 3, reason 1: 1)");
    expect(e?.kind).toBe("bad-format");
  });
  it("a run that loaded some, or held none at all, is not", () => {
    expect(nothingLoaded(run(1, [5]))).toBeNull();
    expect(nothingLoaded(run(0, []))).toBeNull();
  });
});

describe("nothingLoadedError: the same rule from counts (trajlab export's runs)", () => {
  it("held some, loaded none: the failure, with the parenthesis given", () => {
    expect(nothingLoadedError("r.json", 3, 0, "see the exclusions table for the reasons")?.message).toBe("r.json: $: none of its 3 conversation(s) loaded (see the exclusions table for the reasons)");
  });
  it("loaded some, or held none: null", () => {
    expect(nothingLoadedError("r.json", 3, 1, "x")).toBeNull();
    expect(nothingLoadedError("r.json", 0, 0, "x")).toBeNull();
  });
});
