/** Shared helpers of the auv tests: arbitraries and hand-made trajectories. */
import fc from "fast-check";
import { loopSteps } from "../../lib/src";

/** Arbitrary: a horizon H and N ≥ 1 success steps, some beyond H (solved within max_steps only), some null. */
export const stepsAndHorizon = fc.integer({ min: 1, max: 40 }).chain((H) =>
  fc.tuple(
    fc.constant(H),
    fc.array(fc.option(fc.integer({ min: 1, max: H + 15 }), { nil: null }), { minLength: 1, maxLength: 60 }),
  ),
);

/** Trajectory from a string of one-letter states and a parallel string of one-letter actions. */
export const traj = (states: string, actions: string) => ({ observations: states.split(""), actions: actions.split("") });

/** Loop steps of such a trajectory. */
export const steps = (states: string, actions: string): number => {
  const t = traj(states, actions);
  return loopSteps(t.observations, t.actions);
};
