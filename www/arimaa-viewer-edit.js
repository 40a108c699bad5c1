// Editing for <arimaa-viewer>: loaded (a dynamic import, its own file in the
// package) only by viewers with the `analysis` or `editable` attribute, so
// readers who never edit do not download it. It imports nothing of the core:
// the element hands it the wasm GameView it already has (a second copy of the
// wasm glue would be a second module instance).
//
// Its parts, one module each, each `attach…(host, ctx)` returning
// `{ render(state, options), loaded?(), detach() }`:
//   (parts are added here as they are built)
//   notes  arimaa-viewer-edit-notes.js: comments, glyphs and game details (editable)
//   marks  arimaa-viewer-edit-marks.js: arrows, highlights, labels on the board (editable)
//
// `ctx`, from the element (arimaa-viewer.js #editContext):
//   ui                  the shadow nodes (arimaa-viewer-shell.js)
//   state()             the view state (arimaa-viewer-state.js); `state.game` is the GameView
//   options()           the options (arimaa-viewer-options.js)
//   refresh(animate)    the cursor moved or the position shown changed: read state again, redraw
//   schedule(...what)   redraw "board" and/or "ui" at the next frame
//   edited(change)      the record changed: the list and problems are read again, the
//                       screen follows, and a `change` event carries `change`
//   emit(type, detail)  dispatch an event from the element
//   addStyles(css)      add a part's rules to the shadow root (kept in the part's module)
//   el(tag, class, text), icon(name)   the shell's DOM helpers (arimaa-viewer-shell.js)
// Importing any of the element's modules here instead would put it in a chunk shared
// with the element's bundle, a second request for every reader: the build refuses that.

import { attachNotes } from "./arimaa-viewer-edit-notes.js";
import { attachMarks } from "./arimaa-viewer-edit-marks.js";

const PARTS = [
  attachNotes,
  attachMarks,
];

/** Attaches every editing part to the viewer `host`; returns what the element calls. */
export function attachEditing(host, ctx) {
  const parts = PARTS.map((attach) => attach(host, ctx));
  return {
    /** A record was loaded (or another game opened). */
    loaded() {
      for (const p of parts) p.loaded?.();
    },
    /** The screen is being drawn: each part shows itself from the state and options. */
    render(state, options) {
      for (const p of parts) p.render(state, options);
    },
    /** The attributes no longer ask for editing: every part takes itself off. */
    detach() {
      for (const p of parts) p.detach();
    },
  };
}
