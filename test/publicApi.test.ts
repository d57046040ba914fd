/**
 * The public API is an explicit, pinned list: a name added to or dropped from `trajlab` or `trajlab/reconstruct`
 * is a visible change to this file. Both entry points also resolve by package name from a notebook's folder (the
 * way tslab notebooks import the built library: CommonJS, TypeScript's "node10" module resolution).
 */
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { createRequire } from "module";
import * as ts from "typescript";
import * as root from "../lib/src";
import * as reconstruct from "../lib/src/reconstruct";

const repo = path.resolve(__dirname, "..");

/** Runtime (value) names and type-only names exported by a TypeScript entry file, each sorted. */
function exportedNames(entry: string): { values: string[]; types: string[] } {
  const program = ts.createProgram([entry], { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, strict: true, types: ["node"] });
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
  "DATA_QUALITY_REASONS", "DATA_QUALITY_REASON_TEXT", "DEFAULT_BOOTSTRAP_SEED", "DRIFT_EXCLUSION",
  "GOAL_DRIFT_TARGET_IDS", "MISSING_VALUE", "REWARD_GROUPS", "REWARD_TOLERANCE", "SHARED_DATA_ENV",
  "TAU2_WRITE_TOOL_REGISTRY", "TrajlabInputError", "WriteToolsUnavailableError", "actionCheckWriteTools",
  "aggregateDrift", "alignWrites", "analyzeDrift", "analyzeDriftMany", "auv", "auvContributions",
  "auvDifferenceByGainStep", "auvEstimate", "auvFromSteps", "auvLemma1", "auvPerTask", "auvRelativeToBest",
  "auvUpperBound", "bootstrapMeanInterval", "callMatchesGoldAction", "callerWriteTools", "checkGoalDriftSolution",
  "chooseTMax", "classifyDivergence", "compareModelsPaired", "conversationDataQuality", "conversationDrift",
  "crossTaskSequence", "describeRun", "detectCycles", "detectRunFormat", "domainFromFileName", "escapeHtml",
  "exclusionsByReason", "expandRunPath", "findDivergentPairs", "formatTableCell", "goalDriftConsistency",
  "goalDriftTargetsFromPublished", "hasLoop", "independentComparison", "loadPublishedGoalDrift", "loadPublishedTide",
  "loadRun", "loadRuns", "loadTaskTable", "loadTau1Historical", "loadTau2Dir", "loadTau2Results", "loadTideJsonl",
  "locateSharedData", "loopRatio", "loopSteps", "matchesAtPrecision", "meanStandardError", "measurement",
  "memoryIndex", "mergeExclusions", "minMaxScale", "mulberry32", "noSelfHealing", "officialAgreement",
  "pairedComparison", "parseTaskTable", "parseTideJsonl", "plateauStep", "plotlyHtml", "plotlySetup",
  "printedInterval", "radarScores", "registryWriteTools", "reproduceGoalDrift", "reproduceTide", "resolveWriteTools",
  "rewardGroup", "runDataQuality", "runningAuvDifference", "scriptSafeJson", "selfHealingPattern", "sequenceFeatures",
  "someCallMatchesGoldAction", "stepGains", "stockDrift", "successCurve", "successIndicators", "successRate",
  "surveyGoalDriftDefinitions", "tableHtml", "taskTableRuns", "tideFigure", "tideRunPath", "trackDrift",
  "windowDrift", "writeMarksOf", "writeSequenceClasses", "writeSequenceOf", "writesPerConversation",
]; // 105 names // 105 names // 105 names // 101 names // 101 names
// prettier-ignore
const ROOT_TYPES: string[] = [
  "ActionCheck", "AgreementDisagreement", "AlignedWrite", "AlignmentReason", "AnalyzeDriftManyOptions",
  "AnalyzeDriftOptions", "AuvEstimate", "BootstrapInterval", "BootstrapOptions", "ConsistencyStage", "Conversation",
  "ConversationDrift", "ConversationDriftOptions", "CrossTaskPoint", "Cycle", "CycleMarks", "DataFrameLike",
  "DataQualityFlag", "DataQualityReason", "DataQualityReport", "DefinitionSurveyRow", "DivergenceKind",
  "DivergenceTolerances", "DivergentPair", "DomainWriteTools", "DriftAggregate", "DriftExclusionReason",
  "DriftGroupTable", "DriftManyReport", "DriftReport", "Exclusion", "FigureCheck", "FigureComparison",
  "GoalDriftConsistencyOptions", "GoalDriftConsistencyResult", "GoalDriftDomainReproduction", "GoalDriftReproduction",
  "GoalDriftTargets", "GoldAction", "GroupColumnDefinition", "IndependentComparison", "InputErrorKind",
  "LoadRunsOptions", "LoadRunsResult", "MatchOptions", "MeanEstimate", "MeasurementPoint", "Message", "MessageRole",
  "NoSelfHealingSummary", "NullCompareArgsRule", "OfficialAgreement", "PairedComparison", "PlateauRule",
  "PlotlyFigure", "PlotlyHtmlOptions", "PrintedValue", "PublishedFigure", "PublishedGoalDrift", "RadarInput",
  "Requestor", "RewardGroup", "Run", "RunFormat", "SelfHealingPattern", "SequenceFeatures", "SolvedConversations",
  "SrAuvRow", "TableHtmlOptions", "Task", "TaskTableRow", "Tau1LoadOptions", "TideEnvironmentSpec", "TideModelSpec",
  "TidePublished", "TideReproducedRun", "TideReproduction", "TideRun", "TideTask", "ToolCall", "ToolResult",
  "ToolType", "Verification", "WriteAlignment", "WriteDetail", "WriteMark", "WriteSequence", "WriteSequenceClass",
  "WriteToolRequest", "WriteToolResolution", "WriteToolSet", "WriteToolSource", "WritesPerConversation",
]; // 93 names // 93 names // 93 names // 94 names // 93 names
// prettier-ignore
const RECONSTRUCT_VALUES: string[] = [
  "GOAL_DRIFT_PLAN_OPTIONS", "GOAL_DRIFT_RECONSTRUCTION_SEED", "RECONSTRUCTED_AGENT_MODEL", "RECONSTRUCTION_DOMAINS",
  "goalDriftPlanText", "measureWritesDistribution", "reconstructGoalDriftFiles", "reconstructTau2Results",
  "reconstructTau2Text", "reconstructTideAll", "reconstructTideRuns", "reconstructedFileName", "solveGoalDriftPlans",
  "tideCountForPercent", "tideJsonlLine", "tideLoopStepsFor", "tidePlanRun", "tideRunJsonl", "tideRunTargets",
  "tideSampleSuccessSteps", "tideStepSumCandidates", "tideStepSumFor", "tideTrajectory", "tideWithoutMemoryTargets",
  "writesDistributionText",
]; // 25 names // 25 names // 25 names // 25 names // 25 names
// prettier-ignore
const RECONSTRUCT_TYPES: string[] = [
  "GoalDriftPlanDomain", "GoalDriftPlanFile", "GoalDriftPlanSolve", "ReconstructOptions", "ReconstructionPlan",
  "ReconstructionPlanEntry", "TideGeneratedFile", "TideRunPlan", "TideRunTargets", "TideTaskPlan",
  "WritesDistributionFile",
]; // 11 names // 11 names // 11 names // 12 names // 12 names

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
  test("the root exports exactly the union of the family index files (io, stats, drift, auv, consistency, reproduce, plot)", () => {
    const families = ["io", "stats", "drift", "auv", "consistency", "reproduce", "plot"].map((f) => exportedNames(path.join(repo, "lib", "src", f, "index.ts")));
    expect([...new Set(families.flatMap((n) => n.values))].sort()).toEqual(ROOT_VALUES);
    expect([...new Set(families.flatMap((n) => n.types))].sort()).toEqual(ROOT_TYPES);
  });
  test("no index file re-exports a whole module (export *)", () => {
    const indexes = fs.readdirSync(path.join(repo, "lib", "src"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(repo, "lib", "src", e.name, "index.ts"))
      .concat(path.join(repo, "lib", "src", "index.ts"))
      .filter((f) => fs.existsSync(f) && !f.includes(`${path.sep}diagnostics${path.sep}`) && !f.includes(`${path.sep}events${path.sep}`));
    expect(indexes.filter((f) => /^export \*/m.test(fs.readFileSync(f, "utf8"))).map((f) => path.relative(repo, f))).toEqual([]);
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

  test("TypeScript resolves both, with tslab's module resolution (node10, CommonJS), and type-checks a cell", () => {
    const cell = path.join(repo, "notebooks", "__api_check__.ts");
    const text = [
      'import { successCurve, auv, type MeasurementPoint } from "trajlab";',
      'import { reconstructTau2Text, type ReconstructionPlan } from "trajlab/reconstruct";',
      "const curve: number[] | null = successCurve([1, 2, null], 3);",
      "const area: number = auv([0, 0.5, 1]);",
      'const plan: ReconstructionPlan = { domain: "retail", conversations: [] };',
      "const text: string = reconstructTau2Text(plan);",
      "const p: MeasurementPoint | null = null;",
      "export { curve, area, text, p };",
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
  });
});
