import { describe, expect, test } from "vitest";
import { citePolicy, closestPolicySentence, policySentences } from "../../lib/src/audit/policySentence";
import { AIRLINE_POLICY } from "./fixtures";

const BASIC = "Basic economy flights cannot be modified.";

describe("citePolicy", () => {
  test("the doc examples: found despite emphasis; null when absent", () => {
    expect(citePolicy("Basic economy flights **cannot** be modified.", BASIC)).toBe(BASIC);
    expect(citePolicy("Nothing here.", BASIC)).toBeNull();
  });
  test("no policy: the sentence itself", () => {
    expect(citePolicy(null, BASIC)).toBe(BASIC);
  });
  test("case, whitespace, line breaks and list marks are ignored", () => {
    expect(citePolicy("## Rules\n- BASIC   economy\nflights cannot be _modified_.", BASIC)).toBe(BASIC);
  });
  test("the sentence is returned as the check words it, not as the policy does", () => {
    expect(citePolicy("basic economy flights cannot be modified.", BASIC)).toBe(BASIC);
  });
  test("a sentence inside the τ² airline policy is cited", () => {
    expect(citePolicy(AIRLINE_POLICY, BASIC)).toBe(BASIC);
  });
  test("a reworded sentence is not cited", () => {
    expect(citePolicy("Basic economy flights can not be changed.", BASIC)).toBeNull();
  });
  test("an empty policy is given (not null) and contains no sentence", () => {
    expect(citePolicy("", BASIC)).toBeNull();
  });
});

describe("policySentences", () => {
  test("the doc example: the heading is dropped, the list line split in two", () => {
    expect(policySentences("# Title\n- Basic economy flights cannot be modified. Other reservations can.")).toEqual([BASIC, "Other reservations can."]);
  });
  test("the empty policy has no sentences", () => {
    expect(policySentences("")).toEqual([]);
  });
  test("sentences under 20 characters are dropped", () => {
    expect(policySentences("Too short here. This one is long enough to keep!")).toEqual(["This one is long enough to keep!"]);
  });
  test("splits at ? and ! as well as .", () => {
    expect(policySentences("Can the user change flights? The user can never do that!")).toEqual(["Can the user change flights?", "The user can never do that!"]);
  });
  test("emphasis marks and bullet marks are removed", () => {
    expect(policySentences("• The flight **cannot** be `modified` now.")).toEqual(["The flight cannot be modified now."]);
  });
  test("indented headings are dropped too", () => {
    expect(policySentences("   ## A rather long heading line here")).toEqual([]);
  });
});

describe("closestPolicySentence", () => {
  test("the doc example: a refusal echoing the sentence", () => {
    expect(closestPolicySentence([BASIC], "Sorry, basic economy flights cannot be modified under our policy.")).toBe(BASIC);
  });
  test("no sentences: null", () => {
    expect(closestPolicySentence([], "Sorry, basic economy flights cannot be modified.")).toBeNull();
  });
  test("fewer than three shared content words: null", () => {
    expect(closestPolicySentence([BASIC], "Your basic economy seat is fine.")).toBeNull();
  });
  test("three shared words but under half of a long sentence's content words: null", () => {
    const long = "Passengers travelling internationally require valid passports, visas, vaccination certificates and insurance documents.";
    expect(closestPolicySentence([long], "passengers require passports")).toBeNull();
  });
  test("stop words and short words do not count as shared", () => {
    expect(closestPolicySentence(["The user and the agent can be at it."], "The user and the agent can be at it.")).toBeNull();
  });
  test("the sentence sharing the most content words wins", () => {
    const s1 = "Basic economy flights cannot be changed.";
    const s2 = "Basic economy flights cannot be modified or changed after booking.";
    expect(closestPolicySentence([s1, s2], "basic economy flights cannot be modified or changed after booking")).toBe(s2);
  });
  test("on a tie the first sentence is kept", () => {
    const s1 = "Basic economy flights cannot be modified.";
    const s2 = "Modified economy flights basic rules.";
    expect(closestPolicySentence([s1, s2], "basic economy flights modified")).toBe(s1);
  });
  test("an empty message echoes nothing", () => {
    expect(closestPolicySentence([BASIC], "")).toBeNull();
  });
});
