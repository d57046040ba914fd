/**
 * Loops and repeats, by the written rule (docs/definitions/diagnostics.md#loops): a loop is three or more identical
 * calls (tool and normalised arguments; call ids and timestamps removed) with nothing new between them; two are a
 * repeat. "Something new" is: a user turn that brings a value not seen before in the conversation (an id, a number,
 * a date, an email — any token with a digit or an @), a call of the simulated user that succeeded (it changed the
 * device or the account), or a tool result never seen before (an executed write's included). A call's own result is
 * not news for the run it belongs to, but a result that differs from the run's previous one ends the run. Iteration whose arguments
 * change is not a loop (the call differs), nor is iteration whose evidence grows.
 *
 * TIDE logs (format "tide": one observation per step, no turns) are scanned with TIDE's own Algorithm 1
 * (detectCycles.ts, imported, not copied), so that on them the loop share is TIDE's loop ratio.
 */
import { detectCycles } from "./detectCycles";
import { actionFingerprint } from "../events/normalize";
import type { Actor, EventLog, LogEvent } from "../events/schema";
import { diagnosticPoint, poolPoints, type DiagnosticPoint } from "./point";
import { payloadText } from "./view";
/** One run of identical calls with nothing new between them. */
export interface CallRun {
  tool: string;
  /** The call events, in order (≥ 2). */
  calls: string[];
}

/** What a loop scan found. */
export interface LoopScan {
  conversation: string;
  actor: Actor;
  /** "repetition" (the written rule) or "tide-algorithm-1" (TIDE logs). */
  rule: "repetition" | "tide-algorithm-1";
  /** Event ids of the actor's calls, in order. */
  steps: string[];
  /** Runs of three or more identical calls with nothing new between them. */
  loops: CallRun[];
  /** Runs of exactly two. */
  repeats: CallRun[];
  /** Calls that repeat an earlier call of their loop. */
  loopSteps: string[];
  /** Loop steps / calls, with each loop as evidence. */
  point: DiagnosticPoint;
  /** At least one loop. */
  hasLoop: boolean;
}

const VALUE_TOKEN = /[^\s,;:()]*(?:\d|@)[^\s,;:()]*/g;

/**
 * Does the agent go round in a loop? Scan one conversation for loops and repeats (see the module comment).
 *
 * Formula: loop share = #{calls of a loop after its first} / #calls. Unit: fraction of the actor's tool requests.
 * Range [0, 1): the first call of a loop is not a loop step.
 * Edges: no call → null, reason "no tool calls by <actor>"; two identical calls are a repeat, not a loop.
 * Evidence: each loop's calls.
 * Source: docs/definitions/diagnostics.md#loops.
 *
 * @param t the event log
 * @param actor whose tool requests are scanned (default "agent"; "user" scans the simulated user's calls)
 * @param textOf payload texts by sha256 (to read the values a user turn brings; without texts a user turn is new
 *   when its text differs from every earlier one)
 * @returns the loops and repeats, the loop share and the rule used
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * [loopScan(t).hasLoop, loopScan(t).repeats.length]; // [false, 0]
 */
export function loopScan(t: EventLog, actor: Actor = "agent", textOf: ((sha256: string) => string | null) | null = null): LoopScan {
  if (t.format === "tide") return tideScan(t, actor);
  const steps: string[] = [];
  type Run = { tool: string; calls: string[]; version: number; fp: string; result: string | null; closed: boolean };
  const runs: Run[] = [];
  const open = new Map<string, Run>();
  const runOf = new Map<string, Run>();
  const seenTokens = new Set<string>();
  const seenPayloads = new Set<string>();
  const actorOf = new Map<string, Actor>();
  let version = 0;
  for (const e of t.events) {
    if (e.type === "tool_request") actorOf.set(e.id, e.actor);
    if (e.type === "user_turn" || e.type === "model_turn") {
      const text = payloadText(e, textOf);
      let fresh = false;
      if (text !== null) {
        for (const m of text.matchAll(VALUE_TOKEN)) {
          const tok = m[0].toLowerCase().replace(/[.!?]+$/, "");
          if (!seenTokens.has(tok)) {
            seenTokens.add(tok);
            fresh = true;
          }
        }
      } else if (e.payload && !seenPayloads.has(e.payload.sha256)) {
        seenPayloads.add(e.payload.sha256);
        fresh = true;
      }
      if (fresh && e.type === "user_turn") version++;
      continue;
    }
    if (e.type === "tool_observation") {
      const by = e.parents.map((p) => actorOf.get(p)).find((a) => a !== undefined);
      const key = `${e.result ?? "?"}|${e.payload ? e.payload.sha256 : e.tool}`;
      const newResult = !seenPayloads.has(key);
      seenPayloads.add(key);
      if (newResult || (by === "user" && e.result === "ok")) version++;
      // a call's own result is not news for its run; a result that differs from the run's last one ends the run
      const run = e.parents.map((p) => runOf.get(p)).find((r) => r !== undefined);
      if (run) {
        if (run.result !== null && run.result !== key) run.closed = true;
        run.result = key;
        run.version = version;
      }
      continue;
    }
    if (e.type !== "tool_request") continue;
    if (e.actor !== actor) continue;
    steps.push(e.id);
    const fp = actionFingerprint(e.tool ?? "", e.args);
    const cur = open.get(fp);
    if (cur && !cur.closed && cur.version === version) {
      cur.calls.push(e.id);
      runOf.set(e.id, cur);
    } else {
      const run: Run = { tool: e.tool ?? "", calls: [e.id], version, fp, result: null, closed: false };
      runs.push(run);
      open.set(fp, run);
      runOf.set(e.id, run);
    }
  }
  const loops = runs.filter((r) => r.calls.length >= 3).map(({ tool, calls }) => ({ tool, calls }));
  const repeats = runs.filter((r) => r.calls.length === 2).map(({ tool, calls }) => ({ tool, calls }));
  const loopSteps = loops.flatMap((l) => l.calls.slice(1));
  const evidence = loops.map((l) => ({ conversation: t.id, events: l.calls, note: `${l.calls.length} identical ${l.tool} calls with nothing new between them` }));
  return { conversation: t.id, actor, rule: "repetition", steps, loops, repeats, loopSteps, point: diagnosticPoint(loopSteps.length, steps.length, evidence, `no tool calls by ${actor}`), hasLoop: loops.length > 0 };
}

/** TIDE's Algorithm 1 on a TIDE log: the state before a step is its observation. */
function tideScan(t: EventLog, actor: Actor): LoopScan {
  const steps: string[] = [];
  const states: string[] = [];
  const actions: string[] = [];
  let last: LogEvent | null = null;
  for (const e of t.events) {
    if (e.type === "tool_observation") last = e;
    else if (e.type === "tool_request" && e.actor === actor) {
      steps.push(e.id);
      states.push(last === null ? "start" : `${last.result ?? "?"}|${last.payload ? last.payload.sha256 : "-"}`);
      actions.push(actionFingerprint(e.tool ?? "", e.args));
    }
  }
  const { cycles, repeating } = detectCycles(states, actions);
  const loops = cycles.filter((c) => c.looped).map((c) => ({ tool: "(cycle)", calls: steps.slice(c.start, c.end + (c.end - c.start)) }));
  const loopSteps = steps.filter((_, k) => repeating[k]);
  const evidence = loops.map((l) => ({ conversation: t.id, events: l.calls, note: "a cycle of steps repeated from the same states (TIDE Algorithm 1)" }));
  return { conversation: t.id, actor, rule: "tide-algorithm-1", steps, loops, repeats: [], loopSteps, point: diagnosticPoint(loopSteps.length, steps.length, evidence, `no tool calls by ${actor}`), hasLoop: loops.length > 0 };
}

/**
 * What share of a run's steps only repeat a loop? Loop share pooled over trajectories (TIDE's step-normalised loop
 * ratio on TIDE logs): Σ loop steps / Σ steps.
 *
 * Formula: Σ loop steps / Σ steps. Unit: fraction of the actor's tool requests. Range [0, 1).
 * Edges: no step in any trajectory → null with its reason; trajectories without steps are exclusions.
 * Source: docs/definitions/diagnostics.md#loops.
 *
 * @param ts the trajectories of one run
 * @param actor whose tool requests are the steps (default "agent")
 * @param textOf payload texts by sha256 (as for {@link loopScan})
 * @returns the pooled point with every loop's evidence
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * runLoops([t]).value; // 0
 */
export function runLoops(ts: readonly EventLog[], actor: Actor = "agent", textOf: ((sha256: string) => string | null) | null = null): DiagnosticPoint {
  return poolPoints(ts.map((t) => ({ conversation: t.id, point: loopScan(t, actor, textOf).point })), `no tool calls by ${actor} in any trajectory`);
}
