/**
 * The reproduce registry: every family whose published figures `trajlab reproduce` recomputes. A family adds one
 * `Reproducer` (reproduce/figures.ts) to {@link REPRODUCERS}; the command finds its logs in `<data>/<dataSubdir>/`
 * and prints what `reproduce` returns.
 */
import type { Reproducer } from "./figures";
import { goalDriftReproducer } from "./goalDriftReproduction";
import { tideReproducer } from "./tideReproduction";

/**
 * Every registered family, in the order `trajlab reproduce` prints them. The first one also reads a data directory
 * that has none of the families' sub-directories (a user's own τ² export), or a single results file.
 *
 * @internal
 */
export const REPRODUCERS: readonly Reproducer[] = [goalDriftReproducer, tideReproducer];
