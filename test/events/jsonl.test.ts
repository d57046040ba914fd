import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { PayloadStore, TrajlabInputError, conversationEvents, loadEventsJsonl, mergeEventsFiles, parseEventsJsonl, formatEventsJsonl } from "../../lib/src";
import { schemaMajor } from "../../lib/src/events/jsonl";
import { chat, g, RETAIL_WRITES } from "../diagnostics/chat";

const sample = () => {
  const { conversation, run } = chat([{ user: "cancel #W2" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "ok" }], { gold: [g("cancel_pending_order", { order_id: "#W2" })] });
  const store = new PayloadStore();
  return { t: conversationEvents(conversation, run, { writeTools: RETAIL_WRITES, payloads: store }), store };
};

const header = (id: string, version = "1.0") => JSON.stringify({ kind: "trajectory", schema: "trajlab.events", version, id });
const event = (traj: string, id: string, extra: Record<string, unknown> = {}) => JSON.stringify({ kind: "event", trajectory: traj, id, type: "user_turn", actor: "user", ...extra });

function thrown(f: () => unknown): TrajlabInputError {
  try {
    f();
  } catch (e) {
    if (e instanceof TrajlabInputError) return e;
    throw e;
  }
  throw new Error("expected a TrajlabInputError");
}

describe("formatEventsJsonl / parseEventsJsonl", () => {
  test("a written log reads back to the same trajectories", () => {
    const { t } = sample();
    const { eventsFile: log, errors } = parseEventsJsonl("x.events.jsonl", formatEventsJsonl([t]));
    expect(errors).toEqual([]);
    expect(log.logs).toEqual([t]);
    expect(log.version).toBe("1.0");
    expect(log.versionLine).toBe(1);
  });
  test("writing is deterministic, one line per trajectory and per event", () => {
    const { t } = sample();
    const text = formatEventsJsonl([t]);
    expect(formatEventsJsonl([t])).toBe(text);
    expect(text.trimEnd().split("\n")).toHaveLength(1 + t.events.length);
    expect(formatEventsJsonl([])).toBe("");
  });
  test("texts are inlined only when asked, and their hash is checked on reading", () => {
    const { t, store } = sample();
    expect(formatEventsJsonl([t])).not.toContain("cancel #W2\"");
    const inlined = formatEventsJsonl([t], { inlineTextFrom: store });
    const { eventsFile: log } = parseEventsJsonl("x", inlined);
    expect(log.logs[0].events[0].payload?.text).toBe("cancel #W2");
    const forged = inlined.replace('"text":"cancel #W2"', '"text":"cancel #W3"');
    const { errors } = parseEventsJsonl("x", forged);
    expect(errors[0].path).toBe("line 2.payload.sha256");
  });
  test("a newer minor of the same major reads (unknown fields ignored)", () => {
    const text = [header("a", "1.7"), JSON.stringify({ kind: "event", trajectory: "a", id: "e1", type: "user_turn", actor: "user", futureField: 1 })].join("\n");
    const { eventsFile: log, errors } = parseEventsJsonl("x", text);
    expect(errors).toEqual([]);
    expect(log.logs[0].events[0].id).toBe("e1");
  });
});

describe("schema versions that differ in meaning are refused, naming the file and line", () => {
  test("an unsupported major", () => {
    const e = thrown(() => parseEventsJsonl("new.events.jsonl", header("a", "2.0")));
    expect(e.message).toBe("new.events.jsonl: line 1.version: schema version 2.0 is not supported (this library reads 1.x; it writes 1.0)");
  });
  test("two majors in one file", () => {
    // a fake 2.x cannot be read at all, so the mix is shown with a supported major declared twice differently
    const e = thrown(() => parseEventsJsonl("mix.events.jsonl", [header("a", "1.0"), header("b", "2.1")].join("\n")));
    expect(e.file).toBe("mix.events.jsonl");
    expect(e.path).toBe("line 2.version");
  });
  test("merging logs of different majors", () => {
    const a = { file: "a.events.jsonl", version: "1.0", versionLine: 1, logs: [] };
    const b = { file: "b.events.jsonl", version: "2.0", versionLine: 3, logs: [] };
    const e = thrown(() => mergeEventsFiles([a, b]));
    expect(e.message).toBe("b.events.jsonl: line 3: schema version 2.0 differs in meaning from 1.0 (a.events.jsonl, line 1): logs of different major versions are not merged");
  });
  test("merging logs of one major concatenates them; empty logs merge with anything", () => {
    const { t } = sample();
    const a = parseEventsJsonl("a", formatEventsJsonl([t])).eventsFile;
    const b = parseEventsJsonl("b", formatEventsJsonl([{ ...t, id: "other", version: "1.3" }])).eventsFile;
    const empty = { file: "c", version: null, versionLine: null, logs: [] };
    const m = mergeEventsFiles([a, empty, b]);
    expect(m.logs.map((x) => x.id)).toEqual([t.id, "other"]);
    expect(m.file).toBe("a, c, b");
    expect(mergeEventsFiles([]).logs).toEqual([]);
  });
  test("another schema name", () => {
    const e = thrown(() => parseEventsJsonl("x", JSON.stringify({ kind: "trajectory", schema: "otel", version: "1.0", id: "a" })));
    expect(e.path).toBe("line 1.schema");
  });
  test("schemaMajor reads only major.minor", () => {
    expect([schemaMajor("1.0"), schemaMajor("10.2"), schemaMajor("1"), schemaMajor("1.0.0")]).toEqual([1, 10, null, null]);
  });
});

describe("a bad trajectory is left out with its error; the others are kept", () => {
  test("an unknown event type, a dangling parent, a duplicate id, a line that is not JSON", () => {
    const text = [
      header("good"),
      event("good", "e1"),
      header("badType"),
      event("badType", "e1", { type: "thought" }),
      header("dangling"),
      event("dangling", "e1", { parents: ["nope"] }),
      header("dup"),
      event("dup", "e1"),
      event("dup", "e1"),
      header("notJson"),
      "{oops",
      header("good2"),
      event("good2", "e1"),
    ].join("\n");
    const { eventsFile: log, errors } = parseEventsJsonl("f.events.jsonl", text);
    expect(log.logs.map((t) => t.id)).toEqual(["good", "good2"]);
    expect(errors.map((e) => [e.kind, e.path])).toEqual([
      ["wrong-type", "line 4.type"],
      ["bad-format", "line 6.parents"],
      ["duplicate-id", "line 9.id"],
      ["bad-format", "line 11"],
    ]);
    expect(errors[0].message).toMatch(/^f\.events\.jsonl: line 4\.type: expected one of "user_turn", /);
  });
  test("a parent must be an earlier event: a self-parent, a parent from the future and a two-event cycle are each left out with their error", () => {
    const text = [
      header("self"),
      event("self", "e1", { parents: ["e1"] }),
      header("future"),
      event("future", "e1", { parents: ["e2"] }),
      event("future", "e2"),
      header("cycle"),
      event("cycle", "e1", { parents: ["e2"] }),
      event("cycle", "e2", { parents: ["e1"] }),
      header("chain"),
      event("chain", "e1"),
      event("chain", "e2", { parents: ["e1"] }),
    ].join("\n");
    const { eventsFile, errors } = parseEventsJsonl("f", text);
    expect(eventsFile.logs.map((t) => t.id)).toEqual(["chain"]);
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ["line 2.parents", 'f: line 2.parents: event "e1" names itself as its parent'],
      ["line 4.parents", 'f: line 4.parents: parent "e2" of event "e1" is a later event (a cause must come before its effect)'],
      ["line 7.parents", 'f: line 7.parents: parent "e2" of event "e1" is a later event (a cause must come before its effect)'],
    ]);
  });
  test("seq must increase from line to line: every event at seq 0 is an error, not a silent reordering", () => {
    const text = [header("flat"), event("flat", "e1", { seq: 0 }), event("flat", "e2", { seq: 0, parents: ["e1"] }), header("ok"), event("ok", "e1", { seq: 0 }), event("ok", "e2", { seq: 5 })].join("\n");
    const { eventsFile, errors } = parseEventsJsonl("f", text);
    expect(eventsFile.logs.map((t) => t.id)).toEqual(["ok"]);
    expect(errors.map((e) => e.path)).toEqual(["line 3.seq"]);
    expect(errors[0].message).toMatch(/seq 0 of event "e2" does not increase \(the previous event has seq 0\)/);
  });
  test("an event before any trajectory, an event of another trajectory, a missing id", () => {
    const { errors } = parseEventsJsonl("f", [event("a", "e0"), header("a"), event("b", "e1")].join("\n"));
    expect(errors.map((e) => e.path)).toEqual(["line 1", "line 3.trajectory"]);
    const missing = parseEventsJsonl("f", [header("a"), JSON.stringify({ kind: "event", trajectory: "a", type: "user_turn", actor: "user" })].join("\n"));
    expect(missing.errors[0].message).toBe("f: line 2.id: expected a string, got missing");
  });
  test("a duplicate trajectory id keeps the first", () => {
    const { eventsFile: log, errors } = parseEventsJsonl("f", [header("a"), header("a")].join("\n"));
    expect(log.logs).toHaveLength(1);
    expect(errors[0].kind).toBe("duplicate-id");
  });
});

describe("loadEventsJsonl", () => {
  test("reads a file; an unreadable one is an `unreadable` error naming it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-events-"));
    const f = path.join(dir, "a.events.jsonl");
    const { t } = sample();
    fs.writeFileSync(f, "\uFEFF" + formatEventsJsonl([t]));
    expect(loadEventsJsonl(f).eventsFile.logs).toHaveLength(1);
    const e = thrown(() => loadEventsJsonl(path.join(dir, "missing.events.jsonl")));
    expect(e.kind).toBe("unreadable");
    fs.rmSync(dir, { recursive: true });
  });
});
