import * as path from "path";
import { describe, expect, test } from "vitest";
import { comparablePair, loadRun, loadRuns, sharedTasks } from "../../lib/src";
import type { Run } from "../../lib/src";
import { EXAMPLE_RUN, PUBLIC_DIR, SKIP_MESSAGE } from "./helpers";

const example = loadRun(EXAMPLE_RUN);
const withTasks = (r: Run, source: string, keep: (taskId: string) => boolean, domain = r.domain): Run => ({
  ...r, source, domain, conversations: r.conversations.filter((c) => keep(c.taskId)),
});

describe("comparablePair", () => {
  test("fewer than two runs: no pair, with the reason", () => {
    expect(comparablePair([])).toEqual({ a: null, b: null, domain: null, sharedTasks: 0, reason: "fewer than two runs" });
    expect(comparablePair([example]).reason).toBe("fewer than two runs");
  });

  test("the pair with the most shared tasks wins; ties go to the first pair", () => {
    const ids = [...new Set(example.conversations.map((c) => c.taskId))];
    const a = withTasks(example, "a", (t) => ids.indexOf(t) < 3);
    const b = withTasks(example, "b", (t) => ids.indexOf(t) >= 1);
    const c = withTasks(example, "c", () => true);
    expect(comparablePair([a, b, c])).toEqual({ a: 1, b: 2, domain: "retail", sharedTasks: 5, reason: null });
    expect(comparablePair([c, c, c])).toMatchObject({ a: 0, b: 1, sharedTasks: 6 });
  });

  test("runs of different domains are never paired", () => {
    const other = withTasks(example, "o", () => true, "airline");
    expect(comparablePair([example, other])).toMatchObject({ a: null, reason: "no two runs of the same domain share a task with equal gold actions" });
  });

  test("a task whose gold actions differ between the runs does not count (sharedTasks' rule)", () => {
    const changed: Run = {
      ...example,
      source: "changed",
      conversations: example.conversations.map((c, i) => (i === 0 && c.goldActions ? { ...c, goldActions: c.goldActions.slice(1) } : c)),
    };
    expect(comparablePair([example, changed]).sharedTasks).toBe(sharedTasks(example, changed).tasks.length);
    expect(comparablePair([example, changed]).sharedTasks).toBe(5);
  });

  test.skipIf(PUBLIC_DIR === null)("tau2-public: two airline runs of the six on the same 50 tasks", () => {
    if (PUBLIC_DIR === null) return console.warn(SKIP_MESSAGE);
    const { runs } = loadRuns([PUBLIC_DIR]);
    const p = comparablePair(runs);
    expect(p).toMatchObject({ domain: "airline", sharedTasks: 50, reason: null });
    expect(sharedTasks(runs[p.a as number], runs[p.b as number]).tasks).toHaveLength(50);
    expect(path.basename(runs[p.a as number].source)).toMatch(/^tau2_airline_/);
  });
});
