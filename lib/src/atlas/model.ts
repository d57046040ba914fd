/**
 * The atlas's data: the public runs reduced to one row per conversation, with the provenance of every file read.
 * Plain JSON data, written to data/atlas/conversations.json by scripts/make-atlas.mjs (`atlasJson`) and read back
 * by `readAtlas`.
 */
import type { ConversationDrift } from "../drift/conversationDrift";
import type { DataQualityReason } from "../drift/dataQuality";
import type { WriteToolSource } from "../drift/writeTools";
import type { RunFormat } from "../io/model";

/** One file the atlas was built from, with where it comes from. */
export interface AtlasSource {
  /** Path relative to the shared folder (`tau2-public/…json`, `data/tau2/…json`). */
  file: string;
  /** Size in bytes. */
  bytes: number;
  /** SHA-256 of the file's bytes (hex). */
  sha256: string;
  /** The public repository the file is a copy of (`owner/name`), as its folder's README says, or null. */
  repository: string | null;
  /** The commit it was copied at (as abbreviated in the README), or null. */
  commit: string | null;
  /** Its path in that repository, or null. */
  path: string | null;
}

/** One run of the atlas: what it is, how it was read, and its data-quality verdict. */
export interface AtlasRun {
  /** Path of the run (file or results directory) relative to the shared folder. */
  label: string;
  format: RunFormat;
  domain: string | null;
  /** Agent model as the file records it, or null. */
  agent: string | null;
  /** Conversations loaded. */
  conversations: number;
  /** Distinct task ids among them. */
  tasks: number;
  /** Indexes into `sources` of the files the run was read from (its file, or a directory's results.json and simulations). */
  sources: number[];
  /** Conversations the loader could not read. */
  excludedAtLoad: number;
  /** The loader's warnings, `<kind>: <detail>` each. */
  loadWarnings: string[];
  /** The write-tool set of its drift rows (the default: the domain's declared set), or null with `writeToolsReason`. */
  writeTools: { source: WriteToolSource; tools: string[] } | null;
  writeToolsReason: string | null;
  /** `runDataQuality`'s verdict: do the conversations belong to their tasks? And the writes-off-gold finding. */
  dataQuality: {
    verdict: "ok" | "suspect" | "not measured";
    verdictText: string;
    checked: number;
    flagged: number;
    /** Conversations per data fault. */
    faults: Record<DataQualityReason, number>;
    /**
     * Conversations whose accepted writes all miss every gold action / conversations with gold actions and an
     * accepted write (value null when the denominator is 0).
     */
    wroteOffGold: { value: number | null; numerator: number; denominator: number };
  };
}

/**
 * One conversation of the atlas: its run and file, and the fields of its goal-drift row as `ConversationDrift` has
 * them (reward, reward group, termination, exclusion, N, M, the means and finals of GD^track and GD^stock; a run
 * without a write-tool set has `writeCount` 0 and `excluded` saying so), the key of its task's gold actions (for
 * pairing runs on equal tasks) and its data-quality state.
 */
export interface AtlasConversation
  extends Pick<
    ConversationDrift,
    | "conversationId" | "taskId" | "trial" | "reward" | "rewardGroup" | "terminationReason" | "excluded"
    | "writeCount" | "driftCount" | "gdTrackMean" | "gdStockMean" | "gdTrackFinal" | "gdStockFinal"
  > {
  /** Index into `runs`. */
  run: number;
  /** Index into `sources`: the file the conversation was read from. */
  source: number;
  /** First 16 hex digits of the SHA-256 of its gold actions as `sharedTasks` compares them, or null when unknown. */
  gold: string | null;
  /** The data faults of this conversation (none: it belongs to its task). */
  faults: DataQualityReason[];
  /** Why the data-quality rules could not examine it, or null. */
  unchecked: string | null;
  /** The agent wrote off gold (accepted writes, none matching any gold action). */
  wroteOffGold: boolean;
}

/** The atlas: settings, files with provenance, runs, and one row per conversation. */
export interface AtlasData {
  schema: "trajlab.atlas";
  version: "1";
  /** What the data is, in words. */
  description: string;
  /** The command that writes it. */
  generatedBy: string;
  /** The analysis settings every row was computed with. */
  settings: { window: number; writes: "default"; dataQualityThreshold: number };
  sources: AtlasSource[];
  runs: AtlasRun[];
  /** Inputs that did not load: `<file>: <problem>`. */
  notLoaded: string[];
  conversations: AtlasConversation[];
}

/** The columns of the per-conversation rows in the atlas file, in order (the keys of {@link AtlasConversation}). */
export const ATLAS_COLUMNS: readonly (keyof AtlasConversation)[] = [
  "run", "source", "conversationId", "taskId", "trial", "reward", "rewardGroup", "terminationReason", "excluded",
  "writeCount", "driftCount", "gdTrackMean", "gdStockMean", "gdTrackFinal", "gdStockFinal", "gold", "faults", "unchecked", "wroteOffGold",
];
