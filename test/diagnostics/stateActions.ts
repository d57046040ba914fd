/** Test helper of the cycle-scan tests: trajectories written as a string of one-letter states and one of actions. */
import { loopSteps } from "../../lib/src";

/** EventLog from a string of one-letter states and a parallel string of one-letter actions. */
export const traj = (states: string, actions: string) => ({ observations: states.split(""), actions: actions.split("") });

/** Loop steps of such a trajectory. */
export const steps = (states: string, actions: string): number => {
  const t = traj(states, actions);
  return loopSteps(t.observations, t.actions);
};
