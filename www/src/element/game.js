// What `viewer.game` returns: the loaded game, read straight from the element's
// wasm GameView, with every cursor move going through the element, so the
// screen, `path` and `pathchange` always follow. The GameView itself (and its
// free(), draw() and setTheme()) stays the element's. Typed as ViewerGame in
// element.d.ts.

/**
 * @typedef {import("../core/core.js").GameView} GameView
 * @typedef {import("./element.js").ViewerGame} ViewerGame
 * @typedef {import("./element.js").EditingViewerGame} EditingViewerGame
 * @typedef {"goTo" | "nextStep" | "prevStep" | "nextMove" | "prevMove" | "first" | "last" | "choose" | "openGame"} Move
 *   a GameView method that moves the cursor
 * @typedef {Record<string, (...args: unknown[]) => unknown>} Methods a GameView's methods, by name
 */

/** GameView methods that only read; the facade calls them as they are. @type {(keyof ViewerGame & keyof GameView)[]} */
const READS = ["format", "variant", "info", "errors", "header", "path", "state", "moveList", "fan", "squareAt",
  "games", "gameIndex", "findGame"];
/**
 * An editing viewer's GameView (the editor's wasm) reads more: these come along where
 * the GameView has them. What changes the record stays the element's panels' (the board,
 * the move bar, the list's menu, the notes), so that every change fires `change`.
 */
/** @type {Exclude<keyof EditingViewerGame, keyof ViewerGame>[]} */
const EDIT_READS = ["moveDraft", "stepCompletions", "reshapeChoices", "notes", "recordAs"];
/** GameView methods that move the cursor; the facade asks the element to call them. @type {(Move & keyof ViewerGame)[]} */
const MOVES = ["goTo", "nextStep", "prevStep", "nextMove", "prevMove", "first", "last", "choose", "openGame"];

/**
 * The facade of GameView `view`. `navigate(facade, method, arg)` is the element's
 * way of moving its cursor (it refuses a facade of a game it no longer shows).
 * @param {GameView} view
 * @param {(facade: object, method: Move, arg: unknown) => boolean} navigate
 * @returns {ViewerGame} (an EditingViewerGame where `view` is the editor's)
 */
export function viewerGame(view, navigate) {
  /** @type {Methods} */
  const game = {};
  // `view`'s methods by name, called on it (the wasm's methods need their object).
  for (const name of READS) game[name] = (...args) => /** @type {Methods} */ (/** @type {unknown} */ (view))[name](...args);
  for (const name of EDIT_READS) {
    if (typeof /** @type {Partial<EditingViewerGame>} */ (view)[name] === "function") {
      game[name] = (...args) => /** @type {Methods} */ (/** @type {unknown} */ (view))[name](...args);
    }
  }
  for (const name of MOVES) game[name] = (arg) => navigate(game, name, arg);
  return /** @type {ViewerGame} */ (/** @type {unknown} */ (Object.freeze(game)));
}
