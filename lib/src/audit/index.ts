/**
 * Is the task itself reachable? The task audit: each gold action's preconditions checked against what the runs
 * observed and the policy the agent was given, the same task across runs and agents, a verdict per task (sound,
 * suspect with its evidence, or unknown), and each run's success rate beside the one over tasks not flagged.
 *
 * @module audit
 */
export { auditRuns } from "./auditRuns";
export type { TaskAudit, RunsAudit, AuditRunsOptions } from "./auditRuns";
export { auditedSuccess, FLAGGED_TASK } from "./auditedSuccess";
export type { AuditedSuccess } from "./auditedSuccess";
export { taskFlagLookup } from "./taskFlagLookup";
export { crossRunEvidence, CROSS_RUN_RULE } from "./crossRun";
export type { CrossRunEvidence, GoldActionAcrossRuns, CitedSentence, TaskConversation } from "./crossRun";
export { AUDIT_CHECKS } from "./checks";
export { cancelEligibility } from "./cancelEligibility";
export { flownFlights } from "./flownFlights";
export { basicEconomyChange } from "./basicEconomyChange";
export { flightBookable } from "./flightBookable";
export { compensationEligibility } from "./compensationEligibility";
export { baggageAllowance } from "./baggageAllowance";
export { bookingTotal } from "./bookingTotal";
export { passengerNames } from "./passengerNames";
export { paymentOnProfile } from "./paymentOnProfile";
export { paymentInstructionConflict } from "./paymentInstructionConflict";
export { orderStatus } from "./orderStatus";
export { itemVariant } from "./itemVariant";
export { cancelReason } from "./cancelReason";
export { unfixedValue } from "./unfixedValue";
export { unobservedEntity } from "./unobservedEntity";
export type { AuditReasonKind, AuditEvidence, AuditReason, AuditVerdict, AuditContext, AuditCheck, CheckFinding, CheckResult, Undecided, Observation } from "./types";
