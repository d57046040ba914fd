/** eventRows: the trajectory events as rows, payloads by sha256 only. */
import { describe, expect, test } from "vitest";
import { diagnoseRun, loadEventsJsonl, loadRun } from "../../lib/src";
import { sha256Hex } from "../../lib/src/events/payload";
import { eventRows, exportTable } from "../../lib/src";
import { checkRow } from "../../lib/src/export/cells";
import { examplesFile, repoRoot } from "./helpers";
import * as path from "path";

const tiny = loadEventsJsonl(path.join(repoRoot, "data", "examples", "diagnostics_tiny.events.jsonl")).eventsFile.logs;

describe("eventRows", () => {
  test("one schema-conforming row per event, by trajectory then seq", () => {
    const rows = eventRows("tiny", tiny);
    expect(rows.length).toBe(tiny.reduce((s, t) => s + t.events.length, 0));
    rows.forEach((r, i) => checkRow(exportTable("events"), r, i));
    expect(rows.map((r) => r.seq)).toEqual(tiny[0].events.map((e) => e.seq));
  });

  test("copies the event's core fields; lists and objects as JSON text", () => {
    const rows = eventRows("tiny", tiny);
    tiny[0].events.forEach((e, i) => {
      const r = rows[i];
      expect([r.event_id, r.type, r.actor, r.tool, r.call_id, r.effect, r.result, r.message_index]).toEqual([e.id, e.type, e.actor, e.tool, e.callId, e.effect, e.result, e.messageIndex]);
      expect(JSON.parse(r.parents as string)).toEqual(e.parents);
      expect(JSON.parse(r.resources as string)).toEqual(e.resources);
      expect(r.args === null ? null : JSON.parse(r.args as string)).toEqual(e.args);
    });
  });

  test("carries no text: the payload is its sha256, size and place", () => {
    const run = loadRun(examplesFile);
    const d = diagnoseRun(run);
    const rows = eventRows(run.source, d.logs);
    const withText = rows.filter((r) => r.payload_sha256 !== null);
    expect(withText.length).toBeGreaterThan(0);
    for (const r of withText.slice(0, 20)) {
      const text = d.payloads.get(r.payload_sha256 as string)!;
      expect(sha256Hex(text)).toBe(r.payload_sha256);
      expect(Buffer.byteLength(text, "utf8")).toBe(r.payload_bytes);
    }
    // no message text or tool output appears in any cell
    const cells = JSON.stringify(rows);
    const texts = withText.map((r) => d.payloads.get(r.payload_sha256 as string)!).filter((t) => t.length > 40);
    expect(texts.length).toBeGreaterThan(10);
    for (const t of texts) expect(cells.includes(JSON.stringify(t).slice(1, -1))).toBe(false);
  });

  test("no trajectories, no rows", () => {
    expect(eventRows("r", [])).toEqual([]);
  });
});
