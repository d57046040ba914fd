/**
 * `trajlab reproduce`: every published figure the project tracks, beside the figure recomputed from logs through
 * the ordinary pipeline (loader → metric), with numerator, denominator and its status at printed precision: ✓
 * (match), ✗ (differs), "not compared" (the logs cannot give it by the published method: a missing file, data the
 * method needs and the file lacks — the note says which and why) or "failed" (its log did not load: the error is
 * printed). With `--ci`, a task-clustered interval beside every reproduced ratio.
 *
 * The families are those of the reproduce registry (lib/src/reproduce/registry.ts); each reads its own
 * sub-directory of the data directory (goal drift: `<data>/tau2/`, TIDE: `<data>/tide/`). A directory with none of
 * them, or a single results file, is read by the first family (a user's own τ² export for the goal-drift tables).
 * Each family runs in the safe runner (command.ts): one that fails is reported and the other is still printed.
 *
 * Exit code: 0 when every figure is ✓; 1 when any is ✗, not compared or failed, or a family failed; 2 on a usage
 * error or a --data path that is neither a directory nor a file.
 */
import * as fs from "fs";
import * as path from "path";
import { CliUsageError, parseArgs } from "./args";
import { parseIntervalFlags } from "./options";
import { formatCi, formatCount } from "./cells";
import { textTable } from "./textTable";
import { MISSING_VALUE } from "../stats/missingValue";
import type { FigureComparison } from "../stats/published";
import type { PointIntervalOptions } from "../stats/pointInterval";
import { REPRODUCERS } from "../reproduce/registry";
import type { Reproducer } from "../reproduce/figures";
import type { FigureStatus, ReproducedFigure } from "../reproduce/figures";
import { defaultReconstructedDir } from "../io/dataFiles";
import { processIo, executeCommand, type CliError, type CliIo } from "./command";

/** The usage text of `trajlab reproduce`. */
export const REPRODUCE_USAGE = `usage: trajlab reproduce [options]

Recompute every published figure from logs and print it beside the published value (✓/✗ at printed precision).

options:
  --data <path>    data directory (default: the project's data/reconstructed in a checkout; an installed
                   package ships no logs, so pass one). A directory with tau2/ and/or tide/ sub-directories
                   is read family by family; any other directory, or a single results file, is read as a τ²
                   export (your own results files, one per domain) for the goal-drift tables.
  --only <family>  ${REPRODUCERS.map((r) => r.name).join(" or ")}
  --ci             a task-clustered 95 % interval beside every reproduced ratio (seeded)
  --replicates B   bootstrap resamples for --ci (default 2000)
  --seed S         bootstrap seed for --ci (non-negative integer, default 20260202)
  --json           print the comparisons as JSON
  --failures       print only the figures that do not match
  -h, --help       this text

status of a figure: ✓ reproduced at printed precision; ✗ reproduced, another value; not compared: the logs
cannot give it by the published method (the note says why); failed: its log did not load (the error is printed)

exit codes: 0 every figure ✓; 1 some figure ✗, not compared or failed; 2 usage error or no such --data path
`;

/** One family's result, as `--json` prints it. */
export interface ReproduceFamilyResult {
  /** The family's name. */
  family: string;
  /** The directory (or file) it read. */
  dir: string;
  /** One per published figure, each with its status. */
  comparisons: ReproducedFigure[];
  /** What the reader must know. */
  notes: string[];
  /** Why the whole family failed (its figures are then absent), or null. */
  error: string | null;
}

/** The `--json` document of `trajlab reproduce`. */
export interface ReproduceCliJson {
  /** The data path read. */
  data: string;
  /** One per family run. */
  results: ReproduceFamilyResult[];
  /** Figures that are not ✓ (any status but "match"). */
  failed: number;
  /** Figures per status. */
  counts: Record<FigureStatus, number>;
  /** Every step that failed (a family that could not run, a bug). */
  errors: CliError[];
}

/** The reproduced value with one digit more than printed (so a reader sees how it rounds); counts as integers. */
function formatValue(x: number | null, printedDecimals: number): string {
  if (x === null || !Number.isFinite(x)) return MISSING_VALUE;
  if (printedDecimals === 0 && Number.isInteger(x)) return String(x);
  return x.toFixed(printedDecimals + 1);
}

function formatRatio(c: FigureComparison): string {
  if (c.numerator === null || c.denominator === null) return "";
  return `${formatCount(c.numerator)}/${formatCount(c.denominator)}`;
}

const MARK: Record<FigureStatus, string> = { match: "✓", differs: "✗", "not compared": "not compared", failed: "failed" };

/** A comparison's mark: its status (✓, ✗, "not compared", "failed"), or ✓/✗ for a comparison without one. */
function markOf(c: FigureComparison & { status?: FigureStatus }): string {
  return c.status ? MARK[c.status] : c.ok ? "✓" : "✗";
}

/** Options of {@link formatComparisons}. */
export interface FormatComparisonsOptions {
  /** Add the "95 % CI" column (the figures' `interval`, in their unit). */
  ci?: boolean;
}

/**
 * A plain-text table of comparisons: id, published, reproduced (at published precision + 1 digit), with `ci` its
 * interval, ratio, status (✓, ✗, "not compared", "failed"), note.
 *
 * @param comparisons the comparisons (with or without a status)
 * @param options whether to show the interval column
 * @returns the table, ending with a newline
 * @example
 * formatComparisons([{ id: "x", published: 0.155, decimals: 3, reproduced: 0.15497, numerator: 15.497, denominator: 100, ok: true }]); // "figure  published  reproduced     num/den     note\nx           0.155      0.1550  15.497/100  ✓\n"
 */
export function formatComparisons(comparisons: readonly (FigureComparison & { status?: FigureStatus; interval?: ReproducedFigure["interval"] })[], options: FormatComparisonsOptions = {}): string {
  const rows = comparisons.map((c) => [
    c.id,
    c.published.toFixed(c.decimals),
    formatValue(c.reproduced, c.decimals),
    ...(options.ci ? [c.interval ? formatCi(c.interval, 1, c.decimals + 1) : MISSING_VALUE] : []),
    formatRatio(c),
    markOf(c),
    c.note ?? "",
  ]);
  const header = ["figure", "published", "reproduced", ...(options.ci ? ["95 % CI"] : []), "num/den", "", "note"];
  return textTable(header, rows, { right: options.ci ? [1, 2, 4] : [1, 2, 3], rule: false }) + "\n";
}

/**
 * The families to run on a data path and the directory each reads: every registered family whose sub-directory
 * exists; when none exists (or the path is a file), the first family reads the path itself. `only` keeps one family.
 */
function familyDirs(data: string, only: Reproducer | null): { reproducer: Reproducer; dir: string }[] {
  if (!fs.statSync(data).isDirectory()) {
    const first = [{ reproducer: REPRODUCERS[0], dir: data }];
    return only === null ? first : first.filter((c) => c.reproducer === only);
  }
  const present = REPRODUCERS.filter((r) => fs.existsSync(path.join(data, r.dataSubdir)));
  const chosen = present.length > 0 ? present.map((r) => ({ reproducer: r, dir: path.join(data, r.dataSubdir) })) : [{ reproducer: REPRODUCERS[0], dir: data }];
  return only === null ? chosen : chosen.filter((c) => c.reproducer === only);
}

/** What `trajlab reproduce` was asked to do. */
interface ReproduceRequest {
  data: string;
  json: boolean;
  failuresOnly: boolean;
  only: Reproducer | null;
  intervals: PointIntervalOptions | undefined;
}

function parseReproduceArgs(argv: readonly string[]): ReproduceRequest | "help" {
  const args = parseArgs(argv, { flags: ["json", "failures", "help", "ci"], values: ["data", "only", "replicates", "seed"] });
  if (args.flags.has("help")) return "help";
  if (args.positionals.length > 0) throw new CliUsageError(`unknown argument ${JSON.stringify(args.positionals[0])}`);
  let only: Reproducer | null = null;
  const v = args.values.only;
  if (v !== undefined) {
    only = REPRODUCERS.find((r) => r.name === v) ?? null;
    if (only === null) throw new CliUsageError(`--only must be ${REPRODUCERS.map((r) => r.name).join(" or ")}, got ${JSON.stringify(v)}`);
  }
  const chosen = args.values.data !== undefined ? path.resolve(args.values.data) : defaultReconstructedDir();
  if (chosen === null) {
    throw new CliUsageError("no data directory: the project's reconstructed logs are not part of the installed package; pass --data <dir>");
  }
  const intervals: PointIntervalOptions | undefined = parseIntervalFlags(args);
  return { data: chosen, json: args.flags.has("json"), failuresOnly: args.flags.has("failures"), only, intervals };
}

/**
 * Run `trajlab reproduce` with the given arguments (without the "reproduce" word): every registered family's
 * published figures beside the figures recomputed from the logs of the data path.
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 every figure ✓, 1 some figure ✗, not compared or failed, 2 usage error (never throws)
 * @example
 * await reproduceCommand(["--help"], { stdout: () => {}, stderr: () => {} }); // 0
 */
export async function reproduceCommand(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  return reproduceCommandSync(argv, io);
}

/**
 * {@link reproduceCommand}, synchronously.
 *
 * @internal
 * @param argv the arguments
 * @param io where to write
 * @returns the exit code
 */
export function reproduceCommandSync(argv: readonly string[], io: CliIo = processIo): number {
  return executeCommand("reproduce", REPRODUCE_USAGE, io, (ctx) => {
    const request = parseReproduceArgs(argv);
    if (request === "help") {
      io.stdout(REPRODUCE_USAGE);
      return 0;
    }
    const { data, json, failuresOnly, only, intervals } = request;
    if (!fs.existsSync(data) || !(fs.statSync(data).isDirectory() || fs.statSync(data).isFile())) {
      io.stderr(`trajlab reproduce: ${data}: not a directory or a results file\n`);
      return 2;
    }
    const targets = familyDirs(data, only);
    if (targets.length === 0) {
      const subdirs = REPRODUCERS.map((r) => `${r.dataSubdir}/`).join(" or ");
      const what = fs.statSync(data).isDirectory() ? `no ${subdirs} sub-directory for --only ${only?.name}` : `a single file is read by the ${REPRODUCERS[0].name} family only`;
      io.stderr(`trajlab reproduce: ${data}: nothing to reproduce (${what})\n`);
      return 2;
    }

    const results: ReproduceFamilyResult[] = [];
    let printed = 0;
    const printText = () => {
      for (; printed < results.length; printed++) {
        const r = results[printed];
        ctx.guard("printing the figures", r.dir, () => io.stdout(familyText(r, failuresOnly, intervals !== undefined)));
      }
    };
    const counts = (): Record<FigureStatus, number> => {
      const c: Record<FigureStatus, number> = { match: 0, differs: 0, "not compared": 0, failed: 0 };
      for (const r of results) for (const x of r.comparisons) c[x.status]++;
      return c;
    };
    const notMatching = () => results.reduce((n, r) => n + r.comparisons.filter((c) => c.status !== "match").length, 0);
    const printDoc = () => {
      const doc: ReproduceCliJson = { data, results, failed: notMatching(), counts: counts(), errors: ctx.errors };
      const text = ctx.guard("writing the JSON output", data, () => JSON.stringify(doc, null, 2));
      if (text !== undefined) io.stdout(text + "\n");
    };
    ctx.onAbort(json ? printDoc : printText);

    for (const t of targets) {
      const step = `reproducing the ${t.reproducer.name} figures`;
      const r = ctx.guard(step, t.dir, () => t.reproducer.reproduce(t.dir, { intervals }));
      const error = r === undefined ? ctx.errors[ctx.errors.length - 1].message : null;
      results.push({ family: t.reproducer.name, dir: t.dir, comparisons: r?.comparisons ?? [], notes: r?.notes ?? [], error });
      if (!json) printText();
    }
    const total = results.reduce((n, r) => n + r.comparisons.length, 0);
    const c = counts();
    if (json) printDoc();
    else {
      const parts = [`${c.match} of ${total} published figures ✓`];
      if (c.differs) parts.push(`${c.differs} ✗`);
      if (c["not compared"]) parts.push(`${c["not compared"]} not compared`);
      if (c.failed) parts.push(`${c.failed} failed`);
      const familiesFailed = results.filter((r) => r.error !== null).length;
      if (familiesFailed) parts.push(`${familiesFailed} famil${familiesFailed === 1 ? "y" : "ies"} could not run`);
      io.stdout(`\nreproduce: ${parts.join(", ")}\n`);
    }
    const code = ctx.finish(`${results.length - results.filter((r) => r.error !== null).length} of ${results.length} famil${results.length === 1 ? "y" : "ies"} reproduced`);
    return code === 0 && notMatching() === 0 ? 0 : 1;
  });
}

/** The text of one family: heading, table, notes, count. */
function familyText(r: ReproduceFamilyResult, failuresOnly: boolean, ci: boolean): string {
  const out: string[] = [];
  const title = REPRODUCERS.find((x) => x.name === r.family)!.title;
  out.push(`\n== ${title}\n   logs: ${path.relative(process.cwd(), r.dir) || "."}\n\n`);
  if (r.error !== null) {
    out.push(`${r.family}: could not run: ${r.error}\n`);
    return out.join("");
  }
  const shown = failuresOnly ? r.comparisons.filter((c) => c.status !== "match") : r.comparisons;
  if (shown.length > 0) out.push(formatComparisons(shown, { ci }));
  for (const n of r.notes) out.push(`note: ${n}\n`);
  const ok = r.comparisons.filter((c) => c.status === "match").length;
  out.push(`${r.family}: ${ok} of ${r.comparisons.length} figures reproduced at printed precision ${ok === r.comparisons.length ? "✓" : "✗"}\n`);
  if (ci) out.push("  95 % CI: over tasks (task-clustered bootstrap percentile interval), in the figure's unit; — for a count or a figure not reproduced\n");
  return out.join("");
}
