/*
 * TIDE's published figures (arXiv:2602.02196v2), as committed in data/published/tide.json: their specification, the
 * loader and validator of the file, and the names of the logs each figure is reproduced from
 * (docs/definitions/auv-tide.md).
 *
 * Figure ids: `table1.<environment>.<model>.SR|AUV`, `table2.<environment>.<model>.LR`,
 * `table6.<environment>.<model>.AUV|MI`; optional `table3.*`, `table5.*`, `table7.*`. Values are percentages as
 * printed, with their printed decimals. Table 6's "w/o" column (AUV − MI) is derived, not printed: it is not stored.
 */
import { expectArray, expectObject, expectString, wrongType } from "../io/fieldChecks";
import { indexPath, keyPath } from "../io/paths";
import { parseJsonText } from "../io/parseJson";
import { readInputText } from "../io/read";
import { TrajlabInputError } from "../io/errors";
import { checkPublishedFigures, type PublishedFigure } from "../stats/published";
import { publishedDataFile } from "../io/dataFiles";

/** One TIDE environment as the tables use it: horizon, run limit, task count. */
export interface TideEnvironmentSpec {
  /** "BlocksWorld", "FrozenLake", "Sudoku", "AlfWorld", "WebShop". */
  id: string;
  /** Its short name (BW, FL, Su, AW, WS). */
  short: string;
  /** Horizon H = t_max of the tables (SR = P_{t_max}, AUV over [0, t_max]). */
  tMax: number;
  /** max_steps of the paper's runs (a rollout never exceeds it). */
  maxSteps: number;
  /** Number of tasks N (P_t is over all N). */
  tasks: number;
  /** Where these settings are stated. */
  source?: string;
}

/** One model of the TIDE tables. */
export interface TideModelSpec {
  /** Its name as printed. */
  name: string;
  /** "thinking" or "non-thinking", as the tables group them. */
  family: "thinking" | "non-thinking" | string;
}

/** data/published/tide.json, parsed ({@link loadPublishedTide}). */
export interface TidePublished {
  /** What the file holds. */
  description?: string;
  /** The paper and its code. */
  paper: { id: string; title?: string; code?: string };
  /** The environments. */
  environments: TideEnvironmentSpec[];
  /** The models. */
  models: TideModelSpec[];
  /** The figures (percent). */
  figures: (PublishedFigure & { note?: string })[];
}

/**
 * Where the published TIDE figures are read from by default: the checkout's data/published/tide.json, else the
 * copy shipped in the package.
 *
 * @internal
 * @returns an absolute path
 */
export function defaultTidePublishedPath(): string {
  return publishedDataFile("tide.json");
}

/**
 * Which TIDE figures were published, at which precision? Loads and checks data/published/tide.json (the shipped
 * copy in an installed package).
 *
 * @param file the file to read (default: the project's data/published/tide.json)
 * @returns the environments, models and figures
 * @throws {TrajlabInputError} naming the file and the JSON path of a bad value
 * @example
 * const pub = loadPublishedTide();
 * tideFigure(pub, "table1.BlocksWorld.DeepSeek-V3.2.AUV").value; // 71.1
 */
export function loadPublishedTide(file: string = defaultTidePublishedPath()): TidePublished {
  const doc = parseJsonText(file, readInputText(file));
  return checkPublishedTide(file, doc);
}

/**
 * Validate an already parsed data/published/tide.json (see {@link loadPublishedTide}).
 *
 * @internal
 * @param file the file the document was read from (for the errors)
 * @param doc the parsed document
 * @returns the document, typed
 * @throws {TrajlabInputError} naming the file and the JSON path of the first bad value
 */
export function checkPublishedTide(file: string, doc: unknown): TidePublished {
  const d = expectObject(doc, file, "");
  expectArray(d.environments, file, "environments").forEach((e, i) => {
    const at = indexPath("environments", i);
    const o = expectObject(e, file, at);
    expectString(o.id, file, keyPath(at, "id"));
    for (const k of ["tMax", "maxSteps", "tasks"]) {
      const v = o[k];
      if (typeof v !== "number" || !Number.isInteger(v) || v < 1) throw wrongType(file, keyPath(at, k), "an integer ≥ 1", v);
    }
    if ((o.maxSteps as number) < (o.tMax as number)) {
      throw new TrajlabInputError("wrong-type", file, keyPath(at, "maxSteps"), `max_steps must be ≥ t_max (${String(o.tMax)}), got ${String(o.maxSteps)}`);
    }
  });
  expectArray(d.models, file, "models").forEach((m, i) => expectString(expectObject(m, file, indexPath("models", i)).name, file, keyPath(indexPath("models", i), "name")));
  checkPublishedFigures(d.figures, file, "figures");
  return doc as TidePublished;
}

/**
 * The published TIDE figure with this id.
 *
 * @param pub the published figures ({@link loadPublishedTide})
 * @param id e.g. "table1.BlocksWorld.DeepSeek-V3.2.AUV"
 * @returns the figure
 * @throws {RangeError} when no figure has this id
 * @example
 * tideFigure(loadPublishedTide(), "table2.WebShop.Phi-4.LR").decimals; // 1
 */
export function tideFigure(pub: TidePublished, id: string): PublishedFigure & { note?: string } {
  const f = pub.figures.find((x) => x.id === id);
  if (!f) throw new RangeError(`tideFigure: id must name a published figure, got ${JSON.stringify(id)}`);
  return f;
}

/**
 * The file-name slug of a model name: whitespace → "-".
 *
 * @internal
 * @param model the model name as printed
 * @returns its slug
 * @example
 * tideModelSlug("Gemini 2.5 Pro"); // "Gemini-2.5-Pro"
 */
export function tideModelSlug(model: string): string {
  return model.trim().replace(/\s+/g, "-");
}

/**
 * Where a run's JSONL lies under a TIDE log directory: `<env>/<model-slug>[.no-memory].jsonl`.
 *
 * @param environment the environment id
 * @param model the model name as printed
 * @param memory the run with its history (false: HISTORY_WINDOW_SIZE = 0)
 * @returns the relative path
 * @example
 * tideRunPath("BlocksWorld", "Gemini 2.5 Pro", false); // "BlocksWorld/Gemini-2.5-Pro.no-memory.jsonl"
 */
export function tideRunPath(environment: string, model: string, memory: boolean): string {
  return `${environment}/${tideModelSlug(model)}${memory ? "" : ".no-memory"}.jsonl`;
}

// ───────────────────────────── reproduce ─────────────────────────────
