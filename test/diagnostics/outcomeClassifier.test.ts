import { describe, expect, test } from "vitest";
import { diagnosticOutcomeClassifier, loadRun, OUTCOME_CLASSES } from "../../lib/src";
import { classifierOf, conversationFindings, outcomeClassification } from "../../lib/src/diagnostics/outcomeClassifier";
import { chat, g } from "./chat";

const cancel = g("cancel_reservation", { reservation_id: "R" });

describe("diagnosticOutcomeClassifier", () => {
  test("classifies each conversation with classifyOutcome's rule, the evidence naming the rule and its events", () => {
    const ok = chat([{ user: "cancel R" }, { call: [["cancel_reservation", { reservation_id: "R" }]] }, { result: "ok" }], { id: "ok", gold: [cancel], reward: 1, domain: "airline" });
    const drift = chat([{ user: "cancel R" }, { call: [["cancel_reservation", { reservation_id: "Q" }]] }, { result: "ok" }], { id: "drift", gold: [cancel], reward: 0, domain: "airline" });
    const forgot = chat([{ user: "cancel R" }, { say: "Sorry." }], { id: "forgot", gold: [cancel], reward: 0, domain: "airline" });
    const run = { ...ok.run, conversations: [ok.conversation, drift.conversation, forgot.conversation] };
    const classify = diagnosticOutcomeClassifier([run]);
    expect(run.conversations.map((c) => classify(c).class)).toEqual(["success", "drift-write", "omission"]);
    expect(classify(drift.conversation).evidence).toBe("1 agent drift write(s), 1 executed (events m1.c0)");
  });
  test("a conversation of another run is refused, not classified without its run's context", () => {
    const run = loadRun("data/examples/tau2_retail_examples.json");
    const classify = diagnosticOutcomeClassifier([run]);
    expect(() => classify({ ...run.conversations[0] })).toThrow(/^diagnosticOutcomeClassifier: conversation must belong to one of the runs given, got "/);
    expect(() => diagnosticOutcomeClassifier([])(run.conversations[0])).toThrow(RangeError);
  });
  test("every class it gives is one of the diagnostics classes; the findings follow file order", () => {
    const run = loadRun("data/examples/tau2_retail_examples.json");
    const f = conversationFindings(run);
    expect(f.map((x) => x.conversation)).toEqual(run.conversations);
    expect(f.every((x) => OUTCOME_CLASSES.includes(x.outcome.class))).toBe(true);
    expect(classifierOf(f, "t")(run.conversations[1])).toEqual(outcomeClassification(f[1].outcome));
  });
  test("evidence lists at most four event ids", () => {
    expect(outcomeClassification({ class: "loop", reward: 0, rule: "r", events: ["a", "b", "c", "d", "e", "f"] }).evidence).toBe("r (events a, b, c, d, … 2 more)");
    expect(outcomeClassification({ class: "other", reward: 0, rule: "r", events: [] }).evidence).toBe("r");
  });
});
