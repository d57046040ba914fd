import { describe, expect, it } from "vitest";
import { splitMeasured } from "../../lib/src/plot/notMeasured";

describe("splitMeasured", () => {
  const rows = [
    { run: "a", n: 3, why: null },
    { run: "voice", n: 0, why: "no rewards" },
    { run: "a", n: 0, why: "no write-tool set" },
    { run: "medical", n: 0, why: "no rewards" },
    { run: "voice", n: 0, why: "no rewards" },
  ];
  const s = splitMeasured(rows, (r) => r.why, (r) => r.run);

  it("keeps the measured rows in order and says the others once per reason", () => {
    expect(s.measured).toEqual([rows[0]]);
    expect(s.notMeasured).toEqual([
      { reason: "no rewards", names: ["voice", "medical"] },
      { reason: "no write-tool set", names: ["a"] },
    ]);
    expect(s.line).toBe("not measured: voice, medical (no rewards); a (no write-tool set)");
  });

  it("gives no line when every row is measured, and nothing for no rows", () => {
    expect(splitMeasured([1, 2], () => null, String).line).toBeNull();
    expect(splitMeasured([], () => "x", String)).toEqual({ measured: [], notMeasured: [], line: null });
  });
});
