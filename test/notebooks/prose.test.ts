/**
 * Prose and output never disagree: the rule of scripts/lib/prose.mjs (read its header: what is prose, what a worked
 * example is, which numbers are allowed and why), checked on examples, then on every committed notebook's markdown.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain ES module of the scripts folder, without types
import { notebookTypedInCounts, typedInCounts } from "../../scripts/lib/prose.mjs";

const notebooksDir = path.resolve(__dirname, "../../notebooks");

describe("the rule", () => {
  test("flags results typed into prose, in digits and in words", () => {
    for (const text of ["The run scores 53 (41/12).", "reward=1 on 24 of 49 tasks", "about half of them drift", "with two exceptions", "the six airline agents of the collection", "it is 0.72 here", "a share of 40 %"]) {
      expect(typedInCounts(text), text).not.toEqual([]);
    }
  });

  test("allows math, code, references, years, section numbers, list markers, names and the listed constants", () => {
    const allowed = [
      "By hand: $3/4 = 0.75$ and `successRate([1, 3], 20)`.",
      "## 3. Table 2 and Tables 1, 2 and 6; §7; notebooks 05–07; Lemma 1; Step 4; seed 003",
      "Brown & Heathers 2016, arXiv:2602.02196, gpt-4.1, Qwen3-30B-A3B, P13, HAT001 on 2024-05-20, order #W2, events [1]–[2]",
      "1. the first item\n(2) the second",
      "with its 95 % interval and 80 % power; reward = 1 and reward = 0; rewards in {0, 1}; a value between 0 and 1",
    ];
    for (const text of allowed) expect(typedInCounts(text), text).toEqual([]);
  });

  test("exempts a worked example: a block that starts with By hand, and the list it introduces", () => {
    expect(typedInCounts("**By hand.** Four items, 3 agree:\n\n- kappa = 0.5 over 4 items\n\nThe run has 53 tasks.")).toEqual([
      '"53" in: The run has 53 tasks.',
    ]);
  });
});

describe("every committed notebook", () => {
  const files = fs.readdirSync(notebooksDir).filter((f) => f.endsWith(".ipynb")).sort();
  test.each(files)("%s types no result into its prose", (file) => {
    expect(notebookTypedInCounts(path.join(notebooksDir, file))).toEqual([]);
  });
});
