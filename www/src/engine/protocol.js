// The engine worker's messages (www/src/engine/worker.js, shipped as
// arimaa-engine-worker.js beside the element). Types only: both sides import them
// with JSDoc, so the page and the worker cannot disagree about a field.
//
//   page → worker   Start   analyse a node (record text + path) within limits
//                   Stop    stop the search of `id` (answered by Done within 50 ms)
//   worker → page   Ready   the wasm is loaded (once)
//                   Progress  a deeper or better line for `id`: depth, score, nodes, nps, pv
//                   Done    the search of `id` ended (limits reached, stopped, or replaced)
//                   Failed  the search of `id` (or, with id 0, the worker) could not run
//
// One search runs at a time: a Start replaces the search running (its Done comes
// first, `reason: "replaced"`). Every message of a search carries the Start's `id`, so
// the page drops what a search it has left still says.

/**
 * @typedef {object} Limits when a search ends; none: when it is stopped
 * @property {number} [ms] milliseconds of thinking
 * @property {number} [depth] whole turns
 * @property {number} [nodes] positions visited
 */
/**
 * @typedef {object} Start
 * @property {"start"} type
 * @property {number} id the page's number for this search (> 0, increasing)
 * @property {string} record the record's text (FAN, or any text the viewer reads)
 * @property {string} path the node to analyse (GameView path: `12s`, `5g.2.6s`, "" the start)
 * @property {Limits} limits
 */
/** @typedef {{ type: "stop", id: number }} Stop */
/** @typedef {Start | Stop} ToWorker */

/**
 * A score from Gold's side: rabbits, or a win found.
 * @typedef {{ kind: "rabbits", centirabbits: number } | { kind: "win", winner: "gold" | "silver", turns: number }} Score
 */
/**
 * @typedef {object} Step one step of a line's turn (squares as `e2`; `to` is null for a capture)
 * @property {string} from
 * @property {string | null} to
 */
/**
 * @typedef {object} PvTurn one turn of the best line
 * @property {"gold" | "silver"} side
 * @property {string} label the move's label as the viewer writes it (`12s`)
 * @property {string} text its steps, as the notations write them (`Ee2n Ee3n`)
 * @property {Step[]} steps
 */
/**
 * @typedef {object} Progress
 * @property {"progress"} type
 * @property {number} id
 * @property {number} depth whole turns completed
 * @property {number} steps the same in steps (four a turn)
 * @property {Score} score
 * @property {number} nodes positions visited since the Start
 * @property {number} nps positions a second since the Start
 * @property {number} ms milliseconds since the Start
 * @property {PvTurn[]} pv
 */
/**
 * @typedef {object} Done
 * @property {"done"} type
 * @property {number} id
 * @property {"limit" | "stopped" | "replaced"} reason
 * @property {number} ms milliseconds between the worker reading the Stop (or Start) that ended it and this answer
 * @property {number} posted when this answer was posted, in ms since the epoch (timeOrigin + now: comparable with the page's clock)
 */
/** @typedef {{ type: "failed", id: number, message: string }} Failed */
/** @typedef {{ type: "ready" }} Ready */
/** @typedef {Ready | Progress | Done | Failed} FromWorker */

export {};
