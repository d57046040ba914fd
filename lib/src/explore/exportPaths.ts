/**
 * Which paths the explore notebook reads: the user's `TRAJLAB_DATA`, else the notebook's default.
 */
import * as path from "path";

/** The environment variable that names the export(s) to explore: one path, or several joined by the platform's path delimiter (":" on Linux and macOS, ";" on Windows). */
export const EXPLORE_DATA_ENV = "TRAJLAB_DATA";

/**
 * The paths to explore: the entries of `$TRAJLAB_DATA` (split at `path.delimiter`, empty entries dropped) when it
 * is set and non-empty, else `fallback`. Paths are returned as given (relative paths stay relative to the working
 * directory, which in a notebook is the notebook's folder).
 *
 * Edges: `TRAJLAB_DATA` set to only delimiters → `fallback`.
 *
 * @param fallback the paths to use when the variable is not set (the notebook's default export)
 * @param env the environment to read (default `process.env`)
 * @returns the paths, in order
 * @example
 * exportPaths(["../data/examples"], {}); // ["../data/examples"]
 * exportPaths(["../data/examples"], { TRAJLAB_DATA: "a.json" + path.delimiter + "b" }); // ["a.json", "b"]
 */
export function exportPaths(fallback: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const value = env[EXPLORE_DATA_ENV];
  const given = value === undefined ? [] : value.split(path.delimiter).filter((p) => p.trim() !== "");
  return given.length > 0 ? given : [...fallback];
}
