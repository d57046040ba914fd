/**
 * The diagnostics family's outcome classes (docs/definitions/diagnostics.md#outcome) as the classifier of the
 * statistics family's fault flow, and the per-conversation findings a paired comparison of two runs reads (outcome
 * class, repeated identical calls) — computed from one conversion of each run to events.
 */
import type { Conversation, Run } from "../io/model";
import { DEFAULT_WRITE_TOOLS, type WriteToolRequest } from "../drift/writeTools";
import { runEventLogs } from "../events/fromRun";
import { showValue } from "../stats/guards";
import type { OutcomeClassification, OutcomeClassifier } from "../stats/faultFlow";
import { repeatedCalls } from "./effectiveActions";
import { loopScan } from "./eventLoops";
import { goldActionStatus, toolAvailability } from "./omissions";
import { classifyOutcome, type Outcome } from "./outcome";
import type { DiagnosticPoint } from "./point";
import { eventAlignment } from "./eventAlignment";

/** Options of {@link diagnosticOutcomeClassifier}. */
export interface OutcomeClassifierOptions {
  /** Which tools are writes (default "registry", the drift family's declared lists; or an explicit list). */
  writes?: WriteToolRequest;
}

/** @internal What a comparison reads of one conversation: its outcome and its repeated-call point. */
export interface ConversationFindings {
  conversation: Conversation;
  outcome: Outcome;
  repeatedCalls: DiagnosticPoint;
}

/**
 * @internal The findings of every conversation of a run, in file order, from one conversion to events: the
 * outcome class ({@link classifyOutcome}, with the run's tool availability for omission verdicts) and the
 * repeated identical calls ({@link repeatedCalls}). A file without embedded tasks is read with the gold its action
 * checks scored (`runEventLogs`).
 * @param run the run
 * @param options the write set (default "registry")
 * @returns one finding per conversation, `conversation` being the run's own object
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * conversationFindings(run).map((f) => f.outcome.class); // ["success", "drift-write", "drift-write", "success", "success", "unscored"]
 */
export function conversationFindings(run: Run, options: OutcomeClassifierOptions = {}): ConversationFindings[] {
  const { logs } = runEventLogs(run, { writes: options.writes ?? DEFAULT_WRITE_TOOLS });
  const availability = toolAvailability(logs);
  return logs.map((t, i) => ({
    conversation: run.conversations[i],
    outcome: classifyOutcome(t, eventAlignment(t), goldActionStatus(t, availability), loopScan(t, "agent")),
    repeatedCalls: repeatedCalls(t),
  }));
}

/**
 * @internal An {@link Outcome} as a fault-flow classification: the class, the rule in words and the first event ids.
 * @param o the outcome
 * @returns its class and evidence (at most four event ids)
 * @example
 * outcomeClassification({ class: "loop", reward: 0, rule: "the agent repeated a cycle", events: ["m3.c0", "m5.c0"] }); // { "class": "loop", "evidence": "the agent repeated a cycle (events m3.c0, m5.c0)" }
 */
export function outcomeClassification(o: Outcome): OutcomeClassification {
  const shown = o.events.slice(0, 4).join(", ") + (o.events.length > 4 ? `, … ${o.events.length - 4} more` : "");
  return { class: o.class, evidence: o.events.length > 0 ? `${o.rule} (events ${shown})` : o.rule };
}

/**
 * @internal A classifier that looks a conversation up among findings; a conversation that is not among them is
 * refused (RangeError), never classified from partial context.
 * @param findings the findings to look conversations up in
 * @param fn the public function's name, for the error message
 * @returns the classifier
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * classifierOf(conversationFindings(run), "f")(run.conversations[0]).class; // "success"
 */
export function classifierOf(findings: readonly ConversationFindings[], fn: string): OutcomeClassifier {
  const byConversation = new Map(findings.map((f) => [f.conversation, outcomeClassification(f.outcome)] as const));
  return (c: Conversation) => {
    const k = byConversation.get(c);
    if (k === undefined) throw new RangeError(`${fn}: conversation must belong to one of the runs given, got ${showValue(c.id)}`);
    return k;
  };
}

/**
 * Which failure class did each conversation of these runs end in? The diagnostics family's outcome classifier
 * ({@link classifyOutcome}) as a fault-flow classifier `(conversation) → {class, evidence}`.
 *
 * Rule, per conversation (first that applies): reward null → "unscored"; success (τ²'s `is_successful`) →
 * "success"; `infrastructure_error` → "infrastructure"; an agent drift write (executed or refused) →
 * "drift-write"; a gold action never attempted → "omission"; an agent loop → "loop"; else "other". Evidence: the
 * rule in words and the event ids behind it. Each run is converted to events once, with its own tool availability
 * (for the omission verdicts) and the requested write set.
 * Edges: a conversation that is not in `runs` → RangeError (its class needs its run's context); runs without
 * conversations → a classifier that refuses everything.
 * Source: docs/definitions/diagnostics.md#outcome; docs/definitions/statistics.md#fault-flow.
 *
 * @param runs the runs whose conversations will be classified (both sides of a fault flow)
 * @param options the write set (default "registry")
 * @returns the classifier
 * @throws {RangeError} (from the classifier) when it is called on a conversation of another run
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const classify = diagnosticOutcomeClassifier([run]);
 * classify(run.conversations[0]).class; // "success"
 * classify(run.conversations[1]).class; // "drift-write"
 */
export function diagnosticOutcomeClassifier(runs: readonly Run[], options: OutcomeClassifierOptions = {}): OutcomeClassifier {
  return classifierOf(runs.flatMap((r) => conversationFindings(r, options)), "diagnosticOutcomeClassifier");
}
