import { TrajlabInputError, jsonTypeOf } from "../io/errors";

/**
 * Check the fields every stored published figure shares (data/published/*.json): an object with a string `id`, a
 * finite number `value` and an integer `decimals` ≥ 0 (the printed precision). Other fields (unit, source, note)
 * are the caller's to check. Used by {@link loadPublishedGoalDrift} and {@link checkPublishedTide}.
 *
 * Bad input → TrajlabInputError kind "wrong-type" at `<path>`, `<path>.id`, `<path>.value` or `<path>.decimals`,
 * with the detail `expected <what>, got <JSON type>`.
 *
 * @example
 * checkFigureFields("p.json", { id: "a", value: 1.5, decimals: 1 }, "figures[0]"); // { id: "a", value: 1.5, decimals: 1 }
 * checkFigureFields("p.json", { id: "a", value: "1", decimals: 1 }, "figures[0]");
 * // throws "p.json: figures[0].value: expected a number, got string"
 */
export function checkFigureFields(file: string, figure: unknown, path: string): Record<string, unknown> {
  const bad = (p: string, what: string, v: unknown) => new TrajlabInputError("wrong-type", file, p, `expected ${what}, got ${jsonTypeOf(v)}`);
  if (typeof figure !== "object" || figure === null || Array.isArray(figure)) throw bad(path, "an object", figure);
  const o = figure as Record<string, unknown>;
  if (typeof o.id !== "string") throw bad(`${path}.id`, "a string", o.id);
  if (typeof o.value !== "number" || !Number.isFinite(o.value)) throw bad(`${path}.value`, "a number", o.value);
  if (typeof o.decimals !== "number" || !Number.isInteger(o.decimals) || o.decimals < 0) {
    throw bad(`${path}.decimals`, "a non-negative integer", o.decimals);
  }
  return o;
}
