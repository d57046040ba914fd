/**
 * Assembling a τ² {@link Run} from its parts, one simulation at a time: the same builder serves the single-file
 * Results loader (from a parsed document or streamed from a large file) and the results directory (one file per
 * simulation).
 *
 * Per conversation, a fault excludes that conversation only (reason, id, file, JSON path in `Run.exclusions`):
 * a malformed simulation, a repeated id (the first is kept), a task id the file does not embed, a task that is
 * malformed, a simulation without `task_id` whose action checks do not name one embedded task. Task identity
 * (io/taskIdentity.ts): a simulation without `task_id` takes the task its action checks score when exactly one
 * embedded task fits (a `derived` warning says so); a `task_id` its own action checks contradict (they are
 * another embedded task's gold actions) is kept as logged and flagged (a `suspicious-value` warning at its
 * `task_id`). When the file embeds no tasks at all (`tasks` missing or `[]`, as in voice runs and bare lists of
 * simulations), conversations load with `goldActions: null` and one `missing-part` warning says gold actions are
 * unavailable and which metrics that affects.
 */
import { TrajlabInputError } from "./errors";
import { LOAD_EXCLUSION, LoadLog, faultOf, faultReason } from "./loadLog";
import type { Conversation, Run, RunFormat } from "./model";
import { keyPath } from "./paths";
import type { Tau2Header } from "./tau2Header";
import { SIMULATION_NOTE, parseTau2Simulation, simulationId, type SimulationNote } from "./tau2Simulation";
import { taskIdentity } from "./taskIdentity";

/**
 * The warning given when a file embeds no tasks, naming what becomes unavailable.
 *
 * @param why how the tasks are missing (`no "tasks" key`, `"tasks": []`)
 * @returns the detail
 * @example
 * goldActionsUnavailable('"tasks": []'); // "the file embeds no tasks (\"tasks\": []): gold actions are unavailable from tasks…"
 */
export function goldActionsUnavailable(why: string): string {
  return (
    `the file embeds no tasks (${why}): gold actions are unavailable from tasks, so goal drift (GD^track, GD^stock, ` +
    "no self-healing) takes a conversation's gold actions from its official action checks (τ² writes one check per " +
    "gold action) and excludes the conversations without checks, and the data-quality rule that compares action checks " +
    "with embedded gold actions does not apply; rewards, termination reasons, messages, tool calls and official action " +
    "checks are read as logged"
  );
}

/**
 * Collects the conversations of one τ² run and turns them into a {@link Run}.
 *
 * @example
 * const log = new LoadLog();
 * const b = new Tau2RunBuilder(log);
 * b.add("r.json", { id: "s0", task_id: "t", messages: [] }, "simulations[0]", "simulations[0]"); // "s0"
 * b.finish("r.json", "tau2-results", parseTau2Header("r.json", { tasks: [{ id: "t" }] }, log)).conversations.length; // 1
 */
export class Tau2RunBuilder {
  private readonly conversations: Conversation[] = [];
  private readonly notes: { id: string; file: string; note: SimulationNote }[] = [];
  private readonly seen = new Map<string, string>();
  private readonly dropped = new Set<string>();
  private readonly noTaskId = new Set<Conversation>();

  /**
   * A builder that reports to `log`.
   *
   * @param log where exclusions and warnings go
   */
  constructor(private readonly log: LoadLog) {}

  /**
   * Read one simulation; a fault excludes it (reason and fault in the log) instead of throwing.
   *
   * @param file the file it is in
   * @param value the simulation as parsed
   * @param p its JSON path in `file` ("" when it is the file's root)
   * @param fallbackId what to call it when its id cannot be read (its path, or its file name)
   * @param where how to name its place in a duplicate-id message (its path, or its file)
   * @returns the conversation's id when it was added, null when it was excluded
   * @throws {Error} only for an unexpected failure (a bug): a malformed or duplicate simulation is excluded, not thrown
   */
  add(file: string, value: unknown, p: string, fallbackId: string, where: string = p): string | null {
    const notes: SimulationNote[] = [];
    let conv: Conversation;
    try {
      conv = parseTau2Simulation(file, value, p, notes);
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      this.log.exclude(faultReason(e), simulationId(value) ?? fallbackId, faultOf(e));
      return null;
    }
    const first = this.seen.get(conv.id);
    if (first !== undefined) {
      this.log.exclude(LOAD_EXCLUSION.duplicateId, conv.id, {
        kind: "duplicate-id",
        file,
        path: keyPath(p, "id"),
        detail: `duplicate simulation id ${JSON.stringify(conv.id)} (also at ${first}); the first is kept`,
      });
      return null;
    }
    this.seen.set(conv.id, where === "" ? file : where);
    for (const note of notes) {
      if (note.detail === SIMULATION_NOTE.noTaskId) this.noTaskId.add(conv);
      else this.notes.push({ id: conv.id, file, note });
    }
    this.conversations.push(conv);
    return conv.id;
  }

  /**
   * Take back a conversation already added (the caller then records why, e.g. a file the index does not list).
   *
   * @param id the conversation's id
   * @returns whether it was there
   */
  drop(id: string): boolean {
    const i = this.conversations.findIndex((c) => c.id === id);
    if (i < 0) return false;
    this.conversations.splice(i, 1);
    this.dropped.add(id);
    return true;
  }

  /**
   * Record a fault that excludes a conversation the builder never saw (an unreadable simulation file).
   *
   * @param reason the exclusion's reason ({@link LOAD_EXCLUSION})
   * @param id the conversation's id
   * @param error the fault
   */
  exclude(reason: string, id: string, error: TrajlabInputError): void {
    this.log.exclude(reason, id, faultOf(error));
  }

  /**
   * Check a conversation's task against its action checks (io/taskIdentity.ts): take a missing `task_id` from
   * them or exclude the conversation; flag a `task_id` they contradict.
   *
   * @returns false when the conversation is excluded
   */
  private identify(conv: Conversation, header: Tau2Header): boolean {
    const missing = this.noTaskId.has(conv);
    if (!missing && !header.tasksEmbedded) return true;
    const identity = taskIdentity(missing ? null : conv.taskId, conv.actionChecks, header.taskById);
    const at = taskIdPath(conv);
    switch (identity.kind) {
      case "as-logged":
        return true;
      case "contradicted":
        this.log.warn("suspicious-value", conv.file, at, TASK_IDENTITY.contradicted, conv.id);
        return true;
      case "derived":
        conv.taskId = identity.taskId;
        this.log.warn("derived", conv.file, at, TASK_IDENTITY.derived, conv.id);
        return true;
      case "unknown":
        this.log.exclude(LOAD_EXCLUSION.noTaskId, conv.id, { kind: "wrong-type", file: conv.file, path: at, detail: noTaskIdDetail(identity.scoredAs, header.tasksEmbedded) });
        return false;
    }
  }

  /**
   * Bind every conversation to its task and return the run.
   *
   * @param source `Run.source` (the file, or the results directory)
   * @param format `Run.format`
   * @param header the document's header (tau2Header.ts)
   * @param headerFile the file the header came from (for the tasks warning)
   * @returns the run, with its exclusions and warnings
   */
  finish(source: string, format: RunFormat, header: Tau2Header, headerFile: string = source): Run {
    const kept: Conversation[] = [];
    const dropped = this.dropped;
    for (const conv of this.conversations) {
      if (!this.identify(conv, header)) {
        dropped.add(conv.id);
        continue;
      }
      if (header.tasksEmbedded) {
        const task = header.taskById.get(conv.taskId);
        if (task === undefined) {
          dropped.add(conv.id);
          const bad = header.badTasks.get(conv.taskId);
          if (bad !== undefined) this.log.exclude(LOAD_EXCLUSION.malformedTask, conv.id, bad);
          else {
            this.log.exclude(LOAD_EXCLUSION.unknownTask, conv.id, {
              kind: "unknown-task",
              file: conv.file,
              path: taskIdPath(conv),
              detail: `task id ${JSON.stringify(conv.taskId)} is not among the file's ${header.taskById.size + header.badTasks.size} embedded tasks`,
            });
          }
          continue;
        }
        conv.goldActions = task.goldActions;
      }
      kept.push(conv);
    }
    for (const { id, file, note } of this.notes) if (!dropped.has(id)) this.log.warn(note.kind, file, note.path, note.detail, id);
    if (!header.tasksEmbedded && header.tasksMissing !== null) {
      for (const conv of kept) this.log.warn("missing-part", headerFile, "tasks", goldActionsUnavailable(header.tasksMissing), conv.id);
      if (kept.length === 0) this.log.warn("missing-part", headerFile, "tasks", goldActionsUnavailable(header.tasksMissing), null);
    }
    return {
      source,
      format,
      domain: header.domain,
      agentModel: header.agentModel,
      userModel: header.userModel,
      trialCount: header.numTrials !== null ? header.numTrials : largestTrialCount(kept),
      tasks: header.tasks,
      conversations: kept,
      exclusions: this.log.exclusions(),
      warnings: this.log.warnings(),
    };
  }
}

/** The details of the task-identity warnings and exclusions (io/taskIdentity.ts), one text per kind. */
export const TASK_IDENTITY = {
  derived:
    "no task_id: the task is taken from the conversation's action checks, which are the gold actions of exactly one embedded task",
  contradicted:
    "task_id contradicted by the conversation's own action checks: they are the gold actions of another embedded task (the file's task ids may be a running index); the conversation is kept under its logged task_id, so gold actions, pairing and per-task figures use that task",
} as const;

/**
 * The fault detail of a simulation without `task_id` that cannot be placed.
 *
 * @param scoredAs the embedded tasks its action checks fit (0 or ≥ 2)
 * @param tasksEmbedded whether the file embeds tasks at all
 * @returns the detail
 * @example
 * noTaskIdDetail([], true); // "no task_id, and its action checks are the gold actions of no embedded task: which task it is about is unknown"
 * noTaskIdDetail(["3", "7"], true); // "no task_id, and its action checks are the gold actions of 2 embedded tasks (\"3\", \"7\"): which task it is about is unknown"
 */
export function noTaskIdDetail(scoredAs: readonly string[], tasksEmbedded: boolean): string {
  if (!tasksEmbedded) return "no task_id, and the file embeds no tasks to match its action checks against: which task it is about is unknown";
  const which = scoredAs.length === 0 ? "no embedded task" : `${scoredAs.length} embedded tasks (${scoredAs.slice(0, 5).map((t) => JSON.stringify(t)).join(", ")}${scoredAs.length > 5 ? ", …" : ""})`;
  return `no task_id, and its action checks are the gold actions of ${which}: which task it is about is unknown`;
}

/** The JSON path of a conversation's `task_id` (a simulation at the root of its own file has path `$`). */
function taskIdPath(conv: Conversation): string {
  return keyPath(conv.path === "$" ? "" : conv.path, "task_id");
}

/**
 * The largest number of conversations of any one task, or null when there are none.
 *
 * @param conversations the conversations
 * @returns the count, or null for no conversations
 * @example
 * largestTrialCount([]); // null
 */
export function largestTrialCount(conversations: readonly Conversation[]): number | null {
  if (conversations.length === 0) return null;
  const counts = new Map<string, number>();
  let best = 0;
  for (const c of conversations) {
    const n = (counts.get(c.taskId) || 0) + 1;
    counts.set(c.taskId, n);
    if (n > best) best = n;
  }
  return best;
}
