import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadPublishedPassK, TrajlabInputError } from "../../lib/src";

describe("loadPublishedPassK", () => {
  test("the committed file holds the four printed figures with 3 decimals and a source each", () => {
    const p = loadPublishedPassK();
    expect(p.figures.map((f) => [f.k, f.value, f.decimals])).toEqual([
      [1, 0.42, 3],
      [2, 0.273, 3],
      [3, 0.22, 3],
      [4, 0.2, 3],
    ]);
    expect(p.source).toMatch(/tau-bench/);
    for (const f of p.figures) expect(f.source).toMatch(/README/);
  });
  test("a figure without k is a wrong-type error naming the file and JSON path", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "passk-"));
    const file = path.join(dir, "p.json");
    fs.writeFileSync(file, JSON.stringify({ source: "x", figures: [{ id: "a", value: 0.4, decimals: 2, run: "r" }] }));
    try {
      loadPublishedPassK(file);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TrajlabInputError);
      expect((e as TrajlabInputError).kind).toBe("wrong-type");
      expect((e as TrajlabInputError).message).toBe(`${file}: figures[0].k: expected an integer ≥ 1, got undefined`);
    }
    fs.rmSync(dir, { recursive: true });
  });
});
