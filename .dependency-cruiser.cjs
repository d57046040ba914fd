/**
 * The layering rule of lib/src, checked in `npm test` (`npm run layers`): a file imports only from its own family
 * or from a family on a lower floor (scripts/families.mjs is the one list of families and floors), and no two files
 * import each other, directly or through others (type-only imports included). There is no exception list.
 */
const path = require("path");
const { execFileSync } = require("child_process");

// scripts/families.mjs is an ES module; read its table through a child node (the config must load synchronously).
const floors = JSON.parse(
  execFileSync(process.execPath, ["--input-type=module", "-e", `import { FAMILY_FLOORS } from ${JSON.stringify(path.join(__dirname, "scripts", "families.mjs"))}; process.stdout.write(JSON.stringify(FAMILY_FLOORS));`], { encoding: "utf8" }),
);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const upward = floors.map(({ family, floor }) => {
  const notBelow = floors.filter((f) => f.family !== family && f.floor >= floor).map((f) => escape(f.family));
  return {
    name: `floor-${family}`,
    comment: `${family} (floor ${floor}) imports only from itself and from lower floors (scripts/families.mjs)`,
    severity: "error",
    from: { path: `^lib/src/${escape(family)}/` },
    to: { path: notBelow.length ? `^lib/src/(${notBelow.join("|")})/|^lib/src/index\\.ts$` : "^lib/src/index\\.ts$" },
  };
});

module.exports = {
  forbidden: [
    ...upward,
    {
      name: "no-cycle",
      comment: "no two files depend on each other, directly or through others (type-only imports count)",
      severity: "error",
      from: { path: "^lib/src/" },
      to: { circular: true },
    },
    {
      name: "no-unknown-family",
      comment: "every folder of lib/src is a family listed in scripts/families.mjs",
      severity: "error",
      from: { path: `^lib/src/(?!(${floors.map((f) => escape(f.family)).join("|")})/|index\\.ts$)` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|lib/dist)" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".js", ".json"] },
  },
};
