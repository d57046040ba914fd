/**
 * What a turn does, read from its words: an agent turn that proposes, confirms, refuses, transfers or closes; a user
 * turn that accepts, declines or stops — and which tool's action a sentence is about. Deterministic cue phrases
 * (English, as τ-bench logs are), documented in docs/definitions/diagnostics.md#decision-evidence; what the cues
 * cannot see is listed there (a decision made without any of these phrases is not read as one).
 */

/** What an agent turn does. */
export type AgentAct = "propose" | "refuse" | "transfer" | "close" | "done";

/** What a user turn does. */
export type UserAct = "accept" | "decline" | "stop";

const PROPOSE =
  /\b(would you like (me )?to|shall i|should i|do you want (me )?to|may i|can i proceed|would you like to proceed|please confirm|could you (please )?confirm|can you confirm|do you confirm|to confirm|confirm (that|if|whether|the|your|you)|i('ll| will) (now )?(go ahead|proceed|prepare|book|cancel|change|modify|update|upgrade|downgrade|process|issue|add|remove|exchange|return|refund|send|apply)|i can (book|cancel|change|modify|update|upgrade|downgrade|offer|issue|process|add|exchange|return|refund|send)|here('s| is) (a |the )?(summary|plan)|summary of|ready to proceed|let me know if you('d| would) like|proceed with|(yes|no)\?)/i;
const TRANSFER = /\b(i('ll| will)|i am|i'm|let me)( now)? (be )?transfer/i;
const CLOSE = /\b(anything else|is there anything|have a (great|good|nice|wonderful)|glad (i|to) (could )?help|you('re| are) all set|take care)\b/i;
const DONE = /\b(has been|have been|is now|is|are|was) (successfully )?(cancel+ed|booked|updated|processed|changed|modified|completed|issued|refunded|returned|exchanged|upgraded|downgraded|applied)\b|\bsuccessfully\b/i;
const ACCEPT = /^\s*(yes|yeah|yep|sure|ok(ay)?|correct|confirm(ed)?|that('s| is) (right|correct|fine|all)|go ahead|please (do|proceed|go ahead)|sounds good|perfect|great)\b/i;
const DECLINE =
  /^\s*(no\b|nope|actually|wait|hold on|i don't|i do not|i'd rather|i would rather|never ?mind|not (really|interested|necessary))|\b(i don't want|i do not want|don't (book|cancel|change|proceed|do)|do not (book|cancel|change|proceed))\b/i;
const STOP = /###(STOP|TRANSFER|OUT-OF-SCOPE)###/;
const GO_AHEAD = /\b(go ahead|please proceed|proceed with|please (do it|confirm|book|cancel|update|make))\b/i;

/** A refusal phrase and the words after it (the refused action is the first content word among them). */
const REFUSAL_WINDOW =
  /\b(?:unable to|not able to|cannot|can't|can ?not|won't be able to|will not be able to|not (?:eligible|entitled|allowed|permitted|possible|qualified) (?:for|to)|isn't possible to|is not possible to|ineligible for|does not allow|doesn't allow|do not allow|don't allow|not (?:refundable|cancellable|modifiable|changeable)|non-?refundable|no longer (?:possible|eligible|able) (?:to|for))((?:\s+[\w'-]+){1,6})/gi;
const ONLY_WHEN = /\bonly (when|if|for)\b|\b(can|may) only be\b/i;
/** Words skipped when looking for the refused action after a refusal phrase ("unable to process the cancellation"). */
const LIGHT = new Set(
  "be been have help you your the a an any this that these those it to for with further actually directly process complete proceed do make offer provide give issue apply allow permit perform request me us them new full partial additional same another separate such just simply now currently at all of".split(" "),
);
/** Generic words of tool names that say nothing about the action (`get_reservation_details`). */
const GENERIC = new Set("get reservation order pending delivered user details the to agents human info send set mode preference by".split(" "));
/** What each word of a tool name is called in conversation. */
const SYNONYMS: Record<string, readonly string[]> = {
  update: ["update", "change", "modify", "switch", "move", "rebook", "upgrade", "downgrade"],
  modify: ["modify", "change", "update", "switch", "swap", "exchange"],
  flights: ["flight", "cabin", "class", "upgrade", "downgrade"],
  baggages: ["bag", "baggage", "luggage", "suitcase"],
  passengers: ["passenger", "name", "traveler"],
  certificate: ["certificate", "compensation", "voucher"],
  cancel: ["cancel", "refund"],
  book: ["book", "booking", "reserve", "purchase"],
  return: ["return"],
  exchange: ["exchange", "swap", "replace"],
  items: ["item", "variant", "option", "product"],
  address: ["address"],
  payment: ["payment"],
  transfer: ["transfer"],
  refuel: ["refuel", "top up", "data"],
  roaming: ["roaming"],
  airplane: ["airplane"],
};
/** The verb stems of a tool's action, by its name's first word. */
const VERB_STEMS: Record<string, readonly string[]> = {
  cancel: ["cancel", "refund"],
  book: ["book", "reserv", "purchas"],
  update: ["chang", "modif", "updat", "switch", "mov", "rebook", "upgrad", "downgrad", "alter"],
  modify: ["modif", "chang", "updat", "swap", "exchang", "switch"],
  return: ["return"],
  exchange: ["exchang", "swap", "replac"],
  send: ["compensat", "certificate", "voucher", "send"],
  toggle: ["toggl", "turn", "enabl", "disabl"],
  enable: ["enabl", "turn", "activat"],
  refuel: ["refuel", "add", "top"],
};

/**
 * What does this agent turn do? The acts its words show: propose (offers, summaries, confirmation requests, "I'll
 * …"), refuse (a refusal phrase: "unable to", "not eligible for", "cannot be changed", "only when …"), transfer (it
 * says it is transferring the user), close ("anything else?", "have a great day"), done (it reports an action as
 * completed). Several can hold at once.
 *
 * Unit: acts. Edges: empty text → [].
 * Source: docs/definitions/diagnostics.md#decision-evidence.
 *
 * @param text the turn's text
 * @returns the acts, in the order above
 * @example
 * agentActs("Here's a summary: cancel reservation ABC123, refund $120. Would you like me to proceed?"); // ["propose"]
 * agentActs("I'm sorry, but basic economy reservations cannot be changed."); // ["refuse"]
 * agentActs("Your reservation has been cancelled. Is there anything else I can help with?"); // ["close", "done"]
 */
export function agentActs(text: string): AgentAct[] {
  const out: AgentAct[] = [];
  if (PROPOSE.test(text)) out.push("propose");
  if (sentences(text).some((s) => refusalHeads(s).length > 0)) out.push("refuse");
  if (TRANSFER.test(text)) out.push("transfer");
  if (CLOSE.test(text)) out.push("close");
  if (DONE.test(text)) out.push("done");
  return out;
}

/**
 * What does this user turn do? accept (it opens with yes / sure / go ahead …), decline (it opens with no / actually /
 * wait …, or says "I don't want …"), stop (τ²'s end markers ###STOP###, ###TRANSFER###, ###OUT-OF-SCOPE###).
 *
 * Edges: empty text → [].
 * Source: docs/definitions/diagnostics.md#decision-evidence.
 *
 * @param text the turn's text
 * @returns the acts
 * @example
 * userActs("Yes, please go ahead."); // ["accept"]
 * userActs("No, that's not the one I meant."); // ["decline"]
 * userActs("Thanks! ###STOP###"); // ["stop"]
 */
export function userActs(text: string): UserAct[] {
  const out: UserAct[] = [];
  if (ACCEPT.test(text)) out.push("accept");
  if (DECLINE.test(text)) out.push("decline");
  if (STOP.test(text)) out.push("stop");
  return out;
}

/**
 * Is this user turn an acceptance of what the agent just said: it declines nothing, is under 400 characters, and
 * opens with an accept cue — or says "go ahead" / "please proceed" / "please confirm" and asks no question?
 *
 * @param text the user turn's text
 * @returns true for "Yes, please go ahead" and the like
 * @example
 * isAcceptance("Yes, please book it."); // true
 * isAcceptance("You can use the card on file. Please go ahead."); // true
 * isAcceptance("Sure — but first, can you check the price of a business upgrade?"); // true (it opens with "Sure")
 * isAcceptance("Actually, no."); // false
 * @internal
 */
export function isAcceptance(text: string): boolean {
  if (DECLINE.test(text) || text.length >= 400) return false;
  return ACCEPT.test(text) || (GO_AHEAD.test(text) && !text.includes("?"));
}

/**
 * Does the text talk about this tool's action? Every content word of the tool's name after the first (its objects:
 * `flights` of `update_reservation_flights`), or its verb when it has no object (`cancel_reservation`), appears in
 * one of its conversational forms (a change of flights is "change your flight", "upgrade the cabin").
 *
 * Edges: a tool name of generic words only → true for any text that names its first word.
 * Source: docs/definitions/diagnostics.md#decision-evidence.
 *
 * @param text the text
 * @param tool the tool's name
 * @returns whether the text names the action
 * @example
 * mentionsTool("I can upgrade your cabin to business.", "update_reservation_flights"); // true
 * mentionsTool("Would you like me to cancel it?", "cancel_reservation");               // true
 * mentionsTool("Here are your flights.", "cancel_reservation");                         // false
 */
export function mentionsTool(text: string, tool: string): boolean {
  const low = text.toLowerCase();
  const groups = toolWordGroups(tool);
  const need = groups.length > 1 ? groups.slice(1) : groups;
  return need.every((g) => g.some((w) => low.includes(w)));
}

/**
 * Does the text refuse this tool's action? A sentence where a refusal phrase is followed by the action's verb
 * ("I'm unable to cancel", "cannot be changed", "not eligible for a refund"), or a restriction ("only when …") in a
 * sentence that names the action.
 *
 * Edges: a refusal of another action in the same turn ("unable to remove a passenger") is not a refusal of this one.
 * Source: docs/definitions/diagnostics.md#decision-evidence.
 *
 * @param text the agent turn's text
 * @param tool the tool's name
 * @returns whether some sentence refuses it
 * @example
 * refusesTool("Unfortunately, basic economy reservations cannot be cancelled.", "cancel_reservation"); // true
 * refusesTool("I'm unable to remove a passenger; the number of passengers cannot be changed after booking.", "book_reservation"); // false
 * refusesTool("A certificate is offered only when the reservation is changed or cancelled.", "send_certificate"); // true
 */
export function refusesTool(text: string, tool: string): boolean {
  const stems = verbStems(tool);
  return sentences(text).some((s) => refusalHeads(s).some((h) => stems.some((v) => h.startsWith(v))) || (ONLY_WHEN.test(s) && (mentionsTool(s, tool) || namesVerb(s, stems))));
}

/** Does the sentence use one of the action's verb stems as a word's start ("Exchanges can only be processed …")? */
function namesVerb(sentence: string, stems: readonly string[]): boolean {
  const words = sentence.toLowerCase().split(/[^a-z]+/);
  return words.some((w) => stems.some((v) => w.startsWith(v)));
}

/**
 * The sentences of a text (split after . ! ? and at line breaks): the one sentence split the cue rules share.
 *
 * @param text the text
 * @returns its sentences, in order
 * @example
 * sentences("I can't. Sorry!\nAnything else?"); // ["I can't.", "Sorry!", "Anything else?"]
 * @internal
 */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/);
}

/** The first content word after each refusal phrase of a sentence (lower case), or a marker for "only when". */
function refusalHeads(sentence: string): string[] {
  const heads: string[] = [];
  REFUSAL_WINDOW.lastIndex = 0;
  for (const m of sentence.matchAll(REFUSAL_WINDOW)) {
    const head = m[1]
      .trim()
      .split(/\s+/)
      .map((w) => w.toLowerCase().replace(/[^a-z'-]/g, ""))
      .find((w) => w.length > 0 && !LIGHT.has(w));
    if (head) heads.push(head);
  }
  if (ONLY_WHEN.test(sentence)) heads.push("(only when)");
  return heads;
}

function toolWordGroups(tool: string): (readonly string[])[] {
  return tool
    .split("_")
    .filter((w) => !GENERIC.has(w))
    .map((w) => SYNONYMS[w] ?? [w.replace(/s$/, "")]);
}

function verbStems(tool: string): string[] {
  const first = tool.split("_")[0];
  const stems = new Set(VERB_STEMS[first] ?? [first]);
  if (/certificate/.test(tool)) for (const x of VERB_STEMS.send) stems.add(x);
  if (/cancel/.test(tool)) for (const x of VERB_STEMS.cancel) stems.add(x);
  return [...stems];
}
