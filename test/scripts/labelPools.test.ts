/**
 * The held-out pools of data/labels/diagnostics.json are the pools their scripts draw (scripts/labels/sample-heldout<k>.mjs):
 * every record that names pool k's script is one of that pool's conversations, and every conversation of the pool is
 * either a record or left out with its reason (`excluded`). A pool redrawn differently — a changed plan, seed or
 * label set — fails here. Needs the labelled runs (../shared); skipped without them.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { SHARED_ROOT } from "../events/shared";

const repo = path.resolve(__dirname, "..", "..");
const doc = JSON.parse(fs.readFileSync(path.join(repo, "data", "labels", "diagnostics.json"), "utf8"));
const recordsOf = (k: number) =>
  doc.conversations.filter((c: { sampled?: string }) => new RegExp(`sample-heldout${k}\\.mjs`).test(c.sampled ?? "")).map((c: { file: string; conversation: string }) => `${c.file}|${c.conversation}`).sort();
const excludedOf = (k: number) => doc.excluded.filter((e: { round: number }) => e.round === k).map((e: { file: string; conversation: string }) => `${e.file}|${e.conversation}`);

describe.skipIf(SHARED_ROOT === null)("each held-out pool is the pool its script draws", async () => {
  // @ts-expect-error: plain .mjs scripts without types
  const { heldOutPool2, labelledKeys } = await import("../../scripts/labels/sample-heldout2.mjs");
  // @ts-expect-error: plain .mjs scripts without types
  const { heldOutPool3 } = await import("../../scripts/labels/sample-heldout3.mjs");
  // @ts-expect-error: plain .mjs scripts without types
  const { heldOutPool4 } = await import("../../scripts/labels/sample-heldout4.mjs");
  // @ts-expect-error: plain .mjs scripts without types
  const { heldOutPool5 } = await import("../../scripts/labels/sample-heldout5.mjs");
  const root = SHARED_ROOT as string;
  const draws: [number, () => { file: string; conversation: string }[]][] = [
    [2, () => heldOutPool2(root, labelledKeys(2))],
    [3, () => heldOutPool3(root)],
    [4, () => heldOutPool4(root)],
    [5, () => heldOutPool5(root)],
  ];
  test.each(draws)("pool %i", (k, draw) => {
    const pool = draw().map((p) => `${p.file}|${p.conversation}`);
    const excluded = excludedOf(k);
    expect(pool.length).toBe(48);
    expect(excluded.every((x: string) => pool.includes(x))).toBe(true);
    expect(recordsOf(k)).toEqual(pool.filter((x) => !excluded.includes(x)).sort());
  });
});
