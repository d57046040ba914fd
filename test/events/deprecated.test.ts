/** The earlier names of the events family point at the renamed functions (existing notebooks keep running). */
import { describe, expect, test } from "vitest";
import { formatEventsJsonl, runEventLogs, runTrajectories, writeEventsJsonl } from "../../lib/src";

describe("deprecated names", () => {
  test("runTrajectories is runEventLogs; writeEventsJsonl is formatEventsJsonl", () => {
    expect(runTrajectories).toBe(runEventLogs);
    expect(writeEventsJsonl).toBe(formatEventsJsonl);
  });
});
