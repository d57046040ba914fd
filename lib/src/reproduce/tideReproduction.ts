/*
 * TIDE's published figures recomputed from JSONL logs: success rate, AUV, loop ratio and memory index per
 * environment and model (docs/definitions/auv-tide.md), and the reproducer `trajlab reproduce` registers.
 */
import * as fs from "fs";
import * as path from "path";
import { TrajlabInputError } from "../io/errors";
import { matchesAtPrecision, type FigureComparison } from "../stats/published";
import { scaledRange, statusOf, type ReproduceOptions, type ReproducedFigure, type Reproducer, type ReproduceResult } from "./figures";
import type { MeasurementPoint } from "../stats/measurement";
import { pointInterval, type ClusteredUnit, type PointInterval } from "../stats/pointInterval";
import { loadTideJsonl, type TideRun } from "../io/tide";
import { successCurve } from "../auv/successCurve";
import { auv, auvContributions, successIndicators } from "../auv/auv";
import { loopRatio, loopSteps } from "../diagnostics/tideLoopRatio";
import { memoryIndex } from "../auv/memoryIndex";
import { loadPublishedTide, tideFigure, tideRunPath, type TideEnvironmentSpec, type TidePublished } from "./tidePublished";

/** Figures recomputed from one model × environment's logs (fractions; null when a file is missing). */
export interface TideReproducedRun {
  /** The environment. */
  environment: string;
  /** The model. */
  model: string;
  /** Tasks in the log (N). */
  tasks: number;
  /** The horizon. */
  tMax: number;
  /** Solved within t_max (SR numerator). */
  solved: number;
  /** Solved after t_max but within the run's max_steps (count as unsolved in the tables). */
  solvedLate: number;
  /** SR = P_{t_max}. */
  sr: number;
  /** AUV. */
  auv: number;
  /** Σ (H − s + 0.5) over tasks solved within H: AUV = auvArea / (N·H). */
  auvArea: number;
  /** The loop ratio, pooled. */
  lr: MeasurementPoint;
  /** Memory-free run (null when its file is absent). */
  auvWithout: number | null;
  /** Its AUV numerator in step units. */
  auvAreaWithout: number | null;
  /** Its SR. */
  srWithout: number | null;
  /** MI = AUV − AUV without memory. */
  mi: number | null;
  /** P_0..P_H of the with-memory run. */
  curve: number[];
}

/** Published TIDE figures beside the reproduced ones ({@link reproduceTide}). */
export interface TideReproduction {
  /** One comparison per published figure of Tables 1, 2 and 6, each with its status. */
  comparisons: ReproducedFigure[];
  /** The figures of every run that could be read. */
  runs: TideReproducedRun[];
  /** Files read. */
  filesRead: number;
  /** Files missing (reported, never skipped silently). */
  missing: string[];
  /** Files that did not load: their figures are "failed" with this error; every other run is still reproduced. */
  failed: { file: string; message: string }[];
  /** Wall time. */
  elapsedMs: number;
}

/**
 * Do TIDE's published tables come out of these logs? Recomputes Tables 1 (SR, AUV), 2 (LR) and 6 (AUV, MI) from
 * JSONL logs laid out as
 * `<dir>/<environment>/<model-slug>[.no-memory].jsonl` and compare each with its printed value at printed precision.
 *
 * Every file goes through {@link loadTideJsonl}; each run's success curve is built once (successCurve), then
 * SR = P_{t_max} (= successRate), AUV = auv(curve) (= auvFromSteps), LR = loopRatio
 * (pooled, TIDE Algorithm 1), MI = memoryIndex(AUV_with, AUV_without) from unrounded AUVs.
 * Numerators/denominators: SR solved/N; AUV Σ(H − s + 0.5)/(N·H); LR loop steps/all steps;
 * MI (Σ_with − Σ_without)/(N·H). A missing file, or one without any task line, gives reproduced null, ok false
 * and status "not compared" with a note (`missing <path>` / `no task in <path>`); only missing files are listed in
 * `missing`. A file that does not load (a bad line, not text, …) fails THAT run: its figures get status "failed"
 * with the error (file, line and JSON path), the file is listed in `failed`, and every other run is still
 * reproduced. A bad line fails its run rather than being left out, because every published figure is over all N
 * tasks of its environment (SR = solved/N, AUV over N·H): a run with one task fewer would not measure the
 * published figure.
 * With `options.intervals`, each reproduced figure gets its interval over tasks (each task its own cluster, the
 * rollouts TIDE reads being one per task) in percent: SR from the 0/1 solved indicators, AUV from the per-task
 * contributions, LR from per-task loop steps over steps, MI from the per-task differences of contributions
 * (tasks paired by position; none when the two runs differ in task count).
 * Source: docs/definitions/auv-tide.md.
 *
 * @param dir the log directory
 * @param published the published figures (default: {@link loadPublishedTide})
 * @param options task-clustered intervals (`intervals`: level, replicates, seed)
 * @returns the comparisons, the runs' figures and the files read, missing and failed
 * @throws {TrajlabInputError} when the published figures do not load
 * @example
 * const { comparisons } = reproduceTide("data/reconstructed/tide");
 * comparisons.filter((c) => !c.ok).length; // 0
 */
export function reproduceTide(dir: string, published: TidePublished = loadPublishedTide(), options: ReproduceOptions = {}): TideReproduction {
  const t0 = Date.now();
  const comparisons: ReproducedFigure[] = [];
  const runs: TideReproducedRun[] = [];
  const missing: string[] = [];
  const failed: { file: string; message: string }[] = [];
  let filesRead = 0;
  const has = new Set(published.figures.map((f) => f.id));
  const ci = options.intervals;
  const compare = (id: string, reproduced: number | null, numerator: number | null, denominator: number | null, note?: string, units?: ClusteredUnit[] | null) => {
    if (!has.has(id)) return;
    const f = tideFigure(published, id);
    const value = reproduced === null ? null : reproduced * 100;
    const c: FigureComparison = {
      id,
      published: f.value,
      decimals: f.decimals,
      reproduced: value,
      numerator,
      denominator,
      ok: matchesAtPrecision(f, reproduced, 100),
      source: f.source,
      ...(note ? { note } : {}),
    };
    const interval: PointInterval | null | undefined = ci === undefined ? undefined : units ? scaledRange(pointInterval(units, ci), 100) : null;
    comparisons.push({ ...c, status: statusOf(c), ...(interval === undefined ? {} : { interval }) });
  };
  const fail = (id: string, error: { file: string; message: string }) => {
    if (!has.has(id)) return;
    const f = tideFigure(published, id);
    comparisons.push({
      id,
      published: f.value,
      decimals: f.decimals,
      reproduced: null,
      numerator: null,
      denominator: null,
      ok: false,
      source: f.source,
      note: `its log did not load: ${path.relative(dir, error.file) || error.file}`,
      status: "failed",
      error: error.message,
      ...(ci === undefined ? {} : { interval: null }),
    });
  };
  const load = (env: TideEnvironmentSpec, model: string, memory: boolean): TideRun | null | { failed: { file: string; message: string } } => {
    const file = path.join(dir, tideRunPath(env.id, model, memory));
    if (!fs.existsSync(file)) {
      missing.push(file);
      return null;
    }
    filesRead++;
    try {
      return loadTideJsonl(file, { model, environment: env.id });
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      const error = { file, message: e.message };
      failed.push(error);
      return { failed: error };
    }
  };
  for (const env of published.environments) {
    const H = env.tMax;
    const N = env.tasks;
    for (const { name: model } of published.models) {
      const base = `${env.id}.${model}`;
      const ids = [`table1.${base}.SR`, `table1.${base}.AUV`, `table2.${base}.LR`, `table6.${base}.AUV`, `table6.${base}.MI`];
      const loaded = load(env, model, true);
      if (loaded !== null && "failed" in loaded) {
        for (const id of ids) fail(id, loaded.failed);
        continue;
      }
      const run = loaded;
      const unusable = unusableRunNote(run, env.id, model, true);
      if (run === null || unusable !== null) {
        const note = unusable ?? undefined;
        for (const id of ids) compare(id, null, null, null, note);
        continue;
      }
      const note = run.tasks.length !== N ? `${run.tasks.length} tasks in the log, ${N} published` : undefined;
      const steps = run.tasks.map((t) => t.successStep);
      const curve = successCurve(steps, H)!; // not null: unusableRunNote turned runs without tasks away
      const sr = curve[H];
      const a = auv(curve);
      const solved = countWithin(steps, H);
      const area = sumArea(steps, H);
      const lr = loopRatio(run.tasks.map((t) => ({ observations: t.observations, actions: t.actions })));
      const n = run.tasks.length;
      // per-task units for the intervals (each task its own cluster)
      const solvedBy = successIndicators(steps, H);
      const contributions = auvContributions(steps, H);
      const perTask = (numerator: (i: number) => number, denominator: (i: number) => number = () => 1): ClusteredUnit[] =>
        run.tasks.map((_, i) => ({ cluster: i, numerator: numerator(i), denominator: denominator(i) }));
      const withUnits = ci !== undefined;
      compare(`table1.${base}.SR`, sr, solved, n, note, withUnits ? perTask((i) => solvedBy[i]) : null);
      compare(`table1.${base}.AUV`, a, area, n * H, note, withUnits ? perTask((i) => contributions[i]) : null);
      compare(`table6.${base}.AUV`, a, area, n * H, note, withUnits ? perTask((i) => contributions[i]) : null);
      compare(
        `table2.${base}.LR`,
        lr.value,
        lr.numerator,
        lr.denominator,
        note,
        withUnits ? perTask((i) => loopSteps(run.tasks[i].observations, run.tasks[i].actions), (i) => run.tasks[i].actions.length) : null,
      );
      const withoutLoaded = load(env, model, false);
      let auvWithout: number | null = null;
      let areaWithout: number | null = null;
      let srWithout: number | null = null;
      let mi: number | null = null;
      const without = withoutLoaded !== null && "failed" in withoutLoaded ? null : withoutLoaded;
      const withoutUnusable = unusableRunNote(without, env.id, model, false);
      if (withoutLoaded !== null && "failed" in withoutLoaded) fail(`table6.${base}.MI`, withoutLoaded.failed);
      else if (without === null || withoutUnusable !== null) {
        compare(`table6.${base}.MI`, null, null, null, withoutUnusable ?? undefined);
      } else {
        const stepsWo = without.tasks.map((t) => t.successStep);
        const curveWo = successCurve(stepsWo, H)!; // not null: as above
        auvWithout = auv(curveWo);
        srWithout = curveWo[H];
        areaWithout = sumArea(stepsWo, H);
        mi = memoryIndex(a, auvWithout);
        const sameN = without.tasks.length === n;
        const contributionsWo = auvContributions(stepsWo, H);
        compare(
          `table6.${base}.MI`,
          mi,
          sameN ? area - areaWithout : null,
          sameN ? n * H : null,
          sameN ? note : "runs with and without memory have different task counts",
          withUnits && sameN ? perTask((i) => contributions[i] - contributionsWo[i]) : null,
        );
      }
      runs.push({
        environment: env.id,
        model,
        tasks: n,
        tMax: H,
        solved,
        solvedLate: steps.filter((s) => s !== null && s > H).length,
        sr,
        auv: a,
        auvArea: area,
        lr,
        auvWithout,
        auvAreaWithout: areaWithout,
        srWithout,
        mi,
        curve,
      });
    }
  }
  return { comparisons, runs, filesRead, missing, failed, elapsedMs: Date.now() - t0 };
}

/**
 * Why a run's log cannot give figures, or null when it can: `missing <path>` for an absent file, `no task in
 * <path>` for a file without a task line (P_t over zero tasks is undefined, so SR, AUV, LR and MI are not measured).
 */
function unusableRunNote(run: TideRun | null, environment: string, model: string, memory: boolean): string | null {
  const file = tideRunPath(environment, model, memory);
  if (run === null) return `missing ${file}`;
  if (run.tasks.length === 0) return `no task in ${file} (P_t over zero tasks is undefined)`;
  return null;
}

function countWithin(steps: (number | null)[], H: number): number {
  return successIndicators(steps, H).reduce((a, b) => a + b, 0);
}

/** Σ (H − s + 0.5) over tasks solved within H (the AUV numerator in step units). */
function sumArea(steps: (number | null)[], H: number): number {
  // contributions are half-integers / H: round away float noise
  return Math.round(2 * auvContributions(steps, H).reduce((a, c) => a + c * H, 0)) / 2;
}

/** `trajlab reproduce`'s TIDE family: JSONL logs in `<data>/tide/<env>/<model>[.no-memory].jsonl`, figures in data/published/tide.json. */
export const tideReproducer: Reproducer = {
  name: "tide",
  title: "TIDE (arXiv:2602.02196) Tables 1, 2, 6: data/published/tide.json",
  dataSubdir: "tide",
  reproduce(dir: string, options?: ReproduceOptions): ReproduceResult {
    const r = reproduceTide(dir, undefined, options);
    const notes = r.missing.map((m) => `missing log file: ${m}`);
    for (const f of r.failed) notes.push(`failed: ${f.message} (this run's figures are reported as failed; a bad line fails its run, since every published figure is over all N tasks)`);
    return { comparisons: r.comparisons, notes };
  },
};
