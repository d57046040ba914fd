/**
 * Where the public runs come from: the provenance tables of the shared folders' READMEs, parsed.
 */

/** One file of a provenance table. */
export interface ProvenanceEntry {
  /** The file as the table names it (relative to the README's folder). */
  file: string;
  /** The repository (`owner/name`), or null when the README does not say. */
  repository: string | null;
  commit: string | null;
  /** Path in the repository, or null. */
  path: string | null;
}

/**
 * The provenance rows of a README's markdown table, in either of the two forms the shared folders use:
 * columns `file | commit | path in repository | …` with the repository named once in the text ("… repository
 * owner/name …"), or columns `file | source (repository @ commit : path) | …`. Rows whose first cell is not a file
 * name are skipped (the header, the separator, prose tables).
 *
 * Edges: no table → []. A cell that does not parse leaves that field null.
 *
 * @param readme the README's text
 * @returns one entry per file row, in table order
 * @example
 * readProvenance("copies of the repository o/r at the commits below\n| file | commit | path in repository |\n|---|---|---|\n| a.json | 59d0fb96 | src/a.json |");
 * // [{ file: "a.json", repository: "o/r", commit: "59d0fb96", path: "src/a.json" }]
 * readProvenance("| file | source (repository @ commit : path) |\n|---|---|\n| t/b.json | o/r @ 4bcddd53 : data/b.json |")[0].commit; // "4bcddd53"
 */
export function readProvenance(readme: string): ProvenanceEntry[] {
  const named = /\brepository\s+([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)/.exec(readme);
  const repository = named ? named[1].replace(/[.,;:]+$/, "") : null;
  const out: ProvenanceEntry[] = [];
  let layout: "commit-column" | "source-column" | null = null;
  for (const line of readme.split(/\r?\n/)) {
    if (!line.trim().startsWith("|")) {
      layout = null;
      continue;
    }
    const cells = line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
    const head = cells.map((c) => c.toLowerCase());
    if (head[0] === "file") {
      layout = head[1] === "commit" ? "commit-column" : head[1].startsWith("source") ? "source-column" : null;
      continue;
    }
    if (layout === null || !/\.json$/.test(cells[0])) continue;
    if (layout === "commit-column") {
      out.push({ file: cells[0], repository, commit: cells[1] || null, path: cells[2] || null });
    } else {
      const m = /^\s*([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)\s*@\s*([0-9a-fA-F]+)\s*:\s*(\S+)\s*$/.exec(cells[1] ?? "");
      out.push({ file: cells[0], repository: m ? m[1] : null, commit: m ? m[2] : null, path: m ? m[3] : null });
    }
  }
  return out;
}
