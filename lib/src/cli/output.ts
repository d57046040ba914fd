/*
 * Writing a command's `--json` document, element by element when it cannot be written whole.
 */
import type { CommandContext } from "./command";

/**
 * Print a JSON document; when it cannot be written as one (a bug, or a text longer than a JavaScript string can
 * hold), each element of `doc[key]` is written on its own, those that fail replaced by null and recorded as internal
 * errors, and `errors` (the context's, written last) lists them.
 *
 * @internal
 * @param ctx the command's context
 * @param doc the document: `{<key>: [...], …, errors}`
 * @param key the name of its main list
 */
export function printJson(ctx: CommandContext, doc: Record<string, unknown>, key: string): void {
  const whole = ctx.guard("writing the JSON output", "(all inputs)", () => JSON.stringify(doc, null, 2));
  if (whole !== undefined) {
    ctx.io.stdout(whole + "\n");
    return;
  }
  const parts: string[] = [];
  for (const [k, v] of Object.entries(doc)) {
    if (k === "errors") continue;
    if (k === key && Array.isArray(v)) {
      const items = v.map((item, i) => ctx.guard("writing the JSON output", `${key}[${i}]`, () => JSON.stringify(item, null, 2)) ?? "null");
      parts.push(`${JSON.stringify(k)}: [\n${items.join(",\n")}\n]`);
    } else parts.push(`${JSON.stringify(k)}: ${ctx.guard("writing the JSON output", k, () => JSON.stringify(v, null, 2)) ?? "null"}`);
  }
  parts.push(`"errors": ${JSON.stringify(ctx.errors, null, 2)}`);
  ctx.io.stdout(`{\n${parts.join(",\n")}\n}\n`);
}
