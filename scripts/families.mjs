/**
 * The families of lib/src and the floor each stands on — the one source of truth for the layering rule
 * (.dependency-cruiser.cjs: a file imports only from its own family or a family on a lower floor), the order of
 * the root entry (scripts/gen-root-index.mjs), the subpath entries (`trajlab/<family>`, lib/package.json), the
 * TypeDoc entry points (typedoc.json) and the family table of CONTRIBUTING.md (all checked by tests).
 *
 * `public: false` marks folders that are not part of the root entry: the command line, and the project's own
 * data-generation workflow (`trajlab/reconstruct`, a separate entry).
 */
export const FAMILY_FLOORS = [
  { family: "io", floor: 0, public: true },
  { family: "stats", floor: 1, public: true },
  { family: "drift", floor: 2, public: true },
  { family: "auv", floor: 2, public: true },
  { family: "probes", floor: 2, public: true },
  { family: "events", floor: 3, public: true },
  { family: "consistency", floor: 3, public: true },
  { family: "diagnostics", floor: 4, public: true },
  { family: "compare", floor: 5, public: true },
  { family: "audit", floor: 5, public: true },
  { family: "reproduce", floor: 6, public: true },
  { family: "plot", floor: 6, public: true },
  { family: "explore", floor: 7, public: true },
  { family: "atlas", floor: 7, public: true },
  { family: "export", floor: 7, public: true },
  { family: "reconstruct", floor: 7, public: false },
  { family: "cli", floor: 8, public: false },
];

/** The families of the public entry, in the order of the root file (lowest floor first). */
export const FAMILIES = FAMILY_FLOORS.filter((f) => f.public).map((f) => f.family);
