/** Test helper: the hand-made trajectory of data/examples/diagnostics_tiny.events.jsonl (see that script's story). */
import * as path from "path";
import { loadEventsJsonl } from "../../lib/src/events/jsonl";
import type { EventLog } from "../../lib/src/events/schema";

export const TINY_FILE = path.join(__dirname, "..", "..", "data", "examples", "diagnostics_tiny.events.jsonl");

export function tiny(): EventLog {
  const { eventsFile: log, errors } = loadEventsJsonl(TINY_FILE);
  if (errors.length > 0) throw errors[0];
  return log.logs[0];
}
