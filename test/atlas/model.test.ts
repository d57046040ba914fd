/** The atlas's data model: what data/atlas/conversations.json holds (a run, its files, one row per conversation). */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { readAtlas } from "../../lib/src";

const atlas = readAtlas(path.join(__dirname, "..", "..", "data", "atlas", "conversations.json"));

describe("the committed atlas follows its model", () => {
  test("every run names the files it was read from, and every file has its size, sha256 and origin", () => {
    expect(atlas.runs.length).toBeGreaterThan(0);
    for (const r of atlas.runs) {
      expect(r.sources.length).toBeGreaterThan(0);
      for (const i of r.sources) expect(atlas.sources[i]).toBeDefined();
      expect(["ok", "suspect", "not measured"]).toContain(r.dataQuality.verdict);
    }
    for (const s of atlas.sources) {
      expect(s.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(s.bytes).toBeGreaterThan(0);
    }
  });

  test("a run's conversations count equals its rows", () => {
    atlas.runs.forEach((r, i) => expect(atlas.conversations.filter((c) => c.run === i).length).toBe(r.conversations));
  });
});
