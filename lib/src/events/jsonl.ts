/**
 * The `.events.jsonl` form of trajectories (docs/definitions/events.md#events-jsonl): one JSON object per line; a
 * `{"kind": "trajectory", "schema": "trajlab.events", "version": "1.0", …}` line opens a trajectory and the
 * `{"kind": "event", "trajectory": "<id>", …}` lines after it are its events. Other harnesses can write it
 * directly; trajlab's converters write it with {@link formatEventsJsonl}.
 *
 * Versions: a reader accepts any minor of a supported major (unknown fields of a newer minor are ignored) and
 * refuses a file, or a merge of files, whose majors differ — a different major means a field changed meaning —
 * with a {@link TrajlabInputError} naming the file and the line. Within a supported major, a malformed
 * trajectory (a bad event line, an unknown type, a parent that is not an earlier event of the trajectory — one that
 * names no event, the event itself or a later event, which is how every parent cycle shows — or a seq that does not
 * increase from line to line) is left out with its error and the other trajectories are kept.
 */
import { TrajlabInputError, jsonTypeOf } from "../io/errors";
import { isObject } from "../io/fieldChecks";
import { readInputText } from "../io/read";
import { readReward } from "../io/reward";
import { stripBom } from "../io/parseJson";
import type { GoldAction } from "../io/model";
import { sha256Hex, type PayloadStore } from "./payload";
import {
  ACTORS,
  EVENT_SCHEMA_NAME,
  EVENT_SCHEMA_VERSION,
  EVENT_TYPES,
  RESULT_CLASSES,
  SUPPORTED_EVENT_SCHEMA_MAJORS,
  type PayloadRef,
  type EventLog,
  type LogEvent,
} from "./schema";

/** The event logs (one per conversation) read from one `.events.jsonl` file, or merged from several. */
export interface EventsFile {
  /** The file, or the files joined by ", " for a merged log; null for text not read from a file. */
  file: string | null;
  /** The schema version of the log's first trajectory ("major.minor"), or null when it has none. */
  version: string | null;
  /** Line of the first trajectory line (where the version is declared), or null. */
  versionLine: number | null;
  logs: EventLog[];
}

/** A parse: the file's event logs, and one error per event log that was left out. */
export interface EventsFileParse {
  eventsFile: EventsFile;
  errors: TrajlabInputError[];
}

/** Options of {@link formatEventsJsonl}. */
export interface FormatEventsOptions {
  /** Inline the payload texts found in this store (`payload.text`); by default only references are written. */
  inlineTextFrom?: PayloadStore;
}

/**
 * The `.events.jsonl` text of trajectories: per trajectory, its header line then one line per event; a final
 * newline. Deterministic: the same trajectories give the same bytes.
 * Edges: no trajectories → "" (an empty log).
 * Source: docs/definitions/events.md#events-jsonl.
 *
 * @param logs the event logs to write
 * @param options `inlineTextFrom`: a payload store whose texts are written inline (default: references only)
 * @returns the text, one JSON object per line
 * @example
 * formatEventsJsonl([]); // ""
 * const { eventsFile: log } = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl");
 * formatEventsJsonl(log.logs).split("\n").length; // 17 (a trajectory line, 15 events, the final newline)
 */
export function formatEventsJsonl(logs: readonly EventLog[], options: FormatEventsOptions = {}): string {
  const lines: string[] = [];
  for (const t of logs) {
    const { events, ...header } = t;
    lines.push(JSON.stringify({ kind: "trajectory", ...header }));
    for (const e of events) {
      let out: LogEvent = e;
      if (options.inlineTextFrom && e.payload) {
        const text = options.inlineTextFrom.get(e.payload.sha256);
        if (text !== null) out = { ...e, payload: { ...e.payload, text } };
      }
      lines.push(JSON.stringify({ kind: "event", trajectory: t.id, ...out }));
    }
  }
  return lines.length === 0 ? "" : lines.join("\n") + "\n";
}

/**
 * The major of a "major.minor" version string, or null when it is not of that form.
 *
 * @param version a version string
 * @returns the major as a number, or null
 * @example
 * schemaMajor("1.0"); // 1
 * schemaMajor("2.13"); // 2
 * schemaMajor("v1"); // null
 * @internal
 */
export function schemaMajor(version: string): number | null {
  const m = /^(\d+)\.(\d+)$/.exec(version);
  return m ? Number(m[1]) : null;
}

/**
 * Parse `.events.jsonl` text (see the module comment). `file` names the source in errors.
 * Throws {@link TrajlabInputError} (kind `bad-format`, path `line N`) when a trajectory line declares another
 * schema, an unsupported major, or a major that differs from an earlier trajectory of the same file; a line that
 * is not a JSON object is `bad-format` too and leaves out the trajectory it belongs to.
 * Edges: empty text → a log with no trajectories.
 * Source: docs/definitions/events.md#events-jsonl, #versions.
 *
 * @param file the source's name, for errors
 * @param text the `.events.jsonl` text
 * @returns the log (its trajectories and schema version) and the errors of the trajectories left out
 * @throws {TrajlabInputError} when a trajectory line declares another schema, an unsupported major, or a major that
 *   differs from an earlier trajectory of the same text (the version problem refuses the whole file)
 * @example
 * parseEventsJsonl("x.events.jsonl", "").eventsFile.logs; // []
 */
export function parseEventsJsonl(file: string, text: string): EventsFileParse {
  const logs: EventLog[] = [];
  const errors: TrajlabInputError[] = [];
  let version: string | null = null;
  let versionLine: number | null = null;
  let current: { t: EventLog; line: number; ids: Map<string, number>; bad: TrajlabInputError | null } | null = null;
  const seen = new Map<string, number>();

  const close = () => {
    if (current === null) return;
    if (current.bad === null) {
      const problem = orderProblem(current.t);
      if (problem !== null) {
        const line = current.ids.get(problem.event) ?? current.line;
        current.bad = new TrajlabInputError("bad-format", file, `line ${line}.${problem.field}`, problem.detail);
      }
    }
    if (current.bad === null) logs.push(current.t);
    else errors.push(current.bad);
    current = null;
  };

  stripBom(text)
    .split(/\r?\n/)
    .forEach((raw, i) => {
      if (raw.trim() === "") return;
      const lineNo = i + 1;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (e) {
        const err = new TrajlabInputError("bad-format", file, `line ${lineNo}`, `not JSON (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`);
        if (current) current.bad = current.bad ?? err;
        else errors.push(err);
        return;
      }
      if (!isObject(value)) {
        const err = new TrajlabInputError("bad-format", file, `line ${lineNo}`, `expected an object, got ${jsonTypeOf(value)}`);
        if (current) current.bad = current.bad ?? err;
        else errors.push(err);
        return;
      }
      if (value.kind === "trajectory") {
        close();
        const v = checkVersion(file, lineNo, value, version, versionLine);
        if (version === null) {
          version = v;
          versionLine = lineNo;
        }
        let t: EventLog | null = null;
        let bad: TrajlabInputError | null = null;
        try {
          t = parseHeader(file, lineNo, value, v);
        } catch (e) {
          if (!(e instanceof TrajlabInputError)) throw e;
          bad = e;
        }
        if (t !== null && seen.has(t.id)) {
          bad = new TrajlabInputError("duplicate-id", file, `line ${lineNo}.id`, `trajectory id ${JSON.stringify(t.id)} also at line ${seen.get(t.id)}`);
        }
        if (t !== null) seen.set(t.id, lineNo);
        current = { t: t ?? emptyEventLog(v), line: lineNo, ids: new Map(), bad };
        return;
      }
      if (value.kind === "event") {
        if (current === null) {
          errors.push(new TrajlabInputError("bad-format", file, `line ${lineNo}`, "an event line before any trajectory line"));
          return;
        }
        if (current.bad !== null) return;
        try {
          if (value.trajectory !== current.t.id) {
            throw new TrajlabInputError("bad-format", file, `line ${lineNo}.trajectory`, `event of trajectory ${JSON.stringify(value.trajectory)} inside trajectory ${JSON.stringify(current.t.id)} (line ${current.line})`);
          }
          const e = parseEvent(file, lineNo, value, current.t.events.length);
          if (current.ids.has(e.id)) {
            throw new TrajlabInputError("duplicate-id", file, `line ${lineNo}.id`, `event id ${JSON.stringify(e.id)} also at line ${current.ids.get(e.id)}`);
          }
          current.ids.set(e.id, lineNo);
          current.t.events.push(e);
        } catch (err) {
          if (!(err instanceof TrajlabInputError)) throw err;
          current.bad = err;
        }
        return;
      }
      const err = new TrajlabInputError("bad-format", file, `line ${lineNo}.kind`, `expected "trajectory" or "event", got ${JSON.stringify(value.kind)}`);
      if (current) current.bad = current.bad ?? err;
      else errors.push(err);
    });
  close();
  return { eventsFile: { file, version, versionLine, logs }, errors };
}

/**
 * Read and parse a `.events.jsonl` file ({@link parseEventsJsonl}); an unreadable file is an `unreadable` error.
 *
 * Source: docs/definitions/events.md#events-jsonl.
 * @param file path of a `.events.jsonl` file
 * @returns the log and the errors of the trajectories left out
 * @throws {TrajlabInputError} when the file cannot be read, or for a version problem (see {@link parseEventsJsonl})
 * @example
 * const { eventsFile: log, errors } = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl");
 * [log.logs.length, log.logs[0].events.length, errors.length]; // [1, 15, 0]
 */
export function loadEventsJsonl(file: string): EventsFileParse {
  return parseEventsJsonl(file, readInputText(file));
}

/**
 * Merge logs into one, refusing logs whose schema majors differ (a TrajlabInputError naming the file and line of
 * the first disagreeing log, and the log it disagrees with). Logs without trajectories merge with anything.
 * Edges: no logs → an empty log.
 * Source: docs/definitions/events.md#versions.
 *
 * @param files the files to merge, in order
 * @returns one log with every trajectory, in order
 * @throws {TrajlabInputError} when two logs' schema majors differ (kind `bad-format`, the file and line of the
 *   disagreeing log)
 * @example
 * mergeEventsFiles([]).logs; // []
 * const { eventsFile: log } = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl");
 * mergeEventsFiles([log, log]).logs.length; // 2
 */
export function mergeEventsFiles(files: readonly EventsFile[]): EventsFile {
  let first: EventsFile | null = null;
  const logs: EventLog[] = [];
  for (const log of files) {
    if (log.version !== null) {
      if (first === null) first = log;
      else if (schemaMajor(log.version) !== schemaMajor(first.version as string)) {
        throw new TrajlabInputError(
          "bad-format",
          log.file ?? "(text)",
          `line ${log.versionLine ?? 1}`,
          `schema version ${log.version} differs in meaning from ${first.version} (${first.file ?? "(text)"}, line ${first.versionLine ?? 1}): logs of different major versions are not merged`,
        );
      }
    }
    logs.push(...log.logs);
  }
  return {
    file: files.map((l) => l.file).filter((f): f is string => f !== null).join(", ") || null,
    version: first ? first.version : null,
    versionLine: first ? first.versionLine : null,
    logs,
  };
}

function checkVersion(file: string, lineNo: number, v: Record<string, unknown>, fileVersion: string | null, fileVersionLine: number | null): string {
  if (v.schema !== EVENT_SCHEMA_NAME) {
    throw new TrajlabInputError("bad-format", file, `line ${lineNo}.schema`, `expected ${JSON.stringify(EVENT_SCHEMA_NAME)}, got ${JSON.stringify(v.schema)}`);
  }
  if (typeof v.version !== "string" || schemaMajor(v.version) === null) {
    throw new TrajlabInputError("wrong-type", file, `line ${lineNo}.version`, `expected a "major.minor" string, got ${JSON.stringify(v.version)}`);
  }
  const major = schemaMajor(v.version) as number;
  if (!SUPPORTED_EVENT_SCHEMA_MAJORS.includes(major)) {
    throw new TrajlabInputError(
      "bad-format",
      file,
      `line ${lineNo}.version`,
      `schema version ${v.version} is not supported (this library reads ${SUPPORTED_EVENT_SCHEMA_MAJORS.map((m) => `${m}.x`).join(", ")}; it writes ${EVENT_SCHEMA_VERSION})`,
    );
  }
  if (fileVersion !== null && schemaMajor(fileVersion) !== major) {
    throw new TrajlabInputError(
      "bad-format",
      file,
      `line ${lineNo}.version`,
      `schema version ${v.version} differs in meaning from ${fileVersion} (line ${fileVersionLine}): one file cannot mix major versions`,
    );
  }
  return v.version;
}

function emptyEventLog(version: string): EventLog {
  return {
    schema: EVENT_SCHEMA_NAME,
    version,
    id: "",
    run: null,
    format: "",
    domain: null,
    agent: null,
    taskId: null,
    trial: null,
    reward: null,
    termination: null,
    goldActions: null,
    availableTools: null,
    writeTools: null,
    limits: [],
    events: [],
  };
}

const str = (file: string, p: string, v: unknown, nullable: boolean): string | null => {
  if (v === undefined || v === null) {
    if (nullable) return null;
    throw new TrajlabInputError("wrong-type", file, p, `expected a string, got ${v === undefined ? "missing" : "null"}`);
  }
  if (typeof v !== "string") throw new TrajlabInputError("wrong-type", file, p, `expected a string${nullable ? " or null" : ""}, got ${jsonTypeOf(v)}`);
  return v;
};

const num = (file: string, p: string, v: unknown): number | null => {
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isFinite(v)) throw new TrajlabInputError("wrong-type", file, p, `expected a number or null, got ${jsonTypeOf(v)}`);
  return v;
};

const strings = (file: string, p: string, v: unknown): string[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string")) throw new TrajlabInputError("wrong-type", file, p, `expected an array of strings, got ${jsonTypeOf(v)}`);
  return v as string[];
};

function parseHeader(file: string, lineNo: number, v: Record<string, unknown>, version: string): EventLog {
  const at = (k: string) => `line ${lineNo}.${k}`;
  const gold = v.goldActions;
  if (gold !== undefined && gold !== null && !Array.isArray(gold)) throw new TrajlabInputError("wrong-type", file, at("goldActions"), `expected an array or null, got ${jsonTypeOf(gold)}`);
  const wt = v.writeTools;
  let writeTools: EventLog["writeTools"] = null;
  if (wt !== undefined && wt !== null) {
    if (!isObject(wt)) throw new TrajlabInputError("wrong-type", file, at("writeTools"), `expected an object or null, got ${jsonTypeOf(wt)}`);
    writeTools = { source: str(file, at("writeTools.source"), wt.source, false) as string, tools: strings(file, at("writeTools.tools"), wt.tools) };
  }
  const avail = v.availableTools;
  return {
    schema: EVENT_SCHEMA_NAME,
    version,
    id: str(file, at("id"), v.id, false) as string,
    run: str(file, at("run"), v.run, true),
    format: str(file, at("format"), v.format, true) ?? "events-jsonl",
    domain: str(file, at("domain"), v.domain, true),
    agent: str(file, at("agent"), v.agent, true),
    taskId: v.taskId === undefined || v.taskId === null ? null : String(v.taskId),
    trial: num(file, at("trial"), v.trial),
    reward: readReward(v.reward, file, at("reward")),
    termination: str(file, at("termination"), v.termination, true),
    goldActions: (gold ?? null) as GoldAction[] | null,
    availableTools: avail === undefined || avail === null ? null : strings(file, at("availableTools"), avail),
    writeTools,
    limits: strings(file, at("limits"), v.limits),
    events: [],
  };
}

function oneOf<T extends string>(file: string, p: string, v: unknown, allowed: readonly T[], nullable: boolean): T | null {
  if ((v === undefined || v === null) && nullable) return null;
  if (typeof v !== "string" || !(allowed as readonly string[]).includes(v)) {
    throw new TrajlabInputError("wrong-type", file, p, `expected one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}${nullable ? " or null" : ""}, got ${JSON.stringify(v)}`);
  }
  return v as T;
}

function parseEvent(file: string, lineNo: number, v: Record<string, unknown>, position: number): LogEvent {
  const at = (k: string) => `line ${lineNo}.${k}`;
  const args = v.args;
  if (args !== undefined && args !== null && !isObject(args)) throw new TrajlabInputError("wrong-type", file, at("args"), `expected an object or null, got ${jsonTypeOf(args)}`);
  const detail = v.detail;
  if (detail !== undefined && detail !== null && !isObject(detail)) throw new TrajlabInputError("wrong-type", file, at("detail"), `expected an object or null, got ${jsonTypeOf(detail)}`);
  const seq = v.seq === undefined ? position : v.seq;
  if (typeof seq !== "number" || !Number.isInteger(seq) || seq < 0) throw new TrajlabInputError("wrong-type", file, at("seq"), `expected a non-negative integer, got ${JSON.stringify(seq)}`);
  const mi = num(file, at("messageIndex"), v.messageIndex);
  return {
    id: str(file, at("id"), v.id, false) as string,
    seq,
    parents: strings(file, at("parents"), v.parents),
    time: str(file, at("time"), v.time, true),
    type: oneOf(file, at("type"), v.type, EVENT_TYPES, false) as LogEvent["type"],
    actor: oneOf(file, at("actor"), v.actor, ACTORS, false) as LogEvent["actor"],
    tool: str(file, at("tool"), v.tool, true),
    args: (args ?? null) as Record<string, unknown> | null,
    callId: str(file, at("callId"), v.callId, true),
    result: oneOf(file, at("result"), v.result, RESULT_CLASSES, true),
    resultBasis: oneOf(file, at("resultBasis"), v.resultBasis, ["flag", "text"] as const, true),
    effect: oneOf(file, at("effect"), v.effect, ["read", "write"] as const, true),
    resources: strings(file, at("resources"), v.resources),
    stateVersion: v.stateVersion === undefined || v.stateVersion === null ? null : String(v.stateVersion),
    payload: parsePayload(file, at("payload"), v.payload),
    detail: (detail ?? null) as Record<string, unknown> | null,
    source: str(file, at("source"), v.source, true),
    messageIndex: mi === null ? null : Math.trunc(mi),
  };
}

function parsePayload(file: string, p: string, v: unknown): PayloadRef | null {
  if (v === undefined || v === null) return null;
  if (!isObject(v)) throw new TrajlabInputError("wrong-type", file, p, `expected an object or null, got ${jsonTypeOf(v)}`);
  const sha = v.sha256;
  if (typeof sha !== "string" || !/^[0-9a-f]{64}$/.test(sha)) throw new TrajlabInputError("wrong-type", file, `${p}.sha256`, `expected 64 lower-case hex digits, got ${JSON.stringify(sha)}`);
  const bytes = v.bytes;
  if (typeof bytes !== "number" || !Number.isInteger(bytes) || bytes < 0) throw new TrajlabInputError("wrong-type", file, `${p}.bytes`, `expected a non-negative integer, got ${JSON.stringify(bytes)}`);
  const out: PayloadRef = { sha256: sha, bytes, ref: str(file, `${p}.ref`, v.ref, true) };
  if (v.text !== undefined) {
    const text = str(file, `${p}.text`, v.text, false) as string;
    if (sha256Hex(text) !== sha) throw new TrajlabInputError("bad-format", file, `${p}.sha256`, "does not match the sha256 of the inlined text");
    out.text = text;
  }
  return out;
}

/**
 * The first event whose parents are not all earlier events of its trajectory (a parent that names no event, the
 * event itself, or a later one — which is also how every cycle shows), or whose seq does not increase, or null.
 */
function orderProblem(t: EventLog): { event: string; field: "seq" | "parents"; detail: string } | null {
  const ids = new Set(t.events.map((e) => e.id));
  const earlier = new Set<string>();
  let lastSeq = -1;
  for (const e of t.events) {
    if (e.seq <= lastSeq) return { event: e.id, field: "seq", detail: `seq ${e.seq} of event ${JSON.stringify(e.id)} does not increase (the previous event has seq ${lastSeq}); events are in run order, one seq each` };
    lastSeq = e.seq;
    const p = e.parents.find((x) => !earlier.has(x));
    if (p !== undefined) {
      const detail = p === e.id ? `event ${JSON.stringify(e.id)} names itself as its parent`
        : ids.has(p) ? `parent ${JSON.stringify(p)} of event ${JSON.stringify(e.id)} is a later event (a cause must come before its effect)`
        : `parent ${JSON.stringify(p)} names no event of trajectory ${JSON.stringify(t.id)}`;
      return { event: e.id, field: "parents", detail };
    }
    earlier.add(e.id);
  }
  return null;
}
