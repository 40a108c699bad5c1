// The element's files a page loads, as every integration ships them: the modules, wasm,
// page style sheet (arimaa-viewer.css) and language packs (arimaa-lang-*.json, fetched
// only for a page not in English) of www/dist (after scripts/build-wasm.sh), and
// the attributes' declaration the integrations check against (arimaa-attributes.json),
// without the one-file build, the source maps or the types, which no page of a blog or
// wiki fetches.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const DIST = fileURLToPath(new URL("../www/dist/", import.meta.url));
/** The Markdown plugins: they run where a site is built, never in a page. */
export const MARKDOWN_PLUGINS = ["arimaa-fence.js", "arimaa-markdown-it.js", "arimaa-remark.js", "arimaa-attributes.js"];
/**
 * The attributes' one declaration (README "Attributes"): what each integration's checks
 * read (PHP, Go templates), never fetched by a page.
 */
export const SCHEMA = "arimaa-attributes.json";
/**
 * The static view of a page that cannot draw one (README "One layout"): read by the
 * integrations where they write a board, never fetched by a page.
 */
export const FALLBACK = "arimaa-fallback.html";
/** The DOM-free core: only an editor that makes static views in the page needs it (WordPress's block). */
export const CORE = "arimaa-core.js";

/**
 * Copies the element's files into `dir`, after removing the .js, .wasm, .css, .html and language files it held
 * (an older build's), and nothing else; `leaveOut` names files that run where pages are
 * built rather than in a page. Gives the names copied.
 */
export function copyElementFiles(dir, { leaveOut = [] } = {}) {
  if (!existsSync(join(DIST, "arimaa-viewer.js"))) {
    throw new Error(`${DIST} has no arimaa-viewer.js: run scripts/build-wasm.sh first`);
  }
  mkdirSync(dir, { recursive: true });
  const shipped = (f) => /\.(js|wasm|css|html)$|^arimaa-lang-.*\.json$/.test(f) || f === SCHEMA;
  for (const old of readdirSync(dir).filter(shipped)) rmSync(join(dir, old));
  const files = readdirSync(DIST).filter((f) => shipped(f) && !f.includes(".one.") && !leaveOut.includes(f));
  for (const file of files) cpSync(join(DIST, file), join(dir, file));
  return files;
}
