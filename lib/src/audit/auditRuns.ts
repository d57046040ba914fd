/*
 * The task audit: every task of the given runs, its precondition checks against what the runs observed, its
 * cross-run evidence and a verdict (docs/definitions/audit.md#verdict).
 */
import type { Conversation, GoldAction, Run } from "../io/model";
import { resolveWriteTools } from "../drift/writeTools";
import { AUDIT_CHECKS } from "./checks";
import { crossRunEvidence, type CrossRunEvidence, type TaskConversation } from "./crossRun";
import { runLabel, runOfEvent } from "./evidence";
import { observeConversation } from "./observations";
import { policySentences } from "./policySentence";
import { policyNow, runPolicy } from "./runPolicy";
import type { AuditContext, AuditReason, AuditVerdict, Observation, Undecided } from "./types";
import { isSuccess } from "../stats/success";

/** The audit of one task. */
export interface TaskAudit {
  domain: string;
  taskId: string;
  verdict: AuditVerdict;
  /** Why the task is suspect (empty unless suspect). */
  reasons: AuditReason[];
  /** What the checks could not decide for lack of observations. */
  undecided: Undecided[];
  /** The runs (file names) that ran the task. */
  runs: string[];
  /** Why the verdict is what it is, in one sentence. */
  basis: string;
  crossRun: CrossRunEvidence;
}

/** Options of {@link auditRuns}. */
export interface AuditRunsOptions {
  /**
   * The policy text of each run by source; when not given, each run's policy is read from its own file
   * (`info.environment_info.policy`), and a run without one uses the first policy of its domain.
   */
  policies?: ReadonlyMap<string, string | null>;
}

/** The audit of a set of runs: one entry per (domain, task), and the runs the audit could not use. */
export interface RunsAudit {
  tasks: TaskAudit[];
  /** Runs left out, with the reason (no domain). */
  excluded: { run: string; reason: string }[];
}

interface Group {
  domain: string;
  taskId: string;
  gold: GoldAction[] | null;
  scenario: string;
  policy: string | null;
  conversations: TaskConversation[];
  observations: Observation[];
}

/**
 * Which tasks of these runs can a policy-following agent not reach, and on what evidence?
 *
 * Per task (domain and task id across every run given): the gold actions and instructions of the first run that
 * embeds the task, the policy of the first run of the domain that carries one, every tool result every conversation
 * observed; then each check of `AUDIT_CHECKS` for the domain, and the cross-run evidence (`crossRunEvidence`).
 * Verdict: **suspect** when a check or the cross-run rule found something (each reason with its events and runs);
 * **unknown** when nothing was found but the gold actions are not known, or when some check could not decide a gold
 * write action for lack of observations and no conversation succeeded; **sound** otherwise.
 * Edges: no runs → no tasks; a run without a domain is excluded (named, with the reason).
 * Source: docs/definitions/audit.md#verdict.
 *
 * @param runs the runs (any mix of domains and agents)
 * @param options the policies, when the caller has them
 * @returns the audit of every task, sorted by domain and task id
 * @example
 * auditRuns([]); // { tasks: [], excluded: [] }
 */
export function auditRuns(runs: readonly Run[], options: AuditRunsOptions = {}): RunsAudit {
  const excluded: RunsAudit["excluded"] = [];
  const groups = new Map<string, Group>();
  const domainPolicy = new Map<string, string>();
  const policyOf = (r: Run): string | null => (options.policies ? options.policies.get(r.source) ?? null : runPolicy(r.source));
  const policies = new Map(runs.map((r) => [r.source, policyOf(r)]));
  for (const r of runs) if (r.domain && policies.get(r.source) && !domainPolicy.has(r.domain)) domainPolicy.set(r.domain, policies.get(r.source)!);
  for (const run of runs) {
    if (!run.domain) {
      excluded.push({ run: run.source, reason: "the run names no domain" });
      continue;
    }
    const domain = run.domain;
    const label = runLabel(run.source);
    const resolved = resolveWriteTools(run);
    const writes = new Set(resolved.ok ? resolved.set.tools : []);
    const tasks = new Map(run.tasks.map((t) => [t.id, t]));
    for (const c of run.conversations) {
      const key = `${domain}\u0000${c.taskId}`;
      const task = tasks.get(c.taskId);
      let g = groups.get(key);
      if (!g) {
        g = { domain, taskId: c.taskId, gold: null, scenario: "", policy: policies.get(run.source) ?? domainPolicy.get(domain) ?? null, conversations: [], observations: [] };
        groups.set(key, g);
      }
      if (g.gold === null) g.gold = task?.goldActions ?? c.goldActions ?? null;
      if (g.scenario === "" && task?.scenario) g.scenario = task.scenario;
      g.conversations.push({ run: label, agent: run.agentModel, conversation: c });
      g.observations.push(...observeConversation(label, c, writes));
    }
  }
  const writeToolsOf = (domain: string, conversations: readonly TaskConversation[]): Set<string> => {
    const r = resolveWriteTools({ domain, conversations: conversations.map((c) => c.conversation as Conversation) });
    return new Set(r.ok ? r.set.tools : []);
  };
  const tasks = [...groups.values()].map((g) => auditGroup(g, writeToolsOf(g.domain, g.conversations)));
  tasks.sort((a, b) => (a.domain === b.domain ? compareIds(a.taskId, b.taskId) : a.domain < b.domain ? -1 : 1));
  return { tasks, excluded };
}

function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function auditGroup(g: Group, writes: ReadonlySet<string>): TaskAudit {
  const gold = g.gold ?? [];
  const runs = [...new Set(g.conversations.map((c) => c.run))];
  const ctx: AuditContext = { domain: g.domain, taskId: g.taskId, gold, scenario: g.scenario, policy: g.policy, now: policyNow(g.policy), observations: g.observations, runs };
  const reasons: AuditReason[] = [];
  const undecided: Undecided[] = [];
  for (const check of AUDIT_CHECKS) {
    if (!check.domains.includes(g.domain)) continue;
    const r = check.run(ctx);
    undecided.push(...r.undecided);
    for (const f of r.findings) {
      const evRuns = [...new Set(f.events.map(runOfEvent))];
      reasons.push({ kind: f.kind, check: f.check, note: f.note, goldAction: f.goldAction, policy: f.policy, evidence: { runs: evRuns.length > 0 ? evRuns : runs, events: f.events } });
    }
  }
  const crossRun = crossRunEvidence(g.conversations, gold, writes, g.policy ? policySentences(g.policy) : []);
  if (crossRun.finding) reasons.push({ kind: "cross-run", check: "crossRun", note: crossRun.finding.note, goldAction: crossRun.finding.goldAction, policy: crossRun.finding.policy, evidence: { runs: crossRun.finding.runs, events: crossRun.finding.events } });
  const anySuccess = g.conversations.some((c) => c.conversation.reward !== null && isSuccess(c.conversation.reward));
  const writeUndecided = undecided.filter((u) => u.goldAction !== null && writes.has(gold[u.goldAction]?.name ?? ""));
  let verdict: AuditVerdict;
  let basis: string;
  if (reasons.length > 0) {
    verdict = "suspect";
    basis = `${reasons.length} reason(s): ${[...new Set(reasons.map((r) => r.check))].join(", ")}`;
  } else if (g.gold === null) {
    verdict = "unknown";
    basis = "the task's gold actions are not in the logs";
  } else if (writeUndecided.length > 0 && !anySuccess) {
    verdict = "unknown";
    basis = `no run succeeded and ${writeUndecided.length} precondition(s) of gold writes were never observed`;
  } else {
    verdict = "sound";
    basis = anySuccess ? "no check found anything; some run reached the gold" : "every precondition checked and none failed";
  }
  return { domain: g.domain, taskId: g.taskId, verdict, reasons, undecided, runs, basis, crossRun };
}
