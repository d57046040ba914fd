/** The format tag the loader accepts is the one docs/probe-results-format.md documents. */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { PROBE_RESULTS_FORMAT } from "../../lib/src";

describe("PROBE_RESULTS_FORMAT", () => {
  test("is documented in docs/probe-results-format.md", () => {
    const text = fs.readFileSync(path.join(__dirname, "..", "..", "docs", "probe-results-format.md"), "utf8");
    expect(PROBE_RESULTS_FORMAT).toBe("trajlab-probe-results");
    expect(text).toContain(`"format": "${PROBE_RESULTS_FORMAT}"`);
  });
});
