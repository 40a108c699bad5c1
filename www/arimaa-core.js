// arimaa-viewer/core: the library without the element. Nothing here touches the
// DOM, so it imports and runs in Node, in workers and during server-side rendering:
//   await init();  const game = await parseGame(text);  game.fan(); game.moveList() …
import initWasm, * as wasm from "./pkg/arimaa.js";
import { wasmLoader, hint } from "./arimaa-wasm-loader.js";
export { GameView } from "./pkg/arimaa.js";

// The wasm's place relative to this module: ./pkg/ in the sources, beside the
// bundle in dist/ (scripts/build-wasm.sh defines ARIMAA_WASM_FILE for the bundles).
// Spelled out where it is used, so the bundles hold it as a literal.
/* global ARIMAA_WASM_FILE */

// A classic-script (iife) bundle has no import.meta.url; its <script>'s own address
// stands in, and must be read now: currentScript is only set while it runs.
const SCRIPT_URL = globalThis.document?.currentScript?.src;

/**
 * Loads the wasm once. `source` (optional): the wasm's URL (string or URL), a
 * Request, a Response (or a promise of one), its bytes, or a WebAssembly.Module.
 * Without it the wasm is fetched from beside this module (read from disk in Node).
 * Later calls share the first load; a failed load is forgotten, so calling again retries.
 */
export const init = wasmLoader(initWasm, defaultUrl);

/** The wasm beside this module. */
function defaultUrl() {
  // `new URL("./arimaa_bg.wasm", import.meta.url)` in the bundles, the form Vite, webpack
  // and Parcel recognise: they then emit the wasm with the app and rewrite the URL.
  if (import.meta.url) {
    return new URL(typeof ARIMAA_WASM_FILE === "string" ? ARIMAA_WASM_FILE : "./pkg/arimaa_bg.wasm", import.meta.url);
  }
  const base = SCRIPT_URL || globalThis.location?.href;
  if (!base) throw new Error(`Cannot find the Arimaa viewer's WebAssembly: this script's address is unknown. ${hint("arimaa_bg.wasm")}`);
  return new URL(typeof ARIMAA_WASM_FILE === "string" ? ARIMAA_WASM_FILE : "./pkg/arimaa_bg.wasm", base);
}

/** The library version, e.g. "0.1.0" (after init()). */
export function version() {
  return wasm.version();
}

/** The largest record, in bytes, a GameView reads (after init()). */
export function maxRecordBytes() {
  return wasm.maxRecordBytes();
}

/** Inits the wasm, then reads a record (FAN, arimaa.com notation, archive rows, Howdah records or a diagram; every game of it). */
export async function parseGame(text) {
  await init();
  return new wasm.GameView(String(text));
}

/**
 * The static view of a record, for pages built ahead of time (after init(); README
 * "Static first"): `{ html, path, problems }`. `html` is the fragment to put inside
 * <arimaa-viewer> (the board as SVG, the moves, the problems; every record text
 * escaped), `path` the node it shows (give it to the element's `path`), `problems`
 * the record's and the options' problems. Options, all optional: `path`, `game`,
 * `size` (64–2048, default 320), `orientation` ("gold" | "silver"), `theme`
 * ("light" | "dark"), `coordinates` (default true).
 */
export function staticHtml(text, options = {}) {
  return wasm.staticHtml(String(text), options ?? {});
}
