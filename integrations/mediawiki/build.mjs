// Makes the MediaWiki extension installable: copies the element's built files (www/dist,
// after scripts/build-wasm.sh) into integrations/mediawiki/ArimaaViewer/assets/, or into
// a copy of the extension at DIR, with the static `arimaa` CLI in bin/ when one is given
// (`npm run release` gives it the musl build, which the extension runs by default on
// Linux x86-64: see includes/StaticView.php).
//   node integrations/mediawiki/build.mjs [DIR]
import { chmodSync, copyFileSync, cpSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";
import { CORE, MARKDOWN_PLUGINS, copyElementFiles } from "../assets.mjs";

export const EXTENSION = fileURLToPath(new URL("ArimaaViewer", import.meta.url));
/** Where the extension looks for its own CLI (StaticView::BUNDLED_CLI). */
export const BUNDLED_CLI = "bin/arimaa-linux-x86_64";

// What the source folder may hold that no wiki should get: the assets a test copied
// in (refilled below), a CLI a test or a user put in bin/, the folder's .gitignore.
const local = (src) => /\/(assets|bin)\/.|\/\.gitignore$/.test(src.slice(EXTENSION.length));

/** Writes the extension (its sources, assets/ and, given `cli`, bin/) to `dir`. */
export function assembleExtension(dir = EXTENSION, { cli } = {}) {
  if (resolve(dir) !== EXTENSION) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(EXTENSION, dir, { recursive: true, filter: (src) => !local(src) });
  }
  copyElementFiles(join(dir, "assets"), { leaveOut: [...MARKDOWN_PLUGINS, CORE] });
  if (cli) {
    const target = join(dir, BUNDLED_CLI);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cli, target);
    chmodSync(target, 0o755);
  }
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`mediawiki extension: ${resolve(assembleExtension(process.argv[2] ?? EXTENSION))}`);
}
