/** Snapshot ids: one over the content, one over the ids only (the source's); docs/definitions/probes.md#snapshot-id. */
import { describe, expect, test } from "vitest";
import { PROBE_FORMULA_VERSION, probeResultsFromJson, probeSnapshot } from "../../lib/src";
import { sha256Of } from "../../lib/src/probes/canonicalJson";
import { doc, fixture, kProbe, mention } from "./helpers";

describe("probeSnapshot", () => {
  test("a retry that rewrites the result keeps the ids-only id but changes the content id", () => {
    const before = probeSnapshot(fixture("retry-before.json"));
    const after = probeSnapshot(fixture("retry-after.json"));
    expect(after.idsOnlyId).toBe(before.idsOnlyId);
    expect(after.contentId).not.toBe(before.contentId);
  });

  test("the ids-only id is the hash of the run id and the (probe id, first attempt id) pairs", () => {
    const r = fixture("retry-before.json");
    expect(probeSnapshot(r).idsOnlyId).toBe(sha256Of({ runId: "run-retry", probes: [["k-retry", "k-retry/a1"]] }));
  });

  test("any change of a result, a mention label or a citation changes the content id", () => {
    const base = doc([kProbe("k", { mentions: [mention("acme", "positive")] })]);
    const id = (d: unknown) => probeSnapshot(probeResultsFromJson(d, "a.json")).contentId;
    const relabelled = doc([kProbe("k", { mentions: [mention("acme", "negative")] })]);
    const cited = doc([kProbe("k", { mentions: [mention("acme", "positive")], citations: [{ domain: "acme.example" }] })]);
    expect(new Set([id(base), id(relabelled), id(cited)]).size).toBe(3);
  });

  test("the id depends on content, not on key order or the file name", () => {
    const a = doc([kProbe("k", { mentions: [mention("acme")] })]);
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const b = reversed(a);
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
    const one = probeSnapshot(probeResultsFromJson(a, "a.json"));
    const two = probeSnapshot(probeResultsFromJson(b, "copy/b.json"));
    expect(two).toEqual(one);
    expect(one.formulaVersion).toBe(PROBE_FORMULA_VERSION);
    expect(one.contentId).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
