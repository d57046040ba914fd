/*
 * The task audit: every task of the given runs, its precondition checks against what the runs observed, its
 * cross-run evidence and a verdict (docs/definitions/audit.md#verdict).
 */
import type { Conversation, GoldAction, Run } from "../io/model";
import { resolveWriteTools } from "../drift/writeTools";
import { comparableGold, goldReading } from "../drift/goldActions";
import { runDataQuality } from "../drift/dataQuality";
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
  /**
   * 1, 2, … when runs embed different definitions (gold actions) under this task id: each definition is audited on
   * its own runs (comparing them would compare different tasks); null when every run has the same one.
   */
  variant: number | null;
  /** The task's definition as a key (its gold actions, JSON), "?" when unknown: how runs are matched to it. */
  goldKey: string;
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
  /**
   * Conversations left out because they do not belong to the task they name (drift's data-quality rules: the file
   * scored them against another task, or they name none of its entities), by run, with ids.
   */
  excludedConversations: { run: string; reason: string; count: number; ids: string[] }[];
}

interface Group {
  domain: string;
  taskId: string;
  variant: number | null;
  goldKey: string;
  gold: GoldAction[] | null;
  scenario: string;
  policy: string | null;
  conversations: TaskConversation[];
  observations: Observation[];
}

/**
 * Which tasks of these runs can a policy-following agent not reach, and on what evidence?
 *
 * Per task (domain and task id across every run given; a task id whose runs embed different gold actions is audited
 * once per definition, as variants, since those are different tasks — the difference itself is never a reason): the
 * gold actions (embedded, else the ones the action checks scored) and the instructions of the first run that embeds it, the policy of the first run of the domain that carries one, every tool result every conversation
 * observed; then each check of `AUDIT_CHECKS` for the domain, and the cross-run evidence (`crossRunEvidence`).
 * Verdict: **suspect** when a check or the cross-run rule found something (each reason with its events and runs);
 * **unknown** when nothing was found but the gold actions are not known, or when some check could not decide a gold
 * write action for lack of observations and no conversation succeeded; **sound** otherwise.
 * Conversations that do not belong to the task they name (drift's `runDataQuality`) are left out, by id.
 * Edges: no runs → no tasks; a run without a domain is excluded (named, with the reason).
 * Source: docs/definitions/audit.md#verdict.
 *
 * @param runs the runs (any mix of domains and agents)
 * @param options the policies, when the caller has them
 * @returns the audit of every task, sorted by domain and task id
 * @example
 * auditRuns([]); // { tasks: [], excluded: [], excludedConversations: [] }
 */
export function auditRuns(runs: readonly Run[], options: AuditRunsOptions = {}): RunsAudit {
  const excluded: RunsAudit["excluded"] = [];
  const excludedConversations: RunsAudit["excludedConversations"] = [];
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
    const misfit = new Set(runDataQuality(run.conversations, null, { tasks: run.tasks }).flags.map((f) => f.conversationId));
    if (misfit.size > 0) excludedConversations.push({ run: label, reason: "the conversation does not belong to the task it names (data quality)", count: misfit.size, ids: [...misfit] });
    for (const c of run.conversations) {
      if (misfit.has(c.id)) continue;
      const task = tasks.get(c.taskId);
      const gold = goldReading(c, task !== undefined, true).pairingGold;
      const goldKey = gold === null ? "?" : JSON.stringify(comparableGold(gold));
      const key = `${domain}\u0000${c.taskId}\u0000${goldKey}`;
      let g = groups.get(key);
      if (!g) {
        g = { domain, taskId: c.taskId, variant: null, goldKey, gold, scenario: "", policy: policies.get(run.source) ?? domainPolicy.get(domain) ?? null, conversations: [], observations: [] };
        groups.set(key, g);
      }
      if (g.scenario === "" && task?.scenario) g.scenario = task.scenario;
      g.conversations.push({ run: label, agent: run.agentModel, conversation: c });
      g.observations.push(...observeConversation(label, c, writes));
    }
  }
  const writeToolsOf = (domain: string, conversations: readonly TaskConversation[]): Set<string> => {
    const r = resolveWriteTools({ domain, conversations: conversations.map((c) => c.conversation as Conversation) });
    return new Set(r.ok ? r.set.tools : []);
  };
  const byTask = new Map<string, Group[]>();
  for (const g of groups.values()) byTask.set(`${g.domain}\u0000${g.taskId}`, [...(byTask.get(`${g.domain}\u0000${g.taskId}`) ?? []), g]);
  for (const list of byTask.values()) if (list.length > 1) list.forEach((g, k) => (g.variant = k + 1));
  const tasks = [...groups.values()].map((g) => auditGroup(g, writeToolsOf(g.domain, g.conversations)));
  tasks.sort((a, b) => (a.domain !== b.domain ? (a.domain < b.domain ? -1 : 1) : a.taskId !== b.taskId ? compareIds(a.taskId, b.taskId) : (a.variant ?? 0) - (b.variant ?? 0)));
  return { tasks, excluded, excludedConversations };
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
  return { domain: g.domain, taskId: g.taskId, variant: g.variant, goldKey: g.goldKey, verdict, reasons, undecided, runs, basis, crossRun };
}
