/*
 * The audit as the diagnostics read it: a lookup from a conversation's event log to its task's flag
 * (`DiagnoseOptions.taskFlags`), so the layer "task or evaluator" rests on the audit's reasons.
 */
import type { EventLog } from "../events/schema";
import type { TaskFlag } from "../diagnostics/layers";
import { comparableGold } from "../drift/goldActions";
import type { RunsAudit } from "./auditRuns";

/**
 * A lookup usable as `DiagnoseOptions.taskFlags`: the flag of the audited task a conversation's log belongs to
 * (same domain, task id and gold actions), or null when the audit has no such task.
 *
 * Rule: verdict as the audit gives it; reasons as `{kind, note, goldAction}` (the note carries the check's name).
 * A log without gold actions matches its task only when the audit has one definition of it.
 * Edges: an empty audit → null for every log.
 * Source: docs/definitions/audit.md#wiring.
 *
 * @param audit the audit
 * @returns the lookup
 * @example
 * taskFlagLookup({ tasks: [], excluded: [], excludedConversations: [] })({ domain: "airline", taskId: "1", goldActions: null } as any); // null
 */
export function taskFlagLookup(audit: RunsAudit): (t: Pick<EventLog, "domain" | "taskId" | "goldActions">) => TaskFlag | null {
  const byKey = new Map<string, TaskFlag>();
  const byTask = new Map<string, TaskFlag[]>();
  for (const a of audit.tasks) {
    const flag: TaskFlag = { verdict: a.verdict, reasons: a.reasons.map((r) => ({ kind: r.kind, note: `${r.check}: ${r.note}`, goldAction: r.goldAction })) };
    byKey.set(`${a.domain}\u0000${a.taskId}\u0000${a.goldKey}`, flag);
    const k = `${a.domain}\u0000${a.taskId}`;
    byTask.set(k, [...(byTask.get(k) ?? []), flag]);
  }
  return (t) => {
    if (t.taskId === null) return null;
    if (t.goldActions !== null) {
      const hit = byKey.get(`${t.domain}\u0000${t.taskId}\u0000${JSON.stringify(comparableGold(t.goldActions))}`);
      if (hit) return hit;
    }
    const list = byTask.get(`${t.domain}\u0000${t.taskId}`) ?? [];
    return list.length === 1 ? list[0] : null;
  };
}
