import { describe, expect, it } from "vitest";
import { distinctLabels } from "../../lib/src/plot/distinctLabels";

describe("distinctLabels: short labels that still tell runs apart", () => {
  it("drops the words every name shares at the start and at the end, never cutting a word", () => {
    expect(distinctLabels(["tau2_airline_claude-opus-4-6_button-pr168", "tau2_airline_claude-opus-4-6_ironshell-pr171", "tau2_airline_whissle_pr448"])).toEqual([
      "claude-opus-4-6_button-pr168",
      "claude-opus-4-6_ironshell-pr171",
      "whissle_pr448",
    ]);
    expect(distinctLabels(["a.final.json", "b.final.json"])).toEqual(["a", "b"]);
  });
  it("names that share nothing at an end keep that end (tau1 … historical vs tau2 … feature-gym stay whole)", () => {
    const names = ["tau1_airline_gpt-4o_4trials_50tasks.historical", "tau2_airline_gpt-4.1_1trial_20tasks.feature-gym"];
    expect(distinctLabels(names, 60)).toEqual(names);
  });
  it("every label keeps at least one word, even when one name is the other's start", () => {
    expect(distinctLabels(["run", "run-2"])).toEqual(["run", "run-2"]); // "run" and "run-" are different words
    expect(distinctLabels(["x_run", "x_run_b"])).toEqual(["run", "run_b"]);
  });
  it("a label over max is cut in the middle with one …, keeping both ends", () => {
    const [l] = distinctLabels(["abcdefghijklmnopqrstuvwxyz"], 11);
    expect(l).toBe("abcde…vwxyz");
    expect(l.length).toBe(11);
  });
  it("edges: none, one, equal names; max below 5 is a RangeError", () => {
    expect(distinctLabels([])).toEqual([]);
    expect(distinctLabels(["only-one"])).toEqual(["only-one"]);
    expect(distinctLabels(["same", "same"])).toEqual(["same", "same"]);
    expect(() => distinctLabels(["a"], 4)).toThrow(RangeError);
    expect(() => distinctLabels(["a"], 5.5)).toThrow("distinctLabels: max must be an integer ≥ 5, got 5.5");
  });
});
