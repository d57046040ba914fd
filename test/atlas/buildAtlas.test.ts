import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { analyzeDrift, ATLAS_FOLDERS, buildAtlas, goldKey, loadRun } from "../../lib/src";
import { EXAMPLE_RUN, tinySharedRoot } from "./helpers";

describe("buildAtlas", () => {
  const root = tinySharedRoot();
  const atlas = buildAtlas(root);

  test("reads data/ then tau2-public/, every run in name order, labelled by its path under the root", () => {
    expect(ATLAS_FOLDERS).toEqual(["data", "tau2-public"]);
    expect(atlas.runs.map((r) => r.label)).toEqual(["data/tau2/a.json", "data/tau2/b.json", "tau2-public/c.json"]);
    expect(atlas.notLoaded).toEqual([]);
  });

  test("every file read has its size, SHA-256 and the provenance its README gives", () => {
    const bytes = fs.readFileSync(path.join(root, "data/tau2/a.json"));
    expect(atlas.sources[0]).toEqual({
      file: "data/tau2/a.json", bytes: bytes.length, sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
      repository: "owner/first", commit: "1234abcd", path: "x/a.json",
    });
    expect(atlas.sources[2]).toMatchObject({ file: "tau2-public/c.json", repository: "owner/second", commit: "0fcc3a368523", path: "y/c.json" });
    expect(atlas.runs.map((r) => r.sources)).toEqual([[0], [1], [2]]);
  });

  test("one row per conversation with analyzeDrift's row, the gold key and the data-quality state", () => {
    const run = loadRun(EXAMPLE_RUN);
    const report = analyzeDrift(run);
    const rows = atlas.conversations.filter((c) => c.run === 0);
    expect(rows.map((c) => c.conversationId)).toEqual(run.conversations.map((c) => c.id));
    rows.forEach((row, i) => {
      const d = report.conversations[i];
      expect(row).toMatchObject({
        source: 0, taskId: d.taskId, reward: d.reward, rewardGroup: d.rewardGroup, excluded: d.excluded, writeCount: d.writeCount,
        driftCount: d.driftCount, gdTrackMean: d.gdTrackMean, gdStockMean: d.gdStockMean, gdTrackFinal: d.gdTrackFinal, gdStockFinal: d.gdStockFinal,
        gold: goldKey(run.conversations[i]), faults: [], wroteOffGold: report.dataQuality.findings.writesOffGold.ids.includes(d.conversationId),
      });
    });
    // ex-02 writes only on things no gold action names: the agent wrote off gold
    expect(rows.filter((c) => c.wroteOffGold).map((c) => c.conversationId)).toEqual(["ex-02-drift-only"]);
    expect(atlas.settings).toEqual({ window: 3, writes: "default", dataQualityThreshold: 0.1 });
  });

  test("the run's facts and data-quality verdict", () => {
    expect(atlas.runs[0]).toMatchObject({
      format: "tau2-results", domain: "retail", conversations: 6, tasks: 6, excludedAtLoad: 0, loadWarnings: [],
      writeTools: { source: "registry" }, writeToolsReason: null,
      dataQuality: { verdict: "ok", flagged: 0, faults: { "action-checks-differ-from-gold": 0, "task-entities-absent": 0 } },
    });
  });

  test("a changed gold action changes that task's key only", () => {
    const keys = (r: number) => atlas.conversations.filter((c) => c.run === r).map((c) => c.gold);
    const a = keys(0);
    const b = keys(1);
    expect(a.filter((k, i) => k !== b[i])).toHaveLength(1);
  });

  test("deterministic: built twice, the same data", () => {
    expect(JSON.stringify(buildAtlas(root))).toBe(JSON.stringify(atlas));
  });

  test("a missing folder is skipped; an input that does not load is listed", () => {
    fs.writeFileSync(path.join(root, "tau2-public", "broken.json"), "{ not json");
    const again = buildAtlas(root);
    expect(again.runs).toHaveLength(3);
    expect(again.notLoaded).toEqual([expect.stringMatching(/^tau2-public\/broken\.json: /)]);
    expect(buildAtlas(path.join(root, "nothing here"))).toMatchObject({ runs: [], sources: [], conversations: [] });
  });
});
