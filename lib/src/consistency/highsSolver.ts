/*
 * Loading HiGHS (the `highs` package, WebAssembly) once per process and solving an LP-format model.
 */

/**
 * What HiGHS found ({@link solveLp}).
 *
 * @internal
 */
export interface LpSolution {
  /** HiGHS's status ("Optimal", "Infeasible", "Time limit reached", …). */
  status: string;
  /** The objective, or null without a solution. */
  objective: number | null;
  /** The primal value of every column, by name. */
  values: Map<string, number>;
  /** Wall time of the solve. */
  seconds: number;
}

interface HighsColumnLike {
  Primal?: number;
}
interface HighsSolutionLike {
  Status: string;
  ObjectiveValue?: number;
  Columns: Record<string, HighsColumnLike>;
}
interface HighsLike {
  solve(problem: string, options?: Record<string, unknown>): HighsSolutionLike;
}

let loading: Promise<HighsLike> | null = null;

/**
 * The HiGHS instance, loaded on first use and shared by the process.
 *
 * @internal
 * @returns a promise of the solver
 */
export function loadHighsSolver(): Promise<HighsLike> {
  if (!loading) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const loader = require("highs") as (options?: unknown) => Promise<HighsLike>;
    loading = loader();
  }
  return loading;
}

/**
 * Solve a model written in CPLEX LP format with HiGHS (the `highs` package: WebAssembly, so no native install).
 * An optimisation outcome (infeasible, time limit) is a result, not an exception; a malformed model throws.
 * Runs are deterministic (`random_seed` 0, no solver output).
 *
 * @internal
 * @param text the LP-format model ({@link lpFormat})
 * @param options time limit (seconds) and MIP gaps
 * @returns the status, objective, primal values and seconds
 * @example
 * const r = await solveLp("Minimize\n obj: x\nSubject To\n c: x >= 2\nGeneral\n x\nEnd\n");
 * r.status;         // "Optimal"
 * r.values.get("x"); // 2
 */
export async function solveLp(text: string, options: { timeLimitSeconds?: number; mipAbsGap?: number; mipRelGap?: number } = {}): Promise<LpSolution> {
  const highs = await loadHighsSolver();
  const t0 = process.hrtime.bigint();
  const opts: Record<string, unknown> = { output_flag: false, random_seed: 0 };
  if (options.timeLimitSeconds !== undefined) opts.time_limit = options.timeLimitSeconds;
  if (options.mipAbsGap !== undefined) opts.mip_abs_gap = options.mipAbsGap;
  if (options.mipRelGap !== undefined) opts.mip_rel_gap = options.mipRelGap;
  const r = highs.solve(text, opts);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const values = new Map<string, number>();
  for (const [name, col] of Object.entries(r.Columns ?? {})) {
    if (typeof col.Primal === "number") values.set(name, col.Primal);
  }
  const hasSolution = values.size > 0 && r.Status !== "Infeasible";
  return { status: r.Status, objective: hasSolution && typeof r.ObjectiveValue === "number" && Number.isFinite(r.ObjectiveValue) ? r.ObjectiveValue : null, values, seconds };
}
