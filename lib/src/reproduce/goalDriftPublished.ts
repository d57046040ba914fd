/*
 * The published goal-drift figures, as committed in data/published/goal-drift.json: the file's shape, where it is and
 * its loader (read through the shared published-figure validator, stats/published.ts).
 */
import { expectObject, expectString, wrongType } from "../io/fieldChecks";
import { keyPath } from "../io/paths";
import { parseJsonText } from "../io/parseJson";
import { readInputText } from "../io/read";
import { checkPublishedFigures, type PublishedFigure } from "../stats/published";
import { publishedDataFile } from "../io/dataFiles";

/** data/published/goal-drift.json, parsed. */
export interface PublishedGoalDrift {
  /** What the figures are. */
  title: string;
  /** Where they were printed (docs/definitions/goal-drift.md renders the source). */
  source: string;
  /** Notes on the transcription. */
  notes: string[];
  /** Published domain key → τ² domain name (banking → banking_knowledge). */
  domains: Record<string, string>;
  /** GD^track window H of the published figures. */
  window: number;
  /** The figures, with what each measures. */
  figures: (PublishedFigure & { description?: string })[];
}

/**
 * Where the published goal-drift figures are read from by default: the checkout's data/published/goal-drift.json,
 * else the copy shipped in the package.
 *
 * @internal
 * @returns an absolute path
 */
export function defaultPublishedGoalDriftPath(): string {
  return publishedDataFile("goal-drift.json");
}

/**
 * Which goal-drift figures were published, at which precision? Loads and checks data/published/goal-drift.json
 * (the shipped copy in an installed package).
 *
 * @param file the file to read (default: the project's data/published/goal-drift.json)
 * @returns the figures, domains and window
 * @throws {TrajlabInputError} naming the file and the JSON path (`unreadable`, `not-json`, `wrong-type`,
 *   `duplicate-id`)
 * @example
 * const pub = loadPublishedGoalDrift();
 * pub.figures.find((f) => f.id === "retail.stock")!.value; // 0.155
 * pub.window;                                               // 3
 */
export function loadPublishedGoalDrift(file: string = defaultPublishedGoalDriftPath()): PublishedGoalDrift {
  const d = expectObject(parseJsonText(file, readInputText(file)), file, "");
  const domains = expectObject(d.domains, file, "domains");
  for (const [key, domain] of Object.entries(domains)) expectString(domain, file, keyPath("domains", key));
  if (typeof d.window !== "number" || !Number.isInteger(d.window) || d.window < 1) throw wrongType(file, "window", "an integer ≥ 1", d.window);
  return {
    title: typeof d.title === "string" ? d.title : "",
    source: typeof d.source === "string" ? d.source : "",
    notes: Array.isArray(d.notes) ? d.notes.filter((n): n is string => typeof n === "string") : [],
    domains: domains as Record<string, string>,
    window: d.window,
    figures: checkPublishedFigures(d.figures, file, "figures", true),
  };
}
