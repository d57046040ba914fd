/**
 * The one seeded pseudo-random generator of trajlab: Mulberry32, a small 32-bit generator returning uniforms in
 * [0, 1). Deterministic across platforms and Node versions (integer arithmetic only), so bootstrap intervals and
 * generated logs are byte-reproducible from their seed. Not for cryptography.
 *
 * Edges: the seed is taken modulo 2^32 (`seed >>> 0`); seed 0 is valid.
 *
 * @param seed any integer
 * @returns a function returning the next uniform in [0, 1) on each call
 * @example
 * const u = mulberry32(1);
 * u(); // 0.6270739405881613
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Which seed does a key give? The 32-bit FNV-1a hash of a string: a stable seed derived from a key (e.g.
 * "tide|BlocksWorld|Phi-4|memory"), for `mulberry32`. Public only through `trajlab/reconstruct`, for the project's
 * own samples (the TIDE reconstruction, the hand-label sample of scripts/labels/sample.mjs).
 *
 * Formula: h₀ = 2166136261; for each UTF-16 code unit c: h ← (h XOR c) · 16777619 mod 2³².
 * Source: Fowler–Noll–Vo FNV-1a, http://www.isthe.com/chongo/tech/comp/fnv/
 *
 * @param key any string (hashed by UTF-16 code unit)
 * @returns an unsigned 32-bit integer
 * @example
 * fnv1a32(""); // 2166136261
 */
export function fnv1a32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
