// Makes the Hugo theme component usable: copies the element's built files (www/dist,
// after scripts/build-wasm.sh: the modules and the wasm, no maps or types) into
// integrations/hugo/static/arimaa/, or into a copy of the component at DIR. Hugo then
// serves them at /arimaa/. Run it from the folder DIR is relative to, e.g. from your
// site's folder: `node path/to/arimaa-viewer/integrations/hugo/build.mjs themes/arimaa`.
//   node integrations/hugo/build.mjs [DIR]
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join, resolve } from "node:path";
import { CORE, DIST, FALLBACK, MARKDOWN_PLUGINS, SCHEMA, copyElementFiles } from "../assets.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const PARTS = ["layouts", "theme.toml", "README.md"];

/** Writes the component (its layouts, theme.toml, README.md, static/arimaa/ and assets/arimaa/) to `dir`. */
export function assembleTheme(dir = here) {
  if (resolve(dir) !== resolve(here)) {
    rmSync(dir, { recursive: true, force: true });
    for (const part of PARTS) cpSync(join(here, part), join(dir, part), { recursive: true });
  }
  copyElementFiles(join(dir, "static/arimaa"), { leaveOut: [...MARKDOWN_PLUGINS, CORE, FALLBACK, SCHEMA] });
  // Read by the shortcode (resources.Get): the frame where a board has no static view,
  // and the attributes it checks. Assets, not served.
  mkdirSync(join(dir, "assets/arimaa"), { recursive: true });
  for (const file of [FALLBACK, SCHEMA]) cpSync(join(DIST, file), join(dir, "assets/arimaa", file));
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`hugo theme component: ${resolve(assembleTheme(process.argv[2] ?? here))}`);
}
