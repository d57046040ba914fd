import { describe, expect, it } from "vitest";
import { auvRelativeToBest } from "../../lib/src";

describe("auvRelativeToBest", () => {
  it("divides by the best AUV of the same environment", () => {
    const r = auvRelativeToBest([
      { model: "A", environment: "ws", auv: 0.2 },
      { model: "B", environment: "ws", auv: 0.1 },
      { model: "C", environment: "bw", auv: 0 },
      { model: "D", environment: "bw", auv: null },
    ]);
    expect(r.map((x) => x.relative)).toEqual([1, 0.5, null, null]);
    expect(r[1].best).toBe(0.2);
  });
});
