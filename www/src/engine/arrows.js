// The engine's best turn drawn over the board as the scene draws an annotator's blue
// arrows (src/render/board_scene.rs, MARK_ARROW, in --arimaa-mark-blue), but in an SVG
// laid over the board's canvas: so the reader's wasm carries nothing for the engine.
// Built with createElementNS and attributes only.

const SVG = "http://www.w3.org/2000/svg";
/** The coordinate margins (left and bottom), in squares: src/render/layout.rs, COORDINATE_MARGIN. */
const MARGIN = 0.42;
/** An arrow's proportions in squares, MARK_ARROW's: half the shaft, half the head, the head's length, the gap at the tip. */
const [SHAFT, HEAD, HEAD_LENGTH, GAP] = [0.12, 0.3, 0.42, 0.05];

export const ARROWS_CSS = `
.engine-arrows { position: absolute; pointer-events: none; }
.engine-arrows polygon { fill: var(--arimaa-mark-blue, #1c3fd6b0); }
`;

/**
 * A square's centre in the drawing's squares (the board's top left at (margin, 0)), as
 * src/render/layout.rs places it.
 * @param {string} square `e2`
 * @param {"gold" | "silver"} bottom the side whose home ranks are at the bottom
 * @param {number} margin
 */
function centre(square, bottom, margin) {
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 49;
  const [col, row] = bottom === "gold" ? [file, 7 - rank] : [7 - file, rank];
  return [margin + col + 0.5, row + 0.5];
}

/**
 * The outline of an arrow from the centre of `from` to that of `to`.
 * @param {number[]} start
 * @param {number[]} end
 */
function outline([x0, y0], [x1, y1]) {
  const length = Math.hypot(x1 - x0, y1 - y0);
  const [dx, dy] = [(x1 - x0) / length, (y1 - y0) / length];
  const at = (/** @type {number} */ along, /** @type {number} */ across) =>
    `${(x0 + dx * along - dy * across).toFixed(3)},${(y0 + dy * along + dx * across).toFixed(3)}`;
  const tip = length - GAP;
  const base = tip - HEAD_LENGTH;
  return [at(0, SHAFT), at(base, SHAFT), at(base, HEAD), at(tip, 0), at(base, -HEAD), at(base, -SHAFT), at(0, -SHAFT)].join(" ");
}

/**
 * The layer the arrows are drawn in, over `canvas` in `parent` (hidden from screen
 * readers: the panel says the best turn in words).
 * @param {HTMLElement} parent
 */
export function createArrows(parent) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", "engine-arrows");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("part", "engine-arrows");
  parent.append(svg);
  return {
    /**
     * Draws an arrow for each of `steps` over `canvas` (none: clears them).
     * @param {{ from: string, to: string }[]} steps
     * @param {HTMLCanvasElement} canvas
     * @param {"gold" | "silver"} bottom
     * @param {boolean} coordinates whether the board keeps margins for them
     */
    draw(steps, canvas, bottom, coordinates) {
      const margin = coordinates ? MARGIN : 0;
      const side = 8 + margin;
      svg.setAttribute("viewBox", `0 0 ${side} ${side}`);
      const s = svg.style;
      s.left = `${canvas.offsetLeft}px`;
      s.top = `${canvas.offsetTop}px`;
      s.width = s.height = `${canvas.offsetWidth}px`;
      svg.replaceChildren(...steps.filter((st) => st.from !== st.to).map((st) => {
        const p = document.createElementNS(SVG, "polygon");
        p.setAttribute("points", outline(centre(st.from, bottom, margin), centre(st.to, bottom, margin)));
        return p;
      }));
    },
  };
}
