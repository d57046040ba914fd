import { describe, expect, it } from "vitest";
import { textTable } from "../../lib/src/cli/textTable";

describe("textTable", () => {
  it("text tables align columns", () => {
    const t = textTable(["a", "count"], [["x", "1"], ["long", "22"]], { right: [1] }).split("\n");
    expect(t).toEqual(["a     count", "----  -----", "x         1", "long     22"]);
  });
  it("can leave out the rule, pads short rows, and trims trailing blanks", () => {
    expect(textTable(["a", "b", "c"], [["x"], ["yy", "1", "z"]], { rule: false }).split("\n")).toEqual(["a   b  c", "x", "yy  1  z"]);
  });
  it("no rows: the header and its rule", () => {
    expect(textTable(["name"], [])).toBe("name\n----");
  });
});
