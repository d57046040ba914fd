/** Shared helpers of the auv tests: arbitraries. */
import fc from "fast-check";

/** Arbitrary: a horizon H and N ≥ 1 success steps, some beyond H (solved within max_steps only), some null. */
export const stepsAndHorizon = fc.integer({ min: 1, max: 40 }).chain((H) =>
  fc.tuple(
    fc.constant(H),
    fc.array(fc.option(fc.integer({ min: 1, max: H + 15 }), { nil: null }), { minLength: 1, maxLength: 60 }),
  ),
);
