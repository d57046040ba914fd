/*
 * Citing the policy: a check's rule is quoted from the run's own policy text, and a refusal is matched to the policy
 * sentences it echoes.
 */

/** Lower case, markdown emphasis and list marks removed, whitespace collapsed. */
function normalise(s: string): string {
  return s.toLowerCase().replace(/[*_`#]/g, "").replace(/\s+/g, " ").trim();
}

/**
 * The sentence a check encodes, as the run's policy states it: the sentence when the policy contains it (ignoring
 * case, markdown emphasis and whitespace); null when the policy is given and does not contain it (the check then does
 * not apply to this run); the sentence itself when the run carries no policy.
 *
 * @internal
 * @param policy the run's policy, or null
 * @param sentence the check's sentence
 * @returns the sentence, or null
 * @example
 * citePolicy("Basic economy flights **cannot** be modified.", "Basic economy flights cannot be modified."); // "Basic economy flights cannot be modified."
 * citePolicy("Nothing here.", "Basic economy flights cannot be modified."); // null
 */
export function citePolicy(policy: string | null, sentence: string): string | null {
  if (policy === null) return sentence;
  return normalise(policy).includes(normalise(sentence)) ? sentence : null;
}

/**
 * The sentences of a policy (split at line ends and sentence ends; headings and lines under 20 characters dropped).
 *
 * @internal
 * @param policy the policy text
 * @returns its sentences, as written (emphasis removed)
 * @example
 * policySentences("# Title\n- Basic economy flights cannot be modified. Other reservations can.").length; // 2
 */
export function policySentences(policy: string): string[] {
  const out: string[] = [];
  for (const line of policy.split(/\n/)) {
    if (/^\s*#/.test(line)) continue;
    for (const part of line.replace(/[*`]/g, "").replace(/^\s*[-•]\s*/, "").split(/(?<=[.!?])\s+/)) {
      const s = part.trim();
      if (s.length >= 20) out.push(s);
    }
  }
  return out;
}

const STOP = new Set("the a an and or of to in on for is are be can if any not with that this it its as at by from you your user agent has have will must should".split(" "));
const words = (s: string): Set<string> => new Set(normalise(s).split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !STOP.has(w)));

/**
 * The policy sentence a message echoes most: the sentence sharing the most content words with the message, when it
 * shares at least three and at least half of the sentence's own content words; null otherwise.
 *
 * @internal
 * @param sentences the policy's sentences
 * @param message the message text
 * @returns the sentence, or null
 * @example
 * closestPolicySentence(["Basic economy flights cannot be modified."], "Sorry, basic economy flights cannot be modified under our policy."); // "Basic economy flights cannot be modified."
 */
export function closestPolicySentence(sentences: readonly string[], message: string): string | null {
  const m = words(message);
  let best: string | null = null;
  let bestScore = 0;
  for (const s of sentences) {
    const w = words(s);
    let shared = 0;
    for (const x of w) if (m.has(x)) shared += 1;
    if (shared >= 3 && shared >= w.size / 2 && shared > bestScore) {
      best = s;
      bestScore = shared;
    }
  }
  return best;
}
