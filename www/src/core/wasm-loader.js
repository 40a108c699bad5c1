// Loading a wasm-bindgen module once, with errors a page author can act on. Shared
// by the core (the reader's wasm) and the editing parts (the editor's wasm, a larger
// build of the same crate): the element hands this function to the editing module
// rather than letting it import it, so the two bundles share no chunk.

/**
 * @typedef {import("./core.js").InitSource} InitSource
 * @typedef {import("../../pkg/arimaa.js").InitInput} InitInput
 * @typedef {(options: { module_or_path: InitInput | Promise<InitInput> }) => Promise<unknown>} InitWasm
 *   a wasm-bindgen glue's default export (it awaits any thenable it is given)
 */

/** What to do when the wasm `file` cannot be loaded. */
export const hint = (/** @type {string | undefined} */ file = "the .wasm file") =>
  `Serve ${file} beside the script (with CORS headers when it is on another origin), ` +
  "or pass its URL, a Response, its bytes or a compiled WebAssembly.Module to init().";

/**
 * The `init(source?)` of one wasm-bindgen module: `initWasm` is the glue's default
 * export, `defaultUrl()` where the wasm is when no source is given. `source`: the
 * wasm's URL (string or URL), a Request, a Response (or a promise of one), its bytes,
 * or a WebAssembly.Module. Later calls share the first load; a failed load is
 * forgotten, so calling again retries. `inline()`, when given, returns the wasm a
 * one-file build carries (a Response), or null where there is none.
 * @param {InitWasm} initWasm
 * @param {() => string | URL} defaultUrl
 * @param {() => Response | null} [inline]
 * @returns {(source?: InitSource) => Promise<void>}
 */
export function wasmLoader(initWasm, defaultUrl, inline = () => null) {
  /** @type {Promise<void> | null} */
  let loading = null;
  return function init(source) {
    loading ??= load(initWasm, source ?? inline() ?? defaultUrl(), defaultUrl).catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * @typedef {{ promises: { readFile(path: URL): Promise<Uint8Array> } }} NodeFs the part of node:fs read here
 * @typedef {{ process?: { getBuiltinModule?(name: "node:fs"): NodeFs } }} NodeGlobals
 */

/**
 * @param {InitWasm} initWasm
 * @param {InitSource} source
 * @param {() => string | URL} defaultUrl
 */
async function load(initWasm, source, defaultUrl) {
  const where = typeof source === "string" || source instanceof URL ? String(source) : /** @type {{ url?: string }} */ (source)?.url;
  try {
    if (typeof source === "string" || source instanceof URL) source = new URL(source, globalThis.location?.href);
    // Node's fetch cannot read `file:` URLs: read the file instead.
    const fs = /** @type {Partial<URL>} */ (source)?.protocol === "file:" ? /** @type {NodeGlobals} */ (globalThis).process?.getBuiltinModule?.("node:fs") : null;
    if (fs) source = await fs.promises.readFile(/** @type {URL} */ (source));
    else if (source instanceof URL || (globalThis.Request && source instanceof Request)) source = await fetchWasm(source);
    // The glue awaits what it is given: a PromiseLike<Response> is one of its promises.
    await initWasm({ module_or_path: /** @type {InitInput | Promise<InitInput>} */ (source) });
  } catch (error) {
    const from = where ? ` from ${where}` : "";
    // The file to serve is the one this module looks for by default (arimaa_bg.wasm).
    let file;
    try {
      file = new URL(defaultUrl()).pathname.split("/").pop();
    } catch {
      file = undefined;
    }
    throw new Error(`Cannot load the Arimaa viewer's WebAssembly${from}: ${/** @type {Error | undefined} */ (error)?.message ?? error}. ${hint(file)}`, {
      cause: error,
    });
  }
}

/**
 * Fetches the wasm, naming what went wrong in words a page author can act on.
 * @param {URL | Request} request
 */
async function fetchWasm(request) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    throw new Error("network error, or the server does not allow this page's origin (CORS)");
  }
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  return response;
}
