/**
 * Read the committed atlas (data/atlas/conversations.json) back into its data, checking its shape.
 */
import { TrajlabInputError, jsonTypeOf } from "../io/errors";
import { readInputText } from "../io/read";
import { parseJsonText } from "../io/parseJson";
import { ATLAS_COLUMNS, type AtlasConversation, type AtlasData } from "./model";

/**
 * The atlas of an atlas file written by {@link atlasJson}: the header as written, and one conversation object per
 * row (keys from `columns`).
 *
 * Checks: `schema` is "trajlab.atlas" and `version` "1"; `sources`, `runs`, `notLoaded`, `columns` and `rows` are
 * arrays; `columns` are exactly {@link ATLAS_COLUMNS}; every row is an array of as many values, whose `run` and
 * `source` index an existing run and source. Anything else is a `TrajlabInputError` naming the file and the JSON
 * path.
 *
 * @param file the atlas file
 * @returns the atlas data
 * @throws {TrajlabInputError} `unreadable`, `not-json`, `bad-format` or `wrong-type`, at the offending path
 * @example
 * readAtlas("data/atlas/conversations.json").schema; // "trajlab.atlas"
 */
export function readAtlas(file: string): AtlasData {
  const doc = parseJsonText(file, readInputText(file)) as Record<string, unknown>;
  const fail = (kind: "bad-format" | "wrong-type", at: string, detail: string) => new TrajlabInputError(kind, file, at, detail);
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) throw fail("wrong-type", "$", `expected an object, got ${jsonTypeOf(doc)}`);
  if (doc.schema !== "trajlab.atlas") throw fail("bad-format", "schema", `expected "trajlab.atlas", got ${JSON.stringify(doc.schema)}`);
  if (doc.version !== "1") throw fail("bad-format", "version", `expected "1", got ${JSON.stringify(doc.version)}`);
  for (const key of ["sources", "runs", "notLoaded", "columns", "rows"]) {
    if (!Array.isArray(doc[key])) throw fail("wrong-type", key, `expected an array, got ${jsonTypeOf(doc[key])}`);
  }
  const columns = doc.columns as unknown[];
  if (columns.length !== ATLAS_COLUMNS.length || columns.some((c, i) => c !== ATLAS_COLUMNS[i])) {
    throw fail("bad-format", "columns", `expected ${JSON.stringify(ATLAS_COLUMNS)}, got ${JSON.stringify(columns).slice(0, 80)}`);
  }
  const runs = doc.runs as AtlasData["runs"];
  const sources = doc.sources as AtlasData["sources"];
  const conversations: AtlasConversation[] = (doc.rows as unknown[]).map((row, i) => {
    if (!Array.isArray(row) || row.length !== columns.length) {
      throw fail("wrong-type", `rows[${i}]`, `expected an array of ${columns.length} values, got ${Array.isArray(row) ? `${row.length} values` : jsonTypeOf(row)}`);
    }
    const c = Object.fromEntries(ATLAS_COLUMNS.map((k, j) => [k, row[j]])) as unknown as AtlasConversation;
    if (!Number.isInteger(c.run) || c.run < 0 || c.run >= runs.length) throw fail("bad-format", `rows[${i}][0]`, `run index ${JSON.stringify(c.run)} names no run (${runs.length} runs)`);
    if (!Number.isInteger(c.source) || c.source < 0 || c.source >= sources.length) throw fail("bad-format", `rows[${i}][1]`, `source index ${JSON.stringify(c.source)} names no source (${sources.length} sources)`);
    return c;
  });
  return {
    schema: "trajlab.atlas",
    version: "1",
    description: String(doc.description ?? ""),
    generatedBy: String(doc.generatedBy ?? ""),
    settings: doc.settings as AtlasData["settings"],
    sources,
    runs,
    notLoaded: doc.notLoaded as string[],
    conversations,
  };
}
