import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, conversationHtml, diagnoseRun, diagnoseEventLog, pickConversation } from "../../lib/src";
import { chat, g, RETAIL_WRITES } from "../diagnostics/chat";
import { tiny } from "../diagnostics/tiny";
import { SHARED_ROOT, loadShared } from "../events/shared";

const tinyInput = () => {
  const t = tiny();
  return { log: t, diagnosis: diagnoseEventLog(t), payloads: new PayloadStore() };
};

describe("conversationHtml", () => {
  const html = conversationHtml(tinyInput());

  test("shows every event of the timeline with its message index", () => {
    for (const ix of ["[0]", "[5]", "[10]", "v.db", "end"]) expect(html).toContain(`<div class="ix">${ix}</div>`);
  });
  test("marks reads, aligned and drift writes, errors and the first-deviation candidates", () => {
    expect(html).toContain('<span class="b read">read</span>');
    expect(html).toContain('<span class="b drift" title="arguments-differ">drift write</span>');
    expect(html).toContain('<span class="b aligned" title="gold[0] cancel_pending_order">aligned write</span>');
    expect(html).toContain('<span class="b err">error</span>');
    // the top candidate is the drift write m5.c0
    expect(html).toMatch(/title="m5\.c0"><div class="ix">\[5\]<\/div><div><b>agent → tool<\/b> <span class="b cand"[^>]*>first deviation \(drift-write, agent\)<\/span>/);
  });
  test("writes carry GD^track / GD^stock and the gold action they matched", () => {
    expect(html).toContain("GD^track 1.000 · GD^stock 1.000 · arguments-differ");
    expect(html).toContain("GD^track 0.500 · GD^stock 0.500 · matched gold[0] cancel_pending_order");
  });
  test("texts are escaped and long texts clipped behind a click", () => {
    const { conversation, run } = chat([{ user: "<script>alert(1)</script> " + "x".repeat(300) }], { gold: [] });
    const store = new PayloadStore();
    const t = conversationEvents(conversation, run, { payloads: store });
    const h = conversationHtml({ log: t, diagnosis: diagnoseEventLog(t), payloads: store }, { clip: 40 });
    expect(h).not.toContain("<script>");
    expect(h).toContain("&lt;script&gt;");
    expect(h).toContain("<details><summary>");
    expect(h).toContain("show all (326 characters)");
  });
  test("keep: a long text keeps its first `keep` characters in the page and says how many more the log has", () => {
    const { conversation, run } = chat([{ user: "a".repeat(100) + "b".repeat(200) }], { gold: [] });
    const store = new PayloadStore();
    const t = conversationEvents(conversation, run, { payloads: store });
    const input = { log: t, diagnosis: diagnoseEventLog(t), payloads: store };
    const h = conversationHtml(input, { clip: 40, keep: 150 });
    expect(h).toContain("show more (150 of 300 characters)");
    expect(h).toContain(`<code>${"a".repeat(60)}${"b".repeat(50)}</code><span class="more"> … 150 more characters in the log</span>`);
    expect(h).not.toContain("b".repeat(51));
    // a text within `keep` is kept whole; keep null (the default) keeps everything
    expect(conversationHtml(input, { clip: 40, keep: 300 })).toContain("show all (300 characters)");
    expect(conversationHtml(input, { clip: 40 })).toContain("b".repeat(200));
    expect(() => conversationHtml(input, { clip: 40, keep: 39 })).toThrow("conversationHtml: options.keep must be null or an integer ≥ clip (40), got 39");
  });
  test("loop steps are highlighted", () => {
    const T = { call: [["transfer_to_human_agents", { s: "x" }]] as [string, Record<string, unknown>][] };
    const { conversation, run } = chat([{ user: "u" }, T, { result: "T" }, T, { result: "T" }, T, { result: "T" }], { gold: [] });
    const t = conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
    const h = conversationHtml({ log: t, diagnosis: diagnoseEventLog(t), payloads: new PayloadStore() });
    // one in the legend, one where the loop starts (m1.c0), one on each later call of it (m3.c0, m5.c0)
    expect(h.match(/class="b loop"/g)?.length).toBe(4);
    expect(h).toMatch(/title="m1\.c0">.*?class="b loop"[^>]*>loop starts: 3 identical calls/);
    expect(h).toMatch(/title="m5\.c0">.*?class="b loop"[^>]*>loop step/);
  });
  test("a text the store lacks shows its hash; no events → a note; a bad clip is a RangeError", () => {
    const { conversation, run } = chat([{ user: "hello" }], { gold: [g("x")] });
    const t = conversationEvents(conversation, run);
    expect(conversationHtml({ log: t, diagnosis: diagnoseEventLog(t), payloads: new PayloadStore() })).toContain("(text not in the log: sha256 ");
    const empty = { ...t, events: [] };
    expect(conversationHtml({ log: empty, diagnosis: diagnoseEventLog(empty), payloads: new PayloadStore() })).toContain("no events");
    expect(() => conversationHtml(tinyInput(), { clip: 5 })).toThrow("conversationHtml: clip must be an integer ≥ 20, got 5");
  });
});

describe.skipIf(SHARED_ROOT === null)("conversationHtml on any real conversation", () => {
  test("every conversation of a real run renders, with one row per event", () => {
    const run = loadShared("tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json");
    if (typeof run === "string") throw new Error(run);
    const d = diagnoseRun(run);
    for (const c of run.conversations) {
      const one = pickConversation(d, c.id);
      if (!one) throw new Error(c.id);
      const h = conversationHtml(one);
      expect(h.match(/<div class="ev /g)?.length ?? 0).toBe(one.log.events.length);
    }
  });
});
