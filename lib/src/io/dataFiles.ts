/**
 * Where the library finds the project's data files, from a checkout and from an installed package.
 *
 * - Published figures (`data/published/*.json`, small) ship with the package: the build copies them to
 *   `dist/data/published/`. From a checkout the committed `data/published/` is read.
 * - Logs (`data/reconstructed/`, tens of MB) do not ship: only a checkout has them.
 *
 * This file computes paths only; it reads nothing but the existence of files.
 */
import * as fs from "fs";
import * as path from "path";

/**
 * The `data/` folder of a repository checkout (lib/src|dist/reproduce → the repository root), or null when the
 * library runs from an installed package (no checkout around it).
 *
 * @internal
 * @returns the absolute path of `<checkout>/data`, or null when it does not exist
 */
export function checkoutDataDir(): string | null {
  const dir = path.resolve(__dirname, "..", "..", "..", "data");
  return isDirectory(path.join(dir, "published")) ? dir : null;
}

/**
 * The path of a published-figures file: the checkout's `data/published/<name>` when there is a checkout, else the
 * copy shipped in the package (`dist/data/published/<name>`). When neither exists the shipped path is returned, so
 * that reading it fails with an `unreadable` error naming it.
 *
 * @internal
 * @param name file name inside `data/published`, e.g. "goal-drift.json"
 * @returns an absolute path
 */
export function publishedDataFile(name: string): string {
  const checkout = checkoutDataDir();
  if (checkout !== null && fs.existsSync(path.join(checkout, "published", name))) return path.join(checkout, "published", name);
  return path.resolve(__dirname, "..", "data", "published", name);
}

/**
 * The project's reconstructed logs (`<checkout>/data/reconstructed`), or null when there is no checkout (an
 * installed package ships no logs: pass a data directory instead).
 *
 * @internal
 * @returns an absolute path, or null
 */
export function defaultReconstructedDir(): string | null {
  const checkout = checkoutDataDir();
  if (checkout === null) return null;
  const dir = path.join(checkout, "reconstructed");
  return isDirectory(dir) ? dir : null;
}

function isDirectory(p: string): boolean {
  return fs.statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
