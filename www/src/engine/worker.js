// The engine's Web Worker (a module worker; shipped as arimaa-engine-worker.js with
// arimaa-engine_bg.wasm beside it). Its messages are protocol.js's.
//
// One search is one wasm call (EngineSearch.analyse, src/wasm/engine.rs), which posts
// each iteration to the page as it completes. A message cannot reach the worker while
// that call runs, and searching in short slices does not answer a stop in time (each
// call starts with the root's turns generated and evaluated, 20 to 700 ms in wasm,
// which cannot be cut: measured, see src/wasm/engine.rs). So the page stops a search
// by ending this worker (client.js), at once, and starts the next search in a new one,
// which reuses the compiled module the first posted (no second download or compile).
// A Stop that arrives while the worker is idle is answered at once.
import init, { EngineSearch } from "../../pkg-engine/arimaa.js";

/**
 * @typedef {import("./protocol.js").ToWorker} ToWorker
 * @typedef {import("./protocol.js").FromWorker} FromWorker
 * @typedef {import("./protocol.js").Start} Start
 * @typedef {import("./protocol.js").Progress} Progress
 */

// The worker's global, as far as used here (the DOM's types, which the sources are checked with, have no worker scope).
const scope = /** @type {{ postMessage(m: FromWorker): void, onmessage: ((e: MessageEvent<ToWorker>) => void) | null }} */ (/** @type {unknown} */ (globalThis));
/** @param {FromWorker} message */
const post = (message) => scope.postMessage(message);

// Where the wasm is: beside this file once bundled (the define), else beside the glue.
const WASM = () =>
  typeof ARIMAA_ENGINE_WASM_FILE === "string" ? new URL(ARIMAA_ENGINE_WASM_FILE, import.meta.url) : new URL("../../pkg-engine/arimaa_bg.wasm", import.meta.url);

/** @type {Promise<EngineSearch> | null} */
let loading = null;
/**
 * The engine, from the module the page hands over (compiled by an earlier worker) or
 * fetched and compiled here, and then posted to the page for the next worker.
 * @param {WebAssembly.Module | undefined} given
 */
function load(given) {
  return (loading ??= (async () => {
    let module = given;
    if (!module) {
      const response = await fetch(WASM());
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${response.url}`); // not the reader's: the $1 of arimaa-engine-failed, the platform's English
      module = await WebAssembly.compileStreaming(response);
    }
    await init({ module_or_path: module });
    post({ type: "ready", module });
    return new EngineSearch();
  })());
}

scope.onmessage = async (/** @type {MessageEvent<ToWorker>} */ e) => {
  const message = e.data;
  if (message.type === "stop") {
    // Idle (a search ends only by its limit or with the worker): nothing runs to stop.
    post({ type: "done", id: message.id, reason: "stopped", ms: 0, posted: performance.timeOrigin + performance.now() });
    return;
  }
  if (message.type !== "start") return;
  let engine;
  try {
    engine = await load(message.module);
  } catch (error) {
    loading = null;
    post({ type: "failed", id: message.id, message: `the engine's WebAssembly could not be loaded: ${/** @type {Error} */ (error)?.message ?? error}` });
    return;
  }
  search(engine, message);
};

/**
 * Runs one search to its limit, posting each iteration.
 * @param {EngineSearch} engine
 * @param {Start} start
 */
function search(engine, { id, start, moves, limits }) {
  const began = performance.now();
  /** @param {Omit<Progress, "type" | "id" | "nps">} p */
  const progress = (p) => post({ ...p, type: "progress", id, nps: Math.round((p.nodes * 1000) / Math.max(1, p.ms)) });
  try {
    engine.setPosition(start, moves);
    const last = /** @type {Omit<Progress, "type" | "id" | "nps">} */ (engine.analyse(limits.ms ?? 0, limits.depth ?? 0, limits.nodes ?? 0, progress));
    progress(last);
  } catch (error) {
    post({ type: "failed", id, message: String(/** @type {Error} */ (error)?.message ?? error) });
    return;
  }
  post({ type: "done", id, reason: "limit", ms: performance.now() - began, posted: performance.timeOrigin + performance.now() });
}
