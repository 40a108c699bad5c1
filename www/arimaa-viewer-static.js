// Static first (README "Static first"): a page may hold the record's static view
// inside the element, `<div class="arimaa-static" slot="static">` (the board as SVG,
// the moves, the problems; written by `arimaa html`, the core's staticHtml, the
// Markdown plugin and the gallery). The shadow root shows it through a named slot
// until the game is ready to paint, then the live viewer takes over in the same box:
// the board at the static board's size, the whole at the static view's height (the
// move list fills or scrolls), so nothing after the element moves. The box is held
// while the element keeps its width. The static view stays in the light DOM, not
// shown: the live viewer says all it said (the board's name in words, the moves as a
// tree, the problems), and the page's own DOM is never changed. A load that fails
// leaves it shown.

/**
 * Adds the slot to the shadow root `root` (before the live parts, which it hides while
 * it holds a static view). Returns the upgrade's controls: `waiting(host)` (there is a
 * static view and the viewer has not taken over), `takeOver(host, measured)` (call in
 * the first paint of a game, before drawing: gives the held layout), `fit(host, ui)`
 * (after drawing: the height), and `held(width)` (the held layout while the width is
 * the one taken over at, else null: the hold is then let go).
 */
export function attachStatic(root) {
  const slot = document.createElement("slot");
  slot.name = "static";
  root.prepend(slot);
  let hold = null; // { width, height, size, wide }
  let taken = false;
  // Whether a static view is assigned (known as children are parsed): only then are
  // the live parts hidden.
  const check = () => {
    if (!taken) slot.classList.toggle("waiting", slot.assignedElements().some((e) => e.classList.contains("arimaa-static")));
  };
  slot.addEventListener("slotchange", check);
  check();
  return {
    waiting(host) {
      if (taken) return false;
      const shown = slot.assignedElements().some((e) => e.classList.contains("arimaa-static"));
      slot.classList.toggle("waiting", shown);
      if (!shown) taken = true; // nothing to take over from
      return shown;
    },
    /** `measured`: the viewer's own { size, wide } for the host's width. */
    takeOver(host, measured) {
      taken = true;
      const box = host.getBoundingClientRect();
      const board = slot.assignedElements().map((e) => e.querySelector("svg")).find(Boolean);
      const side = board ? Math.floor(board.getBoundingClientRect().width) : 0;
      hold = {
        width: box.width,
        height: box.height,
        size: side > 0 ? Math.min(side, measured.size) : measured.size,
        wide: measured.wide,
      };
      slot.classList.remove("waiting");
      slot.hidden = true;
      return hold;
    },
    /** Sets the live viewer's height so the host keeps the static view's. */
    fit(host, ui) {
      if (!hold) return;
      ui.viewer.classList.add("held");
      ui.viewer.style.height = "";
      ui.side.style.height = "";
      const natural = ui.viewer.getBoundingClientRect().height;
      const height = natural + hold.height - host.getBoundingClientRect().height;
      // Too short for the board and its controls: the viewer takes what it needs.
      if (height >= hold.size + 90) ui.viewer.style.height = `${height}px`;
    },
    held(width) {
      if (!hold) return null;
      if (Math.abs(width - hold.width) < 0.5) return hold;
      hold = null;
      return null;
    },
    /** The hold is let go (the width changed): the viewer's own layout again. */
    release(ui) {
      ui.viewer.classList.remove("held");
      ui.viewer.style.height = "";
    },
  };
}

/** The shadow stylesheet's part for the above (arimaa-viewer-style.js adds it). */
export const STATIC_CSS = `
slot.waiting ~ .picker, slot.waiting ~ .viewer { display: none !important; }
.held .side { min-height: 0; }
.held:not(.wide) .side { flex: 1 1 0; }
.held.wide { align-items: stretch; }
.held .list-wrap { min-height: 0; }
.held .movelist { max-height: none; flex: 1 1 auto; min-height: 0; }
`;
