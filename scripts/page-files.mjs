// Writes the files an integration serves or reads beside the element, from the frame
// of www/src/element/layout.js, into the folder given (the build: www/dist):
// - arimaa-viewer.css: the static view's style sheet for pages (the package ships it,
//   and every integration serves it);
// - arimaa-fallback.html: the static view of a page that cannot draw one (WordPress's
//   shortcode, MediaWiki without the CLI, Hugo without a static file), read by them.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageCss, fallbackHtml } from "../www/src/element/layout.js";

const out = process.argv[2];
if (!out) {
  console.error("usage: node scripts/page-files.mjs DIR");
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
writeFileSync(join(out, "arimaa-viewer.css"), `${head}${minified}\n`);
writeFileSync(join(out, "arimaa-fallback.html"), `${fallbackHtml()}\n`);
