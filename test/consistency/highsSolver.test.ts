import { describe, expect, it } from "vitest";
import { lpFormat } from "../../lib/src/consistency/linearProgram";
import { loadHighsSolver, solveLp } from "../../lib/src/consistency/highsSolver";

describe("loadHighsSolver", () => {
  it("loads HiGHS once per process (the same promise every time)", () => {
    expect(loadHighsSolver()).toBe(loadHighsSolver());
  });
});

describe("lpFormat + solveLp (HiGHS)", () => {
  it("writes the CPLEX LP text and HiGHS solves it", async () => {
    const text = lpFormat({
      sense: "minimize",
      objective: new Map([["x", 1], ["y", 1]]),
      rows: [{ name: "c1", terms: new Map([["x", 3], ["y", 2]]), op: ">=", rhs: 7 }],
      variables: [{ name: "x", upper: 10, integer: true }, { name: "y", upper: 10, integer: true }],
    });
    expect(text).toContain("Subject To\n c1: 3 x + 2 y >= 7\n");
    const r = await solveLp(text);
    expect(r.status).toBe("Optimal");
    expect(r.objective).toBe(3);
  });

  it("reports an integer-infeasible model as Infeasible (a result, not an exception)", async () => {
    const r = await solveLp("Minimize\n obj: 0 x\nSubject To\n c: 2 x = 1\nBounds\n 0 <= x <= 10\nGeneral\n x\nEnd\n");
    expect(r.status).toBe("Infeasible");
    expect(r.objective).toBeNull();
  });
});

describe("solveLp options", () => {
  it("passes a time limit and reports the primal values by column name and the seconds it took", async () => {
    const r = await solveLp("Maximize\n obj: x + y\nSubject To\n c: x + y <= 4\nBounds\n 0 <= x <= 3\n 0 <= y <= 3\nGeneral\n x y\nEnd\n", { timeLimitSeconds: 10, mipAbsGap: 0 });
    expect(r.status).toBe("Optimal");
    expect(r.objective).toBe(4);
    expect((r.values.get("x") ?? 0) + (r.values.get("y") ?? 0)).toBe(4);
    expect(r.seconds).toBeGreaterThanOrEqual(0);
  });
});
