// The frame loop of <arimaa-viewer>: what changed is marked dirty, and one animation
// frame draws it (the board and its animation, the rest of the screen, the take-over
// of the page's static view), with the board's colours read from the page first.
// A leaf: the controller changes the state and calls these; they read it, and write
// only what is drawn (the layout's sizes, the animation, the words spoken).
import { boardColours } from "./style.js";
import { renderLayout, renderBoard, renderUi, announce } from "./render.js";
import { fillBoard } from "./layout.js";
import { animationProgress } from "./state.js";

/**
 * @typedef {import("./shell.js").Shell} Shell
 * @typedef {import("./state.js").ViewerState} ViewerState
 * @typedef {import("./options.js").Options} Options
 * @typedef {import("./load.js").Engine} Engine
 * @typedef {ReturnType<typeof createFrames>} Frames
 * @typedef {"board" | "ui"} Dirty what a frame redraws: the board, or the rest of the screen
 * @typedef {Pick<MediaQueryList, "matches" | "addEventListener" | "removeEventListener">} MediaQuery
 */

// Read on first use, not on import: the module must import where there is no DOM.
// jsdom (Vitest, Jest) has no matchMedia: there nothing matches and nothing changes.
/** @type {{ reducedMotion: MediaQuery, darkScheme: MediaQuery } | null} */
let media = null;
const query = (/** @type {string} */ q) => globalThis.matchMedia?.(q) ?? { matches: false, addEventListener() {}, removeEventListener() {} };
export const mediaQueries = () =>
  (media ??= {
    reducedMotion: query("(prefers-reduced-motion: reduce)"),
    darkScheme: query("(prefers-color-scheme: dark)"),
  });

/**
 * The frames of one viewer: its element `host`, shadow nodes `ui`, view `state`,
 * `staticView` (static.js), `options()` (the options now) and
 * `renderParts()` (draws the editing parts' panels, if any).
 * @param {object} viewer
 * @param {HTMLElement} viewer.host
 * @param {Shell} viewer.ui
 * @param {ViewerState} viewer.state
 * @param {import("./static.js").StaticView} viewer.staticView
 * @param {() => Options} viewer.options
 * @param {() => void} viewer.renderParts
 */
export function createFrames({ host, ui, state: s, staticView, options: currentOptions, renderParts }) {
  const dirty = { board: false, ui: false };
  let known = 0; // the element's width at the last layout (the resize observer's)
  let frame = 0;

  /** @param {...Dirty} what */
  function schedule(...what) {
    for (const w of what) dirty[w] = true;
    if (!frame && host.isConnected) frame = requestAnimationFrame(paint);
  }

  /** @param {number} now the frame's time (performance.now()) */
  function paint(now) {
    frame = 0;
    const options = currentOptions();
    if (s.cursor && staticView.waiting()) takeOver();
    applyTheme();
    if (dirty.ui) renderUi(ui, s, options, renderParts);
    if (dirty.board) {
      const progress = animationProgress(s, now);
      if (progress >= 1) s.anim = null;
      renderBoard(ui, s, options, progress);
    }
    dirty.ui = false;
    dirty.board = !!s.anim;
    if (s.anim) frame = requestAnimationFrame(paint);
  }

  /** Draws what is loaded now, not at the next frame: printing lays the page out before one. */
  function paintNow() {
    if (!host.isConnected || !s.game) return;
    cancel();
    dirty.board = dirty.ui = true;
    paint(performance.now());
  }

  function cancel() {
    cancelAnimationFrame(frame);
    frame = 0;
  }

  /**
   * The last step arriving is animated from now (`on`), unless the options or the reader's settings say not to.
   * @param {boolean} on
   */
  function startAnimation(on) {
    s.anim = on && currentOptions().animation && !mediaQueries().reducedMotion.matches ? { start: performance.now() } : null;
  }

  /** Speaks the cursor's announcement in the live region, once. */
  function speak() {
    const words = /** @type {import("../core/core.js").ViewState} called after a refresh */ (s.cursor).announcement;
    if (words && words !== s.spoken) {
      s.spoken = words;
      announce(ui, words);
    }
  }

  /**
   * Gives `game` (made by `engine`) the viewer's colours; returns those it used.
   * @param {import("../core/core.js").GameView} game
   * @param {Engine} engine
   */
  function paintWith(game, engine) {
    const { theme } = currentOptions();
    const dark = theme === "dark" || (theme !== "light" && mediaQueries().darkScheme.matches);
    return game.setTheme(boardColours(host, engine.GameView.themeVars()), dark);
  }

  /** Board colours: Rust's light or dark defaults under any --arimaa-* the page sets. */
  function applyTheme() {
    if (!s.themeStale || !s.game) return;
    const used = paintWith(s.game, /** @type {Engine} set with the game */ (s.engine));
    // The same colours for the chrome (the move list's glyphs).
    for (const [name, value] of Object.entries(used)) ui.viewer.style.setProperty(name, value);
    s.themeStale = false;
  }

  /** The first paint of a game: the live viewer replaces the static view, in the same frame. */
  function takeOver() {
    s.staticBoard = staticView.takeOver();
    // The width the static view had: the frame is the same, so it stays. Read from the
    // page now, before the board has its side, a table cell would give another width.
    layout();
    dirty.board = dirty.ui = true;
  }

  /**
   * The element's width changed (or what is shown beside the board): the board's side
   * (the static view's, else what fills the width) and the side it is drawn at, which
   * a narrower column shrinks it to (the frame's CSS does the same).
   */
  function layout(width = known || host.clientWidth) {
    const options = currentOptions();
    if (width) {
      known = width;
      const board = s.staticBoard ?? fillBoard(width, options.side, window.innerHeight);
      const size = Math.min(board, width);
      s.board = board;
      if (size !== s.size) {
        s.size = size;
        schedule("board");
      }
    }
    renderLayout(ui, s, options);
  }

  return { schedule, paintNow, cancel, startAnimation, speak, applyTheme, paintWith, layout };
}
