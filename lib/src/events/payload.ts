/**
 * Payloads by reference: a text is stored once, under its sha256, and events carry only the reference.
 * sha256 comes from node:crypto; this file adds the reference shape and a small store.
 */
import { createHash } from "crypto";
import type { PayloadRef } from "./schema";

/**
 * The sha256 of a text's UTF-8 bytes, as lower-case hex (64 characters).
 *
 * @param text any text
 * @returns the hex digest
 * @example
 * sha256Hex(""); // "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
 * sha256Hex("abc"); // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 * @internal
 */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * A reference to `text`: its sha256, its UTF-8 size in bytes, and its locator (`<file>#<JSON path>`, or null).
 * Edges: the empty text is a valid payload (0 bytes).
 *
 * @param text the payload's text
 * @param ref where it is in the log (`<file>#<JSON path>`), or null
 * @returns the reference `{ sha256, bytes, ref }`
 * @example
 * payloadRef("abc", "run.json#simulations[0].messages[1].content").bytes; // 3
 * payloadRef("é", null).bytes; // 2
 * @internal
 */
export function payloadRef(text: string, ref: string | null): PayloadRef {
  return { sha256: sha256Hex(text), bytes: Buffer.byteLength(text, "utf8"), ref };
}

/**
 * Texts by sha256: what the drill-down view and readers use to show a payload that events only reference.
 * A text is stored once however many events refer to it.
 *
 * @example
 * const store = new PayloadStore();
 * const ref = store.put("hello", null);
 * store.get(ref.sha256); // "hello"
 * store.size; // 1
 */
export class PayloadStore {
  private readonly texts = new Map<string, string>();

  /**
   * Store `text` and return its reference.
   *
   * @param text the text
   * @param ref where it is in the log (`<file>#<JSON path>`), or null
   * @returns the reference `{ sha256, bytes, ref }` ({@link PayloadRef})
   */
  put(text: string, ref: string | null): PayloadRef {
    const r = payloadRef(text, ref);
    if (!this.texts.has(r.sha256)) this.texts.set(r.sha256, text);
    return r;
  }

  /**
   * The text with this sha256, or null when the store does not hold it.
   *
   * @param sha256 the text's sha256 (hex)
   * @returns the text, or null
   */
  get(sha256: string): string | null {
    const t = this.texts.get(sha256);
    return t === undefined ? null : t;
  }

  /** Number of distinct texts held. */
  get size(): number {
    return this.texts.size;
  }

  /**
   * Add every text of another store.
   *
   * @param other the store whose texts are added
   */
  addAll(other: PayloadStore): void {
    for (const [k, v] of other.texts) if (!this.texts.has(k)) this.texts.set(k, v);
  }
}
