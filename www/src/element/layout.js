// One layout for the static view and the live viewer (README "One layout"): the
// same box at every width, so that nothing moves when the viewer takes over from the
// page's static view, in a column, a table cell or a narrow sidebar.
//
// The frame: a board column (the players' row, the board, the controls' row) and a
// side panel (the panels, comments and the move list, scrolling inside it). The side
// panel goes beside the board when there is room for it, else under it. Its height
// never comes from the list: beside the board it is the board column's, under it a
// fixed share of the viewport. So the whole is as tall as the board says.
//
// The board's side is what the static view's picture says (its width attribute),
// or, for a viewer with no static view, what fills its width (`fillBoard`). Both
// shrink to the column, like an image. The side panel holds a strut, an empty
// replaced element of the side panel's width: it gives the frame its natural width
// in a table cell (the board beside its list), while letting the cell shrink it
// (a replaced element's percentage max-width counts as nothing there).
//
// Both style sheets are made here from the same numbers: SHADOW_CSS styles the live
// viewer inside its shadow root, PAGE_CSS (written to arimaa-viewer.css by the build,
// and shipped by every integration) styles the static view in the page. Heights are
// in px, never em: the page's fonts must not make the two differ.

/** The frame's measures, in CSS px. */
export const FRAME = Object.freeze({
  /** The players' row above the board. */
  row: 24,
  /** The controls' row under the board (in the static view: which node is shown). */
  bar: 36,
  /** The game picker's row, for a text of several games, and the space under it. */
  pick: 36,
  pickGap: 8,
  /** Between the board column and the side panel, and between the rows of the column. */
  gap: 12,
  inner: 6,
  /** The side panel's width before it grows (the strut), and the most it grows to. */
  side: 240,
  sideMax: 420,
  /** The largest board a viewer with no static view picks for itself. */
  fill: 900,
});

/** The side panel's height when it is under the board. */
const STACKED = "clamp(160px, 40vh, 320px)";

/**
 * The board a viewer with no static view gives itself, `width` px wide.
 * @param {number} width
 * @param {boolean} side whether the side panel is shown
 * @param {number} innerHeight the window's
 */
export function fillBoard(width, side, innerHeight) {
  const { gap, fill } = FRAME;
  // Beside the board when the side panel gets at least its strut's width.
  if (side && width >= 600) return Math.max(120, Math.floor(Math.min(width - FRAME.side - gap, innerHeight - 110, fill)));
  return Math.max(0, Math.min(width, fill));
}

// An attribute that is on: present and not "false" or "off" (isOn in the options).
const on = (/** @type {string} */ name) => `[${name}]:not([${name}="false"]):not([${name}="off"])`;
const off = (/** @type {string} */ name) => `:not(${on(name)})`;
// No side panel: neither the list, nor the comments, nor a part of the editing chunk,
// nor the engine's panel asks for it (readOptions' `side`; an engine in a teaching
// mode shows nothing, but the mode's panel is there).
const SIDE_OFF = ["move-list", "comments", "analysis", "editable", "engine"].map(off).join("") +
  ':not([mode="guess"]):not([mode="puzzle"]):not([overlays])';
const ELLIPSIS = "overflow: hidden; white-space: nowrap; text-overflow: ellipsis;";

const { row, bar, pick, pickGap, gap, inner, side, sideMax } = FRAME;

/**
 * The frame in the shadow root. `.viewer` is the frame, `.main` the board column,
 * `.side-box` the side panel and `.side` the column inside it that scrolls.
 */
export const SHADOW_CSS = `
.picker { height: ${pick}px; margin: 0 0 ${pickGap}px; }
.viewer { display: flex; flex-wrap: wrap; gap: ${gap}px; align-items: stretch; }
.main { flex: 0 1 auto; min-width: 0; display: flex; flex-direction: column; gap: ${inner}px; position: relative; }
.players { width: 0; min-width: 100%; height: ${row}px; line-height: ${row}px; ${ELLIPSIS} }
canvas { max-width: 100%; height: auto; aspect-ratio: 1 / 1; }
.controls { width: 0; min-width: 100%; height: ${bar}px; }
.side-box { flex: 1 1 ${side}px; max-width: ${sideMax}px; min-height: ${STACKED}; position: relative; }
.side { position: absolute; inset: 0; overflow: auto; overscroll-behavior: contain; }
.strut { display: block; max-width: 100%; height: 0; }
@media print {
  .side-box { min-height: 0; }
  .side { position: static; overflow: visible; }
  .side > .list-wrap, .movelist { flex: none; overflow: visible; }
  .controls { display: none; }
}
`;

/** The static view in the page, in the same frame (see `staticHtml`'s markup). */
export function pageCss() {
  const host = "arimaa-viewer";
  const s = `${host} .arimaa-static`;
  return `/* arimaa-viewer.css: the static view of <arimaa-viewer> in the page, laid out as the
   live viewer will be, so that nothing moves when it takes over. Made by
   layout.js; do not edit. */
${host} { display: block; box-sizing: border-box; max-width: 100%; }
${s} { display: block; margin: 0; padding: 0; font-size: var(--arimaa-viewer-font-size, 14px); line-height: 1.4; }
${s} .arimaa-game { box-sizing: border-box; height: ${pick}px; line-height: ${pick}px; margin: 0 0 ${pickGap}px !important; padding: 0; ${ELLIPSIS} }
${s} .arimaa-frame { display: flex; flex-wrap: wrap; gap: ${gap}px; align-items: stretch; margin: 0; padding: 0; }
${s} .arimaa-board { flex: 0 1 auto; min-width: 0; display: flex; flex-direction: column; gap: ${inner}px; margin: 0; padding: 0; }
${s} .arimaa-players, ${s} .arimaa-node { box-sizing: border-box; width: 0; min-width: 100%; margin: 0 !important; padding: 0 !important; border: 0; font-size: 0.9em; ${ELLIPSIS} }
${s} .arimaa-players { height: ${row}px; line-height: ${row}px; }
${s} .arimaa-node { height: ${bar}px; line-height: ${bar}px; }
${s} .arimaa-board > svg { display: block; box-sizing: content-box; max-width: 100%; height: auto; margin: 0; padding: 0; border: 0; }
${s} .arimaa-side { box-sizing: border-box; flex: 1 1 ${side}px; max-width: ${sideMax}px; min-height: ${STACKED}; position: relative; margin: 0; padding: 0; }
${s} .arimaa-scroll { position: absolute; inset: 0; overflow: auto; margin: 0; padding: 2px 6px; border: 1px solid rgba(128, 128, 128, 0.4); border-radius: 4px; }
${s} .arimaa-strut { display: block; max-width: 100%; height: 0; margin: 0; padding: 0; border: 0; }
${s} .arimaa-moves, ${s} .arimaa-variation { list-style: none; margin: 0; padding: 0; }
${s} .arimaa-variation { margin-left: 10px; padding-left: 8px; border-left: 2px solid rgba(128, 128, 128, 0.4); }
${s} .arimaa-moves li { margin: 0; }
${s} .arimaa-comment { margin: 0.2em 0; font-style: italic; }
${s} .arimaa-puzzle, ${s} .arimaa-hidden { margin: 0.3em 0; }
${s} .arimaa-problems { margin: 0.3em 0; padding-left: 1.2em; }
${s} .arimaa-record-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.9em; }
${host}${off("controls")} .arimaa-static .arimaa-node { display: none; }
${host}${SIDE_OFF} .arimaa-static .arimaa-side { display: none; }
@media print {
  ${s} .arimaa-side { min-height: 0; max-width: none; }
  ${s} .arimaa-scroll { position: static; overflow: visible; border: 0; }
}
`;
}

/** Where an integration puts its content in `fallbackHtml()`'s frame. */
export const FALLBACK_SLOT = "<!--arimaa-fallback-->";

/**
 * The static view of a page that cannot draw one (a WordPress shortcode, MediaWiki
 * without the CLI, Hugo without a static file): the same frame, with the board's
 * place held by an empty board (traps marked) of the side the viewer takes, and in the
 * side panel what the integration puts at FALLBACK_SLOT (the record as text, or why it
 * is hidden). Written to arimaa-fallback.html by the build; each integration reads it.
 */
export function fallbackHtml(side = 320) {
  return `<div class="arimaa-static" slot="static"><div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"></p>` +
    `<svg role="img" aria-label="The board, drawn when JavaScript runs" width="${side}" height="${side}" viewBox="0 0 8 8">` +
    `<rect width="8" height="8" fill="#eedfbe"/><path d="M2 2h1v1H2zM5 2h1v1H5zM2 5h1v1H2zM5 5h1v1H5z" fill="#c48e63"/></svg>` +
    `<p class="arimaa-node">The board is drawn when JavaScript runs.</p></div>` +
    `<div class="arimaa-side"><svg class="arimaa-strut" width="${FRAME.side}" height="0" aria-hidden="true"></svg>` +
    `<div class="arimaa-scroll" tabindex="0">${FALLBACK_SLOT}</div></div></div></div>`;
}
