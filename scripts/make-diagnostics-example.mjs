#!/usr/bin/env node
/**
 * Writes data/examples/diagnostics_tiny.events.jsonl: one small retail trajectory designed by hand for
 * notebooks/08-trajectory-diagnostics.ipynb and test/diagnostics, in the `.events.jsonl` form other harnesses
 * write (docs/definitions/events.md). No agent produced it. The events below are the whole design; this script
 * only fills in sha256 and byte counts of the inlined texts and writes the lines in a fixed order, so a fresh
 * generation is byte-identical to the committed file (test/diagnostics/example.test.ts checks it).
 *
 * The story: the user asks to cancel order #W2 because they no longer need it. The agent looks up the wrong order
 * (#W1, an error), recovers with #W2, cancels it with the wrong reason (a drift write), says it is done, is
 * corrected by the user, and retries with the right reason, which is refused because the order is already
 * cancelled. Reward 0.
 *
 * Usage: node scripts/make-diagnostics-example.mjs [--stdout]
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const EXAMPLE_FILE = join(here, "..", "data", "examples", "diagnostics_tiny.events.jsonl");

const text = (t) => ({ sha256: createHash("sha256").update(t, "utf8").digest("hex"), bytes: Buffer.byteLength(t, "utf8"), ref: null, text: t });
const ev = (id, type, actor, fields = {}) => ({
  id, parents: [], time: null, type, actor, tool: null, args: null, callId: null, result: null, resultBasis: null,
  effect: null, resources: [], stateVersion: null, payload: null, detail: null, source: null, messageIndex: null, ...fields,
});

const header = {
  kind: "trajectory", schema: "trajlab.events", version: "1.0", id: "tiny-1", run: "hand-made example", format: "events-jsonl",
  domain: "retail", agent: "(hand-made)", taskId: "cancel-W2", trial: 0, reward: 0, termination: "user_stop",
  goldActions: [{ actionId: "g0", name: "cancel_pending_order", arguments: { order_id: "#W2", reason: "no longer needed" }, compareArgs: null, requestor: "assistant" }],
  availableTools: ["get_order_details", "cancel_pending_order"],
  writeTools: { source: "caller", tools: ["cancel_pending_order"] },
  limits: ["hand-made example: no wall-clock times, no state versions"],
};

const events = [
  ev("m0", "user_turn", "user", { messageIndex: 0, payload: text("Hi, please cancel my order #W2, I no longer need it.") }),
  ev("m1.c0", "tool_request", "agent", { messageIndex: 1, tool: "get_order_details", args: { order_id: "#W1" }, callId: "c1", effect: "read", resources: ["order_id:#W1"], parents: ["m0"] }),
  ev("m2", "tool_observation", "environment", { messageIndex: 2, tool: "get_order_details", callId: "c1", result: "error", resultBasis: "flag", resources: ["order_id:#W1"], parents: ["m1.c0"], payload: text("Error: order #W1 not found") }),
  ev("m3.c0", "tool_request", "agent", { messageIndex: 3, tool: "get_order_details", args: { order_id: "#W2" }, callId: "c2", effect: "read", resources: ["order_id:#W2"], parents: ["m0"] }),
  ev("m4", "tool_observation", "environment", { messageIndex: 4, tool: "get_order_details", callId: "c2", result: "ok", resultBasis: "flag", resources: ["order_id:#W2"], parents: ["m3.c0"], payload: text('{"order_id": "#W2", "status": "pending", "items": ["desk lamp"]}') }),
  ev("m5.c0", "tool_request", "agent", { messageIndex: 5, tool: "cancel_pending_order", args: { order_id: "#W2", reason: "ordered by mistake" }, callId: "c3", effect: "write", resources: ["order_id:#W2"], parents: ["m0"] }),
  ev("m6", "tool_observation", "environment", { messageIndex: 6, tool: "cancel_pending_order", callId: "c3", result: "ok", resultBasis: "flag", resources: ["order_id:#W2"], parents: ["m5.c0"], payload: text('{"order_id": "#W2", "status": "cancelled", "reason": "ordered by mistake"}') }),
  ev("m7", "model_turn", "agent", { messageIndex: 7, payload: text("Done: order #W2 is cancelled.") }),
  ev("m8", "user_turn", "user", { messageIndex: 8, payload: text("No, the reason is that I no longer need it, not a mistake.") }),
  ev("m9.c0", "tool_request", "agent", { messageIndex: 9, tool: "cancel_pending_order", args: { order_id: "#W2", reason: "no longer needed" }, callId: "c4", effect: "write", resources: ["order_id:#W2"], parents: ["m0"] }),
  ev("m10", "tool_observation", "environment", { messageIndex: 10, tool: "cancel_pending_order", callId: "c4", result: "error", resultBasis: "flag", resources: ["order_id:#W2"], parents: ["m9.c0"], payload: text("Error: order #W2 is already cancelled") }),
  ev("m11", "model_turn", "agent", { messageIndex: 11, payload: text("Your order #W2 is cancelled; I could not change the recorded reason.") }),
  ev("end", "termination", "environment", { detail: { reason: "user_stop" } }),
  ev("v.reward", "verification", "evaluator", { detail: { check: "reward", reward: 0, passed: false, basis: ["DB"], breakdown: { DB: 0 } } }),
  ev("v.db", "verification", "evaluator", { detail: { check: "db", passed: false, dbReward: 0 } }),
].map((e, seq) => ({ kind: "event", trajectory: header.id, ...e, seq }));

// fixed key order for events: kind, trajectory, then the schema's field order
const ORDER = ["kind", "trajectory", "id", "seq", "parents", "time", "type", "actor", "tool", "args", "callId", "result", "resultBasis", "effect", "resources", "stateVersion", "payload", "detail", "source", "messageIndex"];
const ordered = (e) => Object.fromEntries(ORDER.map((k) => [k, e[k]]));
export const EXAMPLE_TEXT = [JSON.stringify(header), ...events.map((e) => JSON.stringify(ordered(e)))].join("\n") + "\n";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--stdout")) process.stdout.write(EXAMPLE_TEXT);
  else writeFileSync(EXAMPLE_FILE, EXAMPLE_TEXT);
}
