/**
 * Every `@example` in lib/src runs, and every value its comments state is checked (CONTRIBUTING.md §2).
 *
 * The format, line by line:
 * - `<expression>; // <value>` — the expression (it may start on earlier lines that do not end the statement)
 *   must evaluate to `<value>`: a JSON value (keys may be unquoted, strings in double quotes), `null`,
 *   `undefined`, `NaN`, `Infinity`; a number with a decimal point and fewer digits than the result means "equal at
 *   that precision" (0.0667 for 0.0666…); a trailing `…` inside a number or string means "starts with". Arrays and
 *   objects compare element by element and key by key (keys whose value is undefined do not count).
 * - `<expression>; // <value> <prose>` — prose after the value is not checked (`// 4 (cycle AB, repeated twice)`).
 * - `<expression>; // throws <ErrorClass> "<message prefix>"` — the expression must throw (class and message are
 *   optional).
 * - `const x = <expression>; // <value>` — checks x.
 * - Lines without `// ` are setup and run in order; lines that are only a comment are prose.
 *
 * An example sees every name of `trajlab` and `trajlab/reconstruct`, the exports of its own file and of the other
 * files of its family (internal helpers included: an internal helper may take another file's internal, such as
 * io's `LoadLog`), `fs` and `path`; it runs from the repository root, inside an async function (so `await` works).
 */
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import * as root from "../../lib/src";
import * as reconstruct from "../../lib/src/reconstruct";

const repo = path.resolve(__dirname, "..", "..");
const src = path.join(repo, "lib", "src");

// ── extraction ────────────────────────────────────────────────────────────────────────────────────────────

interface Example {
  file: string;
  /** 1-based line of the `@example` tag. */
  line: number;
  lines: string[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith(".ts") ? [p] : [];
  });
}

/** Every @example block of a file: the lines after the tag up to the next tag or the end of the comment. */
function examplesOf(file: string): Example[] {
  const text = fs.readFileSync(file, "utf8");
  const out: Example[] = [];
  for (const m of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const commentLine = text.slice(0, m.index).split("\n").length;
    const lines = m[0].split("\n").map((l) => l.replace(/^\s*\/?\*\*?\/?\s?/, "").replace(/\s*\*\/$/, ""));
    for (let i = 0; i < lines.length; i++) {
      const tag = /^@example\b\s*(.*)$/.exec(lines[i]);
      if (!tag) continue;
      const body: string[] = tag[1] ? [tag[1]] : [];
      let j = i + 1;
      while (j < lines.length && !/^@\w/.test(lines[j])) body.push(lines[j++]);
      while (body.length > 0 && body[body.length - 1].trim() === "") body.pop();
      out.push({ file: path.relative(repo, file), line: commentLine + i, lines: body });
    }
  }
  return out;
}

// ── the expected values ───────────────────────────────────────────────────────────────────────────────────

type Expected =
  | { kind: "number"; text: string; value: number; prefix: boolean }
  | { kind: "string"; value: string; prefix: boolean }
  | { kind: "literal"; value: boolean | null | undefined }
  | { kind: "array"; items: Expected[] }
  | { kind: "object"; entries: [string, Expected][] };

/** Parse a value at the start of `text`; returns it and where it ends, or null when the text does not start with one. */
function parseValue(text: string): { value: Expected; end: number } | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const fail = (): never => {
    throw new SyntaxError(`cannot read a value at ${JSON.stringify(text.slice(i, i + 20))}`);
  };
  const value = (): Expected => {
    ws();
    const c = text[i];
    if (c === "[") {
      i++;
      const items: Expected[] = [];
      ws();
      if (text[i] === "]") {
        i++;
        return { kind: "array", items };
      }
      for (;;) {
        items.push(value());
        ws();
        if (text[i] === ",") {
          i++;
          ws();
          if (text[i] === "]") {
            i++;
            return { kind: "array", items };
          }
        } else if (text[i] === "]") {
          i++;
          return { kind: "array", items };
        } else fail();
      }
    }
    if (c === "{") {
      i++;
      const entries: [string, Expected][] = [];
      ws();
      if (text[i] === "}") {
        i++;
        return { kind: "object", entries };
      }
      for (;;) {
        ws();
        let key: string;
        if (text[i] === '"') {
          const s = value();
          if (s.kind !== "string") fail();
          key = (s as { value: string }).value;
        } else {
          const m = /^[A-Za-z_$][\w$]*/.exec(text.slice(i));
          if (!m) fail();
          key = m![0];
          i += key.length;
        }
        ws();
        if (text[i] !== ":") fail();
        i++;
        entries.push([key, value()]);
        ws();
        if (text[i] === ",") {
          i++;
          ws();
          if (text[i] === "}") {
            i++;
            return { kind: "object", entries };
          }
        } else if (text[i] === "}") {
          i++;
          return { kind: "object", entries };
        } else fail();
      }
    }
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      if (j >= text.length) fail();
      const raw = JSON.parse(text.slice(i, j + 1)) as string;
      i = j + 1;
      return raw.endsWith("…") ? { kind: "string", value: raw.slice(0, -1), prefix: true } : { kind: "string", value: raw, prefix: false };
    }
    const word = /^(true|false|null|undefined|NaN|-?Infinity)(?![\w$])/.exec(text.slice(i));
    if (word) {
      i += word[0].length;
      const w = word[0];
      if (w === "NaN" || w.endsWith("Infinity")) return { kind: "number", text: w, value: Number(w), prefix: false };
      return { kind: "literal", value: w === "true" ? true : w === "false" ? false : w === "null" ? null : undefined };
    }
    const num = /^-?\d+(\.\d+)?([eE][+-]?\d+)?…?/.exec(text.slice(i));
    if (num) {
      i += num[0].length;
      const prefix = num[0].endsWith("…");
      const t = prefix ? num[0].slice(0, -1) : num[0];
      return { kind: "number", text: t, value: Number(t), prefix };
    }
    return fail();
  };
  try {
    const v = value();
    return { value: v, end: i };
  } catch {
    return null;
  }
}

/** Why `actual` is not `expected`, or null when it is. */
function mismatch(actual: unknown, expected: Expected, at = "value"): string | null {
  const show = (x: unknown) => {
    try {
      return JSON.stringify(x) ?? String(x);
    } catch {
      return String(x);
    }
  };
  switch (expected.kind) {
    case "number": {
      if (typeof actual !== "number") return `${at}: expected a number ${expected.text}, got ${show(actual)}`;
      if (Number.isNaN(expected.value)) return Number.isNaN(actual) ? null : `${at}: expected NaN, got ${actual}`;
      if (expected.prefix) return String(actual).startsWith(expected.text) ? null : `${at}: expected ${expected.text}…, got ${actual}`;
      if (Object.is(actual, expected.value) || actual === expected.value) return null;
      const decimals = /\.(\d+)/.exec(expected.text)?.[1].length;
      if (decimals !== undefined && !/e/i.test(expected.text)) {
        return Math.abs(actual - expected.value) <= 0.5 * 10 ** -decimals + 1e-12 ? null : `${at}: expected ${expected.text} (at ${decimals} decimals), got ${actual}`;
      }
      return `${at}: expected ${expected.text}, got ${actual}`;
    }
    case "string":
      if (typeof actual !== "string") return `${at}: expected a string, got ${show(actual)}`;
      if (expected.prefix) return actual.startsWith(expected.value) ? null : `${at}: expected ${show(expected.value + "…")}, got ${show(actual)}`;
      return actual === expected.value ? null : `${at}: expected ${show(expected.value)}, got ${show(actual)}`;
    case "literal":
      return actual === expected.value ? null : `${at}: expected ${String(expected.value)}, got ${show(actual)}`;
    case "array": {
      if (!Array.isArray(actual)) return `${at}: expected an array, got ${show(actual)}`;
      if (actual.length !== expected.items.length) return `${at}: expected ${expected.items.length} items, got ${actual.length}: ${show(actual)}`;
      for (let k = 0; k < actual.length; k++) {
        const m = mismatch(actual[k], expected.items[k], `${at}[${k}]`);
        if (m) return m;
      }
      return null;
    }
    case "object": {
      if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return `${at}: expected an object, got ${show(actual)}`;
      const o = actual as Record<string, unknown>;
      const keys = Object.keys(o).filter((k) => o[k] !== undefined);
      const want = expected.entries.map(([k]) => k);
      const extra = keys.filter((k) => !want.includes(k));
      if (extra.length > 0) return `${at}: unexpected keys ${extra.join(", ")} in ${show(actual)}`;
      for (const [k, v] of expected.entries) {
        const m = mismatch(o[k], v, `${at}.${k}`);
        if (m) return m;
      }
      return null;
    }
  }
}

// ── the checks an example makes ───────────────────────────────────────────────────────────────────────────

type Check =
  | { kind: "value"; line: number; code: string; expected: Expected }
  | { kind: "throws"; line: number; code: string; errorClass: string | null; message: string | null }
  | { kind: "setup"; code: string };

/** Brackets still open after `code` (strings and template literals skipped). */
function openBrackets(code: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let k = 0; k < code.length; k++) {
    const c = code[k];
    if (quote) {
      if (c === "\\") k++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
  }
  return depth;
}

/** The code part of a line and its `// ` comment (a `//` inside a string does not count). */
function splitComment(line: string): { code: string; comment: string | null } {
  let quote: string | null = null;
  for (let k = 0; k < line.length; k++) {
    const c = line[k];
    if (quote) {
      if (c === "\\") k++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "/" && line[k + 1] === "/" && line[k + 2] === " ") return { code: line.slice(0, k).trimEnd(), comment: line.slice(k + 3).trim() };
  }
  return { code: line, comment: null };
}

function checksOf(ex: Example): Check[] {
  const checks: Check[] = [];
  let buffer: string[] = [];
  ex.lines.forEach((raw, k) => {
    const line = ex.line + 1 + k;
    const { code, comment } = splitComment(raw);
    if (code.trim() === "") {
      if (buffer.length > 0 && comment === null) buffer.push("");
      return; // a comment-only line is prose
    }
    buffer.push(code);
    const whole = buffer.join("\n");
    // a comment on a line inside an unfinished statement (an array of cases, say) is prose
    if (comment !== null && openBrackets(whole) <= 0) {
      const expr = whole.trim().replace(/;$/, "");
      buffer = [];
      const thrown = /^throws(?:\s+([A-Z]\w*))?(?:\s+(".*"))?/.exec(comment);
      if (thrown) {
        checks.push({ kind: "throws", line, code: expr, errorClass: thrown[1] ?? null, message: thrown[2] ? (JSON.parse(thrown[2]) as string).replace(/…$/, "") : null });
        return;
      }
      const parsed = parseValue(comment);
      if (parsed === null) throw new Error(`${ex.file}:${line}: the comment ${JSON.stringify(comment)} does not start with a value (see CONTRIBUTING.md §2)`);
      checks.push({ kind: "value", line, code: expr, expected: parsed.value });
    } else if (openBrackets(whole) <= 0 && !/[,(\[{=+\-*/&|?:]$/.test(code.trim())) {
      checks.push({ kind: "setup", code: whole });
      buffer = [];
    }
  });
  if (buffer.length > 0) checks.push({ kind: "setup", code: buffer.join("\n") });
  return checks;
}

/** JavaScript of one example: setup runs in order; each check records its result (or its error) by index. */
function programOf(checks: Check[]): string {
  const parts = checks.map((c, k) => {
    if (c.kind === "setup") return c.code.endsWith(";") || c.code.endsWith("}") ? c.code : c.code + ";";
    const decl = /^(const|let|var)\s+([A-Za-z_$][\w$]*)\s*(:[^=]+)?=\s*([\s\S]*)$/.exec(c.code);
    if (decl && c.kind === "value") return `${decl[1]} ${decl[2]} = ${decl[4]};\n__record(${k}, ${decl[2]});`;
    return `try { __record(${k}, (${c.code})); } catch (__e) { __error(${k}, __e); }`;
  });
  return parts.join("\n");
}

/** The exports of every file of a family (its folder): the internals an internal helper's example may need. */
async function familyScope(dir: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".ts")).sort()) Object.assign(out, await import(path.join(dir, f)));
  return out;
}

async function scopeOf(file: string): Promise<Record<string, unknown>> {
  const own = (await import(path.join(repo, file))) as Record<string, unknown>;
  const family = await familyScope(path.dirname(path.join(repo, file)));
  // examples may print; their output is not part of the test's
  const quiet = { ...console, log: () => undefined, info: () => undefined, warn: () => undefined };
  return { ...family, ...root, ...reconstruct, ...own, fs, path, console: quiet };
}

async function run(ex: Example): Promise<string[]> {
  const checks = checksOf(ex);
  const ts5 = ts.transpileModule(`(async () => {\n${programOf(checks)}\n})`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None },
  }).outputText;
  const scope = await scopeOf(ex.file);
  const results = new Map<number, { value?: unknown; error?: unknown }>();
  const names = Object.keys(scope).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  const factory = new Function(...names, "__record", "__error", `return ${ts5.trim().replace(/;$/, "")};`);
  const cwd = process.cwd();
  process.chdir(repo);
  try {
    await factory(
      ...names.map((n) => scope[n]),
      (k: number, value: unknown) => results.set(k, { value }),
      (k: number, error: unknown) => results.set(k, { error }),
    )();
  } finally {
    process.chdir(cwd);
  }
  const problems: string[] = [];
  checks.forEach((c, k) => {
    if (c.kind === "setup") return;
    const r = results.get(k);
    const where = `${ex.file}:${c.line}`;
    if (!r) problems.push(`${where}: not reached`);
    else if (c.kind === "throws") {
      if (!("error" in r)) problems.push(`${where}: expected a throw, got ${String(r.value)}`);
      else {
        const e = r.error as Error;
        if (c.errorClass && e?.constructor?.name !== c.errorClass && e?.name !== c.errorClass) problems.push(`${where}: expected ${c.errorClass}, got ${e?.name}`);
        if (c.message && !String(e?.message).startsWith(c.message)) problems.push(`${where}: expected the message to start with ${JSON.stringify(c.message)}, got ${JSON.stringify(e?.message)}`);
      }
    } else if ("error" in r) problems.push(`${where}: ${c.code} threw ${(r.error as Error)?.message ?? String(r.error)}`);
    else {
      const m = mismatch(r.value, c.expected);
      if (m) problems.push(`${where}: ${c.code}: ${m}`);
    }
  });
  return problems;
}

// ── the tests ─────────────────────────────────────────────────────────────────────────────────────────────

const examples = sourceFiles(src).flatMap(examplesOf);

describe("@example lines (CONTRIBUTING.md §2)", () => {
  test("there are examples, and every one checks at least one value", () => {
    expect(examples.length).toBeGreaterThan(100);
    // every example, io's included, states at least one value
    const unchecked = examples
      .filter((ex) => checksOf(ex).every((c) => c.kind === "setup"))
      .map((ex) => `${ex.file}:${ex.line}`);
    if (unchecked.length > 0) console.log(`@example without a checked value:\n${unchecked.join("\n")}`);
    expect(unchecked).toEqual([]);
  });

  test("every example runs and gives the values its comments state", { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const ex of examples) {
      try {
        problems.push(...(await run(ex)));
      } catch (e) {
        problems.push(`${ex.file}:${ex.line}: ${(e as Error).message}`);
      }
    }
    if (problems.length > 0) console.log(`@example problems:\n${problems.join("\n")}`);
    expect(problems).toEqual([]);
  });

  test("the value parser reads the notation of the examples", () => {
    expect(mismatch(0.0666666, parseValue("0.0667")!.value)).toBeNull();
    expect(mismatch(0.0666666, parseValue("0.067")!.value)).toBeNull();
    expect(mismatch(0.07, parseValue("0.0667")!.value)).not.toBeNull();
    expect(mismatch(4.3, parseValue("4")!.value)).not.toBeNull();
    expect(mismatch(0.35355339, parseValue("0.3535…")!.value)).toBeNull();
    expect(mismatch("abcdef", parseValue('"abc…"')!.value)).toBeNull();
    expect(mismatch({ a: 1, b: undefined }, parseValue("{ a: 1 }")!.value)).toBeNull();
    expect(mismatch({ a: 1, b: 2 }, parseValue("{ a: 1 }")!.value)).not.toBeNull();
    expect(mismatch([1, null], parseValue("[1, null] (prose)")!.value)).toBeNull();
    expect(parseValue("the same first number")).toBeNull();
    expect(parseValue("4 (cycle AB, repeated twice)")!.end).toBe(1);
  });
});
