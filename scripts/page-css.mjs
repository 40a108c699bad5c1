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
writeFileSync(out, pageCss());
