// The engine worker's messages (www/src/engine/worker.js, shipped as
// arimaa-engine-worker.js beside the element). Types only: both sides import them
// with JSDoc, so the page and the worker cannot disagree about a field.
//
//   page → worker   Start   analyse a position (a start and the moves from it: line.js) within limits
//                   Stop    an idle worker answers Done at once
//   worker → page   Ready   the wasm is loaded, and its compiled module (for the next worker)
//                   Progress  each iteration completed for `id`: depth, score, nodes, nps, pv
//                   Done    the search of `id` reached its limit
//                   Failed  the search of `id` could not run
//
// A search is one wasm call, which no message can interrupt: the page stops a running
// search by ending the worker (Worker.terminate(), at once), and starts the next in a
// new worker, handing it the module (worker.js says why). Every message of a search
// carries the Start's `id`, so the page drops anything a search it has left still says.

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
 * @property {string} start the record's set position (`12s [<64 squares>]`), or "" for the empty board before the setups
 * @property {string} moves the moves from the start to the position to analyse, one a line (`2g Ee2n Ee3n`)
 * @property {Limits} limits
 * @property {WebAssembly.Module} [module] the engine compiled by an earlier worker (else this one fetches it)
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
 * @property {"limit" | "stopped"} reason
 * @property {number} ms the search's milliseconds (0 for a Stop to an idle worker)
 * @property {number} posted when this answer was posted, in ms since the epoch (timeOrigin + now: comparable with the page's clock)
 */
/** @typedef {{ type: "failed", id: number, message: string }} Failed */
/** @typedef {{ type: "ready", module: WebAssembly.Module }} Ready */
/** @typedef {Ready | Progress | Done | Failed} FromWorker */

export {};
