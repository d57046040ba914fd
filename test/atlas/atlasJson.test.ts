import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { ATLAS_COLUMNS, atlasJson, buildAtlas, readAtlas } from "../../lib/src";
import { tinySharedRoot } from "./helpers";

describe("atlasJson", () => {
  const atlas = buildAtlas(tinySharedRoot());
  const text = atlasJson(atlas);

  test("writes the columns once and one row per conversation per line", () => {
    const doc = JSON.parse(text);
    expect(doc.columns).toEqual(ATLAS_COLUMNS);
    expect(doc.rows).toHaveLength(atlas.conversations.length);
    const rowLines = text.split("\n").filter((l) => l.startsWith("    ["));
    expect(rowLines).toHaveLength(atlas.conversations.length);
    expect(JSON.parse(rowLines[0].replace(/,$/, ""))).toEqual(ATLAS_COLUMNS.map((k) => atlas.conversations[0][k]));
  });

  test("reads back to the same data, and writes the same bytes again", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-atlas-json-")), "a.json");
    fs.writeFileSync(file, text);
    const back = readAtlas(file);
    expect(back).toEqual(atlas);
    expect(atlasJson(back)).toBe(text);
  });

  test("ends with a newline, and an atlas without conversations is still valid JSON", () => {
    expect(text.endsWith("\n  ]\n}\n")).toBe(true);
    expect(JSON.parse(atlasJson({ ...atlas, conversations: [] })).rows).toEqual([]);
  });
});
