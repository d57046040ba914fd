// Prose and output never disagree: a notebook's markdown does not type in a result. Every count, share or figure a
// notebook shows about data is printed by a cell, so it changes with the data (../shared present or not, a new
// export) and the prose cannot go stale. The prose refers to the output instead ("the line under the table counts
// …").
//
// The rule, applied to every markdown cell of every committed notebook:
//
// 1. Not prose, so never checked: fenced code blocks, math (`$…$`, `$$…$$`: formulas, and a worked example's
//    arithmetic, which is a definition), inline code (`` `…` ``), link targets, HTML tags and comments.
// 2. A worked example is exempt: its numbers define the example, and the cell after it recomputes them. That is a
//    block (the text between blank lines) that starts with "By hand" (bold or not); every block under a heading
//    that says "by hand" (up to the next heading); and a list or table right after a block that ends with
//    "By hand:", or after an exempt block that ends with ":" (the example's rows).
// 3. Everywhere else a number written with digits is flagged, unless it is
//    - part of a name: glued to a letter (`gpt-4.1`, `P13`, `HAT001`, `GD^stock`, `d-off-3`, `#W2`, `arXiv:…`);
//    - a reference: after "notebook(s)", "section(s)", "§", "Table(s)", "Figure(s)", "Eq.", "Lemma", "Algorithm",
//      "Step", "Case", "seed", "cell", "Part", or a position in a sequence ("write 3", "task 2", "trial", "turn",
//      "event", "message"), including a list or range of them ("Tables 1, 2 and 6", "notebooks 05–07");
//    - a year (1900–2099) or a date (2024-05-20);
//    - a heading's section number ("## 3. …"), a list marker ("1. ", "(2)"), an event index ("[5]", "[1]–[2]");
//    - one of the definitional constants of CONSTANTS, each with its reason (among them 0 and 1, the ends of a
//      range, and the reward values).
// 4. A count in words is flagged too: a number word (not "one") after "about", "roughly", "nearly", "almost", "around", "over",
//    "under", "only", "more than", "fewer than", … ("about half"); "half of", "a third of"; a number word from three
//    to twelve before (at most one word and) a noun that counts data: runs, agents, models, tasks, conversations,
//    files, domains, trials, failures, successes, errors, exceptions, submissions ("the six airline agents"); any
//    number word before "exceptions" or "outliers" ("two exceptions"). "Two" before a data noun is not flagged: two
//    runs, two agents, two models are what a comparison is defined on.
//
// A flagged number is fixed by moving it into a cell's output (and writing "the cell below prints …"), by writing
// a worked example's arithmetic as math, or — for a constant of a definition — by adding it to CONSTANTS
// with its reason.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";


/**
 * Numbers that are part of a definition, not a result, with the reason each may be typed. Matched as phrases (on
 * the prose with code and math removed) before numbers are looked for.
 */
export const CONSTANTS = [
  { phrase: /\b95\s?%/g, reason: "the interval level every interval of the library uses by default (options.level = 0.95)" },
  { phrase: /\b80\s?% power\b/g, reason: "the power of the minimum detectable difference (noiseFloor's default)" },
  { phrase: /\b10\s?% of its checked conversations\b/g, reason: "the data-quality rule's threshold for a suspect run (docs/definitions/goal-drift.md)" },
  { phrase: /\breward(?:s)?\s*(?:=|of|in)?\s*\{?0,\s*1\}?/g, reason: "the two reward values of a scored τ² conversation" },
  { phrase: /\b(?:reward|rewards)\s*=?\s*[01]\b/g, reason: "a reward group: reward = 1 (success) or reward = 0 (failure)" },
  { phrase: /\bneither 0 nor 1\b/g, reason: "a reward outside the two reward groups (missing or fractional)" },
  { phrase: /(?<![\w.,/–-])[01](?![\w/%]|[.,]\d|\s?%|[–-]\d)/g, reason: "0 and 1, the ends of every share's and score's range (0 = none, 1 = all), and null-versus-0" },
  { phrase: /(?<![\w.,/])0\s?%/g, reason: "0 %, the bottom of a percent's range (a real 0 over a valid denominator, versus null)" },
];

const REFERENCE_WORDS = /^(notebooks?|sections?|§|tables?|figures?|figs?\.|eq\.|equations?|lemmas?|algorithms?|steps?|cases?|seeds?|cells?|parts?|appendix|chapters?|writes?|tasks?|trials?|turns?|events?|messages?)$/i;
const CONNECTORS = /^(,|and|or|to|–|-|&)$/i;
const NUMBER_WORDS = "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"; // not "one": "only one of them", "under one id"
const DATA_NOUNS = "runs|agents|models|tasks|conversations|files|domains|trials|failures|successes|errors|exceptions|submissions";
const WORD_COUNTS = [
  new RegExp(`\\b(?:about|roughly|nearly|almost|around|approximately|over|under|only|just|all but|more than|fewer than|less than)\\s+(?:half|a third|a quarter|${NUMBER_WORDS}|a dozen|dozens)\\b`, "gi"),
  /\b(?:half|a third|a quarter|two thirds) of\b/gi,
  new RegExp(`\\b(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+(?:[\\w-]+\\s+)?(?:${DATA_NOUNS})\\b`, "gi"),
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:exceptions|outliers)\b/gi,
];

/** The prose of a markdown cell: code, math, link targets and HTML removed (rule 1). */
export function proseOf(markdown) {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\$\$[\s\S]*?\$\$/g, " ")
    .replace(/\$[^$\n]*\$/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>\n]+>/g, " ")
    .replace(/\]\([^)\s]*\)/g, "]")
    .replace(/https?:\/\/\S+/g, " ");
}

/** The blocks of a cell's prose that rule 2 does not exempt. */
function checkedBlocks(prose) {
  const blocks = prose.split(/\n\s*\n/);
  const out = [];
  let handSection = false;
  let previousIntroduces = false;
  for (const block of blocks) {
    const trimmed = block.trim();
    const heading = /^#{1,6}\s/.test(trimmed);
    if (heading) handSection = /by hand/i.test(trimmed.split("\n")[0]);
    const listOrTable = /^(\||[-*] |\d+\. )/.test(trimmed);
    const exempt = handSection || /^\**\s*by hand\b/i.test(trimmed) || (previousIntroduces && listOrTable);
    previousIntroduces = (exempt && /:\s*$/.test(trimmed)) || /by hand:\s*$/i.test(trimmed) || (previousIntroduces && listOrTable);
    if (!exempt) out.push(heading ? trimmed.split("\n").slice(1).join("\n") : block);
  }
  return out;
}

/** Digits in one block of prose that rule 3 does not allow, as the tokens they appear in. */
function flaggedDigits(block) {
  let text = block
    .split("\n")
    .map((line) => line.replace(/^\s*#{1,6}\s+(\d+(\.\d+)*\.?\s)?/, "").replace(/^\s*(\d+\.|\(\d+\)|[-*])\s+/, ""))
    .join("\n");
  for (const c of CONSTANTS) text = text.replace(c.phrase, " ");
  text = text
    .replace(/\(\d+\)/g, " ") // an inline enumeration: (1) …, (2) …
    .replace(/\[\d+\](?:\s*[–-]\s*\[\d+\])?/g, " ") // event indices
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, " "); // dates
  const words = text.split(/\s+|(?=,)|(?<=,)/).filter((w) => w !== "");
  const flagged = [];
  let inReference = false;
  for (const raw of words) {
    const w = raw.replace(/^[("'“*_]+|[)"'”*_.,;:!?]+$/g, "");
    if (REFERENCE_WORDS.test(w) || /^§/.test(w)) {
      inReference = true;
      continue;
    }
    if (!/\d/.test(w)) {
      if (!(inReference && CONNECTORS.test(raw.trim()))) inReference = false;
      continue;
    }
    if (/\p{L}/u.test(w.replace(/\d/g, ""))) continue; // part of a name
    if (/^(19|20)\d\d$/.test(w)) continue; // a year
    if (inReference && /^\d+([–-]\d+)?$/.test(w)) continue; // a reference (or a range of them)
    inReference = false;
    flagged.push(raw.trim());
  }
  return flagged;
}

/** Everything rules 3 and 4 flag in a markdown cell, each as a short excerpt. */
export function typedInCounts(markdown) {
  const found = [];
  for (const block of checkedBlocks(proseOf(markdown))) {
    const lineOf = (token) => (block.split("\n").find((l) => l.includes(token)) ?? block).trim().slice(0, 140);
    for (const token of flaggedDigits(block)) found.push(`"${token}" in: ${lineOf(token)}`);
    for (const re of WORD_COUNTS) for (const m of block.replace(/\s+/g, " ").matchAll(re)) found.push(`"${m[0]}" in: ${lineOf(m[0].split(" ")[0])}`);
  }
  return found;
}

/** Every flagged count of a notebook file, as "cell N: …" lines. */
export function notebookTypedInCounts(file) {
  const nb = JSON.parse(fs.readFileSync(file, "utf8"));
  return nb.cells.flatMap((c, i) =>
    c.cell_type !== "markdown" ? [] : typedInCounts(Array.isArray(c.source) ? c.source.join("") : String(c.source)).map((f) => `cell ${i}: ${f}`),
  );
}

// `node scripts/lib/prose.mjs [notebook.ipynb …]` lists what the rule flags (default: every notebook).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "notebooks");
  const files = process.argv.length > 2 ? process.argv.slice(2) : fs.readdirSync(dir).filter((f) => f.endsWith(".ipynb")).sort().map((f) => path.join(dir, f));
  let n = 0;
  for (const f of files) for (const line of notebookTypedInCounts(f)) { console.log(`${path.basename(f)} ${line}`); n++; }
  console.log(`prose: ${n} typed-in count(s)`);
  process.exitCode = n > 0 ? 1 : 0;
}
