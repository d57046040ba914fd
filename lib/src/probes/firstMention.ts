import type { ProbeResults } from "./model";
import type { KeywordSelector, ProbeMetricOptions, ProbePoint } from "./probePoint";
import { keywordPoint } from "./samples";

/**
 * Is the object the unique first mention of the answer? (`first_mention`)
 *
 * Formula: 100 × #{included K answers in which exactly one mention has firstMentionState = "unique" and that
 * mention is matched to the object} / #{included}, where included = first-mention judgment `adjudicable`.
 * tied, none and unresolved are misses that stay in the denominator; two "unique" mentions are a miss for every
 * object. The order is the model's structured label; offsets are not re-checked.
 * Unit: percent. Range: [0, 100].
 * Edges: no included answer → value null, pointState `no_data`. Source: docs/definitions/probes.md#first-mention.
 *
 * @param results a loaded probe-results file
 * @param selector the series: model, requested search mode, keyword, and the object judged
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * firstMention(results, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }).value; // 50
 */
export function firstMention(results: ProbeResults, selector: KeywordSelector, options?: ProbeMetricOptions): ProbePoint {
  return keywordPoint("firstMention", "first_mention", results, selector, options, {
    judgment: "firstMention",
    hit: (r, _probe, object) => {
      const unique = r.mentions.filter((m) => m.firstMentionState === "unique");
      return unique.length === 1 && unique[0].matchedObjectId === object.objectId;
    },
  });
}
