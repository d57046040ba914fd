/**
 * The committed atlas (data/atlas/conversations.json) is what scripts/make-atlas.mjs writes from ../shared: built
 * again from the shared files, it gives the committed bytes. Skipped with a message when ../shared is absent.
 * When it fails after a change to the loaders or the drift analysis, regenerate: `npm run build && node
 * scripts/make-atlas.mjs`, and review the diff.
 */
import * as fs from "fs";
import { describe, expect, test } from "vitest";
import { atlasJson, buildAtlas } from "../../lib/src";
import { COMMITTED, SHARED_ROOT, SKIP_MESSAGE } from "./helpers";

describe("data/atlas/conversations.json", () => {
  test.skipIf(SHARED_ROOT === null)("regenerating it from ../shared gives the committed bytes", () => {
    if (SHARED_ROOT === null) return console.warn(SKIP_MESSAGE);
    const fresh = atlasJson(buildAtlas(SHARED_ROOT));
    const committed = fs.readFileSync(COMMITTED, "utf8");
    expect(fresh.length).toBe(committed.length);
    expect(fresh === committed).toBe(true);
  });

  test("the committed file names, for every file it was built from, a SHA-256, a repository and a commit", () => {
    const doc = JSON.parse(fs.readFileSync(COMMITTED, "utf8"));
    expect(doc.sources.length).toBeGreaterThan(10);
    for (const s of doc.sources) {
      expect(s.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(s.repository).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(s.commit).toMatch(/^[0-9a-f]{8,}$/);
    }
  });
});
