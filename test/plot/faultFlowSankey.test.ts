import { describe, expect, test } from "vitest";
import { faultFlow, faultFlowSankey, outcomeStyle } from "../../lib/src";
import type { OutcomeClassifier } from "../../lib/src";
import { conversation } from "../stats/builders";

const byTermination: OutcomeClassifier = (c) => ({ class: c.terminationReason ?? "none", evidence: "" });
const conv = (id: string, taskId: string, cls: string) => conversation({ id, taskId, terminationReason: cls });

describe("faultFlowSankey", () => {
  const flow = faultFlow(
    [conv("a1", "1", "success"), conv("a2", "2", "loop"), conv("a3", "3", "loop")],
    [conv("b1", "1", "success"), conv("b2", "2", "success"), conv("b3", "3", "loop")],
    byTermination,
  );
  const fig = faultFlowSankey(flow, { nameA: "v1", nameB: "v2" });
  const trace = fig.data[0] as any;

  test("one sankey trace: A's classes on the left, B's on the right, with task counts in the labels", () => {
    expect(trace.type).toBe("sankey");
    expect(trace.node.label).toEqual(["v1: success (1)", "v1: loop (2)", "v2: success (2)", "v2: loop (1)"]);
  });
  test("one link per non-zero transition, as wide as its tasks", () => {
    expect(trace.link.source).toEqual([0, 1, 1]);
    expect(trace.link.target).toEqual([2, 2, 3]);
    expect(trace.link.value).toEqual([1, 1, 1]);
    expect(trace.link.customdata).toEqual(["1", "2", "3"]);
  });
  test("the title states fixed, broken and the exact p", () => {
    expect((fig.layout as any).title.text).toBe("Fault flow: v1 → v2<br>on 3 tasks — fixed 1, broken 0 (exact p = 1.00)");
    // left-aligned with room above the plot, so that long run names are not clipped at both ends
    expect((fig.layout as any).title).toMatchObject({ x: 0.01, xanchor: "left" });
    expect((fig.layout as any).margin.t).toBeGreaterThanOrEqual(80);
  });
  test("no shared task: no link, a title saying so", () => {
    const empty = faultFlowSankey(faultFlow([], [], byTermination));
    expect((empty.data[0] as any).link.value).toEqual([]);
    expect((empty.layout as any).title.text).toBe("Fault flow: A → B (no shared task)");
  });
});

describe("faultFlowSankey colours", () => {
  test("a node takes its outcome class's colour (OUTCOME_STYLES), on both sides", () => {
    const flow = faultFlow([conv("a", "1", "drift-write")], [conv("b", "1", "success")], byTermination);
    const t = faultFlowSankey(flow).data[0] as any;
    const k = flow.classes.length;
    flow.classes.forEach((c, i) => {
      expect(t.node.color[i]).toBe(outcomeStyle(c).color);
      expect(t.node.color[k + i]).toBe(outcomeStyle(c).color);
    });
    expect(t.node.color).toContain(outcomeStyle("drift-write").color);
  });
});
