// Writes arimaa-viewer.css, the static view's style sheet for pages (the frame of
// www/arimaa-viewer-layout.js), to the path given: the package ships it, and every
// integration (MediaWiki, WordPress, Hugo, Markdown sites) serves it beside the element.
import { writeFileSync } from "node:fs";
import { pageCss } from "../www/arimaa-viewer-layout.js";

const out = process.argv[2];
if (!out) {
  console.error("usage: node scripts/page-css.mjs OUT.css");
  process.exit(2);
}
// Shipped minified: every page with a board fetches it. The first comment says where it is made.
const css = pageCss();
const head = /^\/\*[\s\S]*?\*\/\n/.exec(css)[0];
const minified = css.slice(head.length)
  .replace(/\s+/g, " ")
  .replace(/ ?([{};,>]) ?/g, "$1")
  .replace(/;}/g, "}")
  .trim();
writeFileSync(out, `${head}${minified}\n`);
