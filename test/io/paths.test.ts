import { describe, expect, test } from "vitest";
import { displayPath, indexPath, keyPath } from "../../lib/src/io/paths";

describe("JSON paths", () => {
  test("keys and indexes compose as a reader would type them", () => {
    expect(keyPath("", "simulations")).toBe("simulations");
    expect(indexPath("simulations", 3)).toBe("simulations[3]");
    expect(keyPath(indexPath("simulations", 3), "messages")).toBe("simulations[3].messages");
    expect(keyPath(indexPath("", 12), "traj")).toBe("[12].traj");
  });

  test("the root shows as $", () => {
    expect(displayPath("")).toBe("$");
    expect(displayPath("tasks[0]")).toBe("tasks[0]");
  });

  test("a key that is not a plain identifier is quoted, at the root too", () => {
    expect(keyPath("info", "odd.key")).toBe('info["odd.key"]');
    expect(keyPath("simulation_index", "49b22f0c-4a56")).toBe('simulation_index["49b22f0c-4a56"]');
    expect(keyPath("", "a b")).toBe('["a b"]');
    expect(keyPath("x", "")).toBe('x[""]');
    expect(keyPath("x", "1st")).toBe('x["1st"]');
    expect(keyPath("x", 'q"uote')).toBe('x["q\\"uote"]');
  });

  test("identifiers with digits and underscores stay unquoted", () => {
    expect(keyPath("x", "tool_calls")).toBe("x.tool_calls");
    expect(keyPath("x", "_a9")).toBe("x._a9");
  });
});
