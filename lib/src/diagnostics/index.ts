/**
 * Where did a run go wrong, and which events show it? EventLog diagnostics, each a measurement point with the
 * events behind it: coverage, effective actions, loops (TIDE's cycle scan and loop ratio, and the same scan on event
 * fingerprints), first-progress latency, cost per success, error propagation and impact radius, decision evidence
 * (what turns propose, refuse, accept or decline, with the values they carry), first-deviation candidates, omissions,
 * fault layers (primary cause, contributing factors, symptoms), outcome classes, the one-line story of a conversation,
 * and the detectors' validation against hand labels.
 * Definitions: docs/definitions/diagnostics.md.
 *
 * @module diagnostics
 */
export type { Evidence, DiagnosticPoint } from "./point";
export { eventAlignment, ALIGNMENT_UNAVAILABLE } from "./eventAlignment";
export type { RequestVerdict, EventAlignment } from "./eventAlignment";
export { diagnosticCoverage, runCoverage } from "./coverage";
export type { CoveragePoint } from "./coverage";
export { repeatedCalls, noChangeWrites, errorFollowUps, errorRecovery, runRepeatedCalls, runNoChangeWrites } from "./effectiveActions";
export type { ErrorFollowUp, ErrorRecoverySummary } from "./effectiveActions";
export { detectCycles, hasLoop } from "./detectCycles";
export type { Cycle, CycleMarks } from "./detectCycles";
export { loopSteps, loopRatio } from "./tideLoopRatio";
export { loopScan, runLoops } from "./eventLoops";
export type { LoopScan, CallRun } from "./eventLoops";
export { agentActs, userActs, mentionsTool, refusesTool } from "./turnActs";
export type { AgentAct, UserAct } from "./turnActs";
export { argumentLeaves, differingLeaves, valuePattern } from "./argumentValues";
export type { ArgumentLeaf } from "./argumentValues";
export { decisionEvidence } from "./decisionEvidence";
export type { DecisionEvidence, DecisionTurn, TurnValue } from "./decisionEvidence";
export { firstProgressLatency, meanFirstProgressLatency, costPerSuccess, costPerSuccessFromRates } from "./progress";
export { errorPropagation, propagationSummary } from "./propagation";
export type { DetectionKind, DriftWritePropagation, PropagationSummary } from "./propagation";
export { toolAvailability, goldActionStatus } from "./omissions";
export type { ToolAvailability, GoldActionStatus } from "./omissions";
export { firstDeviation } from "./firstDeviation";
export type { DeviationKind, DeviationCandidate, FirstDeviation, FirstDeviationInput } from "./firstDeviation";
export { faultLayers } from "./layers";
export type { FaultLayer, LayerFinding, AgentSubLayer, LayerAttribution, TaskFlag, FaultLayerInput } from "./layers";
export { conversationStory, type StoryInput } from "./story";
export { classifyOutcome, OUTCOME_CLASSES } from "./outcome";
export type { OutcomeClass, Outcome } from "./outcome";
export { diagnosticOutcomeClassifier } from "./outcomeClassifier";
export type { OutcomeClassifierOptions } from "./outcomeClassifier";
export { diagnoseEventLog, diagnoseEventLogs, diagnoseRun, diagnoseTideRun, pickConversation } from "./diagnose";
export type { DiagnoseOptions, ConversationDiagnosis, RunMetrics, RunDiagnosis, DiagnosedRun, DiagnosedConversation } from "./diagnose";
export { parseDiagnosticLabels, loadDiagnosticLabels, LABEL_LAYERS } from "./labels";
export type { DiagnosticLabel, LabelPass, LabelVerdict, LabelFirstReading, LabelLayer } from "./labels";
export { readerAgreement, evaluateDetectors, diagnoseLabelledConversations } from "./labelAgreement";
export type { ReaderAgreement, ConsensusAgreement, DetectorEvaluation } from "./labelAgreement";
export { validationTable, type ValidationRow, type ValidationTable } from "./validationTable";
export { agreementByKind, type KindAgreement } from "./agreementByKind";
// earlier names, kept for existing notebooks (deprecated)
export { diagnoseTrajectory, diagnoseTrajectories } from "./deprecated";
