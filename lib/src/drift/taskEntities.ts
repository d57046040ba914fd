/**
 * Task entities: who and what a task is about (the customer, their orders, reservations, payment methods), and
 * which of them a conversation names. Data quality (dataQuality.ts) uses them to tell a conversation that belongs
 * to another task of its file from one whose agent merely did the wrong thing.
 *
 * The entities of a task ({@link taskEntities}), each a list of lower-case tokens:
 * - from its gold actions, at any depth of the arguments: the string values (or strings in lists) of identity
 *   keys — `id`, `*_id`, `*_ids`, `email`, `phone_number` — except catalogue keys (`product_id`, `item_id`,
 *   `item_ids`, `new_item_ids`: products and item variants are shared by many customers and show up in any
 *   catalogue lookup); and names: `first_name` + `last_name` of one object, `customer_name`, `full_name`;
 * - from its scenario text (Task.scenario): identifier-like tokens — at least 4 characters with a letter and a
 *   digit (user ids, order, reservation and payment ids, e-mail addresses with digits), any e-mail address, or a
 *   phone number `ddd-ddd-dddd` — and names introduced as "You are …", "You're …", "Your name is …" (also the
 *   "You name is …" some τ² tasks write), "My name is …", "named …" (two or three capitalised words);
 * - the task's user id (Task.userId, τ-bench v1).
 *
 * A conversation names an entity when every token of it occurs among the tokens of the conversation: the text of
 * its user, assistant and tool messages (tool outputs included; system prompts are left out, they hold the policy
 * every conversation shares) and the strings in its tool-call arguments. Tokens are maximal runs of letters,
 * digits and `_ # @ . + -`, lower-cased, with `. + - @` trimmed at both ends (and `#` at the end).
 *
 * Every walk over argument values is iterative (an explicit stack), so arguments nested 10,000 levels deep are
 * scanned like any other. Cost: linear in the text and argument size of the conversation.
 *
 * @example
 * taskEntities({ goldActions: null, scenario: "You are Emma Kim.\nYour user id is emma_kim_9957." }).map((e) => e.text); // ["emma_kim_9957", "Emma Kim"]
 */
import type { Conversation, GoldAction, Task } from "../io/model";

/** One entity of a task. */
export interface TaskEntity {
  /** As the task writes it, e.g. "#W2378156", "Yusuf Rossi". */
  text: string;
  /** Lower-case tokens; the entity is named in a conversation when all of them occur there. */
  tokens: string[];
  /** Where the task names it. */
  source: "gold-action" | "scenario" | "user-id";
}

/** Keys whose values identify a customer's own objects. */
function isIdentityKey(k: string): boolean {
  if (CATALOGUE_KEYS.has(k)) return false;
  return k === "id" || k === "ids" || k.endsWith("_id") || k.endsWith("_ids") || k === "email" || k === "phone_number";
}

const CATALOGUE_KEYS: ReadonlySet<string> = new Set(["product_id", "item_id", "item_ids", "new_item_ids"]);
const NAME_KEYS: ReadonlySet<string> = new Set(["customer_name", "full_name"]);

const TOKEN = /[\p{L}\p{N}_#@.+-]+/gu;
const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const NAME_INTRO = /\b(?:[Yy]ou are|[Yy]ou['’]re|[Yy]our? name is|[Mm]y name is|[Nn]amed)[ \t]+(\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){1,2})/gu;

/** Trim the punctuation a token may carry at its ends (sentence stops, list dashes). */
function trimToken(t: string): string {
  let a = 0;
  let b = t.length;
  while (a < b && ".+-@".includes(t[a])) a++;
  while (b > a && ".+-@#".includes(t[b - 1])) b--;
  return a === 0 && b === t.length ? t : t.slice(a, b);
}

/**
 * The tokens of a text, lower-cased and trimmed (see the module comment), in order, duplicates kept.
 *
 * @param text any text
 * @returns its tokens
 * @example
 * tokensOf("Order #W2378156, user emma_kim_9957."); // ["order", "#w2378156", "user", "emma_kim_9957"]
 * @internal
 */
export function tokensOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(TOKEN)) {
    const t = trimToken(m[0]);
    if (t.length > 0) out.push(t);
  }
  return out;
}

function isIdentifierLike(t: string): boolean {
  if (t.includes("@")) return t.length >= 3;
  if (t.length < 4) return false;
  if (PHONE.test(t)) return true;
  let letter = false;
  let digit = false;
  for (let i = 0; i < t.length && !(letter && digit); i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    else if (/\p{L}/u.test(t[i])) letter = true;
  }
  return letter && digit;
}

/**
 * The entities of a task (see the module comment), without duplicates, gold actions first, then the scenario,
 * then the user id. Edges: no gold actions, no scenario and no user id → [].
 *
 * @param task the task's gold actions and, when known, its scenario and user id
 * @returns the entities, each with its text, tokens and source
 * @example
 * taskEntities({ goldActions: [{ actionId: null, name: "cancel_pending_order", arguments: { order_id: "#W1234", reason: "x" }, compareArgs: null, requestor: "assistant" }] }).map((e) => e.tokens); // [["#w1234"]]
 * @internal
 */
export function taskEntities(task: Pick<Task, "goldActions"> & Partial<Pick<Task, "scenario" | "userId">>): TaskEntity[] {
  const out: TaskEntity[] = [];
  const seen = new Set<string>();
  const add = (text: string, source: TaskEntity["source"]) => {
    const tokens = tokensOf(text);
    if (tokens.length === 0) return;
    const key = tokens.join(" ");
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ text, tokens, source });
  };
  for (const g of task.goldActions ?? []) goldActionEntities(g, (text) => add(text, "gold-action"));
  const scenario = task.scenario;
  if (typeof scenario === "string") {
    for (const m of scenario.matchAll(TOKEN)) {
      const t = trimToken(m[0]);
      if (isIdentifierLike(t.toLowerCase())) add(t, "scenario");
    }
    for (const m of scenario.matchAll(NAME_INTRO)) add(m[1], "scenario");
  }
  if (typeof task.userId === "string" && task.userId.length > 0) add(task.userId, "user-id");
  return out;
}

/** Calls `visit` with each entity text of one gold action's arguments (iterative, breadth-first: outer keys first). */
function goldActionEntities(action: Pick<GoldAction, "arguments">, visit: (text: string) => void): void {
  const queue: unknown[] = [action.arguments];
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q];
    if (v === null || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && typeof x === "object") queue.push(x);
      continue;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.first_name === "string" && typeof o.last_name === "string") visit(`${o.first_name} ${o.last_name}`);
    for (const k in o) {
      const x = o[k];
      if (x !== null && typeof x === "object") queue.push(x);
      if (isIdentityKey(k)) {
        if (typeof x === "string") {
          if (x.length >= 3) visit(x);
        } else if (Array.isArray(x)) {
          for (const y of x) if (typeof y === "string" && y.length >= 3) visit(y);
        }
      } else if (NAME_KEYS.has(k) && typeof x === "string") visit(x);
    }
  }
}

/**
 * Calls `visit` with every string anywhere in a parsed-JSON value (object values, list items), at any depth:
 * iterative, with an explicit stack, so 10,000 levels of nesting are fine. Order: not specified.
 *
 * @param value a parsed JSON value
 * @param visit called once per string
 * @internal
 */
export function forEachString(value: unknown, visit: (s: string) => void): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") visit(v);
    else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === "object") for (const k in v as Record<string, unknown>) stack.push((v as Record<string, unknown>)[k]);
  }
}

/**
 * The tokens a conversation names (see the module comment). With `keep`, only tokens in `keep` are collected
 * (a run's entity vocabulary: the set stays small on long conversations).
 *
 * @param conversation the conversation's messages (role, content) and tool calls (arguments)
 * @param keep the only tokens to collect (optional)
 * @returns the tokens
 * @example
 * const c = { messages: [{ role: "user", content: "I am Emma Kim" }], toolCalls: [{ name: "get_user_details", arguments: { user_id: "emma_kim_9957" } }] };
 * [...conversationTokens(c, new Set(["emma", "kim", "emma_kim_9957"]))].sort(); // ["emma", "emma_kim_9957", "kim"]
 * @internal
 */
export function conversationTokens(
  conversation: { messages: readonly Pick<Conversation["messages"][number], "role" | "content">[]; toolCalls: readonly Pick<Conversation["toolCalls"][number], "arguments">[] },
  keep?: ReadonlySet<string>,
): Set<string> {
  const out = new Set<string>();
  const addText = (text: string) => {
    for (const m of text.toLowerCase().matchAll(TOKEN)) {
      const t = trimToken(m[0]);
      if (t.length > 0 && (keep === undefined || keep.has(t))) out.add(t);
    }
  };
  for (const msg of conversation.messages) {
    if (msg.role === "system" || msg.content === null) continue;
    addText(msg.content);
  }
  for (const call of conversation.toolCalls) forEachString(call.arguments, addText);
  return out;
}

/** Is the character at `i` part of a token run (letters, digits, `_ # @ . + -`)? */
function isTokenChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 35 || c === 64 || c === 46 || c === 43 || c === 45;
  }
  return /[\p{L}\p{N}]/u.test(text[i]);
}

/** Does `text` contain `token` as one of its tokens, looking for the spelling `form` (exact, no false positive)? */
function occursAsToken(text: string, form: string, token: string): boolean {
  for (let i = text.indexOf(form); i >= 0; i = text.indexOf(form, i + 1)) {
    let s = i;
    while (s > 0 && isTokenChar(text, s - 1)) s--;
    let e = i + form.length;
    while (e < text.length && isTokenChar(text, e)) e++;
    if (trimToken(text.slice(s, e).toLowerCase()) === token) return true;
  }
  return false;
}

/**
 * Does the conversation name at least one of `entities` ({@link namedEntities} over {@link conversationTokens}
 * would be non-empty)? Same answer, faster: each token is first looked up by the spellings the task uses; the
 * conversation is tokenised only when that finds nothing.
 *
 * @param conversation the conversation's messages and tool calls
 * @param entities the entities to look for
 * @returns whether at least one is named
 * @example
 * namesAnyEntity({ messages: [{ role: "user", content: "My id is EMMA_KIM_9957." }], toolCalls: [] }, [{ text: "emma_kim_9957", tokens: ["emma_kim_9957"], source: "scenario" }]); // true
 * @internal
 */
export function namesAnyEntity(
  conversation: Parameters<typeof conversationTokens>[0],
  entities: readonly TaskEntity[],
): boolean {
  if (entities.length === 0) return false;
  const texts: string[] = [];
  for (const call of conversation.toolCalls) forEachString(call.arguments, (t) => texts.push(t));
  for (const msg of conversation.messages) if (msg.role !== "system" && msg.content !== null) texts.push(msg.content);
  const found = (token: string, forms: readonly string[]) => texts.some((t) => forms.some((f) => occursAsToken(t, f, token)));
  for (const e of entities) {
    const forms = spellings(e);
    if (e.tokens.every((tok, i) => found(tok, forms[i]))) return true;
  }
  return namedEntities(entities, conversationTokens(conversation, new Set(entities.flatMap((e) => e.tokens)))).length > 0;
}

/** For each token of an entity, the spellings to look for: as the task writes it, and lower-case. */
function spellings(e: TaskEntity): string[][] {
  const written: string[] = [];
  for (const m of e.text.matchAll(TOKEN)) {
    const t = trimToken(m[0]);
    if (t.length > 0) written.push(t);
  }
  return e.tokens.map((tok, i) => (written[i] !== undefined && written[i] !== tok && written[i].toLowerCase() === tok ? [written[i], tok] : [tok]));
}

/**
 * The entities named by a set of conversation tokens (every token of the entity present), in order.
 *
 * @param entities the entities to look for
 * @param tokens a conversation's tokens
 * @returns the entities whose every token is present, in the given order
 * @example
 * namedEntities([{ text: "Emma Kim", tokens: ["emma", "kim"], source: "scenario" }], new Set(["emma"])); // []
 * @internal
 */
export function namedEntities(entities: readonly TaskEntity[], tokens: ReadonlySet<string>): TaskEntity[] {
  return entities.filter((e) => e.tokens.every((t) => tokens.has(t)));
}

/** How well one task's entities fit a conversation. */
export interface TaskFit {
  taskId: string;
  /** The task's entities the conversation names (their text). */
  named: string[];
  /** How many entities the task has. */
  of: number;
  /** named / of, in [0, 1]. */
  share: number;
}

/**
 * @internal The entities of every task of a run, with their token vocabulary, to score conversations against all
 * tasks at once. Tasks without entities are kept (with none).
 */
export class TaskEntityIndex {
  readonly entitiesById = new Map<string, TaskEntity[]>();
  readonly order: string[] = [];
  readonly vocabulary = new Set<string>();

  /**
   * Index the entities of `tasks` (the first task of each id).
   *
   * @param tasks the run's tasks
   */
  constructor(tasks: readonly (Pick<Task, "id" | "goldActions"> & Partial<Pick<Task, "scenario" | "userId">>)[]) {
    for (const t of tasks) {
      if (this.entitiesById.has(t.id)) continue;
      const entities = taskEntities(t);
      this.entitiesById.set(t.id, entities);
      this.order.push(t.id);
      for (const e of entities) for (const tok of e.tokens) this.vocabulary.add(tok);
    }
  }

  /**
   * The tasks whose entities the tokens name, best first: by share, then by named count, then in file order.
   * Tasks naming none are left out.
   *
   * @param tokens a conversation's tokens
   * @param exceptTaskId a task to leave out (the conversation's own)
   * @returns each task with the share and count of its entities named
   */
  fits(tokens: ReadonlySet<string>, exceptTaskId?: string): TaskFit[] {
    const out: TaskFit[] = [];
    for (const id of this.order) {
      if (id === exceptTaskId) continue;
      const entities = this.entitiesById.get(id) as TaskEntity[];
      if (entities.length === 0) continue;
      const named = namedEntities(entities, tokens).map((e) => e.text);
      if (named.length > 0) out.push({ taskId: id, named, of: entities.length, share: named.length / entities.length });
    }
    // stable sort keeps file order among equals
    return out.sort((a, b) => b.share - a.share || b.named.length - a.named.length);
  }
}
