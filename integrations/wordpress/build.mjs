// Makes the WordPress plugin folder installable: copies the element's built files
// (www/dist, after scripts/build-wasm.sh) into integrations/wordpress/arimaa-viewer/dist/,
// or into a copy of the plugin at DIR. Zip the folder to upload it in WordPress.
//   node integrations/wordpress/build.mjs [DIR]
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const here = fileURLToPath(new URL(".", import.meta.url));
const PLUGIN = join(here, "arimaa-viewer");
const DIST = fileURLToPath(new URL("../../www/dist/", import.meta.url));

/** Writes the plugin (its sources and dist/: the modules and wasm, no maps or types) to `dir`. */
export function assemblePlugin(dir = PLUGIN) {
  if (dir !== PLUGIN) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(PLUGIN, dir, { recursive: true, filter: (src) => !src.startsWith(join(PLUGIN, "dist")) });
  }
  const out = join(dir, "dist");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(DIST).filter((f) => /\.(js|wasm|css)$/.test(f) && !f.includes(".one."))) {
    cpSync(join(DIST, file), join(out, file));
  }
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wordpress plugin: ${assemblePlugin(process.argv[2] ?? PLUGIN)}`);
}
