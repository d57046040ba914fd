/**
 * The published pass^k figures (data/published/pass-k.json) that pass^k is checked against.
 */
import { TrajlabInputError, jsonTypeOf } from "../io/errors";
import { parseJsonText } from "../io/parseJson";
import { readInputText } from "../io/read";
import { publishedDataFile } from "../io/dataFiles";
import { checkPublishedFigure, type PublishedFigure } from "./published";

/** One printed pass^k figure. */
export interface PublishedPassKFigure extends PublishedFigure {
  /** The run it belongs to (e.g. "gpt-4o-airline"). */
  run: string;
  /** k of pass^k. */
  k: number;
}

/** The document data/published/pass-k.json. */
export interface PublishedPassK {
  title: string;
  source: string;
  notes: string[];
  figures: PublishedPassKFigure[];
}

/**
 * Where data/published/pass-k.json is: the checkout's copy when there is one, else the copy shipped with the package.
 *
 * @returns the path
 * @internal
 */
export function defaultPublishedPassKPath(): string {
  return publishedDataFile("pass-k.json");
}

/**
 * Which pass^k figures were published, at which precision?
 * Load and check the published pass^k figures. Each figure has the shared fields (id, value, decimals; see
 * `checkPublishedFigure`) plus `run` (string) and `k` (integer ≥ 1).
 *
 * @param file the JSON file (default: data/published/pass-k.json of this checkout)
 * @returns the document
 * @throws {TrajlabInputError} `unreadable`, `not-json` or `wrong-type`, naming the file and the JSON path
 * @example
 * loadPublishedPassK().figures.map((f) => f.value); // [0.42, 0.273, 0.22, 0.2]
 */
export function loadPublishedPassK(file: string = defaultPublishedPassKPath()): PublishedPassK {
  const doc = parseJsonText(file, readInputText(file));
  const bad = (p: string, what: string, v: unknown) => new TrajlabInputError("wrong-type", file, p, `expected ${what}, got ${jsonTypeOf(v)}`);
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) throw bad("$", "an object", doc);
  const d = doc as Record<string, unknown>;
  if (typeof d.source !== "string") throw bad("source", "a string", d.source);
  if (!Array.isArray(d.figures)) throw bad("figures", "an array", d.figures);
  const figures = d.figures.map((f, i) => {
    const o = checkPublishedFigure(f, file, `figures[${i}]`) as unknown as Record<string, unknown>;
    if (typeof o.run !== "string") throw bad(`figures[${i}].run`, "a string", o.run);
    if (typeof o.k !== "number" || !Number.isInteger(o.k) || o.k < 1) throw bad(`figures[${i}].k`, "an integer ≥ 1", o.k);
    return o as unknown as PublishedPassKFigure;
  });
  return {
    title: typeof d.title === "string" ? d.title : "",
    source: d.source,
    notes: Array.isArray(d.notes) ? d.notes.filter((x): x is string => typeof x === "string") : [],
    figures,
  };
}
