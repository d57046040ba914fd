/**
 * Short labels that still tell runs apart: the words every name shares at its start and at its end are dropped, so
 * `tau2_airline_claude-opus-4-6_button-pr168` and `tau2_airline_gpt-oss-120b_langchain-pr133` become
 * `claude-opus-4-6_button-pr168` and `gpt-oss-120b_langchain-pr133` — never a cut through the middle of a word
 * (`…sks.historical`).
 */

/** Where names split into words: `_`, `-`, `.`, `/`, space (kept in the label). */
const WORD = /[^_\-./ ]+[_\-./ ]*/g;

/**
 * The labels of `names` without the words all of them share at the start and at the end. A name is split into
 * words at `_`, `-`, `.`, `/` and spaces (each separator stays with the word before it); shared leading words, then
 * shared trailing words, are removed while every label keeps at least one word; a trailing separator left over is
 * trimmed. Equal names keep their full text. Labels longer than `max` characters are shortened in the middle with
 * "…" (the start and the end of a run's name are its most telling parts).
 *
 * Edges: [] → []; one name → that name (nothing to tell apart; only `max` applies).
 *
 * @param names the full names (e.g. file names without their directory and `.json`)
 * @param max the longest label, in characters (default 40; at least 5)
 * @returns one label per name, in order
 * @throws {RangeError} when max is not an integer ≥ 5
 * @example
 * distinctLabels(["tau2_airline_claude-opus-4-6_button-pr168", "tau2_airline_gpt-oss-120b_langchain-pr133"]); // ["claude-opus-4-6_button-pr168", "gpt-oss-120b_langchain-pr133"]
 * distinctLabels(["tau1_airline_gpt-4o_4trials_50tasks.historical", "tau2_airline_gpt-4.1_1trial_20tasks.feature-gym"], 60); // ["tau1_airline_gpt-4o_4trials_50tasks.historical", "tau2_airline_gpt-4.1_1trial_20tasks.feature-gym"]
 * distinctLabels(["tau1_airline_gpt-4o_4trials_50tasks.historical", "x"]); // ["tau1_airline_gpt-4o_…_50tasks.historical", "x"]
 * distinctLabels(["run-a.json", "run-b.json"]); // ["a", "b"]
 * distinctLabels(["only-one"]); // ["only-one"]
 */
export function distinctLabels(names: readonly string[], max = 40): string[] {
  if (!Number.isInteger(max) || max < 5) throw new RangeError(`distinctLabels: max must be an integer ≥ 5, got ${JSON.stringify(max)}`);
  if (names.length === 0) return [];
  const words = names.map((n) => n.match(WORD) ?? [n]);
  let head = 0;
  let tail = 0;
  if (names.length > 1 && new Set(names).size > 1) {
    const shortest = Math.min(...words.map((w) => w.length));
    while (head < shortest - 1 && words.every((w) => w[head] === words[0][head])) head++;
    while (tail < shortest - head - 1 && words.every((w) => w[w.length - 1 - tail] === words[0][words[0].length - 1 - tail])) tail++;
  }
  return words.map((w) => middleCut(w.slice(head, w.length - tail).join("").replace(/[_\-./ ]+$/, ""), max));
}

function middleCut(s: string, max: number): string {
  if (s.length <= max) return s;
  const keep = max - 1;
  const front = Math.ceil(keep / 2);
  return `${s.slice(0, front)}…${s.slice(s.length - (keep - front))}`;
}
