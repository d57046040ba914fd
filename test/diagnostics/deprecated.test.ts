/** The earlier names of the diagnostics family point at the renamed functions (existing notebooks keep running). */
import { describe, expect, test } from "vitest";
import { diagnoseEventLog, diagnoseEventLogs, diagnoseTrajectories, diagnoseTrajectory } from "../../lib/src";

describe("deprecated names", () => {
  test("diagnoseTrajectory is diagnoseEventLog; diagnoseTrajectories is diagnoseEventLogs", () => {
    expect(diagnoseTrajectory).toBe(diagnoseEventLog);
    expect(diagnoseTrajectories).toBe(diagnoseEventLogs);
  });
});
