/*
 * The audit's records: what one precondition check found, the reasons a task is suspect, the verdict per task.
 */
import type { GoldAction } from "../io/model";

/**
 * The kinds of flaw the audit names (docs/definitions/audit.md#kinds): the policy forbids the gold action given the
 * observed data; the observed data makes it impossible; a gold argument names an entity nothing showed; a gold value
 * the instructions never fix; the instructions reject it; a gold amount disagrees with observed prices; agents
 * across runs omit and refuse it together.
 */
export type AuditReasonKind = "policy-forbids" | "state-mismatch" | "unobserved-entity" | "unfixed-value" | "instruction-conflict" | "amount-mismatch" | "cross-run";

/** Where a finding can be seen: the runs (file names) and the events (`<run>#<conversation>[<message index>]`). */
export interface AuditEvidence {
  runs: string[];
  events: string[];
}

/** One tool result a conversation observed, parsed. */
export interface Observation {
  /** The run's label (its file name). */
  run: string;
  conversation: string;
  tool: string;
  args: Record<string, unknown>;
  /** The result parsed as JSON, or the raw text when it is not JSON. */
  value: unknown;
  /** The raw result text. */
  text: string;
  messageIndex: number;
  /** `<run>#<conversation>[<message index>]`. */
  event: string;
  /** True when no write call of the conversation came before this call (the task's initial state). */
  beforeWrites: boolean;
  /** The log's error flag for the result. */
  error: boolean;
}

/** What every check reads: one task, its gold, its instructions, the policy and everything the runs observed. */
export interface AuditContext {
  domain: string;
  taskId: string;
  gold: readonly GoldAction[];
  /** The user's instructions as text ("" when the file embeds none). */
  scenario: string;
  /** The run's policy text (`info.environment_info.policy`), or null when the file has none. */
  policy: string | null;
  /** The policy's "current time", or null. */
  now: Date | null;
  observations: readonly Observation[];
  runs: readonly string[];
}

/** One thing a check found against a gold action. */
export interface CheckFinding {
  check: string;
  kind: AuditReasonKind;
  /** Index of the gold action in the task's list, or null for the task as a whole. */
  goldAction: number | null;
  note: string;
  /** The policy sentence the finding rests on (as found in the run's policy), or null. */
  policy: string | null;
  events: string[];
}

/** What a check could not decide (the data it needs was never observed). */
export interface Undecided {
  check: string;
  goldAction: number | null;
  note: string;
}

/** The outcome of one check on one task. */
export interface CheckResult {
  findings: CheckFinding[];
  undecided: Undecided[];
}

/** A named precondition check. */
export interface AuditCheck {
  /** The check's name, as reasons cite it. */
  name: string;
  /** Domains it applies to. */
  domains: readonly string[];
  /** Reads one task's context and returns what the check found (or that it could not decide). */
  run: (ctx: AuditContext) => CheckResult;
}

/** One reason a task is suspect. */
export interface AuditReason {
  kind: AuditReasonKind;
  /** The check (or cross-run rule) that produced it. */
  check: string;
  note: string;
  goldAction: number | null;
  policy: string | null;
  evidence: AuditEvidence;
}

/** The task audit's verdict. */
export type AuditVerdict = "sound" | "suspect" | "unknown";
