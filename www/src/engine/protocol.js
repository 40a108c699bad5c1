// The engine worker's message protocol (issue 37): what the page sends to
// `arimaa-engine-worker.js` and what it answers. The worker is a module
// worker served beside the element (same origin, no `blob:` URL), loading
// its own wasm (`arimaa-engine_bg.wasm`, the crate built with `--features
// engine`) only when the reader first turns analysis on.
//
//   page → worker   {type: "start", id, record, path, limits}
//   worker → page   {type: "ready", tableBytes}            once, after loading
//                   {type: "progress", id, ...Analysis}    each iteration
//                   {type: "done", id, stopped, ...Analysis}
//                   {type: "error", id, message}
//   page → worker   {type: "stop", id}
//
// One search at a time: a "start" while one runs replaces it (its "done"
// comes first, with stopped: true). Ids are the page's, echoed back, so a
// late message of a search the reader has left is recognised and dropped.
//
// Stopping. A worker inside a wasm call reads no message until the call
// returns, and the one way to share a stop flag with it (SharedArrayBuffer)
// needs cross-origin isolation, which wikis and blogs do not send. So the
// worker searches in slices (`sliceMs`, 20 ms by default: the engine's own
// limit, its stop being polled every 16 positions) and reads messages
// between them: a "stop" is answered by "done" within one slice, under the
// issue's 50 ms. A page that cannot wait (navigation) may also end the
// worker (Worker.terminate) and start a new one; the module and wasm are
// cached, only the transposition table (1 MB in the worker) is lost.

/** Message types, page to worker. */
export const START = "start";
export const STOP = "stop";
/** Message types, worker to page. */
export const READY = "ready";
export const PROGRESS = "progress";
export const DONE = "done";
export const ERROR = "error";

/**
 * Bounds of one search; none given: until stopped.
 * @typedef {object} EngineLimits
 * @property {number} [timeMs] Milliseconds of thinking.
 * @property {number} [nodes] Positions visited.
 * @property {number} [depth] Whole turns (each up to four steps).
 */

/**
 * Analyse the position at a node of a record.
 * @typedef {object} StartMessage
 * @property {"start"} type
 * @property {number} id The page's number for this search, echoed in every answer.
 * @property {string} record The record's text, any notation the viewer reads (the
 *   whole record: the moves before the node decide third repetitions).
 * @property {string} path The node analysed (`12s`, `5g.1.5g`), as the viewer's `path`.
 * @property {EngineLimits} limits
 * @property {number} [sliceMs] How long each slice of the search runs before the worker
 *   reads its messages (default 20).
 */

/**
 * @typedef {object} StopMessage
 * @property {"stop"} type
 * @property {number} id The search to stop (another id is ignored).
 */

/** @typedef {StartMessage | StopMessage} EngineRequest */

/**
 * A score from Gold's side: hundredths of a rabbit, or a forced win.
 * @typedef {{kind: "rabbits", centirabbits: number}
 *   | {kind: "win", winner: "g" | "s", turns: number}} EngineScore
 */

/**
 * One turn of the principal variation.
 * @typedef {object} PvTurn
 * @property {"g" | "s"} side The side playing it.
 * @property {string[]} steps Its steps as the notations write them (`Ee2n`), a
 *   shortest way to the position it leaves.
 * @property {string} position The position after it, `[64 chars a8..h1]`.
 */

/**
 * Where a search stands (each iteration), or how it ended.
 * @typedef {object} Analysis
 * @property {number} id
 * @property {number} depth Whole turns searched before the quiescence stage.
 * @property {number} steps The depth in steps (four a turn).
 * @property {EngineScore} score
 * @property {string} scoreText As `[%eval]` writes it: `+0.35`, `-1.20`, `#2`, `#-3`.
 * @property {number} goldShare The bar's fill for Gold, 0 to 1: a logistic curve of
 *   the score (a rabbit ahead is about 60 %), 1 or 0 for a forced win.
 * @property {number} nodes Positions visited.
 * @property {number} nps Positions a second.
 * @property {number} ms Milliseconds since the start.
 * @property {PvTurn[]} pv The best line, its first turn the best turn.
 */

/**
 * @typedef {{type: "ready", tableBytes: number}
 *   | ({type: "progress"} & Analysis)
 *   | ({type: "done", stopped: boolean} & Analysis)
 *   | {type: "error", id: number, message: string}} EngineAnswer
 */
