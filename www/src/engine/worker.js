// The engine's Web Worker (a module worker; shipped as arimaa-engine-worker.js with
// arimaa-engine_bg.wasm beside it). Its messages are protocol.js's.
//
// Stopping within 50 ms without SharedArrayBuffer: a message cannot reach the worker
// while a wasm call runs, so the search runs in slices of SLICE_MS (EngineSearch.slice,
// src/wasm/engine.rs), and between two slices the worker returns to its event loop,
// where a Stop or a new Start waits at most one slice. The engine keeps its table
// between slices, so each slice resumes the deepest iteration about where the last
// one stopped. A slice's own poll of the clock (every few hundred positions) bounds
// how far past SLICE_MS it runs.
import init, { EngineSearch } from "../../pkg-engine/arimaa.js";

/**
 * @typedef {import("./protocol.js").ToWorker} ToWorker
 * @typedef {import("./protocol.js").FromWorker} FromWorker
 * @typedef {import("./protocol.js").Start} Start
 * @typedef {import("./protocol.js").Progress} Progress
 * @typedef {import("./protocol.js").Score} Score
 */

/** A slice's search time: with the clock's poll and a message's delivery, a stop is answered well within 50 ms. */
const SLICE_MS = 25;

// The worker's global, as far as used here (the DOM's types, which the sources are checked with, have no worker scope).
const scope = /** @type {{ postMessage(m: FromWorker): void, onmessage: ((e: MessageEvent<ToWorker>) => void) | null }} */ (/** @type {unknown} */ (globalThis));
/** @param {FromWorker} message */
const post = (message) => scope.postMessage(message);

// Where the wasm is: beside this file once bundled (the define), else the glue's own default.
const WASM = typeof ARIMAA_ENGINE_WASM_FILE === "string" ? new URL(ARIMAA_ENGINE_WASM_FILE, import.meta.url) : undefined;

/** @type {EngineSearch | null} */
let engine = null;
const loading = init(WASM ? { module_or_path: WASM } : undefined).then(() => {
  engine = new EngineSearch();
  post({ type: "ready" });
});

/**
 * The search running: its Start, its best line so far, and its clock.
 * @typedef {{ start: Start, began: number, nodes: number, best: Progress | null, stopAsked: number }} Running
 */
/** @type {Running | null} */
let running = null;

// A macrotask that runs at once (setTimeout would be clamped to 4 ms once nested).
const tick = new MessageChannel();
tick.port1.onmessage = () => slice();
const next = () => tick.port2.postMessage(null);

scope.onmessage = async (/** @type {MessageEvent<ToWorker>} */ e) => {
  const message = e.data;
  if (message.type === "stop") {
    if (running?.start.id === message.id) finish("stopped", performance.now());
    return;
  }
  if (message.type !== "start") return;
  const asked = performance.now();
  if (running) finish("replaced", asked);
  try {
    await loading;
  } catch (error) {
    post({ type: "failed", id: message.id, message: `the engine's WebAssembly could not be loaded: ${/** @type {Error} */ (error)?.message ?? error}` });
    return;
  }
  try {
    /** @type {EngineSearch} loaded above */ (engine).setPosition(message.record, message.path);
  } catch (error) {
    post({ type: "failed", id: message.id, message: String(/** @type {Error} */ (error)?.message ?? error) });
    return;
  }
  running = { start: message, began: performance.now(), nodes: 0, best: null, stopAsked: asked };
  next();
};

/**
 * Ends the search running and says so.
 * @param {"limit" | "stopped" | "replaced"} reason
 * @param {number} asked when the stop (or the new start) came
 */
function finish(reason, asked) {
  if (!running) return;
  post({ type: "done", id: running.start.id, reason, ms: performance.now() - asked, posted: performance.timeOrigin + performance.now() });
  running = null;
}

/** One slice of the search running, then back to the event loop. */
function slice() {
  const run = running;
  if (!run || !engine) return;
  const { limits } = run.start;
  const elapsed = performance.now() - run.began;
  const ms = Math.max(1, Math.min(SLICE_MS, limits.ms === undefined ? SLICE_MS : limits.ms - elapsed));
  /** @type {Omit<Progress, "type" | "id" | "nps">} what EngineSearch.slice gives (src/wasm/engine.rs) */
  let result;
  try {
    result = /** @type {Omit<Progress, "type" | "id" | "nps">} */ (engine.slice(ms, limits.depth ?? 0));
  } catch (error) {
    post({ type: "failed", id: run.start.id, message: String(/** @type {Error} */ (error)?.message ?? error) });
    running = null;
    return;
  }
  run.nodes += result.nodes;
  const now = performance.now() - run.began;
  // A slice gives the deepest iteration it completed; a later one may complete less
  // (it began again from one turn): the line shown is the deepest, the newest of equals.
  if (!run.best || result.depth >= run.best.depth) {
    const changed = !run.best || result.depth !== run.best.depth || !sameScore(result.score, run.best.score) || pvText(result.pv) !== pvText(run.best.pv);
    const best = (run.best = { ...result, type: "progress", id: run.start.id, nodes: run.nodes, ms: now, nps: Math.round((run.nodes * 1000) / Math.max(1, now)) });
    if (changed) post(best);
  }
  const won = run.best?.score.kind === "win";
  const reached =
    (limits.ms !== undefined && now >= limits.ms) ||
    (limits.depth !== undefined && (run.best?.depth ?? 0) >= limits.depth) ||
    (limits.nodes !== undefined && run.nodes >= limits.nodes) ||
    // A forced win found at this depth is found at every deeper one.
    (won && limits.ms === undefined && limits.depth === undefined);
  if (reached) {
    if (run.best) post({ ...run.best, nodes: run.nodes, ms: now, nps: Math.round((run.nodes * 1000) / Math.max(1, now)) });
    finish("limit", performance.now());
  } else {
    next();
  }
}

/** @param {Score} a @param {Score} b */
const sameScore = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** @param {import("./protocol.js").PvTurn[]} pv */
const pvText = (pv) => pv.map((t) => t.text).join(" / ");
