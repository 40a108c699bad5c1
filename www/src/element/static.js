// Static first (README "Static first"): a page may hold the record's static view
// inside the element, `<div class="arimaa-static" slot="static">` (the board as SVG,
// the moves, the problems; written by `arimaa html`, the core's staticHtml, the
// Markdown plugin and the gallery). The shadow root shows it through a named slot
// until the game is ready to paint, then the live viewer takes over. Both are laid
// out in one frame (layout.js) whose size follows the element's width
// and the board's side alone; the live board takes the static picture's side, so the
// box is the same and nothing on the page moves. The static view stays in the light
// DOM, not shown: the live viewer says all it said (the board's name in words, the
// moves as a tree, the problems), and the page's own DOM is never changed. A load
// that fails leaves it shown.

/** @typedef {ReturnType<typeof attachStatic>} StaticView the upgrade's controls (attachStatic) */

/**
 * Adds the slot to the shadow root `root` (before the live parts, which it hides while
 * it holds a static view). Returns the upgrade's controls: `waiting()` (there is a
 * static view and the viewer has not taken over) and `takeOver()` (call in the first
 * paint of a game, before drawing: gives the static board's side in CSS px, or null).
 * @param {ShadowRoot} root
 */
export function attachStatic(root) {
  const slot = document.createElement("slot");
  slot.name = "static";
  root.prepend(slot);
  let taken = false;
  const views = () => slot.assignedElements().filter((e) => e.classList.contains("arimaa-static"));
  // Whether a static view is assigned (known as children are parsed): only then are
  // the live parts hidden.
  const check = () => {
    if (!taken) slot.classList.toggle("waiting", views().length > 0);
  };
  slot.addEventListener("slotchange", check);
  check();
  return {
    waiting() {
      if (taken) return false;
      const shown = views().length > 0;
      slot.classList.toggle("waiting", shown);
      if (!shown) taken = true; // nothing to take over from
      return shown;
    },
    takeOver() {
      taken = true;
      // The side the page gave the picture (its width attribute), not the side it is
      // drawn at: both shrink to a narrow column the same way.
      const board = views().map((e) => e.querySelector("svg[role=img]")).find(Boolean);
      const side = board ? Number(board.getAttribute("width")) : NaN;
      slot.classList.remove("waiting");
      slot.hidden = true;
      return side > 0 ? side : null;
    },
  };
}

/** The shadow stylesheet's part for the above (style.js adds it). */
export const STATIC_CSS = `
slot.waiting ~ .picker, slot.waiting ~ .viewer { display: none !important; }
`;
