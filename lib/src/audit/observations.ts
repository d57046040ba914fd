/*
 * What the runs observed of a task: every tool result of every conversation, parsed, with the event that shows it,
 * and the lookups the checks use (reservations, users, flights, orders, items).
 */
import type { Conversation } from "../io/model";
import { eventId } from "./evidence";
import type { Observation } from "./types";

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.trim();
  }
};

/**
 * The tool results of one conversation, parsed, in order; `beforeWrites` is true until the first call of a write
 * tool (those results show the task's initial state).
 *
 * @internal
 * @param run the run's label
 * @param c the conversation
 * @param writeTools the domain's write tools
 * @returns one observation per tool result that answers a call
 * @example
 * observeConversation("r", { id: "c", messages: [], toolCalls: [] } as any, new Set()); // []
 */
export function observeConversation(run: string, c: Pick<Conversation, "id" | "messages" | "toolCalls">, writeTools: ReadonlySet<string>): Observation[] {
  const out: Observation[] = [];
  const firstWrite = c.toolCalls.find((t) => writeTools.has(t.name));
  for (const m of c.messages) {
    if (m.role !== "tool" || m.toolResult === null || m.toolResult.callOrder === null) continue;
    const call = c.toolCalls.find((t) => t.order === m.toolResult!.callOrder);
    if (!call) continue;
    const text = m.content ?? "";
    out.push({
      run,
      conversation: c.id,
      tool: call.name,
      args: call.arguments,
      value: parse(text),
      text,
      messageIndex: m.index,
      event: eventId(run, c.id, m.index),
      beforeWrites: firstWrite === undefined || call.order <= firstWrite.order,
      error: m.toolResult.error === true,
    });
  }
  return out;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** An observed record with the event that shows it. */
export interface Seen<T = Obj> {
  value: T;
  event: string;
  /** Observed before any write of its conversation. */
  initial: boolean;
}

/**
 * The records of one key (`reservation_id`, `user_id`, `order_id`) the runs observed, by id: the first observation
 * made before any write (the initial state) when there is one, else the first.
 *
 * @internal
 * @param obs the observations
 * @param key the id field
 * @param shape a field the record must carry (e.g. "flights" for a reservation)
 * @returns the records by id
 * @example
 * recordsById([], "order_id", "items").size; // 0
 */
export function recordsById(obs: readonly Observation[], key: string, shape: string): Map<string, Seen> {
  const out = new Map<string, Seen>();
  for (const o of obs) {
    if (o.error || !isObj(o.value) || typeof o.value[key] !== "string" || !(shape in o.value)) continue;
    const id = o.value[key] as string;
    const prev = out.get(id);
    if (!prev || (!prev.initial && o.beforeWrites)) out.set(id, { value: o.value, event: o.event, initial: o.beforeWrites });
  }
  return out;
}

/** The reservations observed, by id. @internal */
export const reservations = (obs: readonly Observation[]): Map<string, Seen> => recordsById(obs, "reservation_id", "flights");
/** The user profiles observed, by id. @internal */
export const users = (obs: readonly Observation[]): Map<string, Seen> => recordsById(obs, "user_id", "payment_methods");
/** The orders observed, by id. @internal */
export const orders = (obs: readonly Observation[]): Map<string, Seen> => recordsById(obs, "order_id", "items");

/** A flight on a date as a search or status call showed it. */
export interface SeenFlight {
  flightNumber: string;
  date: string | null;
  status: string | null;
  prices: Obj | null;
  event: string;
}

const flightRows = (v: unknown): Obj[] => (Array.isArray(v) ? v.flatMap(flightRows) : isObj(v) && typeof v.flight_number === "string" ? [v] : []);

/**
 * The flights on dates the runs observed: `get_flight_status` answers and the rows of flight searches (the row's
 * date, else the search's date argument).
 *
 * @internal
 * @param obs the observations
 * @returns one entry per observation of a flight
 * @example
 * seenFlights([]); // []
 */
export function seenFlights(obs: readonly Observation[]): SeenFlight[] {
  const out: SeenFlight[] = [];
  for (const o of obs) {
    if (o.error) continue;
    if (o.tool === "get_flight_status" && typeof o.args.flight_number === "string" && typeof o.value === "string") {
      out.push({ flightNumber: o.args.flight_number, date: typeof o.args.date === "string" ? o.args.date : null, status: o.value, prices: null, event: o.event });
      continue;
    }
    if (!/search/.test(o.tool)) continue;
    for (const r of flightRows(o.value)) {
      const date = typeof r.date === "string" ? r.date : typeof o.args.date === "string" ? o.args.date : null;
      out.push({ flightNumber: r.flight_number as string, date, status: typeof r.status === "string" ? r.status : null, prices: isObj(r.prices) ? r.prices : null, event: o.event });
    }
  }
  return out;
}

/** A variant item a product lookup showed. */
export interface SeenItem {
  itemId: string;
  productId: string | null;
  available: boolean | null;
  price: number | null;
  options: Obj | null;
  event: string;
}

/**
 * The variant items the runs observed: the variants of `get_product_details` answers and the items of orders (an
 * order's item shows its product and price, not its availability).
 *
 * @internal
 * @param obs the observations
 * @returns items by id (a product lookup wins over an order line)
 * @example
 * seenItems([]).size; // 0
 */
export function seenItems(obs: readonly Observation[]): Map<string, SeenItem> {
  const out = new Map<string, SeenItem>();
  for (const o of obs) {
    if (o.error || !isObj(o.value)) continue;
    const v = o.value;
    if (isObj(v.variants)) {
      for (const [id, raw] of Object.entries(v.variants)) {
        if (!isObj(raw)) continue;
        out.set(id, { itemId: id, productId: typeof v.product_id === "string" ? v.product_id : null, available: typeof raw.available === "boolean" ? raw.available : null, price: typeof raw.price === "number" ? raw.price : null, options: isObj(raw.options) ? raw.options : null, event: o.event });
      }
    } else if (Array.isArray(v.items)) {
      for (const it of v.items) {
        if (!isObj(it) || typeof it.item_id !== "string" || out.has(it.item_id)) continue;
        out.set(it.item_id, { itemId: it.item_id, productId: typeof it.product_id === "string" ? it.product_id : null, available: null, price: typeof it.price === "number" ? it.price : null, options: isObj(it.options) ? it.options : null, event: o.event });
      }
    }
  }
  return out;
}

/**
 * Everything the tool results said, lower-cased, one string (for "was this value ever shown?").
 *
 * @internal
 * @param obs the observations
 * @returns the text
 * @example
 * observedText([]); // ""
 */
export function observedText(obs: readonly Observation[]): string {
  return obs.map((o) => o.text).join("\n").toLowerCase();
}
