/**
 * JSON paths, written the way a reader would type them into `jq`: `simulations[3].messages[7].tool_calls[0]`,
 * `[12].traj[5]` for a top-level array, `info["odd.key"]` for a key that is not a plain identifier, and `$` for
 * the document root. Internally the root is the empty string; {@link displayPath} turns it into `$`.
 */

/**
 * The path as shown to a reader: `$` for the root, any other path unchanged.
 *
 * @param path a path built by {@link keyPath} / {@link indexPath} ("" = the root)
 * @returns `"$"` for the root, else `path`
 * @example
 * displayPath("");              // "$"
 * displayPath("simulations[3]"); // "simulations[3]"
 */
export function displayPath(path: string): string {
  return path === "" ? "$" : path;
}

/**
 * The path of `key` inside `parent`: `parent.key`, or `key` at the root. A key that is not a plain identifier
 * (letters, digits and `_`, not starting with a digit) is quoted: `parent["odd.key"]`, `["a b"]` at the root.
 *
 * @param parent the parent's path ("" = the root)
 * @param key the object key, as in the file
 * @returns the child's path
 * @example
 * keyPath("", "simulations");        // "simulations"
 * keyPath("simulations[3]", "id");   // "simulations[3].id"
 * keyPath("info", "odd.key");        // "info[\"odd.key\"]"
 */
export function keyPath(parent: string, key: string): string {
  if (!isIdentifier(key)) return parent + "[" + JSON.stringify(key) + "]";
  return parent === "" ? key : parent + "." + key;
}

/**
 * The path of element `index` of the array at `parent`: `parent[index]` (`[index]` at the root).
 *
 * @param parent the array's path ("" = the root)
 * @param index 0-based element index
 * @returns the element's path
 * @example
 * indexPath("simulations", 3); // "simulations[3]"
 * indexPath("", 12);           // "[12]"
 */
export function indexPath(parent: string, index: number): string {
  return parent + "[" + index + "]";
}

/** True when `key` can follow a dot unquoted: [A-Za-z_][A-Za-z0-9_]*. */
function isIdentifier(key: string): boolean {
  const n = key.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const c = key.charCodeAt(i);
    const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
    if (!letter && !(i > 0 && c >= 48 && c <= 57)) return false;
  }
  return true;
}
