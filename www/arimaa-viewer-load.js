// Loading a record into <arimaa-viewer>: the wasm (the reader's, or the editor's for a
// viewer that edits) and the record (set, fetched from `src`, or written in the page)
// at once, then the game, the node a path or a link opens, and the `load` event.
import { init, GameView, maxRecordBytes, needsFullReader } from "./arimaa-core.js";
import { wasmLoader } from "./arimaa-wasm-loader.js";
import { fetchRecord } from "./arimaa-viewer-fetch.js";
import { renderGame, renderGames, renderFailure } from "./arimaa-viewer-render.js";
import { viewerGame } from "./arimaa-viewer-game.js";

/** The reader's wasm and its GameView: what every viewer that does not edit uses. */
export const READER = Object.freeze({ init, GameView, maxRecordBytes, needsFullReader });

// The editing parts and the editor's wasm (a larger build of the crate, its own file),
// imported on first use by a viewer with `analysis`, `editable`, a `mode` or `overlays`,
// once per page.
let editing = null;
export function editingModule() {
  editing ??= import("./arimaa-viewer-edit.js")
    .then((m) => ({ attachEditing: m.attachEditing, engine: m.engine(wasmLoader) }))
    .catch((error) => {
      editing = null; // the next viewer (or load) tries again
      throw error;
    });
  return editing;
}

/**
 * The record written in the page: the text of a `<template class="arimaa-record">`
 * child when there is one (what the Markdown plugin writes, beside a static picture
 * for pages read without scripts), else the element's own text but a static view's.
 * A record that holds moves the reader is to find (a puzzle's, a guess's, one behind
 * `spoilers`) comes with `data-encoding="base64"` (its UTF-8 in base64), so that
 * neither the page's source, nor a search engine or feed reader, reads it as text.
 */
function inlineRecord(element) {
  const template = element.querySelector(":scope > template.arimaa-record");
  const encoding = (template ?? element.querySelector(":scope > .arimaa-record[data-encoding]"))?.getAttribute("data-encoding");
  const text = template
    ? template.content.textContent
    : [...element.childNodes].filter((n) => !n.getAttribute?.("slot")).map((n) => n.textContent).join("");
  if (encoding == null) return text.trim();
  try {
    if (encoding === "base64") return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0))).trim();
  } catch {
    // said below
  }
  throw new Error(`the record (data-encoding="${encoding}") is not base64 of UTF-8 text, the one encoding the viewer reads`);
}

/**
 * The loads of one viewer. `view`: { host, ui, state, options(), frames, links,
 * editing, emit, move } (see arimaa-viewer.js).
 */
export function createLoader(view) {
  const { host, ui, state: s } = view;

  async function load() {
    const id = ++s.loadId;
    s.started = true;
    const options = view.options();
    let text;
    // The record's fetch starts beside the wasm's, not after it: one round trip less.
    const edit = options.editor ? editingModule() : null;
    const engine = edit ? edit.then((m) => m.engine) : Promise.resolve(READER);
    const limit = engine.then(async (e) => {
      await e.init();
      return e.maxRecordBytes();
    });
    const fetching = s.record === null && options.src !== null ? fetchRecord(options.src, limit) : null;
    for (const p of [limit, fetching]) p?.catch(() => {}); // their errors reach the awaits below
    try {
      await limit;
      if (s.record !== null) text = s.record;
      else if (fetching) text = await fetching;
      else text = s.inline ??= inlineRecord(host);
    } catch (error) {
      if (id === s.loadId) fail(error);
      return;
    }
    if (id !== s.loadId) return; // a newer load started meanwhile
    let e = await engine;
    // Archive rows: the reader's wasm leaves them to the editor's (README "Building the wasm").
    if (e.needsFullReader?.(text)) {
      try {
        e = (await editingModule()).engine;
        await e.init();
      } catch (error) {
        if (id === s.loadId) fail(error);
        return;
      }
      if (id !== s.loadId) return;
    }
    setGame(new e.GameView(text), e);
    if (edit) view.editing.attach(await edit);
    renderGames(ui, s);
    const game = s.pendingGame ?? view.options().game;
    const start = s.pendingPath ?? view.options().path;
    s.pendingGame = s.pendingPath = null;
    if (game) openGame(game);
    if (start) {
      try {
        s.game.goTo(start);
      } catch (error) {
        view.emit("error", { message: `path "${start}": ${error?.message ?? error}`, path: start });
      }
    }
    // Where a load opens: a link's entry leaves the fragment when the viewer comes back here.
    s.home = s.game.path();
    const linked = view.links.linked();
    if (linked !== null) {
      try {
        s.game.goTo(linked);
      } catch (error) {
        view.links.failed(linked, error);
      }
    }
    // After the paths, which may name another game (`4/20g`): the list, the picker,
    // the players and the name are the game they opened.
    readGame();
    view.frames.refresh(false);
    view.editor()?.loaded();
    const { errors } = s;
    view.emit("load", { format: s.info.format, errors, games: s.games, gameIndex: s.gameIndex });
    if (errors.length) view.emit("error", { ...errors[0], errors });
  }

  /** The `game` facade's way in: only the current game's facade moves the cursor. */
  const navigate = (facade, method, arg) => {
    if (facade !== s.facade) throw new Error("this game is no longer the viewer's");
    return view.move(method, arg);
  };

  /** Replaces the game (freeing the old one) and the engine that made it; null leaves none. */
  function setGame(game, engine = null) {
    s.game?.free();
    s.game = game;
    s.engine = engine;
    s.facade = game && viewerGame(game, navigate);
    s.games = game?.games() ?? [];
    s.gameIndex = 0;
    s.info = game?.info() ?? null;
    s.errors = game?.errors() ?? [];
    s.cursor = null;
    s.revealed = false;
    s.themeStale = true;
  }

  /** The game open has changed (or was reopened): what is shown about it is read again. */
  function readGame() {
    s.gameIndex = s.game.gameIndex();
    s.info = s.game.info();
    s.errors = s.game.errors();
    s.revealed = false;
    host.setAttribute("aria-label", s.info.label);
    renderGame(ui, s);
  }

  /** Opens the game `which` names (1-based number or `id=…`); false, with an `error` event, when none. */
  function openGame(which) {
    try {
      return s.game.openGame(s.game.findGame(String(which)));
    } catch (error) {
      view.emit("error", { message: String(error?.message ?? error), game: String(which) });
      return false;
    }
  }

  function fail(error) {
    const message = String(error?.message ?? error);
    setGame(null);
    renderFailure(ui, message);
    view.emit("error", { message });
  }

  return { load, setGame, readGame, openGame, fail };
}
