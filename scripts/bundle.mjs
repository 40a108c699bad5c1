// The package's JavaScript bundles (see scripts/build-wasm.sh): the element's bundle split
// at its dynamic imports, the element (arimaa-viewer.js), the editing parts
// (arimaa-viewer-edit.js), the GIF encoder (arimaa-viewer-gif.js) and the engine's
// panel (arimaa-viewer-engine.js, which starts arimaa-engine-worker.js), with the messages
// named by id (scripts/message-ids.mjs, a plugin, hence esbuild's API rather than its
// command line); and the DOM-free core (arimaa-core.js), with the same options and the
// wasm found the same way.
//
//   node scripts/bundle.mjs DIST     (run by scripts/build-wasm.sh)
import { build } from "esbuild";
import { messageIds } from "./message-ids.mjs";

/** The entry points, named as the files they become (scripts/build-one-file.mjs builds the same). */
export const ENTRIES = {
  "arimaa-viewer": "www/src/element/element.js",
  "arimaa-viewer-edit": "www/src/editing/index.js",
  "arimaa-viewer-gif": "www/src/element/gif.js",
  "arimaa-viewer-engine": "www/src/engine/index.js",
};

/** What every bundle of the package is built with. @type {import("esbuild").BuildOptions} */
const COMMON = {
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  sourcemap: true,
  sourcesContent: true,
  logLevel: "warning",
};

/** What the element's two builds share. @type {import("esbuild").BuildOptions} */
export const OPTIONS = {
  ...COMMON,
  entryPoints: ENTRIES,
  splitting: true,
  chunkNames: "[name]",
  plugins: [messageIds],
};

/** Where a bundle finds the wasm: beside it (the one-file build puts it inside instead). */
const WASM = {
  ARIMAA_WASM_FILE: '"./arimaa_bg.wasm"',
  ARIMAA_EDIT_WASM_FILE: '"./arimaa-edit_bg.wasm"',
  ARIMAA_ENGINE_WORKER_FILE: '"./arimaa-engine-worker.js"',
  ARIMAA_WASM_INLINE: "false",
};

/**
 * The defines of the element's bundle. ARIMAA_ELEMENT_BUNDLE: it leaves out the core's
 * static view producer (initStatic), which would pull in the editor's glue.
 */
export const DEFINE = { ...WASM, ARIMAA_ELEMENT_BUNDLE: "true", ARIMAA_LANG_DIR: '"./"' };

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist] = process.argv.slice(2);
  if (!dist) {
    console.error("usage: node scripts/bundle.mjs DIST");
    process.exit(2);
  }
  try {
    await build({ ...OPTIONS, outdir: dist, define: DEFINE });
    await build({
      ...COMMON,
      entryPoints: ["www/src/core/core.js"],
      outfile: `${dist}/arimaa-core.js`,
      define: { ...WASM, ARIMAA_ELEMENT_BUNDLE: "false" },
    });
    // The engine's worker: a module of its own (a worker shares no chunk with a page),
    // its wasm beside it.
    await build({
      ...COMMON,
      entryPoints: ["www/src/engine/worker.js"],
      outfile: `${dist}/arimaa-engine-worker.js`,
      define: { ARIMAA_ENGINE_WASM_FILE: '"./arimaa-engine_bg.wasm"' },
    });
  } catch {
    process.exit(1); // esbuild has printed why
  }
}
