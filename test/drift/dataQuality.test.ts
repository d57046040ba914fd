import { describe, expect, it } from "vitest";
import {
  conversationDataQuality,
  DATA_QUALITY_UNCHECKED,
  MIN_OTHER_TASK_SHARE,
  rejectedCallOrders,
  runDataQuality,
} from "../../lib/src/drift/dataQuality";
import { taskEntities } from "../../lib/src/drift/taskEntities";
import { registryWriteTools } from "../../lib/src/drift/writeTools";
import type { Conversation } from "../../lib/src/io/model";
import { calls, check, conv, gold, msgs, task, toolMsg } from "./builders";
import { DATA_DIR, loadRealRun, realRunInputs, SKIP_MESSAGE, tryLoadReal } from "./realData";

const W = new Set(["cancel_pending_order", "return_delivered_order_items"]);

// Three retail tasks of one file: who they are about is in the scenario and the gold actions.
const goldAnn = [gold("get_user_details", { user_id: "ann_lee_1001" }), gold("cancel_pending_order", { order_id: "#W1001", reason: "no longer needed" })];
const goldBob = [gold("get_user_details", { user_id: "bob_ray_2002" }), gold("cancel_pending_order", { order_id: "#W2002", reason: "no longer needed" })];
const goldCyd = [gold("get_user_details", { user_id: "cyd_fox_3003" }), gold("return_delivered_order_items", { order_id: "#W3003", item_ids: ["1"] })];
const tasks = [
  task("ann", goldAnn, "You are Ann Lee. You want to cancel order #W1001."),
  task("bob", goldBob, "You are Bob Ray. You want to cancel order #W2002."),
  task("cyd", goldCyd, "You are Cyd Fox. You want to return order #W3003."),
];

/** A conversation that talks about `user` and `order` (user turn, tool call, tool output), scored as `taskId`. */
function talk(id: string, taskId: string, user: string, order: string, extra: Partial<Conversation> = {}): Conversation {
  const g = tasks.find((t) => t.id === taskId)!.goldActions;
  return conv({
    id,
    taskId,
    goldActions: g,
    messages: [...msgs(["system", "policy"], ["user", `Hi, my user id is ${user}.`], ["assistant", null]), toolMsg(3, 0, `{"user_id": "${user}", "orders": ["${order}"]}`)],
    toolCalls: calls(["get_user_details", { user_id: user }], ["cancel_pending_order", { order_id: order, reason: "no longer needed" }]),
    ...extra,
  });
}

describe("conversationDataQuality: does the conversation belong to its task?", () => {
  it("a conversation about its own task's customer and order belongs", () => {
    expect(conversationDataQuality(talk("c", "ann", "ann_lee_1001", "#W1001"), W, { tasks })).toBeNull();
  });

  it("none of its task's entities, all of another task's → task-entities-absent, and the other task is named", () => {
    const f = conversationDataQuality(talk("c", "ann", "bob_ray_2002", "#W2002"), W, { tasks })!;
    expect(f.reasons).toEqual(["task-entities-absent"]);
    expect(f).toMatchObject({ likelyTask: "bob", likelyTasks: ["bob"], scoredAs: [], entityFitTies: ["bob"] });
    expect(f.entityFit).toEqual({ taskId: "bob", named: ["bob_ray_2002", "#W2002"], of: 3, share: 2 / 3 });
    expect(f.ownEntities).toEqual({ entities: ["ann_lee_1001", "#W1001", "Ann Lee"], named: 0 });
    expect(f.unmentionedWriteEntities).toEqual(["#W2002"]);
  });

  it("one entity of its own task is enough to belong, even among another task's entities", () => {
    expect(conversationDataQuality(talk("c", "ann", "bob_ray_2002", "#W1001"), W, { tasks })).toBeNull();
  });

  it("a conversation that names no task's entities (the user never identified) is not flagged", () => {
    expect(conversationDataQuality(talk("c", "ann", "nobody_0000", "#W0000"), W, { tasks })).toBeNull();
  });

  it(`another task must have at least ${MIN_OTHER_TASK_SHARE} of its entities named`, () => {
    // only Bob's order: 1 of his 3 entities
    const c = talk("c", "ann", "nobody_0000", "#W2002");
    expect(conversationDataQuality(c, W, { tasks })).toBeNull();
  });

  it("the agent writing off gold (a hallucinated order) is not a data fault", () => {
    const c = talk("c", "ann", "ann_lee_1001", "#W9999", { reward: 1 });
    expect(conversationDataQuality(c, W, { tasks })).toBeNull();
  });

  it("action checks naming another task's gold actions → action-checks-differ-from-gold, scored as that task", () => {
    const c = talk("c", "ann", "ann_lee_1001", "#W1001", { actionChecks: goldBob.map((g) => check(g, false)) });
    const f = conversationDataQuality(c, W, { tasks })!;
    expect(f.reasons).toEqual(["action-checks-differ-from-gold"]);
    expect(f).toMatchObject({ likelyTask: "bob", scoredAs: ["bob"], ownEntities: { named: 2 } }); // the user never says "Ann Lee"
    // the same actions in another order are not a difference (multiset)
    const same = talk("c", "ann", "ann_lee_1001", "#W1001", { actionChecks: [...goldAnn].reverse().map((g) => check(g, true)) });
    expect(conversationDataQuality(same, W, { tasks })).toBeNull();
  });

  it("both faults at once: both reasons; the likely task comes from the checks", () => {
    const c = talk("c", "ann", "cyd_fox_3003", "#W3003", { actionChecks: goldCyd.map((g) => check(g, false)) });
    const f = conversationDataQuality(c, W, { tasks })!;
    expect(f.reasons).toEqual(["action-checks-differ-from-gold", "task-entities-absent"]);
    expect(f.likelyTasks).toEqual(["cyd"]);
    expect(f.entityFit!.taskId).toBe("cyd");
  });

  it("action checks without gold actions (a file without embedded tasks) are not compared", () => {
    const c = conv({ goldActions: null, actionChecks: [check(goldAnn[1], true)], toolCalls: calls(["cancel_pending_order", { order_id: "#W1001" }]) });
    expect(conversationDataQuality(c, W, { tasks: [] })).toBeNull();
    expect(conversationDataQuality(c, W)).toBeNull();
  });
});

describe("runDataQuality", () => {
  const clean = [talk("a1", "ann", "ann_lee_1001", "#W1001"), talk("b1", "bob", "bob_ray_2002", "#W2002"), talk("c1", "cyd", "cyd_fox_3003", "#W3003")];
  const misplaced = talk("x", "ann", "bob_ray_2002", "#W2002");

  it("counts, share over checked conversations, reasons, the suspect verdict", () => {
    const r = runDataQuality([misplaced, ...clean], W, { tasks });
    expect(r).toMatchObject({ conversations: 4, checked: 4, flagged: 1, suspect: true, verdict: "suspect", threshold: 0.1 });
    expect(r.flaggedShare).toMatchObject({ numerator: 1, denominator: 4, value: 0.25 });
    expect(r.byReason.map((b) => [b.reason, b.count])).toEqual([["action-checks-differ-from-gold", 0], ["task-entities-absent", 1]]);
    expect(r.flags.map((f) => [f.conversationId, f.likelyTask])).toEqual([["x", "bob"]]);
    expect(r.verdictText).toBe("suspect: 1 of 4 checked conversations do not belong to their task (share ≥ 0.1)");
    expect(runDataQuality([misplaced, ...clean], W, { tasks, threshold: 0.5 })).toMatchObject({ suspect: false, verdict: "ok" });
  });

  it("writes off gold: a named count, split by reward; writes the environment rejected are left out", () => {
    const offGold = talk("off", "ann", "ann_lee_1001", "#W9999", { reward: 1 });
    // its only write was rejected (τ² error flag): nothing was written
    const rejected = talk("rej", "bob", "bob_ray_2002", "#W9999", { reward: 0 });
    rejected.messages.push(toolMsg(4, 1, "Error: order not found", true));
    // τ-bench v1 has no flag: an output starting with "Error" is a rejection
    const v1 = talk("v1", "cyd", "cyd_fox_3003", "#W9999", { reward: 0 });
    v1.messages.push(toolMsg(4, 1, "Error: order not found", null));
    const r = runDataQuality([offGold, rejected, v1, ...clean], W, { tasks });
    expect(r.verdict).toBe("ok");
    expect(r.flagged).toBe(0);
    const w = r.findings.writesOffGold;
    expect(w.ids).toEqual(["off", "c1"]); // c1 cancels, but Cyd's gold is a return
    expect(w.share).toMatchObject({ numerator: 2, denominator: 4 });
    expect(w.byReward).toEqual({ "reward=1": 2, "reward=0": 0, other: 0 });
    expect(w.rejectedWrites).toMatchObject({ numerator: 2, denominator: 6 });
    expect(w.reason).toBeNull();
    expect([...rejectedCallOrders(rejected)]).toEqual([1]);
  });

  it("without a write-tool set the faults are still checked and the finding says why it is not measured", () => {
    const r = runDataQuality([misplaced, ...clean], null, { tasks });
    expect(r.flagged).toBe(1);
    expect(r.flags[0].unmentionedWriteEntities).toEqual([]);
    expect(r.findings.writesOffGold.share.value).toBeNull();
    expect(r.findings.writesOffGold.reason).toMatch(/--writes a,b/);
  });

  it("conversations nothing can be checked against are excluded with a reason; none checkable → not measured", () => {
    const noTask = conv({ id: "n1", taskId: "zzz", goldActions: null });
    const noEntity = conv({ id: "n2", taskId: "bare", goldActions: [] });
    const r = runDataQuality([noTask, noEntity, ...clean], W, { tasks: [...tasks, task("bare", [])] });
    expect(r.checked).toBe(3);
    expect(r.flaggedShare.exclusions).toEqual([
      { reason: DATA_QUALITY_UNCHECKED.taskNotEmbedded, count: 1, ids: ["n1"] },
      { reason: DATA_QUALITY_UNCHECKED.nothingToCompare, count: 1, ids: ["n2"] },
    ]);
    const none = runDataQuality([noTask], W, { tasks: [] });
    expect(none).toMatchObject({ verdict: "not measured", suspect: false, checked: 0 });
    expect(none.flaggedShare.value).toBeNull();
    expect(none.verdictText).toMatch(/^not measured: no conversation could be checked/);
  });

  it("the shape of a file without embedded tasks (gold null, action checks present) is checked against its own checks, not flagged", () => {
    // each conversation's checks give the gold list it was scored against; they name its own customer
    const cs = clean.map((c) => Object.assign({}, c, { goldActions: null, actionChecks: tasks.find((t) => t.id === c.taskId)!.goldActions!.map((g) => check(g, true)) }));
    const r = runDataQuality(cs, W, { tasks: [] });
    expect(r).toMatchObject({ verdict: "ok", checked: 3, flagged: 0 });
  });

  it("an empty run is not measured, never ok; a threshold outside [0, 1] throws", () => {
    const r = runDataQuality([], W);
    expect(r).toMatchObject({ verdict: "not measured", suspect: false, conversations: 0, verdictText: "not measured: the run has no conversations" });
    expect(r.flaggedShare.value).toBeNull();
    expect(() => runDataQuality([], W, { threshold: 2 })).toThrow(RangeError);
    expect(() => runDataQuality([], W, { threshold: Number.NaN })).toThrow(/threshold must be in \[0, 1\], got null/);
  });

  it("tool-call arguments nested 10,000 levels deep do not overflow the stack", () => {
    let v: unknown = "bob_ray_2002";
    for (let i = 0; i < 10_000; i++) v = { next: [v] };
    const deep = talk("deep", "ann", "nobody_0000", "#W2002", { toolCalls: calls(["get_user_details", { payload: v }], ["cancel_pending_order", { order_id: "#W2002", deep: v }]) });
    const r = runDataQuality([deep, ...clean], W, { tasks });
    expect(r.flags.map((f) => [f.conversationId, f.likelyTask])).toEqual([["deep", "bob"]]);
    const g = talk("g", "ann", "ann_lee_1001", "#W1001", { goldActions: [gold("cancel_pending_order", { order_id: "#W1001", deep: v as Record<string, unknown> })] });
    expect(runDataQuality([g], W, { tasks }).findings.writesOffGold.share.numerator).toBe(1);
  });
});

describe.skipIf(!DATA_DIR)(`data quality on every real file (${DATA_DIR ? "present" : SKIP_MESSAGE})`, () => {
  const writes = (domain: string | null) => {
    const r = registryWriteTools(domain);
    return r.ok ? new Set(r.set.tools) : null;
  };
  const inputs = realRunInputs();

  it("finds the files of both folders", () => {
    expect(inputs.filter((i) => i.name.startsWith("data/")).length).toBeGreaterThanOrEqual(5);
    expect(inputs.some((i) => i.name.startsWith("tau2-public/"))).toBe(true);
  });

  // toolorchestra is the one known misattributed file; every other public run is honest.
  it.each(inputs.map((i) => [i.name, i.path]))("%s: expected verdict", (name, p) => {
    const loaded = tryLoadReal(p);
    if ("error" in loaded) {
      console.warn(`data-quality verdict of ${name} skipped: it does not load yet (${loaded.error.slice(0, 160)})`);
      return;
    }
    const run = loaded.run;
    const r = runDataQuality(run.conversations, writes(run.domain), { tasks: run.tasks, nullCompareArgs: run.format === "tau1-historical" ? "all-keys" : "call-keys" });
    if (/toolorchestra/.test(name)) {
      expect(r.verdict).toBe("suspect");
    } else {
      expect(r.suspect, `${name}: ${r.verdictText}`).toBe(false);
      expect(r.flagged, `${name}: ${r.verdictText}`).toBe(0);
    }
  });

  it("toolorchestra: the two independent rules agree on which task each conversation belongs to", () => {
    const run = loadRealRun("toolorchestra");
    const r = runDataQuality(run.conversations, writes(run.domain), { tasks: run.tasks });
    const count = (reason: string) => r.byReason.find((b) => b.reason === reason)!.count;
    // measured: 113 of 114 flagged (111 by the checks, 110 by the entities); the one left belongs to its task
    expect(r.flaggedShare).toMatchObject({ numerator: 113, denominator: 114 });
    expect(count("action-checks-differ-from-gold")).toBe(111);
    expect(count("task-entities-absent")).toBe(110);
    // For a conversation flagged by both, the checks say which gold list the file scored it against, the entities
    // which customer it is about: the entity-fit task is that task, or another task of the same customer (the two
    // tasks share an entity). Measured: 108 flagged by both, 81 the same task, 27 a sibling task, 0 disagree.
    const byId = new Map(run.tasks.map((t) => [t.id, t]));
    const both = r.flags.filter((f) => f.reasons.length === 2);
    let sameTask = 0;
    for (const f of both) {
      if (f.entityFitTies.some((t) => f.scoredAs.includes(t))) {
        sameTask++;
        continue;
      }
      const fit = new Set(taskEntities(byId.get(f.entityFit!.taskId)!).map((e) => e.text));
      const scored = f.scoredAs.flatMap((id) => taskEntities(byId.get(id)!).map((e) => e.text));
      expect(scored.some((e) => fit.has(e)), `${f.conversationId}: scored as ${f.scoredAs}, fits ${f.entityFit!.taskId}`).toBe(true);
    }
    expect(both.length).toBe(108);
    expect(sameTask).toBe(81);
    for (const f of r.flags) expect(f.likelyTask, f.conversationId).not.toBeNull();
  });

  it("toolorchestra: the customer the user names is the one of the task the conversation seems to belong to", () => {
    const run = loadRealRun("toolorchestra");
    const r = runDataQuality(run.conversations, writes(run.domain), { tasks: run.tasks });
    const byId = new Map(run.tasks.map((t) => [t.id, t]));
    let compared = 0;
    for (const f of r.flags) {
      const names = taskEntities({ goldActions: null, scenario: byId.get(f.likelyTask!)!.scenario }).filter((e) => e.tokens.length > 1);
      if (names.length === 0) continue;
      const said = run.conversations.find((c) => c.id === f.conversationId)!.messages.filter((m) => m.role === "user").map((m) => m.content ?? "").join(" ").toLowerCase();
      expect(names[0].tokens.every((t) => said.includes(t)), `${f.conversationId}: ${names[0].text}`).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThan(80); // measured: 86 (the others' scenarios introduce no name)
    // read by hand: the conversation filed under task 0 (Yusuf Rossi) is Raj Santos asking for the cheapest keyboard: task 89
    expect(r.flags.find((f) => f.taskId === "0")!.likelyTask).toBe("89");
  });

  it("the honest runs the old rules flagged: writes off gold are a named finding, not a fault", () => {
    const public_ = (name: string) => inputs.find((i) => i.name === `tau2-public/${name}`);
    for (const name of ["tau2_airline_qwen2.5-7b_feature-gym.json", "tau2_telecom_gpt-4.1_feature-gym.json"]) {
      const input = public_(name);
      if (!input) continue;
      const loaded = tryLoadReal(input.path);
      if ("error" in loaded) continue;
      const run = loaded.run;
      const r = runDataQuality(run.conversations, writes(run.domain), { tasks: run.tasks });
      expect(r.verdict).toBe("ok");
      const w = r.findings.writesOffGold;
      expect(w.ids.length).toBeGreaterThan(0);
      if (/telecom/.test(name)) {
        // telecom: the successful writes-off-gold conversations are tasks whose only gold action is a transfer
        const byId = new Map(run.conversations.map((c) => [c.id, c]));
        const successes = w.ids.map((id) => byId.get(id)!).filter((c) => c.reward === 1);
        expect(successes.length).toBe(w.byReward["reward=1"]);
        expect(successes.length).toBeGreaterThan(0);
        for (const c of successes) expect((c.goldActions ?? []).map((g) => g.name)).toEqual(["transfer_to_human_agents"]);
      } else {
        expect(w.byReward["reward=1"]).toBe(0); // the weak agent's off-gold writes all failed the task
      }
    }
  });
});
