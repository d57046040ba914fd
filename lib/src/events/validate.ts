/**
 * Structural checks of a trajectory: what "cites valid event ids" means, as one function.
 */
import type { EventLog } from "./schema";

/**
 * The problems of a trajectory's event list, in words; [] when it is well formed. Rules: ids are unique;
 * `seq` increases by one from 0 in list order; every parent id names an EARLIER event of the same trajectory
 * (causes precede effects in the run-local order, whatever the wall clock says).
 * Edges: a trajectory without events has no problems.
 *
 * @param t the trajectory (only ids, seq and parents are read)
 * @returns the problems, one sentence each
 * @example
 * validateEventLog({ events: [] }); // []
 * validateEventLog({ events: [{ id: "a", seq: 0, parents: ["b"] }] }); // ["a: parent \"b\" is not an earlier event"]
 * @internal
 */
export function validateEventLog(t: { events: readonly { id: string; seq: number; parents: readonly string[] }[] }): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  t.events.forEach((e, i) => {
    if (seen.has(e.id)) problems.push(`${e.id}: duplicate id`);
    if (e.seq !== i) problems.push(`${e.id}: seq ${e.seq} at position ${i}`);
    for (const p of e.parents) if (!seen.has(p)) problems.push(`${e.id}: parent ${JSON.stringify(p)} is not an earlier event`);
    seen.add(e.id);
  });
  return problems;
}

/**
 * Which of `ids` name no event of the trajectory (used to check that a diagnostic's evidence is citable).
 * Edges: [] → [].
 *
 * @param t the trajectory (only ids are read)
 * @param ids the ids to check
 * @returns the ids that name no event, in the given order
 * @example
 * unknownEventIds({ events: [{ id: "m1" }] }, ["m1", "m9"]); // ["m9"]
 * @internal
 */
export function unknownEventIds(t: { events: readonly { id: string }[] }, ids: readonly string[]): string[] {
  const known = new Set(t.events.map((e) => e.id));
  return ids.filter((id) => !known.has(id));
}
