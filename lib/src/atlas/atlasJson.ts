/**
 * The atlas as the text of data/atlas/conversations.json: deterministic, one conversation per line.
 */
import { ATLAS_COLUMNS, type AtlasData } from "./model";

/**
 * The JSON text of an atlas: the header fields pretty-printed (two spaces), then `columns` (the keys of each
 * conversation, {@link ATLAS_COLUMNS}) and `rows`, one JSON array per conversation per line, and a final newline.
 * Deterministic: equal data give equal bytes (keys in a fixed order, numbers as `JSON.stringify` writes them), so
 * a regenerated file can be compared byte for byte with the committed one.
 *
 * @param data the atlas (from `buildAtlas`)
 * @returns the file's text
 * @example
 * const empty = { schema: "trajlab.atlas", version: "1", description: "d", generatedBy: "g", settings: { window: 3, writes: "default", dataQualityThreshold: 0.1 }, sources: [], runs: [], notLoaded: [], conversations: [] };
 * JSON.parse(atlasJson(empty)).rows; // []
 * atlasJson(empty).endsWith("]\n}\n"); // true
 */
export function atlasJson(data: AtlasData): string {
  const { conversations, ...header } = data;
  const head = JSON.stringify(
    {
      schema: header.schema,
      version: header.version,
      description: header.description,
      generatedBy: header.generatedBy,
      settings: header.settings,
      sources: header.sources,
      runs: header.runs,
      notLoaded: header.notLoaded,
      columns: ATLAS_COLUMNS,
    },
    null,
    2,
  );
  const rows = conversations.map((c) => "    " + JSON.stringify(ATLAS_COLUMNS.map((k) => c[k])));
  return `${head.slice(0, -2)},\n  "rows": [${rows.length === 0 ? "" : `\n${rows.join(",\n")}\n  `}]\n}\n`;
}
