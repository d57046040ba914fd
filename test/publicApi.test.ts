/**
 * The public API is an explicit, pinned list: a name added to or dropped from `trajlab` or `trajlab/reconstruct`
 * is a visible change to this file. The root is exactly what scripts/gen-root-index.mjs writes from the families'
 * index files (every family; no `export *`), and the notebooks and scripts use only pinned names. Both entry points
 * also resolve by package name from a notebook's folder (the way tslab notebooks import the built library:
 * CommonJS, TypeScript's "node10" module resolution).
 */
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { createRequire } from "module";
import * as ts from "typescript";
import * as root from "../lib/src";
import * as reconstruct from "../lib/src/reconstruct";
import { FAMILIES, familyExports, rootIndexText } from "../scripts/gen-root-index.mjs";

const repo = path.resolve(__dirname, "..");

/**
 * Runtime (value) names and type-only names exported by TypeScript entry files, each sorted. One program serves
 * every entry of the suite (the root, the reconstruct entry and each family index): building a program per entry
 * re-checks the whole library each time.
 */
const ENTRIES = [
  path.join(repo, "lib", "src", "index.ts"),
  path.join(repo, "lib", "src", "reconstruct", "index.ts"),
  ...FAMILIES.map((f: string) => path.join(repo, "lib", "src", f, "index.ts")),
];
let program: ts.Program | null = null;
function exportedNames(entry: string): { values: string[]; types: string[] } {
  program ??= ts.createProgram(ENTRIES, { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, strict: true, types: ["node"] });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const values: string[] = [];
  const types: string[] = [];
  for (const e of checker.getExportsOfModule(moduleSymbol)) {
    const target = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(e.name);
  }
  return { values: values.sort(), types: types.sort() };
}

// prettier-ignore
const ROOT_VALUES: string[] = [
  "ACTORS", "ALIGNMENT_UNAVAILABLE", "ATLAS_COLUMNS", "ATLAS_FOLDERS", "AUDIT_CHECKS", "CROSS_RUN_RULE",
  "DATA_QUALITY_REASONS", "DATA_QUALITY_REASON_TEXT", "DATA_QUALITY_UNCHECKED", "DEFAULT_BOOTSTRAP_SEED",
  "DEFAULT_WRITE_TOOLS", "DRIFT_EXCLUSION", "EVENT_SCHEMA_NAME", "EVENT_SCHEMA_VERSION", "EVENT_TYPES",
  "EXPLORE_DATA_ENV", "EXPORT_FORMATS", "EXPORT_MANIFEST", "EXPORT_SCHEMA_VERSION", "EXPORT_TABLES",
  "EXPORT_TABLE_NAMES", "ExportRefusedError", "FLAGGED_TASK", "GOAL_DRIFT_TARGET_IDS", "GOLD_DIFFERS", "GOLD_UNKNOWN",
  "JUDGE_EXCLUSION", "LABEL_LAYERS", "LOAD_EXCLUSION", "MISSING_VALUE", "OUTCOME_CLASSES", "OUTCOME_STYLES",
  "PAIRING_EXCLUSION", "PROBE_EXCLUSION_REASONS", "PROBE_FORMULA_VERSION", "PROBE_RESULTS_FORMAT",
  "PUBLISHED_WRITE_SOURCE", "PayloadStore", "RANKING_RULE", "RESOLVED_BY", "RESULT_CLASSES", "REWARD_GROUPS",
  "REWARD_GROUP_STYLES", "REWARD_TOLERANCE", "SHARED_DATA_ENV", "STREAM_ABOVE_BYTES", "TAU2_WRITE_TOOL_REGISTRY",
  "TRIAL_EXCLUSION", "TrajlabInputError", "WriteToolsUnavailableError", "actionCheckWriteTools", "agentActs",
  "aggregateDrift", "agreementByKind", "alignWrites", "analyzeDrift", "analyzeDriftMany", "argumentLeaves", "atlasCells", "atlasJson",
  "atlasPairs", "atlasResolution", "attemptConsistency", "auditRuns", "auditedSuccess", "auv", "auvByHorizonFigure",
  "auvContributions", "auvDifferenceByGainStep", "auvDifferenceFigure", "auvEstimate", "auvFromSteps", "auvLemma1",
  "auvPerTask", "auvRelativeToBest", "auvUpperBound", "baggageAllowance", "basicEconomyChange", "bcaInterval",
  "bookingTotal", "bootstrapMeanInterval", "brandNameMention", "buildAtlas", "calibration", "callMatchesGoldAction",
  "callerWriteTools", "cancelEligibility", "cancelReason", "categoryStyles", "checkGoalDriftSolution", "chooseTMax",
  "classifyDivergence", "classifyOutcome", "clusterBootstrap", "clusteredMean", "clusteredRatio", "cohensKappa",
  "comparablePair", "compareModelsPaired", "compareRuns", "compensationEligibility", "confusionMatrix",
  "conversationDataQuality", "conversationDrift", "conversationEvents", "conversationHtml", "conversationRows",
  "conversationStory", "costPerSuccess", "costPerSuccessFromRates", "countPoint", "crossRunEvidence",
  "crossTaskFigure", "crossTaskSequence", "decisionEvidence", "describeLoadIssues", "describePoint", "describeRun",
  "detectCycles", "detectRunFormat", "detectableDifferenceFigure", "diagnoseEventLog", "diagnoseEventLogs",
  "diagnoseLabelledConversations", "diagnoseRun", "diagnoseSource", "diagnoseTideRun", "diagnoseTrajectories",
  "diagnoseTrajectory", "diagnosticCoverage", "diagnosticOutcomeClassifier", "differingLeaves", "distinctLabels",
  "domainBodyMention", "domainFromFileName", "domainRecognition", "driftByRewardGroup", "driftIntervals",
  "driftLinesFigure", "driftLinesGrid", "driftReportIntervals", "drillDownHtml", "errorFollowUps", "errorPropagation",
  "errorRecovery", "escapeHtml", "evaluateDetectors", "eventAlignment", "eventRows", "exclusionsByReason",
  "expandRunPath", "exportPaths", "exportRuns", "exportSchemaMarkdown", "exportTable", "faultFlow", "faultFlowSankey",
  "faultLayers", "findDivergentPairs", "fingerprintFields", "firstAttempt", "firstDeviation", "firstMention",
  "firstProgressLatency", "firstRecommendation", "flightBookable", "flownFlights", "formatEstimate",
  "formatEventsJsonl", "formatTableCell", "goalDriftConsistency", "goalDriftTargetsFromPublished", "goldActionStatus",
  "goldKey", "hasLoop", "heatmapFigure", "horvitzThompson", "independentComparison", "inputTables", "intervalText",
  "intervalsFigure", "isSuccess", "itemVariant", "judgeAgreement", "keywordAssociationCount",
  "keywordAssociationCoverage", "keywordRelativeWeight", "loadDiagnosticLabels", "loadEventsJsonl", "loadExport",
  "loadJudgeVerdicts", "loadProbeResults", "loadPublishedGoalDrift", "loadPublishedPassK", "loadPublishedTide",
  "loadReport", "loadReportLines", "loadRun", "loadRuns", "loadSummary", "loadTaskTable", "loadTau1Historical",
  "loadTau2Dir", "loadTau2Results", "loadTideJsonl", "locatePublicRuns", "locateSharedData", "loopRatio", "loopScan",
  "loopSteps", "matchesAtPrecision", "mcnemarExact", "meanFirstProgressLatency", "meanStandardError", "measurement",
  "memoryIndex", "mentionsTool", "mergeEventsFiles", "mergeExclusions", "minMaxScale", "minimumDetectableDifference",
  "mulberry32", "noChangeWrites", "noSelfHealing", "noiseFloor", "normalInterval", "officialAgreement", "orderStatus",
  "outcomeClassesFigure", "outcomeStyle", "pairedClusterBootstrap", "pairedComparison", "pairedDifference",
  "pairedProportionDifference", "pairedRatioDifference", "pairedSuccess", "parseDiagnosticLabels", "parseEventsJsonl",
  "parseJudgeVerdicts", "parseTaskTable", "parseTideJsonl", "passAtK", "passHatK", "passK", "passRateReadings",
  "passengerNames", "paymentInstructionConflict", "paymentOnProfile", "percentileInterval", "pickConversation",
  "plannedProbeCount", "plateauStep", "plotlyHtml", "plotlySetup", "pointCells", "pointComparability",
  "pointDisplayValue", "pointInterval", "pointWithDenominator", "positiveRecommendation", "precisionRecall",
  "printedRange", "probeFingerprint", "probeResultsFromJson", "probeSnapshot", "propagationSummary",
  "proportionEstimate", "providerCitation", "radarFigure", "radarScores", "rankConversations", "readAtlas",
  "readProvenance", "readerAgreement", "recommendationGap", "refusesTool", "registryWriteTools", "repeatedCalls",
  "reproduceGoalDrift", "reproduceTide", "resolveWriteTools", "resolvedStatement", "rewardGroup", "rewardSummary",
  "roganGladen", "runCompleteness", "runCoverage", "runDataQuality", "runEventLogs", "runExclusionRows", "runLoops",
  "runNoChangeWrites", "runRepeatedCalls", "runRow", "runStatistics", "runTables", "runTrajectories",
  "runningAuvDifference", "scriptSafeJson", "selfHealingIntervals", "selfHealingPattern", "sequenceFeatures",
  "seriesStyle", "sharedTasks", "someCallMatchesGoldAction", "splitMeasured", "srAuvFigure", "stepGains",
  "stepGainsFigure", "stockDrift", "successCurve", "successCurvesFigure", "successIndicators", "successRate",
  "surveyGoalDriftDefinitions", "tableHtml", "taskFlagLookup", "taskMean", "taskTableRuns", "taskTrials",
  "tideFigure", "tideRunEvents", "tideRunPath", "tideTaskEvents", "toolAvailability", "trackDrift", "unfixedValue",
  "unobservedEntity", "userActs", "validationTable", "valuePattern", "wilsonInterval", "windowDrift", "writeCallRows",
  "writeEventsJsonl", "writeMarksOf", "writeSequenceClasses", "writeSequenceOf", "writesPerConversation",
]; // 282 names
// prettier-ignore
const ROOT_TYPES: string[] = [
  "ActionCheck", "Actor", "AgentAct", "AgentSubLayer", "AgreementDisagreement", "AlignedWrite", "AlignmentReason",
  "AnalyzeDriftManyOptions", "AnalyzeDriftOptions", "ArgumentLeaf", "AssociationSelector", "AtlasCell",
  "AtlasConversation", "AtlasData", "AtlasGroupCell", "AtlasPair", "AtlasResolution", "AtlasRun", "AtlasSource",
  "AttemptConsistency", "AttemptFlag", "AttemptFlagKind", "AttemptPolicy", "AttemptSearch", "AuditCheck",
  "AuditContext", "AuditEvidence", "AuditReason", "AuditReasonKind", "AuditRunsOptions", "AuditVerdict",
  "AuditedSuccess", "AuvByHorizonOptions", "AuvDifferenceFigureOptions", "AuvEstimate", "BcaInterval",
  "BootstrapInterval", "BootstrapOptions", "Calibration", "CalibrationBin", "CallRun", "CheckFinding", "CheckResult",
  "CitedSentence", "ClusterBootstrap", "ClusterBootstrapOptions", "ClusterKey", "ClusteredMean", "ClusteredRatio",
  "ClusteredUnit", "CohensKappa", "ComparablePair", "CompareRunsOptions", "ConditionDifference", "ConfusionMatrix",
  "ConsensusAgreement", "ConsistencyStage", "Conversation", "ConversationDiagnosis", "ConversationDrift",
  "ConversationDriftOptions", "ConversationEventsOptions", "ConversationHtmlOptions", "CoveragePoint",
  "CrossRunEvidence", "CrossTaskFigureOptions", "CrossTaskFigurePoint", "CrossTaskPoint", "CurveSeries", "Cycle",
  "CycleMarks", "DataFrameLike", "DataQualityFlag", "DataQualityOptions", "DataQualityReason", "DataQualityReport",
  "DecisionEvidence", "DecisionTurn", "DefinitionSurveyRow", "DetectableDifferenceOptions",
  "DetectableDifferenceSeries", "DetectionKind", "DetectorEvaluation", "DeviationCandidate", "DeviationKind",
  "DiagnoseOptions", "DiagnoseSourceOptions", "DiagnosedConversation", "DiagnosedRun", "DiagnosticLabel",
  "DiagnosticPoint", "DivergenceKind", "DivergenceTolerances", "DivergentPair", "DomainProbeResult",
  "DomainRecognition", "DomainSelector", "DomainWriteTools", "DriftAggregate", "DriftExclusionReason",
  "DriftGroupRow", "DriftGroupTable", "DriftIntervals", "DriftLinesInput", "DriftLinesOptions", "DriftLinesPanel",
  "DriftManyReport", "DriftReport", "DriftReportIntervals", "DriftTableIntervals", "DriftWritePropagation",
  "DrillDownOptions", "Effect", "ErrorFollowUp", "ErrorRecoverySummary", "EstimateLike", "EventAlignment", "EventLog",
  "EventType", "EventWriteTools", "EventsFile", "EventsFileParse", "Evidence", "Exclusion", "ExportCell",
  "ExportColumn", "ExportColumnType", "ExportDuplicate", "ExportFormat", "ExportInputError", "ExportLoad",
  "ExportOptions", "ExportRefusal", "ExportRow", "ExportRunLoad", "ExportRunsOptions", "ExportSource",
  "ExportSummary", "ExportTable", "ExportTableName", "ExportTables", "ExportWarning", "ExportedTable", "FaultFlow",
  "FaultFlowOptions", "FaultFlowSankeyOptions", "FaultLayer", "FaultLayerInput", "FigureCheck", "FigureComparison",
  "FigureStatus", "FingerprintFields", "FingerprintKey", "FirstDeviation", "FirstDeviationInput", "FirstState",
  "FormatEventsOptions", "GoalDriftConsistencyOptions", "GoalDriftConsistencyResult", "GoalDriftDomainReproduction",
  "GoalDriftReproduction", "GoalDriftTargets", "GoldAction", "GoldActionAcrossRuns", "GoldActionStatus", "GoldSource",
  "GoldSourceSummary", "GroupColumnDefinition", "HeatmapFigureOptions", "HeatmapInput", "HorvitzThompson",
  "IndependentComparison", "InputErrorKind", "InputTables", "Interval", "IntervalMethod", "IntervalRow",
  "IntervalsFigureOptions", "JudgeAgreement", "JudgeVerdict", "JudgeVerdicts", "Judgment", "KeywordJudgments",
  "KeywordProbeResult", "KeywordSelector", "KindAgreement", "LabelFirstReading", "LabelLayer", "LabelPass", "LabelVerdict",
  "LayerAttribution", "LayerFinding", "LoadExclusion", "LoadFault", "LoadIssue", "LoadReport", "LoadRunOptions",
  "LoadRunsOptions", "LoadRunsResult", "LoadSummary", "LoadSummaryRow", "LoadWarning", "LoadWarningKind", "LogEvent",
  "LoopScan", "MalformedRecord", "MatchOptions", "McNemar", "MeanEstimate", "MeasuredSplit", "MeasurementOptions",
  "MeasurementPoint", "MeasurementRun", "Mention", "Message", "MessageRole", "ModelRoute", "NoSelfHealingSummary",
  "NoiseFloor", "NoiseFloorOptions", "NullCompareArgsRule", "Observation", "OfficialAgreement", "Outcome",
  "OutcomeClass", "OutcomeClassesOptions", "OutcomeClassification", "OutcomeClassifier", "OutcomeClassifierOptions",
  "OutcomeCounts", "PairedBinaryTable", "PairedClusterBootstrap", "PairedComparison", "PairedDifference",
  "PairedOptions", "PairedProportionDifference", "PairedRatioDifference", "PairedRatioOptions", "PassKReport",
  "PassKRow", "PassRateReadings", "PayloadRef", "PlateauRule", "PlotlyFigure", "PlotlyHtmlOptions", "PointCells",
  "PointComparability", "PointConditions", "PointInterval", "PointIntervalOptions", "PointState", "PointUnit",
  "PowerOptions", "PrecisionRecall", "PrintedValue", "ProbeAttempt", "ProbeMetric", "ProbeMetricOptions",
  "ProbeObject", "ProbePlan", "ProbePoint", "ProbeProtocol", "ProbeResults", "ProbeRun", "ProbeSample",
  "ProbeSnapshot", "PropagationSummary", "ProportionEstimate", "ProtocolInfo", "ProvenanceEntry", "ProviderCitation",
  "PublicRuns", "PublishedFigure", "PublishedGoalDrift", "PublishedPassK", "PublishedPassKFigure",
  "RadarFigureOptions", "RadarInput", "RadarSeries", "RankOptions", "RankSignal", "RankedConversation",
  "RatioOptions", "ReaderAgreement", "Recommendation", "RecommendationGap", "RejectedProbe", "ReproduceOptions",
  "ReproducedFigure", "RequestVerdict", "Requestor", "ResolvedStatement", "ResultClass", "RewardGroup",
  "RewardGroupName", "RewardStatistics", "RewardSummary", "RoganGladen", "RoganGladenCounts", "Run", "RunComparison",
  "RunCompleteness", "RunConditions", "RunDiagnosis", "RunEventLogs", "RunEventLogsOptions", "RunFormat",
  "RunMetrics", "RunStatistics", "RunStatisticsOptions", "RunsAudit", "SelfHealingIntervals", "SelfHealingPattern",
  "SequenceFeatures", "SeriesStyle", "SharedTasks", "SolvedConversations", "SrAuvFigureOptions", "SrAuvPoint",
  "SrAuvRow", "StepGainsFigureOptions", "StepMark", "StepsSeries", "StoryInput", "Stratum", "SuccessCurvesOptions",
  "TableHtmlOptions", "Task", "TaskAudit", "TaskConversation", "TaskExclusion", "TaskFit", "TaskFlag", "TaskFlow",
  "TaskMean", "TaskMeanOptions", "TaskRatioParts", "TaskScores", "TaskTableRow", "TaskTrialValues", "TaskTrials",
  "TaskTrialsResult", "TaskValues", "Tau1LoadOptions", "TideEnvironmentSpec", "TideModelSpec", "TidePublished",
  "TideReproducedRun", "TideReproduction", "TideRun", "TideTask", "ToolAvailability", "ToolCall", "ToolResult",
  "ToolType", "Trajectory", "TrajectoryEvent", "TurnValue", "Undecided", "UserAct", "ValidationRow",
  "ValidationTable", "Verification", "WatchKeyword", "WriteAlignment", "WriteCallDifference", "WriteDetail",
  "WriteMark", "WriteSequence", "WriteSequenceClass", "WriteToolRequest", "WriteToolResolution", "WriteToolSet",
  "WriteToolSource", "WriteToolVariant", "WriteToolVariantKind", "WriteToolsUnavailable", "WritesOffGoldFinding",
  "WritesPerConversation",
]; // 324 names
// prettier-ignore
const RECONSTRUCT_VALUES: string[] = [
  "GOAL_DRIFT_PLAN_OPTIONS", "GOAL_DRIFT_RECONSTRUCTION_SEED", "RECONSTRUCTED_AGENT_MODEL", "RECONSTRUCTION_DOMAINS",
  "fnv1a32", "goalDriftPlanText", "measureWritesDistribution", "reconstructGoalDriftFiles", "reconstructTau2Results",
  "reconstructTau2Text", "reconstructTideAll", "reconstructTideRuns", "reconstructedFileName", "solveGoalDriftPlans",
  "tideCountForPercent", "tideJsonlLine", "tideLoopStepsFor", "tidePlanRun", "tideRunJsonl", "tideRunTargets",
  "tideSampleSuccessSteps", "tideStepSumCandidates", "tideStepSumFor", "tideTaskSteps", "tideWithoutMemoryTargets",
  "writesDistributionText",
]; // 26 names
// prettier-ignore
const RECONSTRUCT_TYPES: string[] = [
  "GoalDriftPlanDomain", "GoalDriftPlanFile", "GoalDriftPlanSolve", "ReconstructOptions", "ReconstructionPlan",
  "ReconstructionPlanEntry", "TideGeneratedFile", "TideRunPlan", "TideRunTargets", "TideTaskPlan",
  "WritesDistributionFile",
]; // 11 names

describe("the public entry `trajlab` (lib/src/index.ts)", () => {
  test("exports exactly the pinned runtime names", () => {
    expect(Object.keys(root).sort()).toEqual(ROOT_VALUES);
  });
  test("exports exactly the pinned type names", () => {
    const names = exportedNames(path.join(repo, "lib", "src", "index.ts"));
    expect(names.values).toEqual(ROOT_VALUES);
    expect(names.types).toEqual(ROOT_TYPES);
  });
});

describe("the families' export lists", () => {
  test("the root exports exactly the union of the family index files (every family but the reconstruct workflow)", () => {
    expect(FAMILIES).toEqual(["io", "stats", "drift", "auv", "probes", "events", "consistency", "diagnostics", "compare", "audit", "reproduce", "plot", "explore", "atlas", "export"]);
    const dirs = fs.readdirSync(path.join(repo, "lib", "src"), { withFileTypes: true }).filter((e) => e.isDirectory() && fs.existsSync(path.join(repo, "lib", "src", e.name, "index.ts")));
    expect(dirs.map((e) => e.name).filter((d) => d !== "reconstruct").sort()).toEqual([...FAMILIES].sort());
    const families = FAMILIES.map((f) => exportedNames(path.join(repo, "lib", "src", f, "index.ts")));
    expect([...new Set(families.flatMap((n) => n.values))].sort()).toEqual(ROOT_VALUES);
    expect([...new Set(families.flatMap((n) => n.types))].sort()).toEqual(ROOT_TYPES);
  });
  test("lib/src/index.ts is exactly what scripts/gen-root-index.mjs writes from the family index files", () => {
    expect(fs.readFileSync(path.join(repo, "lib", "src", "index.ts"), "utf8")).toBe(rootIndexText(path.join(repo, "lib", "src")));
  });
  test("no index file re-exports a whole module (export *)", () => {
    const indexes = fs.readdirSync(path.join(repo, "lib", "src"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(repo, "lib", "src", e.name, "index.ts"))
      .concat(path.join(repo, "lib", "src", "index.ts"))
      .filter((f) => fs.existsSync(f));
    expect(indexes.length).toBe(FAMILIES.length + 2);
    expect(indexes.filter((f) => /^export \*/m.test(fs.readFileSync(f, "utf8"))).map((f) => path.relative(repo, f))).toEqual([]);
  });
  test("every family's module comment opens with the question it answers", () => {
    for (const f of [...FAMILIES, "reconstruct"]) expect(familyExports(path.join(repo, "lib", "src", f, "index.ts")).question).toMatch(/^[A-Z].*\?$/);
  });
});

describe("the notebooks and scripts use only the public entries", () => {
  const publicNames = new Set([...ROOT_VALUES, ...ROOT_TYPES, ...RECONSTRUCT_VALUES, ...RECONSTRUCT_TYPES]);

  test("every name a notebook imports from trajlab or trajlab/reconstruct is pinned, and notebooks import nothing else of the library", () => {
    const bad: string[] = [];
    const dir = path.join(repo, "notebooks");
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".ipynb"))) {
      const cells = (JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { cells: { cell_type: string; source: string[] | string }[] }).cells;
      const code = cells.filter((c) => c.cell_type === "code").map((c) => (Array.isArray(c.source) ? c.source.join("") : c.source)).join("\n");
      for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
        if (m[2] !== "trajlab" && m[2] !== "trajlab/reconstruct") {
          if (/lib\/|\.\.\//.test(m[2])) bad.push(`${f}: imports ${m[2]} (a deep path)`);
          continue;
        }
        for (const n of m[1].split(",").map((x) => x.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]).filter(Boolean)) {
          if (!publicNames.has(n)) bad.push(`${f}: ${n}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test("every library name a script reads (through the variable it binds the entries to) is pinned", () => {
    const bad: string[] = [];
    const files = (d: string): string[] =>
      fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(d, e.name)) : e.name.endsWith(".mjs") ? [path.join(d, e.name)] : []));
    let checked = 0;
    for (const f of files(path.join(repo, "scripts"))) {
      const text = fs.readFileSync(f, "utf8");
      // `const t = require("trajlab")`, `const lib = { ...require("trajlab"), ...require("trajlab/reconstruct") }`, or lib/dist
      for (const m of text.matchAll(/const (\w+) = (?:\{ \.\.\.)?require\((?:"trajlab"|path\.join\(here, "\.\.", "\.\.", "lib", "dist"\))/g)) {
        checked++;
        for (const use of text.matchAll(new RegExp(`\\b${m[1]}\\.([A-Za-z_$][\\w$]*)`, "g"))) {
          if (!publicNames.has(use[1])) bad.push(`${path.relative(repo, f)}: ${m[1]}.${use[1]}`);
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(bad).toEqual([]);
  });
});

describe("the workflow entry `trajlab/reconstruct` (lib/src/reconstruct/index.ts)", () => {
  test("exports exactly the pinned runtime and type names, none of them also at the root", () => {
    expect(Object.keys(reconstruct).sort()).toEqual(RECONSTRUCT_VALUES);
    const names = exportedNames(path.join(repo, "lib", "src", "reconstruct", "index.ts"));
    expect(names.values).toEqual(RECONSTRUCT_VALUES);
    expect(names.types).toEqual(RECONSTRUCT_TYPES);
    expect(RECONSTRUCT_VALUES.filter((n) => ROOT_VALUES.includes(n))).toEqual([]);
  });
});

const built = fs.existsSync(path.join(repo, "lib", "dist", "index.js"));
if (!built) console.warn("lib/dist not built (run npm run build): skipping the package-name resolution tests");

describe.skipIf(!built)("both entry points by package name, from a notebook's folder (the built lib/dist)", () => {
  const fromNotebook = createRequire(path.join(repo, "notebooks", "notebook.js"));

  test("require('trajlab') and require('trajlab/reconstruct') give the pinned runtime names", () => {
    expect(Object.keys(fromNotebook("trajlab")).sort()).toEqual(ROOT_VALUES);
    expect(Object.keys(fromNotebook("trajlab/reconstruct")).sort()).toEqual(RECONSTRUCT_VALUES);
    expect(fromNotebook.resolve("trajlab")).toBe(path.join(repo, "lib", "dist", "index.js"));
  });

  test("every public family is also its own subpath, `trajlab/<family>`, with exactly its index's names (the same objects as the root's)", () => {
    const root = fromNotebook("trajlab");
    for (const f of FAMILIES) {
      const sub = fromNotebook(`trajlab/${f}`);
      const names = exportedNames(path.join(repo, "lib", "src", f, "index.ts")).values;
      expect(Object.keys(sub).sort(), f).toEqual(names);
      for (const n of names) expect(sub[n], `${f}.${n}`).toBe(root[n]);
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, "lib", "package.json"), "utf8"));
    expect(Object.keys(pkg.exports)).toEqual([".", ...FAMILIES.map((f: string) => `./${f}`), "./reconstruct", "./package.json"]);
    expect(Object.keys(pkg.typesVersions["*"])).toEqual([...FAMILIES, "reconstruct"]);
  });

  test("TypeScript resolves both, with tslab's module resolution (node10, CommonJS), and type-checks a cell", () => {
    const cell = path.join(repo, "notebooks", "__api_check__.ts");
    const text = [
      'import { successCurve, auv, type MeasurementPoint } from "trajlab";',
      'import { reconstructTau2Text, type ReconstructionPlan } from "trajlab/reconstruct";',
      'import { clusteredMean, type ClusteredMean } from "trajlab/stats";',
      "const cm: ClusteredMean = clusteredMean([1, 0], [\"a\", \"b\"]);",
      "const curve: number[] | null = successCurve([1, 2, null], 3);",
      "const area: number = auv([0, 0.5, 1]);",
      'const plan: ReconstructionPlan = { domain: "retail", conversations: [] };',
      "const text: string = reconstructTau2Text(plan);",
      "const p: MeasurementPoint | null = null;",
      "export { curve, area, text, p, cm };",
    ].join("\n");
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      target: ts.ScriptTarget.ES2020,
      esModuleInterop: true,
      skipLibCheck: true,
      noEmit: true,
      types: ["node"],
    };
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, lang, ...rest) => (name === cell ? ts.createSourceFile(name, text, lang) : getSourceFile(name, lang, ...rest));
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => name === cell || fileExists(name);
    const program = ts.createProgram([cell], options, host);
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(messages).toEqual([]);
    const resolved = program.getSourceFiles().map((f) => path.relative(repo, f.fileName)).filter((f) => f.startsWith("lib"));
    expect(resolved).toContain(path.join("lib", "dist", "index.d.ts"));
    expect(resolved).toContain(path.join("lib", "dist", "reconstruct", "index.d.ts"));
    expect(resolved).toContain(path.join("lib", "dist", "stats", "index.d.ts"));
  });
});
