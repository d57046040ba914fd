/**
 * What a loader records instead of throwing: conversations it leaves out (run-level exclusions, grouped by
 * reason, each with its fault) and warnings (grouped by kind and detail). One collector per run; the loaders call
 * it, `Run.exclusions` and `Run.warnings` are its output.
 */
import { TrajlabInputError } from "./errors";
import type { LoadExclusion, LoadFault, LoadWarning, LoadWarningKind } from "./model";
import { REWARD_EXCLUSION } from "./reward";

/**
 * The reasons a loader leaves a conversation out, one phrase each (the `reason` of a {@link LoadExclusion}).
 *
 * @example
 * LOAD_EXCLUSION.malformed; // "malformed conversation"
 */
export const LOAD_EXCLUSION = {
  /** Its reward is not a number in [0, 1] (7.5, −1, "1.0", true; io/reward.ts, the one rule). */
  badReward: REWARD_EXCLUSION,
  /** A field of the simulation (or τ-bench v1 record) has the wrong type or shape. */
  malformed: "malformed conversation",
  /** Its id repeats an earlier conversation's (the first one is kept). */
  duplicateId: "duplicate conversation id",
  /** It has no `task_id`, and its action checks do not name one embedded task (io/taskIdentity.ts). */
  noTaskId: "no task id",
  /** Its `task_id` names no task of the file (when the file embeds tasks). */
  unknownTask: "task not among the file's embedded tasks",
  /** Its task is embedded but malformed, so its gold actions cannot be read. */
  malformedTask: "its task is malformed",
  /** A results directory's simulation file that cannot be read or is not JSON. */
  unreadableFile: "simulation file unreadable or not JSON",
  /** Listed in `simulation_index`, but no file in `simulations/` holds it. */
  missingFile: "listed in simulation_index, but no simulation file holds it",
  /** A file in `simulations/` that `simulation_index` does not list. */
  notIndexed: "simulation file not listed in simulation_index",
} as const;

/**
 * The exclusion reason of a conversation that raised `error` while it was read: a bad reward has its own reason
 * (io/reward.ts), every other fault makes it a malformed conversation.
 *
 * @param error the error a conversation raised
 * @returns one of {@link LOAD_EXCLUSION}
 * @example
 * faultReason(new TrajlabInputError("bad-reward", "r.json", "simulations[1].reward_info.reward", "reward must be a number in [0, 1], got 7.5")); // "reward not a number in [0, 1]"
 */
export function faultReason(error: TrajlabInputError): string {
  return error.kind === "bad-reward" ? LOAD_EXCLUSION.badReward : LOAD_EXCLUSION.malformed;
}

/**
 * The parts of a {@link TrajlabInputError} kept in a {@link LoadFault}.
 *
 * @param error the error a conversation raised
 * @returns `{ kind, file, path, detail }`
 * @example
 * faultOf(new TrajlabInputError("wrong-type", "r.json", "simulations[1].id", "expected a string, got null")).path; // "simulations[1].id"
 */
export function faultOf(error: TrajlabInputError): LoadFault {
  return { kind: error.kind, file: error.file, path: error.path, detail: error.detail };
}

/**
 * Collects a run's exclusions and warnings in first-seen order.
 *
 * @example
 * const log = new LoadLog();
 * log.warn("missing-part", "r.json", "tasks", "no tasks", null);
 * log.warnings().length; // 1
 */
export class LoadLog {
  private readonly byReason = new Map<string, LoadExclusion>();
  private readonly byWarning = new Map<string, LoadWarning & { seen: Set<string> }>();

  /**
   * Leave one conversation out.
   *
   * @param reason one of {@link LOAD_EXCLUSION}
   * @param id the conversation's id (or its stand-in: JSON path, file name)
   * @param fault where and what
   */
  exclude(reason: string, id: string, fault: LoadFault): void {
    let group = this.byReason.get(reason);
    if (!group) {
      group = { reason, count: 0, ids: [], faults: [] };
      this.byReason.set(reason, group);
    }
    group.count++;
    group.ids.push(id);
    group.faults.push(fault);
  }

  /**
   * Record a warning; one equal to an earlier one (same kind and detail) adds to its count and ids.
   *
   * @param kind what the warning is about
   * @param file the file of this occurrence
   * @param path its JSON path ("$" for the whole file)
   * @param detail what was found, the same words for every occurrence grouped together
   * @param id the conversation concerned, or null for the run as a whole
   */
  warn(kind: LoadWarningKind, file: string, path: string, detail: string, id: string | null): void {
    const key = kind + "\u0000" + detail;
    let w = this.byWarning.get(key);
    if (!w) {
      w = { kind, detail, count: 0, ids: [], file, path: path === "" ? "$" : path, seen: new Set() };
      this.byWarning.set(key, w);
    }
    w.count++;
    if (id !== null && !w.seen.has(id)) {
      w.seen.add(id);
      w.ids.push(id);
    }
  }

  /**
   * The exclusions, by reason, in first-seen order.
   *
   * @returns one exclusion per (reason, id)
   */
  exclusions(): LoadExclusion[] {
    return [...this.byReason.values()];
  }

  /**
   * The warnings, in first-seen order.
   *
   * @returns the warnings
   */
  warnings(): LoadWarning[] {
    return [...this.byWarning.values()].map(({ seen: _seen, ...w }) => w);
  }
}

/**
 * What is wrong with a tool name that cannot be the real name of a tool, or null for an ordinary name: empty;
 * leading or trailing whitespace; control characters; zero-width or bidirectional marks (U+200B–U+200F,
 * U+202A–U+202E, U+2060–U+2064, U+FEFF); U+FFFD, the replacement character a decoder puts for bytes that are not
 * UTF-8. Such a name never equals a tool's name, so a write-tool list silently misses it.
 *
 * @param name the tool name as logged
 * @returns a phrase naming the problem, or null
 * @example
 * toolNameProblem("cancel_reservation");        // null
 * toolNameProblem("cancel\u200b_reservation");  // "contains U+200B (a zero-width or bidirectional mark)"
 * toolNameProblem("cancel_\ufffdreservation");  // "contains U+FFFD (the replacement character: bytes that are not UTF-8)"
 */
export function toolNameProblem(name: string): string | null {
  const n = name.length;
  if (n === 0) return "is empty";
  for (let i = 0; i < n; i++) {
    const c = name.charCodeAt(i);
    if (c >= 0x21 && c < 0x7f) continue; // the usual case: printable ASCII
    const code = "U+" + c.toString(16).toUpperCase().padStart(4, "0");
    if (c === 0xfffd) return `contains ${code} (the replacement character: bytes that are not UTF-8)`;
    if ((c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2060 && c <= 0x2064) || c === 0xfeff) {
      return `contains ${code} (a zero-width or bidirectional mark)`;
    }
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) return `contains ${code} (a control character)`;
    if (c === 0x20 && (i === 0 || i === n - 1)) return "has leading or trailing whitespace";
  }
  return null;
}
