/** Shared helpers of the CLI tests: in-process runs with captured output, and the paths they use. */
import * as fs from "fs";
import * as path from "path";
import { locateSharedData } from "../../lib/src";
import { driftCommand } from "../../lib/src/cli/drift";
import { type CliIo } from "../../lib/src/cli/command";
import { main } from "../../lib/src/cli/main";

export const repoRoot = path.resolve(__dirname, "..", "..");
export const examplesDir = path.join(repoRoot, "data", "examples");
export const examplesFile = path.join(examplesDir, "tau2_retail_examples.json");
export const builtBin = path.join(repoRoot, "lib", "dist", "cli", "main.js");

export interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

export function capture(isTTY = false): { io: CliIo; out: () => { stdout: string; stderr: string } } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), stderrIsTTY: isTTY },
    out: () => ({ stdout: out.join(""), stderr: err.join("") }),
  };
}

/** `trajlab drift …` in-process. */
export function drift(args: string[]): Captured {
  const c = capture();
  const code = driftCommand(args, c.io);
  return { code, ...c.out() };
}

/** `trajlab …` in-process through the dispatcher. */
export async function trajlab(args: string[]): Promise<Captured> {
  const c = capture();
  const code = await main(args, c.io);
  return { code, ...c.out() };
}

/** Every run file in the shared data folder (recursively), or [] when the folder is absent. */
export function sharedRunFiles(): string[] {
  const root = locateSharedData();
  if (root === null) return [];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (name.endsWith(".json")) files.push(p);
    }
  };
  walk(root);
  return files;
}

/** A temporary directory removed by the caller. */
export function tempDir(): string {
  return fs.mkdtempSync(path.join(require("os").tmpdir(), "trajlab-cli-"));
}

/** Plain-JSON copy (what --json prints, parsed back). */
export const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
