// <arimaa-viewer>: an embeddable, accessible viewer for annotated Arimaa games.
// A thin shell over the wasm GameView (all rules, notation, tree, drawing and
// the words shown about a game are in Rust). Its parts, one module each:
//   options  the attributes, read once per change        arimaa-viewer-options.js
//   state    the one view-state record                   arimaa-viewer-state.js
//   render   state + options → shadow DOM and canvas     arimaa-viewer-render.js
//   input    keys, swipes, buttons, list → public methods arimaa-viewer-input.js
//   game     the `game` property: navigation goes through the element  arimaa-viewer-game.js
//   edit     playing and annotating (`analysis`, `editable`), imported only when asked  arimaa-viewer-edit.js
//   static   the page's static view, shown until the viewer takes over its box  arimaa-viewer-static.js
//   shell, list, style, fetch: the shadow tree, the move list, the stylesheet, `src`.
// This file owns the lifecycle, loading, the public API, events and the frame loop.
// Works under a strict CSP: no inline styles or scripts; record text reaches the DOM only as textContent.
import { init, GameView, maxRecordBytes } from "./arimaa-core.js";
import { wasmLoader } from "./arimaa-wasm-loader.js";
import { adoptStyles, addStyles, boardColours } from "./arimaa-viewer-style.js";
import { buildShell, el, icon } from "./arimaa-viewer-shell.js";
import { fetchRecord } from "./arimaa-viewer-fetch.js";
import { ATTRIBUTES, readOptions } from "./arimaa-viewer-options.js";
import { createState, orientation, animationProgress } from "./arimaa-viewer-state.js";
import { measure, renderLayout, renderBoard, renderUi, renderGame, renderGames, renderFailure, announce } from "./arimaa-viewer-render.js";
import { attachInput, watchDisplay } from "./arimaa-viewer-input.js";
import { viewerGame } from "./arimaa-viewer-game.js";
import { createMenu, createStatus } from "./arimaa-viewer-menu.js";
import { attachShare, SHARE_ITEMS } from "./arimaa-viewer-share.js";
import { linkKey, readLink, writeLink, watchPageAnchor } from "./arimaa-viewer-link.js";
import { attachStatic, STATIC_CSS } from "./arimaa-viewer-static.js";
export * from "./arimaa-core.js";

/** Defines <arimaa-viewer> (done on import where custom elements exist; safe to call again). */
export function registerElements() {
  if (globalThis.customElements && !customElements.get("arimaa-viewer")) customElements.define("arimaa-viewer", ArimaaViewer);
}

const AUTOPLAY_MS = 900; // one step of autoplay
const ANIMATED = new Set(["nextStep", "choose"]); // moves that animate their last step
// Properties a framework may set before the element is defined (they then shadow
// the class's accessors as own properties) or before the game is loaded.
const UPGRADED = ["src", "record", "gameNumber", "path", "orientation"];

/** The reader's wasm and its GameView: what every viewer that does not edit uses. */
const READER = Object.freeze({ init, GameView, maxRecordBytes });

// The editing parts and the editor's wasm (a larger build of the crate, its own file),
// imported on first use by a viewer with `analysis` or `editable`, once per page.
let editing = null;
function editingModule() {
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
 */
function inlineRecord(element) {
  const template = element.querySelector(":scope > template.arimaa-record");
  if (template) return template.content.textContent.trim();
  const own = [...element.childNodes].filter((n) => !n.getAttribute?.("slot"));
  return own.map((n) => n.textContent).join("").trim();
}

// Read on first use, not on import: the module must import where there is no DOM.
// jsdom (Vitest, Jest) has no matchMedia: there nothing matches and nothing changes.
let media = null;
const query = (q) => globalThis.matchMedia?.(q) ?? { matches: false, addEventListener() {}, removeEventListener() {} };
const mediaQueries = () =>
  (media ??= {
    reducedMotion: query("(prefers-reduced-motion: reduce)"),
    darkScheme: query("(prefers-color-scheme: dark)"),
  });

// Importing must not throw without a DOM (SSR, Node, workers): there the class
// extends a stand-in and is never defined as an element.
const ElementBase = globalThis.HTMLElement ?? class {};

export class ArimaaViewer extends ElementBase {
  // `style` and `class` too: they can change the board's --arimaa-* colours.
  static observedAttributes = [...ATTRIBUTES, "style", "class"];

  #options = readOptions(this);
  #state = createState();
  #ui;
  #stopRepeat;
  #dirty = { board: false, ui: false };
  #frame = 0;
  #autoplay = 0;
  #resize = null;
  #lazy = null;
  #unwatchDisplay = null;
  /** The editing parts (arimaa-viewer-edit.js), while `analysis` or `editable` is on. */
  #editor = null;
  /** The Share menu's button and status line (arimaa-viewer-share.js). */
  #share;
  /** The page's static view and the box it holds (arimaa-viewer-static.js). */
  #static;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root);
    this.#ui = buildShell(root);
    this.#static = attachStatic(root);
    addStyles(root, STATIC_CSS);
    this.#stopRepeat = attachInput(this, this.#ui, {
      // While spoilers hide the moves ahead, their alternatives cannot be chosen by number either.
      variations: () =>
        this.#options.spoilers && !this.#state.revealed ? 0 : this.#state.cursor?.variations.length ?? 0,
      reveal: () => {
        this.#state.revealed = true;
        this.#schedule("ui");
      },
    });
    this.#share = attachShare(root, this.#ui, {
      reasons: () => this.#shareReasons(),
      choose: (id) => this.#shareChoose(id),
    });
  }

  // ---- lifecycle ------------------------------------------------------------

  connectedCallback() {
    // Set before the upgrade, these are own properties hiding the accessors: take
    // them off and set them again, in the order they were set (the later wins), now
    // that the attributes they may override have been read.
    for (const name of Object.keys(this)) {
      if (!UPGRADED.includes(name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
    if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
    if (!this.hasAttribute("role")) this.setAttribute("role", "group");
    if (!this.hasAttribute("aria-label")) this.setAttribute("aria-label", "Arimaa game viewer");
    // The first layout waits for the observer's first report (it always sends one) and
    // takes the width from it: reading clientWidth here, after the previous element's
    // style writes, would force one layout per element (seconds on a page of 1,000).
    if (globalThis.ResizeObserver) {
      this.#resize = new ResizeObserver((entries) => this.#layout(entries[entries.length - 1].contentRect.width));
      this.#resize.observe(this);
    } else {
      this.#layout(); // jsdom: no layout to observe
    }
    const { reducedMotion, darkScheme } = mediaQueries();
    reducedMotion.addEventListener("change", this.#onMotion);
    darkScheme.addEventListener("change", this.#onScheme);
    this.#unwatchDisplay = watchDisplay({ redraw: () => this.#schedule("board"), print: this.#onPrint });
    window.addEventListener("hashchange", this.#onHash);
    if (this.#options.link !== null) watchPageAnchor();
    renderLayout(this.#ui, this.#state, this.#options);
    this.#state.themeStale = true;
    this.#schedule("board", "ui");
    if (this.#state.started) return;
    if (this.#options.eager || !("IntersectionObserver" in window)) {
      this.#start();
    } else {
      // Lazy start: wasm, fetch and parse only when the viewer is near the viewport.
      this.#lazy = new IntersectionObserver((items) => {
        if (items.some((i) => i.isIntersecting)) this.#start();
      }, { rootMargin: "200px" });
      this.#lazy.observe(this);
    }
  }

  disconnectedCallback() {
    this.#resize?.disconnect();
    this.#lazy?.disconnect();
    this.#lazy = null;
    const { reducedMotion, darkScheme } = mediaQueries();
    reducedMotion.removeEventListener("change", this.#onMotion);
    darkScheme.removeEventListener("change", this.#onScheme);
    this.#unwatchDisplay?.();
    window.removeEventListener("hashchange", this.#onHash);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#stopRepeat();
    this.#stopAutoplay();
    // Freed once the element leaves the document for good (a move re-attaches in
    // the same task, so free after a microtask only if still detached).
    queueMicrotask(() => {
      if (!this.isConnected && this.#state.game) {
        this.#setGame(null);
        this.#state.started = false;
      }
    });
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    this.#options = readOptions(this);
    const s = this.#state;
    switch (name) {
      case "src":
        this.#useSrc();
        break;
      case "game":
        if (s.game && value) this.gameNumber = value;
        else s.pendingGame = null; // the load reads the attribute
        break;
      case "path": case "ply":
        if (s.game && value) this.goTo(value);
        else s.pendingPath = null;
        break;
      case "orientation":
        s.flipped = false;
        this.#schedule("board");
        break;
      case "analysis": case "editable":
        this.#useEditor();
        this.#schedule("board", "ui");
        break;
      case "link":
        if (value !== null) watchPageAnchor();
        this.#onHash();
        break;
      case "theme": case "style": case "class":
        s.themeStale = true;
        this.#schedule("board");
        break;
      default: // what is shown, and how
        this.#layout();
        this.#schedule("board", "ui");
    }
  }

  #onMotion = () => this.#schedule("board");
  #onScheme = () => {
    this.#state.themeStale = true;
    this.#schedule("board");
  };

  // Printing: a lazy viewer loads now, and whatever is loaded is painted at once (printing
  // lays the page out before another animation frame). A record that loads without a
  // fetch is ready within the same task; one that is fetched paints when it arrives.
  #onPrint = () => {
    const paintNow = () => {
      if (!this.isConnected || !this.#state.game) return;
      cancelAnimationFrame(this.#frame);
      this.#frame = 0;
      this.#dirty.board = this.#dirty.ui = true;
      this.#paint(performance.now());
    };
    this.#start()?.then(paintNow);
    paintNow();
  };

  #start() {
    this.#lazy?.disconnect();
    this.#lazy = null;
    if (this.#state.started) return null;
    this.#state.started = true;
    return this.#load();
  }

  // ---- loading --------------------------------------------------------------

  async #load() {
    const s = this.#state;
    const id = ++s.loadId;
    s.started = true;
    let text;
    // The record's fetch starts beside the wasm's, not after it: one round trip less.
    // A viewer that edits loads the editor's wasm instead of the reader's.
    const edit = this.#options.analysis ? editingModule() : null;
    const engine = edit ? edit.then((m) => m.engine) : Promise.resolve(READER);
    const limit = engine.then(async (e) => {
      await e.init();
      return e.maxRecordBytes();
    });
    const fetching = s.record === null && this.#options.src !== null ? fetchRecord(this.#options.src, limit) : null;
    for (const p of [limit, fetching]) p?.catch(() => {}); // their errors reach the awaits below
    try {
      await limit;
      if (s.record !== null) text = s.record;
      else if (fetching) text = await fetching;
      else text = s.inline ??= inlineRecord(this);
    } catch (error) {
      if (id === s.loadId) this.#fail(error);
      return;
    }
    if (id !== s.loadId) return; // a newer load started meanwhile
    const e = await engine;
    this.#setGame(new e.GameView(text), e);
    if (edit) this.#attachEditor(await edit);
    renderGames(this.#ui, s);
    const game = s.pendingGame ?? this.#options.game;
    const start = s.pendingPath ?? this.#options.path;
    s.pendingGame = s.pendingPath = null;
    if (game) this.#openGame(game);
    if (start) {
      try {
        s.game.goTo(start);
      } catch (error) {
        this.#emit("error", { message: `path "${start}": ${error?.message ?? error}`, path: start });
      }
    }
    // Where a load opens: a link's entry leaves the fragment when the viewer comes back here.
    s.home = s.game.path();
    const linked = this.#linkedPath();
    if (linked !== null) {
      try {
        s.game.goTo(linked);
      } catch (error) {
        this.#linkFailed(linked, error);
      }
    }
    // After the paths, which may name another game (`4/20g`): the list, the picker,
    // the players and the name are the game they opened.
    this.#readGame();
    this.#refresh(false);
    this.#editor?.loaded();
    const { errors } = s;
    this.#emit("load", { format: s.info.format, errors, games: s.games, gameIndex: s.gameIndex });
    if (errors.length) this.#emit("error", { ...errors[0], errors });
  }

  /** Replaces the game (freeing the old one) and the engine that made it; null leaves none. */
  #setGame(game, engine = null) {
    const s = this.#state;
    s.game?.free();
    s.game = game;
    s.engine = engine;
    s.facade = game && viewerGame(game, this.#navigate);
    s.games = game?.games() ?? [];
    s.gameIndex = 0;
    s.info = game?.info() ?? null;
    s.errors = game?.errors() ?? [];
    s.cursor = null;
    s.revealed = false;
    s.themeStale = true;
  }

  /** The game open has changed (or was reopened): what is shown about it is read again. */
  #readGame() {
    const s = this.#state;
    s.gameIndex = s.game.gameIndex();
    s.info = s.game.info();
    s.errors = s.game.errors();
    s.revealed = false;
    this.setAttribute("aria-label", s.info.label);
    renderGame(this.#ui, s);
  }

  /** Opens the game `which` names (1-based number or `id=…`); false, with an `error` event, when none. */
  #openGame(which) {
    try {
      return this.#state.game.openGame(this.#state.game.findGame(String(which)));
    } catch (error) {
      this.#emit("error", { message: String(error?.message ?? error), game: String(which) });
      return false;
    }
  }

  #fail(error) {
    const message = String(error?.message ?? error);
    this.#setGame(null);
    renderFailure(this.#ui, message);
    this.#emit("error", { message });
  }

  // ---- public API -----------------------------------------------------------

  /** The record as FAN text (the tree as read, comments and variations included). */
  get record() {
    return this.#state.game ? this.#state.game.fan() : this.#state.record ?? "";
  }
  set record(text) {
    this.#state.record = String(text ?? "");
    this.#state.started = true;
    this.#lazy?.disconnect();
    this.#load();
  }
  /**
   * The record written in `format`: "fan" (what `record` gives), "pgn" (Howdah's
   * record, variations and comments included) or "arimaa" (arimaa.com's notation:
   * the main line only). "pgn" and "arimaa" are written by viewers that edit
   * (`analysis`, `editable`). Throws an Error saying why for another name, a record
   * the format cannot hold, or a viewer that does not edit; "" before load.
   */
  recordAs(format = "fan") {
    const { game } = this.#state;
    const name = String(format).trim().toLowerCase();
    if (name === "fan") return this.record;
    if (!game) return "";
    if (!game.recordAs) {
      // The reader's wasm has no writers but FAN's (readers do not pay for them).
      if (name !== "pgn" && name !== "arimaa") throw new Error(`\`${format}\` is not a record format: fan, pgn or arimaa`);
      throw new Error(`the ${name} record is written by viewers that edit: add the analysis attribute`);
    }
    return game.recordAs(name);
  }
  /** The loaded game (null before load): reads, and navigation through this element. */
  get game() {
    return this.#state.facade;
  }
  /** Every game of the record: a summary each (one for a single game; none before load). */
  get games() {
    return this.#state.games;
  }
  /**
   * The game open: its number, 1-based (0 before load). Setting a number, or
   * "id=" and a game's id, opens that game where a load opens it.
   */
  get gameNumber() {
    return this.#state.game ? this.#state.gameIndex + 1 : 0;
  }
  set gameNumber(value) {
    if (!this.#state.game) this.#state.pendingGame = String(value);
    else if (this.#openGame(value)) this.#opened();
  }
  /**
   * The current path ("start", "12s", "5g.2.6s", "12s:2"; "3/12s" in a text of
   * several games). Set before the game is loaded, it is where the load opens.
   */
  get path() {
    const s = this.#state;
    return s.cursor?.path ?? s.pendingPath ?? "start";
  }
  set path(value) {
    if (this.#state.game) this.goTo(value);
    else this.#state.pendingPath = String(value);
  }
  /** The record's URL (the `src` attribute). Setting it loads that record, replacing one set through `record`. */
  get src() {
    return this.getAttribute("src") ?? "";
  }
  set src(value) {
    const url = value === null || value === undefined || value === "" ? null : String(value);
    if (url === this.getAttribute("src")) this.#useSrc(); // the same address, set after `record`, still wins
    else if (url === null) this.removeAttribute("src");
    else this.setAttribute("src", url);
  }

  /** `src` was set: the later of `src` and `record` wins, so the record set before is dropped. */
  #useSrc() {
    this.#state.record = null;
    if (this.#state.started) this.#load();
  }
  /** Orientation in effect: "gold" (gold at the bottom) or "silver". */
  get orientation() {
    return orientation(this.#state, this.#options);
  }
  set orientation(value) {
    this.setAttribute("orientation", value === "silver" ? "silver" : "gold");
  }

  next() { return this.#move("nextStep"); }
  prev() { return this.#move("prevStep"); }
  nextMove() { return this.#move("nextMove"); }
  prevMove() { return this.#move("prevMove"); }
  first() { return this.#move("first"); }
  last() { return this.#move("last"); }
  /** Plays alternative `index` of the next move (0 = main line). */
  choose(index) { return this.#move("choose", index); }
  goTo(path) {
    try {
      return this.#move("goTo", path);
    } catch (error) {
      this.#emit("error", { message: String(error?.message ?? error), path: String(path) });
      return false;
    }
  }
  flip() {
    this.#state.flipped = !this.#state.flipped;
    this.#schedule("board");
  }
  /** Starts or stops stepping through the current line. */
  play(on = !this.#state.playing) {
    this.#stopAutoplay();
    if (!on || !this.#state.game) return;
    if (this.#state.cursor?.atEnd) this.#move("first");
    this.#state.playing = true;
    this.#autoplay = setInterval(() => {
      if (!this.#move("nextStep") || this.#state.cursor.atEnd) this.#stopAutoplay();
    }, AUTOPLAY_MS);
  }

  #stopAutoplay() {
    clearInterval(this.#autoplay);
    this.#autoplay = 0;
    this.#state.playing = false;
    this.#schedule("ui");
  }

  /**
   * Moves the cursor with the GameView method `method`: every move, the element's
   * and the `game` facade's, comes here. goTo returns true or throws; the others
   * return whether the cursor moved.
   */
  #move(method, arg) {
    const { game } = this.#state;
    if (!game) return false;
    const before = this.#state.gameIndex;
    const moved = method === "goTo" ? (game.goTo(String(arg)), true) : game[method](arg);
    if (!moved) return false;
    if (method === "openGame" || game.gameIndex() !== before) this.#opened();
    else this.#refresh(ANIMATED.has(method));
    return true;
  }

  /** After another game was opened: its list, problems and names, then the screen. */
  #opened() {
    this.#stopAutoplay();
    this.#readGame();
    this.#refresh(false);
    this.#editor?.loaded();
  }

  // ---- editing --------------------------------------------------------------

  /**
   * `analysis` or `editable` changed. Turned on once a game is loaded by the reader's
   * wasm, which cannot edit: the record is loaded again by the editor's, where the
   * reader was (the load attaches the editing parts). Turned off: they come off.
   */
  #useEditor() {
    const s = this.#state;
    if (!this.#options.analysis) {
      this.#editor?.detach();
      this.#editor = null;
    } else if (s.game && s.engine === READER) {
      s.pendingPath = s.cursor?.path ?? null;
      this.#load();
    } else if (s.game) {
      editingModule().then((m) => this.#attachEditor(m)).catch((error) => this.#fail(error));
    }
  }

  /** Attaches the editing parts once (a viewer whose options still ask for them). */
  #attachEditor(m) {
    if (this.#editor || !this.#options.analysis) return;
    this.#editor = m.attachEditing(this, this.#editContext());
    if (this.#state.cursor) this.#editor.loaded();
    this.#schedule("board", "ui");
  }

  /** What the editing parts may read and call (see arimaa-viewer-edit.js). */
  #editContext() {
    return {
      ui: this.#ui,
      state: () => this.#state,
      options: () => this.#options,
      refresh: (animate = false) => this.#refresh(animate),
      draftChanged: (animate = false) => this.#draftChanged(animate),
      schedule: (...what) => this.#schedule(...what),
      edited: (change) => this.#edited(change),
      emit: (type, detail) => this.#emit(type, detail),
      addStyles: (css) => addStyles(this.shadowRoot, css),
      el,
      icon,
      menu: (container, label, items) => createMenu({ el }, container, label, items),
      status: (className) => createStatus({ el }, className),
    };
  }

  /**
   * The record changed (`change`: { kind, path?, animate? }): its list and problems are
   * read again, then the screen, then a `change` event (ChangeDetail in the .d.ts).
   */
  #edited(change) {
    const s = this.#state;
    s.errors = s.game.errors();
    s.info = s.game.info();
    renderGame(this.#ui, s);
    this.#refresh(!!change.animate);
    this.#emit("change", { kind: change.kind, path: change.path ?? s.cursor.path, record: s.game.fan() });
  }

  /** The `game` facade's way in: only the current game's facade moves the cursor. */
  #navigate = (facade, method, arg) => {
    if (facade !== this.#state.facade) throw new Error("this game is no longer the viewer's");
    return this.#move(method, arg);
  };

  // ---- links and sharing ---------------------------------------------------

  /** The path the page's fragment holds for this viewer, or null (no entry, or no `link`). */
  #linkedPath() {
    const key = linkKey(this, this.#options.link);
    return key === null ? null : readLink(location.hash, key);
  }

  /** A link's path names no node: the viewer stays where it was and says why. */
  #linkFailed(path, error) {
    const message = `link "${path}": ${error?.message ?? error}`;
    this.#share.say(message);
    this.#emit("error", { message, path });
  }

  /**
   * The fragment changed (by hand, back, a link on the page): follow it. A fragment
   * without this viewer's entry (a table of contents' `#intro`, another viewer's
   * entry) leaves it where it is, and its entry is put back beside the others.
   */
  #onHash = () => {
    const s = this.#state;
    if (!s.game || !s.cursor || linkKey(this, this.#options.link) === null) return;
    const path = this.#linkedPath();
    if (path === null) return this.#writeLink(s.cursor.path);
    if (path === s.cursor.path) return;
    try {
      this.#move("goTo", path);
    } catch (error) {
      this.#linkFailed(path, error);
    }
  };

  /** Keeps the fragment on the node shown (replacing, not pushing, a history entry). */
  #writeLink(path) {
    const key = linkKey(this, this.#options.link);
    if (key === null) return;
    const hash = writeLink(location.hash, key, path === this.#state.home ? null : path);
    if (hash === location.hash || (hash === "" && !location.hash)) return;
    const url = new URL(location.href);
    url.hash = hash;
    history.replaceState(history.state, "", url.href);
  }

  /** A link to the node shown: this page with this viewer's entry (key from `link`, the id or "arimaa"). */
  linkTo(path = this.path) {
    const url = new URL(location.href);
    url.hash = writeLink(url.hash, linkKey(this, this.#options.link ?? ""), path);
    return url.href;
  }

  /**
   * The board shown as a standalone SVG document, in the viewer's colours:
   * `size` px square (default: as shown), `orientation` "gold" | "silver", `coordinates`.
   */
  toSVG({ size, orientation, coordinates } = {}) {
    const s = this.#state;
    if (!s.game) throw new Error("the game has not loaded yet");
    this.#applyTheme();
    return s.game.svg(size ?? s.size ?? 400, orientation ?? this.orientation, coordinates ?? this.#options.coordinates);
  }

  /** The board shown as a PNG, drawn by the viewer's canvas code at `size` px (default: as shown). */
  toPNG({ size, orientation, coordinates } = {}) {
    const s = this.#state;
    if (!s.game) return Promise.reject(new Error("the game has not loaded yet"));
    this.#applyTheme();
    const side = Math.round(Math.min(4096, Math.max(16, size ?? s.size ?? 400)));
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = side;
    s.game.draw(canvas.getContext("2d"), side, 1, orientation ?? this.orientation, coordinates ?? this.#options.coordinates, 1);
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the browser could not make the PNG"))), "image/png"));
  }

  /**
   * An animated GIF of the line from `from` (default: the node shown) to `to`
   * (default: the end of its line), every step animated, the move under the board
   * (and its comment with `comments`), `size` px wide (default 320). The encoder is
   * loaded on first use.
   */
  async toGIF({ from, to, size = 320, comments = false } = {}) {
    const s = this.#state;
    if (!s.game) throw new Error("the game has not loaded yet");
    const { encodeGif } = await import("./arimaa-viewer-gif.js");
    this.#applyTheme();
    const game = s.game;
    const plan = game.film(from ?? this.path, to ?? "", !!comments, size, this.orientation, this.#options.coordinates);
    const bytes = await encodeGif({
      width: plan.width,
      height: plan.height,
      delays: plan.delays,
      drawStill: (i, ctx) => {
        if (game !== this.#state.game || !game.drawStill(i, ctx)) throw new Error("the record changed while the animation was being made");
      },
    });
    return new Blob([bytes], { type: "image/gif" });
  }

  /** Why each Share item cannot be chosen now, by item. */
  #shareReasons() {
    const s = this.#state;
    const c = s.cursor;
    if (!s.game || !c) return Object.fromEntries(SHARE_ITEMS.map(({ id }) => [id, "The game has not loaded yet."]));
    const reasons = {};
    if (this.#options.link === null) reasons.link = "This viewer keeps no links: its page needs the link attribute.";
    if (/(^|\/)start$/.test(c.path)) reasons["gif-move"] = "There is no move here to animate.";
    if (c.atEnd && c.stepsShown >= c.stepsTotal) reasons["gif-line"] = "This is the end of the line.";
    return reasons;
  }

  async #shareChoose(id) {
    const path = this.path;
    const whole = path.replace(/:\d+$/, "");
    switch (id) {
      case "link":
        await navigator.clipboard.writeText(this.linkTo(path)).catch(() => {
          throw new Error("Could not copy: this browser did not allow the page to write to the clipboard.");
        });
        return "Link copied";
      case "svg":
        return this.#download(new Blob([this.toSVG()], { type: "image/svg+xml" }), path, "svg");
      case "png":
        return this.#download(await this.toPNG(), path, "png");
      case "gif-move":
        return this.#download(await this.toGIF({ from: `${whole}:0`, to: whole }), whole, "gif");
      default:
        return this.#download(await this.toGIF({ from: path }), path, "gif");
    }
  }

  /** Saves `blob` as "arimaa-<game id>-<path>.<extension>"; says what was saved. */
  #download(blob, path, extension) {
    const id = this.#state.game.header().find(([k]) => /^(game)?id$/i.test(k))?.[1] ?? "game";
    const name = `arimaa-${id}-${path}`.replace(/[^\w.-]+/g, "_").slice(0, 80);
    const url = URL.createObjectURL(blob);
    const a = el("a");
    a.href = url;
    a.download = `${name}.${extension}`;
    a.hidden = true;
    this.#ui.main.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0); // the download holds its own reference
    return `Downloaded ${a.download}`;
  }

  // ---- state → screen -------------------------------------------------------

  #refresh(animate) {
    const s = this.#state;
    const before = s.cursor;
    const now = (s.cursor = s.game.state());
    this.#animate(animate);
    this.#schedule("board", "ui");
    if (!before) return; // the first state of a load
    if (now.path !== before.path) {
      this.#writeLink(now.path);
      this.#emit("pathchange", { path: now.path, label: now.label });
    }
    this.#speak();
  }

  /**
   * Only the move half made on the board changed (a piece picked up, a step, a cancel):
   * the node is the same, so only the board (and its name) and the live region follow.
   * The rest of the screen is not drawn again: a pick-up shows within the next frame.
   */
  #draftChanged(animate) {
    const s = this.#state;
    s.cursor = s.game.state();
    this.#animate(animate);
    this.#schedule("board");
    this.#speak();
  }

  #animate(on) {
    const s = this.#state;
    s.anim = on && this.#options.animation && !mediaQueries().reducedMotion.matches ? { start: performance.now() } : null;
  }

  #speak() {
    const s = this.#state;
    const words = s.cursor.announcement;
    if (words && words !== s.spoken) {
      s.spoken = words;
      announce(this.#ui, words);
    }
  }

  #schedule(...what) {
    for (const w of what) this.#dirty[w] = true;
    if (!this.#frame && this.isConnected) this.#frame = requestAnimationFrame(this.#paint);
  }

  #paint = (now) => {
    this.#frame = 0;
    const s = this.#state;
    const takingOver = !!s.cursor && this.#static.waiting(this);
    if (takingOver) this.#takeOver();
    this.#applyTheme();
    if (this.#dirty.ui) {
      renderUi(this.#ui, s, this.#options, () => this.#editor?.render(s, this.#options));
    }
    if (this.#dirty.board) {
      const progress = animationProgress(s, now);
      if (progress >= 1) s.anim = null;
      renderBoard(this.#ui, s, this.#options, progress);
    }
    if (takingOver) this.#static.fit(this, this.#ui);
    this.#dirty.ui = false;
    this.#dirty.board = !!s.anim;
    if (s.anim) this.#frame = requestAnimationFrame(this.#paint);
  };

  /** Board colours: Rust's light or dark defaults under any --arimaa-* the page sets. */
  #applyTheme() {
    const s = this.#state;
    if (!s.themeStale || !s.game) return;
    const dark = this.#options.theme === "dark" || (this.#options.theme !== "light" && mediaQueries().darkScheme.matches);
    const used = s.game.setTheme(boardColours(this, s.engine.GameView.themeVars()), dark);
    // The same colours for the chrome (the move list's glyphs).
    for (const [name, value] of Object.entries(used)) this.#ui.viewer.style.setProperty(name, value);
    s.themeStale = false;
  }

  /** The first paint of a game: the live viewer replaces the static view in its box. */
  #takeOver() {
    const s = this.#state;
    const { size, wide } = this.#static.takeOver(this, measure(this.clientWidth, this.#options, window.innerHeight));
    Object.assign(s, { size, wide });
    s.held = true;
    this.#dirty.board = this.#dirty.ui = true;
    renderLayout(this.#ui, s, this.#options);
  }

  #layout(width = this.clientWidth) {
    const s = this.#state;
    if (width) {
      const held = this.#static.held(width);
      if (!held && s.held) this.#static.release(this.#ui);
      s.held = !!held;
      const { size, wide } = held ?? measure(width, this.#options, window.innerHeight);
      s.wide = wide;
      if (size !== s.size) {
        s.size = size;
        this.#schedule("board");
      }
    }
    renderLayout(this.#ui, s, this.#options);
  }

  // `load` and `error` do not bubble, as an <img>'s do not: a bubbling `error`
  // reaches window.onerror, where error monitors would report "[object CustomEvent]".
  #emit(type, detail) {
    const bubbles = type === "pathchange" || type === "change";
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed: bubbles }));
  }
}

registerElements();
