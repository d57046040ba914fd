#!/usr/bin/env node
// The `trajlab` command as npm links it (lib/package.json "bin"). A committed file, so that `npm install` makes the
// link even on a fresh clone, before `npm run build` has made lib/dist; it runs the built command
// (lib/dist/cli/main.js), and says how to build it when it is not there yet.
"use strict";
const fs = require("fs");
const path = require("path");

const built = path.join(__dirname, "..", "dist", "cli", "main.js");
if (!fs.existsSync(built)) {
  process.stderr.write(
    `trajlab: the library is not built yet (${path.relative(process.cwd(), built) || built} is missing): run \`npm run build\` in the checkout (npm install && npm run reproduce does it), then try again\n`,
  );
  process.exitCode = 1;
} else {
  require(built).start(process.argv.slice(2));
}
