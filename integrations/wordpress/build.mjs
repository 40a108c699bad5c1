// Makes the WordPress plugin folder installable: copies the element's built files
// (www/dist, after scripts/build-wasm.sh) into integrations/wordpress/arimaa-viewer/dist/,
// or into a copy of the plugin at DIR. `npm run release` zips such a copy for
// Plugins → Add New → Upload.
//   node integrations/wordpress/build.mjs [DIR]
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { MARKDOWN_PLUGINS, copyElementFiles } from "../assets.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const PLUGIN = join(here, "arimaa-viewer");

/**
 * Writes the plugin (its sources and dist/: the modules and wasm, no maps or types) to
 * `dir`. The block editor makes static views with the core; the Markdown plugins stay out.
 */
export function assemblePlugin(dir = PLUGIN) {
  if (dir !== PLUGIN) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(PLUGIN, dir, { recursive: true, filter: (src) => !src.startsWith(join(PLUGIN, "dist")) });
  }
  copyElementFiles(join(dir, "dist"), { leaveOut: MARKDOWN_PLUGINS });
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wordpress plugin: ${assemblePlugin(process.argv[2] ?? PLUGIN)}`);
}
