// arimaa-viewer/core: the library without the element. Nothing here touches the
// DOM, so it imports and runs in Node, in workers and during server-side rendering:
//   await init();  const game = await parseGame(text);  game.fan(); game.moveList() …
import initWasm, * as wasm from "../../pkg/arimaa.js";
import { wasmLoader, hint } from "./wasm-loader.js";
export { GameView } from "../../pkg/arimaa.js";

// The API as core.d.ts publishes it: the functions below are typed from it, so
// that the sources and the published types cannot drift apart. The glue's own types
// (www/pkg/arimaa.d.ts) give what the Rust returns as JSON as `object`; the .d.ts gives its
// shape, held to the glue's methods and parameters below (Disagreeing, sources.d.ts).
/**
 * @typedef {import("./core.js").GameView} TypedGameView
 * @typedef {import("./core.js").ParseOptions} ParseOptions
 * @typedef {typeof import("./core.js")} Published
 * @typedef {typeof import("../../pkg-edit/arimaa.js")} EditorGlue
 * @typedef {import("../editing/index.js").EditorGameClass} EditorGameClass
 * @typedef {Agreed<Disagreeing<Omit<TypedGameView, "svg" | "film" | "drawStill">, wasm.GameView>>} ReaderAgrees
 */

// The wasm's place relative to this module: www/pkg/ in the sources, beside the
// bundle in dist/ (scripts/build-wasm.sh defines ARIMAA_WASM_FILE for the bundles).
// Spelled out where it is used, so the bundles hold it as a literal.
/* global ARIMAA_WASM_FILE, ARIMAA_WASM_INLINE, ARIMAA_EDIT_WASM_FILE, ARIMAA_ELEMENT_BUNDLE */

// A classic-script (iife) bundle has no import.meta.url; its <script>'s own address
// stands in, and must be read now: currentScript is only set while it runs.
const SCRIPT_URL = /** @type {{ src?: string } | null | undefined} */ (globalThis.document?.currentScript)?.src;

/**
 * Loads the wasm once. `source` (optional): the wasm's URL (string or URL), a
 * Request, a Response (or a promise of one), its bytes, or a WebAssembly.Module.
 * Without it the wasm is fetched from beside this module (read from disk in Node).
 * Later calls share the first load; a failed load is forgotten, so calling again retries.
 */
/** @type {Published["init"]} */
export const init = wasmLoader(initWasm, defaultUrl, inlineWasm);

/**
 * The one-file build (arimaa-viewer.one.js) carries the wasm inside it:
 * scripts/build-one-file.mjs defines ARIMAA_WASM_INLINE as the wasm deflated and in
 * base64 (the server's gzip cannot shrink the base64 of deflated bytes further, so
 * the file costs on the wire about what the two files cost). Every other build
 * defines it as false, and this function is dropped from it.
 * @returns {Response | null}
 */
function inlineWasm() {
  // Named once: esbuild writes a defined string at every place its name appears.
  const base64 = typeof ARIMAA_WASM_INLINE === "string" ? ARIMAA_WASM_INLINE : null;
  if (base64 === null) return null;
  const deflated = /** @type {{ fromBase64?(text: string): Uint8Array<ArrayBuffer> }} */ (Uint8Array).fromBase64?.(base64) ?? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  // A streamed Response: the browser compiles the wasm while it is being inflated.
  const wasmStream = new Blob([deflated]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(wasmStream, { headers: { "content-type": "application/wasm" } });
}

/** The wasm beside this module. */
function defaultUrl() {
  // `new URL("./arimaa_bg.wasm", import.meta.url)` in the bundles, the form Vite, webpack
  // and Parcel recognise: they then emit the wasm with the app and rewrite the URL.
  if (import.meta.url) {
    return new URL(typeof ARIMAA_WASM_FILE === "string" ? ARIMAA_WASM_FILE : "../../pkg/arimaa_bg.wasm", import.meta.url);
  }
  const base = SCRIPT_URL || globalThis.location?.href;
  if (!base) throw new Error(`Cannot find the Arimaa viewer's WebAssembly: this script's address is unknown. ${hint("arimaa_bg.wasm")}`);
  return new URL(typeof ARIMAA_WASM_FILE === "string" ? ARIMAA_WASM_FILE : "../../pkg/arimaa_bg.wasm", base);
}

/** The library version, e.g. "0.1.0" (after init()). @type {Published["version"]} */
export function version() {
  return wasm.version();
}

/** The largest record, in bytes, a GameView reads (after init()). @type {Published["maxRecordBytes"]} */
export function maxRecordBytes() {
  return wasm.maxRecordBytes();
}

/**
 * True when the reader's wasm (what init() loads) cannot read `text` and the editor's
 * can: archive rows, which the reader's leaves out (after init()). parseGame and the
 * element then read it with the editor's.
 * @type {Published["needsFullReader"]}
 */
export function needsFullReader(text) {
  return wasm.needsFullReader(String(text));
}

/**
 * Inits the wasm, then reads a record (FAN, arimaa.com notation, archive rows, Howdah
 * records or a diagram; every game of it). With `full` (the default where there is no
 * page: Node, workers, server-side rendering) the record is read by the full engine,
 * the editor's wasm, which has every GameView method (svg, film, recordAs, the
 * editing and teaching calls); without it, in a page, by the reader's wasm, whose
 * GameView reads and draws (a full-only method then throws an Error saying to pass
 * `{ full: true }`). Archive rows are always read by the full engine. (Typed by the
 * .d.ts's overloads: `{ full: true }` gives a GameViewFull.)
 * @param {string} text
 * @param {ParseOptions} [options]
 * @returns {Promise<TypedGameView>}
 */
export async function parseGame(text, { full = !globalThis.document } = {}) {
  text = String(text);
  await init();
  if (full || wasm.needsFullReader(text)) return new (await fullEngine())(text);
  return readerGame(new wasm.GameView(text));
}

/**
 * The full engine's GameView: the core's own copy of the editor's glue, or in the element's bundle its editing chunk's.
 * @returns {Promise<EditorGameClass>}
 */
async function fullEngine() {
  // The define spelled out, not a variable: each bundle keeps only its own branch.
  if (!(typeof ARIMAA_ELEMENT_BUNDLE !== "undefined" && ARIMAA_ELEMENT_BUNDLE)) {
    await initStatic();
    // The editor's glue, loaded by initStatic: its class as editing/index.js types it.
    return /** @type {EditorGameClass} */ (/** @type {unknown} */ (/** @type {EditorGlue} */ (producer).GameView));
  }
  const engine = (await import("../editing/index.js")).engine(wasmLoader);
  await engine.init();
  return engine.GameView;
}

/**
 * The GameView methods only the full engine has (a test holds this list to the two
 * wasm builds). A reader's GameView from parseGame answers a call to one with an
 * Error that says what to call instead of "is not a function".
 */
const FULL_ONLY = new Set(("answer boardDrag boardTap cancelMove deleteFrom demote drawStill endMove film glyphChoices guessHint guess hint " +
  "lastAnswer makeMainLine moveDraft notes overlays playSteps promote puzzleReply puzzleSolution puzzle recordAs " +
  "reshapeChoices setAnalysing setComment setGuessing setHeader setMarkings setOverlays setSolving standardSetup " +
  "stepCompletions svg toggleGlyph toggleMarking undoStep").split(" "));

/**
 * `game` (the reader's) with FULL_ONLY's methods saying how to get them.
 * @param {wasm.GameView} game
 * @returns {TypedGameView}
 */
function readerGame(game) {
  // The glue types the Rust's JSON as `object`: the shapes are the .d.ts's (ReaderAgrees).
  return /** @type {TypedGameView} */ (/** @type {unknown} */ (new Proxy(game, {
    get(target, name, receiver) {
      if (typeof name === "string" && FULL_ONLY.has(name) && !(name in target)) {
        return () => {
          throw new Error(`GameView.${name} is in the full engine: read with parseGame(text, { full: true })`);
        };
      }
      const value = Reflect.get(target, name, receiver);
      // The wasm's methods are called on the object itself, not on this stand-in.
      return typeof value === "function" ? value.bind(target) : value;
    },
  })));
}

/**
 * Loads the static view's producer once (README "Static first"): it is in the
 * editor's wasm, a larger build of the same crate, never in the reader's, so that a
 * reader's page does not pay for what only build tools and editors use. `source`
 * (optional): what init() takes, for arimaa-edit_bg.wasm. Not in the element's
 * bundle (`arimaa-viewer`): import it from `arimaa-viewer/core`.
 * @type {Published["initStatic"]}
 */
export function initStatic(source) {
  if (!importProducer) {
    return Promise.reject(new Error("initStatic and staticHtml are in arimaa-viewer/core, not in the element's bundle"));
  }
  return loadStatic(source);
}

// The element's bundle defines ARIMAA_ELEMENT_BUNDLE: the import is then dead code,
// dropped, and the bundle never holds the editor's glue.
const importProducer =
  typeof ARIMAA_ELEMENT_BUNDLE !== "undefined" && ARIMAA_ELEMENT_BUNDLE ? null : () => import("../../pkg-edit/arimaa.js");
/** @type {EditorGlue | null} */
let producer = null;
const loadStatic = wasmLoader(
  async (options) => {
    // Called only where importProducer is (initStatic refuses first).
    const glue = await /** @type {() => Promise<EditorGlue>} */ (importProducer)();
    await glue.default(options);
    producer = glue;
  },
  () => new URL(typeof ARIMAA_EDIT_WASM_FILE === "string" ? ARIMAA_EDIT_WASM_FILE : "../../pkg-edit/arimaa_bg.wasm", import.meta.url ?? SCRIPT_URL),
);

/**
 * The static view of a record, for pages built ahead of time (after `await
 * initStatic()`; README "Static first"): `{ html, path, problems }`. `html` is the
 * fragment to put inside <arimaa-viewer> (the board as SVG, the moves, the problems;
 * every record text escaped), `path` the node it shows (give it to the element's
 * `path`), `problems` the record's and the options' problems. Options, all optional:
 * `path`, `game`, `size` (64–2048, default 320), `orientation` ("gold" | "silver"),
 * `theme` ("light" | "dark"), `coordinates` (default true).
 * @type {Published["staticHtml"]}
 */
export function staticHtml(text, options = {}) {
  if (!producer) throw new Error("staticHtml: call `await initStatic()` first (it loads the producer's wasm)");
  // The glue gives the Rust's JSON as `object`: its shape is StaticHtml's.
  return /** @type {import("./core.js").StaticHtml} */ (producer.staticHtml(String(text), options ?? {}));
}
