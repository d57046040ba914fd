/**
 * A process number computed from the model alone: the share of tool results the environment flagged as errors.
 * A stand-in process metric for comparisons until the diagnostics family provides its own.
 */
import type { Conversation } from "../io/model";
import { measurement, type MeasurementPoint } from "./measurement";

/**
 * What share of a conversation's tool results failed?
 * Share of a conversation's tool results that the log flags as errors.
 *
 * Formula: (tool messages with `toolResult.error === true`) / (tool messages whose error flag is logged).
 * Unit: fraction of tool results. Range: [0, 1].
 * Edges: no tool message with a logged flag (τ-bench v1 logs none) → value null (denominator 0), the unflagged
 * results listed as an exclusion.
 * Source: docs/definitions/statistics.md#tool-error-share.
 *
 * @param conversation one conversation
 * @returns a measurement point over its tool results
 * @example
 * toolErrorShare({ messages: [] }).value; // null
 */
export function toolErrorShare(conversation: Pick<Conversation, "messages">): MeasurementPoint {
  let errors = 0;
  let flagged = 0;
  let unflagged = 0;
  for (const m of conversation.messages) {
    if (!m.toolResult) continue;
    if (m.toolResult.error === null) unflagged++;
    else {
      flagged++;
      if (m.toolResult.error) errors++;
    }
  }
  return measurement(errors, flagged, [{ reason: "tool result without an error flag", count: unflagged }]);
}
