/*
 * Naming the places a finding can be seen: one event id per message, runs by file name.
 */
import * as path from "path";

/**
 * The label of a run in evidence: its file name (the directory's name for a τ² directory run).
 *
 * @internal
 * @param source the run's source path
 * @returns the base name
 * @example
 * runLabel("a/b/run.json"); // "run.json"
 */
export function runLabel(source: string): string {
  return path.basename(source);
}

/**
 * The event id of a message: `<run>#<conversation>[<message index>]`.
 *
 * @internal
 * @param run the run's label
 * @param conversation the conversation id
 * @param messageIndex the message's index in the conversation
 * @returns the id
 * @example
 * eventId("run.json", "c1", 4); // "run.json#c1[4]"
 */
export function eventId(run: string, conversation: string, messageIndex: number): string {
  return `${run}#${conversation}[${messageIndex}]`;
}

/**
 * The run label of an event id (the part before `#`).
 *
 * @internal
 * @param event an event id
 * @returns its run
 * @example
 * runOfEvent("run.json#c1[4]"); // "run.json"
 */
export function runOfEvent(event: string): string {
  const k = event.indexOf("#");
  return k < 0 ? event : event.slice(0, k);
}
