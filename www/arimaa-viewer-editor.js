// The element's side of editing: the editing parts (arimaa-viewer-edit.js, its own
// file with the editor's wasm) are attached while `analysis`, `editable`, a `mode` or
// `overlays` asks for them (options.editor), and
// given this narrow context to read the viewer and report what they changed.
import { addStyles } from "./arimaa-viewer-style.js";
import { el, icon } from "./arimaa-viewer-shell.js";
import { createMenu, createStatus } from "./arimaa-viewer-menu.js";
import { READER, editingModule } from "./arimaa-viewer-load.js";
import { renderGame } from "./arimaa-viewer-render.js";

/**
 * The editor slot of one viewer. `view`: { host, ui, state, options(), frames,
 * loader, emit } (see arimaa-viewer.js).
 */
export function createEditorSlot(view) {
  const { host, ui, state: s } = view;
  /** The editing parts, while the options ask for them. */
  let editor = null;

  /**
   * `analysis`, `editable`, `mode` or `overlays` changed. Turned on once a game is loaded by the reader's
   * wasm, which cannot edit: the record is loaded again by the editor's, where the
   * reader was (the load attaches the editing parts). Turned off: they come off.
   */
  function use() {
    const options = view.options();
    if (!options.editor || (editor && !editor.fits(options))) {
      editor?.detach();
      editor = null;
    }
    if (!options.editor || editor) return;
    if (s.game && s.engine === READER) {
      s.pendingPath = s.cursor?.path ?? null;
      view.loader.load();
    } else if (s.game) {
      editingModule().then(attach).catch((error) => view.loader.fail(error));
    }
  }

  /** Attaches the editing parts once (a viewer whose options still ask for them). */
  function attach(m) {
    if (editor || !view.options().editor) return;
    editor = m.attachEditing(host, context);
    if (s.cursor) editor.loaded();
    view.frames.schedule("board", "ui");
  }

  /**
   * The record changed (`change`: { kind, path?, animate? }): its list and problems are
   * read again, then the screen, then a `change` event (ChangeDetail in the .d.ts).
   */
  function edited(change) {
    s.errors = s.game.errors();
    s.info = s.game.info();
    renderGame(ui, s);
    view.frames.refresh(!!change.animate);
    view.emit("change", { kind: change.kind, path: change.path ?? s.cursor.path, record: s.game.fan() });
  }

  /** What the editing parts may read and call (see arimaa-viewer-edit.js). */
  const context = {
    ui,
    state: () => s,
    options: () => view.options(),
    refresh: (animate = false) => view.frames.refresh(animate),
    draftChanged: (animate = false) => view.frames.draftChanged(animate),
    schedule: (...what) => view.frames.schedule(...what),
    edited,
    emit: (type, detail) => view.emit(type, detail),
    addStyles: (css) => addStyles(host.shadowRoot, css),
    el,
    icon,
    menu: (container, label, items) => createMenu({ el }, container, label, items),
    status: (className) => createStatus({ el }, className),
  };

  return { use, attach, current: () => editor };
}
