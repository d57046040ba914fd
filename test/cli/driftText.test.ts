import { describe, expect, it } from "vitest";
import { measurement, MISSING_VALUE } from "../../lib/src";
import { formatNumber, formatPoint, formatPointCell, formatPointState } from "../../lib/src/cli/cells";

describe("formatDriftReport: the write-tool readings beside the report's", () => {
  it("banking_knowledge wrappers read by the tool they wrap: both N and both GD values, the wrapped tool named", async () => {
    const { analyzeDrift } = await import("../../lib/src");
    const { formatDriftReport } = await import("../../lib/src/cli/driftText");
    const call = (order: number, name: string, args: Record<string, unknown>) => ({ id: `c${order}`, name, arguments: args, requestor: "assistant" as const, messageIndex: order, order, path: `simulations[0].messages[${order}].tool_calls[0]` });
    const readWrapped = { agent_tool_name: "get_payment_history_6183" };
    const conv = {
      id: "b1", taskId: "t1", trial: 0, reward: 0, terminationReason: "user_stop", messageCount: 3, messages: [], verification: null, actionChecks: null, path: "simulations[0]", file: "bank.json",
      toolCalls: [call(0, "call_discoverable_agent_tool", readWrapped), call(1, "change_user_email", { user_id: "u1", email: "a@b" })],
      goldActions: [{ actionId: null, name: "change_user_email", arguments: { user_id: "u1", email: "a@b" }, compareArgs: null, requestor: "assistant" as const }],
    };
    const run = { source: "bank.json", format: "tau2-results" as const, domain: "banking_knowledge", agentModel: null, userModel: null, trialCount: 1, tasks: [], conversations: [conv], exclusions: [], warnings: [] };
    const text = formatDriftReport(analyzeDrift(run));
    expect(text).toContain("beside it: the same set, a discoverable-tool wrapper counted as a write only when the tool it wraps is a write");
    // the published reading counts the wrapper around a read: N 2, 1 drift; by wrapped tool: N 1, 0 drift
    expect(text).toContain("N (write calls): 2 with the report's set, 1 with this one; GD^stock pooled 0.500 (1/2) vs 0.000 (0/1)");
    expect(text).toContain("writes only for the report's set: call_discoverable_agent_tool → get_payment_history_6183 (1 call)");
  });
});
