// Makes the Hugo theme component usable: copies the element's built files (www/dist,
// after scripts/build-wasm.sh: the modules and the wasm, no maps or types) into
// integrations/hugo/static/arimaa/, or into a copy of the component at DIR (e.g. a
// site's themes/arimaa). Hugo then serves them at /arimaa/.
//   node integrations/hugo/build.mjs [DIR]
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const here = fileURLToPath(new URL(".", import.meta.url));
const DIST = fileURLToPath(new URL("../../www/dist/", import.meta.url));
const PARTS = ["layouts", "theme.toml"];

/** Writes the component (its layouts, theme.toml and static/arimaa/) to `dir`. */
export function assembleTheme(dir = here) {
  if (dir !== here) {
    rmSync(dir, { recursive: true, force: true });
    for (const part of PARTS) cpSync(join(here, part), join(dir, part), { recursive: true });
  }
  const out = join(dir, "static/arimaa");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // The Markdown plugins and the DOM-free core run where pages are built, not in a page.
  const build = ["arimaa-core.js", "arimaa-fence.js", "arimaa-markdown-it.js", "arimaa-remark.js"];
  for (const file of readdirSync(DIST).filter((f) => /\.(js|wasm|css)$/.test(f) && !f.includes(".one.") && !build.includes(f))) {
    cpSync(join(DIST, file), join(out, file));
  }
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`hugo theme component: ${assembleTheme(process.argv[2] ?? here)}`);
}
