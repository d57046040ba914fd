/**
 * `trajlab reproduce`: every published figure the project tracks, beside the figure recomputed from logs through
 * the ordinary pipeline (loader → metric), with numerator, denominator and ✓/✗ at printed precision.
 *
 * The families are those of the reproduce registry (lib/src/reproduce/registry.ts); each reads its own
 * sub-directory of the data directory (goal drift: `<data>/tau2/`, TIDE: `<data>/tide/`). A directory with none of
 * them is read by the first family (a user's own τ² export for the goal-drift tables).
 *
 * Exit code: 0 when every figure is ✓; 1 when any is ✗ or could not be measured; 2 on a usage or input error.
 */
import * as fs from "fs";
import * as path from "path";
import { CliUsageError, parseArgs } from "./args";
import { processIo, type CliIo } from "./drift";
import { formatCount } from "./format";
import { textTable } from "./textTable";
import { MISSING_VALUE } from "../plot/missingValue";
import type { FigureComparison } from "../stats/published";
import { REPRODUCERS, type Reproducer } from "../reproduce/registry";
import { TrajlabInputError } from "../io/errors";
import { defaultReconstructedDir } from "../reproduce/dataFiles";

/** The usage text of `trajlab reproduce`. */
export const REPRODUCE_USAGE = `usage: trajlab reproduce [options]

Recompute every published figure from logs and print it beside the published value (✓/✗ at printed precision).

options:
  --data <dir>     data directory (default: the project's data/reconstructed in a checkout; an installed
                   package ships no logs, so pass one). A directory with tau2/ and/or tide/ sub-directories
                   is read family by family; any other directory is read as a τ² export (your own results
                   files, one per domain) for the goal-drift tables.
  --only <family>  ${REPRODUCERS.map((r) => r.name).join(" or ")}
  --json           print the comparisons as JSON
  --failures       print only the figures that do not match
  -h, --help       this text
`;

interface FamilyResult {
  family: string;
  dir: string;
  comparisons: FigureComparison[];
  notes: string[];
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

/**
 * A plain-text table of comparisons: id, published, reproduced (at published precision + 1 digit), ratio, ✓/✗, note.
 *
 * @param comparisons the comparisons
 * @returns the table, ending with a newline
 * @example
 * formatComparisons([{ id: "x", published: 0.155, decimals: 3, reproduced: 0.15497, numerator: 15.497, denominator: 100, ok: true }]); // "figure  published  reproduced     num/den     note\nx           0.155      0.1550  15.497/100  ✓\n"
 */
export function formatComparisons(comparisons: readonly FigureComparison[]): string {
  const rows = comparisons.map((c) => [
    c.id,
    c.published.toFixed(c.decimals),
    formatValue(c.reproduced, c.decimals),
    formatRatio(c),
    c.ok ? "✓" : "✗",
    c.note ?? "",
  ]);
  return textTable(["figure", "published", "reproduced", "num/den", "", "note"], rows, { right: [1, 2, 3], rule: false }) + "\n";
}

/**
 * The families to run on a data directory and the directory each reads: every registered family whose
 * sub-directory exists; when none exists, the first family reads the directory itself. `only` keeps one family.
 */
function familyDirs(data: string, only: Reproducer | null): { reproducer: Reproducer; dir: string }[] {
  const present = REPRODUCERS.filter((r) => fs.existsSync(path.join(data, r.dataSubdir)));
  const chosen = present.length > 0 ? present.map((r) => ({ reproducer: r, dir: path.join(data, r.dataSubdir) })) : [{ reproducer: REPRODUCERS[0], dir: data }];
  return only === null ? chosen : chosen.filter((c) => c.reproducer === only);
}

/**
 * Run `trajlab reproduce` with the given arguments (without the "reproduce" word): every registered family's
 * published figures beside the figures recomputed from the logs of the data directory.
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 every figure ✓, 1 some figure ✗ or not measured, 2 usage or input error
 * @throws {Error} only for an unexpected failure (a bug): input and usage errors are reported and give exit codes
 * @example
 * await runReproduce(["--help"], { stdout: () => {}, stderr: () => {} }); // 0
 */
export async function runReproduce(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let data: string;
  let json: boolean;
  let failuresOnly: boolean;
  let only: Reproducer | null = null;
  try {
    const args = parseArgs(argv, { flags: ["json", "failures", "help"], values: ["data", "only"] });
    if (args.flags.has("help")) {
      io.stdout(REPRODUCE_USAGE);
      return 0;
    }
    if (args.positionals.length > 0) throw new CliUsageError(`unknown argument ${JSON.stringify(args.positionals[0])}`);
    const v = args.values.only;
    if (v !== undefined) {
      only = REPRODUCERS.find((r) => r.name === v) ?? null;
      if (only === null) throw new CliUsageError(`--only must be ${REPRODUCERS.map((r) => r.name).join(" or ")}, got ${JSON.stringify(v)}`);
    }
    const chosen = args.values.data !== undefined ? path.resolve(args.values.data) : defaultReconstructedDir();
    if (chosen === null) {
      throw new CliUsageError("no data directory: the project's reconstructed logs are not part of the installed package; pass --data <dir>");
    }
    data = chosen;
    json = args.flags.has("json");
    failuresOnly = args.flags.has("failures");
  } catch (e) {
    if (e instanceof CliUsageError) {
      io.stderr(`trajlab reproduce: ${e.message}\n\n${REPRODUCE_USAGE}`);
      return 2;
    }
    throw e;
  }
  if (!fs.existsSync(data) || !fs.statSync(data).isDirectory()) {
    io.stderr(`trajlab reproduce: ${data}: not a directory\n`);
    return 2;
  }
  const targets = familyDirs(data, only);
  if (targets.length === 0) {
    const subdirs = REPRODUCERS.map((r) => `${r.dataSubdir}/`).join(" or ");
    io.stderr(`trajlab reproduce: ${data}: nothing to reproduce (no ${subdirs} sub-directory for --only ${only?.name})\n`);
    return 2;
  }

  const results: FamilyResult[] = [];
  try {
    for (const t of targets) {
      const r = t.reproducer.run(t.dir);
      results.push({ family: t.reproducer.name, dir: t.dir, comparisons: r.comparisons, notes: r.notes });
    }
  } catch (e) {
    if (e instanceof TrajlabInputError) {
      io.stderr(`trajlab reproduce: ${e.message}\n`);
      return 2;
    }
    throw e;
  }

  const failed = results.reduce((n, r) => n + r.comparisons.filter((c) => !c.ok).length, 0);
  if (json) {
    io.stdout(JSON.stringify({ data, results, failed }, null, 2) + "\n");
    return failed === 0 ? 0 : 1;
  }
  for (const r of results) {
    const title = REPRODUCERS.find((x) => x.name === r.family)!.title;
    const shown = failuresOnly ? r.comparisons.filter((c) => !c.ok) : r.comparisons;
    io.stdout(`\n== ${title}\n   logs: ${path.relative(process.cwd(), r.dir) || "."}\n\n`);
    if (shown.length > 0) io.stdout(formatComparisons(shown));
    for (const n of r.notes) io.stdout(`note: ${n}\n`);
    const ok = r.comparisons.filter((c) => c.ok).length;
    io.stdout(`${r.family}: ${ok} of ${r.comparisons.length} figures reproduced at printed precision ${ok === r.comparisons.length ? "✓" : "✗"}\n`);
  }
  const total = results.reduce((n, r) => n + r.comparisons.length, 0);
  io.stdout(`\nreproduce: ${total - failed} of ${total} published figures ✓${failed ? `, ${failed} ✗` : ""}\n`);
  return failed === 0 ? 0 : 1;
}
