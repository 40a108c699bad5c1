// Editing and teaching for <arimaa-viewer>: loaded (a dynamic import, its own file in
// the package) only by viewers with `analysis`, `editable`, a `mode` or `overlays`, so
// readers who never edit do not download it, nor the editor's wasm it brings:
// the crate built with its `edit` feature (the reader's wasm and more), loaded
// instead of the reader's by viewers that edit.
//
// Its parts, one module each, each `attach…(host, ctx)` returning
// `{ render(state, options), loaded?(), detach() }`:
//   tree    the move list's menu: promote, demote, make main line, delete  arimaa-viewer-edit-tree.js
//   export  the Record menu (copy, download) and the `storage` attribute    arimaa-viewer-edit-export.js
//   moves   playing moves on the board, the move bar                      arimaa-viewer-edit-moves.js
//   notes   comments, glyphs and game details (editable)                arimaa-viewer-edit-notes.js
//   marks   arrows, highlights, labels drawn on the board (editable)      arimaa-viewer-edit-marks.js
//   guess   guess the move (`mode="guess"`, with moves alone)              arimaa-viewer-edit-guess.js
//   puzzle  solve the record's puzzle (`mode="puzzle"`, with moves alone)   arimaa-viewer-edit-puzzle.js
//   overlays  the overlays' toggle group (`overlays`, with any of these)   arimaa-viewer-edit-overlays.js
//
// `ctx` is the one interface to the element: EditingContext below, made by the
// controller (arimaa-viewer-controller.js, editingContext()). Importing any of the
// element's modules here instead would put it in a chunk shared with the element's
// bundle, a second request for every reader: the build refuses that.

/**
 * @typedef {object} EditingContext What the editing parts may read and call.
 * @property {Record<string, any>} ui the shadow nodes (arimaa-viewer-shell.js buildShell)
 * @property {() => Record<string, any>} state the view state (arimaa-viewer-state.js); `state.game` is the GameView
 * @property {() => Record<string, any>} options the options (arimaa-viewer-options.js readOptions)
 * @property {(animate?: boolean) => void} refresh the cursor moved or the position shown changed: read state again, redraw
 * @property {(animate?: boolean) => void} draftChanged only the move half made on the board changed: its
 *   board, words and live region follow, the rest of the screen is not redrawn
 * @property {(...what: ("board" | "ui")[]) => void} schedule redraw at the next frame
 * @property {(change: { kind: string, path?: string, animate?: boolean }) => void} edited the record
 *   changed: the list and problems are read again, the screen follows, and a `change` event carries it
 * @property {(type: string, detail: object) => void} emit dispatch an event from the element
 * @property {(css: string) => void} addStyles add a part's rules to the shadow root (kept in the part's module)
 * @property {(tag: string, className?: string | null, text?: string | null) => HTMLElement} el the shell's DOM helper
 * @property {(name: string) => SVGSVGElement} icon an icon of the shell's set
 * @property {(container: Element, label: string, items: object[]) => object} menu the element's popup menu
 *   (arimaa-viewer-menu.js), its styles already added
 * @property {(className: string) => HTMLElement} status a status line (arimaa-viewer-menu.js)
 * @property {(outcome: object) => void} [judged] (guess and puzzle modes) the moves part's judged move,
 *   to the guessing or puzzle part
 */

import initEditorWasm, * as editorWasm from "./pkg-edit/arimaa.js";

/* global ARIMAA_EDIT_WASM_FILE */

import { attachTreeMenu } from "./arimaa-viewer-edit-tree.js";
import { attachExport } from "./arimaa-viewer-edit-export.js";
import { attachMoves } from "./arimaa-viewer-edit-moves.js";
import { attachNotes } from "./arimaa-viewer-edit-notes.js";
import { attachMarks } from "./arimaa-viewer-edit-marks.js";
import { attachGuess } from "./arimaa-viewer-edit-guess.js";
import { attachPuzzle } from "./arimaa-viewer-edit-puzzle.js";
import { attachOverlays } from "./arimaa-viewer-edit-overlays.js";

const PARTS = [
  attachTreeMenu, // promote, demote, make main line, delete from here (arimaa-viewer-edit-tree.js)
  attachExport, // the Record menu (copy, download) and `storage` (arimaa-viewer-edit-export.js)
  attachMoves, // playing moves on the board, the move bar (arimaa-viewer-edit-moves.js)
  attachNotes, // comments, glyphs and game details (arimaa-viewer-edit-notes.js)
  attachMarks, // arrows, highlights and labels drawn on the board (arimaa-viewer-edit-marks.js)
];

/**
 * The editor's wasm as the element uses an engine: { init, GameView, maxRecordBytes }.
 * `wasmLoader` is the element's (arimaa-wasm-loader.js), handed over so that this
 * module imports nothing of the element's bundle.
 */
export function engine(wasmLoader) {
  // Beside this module: ./pkg-edit/ in the sources, the bundle's own name in dist/
  // (scripts/build-wasm.sh), in the literal form bundlers recognise.
  // A dynamically imported module is always an ES module: import.meta.url is set.
  const url = () =>
    new URL(typeof ARIMAA_EDIT_WASM_FILE === "string" ? ARIMAA_EDIT_WASM_FILE : "./pkg-edit/arimaa_bg.wasm", import.meta.url);
  return Object.freeze({
    init: wasmLoader(initEditorWasm, url),
    GameView: editorWasm.GameView,
    maxRecordBytes: () => editorWasm.maxRecordBytes(),
  });
}

/** Which parts `options` attach, as a key: when it changes, the parts are attached again. */
const partsOf = (o) => `${o.mode ?? (o.analysis ? "analysis" : "")}${o.overlays !== null ? "+overlays" : ""}`;

/**
 * Attaches the parts the options ask for to the viewer `host`: in guess mode
 * (`mode="guess"`) or puzzle mode (`mode="puzzle"`), the moves part, whose judged moves
 * go to the guessing or puzzle part, and that part; with `analysis` or `editable`, every
 * editing part; with `overlays`, the overlays' toggle group besides. Returns what the
 * controller calls.
 * @param {HTMLElement} host
 * @param {EditingContext} ctx
 */
export function attachEditing(host, ctx) {
  const options = ctx.options();
  const key = partsOf(options);
  const judge = { guess: attachGuess, puzzle: attachPuzzle }[options.mode] ?? null;
  const attaches = judge ? [attachMoves, judge] : options.analysis ? [...PARTS] : [];
  if (options.overlays !== null) attaches.push(attachOverlays);
  let judging = null;
  const partCtx = judge ? { ...ctx, judged: (outcome) => judging?.judged(outcome) } : ctx;
  const parts = attaches.map((attach) => attach(host, partCtx));
  if (judge) judging = parts[1];
  return {
    /** Whether these are the parts `options` ask for: the element attaches again when not. */
    fits: (options) => partsOf(options) === key,
    /** A record was loaded (or another game opened). */
    loaded() {
      for (const p of parts) p.loaded?.();
    },
    /**
     * The reader stepped (`method`: nextStep, prevMove, last, goTo…; the cursor has moved,
     * nothing is drawn yet): the judging part may step on (a guess keeps to its side) or
     * answer false, and the element takes the step back (a puzzle's solution ahead).
     */
    steer: (method) => judging?.steer?.(method) ?? true,
    /** The screen is being drawn: each part shows itself from the state and options. */
    render(state, options) {
      for (const p of parts) p.render(state, options);
    },
    /** The attributes no longer ask for these parts: every part takes itself off. */
    detach() {
      for (const p of parts) p.detach();
    },
  };
}
