/*
 * The policy an agent was given, read from the run's own file (`info.environment_info.policy`), and the "current
 * time" it states.
 */
import * as fs from "fs";
import * as path from "path";

/**
 * The policy text of a τ² run: `info.environment_info.policy` of the results file (of `results.json` for a
 * directory run); null when the file has none (a bare list of simulations, τ-bench v1) or cannot be read.
 *
 * @internal
 * @param source the run's source path (file or directory)
 * @returns the policy text, or null
 * @example
 * runPolicy("no/such/file.json"); // null
 */
export function runPolicy(source: string): string | null {
  try {
    const file = fs.statSync(source).isDirectory() ? path.join(source, "results.json") : source;
    const doc = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
    if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return null;
    const info = (doc as Record<string, unknown>).info as Record<string, unknown> | undefined;
    const env = info && typeof info === "object" ? (info.environment_info as Record<string, unknown> | undefined) : undefined;
    const policy = env && typeof env === "object" ? env.policy : undefined;
    return typeof policy === "string" && policy.trim() !== "" ? policy : null;
  } catch {
    return null;
  }
}

/**
 * The "current time" a policy states ("The current time is 2024-05-15 15:00:00 EST."), as a Date read in UTC
 * (the zone is the policy's; every date the audit compares it with is in the same zone), or null when the policy
 * states none.
 *
 * @internal
 * @param policy the policy text, or null
 * @returns the time, or null
 * @example
 * policyNow("The current time is 2024-05-15 15:00:00 EST.")?.toISOString(); // "2024-05-15T15:00:00.000Z"
 * policyNow(null); // null
 */
export function policyNow(policy: string | null): Date | null {
  if (policy === null) return null;
  const m = /current time is (\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/i.exec(policy);
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2].length === 5 ? `${m[2]}:00` : m[2]}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A log's date-time ("2024-05-14T07:35:03", "2024-05-17") as a Date read in UTC (the policy's zone), or null.
 *
 * @internal
 * @param s the string
 * @returns the time, or null
 * @example
 * logTime("2024-05-14T07:35:03")?.toISOString(); // "2024-05-14T07:35:03.000Z"
 */
export function logTime(s: unknown): Date | null {
  if (typeof s !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/.exec(s.trim());
  if (!m) return null;
  const time = m[2] ? (m[2].length === 5 ? `${m[2]}:00` : m[2]) : "00:00:00";
  const d = new Date(`${m[1]}T${time}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}
