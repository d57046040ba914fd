/** The domain a file name names, for logs that do not record their domain. */
import * as path from "path";

/**
 * Infer a τ-bench domain from a file name: the one domain of `domains` whose name occurs in the base name
 * (case-insensitive), else null (none, or more than one, occurs).
 *
 * @param file a path
 * @param domains the candidate domain names (default: τ-bench v1's "airline" and "retail")
 * @returns the domain, or null
 * @example
 * domainFromFileName("historical_trajectories/gpt-4o-airline.json"); // "airline"
 * domainFromFileName("runs/airline-vs-retail.json");                 // null
 * domainFromFileName("sub/telecom_run.json", ["airline", "retail", "telecom"]); // "telecom"
 */
export function domainFromFileName(file: string, domains: readonly string[] = ["airline", "retail"]): string | null {
  const base = path.basename(file).toLowerCase();
  const found = domains.filter((d) => base.includes(d.toLowerCase()));
  return found.length === 1 ? found[0] : null;
}
