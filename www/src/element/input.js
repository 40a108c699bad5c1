// Input for <arimaa-viewer>: keys on the focused viewer, swipes on the board,
// buttons (held ones repeat), variation chips, the move list and the problems
// box. Every action calls one of the element's public methods; nothing here
// reads or changes the view state.
import { setExpanded, setTabStop, visibleItems, scrollIntoList } from "./list.js";

/**
 * @typedef {import("./element.js").ArimaaViewer} Host the viewer: its public API
 * @typedef {{ redraw(): void, print(): void }} Display what a viewer does when the screen or printing asks
 */

/** Buttons that repeat while held. @type {Set<string | undefined>} */
const REPEATS = new Set(["prevMove", "prev", "next", "nextMove"]);
const SWIPE_PX = 30; // shortest horizontal swipe that steps

/**
 * Attaches every listener of the viewer `host` (its shadow nodes `ui`, from
 * buildShell). `variations()` gives the number of alternatives to the next move
 * (0 before a game is loaded); `reveal()` shows what spoilers hide.
 * Returns `stop()`, which ends a held button's repeating.
 * @param {Host} host
 * @param {import("./shell.js").Shell} ui
 * @param {object} view
 * @param {() => number} view.variations
 * @param {() => void} view.reveal
 * @param {() => boolean} view.engine the engine's key: analysis on or off; false where there is no engine
 */
export function attachInput(host, ui, { variations, reveal, engine }) {
  let repeat = 0;
  /** @type {{ x: number, y: number, id: number } | null} */
  let swipe = null;

  const stop = () => {
    clearTimeout(repeat);
    clearInterval(repeat);
    repeat = 0;
  };

  /**
   * Does what `btn` stands for; returns whether the viewer moved (nothing for play and flip).
   * @param {HTMLButtonElement} btn
   * @returns {boolean | void}
   */
  const act = (btn) => {
    const { action, choose, goto } = btn.dataset;
    if (action === "play") return host.play();
    if (action === "flip") return host.flip();
    // The shell's other buttons: each named by the method that moves the viewer.
    if (action) return host[/** @type {"first" | "prevMove" | "prev" | "next" | "nextMove" | "last"} */ (action)]();
    if (choose !== undefined) return host.choose(+choose);
    if (goto) return host.goTo(goto);
    if (btn === ui.reveal) reveal();
    return false;
  };

  // Pointer presses act on pointerdown (held ones repeat); keyboard presses on click.
  const press = (/** @type {MouseEvent} pointerdown or click */ e) => {
    const btn = e.target instanceof Element ? e.target.closest("button") : null;
    if (!btn) return;
    if (e.type === "pointerdown") {
      if (e.button !== 0) return;
      btn.setPointerCapture?.(/** @type {PointerEvent} */ (e).pointerId);
      act(btn);
      if (REPEATS.has(btn.dataset.action)) {
        stop();
        repeat = setTimeout(() => {
          repeat = setInterval(() => {
            if (!act(btn)) stop();
          }, 100);
        }, 400);
      }
    } else if (e.detail === 0) act(btn); // a click from the keyboard
  };

  for (const type of /** @type {const} */ (["pointerdown", "click"])) {
    ui.controls.addEventListener(type, press);
    ui.variations.addEventListener(type, press);
    ui.side.addEventListener(type, (e) => {
      if (e.target instanceof Element && e.target.closest("[data-goto], .spoiler")) press(e);
    });
  }
  for (const type of /** @type {const} */ (["pointerup", "pointercancel", "pointerleave", "lostpointercapture"])) {
    ui.controls.addEventListener(type, stop);
  }

  // The move list: fold a variation, or go to a move.
  ui.listWrap.addEventListener("click", (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const toggle = target?.closest("[data-toggle]");
    if (toggle) setExpanded(toggle, toggle.getAttribute("aria-expanded") !== "true");
    else {
      const row = /** @type {HTMLElement | null | undefined} */ (target?.closest("[data-path]"));
      if (row) host.goTo(/** @type {string} */ (row.dataset.path));
    }
  });

  // The move list's keys (a tree) and its tab stop, which follows the focus. A click on a
  // row focuses that row, so its keys (Delete, Alt+↑ in an editing viewer) act on the move
  // clicked; → and ← on a move row still step through the game (this module's
  // onTreeKey), the focus following the move shown.
  ui.listWrap.addEventListener("keydown", (e) => onTreeKey(e, host, ui.list));
  ui.listWrap.addEventListener("focusin", (e) => {
    if (!(e.target instanceof Element) || e.target.getAttribute("role") !== "treeitem") return;
    setTabStop(ui.list, /** @type {HTMLElement} */ (e.target));
  });

  // Swipes on the board (touch and pen; the mouse clicks).
  ui.canvas.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "mouse") swipe = { x: e.clientX, y: e.clientY, id: e.pointerId };
  });
  ui.canvas.addEventListener("pointercancel", () => (swipe = null));
  ui.canvas.addEventListener("pointerup", (e) => {
    const s = swipe;
    swipe = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) host.next();
    else host.prev();
  });

  // The game picker: choosing a game opens it.
  ui.games.addEventListener("change", () => {
    host.gameNumber = ui.games.selectedIndex + 1;
  });

  host.addEventListener("keydown", (e) => onKey(e, host, variations(), engine));
  return stop;
}

/**
 * Keys on a focused treeitem of the move list (WAI-ARIA APG tree view): ↑ ↓ Home End
 * move focus among the rows shown, → opens a folded variation or enters it, ← folds
 * it or goes up to it, Enter and Space go to the move (or fold the variation). Other
 * keys are the viewer's.
 * @param {KeyboardEvent} e
 * @param {Host} host
 * @param {HTMLElement} list
 */
function onTreeKey(e, host, list) {
  if (e.ctrlKey || e.metaKey || e.altKey || !(e.target instanceof Element)) return;
  const item = /** @type {HTMLElement} */ (e.target);
  if (item.getAttribute("role") !== "treeitem") return;
  const toggle = item.hasAttribute("data-toggle");
  const open = item.getAttribute("aria-expanded") === "true";
  const items = visibleItems(list);
  const i = items.indexOf(item);
  /** @type {HTMLElement | null | undefined} */
  let to = null;
  switch (e.key) {
    case "ArrowDown": to = items[i + 1]; break;
    case "ArrowUp": to = items[i - 1]; break;
    case "Home": to = items[0]; break;
    case "End": to = items[items.length - 1]; break;
    case "ArrowRight":
      if (toggle && !open) setExpanded(item, true);
      else if (toggle) to = items[i + 1];
      // A move has nothing to open: → steps on, as on the viewer (a clicked row keeps working).
      else to = step(host, list, "next");
      break;
    case "ArrowLeft":
      if (toggle && open) setExpanded(item, false);
      else to = /** @type {HTMLElement | null | undefined} a variation's fold button */ (item.closest('[role="group"]')?.previousElementSibling) ?? step(host, list, "prev");
      break;
    case "Enter": case " ":
      if (toggle) setExpanded(item, !open);
      else host.goTo(/** @type {string} a move row's */ (item.dataset.path));
      break;
    default:
      return;
  }
  e.preventDefault();
  e.stopPropagation(); // the viewer's own arrow keys do not apply here
  if (to) {
    setTabStop(list, to);
    to.focus({ preventScroll: true });
    scrollIntoList(list, to);
  }
}

/**
 * Steps the game (`next` or `prev`) from a focused move row; returns the row of the move
 * now shown, which takes the focus (the viewer itself at the start).
 * @param {Host} host
 * @param {HTMLElement} list
 * @param {"next" | "prev"} method
 * @returns {HTMLElement | null}
 */
function step(host, list, method) {
  host[method]();
  const row = host.game?.state().row ?? -1;
  if (row < 0) host.focus({ preventScroll: true });
  return row < 0 ? null : /** @type {NodeListOf<HTMLElement>} */ (list.querySelectorAll(".entry"))[row] ?? null;
}

/** @type {Set<Display>} */
const displays = new Set();
let displayArmed = false;

/**
 * Tells `viewer` ({ redraw, print }) when the device pixel ratio changes (zoom, another
 * screen: the board's backing store must follow) and when the page is about to print
 * (viewers that never came near the viewport must load and paint). One set of listeners
 * serves every viewer. Returns the function that stops telling it.
 * @param {Display} viewer
 */
export function watchDisplay(viewer) {
  displays.add(viewer);
  // jsdom has no matchMedia: no screen, no printing.
  if (!displayArmed && /** @type {{ matchMedia?: unknown }} jsdom has none */ (globalThis).matchMedia) {
    displayArmed = true;
    // A resolution query matches one ratio only: it is made again after each change.
    /** @type {MediaQueryList | null} */
    let ratio = null;
    const arm = () => {
      ratio?.removeEventListener("change", onRatio);
      ratio = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      ratio.addEventListener("change", onRatio);
    };
    const onRatio = () => {
      arm();
      for (const v of displays) v.redraw();
    };
    arm();
    const onPrint = (/** @type {Event} */ e) => {
      if (e.type === "beforeprint" || /** @type {MediaQueryListEvent} */ (e).matches) for (const v of displays) v.print();
    };
    matchMedia("print").addEventListener("change", onPrint);
    window.addEventListener("beforeprint", onPrint);
  }
  return () => displays.delete(viewer);
}

/**
 * Keys of the focused viewer (README "Keyboard and touch").
 * @param {KeyboardEvent} e
 * @param {Host} host
 * @param {number} choices
 * @param {() => boolean} engine
 */
function onKey(e, host, choices, engine) {
  if (e.ctrlKey || e.metaKey || e.altKey || !host.game) return;
  // The game picker's keys are its own (arrows and letters choose a game), and so are
  // a text field's (the editing parts' comment and move fields).
  const from = e.composedPath()[0];
  if (from instanceof HTMLSelectElement || from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement) return;
  let done = true;
  switch (e.key) {
    case "ArrowRight": host.next(); break;
    case "ArrowLeft": host.prev(); break;
    case "ArrowDown": case "PageDown": host.nextMove(); break;
    case "ArrowUp": case "PageUp": host.prevMove(); break;
    case "Home": host.first(); break;
    case "End": host.last(); break;
    case "f": case "F": host.flip(); break;
    case "p": case "P": case "k": host.play(); break;
    case "l": case "L": done = engine(); break; // lichess's key for its local engine
    case "Enter": case "0":
      // Enter on a focused button is that button's.
      if (e.key === "Enter" && e.composedPath()[0] instanceof HTMLButtonElement) done = false;
      else if (choices > 1) host.choose(0);
      else if (e.key === "Enter") host.nextMove();
      break;
    default:
      if (/^[1-9]$/.test(e.key) && +e.key < choices) host.choose(+e.key);
      else done = false;
  }
  if (done) e.preventDefault();
}
