import { describe, expect, test } from "vitest";
import { conversationHtml, diagnoseSource, drillDownHtml, loadExport, pickConversation, rankConversations } from "../../lib/src";
import type { RankedConversation } from "../../lib/src";
import { EXAMPLES } from "./helpers";

describe("drillDownHtml", () => {
  const sources = loadExport([EXAMPLES]).sources.map((s) => ({ source: s.label, diagnosed: diagnoseSource(s) }));
  const byLabel = new Map(sources.map((s) => [s.source, s.diagnosed]));
  const ranked = rankConversations(sources);

  test("one collapsed view per conversation, the first `top` of the ranking (default 5)", () => {
    expect(drillDownHtml(ranked, byLabel).match(/<details style="margin:.3em 0">/g)).toHaveLength(5);
    expect(drillDownHtml(ranked, byLabel, { top: 2 }).match(/<details style="margin:.3em 0">/g)).toHaveLength(2);
    expect(drillDownHtml(ranked, byLabel, { top: 50 }).match(/<details style="margin:.3em 0">/g)).toHaveLength(ranked.length);
  });

  test("each summary line says the rank, source, id and why; the body is the conversation's timeline", () => {
    const html = drillDownHtml(ranked, byLabel, { top: 1 });
    expect(html).toContain("<summary style=\"cursor:pointer\">#1 · tau2_retail_examples.json · ex-02-drift-only — failed (drift-write); GD^stock 2/2 = 1.000");
    const one = pickConversation(byLabel.get("tau2_retail_examples.json")!, "ex-02-drift-only")!;
    expect(html).toContain(conversationHtml(one, { clip: 160, title: "#1: ex-02-drift-only" }));
  });

  test("texts are escaped", () => {
    const odd: RankedConversation = { ...ranked[0], source: "<b>odd</b>", why: "a & b" };
    const html = drillDownHtml([odd], new Map());
    expect(html).toContain("&lt;b&gt;odd&lt;/b&gt;");
    expect(html).toContain("a &amp; b");
    expect(html).toContain("(not found)");
  });

  test("nothing to show says so", () => {
    expect(drillDownHtml([], byLabel)).toContain("(no conversation to show)");
    expect(drillDownHtml(ranked, byLabel, { top: 0 })).toContain("(no conversation to show)");
  });

  test("maxChars: views beyond the budget are listed with their size and how to show them, the rest still shown", () => {
    const sizes = ranked.slice(0, 5).map((r) => conversationHtml(pickConversation(byLabel.get(r.source)!, r.conversation)!, { clip: 160, keep: 2000, title: `#${r.rank}: ${r.conversation}` }).length);
    // a budget one character short of the first two views: the first is shown, the second is listed with its size
    const budget = sizes[0] + sizes[1] - 1;
    const html = drillDownHtml(ranked, byLabel, { maxChars: budget });
    expect(html).toContain(`#${ranked[1].rank} · ${ranked[1].source} · ${ranked[1].conversation}`);
    expect(html).toContain(`its timeline (${sizes[1]} characters) would take this list beyond ${budget} characters: show it with conversationHtml(pickConversation(…))`);
    // every later view that still fits is shown: the views inlined are those the running total admits, in rank order
    let used = 0;
    const admitted = sizes.filter((n) => (used + n <= budget ? ((used += n), true) : false)).length;
    expect(html.match(/<details style="margin:.3em 0">/g)).toHaveLength(admitted);
    // no budget: every view inlined; budget 0: none
    expect(drillDownHtml(ranked, byLabel, { maxChars: null }).match(/<details style="margin:.3em 0">/g)).toHaveLength(5);
    expect(drillDownHtml(ranked, byLabel, { maxChars: 0 }).match(/<details style="margin:.3em 0">/g)).toBeNull();
    expect(() => drillDownHtml(ranked, byLabel, { maxChars: -1 })).toThrow("drillDownHtml: options.maxChars must be null or an integer ≥ 0, got -1");
  });

  test("top must be an integer ≥ 0", () => {
    expect(() => drillDownHtml(ranked, byLabel, { top: -1 })).toThrow(/drillDownHtml: options.top must be an integer ≥ 0, got -1/);
    expect(() => drillDownHtml(ranked, byLabel, { top: 1.5 })).toThrow(RangeError);
  });
});
