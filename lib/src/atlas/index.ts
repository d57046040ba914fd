/**
 * How do the public τ² runs compare, agent by agent and domain by domain? The atlas reduces the public runs to one
 * row per conversation with the provenance of every file (committed as data/atlas/conversations.json, so it works
 * without the runs), and computes per run reward, GD^stock and GD^track with task-clustered intervals, the
 * data-quality verdicts, and which differences between runs the task counts resolve. Definitions:
 * docs/definitions/atlas.md.
 *
 * @module atlas
 */
export { ATLAS_COLUMNS } from "./model";
export type { AtlasData, AtlasSource, AtlasRun, AtlasConversation } from "./model";
export { readProvenance } from "./provenance";
export type { ProvenanceEntry } from "./provenance";
export { goldKey } from "./goldKey";
export { buildAtlas, ATLAS_FOLDERS } from "./buildAtlas";
export { atlasJson } from "./atlasJson";
export { readAtlas } from "./readAtlas";
export { atlasCells } from "./atlasCells";
export type { AtlasCell, AtlasGroupCell } from "./atlasCells";
export { atlasPairs } from "./atlasPairs";
export type { AtlasPair } from "./atlasPairs";
export { atlasResolution } from "./atlasResolution";
export type { AtlasResolution } from "./atlasResolution";
