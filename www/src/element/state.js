// The view state of one <arimaa-viewer>: the one record the element changes and
// the render functions read (with the options). What the game says about itself
// comes from the wasm GameView and is kept here as it gave it.

/**
 * @typedef {ReturnType<typeof createState>} ViewerState
 * @typedef {import("../core/core.js").GameView} GameView
 * @typedef {import("../core/core.js").GameSummary} GameSummary
 * @typedef {import("../core/core.js").GameInfo} GameInfo
 * @typedef {import("../core/core.js").RecordError} RecordError
 * @typedef {import("../core/core.js").ViewState} ViewState
 * @typedef {import("../core/core.js").Side} Side
 * @typedef {import("./options.js").Options} Options
 */

/**
 * @typedef {ViewerState & { game: GameView, info: GameInfo }} LoadedState the state once a
 *   game is loaded (the controller's setGame sets both)
 * @typedef {LoadedState & { cursor: ViewState }} ShownState the state once its cursor is read
 */

/** A fresh state: nothing loaded yet. */
export function createState() {
  return {
    // Loading
    /** Loading has begun (lazily: when near the viewport). */
    started: false,
    /** Counts loads; an older load that finishes late is dropped. */
    loadId: 0,
    /** Text set through the `record` property; null when `src` (or the inline text) is to be read. The later of the two wins. */
    record: /** @type {string | null} */ (null),
    /** Set through `path` (or its attribute) before the game was loaded: where the load opens. */
    pendingPath: /** @type {string | null} */ (null),
    /** Set through `gameNumber` (or the `game` attribute) before load: the game the load opens. */
    pendingGame: /** @type {string | null} */ (null),
    /** The element's own text, read once. */
    inline: /** @type {string | null} */ (null),

    // The game, once loaded
    /** The wasm GameView (owned: freed by the element). */
    game: /** @type {GameView | null} */ (null),
    /** What made it: { init, GameView, maxRecordBytes } of the reader's wasm or the editor's. */
    engine: /** @type {import("./load.js").Engine | null} */ (null),
    /** The path the load opened at (`path` or the default): there a link's entry leaves the fragment. */
    home: /** @type {string | null} */ (null),
    /** What `viewer.game` returns (see game.js). */
    facade: /** @type {import("./element.js").ViewerGame | null} */ (null),
    /** GameView.games(): a summary of each game of the text; once per load. */
    games: /** @type {GameSummary[]} */ ([]),
    /** GameView.gameIndex(): the game open (0-based); read when it changes. */
    gameIndex: 0,
    /** GameView.info(): names, event, result, label; once per game opened. */
    info: /** @type {GameInfo | null} */ (null),
    /** GameView.errors(); once per game opened. */
    errors: /** @type {RecordError[]} */ ([]),
    /** GameView.state() at the cursor: path, node, row, ahead, comments, … */
    cursor: /** @type {ViewState | null} */ (null),

    // The screen
    /** flip() turned the board from the `orientation` attribute. */
    flipped: false,
    /** "Show the rest of the game" was pressed (spoilers). */
    revealed: false,
    /** Autoplay is on. */
    playing: false,
    /** The last step arriving: { start } (a performance.now() time), or null. */
    anim: /** @type {{ start: number } | null} */ (null),
    /** The board's side taken from the page's static view (static.js), or null. */
    staticBoard: /** @type {number | null} */ (null),
    /** The board's side in CSS px, before a narrow column shrinks it (0 until the first layout). */
    board: 0,
    /** The side it is drawn at, in CSS px: the board's, or the column's when narrower. */
    size: 0,
    /** The last announcement put in the live region. */
    spoken: "",
    /** The board colours must be read again (connect, theme, colour scheme, load). */
    themeStale: true,
    /** The viewer's words in its language, once their pack is here (words.js); a load waits for it. */
    wordsReady: /** @type {Promise<void>} */ (Promise.resolve()),
  };
}

/**
 * The orientation in effect: the attribute's, turned by flip().
 * @param {ViewerState} state
 * @param {Options} options
 * @returns {Side}
 */
export function orientation(state, options) {
  if (!state.flipped) return options.orientation;
  return options.orientation === "gold" ? "silver" : "gold";
}

const STEP_MS = 250; // one step's animation

/**
 * How far the arriving step is at time `now`: 0..1, 1 at rest.
 * @param {ViewerState} state
 * @param {number} now a performance.now() time
 */
export function animationProgress(state, now) {
  return state.anim ? Math.min(1, Math.max(0, (now - state.anim.start) / STEP_MS)) : 1;
}
