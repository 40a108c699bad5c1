// Input for <arimaa-viewer>: keys on the focused viewer, swipes on the board,
// buttons (held ones repeat), variation chips, the move list and the problems
// box. Every action calls one of the element's public methods; nothing here
// reads or changes the view state.
import { setExpanded } from "./arimaa-viewer-list.js";

/** Buttons that repeat while held. */
const REPEATS = new Set(["prevMove", "prev", "next", "nextMove"]);
const SWIPE_PX = 30; // shortest horizontal swipe that steps

/**
 * Attaches every listener of the viewer `host` (its shadow nodes `ui`, from
 * buildShell). `variations()` gives the number of alternatives to the next move
 * (0 before a game is loaded); `reveal()` shows what spoilers hide.
 * Returns `stop()`, which ends a held button's repeating.
 */
export function attachInput(host, ui, { variations, reveal }) {
  let repeat = 0;
  let swipe = null;

  const stop = () => {
    clearTimeout(repeat);
    clearInterval(repeat);
    repeat = 0;
  };

  /** Does what `btn` stands for; returns whether the viewer moved. */
  const act = (btn) => {
    const { action, choose, goto } = btn.dataset;
    if (action === "play") return host.play();
    if (action === "flip") return host.flip();
    if (action) return host[action]();
    if (choose !== undefined) return host.choose(+choose);
    if (goto) return host.goTo(goto);
    if (btn === ui.reveal) reveal();
    return false;
  };

  // Pointer presses act on pointerdown (held ones repeat); keyboard presses on click.
  const press = (e) => {
    const btn = e.target instanceof Element ? e.target.closest("button") : null;
    if (!btn) return;
    if (e.type === "pointerdown") {
      if (e.button !== 0) return;
      btn.setPointerCapture?.(e.pointerId);
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

  for (const type of ["pointerdown", "click"]) {
    ui.controls.addEventListener(type, press);
    ui.variations.addEventListener(type, press);
    ui.side.addEventListener(type, (e) => {
      if (e.target instanceof Element && e.target.closest("[data-goto], .spoiler")) press(e);
    });
  }
  for (const type of ["pointerup", "pointercancel", "pointerleave", "lostpointercapture"]) {
    ui.controls.addEventListener(type, stop);
  }

  // The move list: fold a variation, or go to a move.
  ui.listWrap.addEventListener("click", (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const toggle = target?.closest("[data-toggle]");
    if (toggle) setExpanded(toggle, toggle.getAttribute("aria-expanded") !== "true");
    else {
      const row = target?.closest("[data-path]");
      if (row) host.goTo(row.dataset.path);
    }
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

  host.addEventListener("keydown", (e) => onKey(e, host, variations()));
  return stop;
}

/** Keys of the focused viewer (README "Keyboard and touch"). */
function onKey(e, host, choices) {
  if (e.ctrlKey || e.metaKey || e.altKey || !host.game) return;
  // The game picker's keys are its own (arrows and letters choose a game).
  if (e.composedPath()[0] instanceof HTMLSelectElement) return;
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
