// The element's bundle split at its dynamic imports (see scripts/build-wasm.sh): the
// element (arimaa-viewer.js), the editing parts (arimaa-viewer-edit.js) and the GIF
// encoder (arimaa-viewer-gif.js), with the messages named by id (scripts/message-ids.mjs,
// a plugin, hence esbuild's API rather than its command line).
//
//   node scripts/bundle-element.mjs DIST     (run by scripts/build-wasm.sh)
import { build } from "esbuild";
import { messageIds } from "./message-ids.mjs";

/** The entry points, named as the files they become (scripts/build-one-file.mjs builds the same). */
export const ENTRIES = {
  "arimaa-viewer": "www/src/element/element.js",
  "arimaa-viewer-edit": "www/src/editing/index.js",
  "arimaa-viewer-gif": "www/src/element/gif.js",
};

/** What the element's two builds share. @type {import("esbuild").BuildOptions} */
export const OPTIONS = {
  entryPoints: ENTRIES,
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  splitting: true,
  chunkNames: "[name]",
  sourcemap: true,
  sourcesContent: true,
  logLevel: "warning",
  plugins: [messageIds],
};

/** The defines of the element's bundle (the one-file build puts the wasm inside instead). */
export const DEFINE = {
  ARIMAA_WASM_FILE: '"./arimaa_bg.wasm"',
  ARIMAA_EDIT_WASM_FILE: '"./arimaa-edit_bg.wasm"',
  ARIMAA_WASM_INLINE: "false",
  ARIMAA_ELEMENT_BUNDLE: "true",
  ARIMAA_LANG_DIR: '"./"',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist] = process.argv.slice(2);
  if (!dist) {
    console.error("usage: node scripts/bundle-element.mjs DIST");
    process.exit(2);
  }
  try {
    await build({ ...OPTIONS, outdir: dist, define: DEFINE });
  } catch {
    process.exit(1); // esbuild has printed why
  }
}
