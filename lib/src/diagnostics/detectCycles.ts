/** One cycle found by {@link detectCycles}: steps [start, end). */
export interface Cycle {
  /** First step of the cycle (inclusive). */
  start: number;
  /** Step at which the start state recurs (exclusive end of the cycle). */
  end: number;
  /** True when the next end − start steps repeat the cycle's states and actions exactly. */
  looped: boolean;
}

/** The cycles of one trajectory and which of its steps repeat a loop ({@link detectCycles}). */
export interface CycleMarks {
  /** Every cycle the scan found, in order. */
  cycles: Cycle[];
  /** repeating[k]: step k belongs to the repeat of a looped cycle (TIDE's `is_repeating`). */
  repeating: boolean[];
}

/**
 * Where does a trajectory go round in circles? Cycles and loops in one trajectory, exactly as TIDE's Algorithm 1 /
 * `identify_error_atomic_actions` (utils/analysis_files/analysis.py, yayayacc/TIDE).
 *
 * Index convention (from TIDE's TaskRunner: each step records `env.render()` BEFORE the action is executed):
 * `observations[i]` is the state s_i the agent saw when it chose `actions[i]`; the state after the last action is
 * not logged. Both arrays have one entry per step (length n).
 *
 * Scan: i = 0; while i < n: find the FIRST j > i with obs[j] = obs[i].
 *  - If there is one and obs[i..j−1] are pairwise distinct (a non-nested cycle l_ij = [s_i..s_j]), the cycle is
 *    steps [i, j). If obs[j..2j−i−1] = obs[i..j−1] and act[j..2j−i−1] = act[i..j−1] (the same cycle immediately
 *    again, same states AND actions), the cycle is "looped" and the j − i steps of the repeat are marked
 *    repeating. Either way continue at i = j (so a cycle repeated twice marks both repeats).
 *  - Otherwise (no return to obs[i], or the first return encloses a repeated state — a nested candidate) i += 1.
 * A no-op action (s_{i+1} = s_i) is a cycle of length 1; it is a loop only if the same action is taken again from
 * the same state (s_{i+2} = s_i, a_{i+1} = a_i).
 * States and actions are compared as exact strings (TIDE's text environments; its GUI variant compares CLIP
 * embeddings with cosine ≥ 0.999, which this function does not do).
 *
 * Edges: n = 0 → no cycles; observations and actions of different lengths are refused.
 * Source: docs/definitions/auv-tide.md#loop-ratio.
 *
 * @param observations the state before each step's action
 * @param actions the action of each step
 * @returns the cycles and the repeating steps
 * @throws {RangeError} when observations and actions differ in length
 * @example
 * const marks = detectCycles(["A", "B", "A", "B", "A"], ["x", "y", "x", "y", "x"]);
 * marks.cycles;    // [{ start: 0, end: 2, looped: true }, { start: 2, end: 4, looped: false }] (the second cycle would need steps 4..5 to repeat it; the trajectory ends first)
 * marks.repeating; // [false, false, true, true, false]
 */
export function detectCycles(observations: string[], actions: string[]): CycleMarks {
  if (observations.length !== actions.length) {
    throw new RangeError(`detectCycles: observations and actions must have one entry per step each, got ${observations.length} and ${actions.length} entries`);
  }
  const n = observations.length;
  const repeating = new Array<boolean>(n).fill(false);
  const cycles: Cycle[] = [];
  let i = 0;
  while (i < n) {
    let cycleEnd = -1;
    for (let j = i + 1; j < n; j++) {
      if (observations[j] === observations[i]) {
        if (new Set(observations.slice(i, j)).size === j - i) cycleEnd = j;
        break; // stop at the first return to the start state, whether or not it is a valid cycle
      }
    }
    if (cycleEnd < 0) {
      i += 1;
      continue;
    }
    const len = cycleEnd - i;
    let looped = false;
    if (cycleEnd + len <= n) {
      looped = true;
      for (let k = 0; k < len; k++) {
        if (observations[cycleEnd + k] !== observations[i + k] || actions[cycleEnd + k] !== actions[i + k]) {
          looped = false;
          break;
        }
      }
      if (looped) for (let k = cycleEnd; k < cycleEnd + len; k++) repeating[k] = true;
    }
    cycles.push({ start: i, end: cycleEnd, looped });
    i = cycleEnd;
  }
  return { cycles, repeating };
}

/**
 * Does a trajectory contain a loop (a cycle immediately repeated)? TIDE's Table 3 `has_loop` split.
 *
 * Edges: empty trajectory → false.
 * Source: docs/definitions/auv-tide.md#gui.
 *
 * @param observations the state before each step's action
 * @param actions the action of each step
 * @returns whether some cycle is looped
 * @throws {RangeError} when observations and actions differ in length
 *
 * @example
 * hasLoop(["A", "A", "A"], ["wait", "wait", "wait"]); // true
 */
export function hasLoop(observations: string[], actions: string[]): boolean {
  return detectCycles(observations, actions).cycles.some((c) => c.looped);
}
