/**
 * The first deviation: the earliest event after which the gold path is no longer reachable given what was said and
 * done (docs/definitions/diagnostics.md#first-deviation). Candidates come from the decision evidence
 * (decisionEvidence.ts) and the calls, one rule per way a conversation leaves the gold path:
 *
 * - "proposal": the agent turn in which the decision behind the first drift write was made — the earliest agent turn
 *   that carries a value in which the write differs from its gold action, or else (no turn carries one) the proposal
 *   the user accepted right before the write, or else the agent turn that first said that value;
 * - "drift-read": a read (a flight search) made with the date the write later differs in, before any turn carried
 *   that date — the wrong value entered the conversation there;
 * - "drift-write": that write itself, when no turn made the decision in words, or when it repeats an earlier
 *   successful write with the same arguments (a gold write made twice);
 * - "user-supplied": the user turn that first supplied the value in which the write differs from the gold (a user
 *   repeating a value an agent turn said first did not supply it);
 * - "refusal": an agent turn refusing a gold write that is then never attempted; or a denial — the first agent turn
 *   that says what the user asks for cannot be found or accessed, drawn from tool results that succeeded, while a
 *   gold write is never attempted and none was performed before it;
 * - "wrong-call": a read that carries a value of an unmatched gold action but is another tool's call, and fails, with
 *   no later successful call carrying that value;
 * - "wrong-entity": the agent works on another reservation, line or order than the one a gold action needs, and never
 *   on that one (only when no write, refusal or wrong call explains the failure);
 * - "passed-over": a tool result listed every flight of a gold write not performed, and the agent's next turn names
 *   other flights without them;
 * - "user-declined": the user declines (or ends on) an agent proposal that carries every value of a gold write;
 * - "user-withheld": the user says it does not have or remember an identifier (user id, reservation or order id,
 *   email) that its instructions hold and that never appears in the conversation;
 * - "user-stopped": the user ends the conversation with a gold action to do and no call after — in its first turn,
 *   or in the turn accepting the agent's offer of that action;
 * - "transfer": a transfer to a human after which no write is attempted, with gold writes left;
 * - "loop": the first call of a loop that ran until the run's step or error limit;
 * - "missing-read": the agent's first answer after the user gave the key of a gold read it never made (only when
 *   nothing else is found);
 * - "no-lookup": nobody calls a tool after the user's first turn, with gold actions to do: the agent's first answer
 *   after the user gave an identifier (only when nothing above applies);
 * - "premature-stop": the agent's first closing turn after its last performed gold action, with gold writes (or a
 *   gold transfer to a human) left (only when nothing else is found).
 * The top candidate is the earliest; it is singled out when it is the only one, or every later candidate is a
 * downstream ending (a transfer, a loop, a premature stop or a user who stopped) of an agent decision. A greeting (before the user's
 * first turn) is never a candidate. "unknown" when no rule applies, with the reason.
 */
import { jsonEqual } from "../io/jsonEqual";
import { isSuccess } from "../stats/success";
import type { EventLog, LogEvent } from "../events/schema";
import { argumentLeaves, differingLeaves, isIdentifier, valuePattern, type ArgumentLeaf } from "./argumentValues";
import type { DecisionEvidence, DecisionTurn } from "./decisionEvidence";
import type { LoopScan } from "./eventLoops";
import type { GoldActionStatus } from "./omissions";
import type { DriftWritePropagation } from "./propagation";
import { isAcceptance, sentences } from "./turnActs";
import { payloadText, viewOf } from "./view";

/** Kinds of first-deviation candidate (see the module comment). */
export type DeviationKind =
  | "proposal"
  | "drift-write"
  | "user-supplied"
  | "refusal"
  | "wrong-call"
  | "wrong-entity"
  | "passed-over"
  | "user-declined"
  | "user-withheld"
  | "user-stopped"
  | "drift-read"
  | "transfer"
  | "loop"
  | "missing-read"
  | "no-lookup"
  | "premature-stop";

/** One candidate. */
export interface DeviationCandidate {
  /** 1 = the earliest. */
  rank: number;
  kind: DeviationKind;
  /** Who made it. */
  actor: "agent" | "user";
  /** The candidate event. */
  event: string;
  /** Its message index in the conversation (what hand labels cite), or null. */
  messageIndex: number | null;
  /** Events that show it (the turn, the write it leads to, the gold action's calls…). */
  evidence: string[];
  /** The start of the candidate turn's words (up to 160 characters), or null for a call. */
  quote: string | null;
  note: string;
}

/** The first-deviation finding of one conversation. */
export interface FirstDeviation {
  /** "none" (the task succeeded), "candidates", or "unknown" (no rule applies, or the run is not the agent's to judge). */
  status: "none" | "candidates" | "unknown";
  /** Why, when status is not "candidates". */
  reason: string | null;
  candidates: DeviationCandidate[];
  /** True when the evidence singles the top candidate out (see the module comment). */
  singledOut: boolean;
}

/** What the candidate search reads. */
export interface FirstDeviationInput {
  log: EventLog;
  decisions: DecisionEvidence;
  propagation: readonly DriftWritePropagation[];
  gold: readonly GoldActionStatus[];
  loops: LoopScan;
  /** Payload texts by sha256 (for logs whose texts are not inlined). */
  textOf?: ((sha256: string) => string | null) | null;
  /** The simulated user's instructions, when known (for "user-withheld"). */
  scenario?: string | null;
}

type Raw = Omit<DeviationCandidate, "rank" | "quote">;
const ENDINGS: ReadonlySet<DeviationKind> = new Set(["transfer", "loop", "premature-stop", "user-stopped"]);
const LIMIT_TERMINATIONS: ReadonlySet<string> = new Set(["max_steps", "too_many_errors"]);

/**
 * Which event took the conversation off the gold path? First-deviation candidates of one conversation (see the module
 * comment), earliest first.
 *
 * Edges: reward 1 → status "none"; infrastructure_error termination → "unknown" (the run failed outside the agent);
 * nothing found → "unknown" with the reason.
 * Source: docs/definitions/diagnostics.md#first-deviation.
 *
 * @param input the event log with its decision evidence, drift writes, gold-action statuses and loop scan (the parts
 *   {@link diagnoseEventLog} computes first)
 * @returns the status, the ranked candidates with their evidence, whether the top one is singled out, and the reason
 *   when there is none
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * const fd = diagnoseEventLog(t).firstDeviation;
 * fd.candidates.map((c) => [c.kind, c.messageIndex]); // [["drift-write", 5]]
 */
export function firstDeviation(input: FirstDeviationInput): FirstDeviation {
  const t = input.log;
  if (t.reward !== null && isSuccess(t.reward)) return { status: "none", reason: "the task succeeded (reward 1)", candidates: [], singledOut: false };
  if (t.termination === "infrastructure_error") return { status: "unknown", reason: "infrastructure_error termination: the run failed outside the agent", candidates: [], singledOut: false };
  const ctx = contextOf(input);
  const raw: Raw[] = [];
  const push = (c: Raw | null) => {
    if (c && !raw.some((x) => x.event === c.event && x.kind === c.kind)) raw.push(c);
  };
  for (const c of driftDecision(ctx)) push(c);
  push(refusalOfGold(ctx));
  push(denialBeforeGold(ctx));
  push(wrongCall(ctx));
  // the wrong entity explains a failure only when no write, refusal or wrong call does
  if (raw.length === 0) push(wrongEntity(ctx));
  push(passedOver(ctx));
  push(declinedGoldProposal(ctx));
  push(withheldFact(ctx));
  push(stoppedOnOffer(ctx));
  push(transferWithGoldLeft(ctx));
  push(loopToLimit(ctx));
  if (raw.length === 0) push(missingRead(ctx));
  if (raw.length === 0) push(noLookup(ctx));
  if (raw.length === 0) push(prematureStop(ctx));
  if (raw.length === 0) {
    const why = ctx.unmatchedWrites.length === 0 && input.propagation.length === 0 ? "no drift write and no gold write left undone" : "no rule found the turn or call that left the gold path";
    return { status: "unknown", reason: why, candidates: [], singledOut: false };
  }
  const seq = (c: Raw) => (ctx.byId.get(c.event) as LogEvent).seq;
  const quoteOf = (c: Raw): string | null => {
    const e = ctx.byId.get(c.event) as LogEvent;
    if (e.type !== "model_turn" && e.type !== "user_turn") return null;
    const words = ctx.text(e).replace(/\s+/g, " ").trim();
    return words.length > 160 ? `${words.slice(0, 159)}…` : words;
  };
  const ranked = raw.sort((a, b) => seq(a) - seq(b)).map((c, i) => ({ rank: i + 1, ...c, quote: quoteOf(c) }));
  const top = ranked[0];
  const singledOut = ranked.length === 1 || (top.actor === "agent" && ranked.slice(1).every((c) => ENDINGS.has(c.kind) || c.evidence.some((e) => top.evidence.includes(e))));
  return { status: "candidates", reason: null, candidates: ranked, singledOut };
}

/** Everything the rules share, computed once. */
interface Context {
  t: EventLog;
  byId: Map<string, LogEvent>;
  observationOf: Map<string, LogEvent>;
  text: (e: LogEvent) => string;
  /** The user's first turn (turns before it are a greeting). */
  startSeq: number;
  turns: DecisionTurn[];
  turnById: Map<string, DecisionTurn>;
  calls: LogEvent[];
  /** The option values (colour, capacity…) the observations give an item id, lower case; [] when none. */
  options: (itemId: string) => string[];
  /** Gold writes not performed (their tool is a write). */
  unmatchedWrites: GoldActionStatus[];
  /** Gold actions not performed, reads included. */
  unmatched: GoldActionStatus[];
  /** The run's write tools. */
  writes: ReadonlySet<string>;
  /** The calls that performed a gold action. */
  performed: ReadonlySet<string>;
  input: FirstDeviationInput;
}

function contextOf(input: FirstDeviationInput): Context {
  const t = input.log;
  const v = viewOf(t);
  const writes = new Set(t.writeTools?.tools ?? []);
  const firstUser = t.events.find((e) => e.type === "user_turn");
  const turns = input.decisions.turns;
  return {
    t,
    byId: v.byId,
    observationOf: v.observationOf,
    text: (e) => payloadText(e, input.textOf ?? null) ?? "",
    startSeq: firstUser ? firstUser.seq : -1,
    turns,
    turnById: new Map(turns.map((d) => [d.event, d])),
    calls: v.requests,
    options: itemOptions(t, input.textOf ?? null),
    unmatchedWrites: input.gold.filter((g) => g.status !== "matched" && writes.has(g.action.name)),
    unmatched: input.gold.filter((g) => g.status !== "matched"),
    writes,
    performed: new Set(input.gold.filter((g) => g.status === "matched").flatMap((g) => g.events)),
    input,
  };
}

/** Item id → its option values, read from the JSON tool results that list `{ item_id, options }` objects. */
function itemOptions(t: EventLog, textOf: ((sha256: string) => string | null) | null): (itemId: string) => string[] {
  let index: Map<string, string[]> | null = null;
  return (itemId) => {
    if (index === null) {
      const found = new Map<string, string[]>();
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === "object") {
          const o = v as Record<string, unknown>;
          if (typeof o.item_id === "string" && o.options && typeof o.options === "object" && !found.has(o.item_id)) {
            found.set(o.item_id, Object.values(o.options as Record<string, unknown>).map((x) => String(x).toLowerCase()));
          }
          Object.values(o).forEach(walk);
        }
      };
      for (const e of t.events) {
        if (e.type !== "tool_observation") continue;
        const text = payloadText(e, textOf);
        if (text === null || !text.includes("item_id")) continue;
        try {
          walk(JSON.parse(text));
        } catch {
          /* not JSON: no options read */
        }
      }
      index = found;
    }
    return index.get(itemId) ?? [];
  };
}

const seqOf = (ctx: Context, id: string) => (ctx.byId.get(id) as LogEvent).seq;
const ok = (ctx: Context, call: LogEvent) => ctx.observationOf.get(call.id)?.result === "ok";
const afterStart = (ctx: Context, d: DecisionTurn) => seqOf(ctx, d.event) > ctx.startSeq;

/** "proposal" / "drift-write" / "user-supplied": where the first drift write's decision was made. */
function driftDecision(ctx: Context): Raw[] {
  const driftIds = new Set(ctx.input.propagation.map((p) => p.write));
  const drift = ctx.calls.filter((c) => c.actor === "agent" && driftIds.has(c.id) && c.tool !== "transfer_to_human_agents");
  // the write that changed something first; when none executed, the first attempted
  const target = drift.find((c) => ok(ctx, c)) ?? drift[0];
  if (!target) return [];
  const firstAttempt = drift.find((c) => c.tool === target.tool) ?? target;
  const golds = (ctx.t.goldActions ?? []).filter((g) => g.name === target.tool).map((g) => g.arguments);
  const diff = differingLeaves(target.args ?? {}, golds);
  // a write made again with the arguments of an earlier successful one (a repeat of a gold write): the repeat decides
  const repeated = diff !== null && diff.length === 0 && ctx.calls.some((c) => c.seq < target.seq && c.tool === target.tool && ok(ctx, c) && jsonEqual(c.args ?? {}, target.args ?? {}));
  if (repeated) {
    return [{ kind: "drift-write", actor: "agent", event: target.id, messageIndex: target.messageIndex, evidence: [target.id], note: `${target.tool} made again with a gold action's arguments: the repeated write changes the state the gold expects` }];
  }
  // the gold values a turn would name to offer a choice: those of the gold actions of this tool not yet performed
  const open = new Set(ctx.unmatched.map((g) => g.index));
  const openGolds = (ctx.t.goldActions ?? []).filter((g, i) => g.name === target.tool && open.has(i)).map((g) => g.arguments);
  const differing = (diff ?? []).flatMap((l) => describe(ctx, l, openGolds.length > 0 ? openGolds : golds));
  const patterns = differing.map((x) => x.mine);
  const alternatives = differing.flatMap((x) => x.gold);
  const accepted = acceptedProposal(ctx, firstAttempt, patterns);
  let introduced: DecisionTurn | null = null;
  let byUser: DecisionTurn | null = null;
  let mentioned: DecisionTurn | null = null;
  if (patterns.length > 0) {
    for (const d of ctx.turns) {
      if (seqOf(ctx, d.event) >= firstAttempt.seq) break;
      if (!afterStart(ctx, d) && d.actor === "agent") continue;
      const text = ctx.text(ctx.byId.get(d.event) as LogEvent);
      if (!patterns.some((p) => p.test(text))) continue;
      // a turn that also names the gold's value offers a choice; it does not decide
      if (alternatives.some((p) => p.test(text))) continue;
      if (d.actor === "user") {
        // a user who repeats a value an agent turn said first did not supply it
        if (byUser === null && mentioned === null) byUser = d;
        continue;
      }
      if (mentioned === null) mentioned = d;
      if (d.names.includes(target.tool ?? "") && (d.acts.includes("propose") || /summary|total|cost|price/i.test(text))) {
        introduced = d;
        break;
      }
    }
  }
  const what = `${target.tool} (${describeDiff(diff)})`;
  const out: Raw[] = [];
  // the turn that carries the value the write differs in decides; an accepted proposal that names none of it only led there
  let firstAgent = introduced ?? accepted;
  // with neither, the agent turn that first said the value (one the user then repeated, or no one took up in words)
  if (mentioned && byUser === null && introduced === null) firstAgent = firstAgent ?? mentioned;
  // a search made with the date the write later differs in, before any turn carried it: the wrong value entered there
  const dates = (diff ?? []).filter((l) => typeof l.value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(l.value)).map((l) => l.value);
  const search = dates.length === 0 ? undefined : ctx.calls.find((c) => c.actor === "agent" && c.effect === "read" && c.seq > ctx.startSeq && c.seq < firstAttempt.seq && argumentLeaves(c.args ?? {}).some((l) => dates.includes(l.value)));
  if (search && (!firstAgent || search.seq < seqOf(ctx, firstAgent.event)) && !(byUser && seqOf(ctx, byUser.event) < search.seq)) {
    return [{ kind: "drift-read", actor: "agent", event: search.id, messageIndex: search.messageIndex, evidence: [search.id, target.id], note: `${search.tool} is called with the date the write ${target.id} later carries where the gold differs: ${what}` }];
  }
  if (byUser && (!firstAgent || seqOf(ctx, byUser.event) < seqOf(ctx, firstAgent.event))) {
    out.push({ kind: "user-supplied", actor: "user", event: byUser.event, messageIndex: byUser.messageIndex, evidence: [...new Set([byUser.event, target.id])], note: `the user supplied the value the write ${target.id} carries where the gold differs: ${what}` });
  }
  if (firstAgent) {
    out.push({ kind: "proposal", actor: "agent", event: firstAgent.event, messageIndex: firstAgent.messageIndex, evidence: [...new Set([firstAgent.event, firstAttempt.id, target.id])], note: `${firstAgent === introduced ? "the agent first carried the value the write differs in" : firstAgent === accepted ? "the agent's proposal the user accepted" : "the agent first said the value the write differs in"}; it became ${target.id}: ${what}` });
  } else {
    out.push({ kind: "drift-write", actor: "agent", event: firstAttempt.id, messageIndex: firstAttempt.messageIndex, evidence: [...new Set([firstAttempt.id, target.id])], note: `drift write ${firstAttempt.id}${ok(ctx, firstAttempt) ? "" : " (refused)"} with no decision in words before it: ${what}` });
  }
  return out;
}

/**
 * How a differing leaf and its gold counterpart read in words: the value's own pattern, or — for an item id a text
 * never shows — the option values (colour, size…) the observations give the item and not the gold's item.
 */
function describe(ctx: Context, leaf: ArgumentLeaf, golds: readonly Record<string, unknown>[]): { mine: RegExp; gold: RegExp[] }[] {
  const counterparts = golds.flatMap((g) => argumentLeaves(g)).filter((l) => l.key === leaf.key && l.value !== leaf.value);
  const own = valuePattern(leaf);
  if (own && !(typeof leaf.value === "string" && /^\d{10}$/.test(leaf.value))) {
    return [{ mine: own, gold: counterparts.map(valuePattern).filter((p): p is RegExp => p !== null) }];
  }
  if (typeof leaf.value !== "string") return [];
  const mine = ctx.options(leaf.value);
  const theirs = counterparts.flatMap((c) => (typeof c.value === "string" ? ctx.options(c.value) : []));
  const words = (xs: string[], not: string[]) => xs.filter((w) => !not.includes(w)).map((w) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i"));
  const m = words(mine, theirs);
  return m.length > 0 ? [{ mine: m[0], gold: words(theirs, mine) }] : [];
}

function describeDiff(diff: ArgumentLeaf[] | null): string {
  if (diff === null) return "no gold action of this tool";
  if (diff.length === 0) return "arguments equal to a gold action's";
  return `differs from the gold in ${diff.map((l) => `${l.path} = ${JSON.stringify(l.value)}`).slice(0, 4).join(", ")}${diff.length > 4 ? ", …" : ""}`;
}

/**
 * The proposal the user accepted before `call`: back from the call over tool events, agent turns and acceptances (a
 * user turn that agrees and asks nothing new), to the earliest agent proposal of that chain; the chain ends at a user
 * turn that asks for something, declines, or supplies a value the write differs in.
 */
function acceptedProposal(ctx: Context, call: LogEvent, supplied: readonly RegExp[]): DecisionTurn | null {
  const events = ctx.t.events;
  let earliest: DecisionTurn | null = null;
  for (let k = events.indexOf(call) - 1; k >= 0 && events[k].seq > ctx.startSeq; k--) {
    const e = events[k];
    if (e.type === "user_turn") {
      const text = ctx.text(e);
      // an agreement that supplies the value the write differs in is the user's choice, not a bare acceptance
      if (isAcceptance(text) && !supplied.some((p) => p.test(text))) continue;
      break;
    }
    if (e.type === "model_turn") {
      const d = ctx.turnById.get(e.id);
      if (d && d.acts.includes("propose")) earliest = d;
    }
  }
  return earliest;
}

/** "refusal": the first agent turn refusing a gold write that is never attempted. */
function refusalOfGold(ctx: Context): Raw | null {
  const omitted = ctx.unmatchedWrites.filter((g) => g.status === "omitted");
  for (const d of ctx.turns) {
    if (d.actor !== "agent" || !afterStart(ctx, d)) continue;
    const g = omitted.find((x) => d.refuses.includes(x.action.name));
    if (g) return { kind: "refusal", actor: "agent", event: d.event, messageIndex: d.messageIndex, evidence: [d.event], note: `refuses gold[${g.index}] ${g.action.name}, which is never attempted` };
  }
  return null;
}

/**
 * The words of an agent turn that say something the user asked for is not there or not accessible ("I couldn't find
 * any reservations…", "I do not see a New York address", "there is no…", "I do not have access to the durations").
 */
const NOT_FOUND =
  /\b(?:couldn't|could not|can't|cannot|can not|was unable to|am unable to|unable to|did not|didn't|do not|don't|does not|doesn't) (?:find|locate|see)\b|\bno (?:[\w-]+ ){0,3}(?:was |were )?(?:found|on file|associated with|matching|match(?:es)? (?:your|the|that))\b|\bthere (?:is|are|was|were) no\b|\b(?:do not|don't|does not|doesn't) have (?:direct )?access\b/i;

/**
 * "refusal" (a denial): the first agent turn claiming that what the user asks for cannot be found or accessed, right
 * after tool results that succeeded (a claim drawn from what was read, not the report of a lookup that failed), when a
 * gold write is never attempted and no gold write was performed before that turn (what it denies then never happens).
 */
function denialBeforeGold(ctx: Context): Raw | null {
  const omitted = ctx.unmatchedWrites.filter((g) => g.status === "omitted");
  if (omitted.length === 0) return null;
  const firstPerformed = ctx.calls.find((c) => ctx.performed.has(c.id) && ctx.writes.has(c.tool ?? ""));
  // one pass in log order, keeping the latest tool result seen
  let lastObservation: LogEvent | null = null;
  for (const e of ctx.t.events) {
    if (e.type === "tool_observation") lastObservation = e;
    const d = ctx.turnById.get(e.id);
    if (!d || d.actor !== "agent" || !afterStart(ctx, d)) continue;
    if (firstPerformed && e.seq > firstPerformed.seq) break;
    if (!lastObservation || lastObservation.result !== "ok") continue;
    const m = NOT_FOUND.exec(ctx.text(e));
    if (m) return { kind: "refusal", actor: "agent", event: d.event, messageIndex: d.messageIndex, evidence: [d.event], note: `says "${m[0]}" while ${omitted.map((g) => `gold[${g.index}] ${g.action.name}`).join(", ")} is never attempted` };
  }
  return null;
}

/**
 * "wrong-call": a failing read that carries an identifier of an unmatched gold action of another tool, when no later
 * successful call carries that identifier (a lookup by user id that fails and is followed by get_user_details is
 * recovered, not a deviation).
 */
function wrongCall(ctx: Context): Raw | null {
  for (const g of ctx.unmatched) {
    const ids = argumentLeaves(g.action.arguments).map((l) => l.value).filter((x): x is string => isIdentifier(x));
    if (ids.length === 0) continue;
    const c = ctx.calls.find(
      (x) => x.actor === "agent" && x.effect === "read" && x.tool !== g.action.name && x.seq > ctx.startSeq && !ok(ctx, x) && argumentLeaves(x.args ?? {}).some((l) => typeof l.value === "string" && ids.includes(l.value)),
    );
    // recovered when a later successful call carries the value the failing read carried
    const carried = c ? argumentLeaves(c.args ?? {}).map((l) => l.value).filter((v) => typeof v === "string" && ids.includes(v)) : [];
    if (c && ctx.calls.some((x) => x.seq > c.seq && ok(ctx, x) && argumentLeaves(x.args ?? {}).some((l) => carried.includes(l.value)))) continue;
    if (c) return { kind: "wrong-call", actor: "agent", event: c.id, messageIndex: c.messageIndex, evidence: [c.id, ...(ctx.observationOf.get(c.id) ? [(ctx.observationOf.get(c.id) as LogEvent).id] : [])], note: `${c.tool} carries a value of gold[${g.index}] ${g.action.name} and fails: the value was right, the tool was not` };
  }
  return null;
}

/** Identifier shapes as the τ domains write them, one source for the rules below. */
const USER_ID = "[a-z]+_[a-z]+_\\d{3,5}";
const RESERVATION_ID = "(?=[A-Z0-9]*\\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6}";
const ORDER_ID = "#W\\d{7}";
const LINE_ID = "L\\d{4}";

/** The shapes of the entity identifiers a gold action works on: a reservation, a line, an order. */
const ENTITY_SHAPES: readonly RegExp[] = [RESERVATION_ID, LINE_ID, ORDER_ID].map((x) => new RegExp(`^${x}$`));
const shapeOf = (v: unknown): number => (typeof v === "string" ? ENTITY_SHAPES.findIndex((r) => r.test(v)) : -1);

/**
 * "wrong-entity": the agent works on another entity (reservation, line, order) than the one a gold action needs, and
 * never on that one: the first successful agent call carrying an entity id of the shape of a gold entity id that no
 * agent call ever carries, where the carried id is in no gold action; the agent turn right after it that names that id
 * (it took the entity as the user's), or else the call itself.
 */
function wrongEntity(ctx: Context): Raw | null {
  const leaves = (args: Record<string, unknown> | null | undefined) => argumentLeaves(args ?? {}).map((l) => l.value);
  const goldIds = new Set((ctx.t.goldActions ?? []).flatMap((g) => leaves(g.arguments)).filter((v) => shapeOf(v) >= 0));
  const carried = new Set(ctx.calls.filter((c) => c.actor === "agent").flatMap((c) => leaves(c.args)));
  const missing = ctx.unmatched.flatMap((g) => leaves(g.action.arguments)).filter((v) => shapeOf(v) >= 0 && !carried.has(v));
  if (missing.length === 0) return null;
  const shapes = new Set(missing.map(shapeOf));
  for (const c of ctx.calls) {
    if (c.actor !== "agent" || c.seq <= ctx.startSeq || !ok(ctx, c)) continue;
    const y = leaves(c.args).find((v) => shapes.has(shapeOf(v)) && !goldIds.has(v));
    if (typeof y !== "string") continue;
    const x = missing.find((v) => shapeOf(v) === shapeOf(y));
    const next = ctx.turns.find((d) => d.actor === "agent" && seqOf(ctx, d.event) > c.seq);
    const names = next && !ctx.t.events.some((e) => e.type === "user_turn" && e.seq > c.seq && e.seq < seqOf(ctx, next.event)) && ctx.text(ctx.byId.get(next.event) as LogEvent).includes(y);
    const obs = ctx.observationOf.get(c.id);
    const evidence = [c.id, ...(obs ? [obs.id] : [])];
    const note = `works on ${y}, which no gold action names, and never on ${x}, which the gold needs`;
    if (names && next) return { kind: "wrong-entity", actor: "agent", event: next.event, messageIndex: next.messageIndex, evidence: [...evidence, next.event], note };
    return { kind: "wrong-entity", actor: "agent", event: c.id, messageIndex: c.messageIndex, evidence, note };
  }
  return null;
}

const FLIGHT = /\bHAT\d{3}\b/g;

/**
 * "passed-over": the flights of a gold write not performed were all in one tool result (a search that listed them),
 * and the agent's next turn names other flights and not all of them — it offered or chose from that result without
 * the gold's flights.
 */
function passedOver(ctx: Context): Raw | null {
  for (const g of ctx.unmatchedWrites) {
    const flights = [...new Set(argumentLeaves(g.action.arguments).map((l) => l.value).filter((v): v is string => typeof v === "string" && /^HAT\d{3}$/.test(v)))];
    if (flights.length === 0) continue;
    const obs = ctx.t.events.find((e) => e.type === "tool_observation" && e.seq > ctx.startSeq && e.result === "ok" && flights.every((f) => ctx.text(e).includes(f)));
    if (!obs) continue;
    const next = ctx.turns.find((d) => d.actor === "agent" && seqOf(ctx, d.event) > obs.seq);
    if (!next) continue;
    const text = ctx.text(ctx.byId.get(next.event) as LogEvent);
    const named = [...text.matchAll(FLIGHT)].map((m) => m[0]);
    if (named.length === 0 || flights.every((f) => named.includes(f))) continue;
    return { kind: "passed-over", actor: "agent", event: next.event, messageIndex: next.messageIndex, evidence: [obs.id, next.event], note: `gold[${g.index}] ${g.action.name}'s flights ${flights.join(", ")} were in ${obs.id}; the agent's next turn offers ${[...new Set(named)].join(", ")}` };
  }
  return null;
}

/** "user-declined": the user declines, or ends on, an agent proposal carrying every value of a gold write. */
function declinedGoldProposal(ctx: Context): Raw | null {
  const turns = ctx.turns;
  for (let k = 0; k < turns.length; k++) {
    const d = turns[k];
    if (d.actor !== "agent" || !afterStart(ctx, d) || !d.acts.includes("propose")) continue;
    const text = ctx.text(ctx.byId.get(d.event) as LogEvent);
    const g = ctx.unmatchedWrites.find((x) => d.names.includes(x.action.name) && argumentLeaves(x.action.arguments).map(valuePattern).filter((p): p is RegExp => p !== null).every((p) => p.test(text)));
    if (!g) continue;
    const next = turns.slice(k + 1).find((x) => x.actor === "user");
    if (!next) continue;
    const laterCall = ctx.calls.some((c) => c.seq > seqOf(ctx, next.event));
    if (next.acts.includes("decline") || (next.acts.includes("stop") && !laterCall)) {
      return { kind: "user-declined", actor: "user", event: next.event, messageIndex: next.messageIndex, evidence: [d.event, next.event], note: `the user ${next.acts.includes("decline") ? "declines" : "ends the conversation on"} the agent's proposal ${d.event}, which carries every value of gold[${g.index}] ${g.action.name}` };
    }
  }
  return null;
}

const USER_END = /###(?:STOP|TRANSFER)###/;
const OFFERS_TRANSFER = /\btransfer|\bescalat|\bhuman agent|\bspecialist\b/i;

/**
 * "user-stopped": the simulated user ends the conversation (###STOP###, ###TRANSFER###) while a gold action is still to
 * be done and no call follows — in its first turn, before anything happened, or in the turn that accepts the agent's
 * offer of that very action (the user's turn accepts; the agent's last turn proposes it without refusing it, or offers
 * a transfer the gold makes), so the agent never gets to carry it out.
 */
function stoppedOnOffer(ctx: Context): Raw | null {
  if (ctx.unmatched.length === 0) return null;
  const turns = ctx.turns;
  for (let k = 0; k < turns.length; k++) {
    const u = turns[k];
    if (u.actor !== "user") continue;
    const text = ctx.text(ctx.byId.get(u.event) as LogEvent);
    if (!USER_END.test(text) || ctx.calls.some((c) => c.seq > seqOf(ctx, u.event))) continue;
    const first = !turns.slice(0, k).some((x) => x.actor === "user");
    if (first) return { kind: "user-stopped", actor: "user", event: u.event, messageIndex: u.messageIndex, evidence: [u.event], note: `the user ends the conversation in its first turn, with ${ctx.unmatched.length} gold action(s) to do` };
    const offer = [...turns.slice(0, k)].reverse().find((x) => x.actor === "agent");
    if (!offer || !offer.acts.includes("propose")) return null;
    const offerText = ctx.text(ctx.byId.get(offer.event) as LogEvent);
    const g = ctx.unmatched.find((x) => (offer.names.includes(x.action.name) && !offer.refuses.includes(x.action.name)) || (x.action.name === "transfer_to_human_agents" && OFFERS_TRANSFER.test(offerText)));
    const accepts = u.acts.includes("accept") || isAcceptance(text.replace(USER_END, ""));
    if (g && accepts && !u.acts.includes("decline")) return { kind: "user-stopped", actor: "user", event: u.event, messageIndex: u.messageIndex, evidence: [offer.event, u.event], note: `the user accepts the agent's offer ${offer.event} of gold[${g.index}] ${g.action.name} and ends the conversation in the same turn, before it is carried out` };
    return null;
  }
  return null;
}

/** What a user turn says it lacks, and what that kind of value looks like in the instructions. */
const WITHHOLD = /\b(?:don't|do not|can't|cannot|can not|didn't|did not) (?:have|remember|recall|find|know)\b|\bnot sure (?:of|about|what)\b|\b(?:i'm|i am) not sure\b|\bforgot\b/i;
const KINDS: { name: string; words: RegExp; value: RegExp }[] = [
  { name: "user id", words: /\buser ?(?:id|name)\b|\busername\b/i, value: new RegExp(`\\b${USER_ID}\\b`, "g") },
  { name: "reservation id", words: /\breservation (?:id|number|code)\b|\bconfirmation (?:number|code)\b|\bbooking (?:id|reference|code)\b/i, value: new RegExp(`\\b${RESERVATION_ID}\\b`, "g") },
  { name: "order id", words: /\border (?:id|number)\b/i, value: new RegExp(`${ORDER_ID}\\b`, "g") },
  { name: "email", words: /\be-?mail\b/i, value: /\b[\w.+-]+@[\w-]+\.[\w.]+\b/g },
];

/**
 * "user-withheld": the first user turn that says it does not have (remember, know) a kind of identifier — a user id,
 * a reservation or order id, an email — whose value the simulated user's instructions hold, when that value never
 * appears anywhere in the conversation (no turn, call or result carries it). A sentence that names no kind ("I don't
 * have that information") is about what the agent's last turn asked for. Needs the instructions (`scenario`).
 */
function withheldFact(ctx: Context): Raw | null {
  const scenario = ctx.input.scenario ?? null;
  if (!scenario) return null;
  const everywhere = ctx.t.events.map((e) => (e.type === "tool_request" ? JSON.stringify(e.args ?? {}) : ctx.text(e))).join("\n");
  let asked = "";
  for (const d of ctx.turns) {
    const text = ctx.text(ctx.byId.get(d.event) as LogEvent);
    if (d.actor === "agent") asked = text;
    if (d.actor !== "user" || !afterStart(ctx, d)) continue;
    for (const s of sentences(text)) {
      if (!WITHHOLD.test(s)) continue;
      // "I don't have that information": the kind is the one the agent just asked for
      const about = KINDS.some((k) => k.words.test(s)) ? s : asked;
      for (const k of KINDS) {
        if (!k.words.test(about)) continue;
        const held = [...scenario.matchAll(k.value)].map((m) => m[0]).filter((v) => !everywhere.includes(v));
        if (held.length > 0) return { kind: "user-withheld", actor: "user", event: d.event, messageIndex: d.messageIndex, evidence: [d.event], note: `the user says it lacks its ${k.name}, which its instructions give (${held[0]}) and which never appears in the conversation` };
      }
    }
  }
  return null;
}

/** "transfer": a transfer after which no write is attempted, with gold writes left. */
function transferWithGoldLeft(ctx: Context): Raw | null {
  if (ctx.unmatchedWrites.length === 0 || (ctx.t.goldActions ?? []).some((g) => g.name === "transfer_to_human_agents")) return null;
  const tr = ctx.t.events.find((e) => e.seq > ctx.startSeq && ((e.type === "tool_request" && e.tool === "transfer_to_human_agents") || (e.type === "model_turn" && (ctx.turnById.get(e.id)?.acts.includes("transfer") ?? false))));
  if (!tr) return null;
  if (ctx.calls.some((c) => c.seq > tr.seq && c.actor === "agent" && c.effect === "write" && c.tool !== "transfer_to_human_agents")) return null;
  return { kind: "transfer", actor: "agent", event: tr.id, messageIndex: tr.messageIndex, evidence: [tr.id], note: `transfers to a human with gold write(s) left: ${ctx.unmatchedWrites.map((g) => `gold[${g.index}] ${g.action.name}`).join(", ")}` };
}

/** "loop": the first call of a loop, when the run ended at its step or error limit. */
function loopToLimit(ctx: Context): Raw | null {
  const loop = ctx.input.loops.loops[0];
  if (!loop || ctx.t.termination === null || !LIMIT_TERMINATIONS.has(ctx.t.termination)) return null;
  const first = ctx.byId.get(loop.calls[0]) as LogEvent;
  return { kind: "loop", actor: "agent", event: first.id, messageIndex: first.messageIndex, evidence: loop.calls, note: `${loop.calls.length} identical ${loop.tool} calls with nothing new between them, until the run stopped (${ctx.t.termination})` };
}

/** An identifier as a user writes it: a user id, a reservation id, an order id. */
const USER_GIVES_ID = new RegExp(`\\b${USER_ID}\\b|\\b${RESERVATION_ID}\\b|${ORDER_ID}\\b`);

/**
 * "no-lookup": nobody calls a tool after the user's first turn, with gold actions to do — the agent answers without
 * looking anything up. The agent's first answer after the user gives an identifier (a user, reservation or order id),
 * or else after the user's first turn.
 */
function noLookup(ctx: Context): Raw | null {
  if (ctx.unmatched.length === 0 || ctx.calls.some((c) => c.seq > ctx.startSeq)) return null;
  const given = ctx.turns.find((d) => d.actor === "user" && afterStart(ctx, d) && USER_GIVES_ID.test(ctx.text(ctx.byId.get(d.event) as LogEvent)));
  const from = given ? seqOf(ctx, given.event) : ctx.startSeq;
  const answer = ctx.turns.find((d) => d.actor === "agent" && seqOf(ctx, d.event) > from);
  if (!answer) return null;
  return { kind: "no-lookup", actor: "agent", event: answer.event, messageIndex: answer.messageIndex, evidence: [...(given ? [given.event] : []), answer.event], note: `no tool is called after the user's first turn, with ${ctx.unmatched.length} gold action(s) to do: the agent answers ${given ? `the identifier the user gave at ${given.event}` : "the user"} without looking anything up` };
}

/** "missing-read": the first agent answer after the user gave the key of a gold read never made. */
function missingRead(ctx: Context): Raw | null {
  for (const g of ctx.unmatched) {
    if (ctx.writes.has(g.action.name)) continue;
    const keys = argumentLeaves(g.action.arguments).map((l) => l.value).filter((v): v is string => typeof v === "string" && v.length >= 4);
    const given = ctx.turns.find((d) => d.actor === "user" && keys.some((k) => ctx.text(ctx.byId.get(d.event) as LogEvent).includes(k)));
    if (!given) continue;
    const answer = ctx.turns.find((d) => d.actor === "agent" && seqOf(ctx, d.event) > seqOf(ctx, given.event));
    if (answer) return { kind: "missing-read", actor: "agent", event: answer.event, messageIndex: answer.messageIndex, evidence: [given.event, answer.event], note: `answers without gold[${g.index}] ${g.action.name}, whose key the user gave at ${given.event}` };
  }
  return null;
}

/** "premature-stop": the first closing turn after the last performed gold action, with gold writes or a gold transfer left. */
function prematureStop(ctx: Context): Raw | null {
  // a gold transfer to a human never made is left undone like a write
  const left = [...ctx.unmatchedWrites, ...ctx.unmatched.filter((g) => g.action.name === "transfer_to_human_agents" && !ctx.unmatchedWrites.includes(g))];
  if (left.length === 0) return null;
  const last = [...ctx.calls].reverse().find((c) => ctx.performed.has(c.id));
  const after = last ? last.seq : ctx.startSeq;
  const agentTurns = ctx.turns.filter((d) => d.actor === "agent" && seqOf(ctx, d.event) > after);
  const close = agentTurns.find((d) => d.acts.includes("close") || d.acts.includes("done")) ?? agentTurns[agentTurns.length - 1];
  if (!close) return null;
  return { kind: "premature-stop", actor: "agent", event: close.event, messageIndex: close.messageIndex, evidence: [close.event, ...(last ? [last.id] : [])], note: `stops with gold action(s) left: ${left.map((g) => `gold[${g.index}] ${g.action.name}`).join(", ")}` };
}
