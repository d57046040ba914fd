/**
 * References are self-contained (CONTRIBUTING.md §2, §8): doc comments and published data cite the committed
 * definitions under docs/definitions/ (every cited anchor exists), never the project's unshipped sources ("seed
 * 000 §一", ../shared/anchors) or a path on a developer's machine; comments in lib/src are in English (the
 * sources' Chinese terms are kept, in parentheses, in docs/definitions only).
 */
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";

const repo = path.resolve(__dirname, "..", "..");

function files(dir: string, keep: (f: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p, keep) : keep(p) ? [p] : [];
  });
}

const sources = files(path.join(repo, "lib", "src"), (f) => f.endsWith(".ts"));
const published = files(path.join(repo, "data", "published"), (f) => f.endsWith(".json"));
const definitions = files(path.join(repo, "docs", "definitions"), (f) => f.endsWith(".md"));
const rel = (f: string) => path.relative(repo, f);

describe("docs/definitions", () => {
  test("holds the definitions of every metric family", () => {
    expect(definitions.map(rel).sort()).toEqual([
      "docs/definitions/atlas.md",
      "docs/definitions/audit.md",
      "docs/definitions/auv-tide.md",
      "docs/definitions/diagnostics.md",
      "docs/definitions/events.md",
      "docs/definitions/explore.md",
      "docs/definitions/goal-drift.md",
      "docs/definitions/measurement-points.md",
      "docs/definitions/probes.md",
      "docs/definitions/statistics.md",
    ]);
  });

  test("every anchor is written as <a id=…> (the form the citations resolve to), and no id is defined twice in a file", () => {
    const bad: string[] = [];
    for (const f of definitions) {
      const text = fs.readFileSync(f, "utf8");
      if (/^#+ .*\{#[\w-]+\}\s*$/m.test(text)) bad.push(`${rel(f)}: a {#id} heading attribute`);
      const ids = [...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]);
      for (const id of new Set(ids)) if (ids.filter((x) => x === id).length > 1) bad.push(`${rel(f)}: #${id} defined twice`);
    }
    expect(bad).toEqual([]);
  });

  test("every docs/definitions/<file>.md#<anchor> cited by a source file or a published figure exists", () => {
    const missing: string[] = [];
    for (const f of [...sources, ...published]) {
      const text = fs.readFileSync(f, "utf8");
      for (const m of text.matchAll(/docs\/definitions\/([\w-]+\.md)((?:#[\w-]+)?)((?:(?:,| and) #[\w-]+)*)/g)) {
        const doc = path.join(repo, "docs", "definitions", m[1]);
        if (!fs.existsSync(doc)) {
          missing.push(`${rel(f)}: ${m[0]} (no such file)`);
          continue;
        }
        const body = fs.readFileSync(doc, "utf8");
        const anchors = [m[2], ...(m[3].match(/#[\w-]+/g) ?? [])].filter((a) => a !== "").map((a) => a.slice(1));
        for (const a of anchors) if (!body.includes(`<a id="${a}"></a>`)) missing.push(`${rel(f)}: ${m[1]}#${a} (no such anchor)`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("lib/src cites nothing a user does not have", () => {
  test("no seed citations, no ../shared paths, no Chinese quotations", () => {
    const bad: string[] = [];
    for (const f of sources) {
      fs.readFileSync(f, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (/seed 0\d\d|§[一二三四五六七八九十]|shared\/(anchors|seeds)|\p{Script=Han}/u.test(line)) bad.push(`${rel(f)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(bad).toEqual([]);
  });

  test("no path of a developer's machine in lib/src (io included), the published figures or the definitions", () => {
    const bad: string[] = [];
    for (const f of [...sources, ...published, ...definitions]) {
      fs.readFileSync(f, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (/(^|[\s"'(`])\/(work|home|Users|tmp)\/|[A-Z]:\\\\/.test(line)) bad.push(`${rel(f)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(bad).toEqual([]);
  });
});
