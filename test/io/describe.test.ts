import * as path from "path";
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import { describeLoadIssues, describeRun, loadReport, loadReportLines, loadRun, loadTau2Results } from "../../lib/src";
import { FIXTURES, miniTau2 } from "./helpers";

describe("describeRun", () => {
  test("one line with the counts", () => {
    const line = describeRun(loadRun(path.join(FIXTURES, "tau2-mini.json")));
    expect(line).toBe(
      "tau2-mini.json: tau2-results, domain mini, agent agent-llm, user user-llm, 3 tasks, 3 conversations, 2 trial(s), 4 tool calls, 2 rewarded",
    );
    expect(line).not.toContain("\n");
  });
  test("with what was excluded at load and how many warnings, when there are any", () => {
    const doc = miniTau2();
    doc.simulations[1].messages = 5;
    doc.simulations[0].trial = -1;
    expect(describeRun(loadTau2Results("r.json", JSON.stringify(doc)))).toMatch(/, 3 conversations, .*, 1 excluded at load, 1 load warning\(s\)$/);
  });
});

describe("describeLoadIssues", () => {
  test("one line per excluded conversation (reason, id, file: path: problem), then one per warning", () => {
    const doc = miniTau2();
    doc.simulations[1].messages = 5;
    doc.tasks = [];
    const lines = describeLoadIssues(loadTau2Results("r.json", JSON.stringify(doc)));
    expect(lines).toEqual([
      "excluded (malformed conversation): s1 — r.json: simulations[1].messages: expected an array or null, got number 5",
      expect.stringMatching(/^warning \(missing-part\): the file embeds no tasks \("tasks": \[\]\): .* — 3 conversations \(s0, s2, s3\); at r\.json: tasks$/),
    ]);
  });
  test("a clean run has none; long id lists are clipped", () => {
    expect(describeLoadIssues(loadRun(path.join(FIXTURES, "tau2-mini.json")))).toEqual([]);
    const doc = miniTau2();
    doc.tasks = [];
    expect(describeLoadIssues(loadTau2Results("r.json", JSON.stringify(doc)), 2)[0]).toMatch(/4 conversations \(s0, s1, …\)/);
  });
});

describe("loadReport", () => {
  const CORPUS = path.join(__dirname, "..", "fixtures", "io", "corpus");
  test("on every corpus file with a simulations array that loads: seen = the array's length = loaded + excluded", () => {
    let checked = 0;
    for (const name of fs.readdirSync(CORPUS)) {
      if (!name.endsWith(".json")) continue;
      let doc: unknown;
      try {
        doc = JSON.parse(fs.readFileSync(path.join(CORPUS, name), "utf8"));
      } catch {
        continue;
      }
      const sims = Array.isArray(doc) ? doc : doc !== null && typeof doc === "object" ? (doc as { simulations?: unknown }).simulations : undefined;
      if (!Array.isArray(sims)) continue;
      let run;
      try {
        run = loadRun(path.join(CORPUS, name));
      } catch {
        continue;
      }
      const r = loadReport(run);
      expect([r.seen, r.loaded + r.excluded], name).toEqual([sims.length, sims.length]);
      const ids = [...run.conversations.map((c) => c.id), ...run.exclusions.flatMap((e) => e.ids)];
      expect(ids.length, name).toBe(sims.length);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
  test("a clean run: everything seen is loaded, and the count line says so", () => {
    const run = loadRun(path.join(FIXTURES, "tau2-mini.json"));
    expect(loadReport(run)).toMatchObject({ seen: 3, loaded: 3, excluded: 0, exclusions: [], warnings: [] });
    expect(loadReportLines(run)).toEqual(["load: 3 conversations seen, 3 loaded, 0 excluded; 0 warnings"]);
  });
  test("the count line, then one line per excluded conversation", () => {
    const doc = miniTau2();
    doc.simulations[1].messages = 5;
    const lines = loadReportLines(loadTau2Results("r.json", JSON.stringify(doc)));
    expect(lines[0]).toBe("load: 4 conversations seen, 3 loaded, 1 excluded; 0 warnings");
    expect(lines[1]).toMatch(/^excluded \(malformed conversation\): s1 — r\.json: simulations\[1\]\.messages: /);
  });
});
