// TypeDoc plugin: every "docs/definitions/<page>.md#<anchor>" a doc comment cites becomes a link to that definition
// page in the repository (the reference is generated into docs/api/, so the link is relative to the page's depth).
// `npm run docs:check` keeps the citations valid (test/docs/references.test.ts checks every anchor exists).
import { MarkdownEvent } from "typedoc";

const CITATION = /(?<![\w/[(-])docs\/definitions\/([\w-]+\.md)(#[\w-]+)?/g;

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.renderer.on(MarkdownEvent.PARSE, (event) => {
    // docs/api/<dir>/<page>.html → the repository root is two directories above the page's own folder
    const depth = event.page.url.split("/").length - 1;
    const up = "../".repeat(depth + 2);
    event.parsedText = event.parsedText.replace(CITATION, (m, file, anchor = "") => `<a href="${up}docs/definitions/${file}${anchor}">${m}</a>`);
  });
}
