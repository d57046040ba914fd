/** first_mention: exactly one unique first mention, matched to the object; docs/definitions/probes.md#first-mention. */
import { describe, expect, test } from "vitest";
import { firstMention } from "../../lib/src";
import { K_OFF, kProbe, load, mention, W, worked } from "./helpers";

describe("firstMention", () => {
  test("the worked example: acme first in 2 of 4 answers", () => {
    expect(firstMention(worked(), W.kOff)).toMatchObject({ value: 50, numerator: 2, denominator: 4 });
  });

  test("tied, none and unresolved are misses that stay in the denominator", () => {
    const r = load(["unique", "tied", "none", "unresolved"].map((s, i) => kProbe(`k${i}`, { mentions: [mention("acme", "positive", s)] })));
    expect(firstMention(r, K_OFF)).toMatchObject({ numerator: 1, denominator: 4 });
  });

  test("two mentions marked unique are a miss for every object", () => {
    const r = load([kProbe("k", { mentions: [mention("acme", "positive", "unique"), mention("birch", "positive", "unique")] })]);
    expect(firstMention(r, K_OFF).value).toBe(0);
    expect(firstMention(r, { ...K_OFF, objectId: "birch" }).value).toBe(0);
  });

  test("the unique first mention of another object is a miss", () => {
    expect(firstMention(load([kProbe("k", { mentions: [mention("birch", "positive", "unique"), mention("acme")] })]), K_OFF).value).toBe(0);
  });
});
