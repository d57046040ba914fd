/** The attempt a sample reads; docs/definitions/probes.md#first-attempt-policy. */
import { describe, expect, test } from "vitest";
import { firstAttempt } from "../../lib/src";
import { dProbe, load, worked } from "./helpers";

describe("firstAttempt", () => {
  test("is the attempt named by firstAttemptId, even when a later attempt succeeded", () => {
    const p = worked().probes.find((x) => x.probeRunId === "k-web-crm-2")!;
    expect(firstAttempt(p)).toMatchObject({ attemptId: "k-web-crm-2/a1", status: "truncated", rawAnswer: null });
  });
  test("is null for a probe never attempted", () => {
    const r = load([{ ...dProbe("d", { noResult: true }), attempts: [], firstAttemptId: null }]);
    expect(firstAttempt(r.probes[0])).toBeNull();
  });
});
