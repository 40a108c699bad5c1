// The one owner of a viewer's work (ARCHITECTURE.md, "The element"). The element
// hands it the page's events and its public calls; it reads the options once per
// change, keeps the one view state, and runs every sequence in one place:
//   load → attach the editing parts → refresh → the page's link → events.
// The other modules are leaves: the frame loop (frame.js), the record's reading
// (load.js), the links' fragment (link.js), the pictures (pictures.js), the static
// view (static.js), the shadow tree (shell.js) and the render functions take what
// they need as arguments and give results back; none of them calls another through
// a shared object. The editing parts get one small interface (editingContext below).
import { adoptStyles, addStyles } from "./style.js";
import { buildShell, el, icon } from "./shell.js";
import { readOptions } from "./options.js";
import { createState, orientation } from "./state.js";
import { renderGame, renderGames, renderFailure, renderLayout } from "./render.js";
import { createFrames } from "./frame.js";
import { READER, editingModule, readRecord } from "./load.js";
import { linkKey, readLink, writeLink } from "./link.js";
import { attachStatic } from "./static.js";
import { attachShare } from "./share.js";
import { attachInput } from "./input.js";
import { boardSvg, boardPng, lineGif, shareActions } from "./pictures.js";
import { viewerGame } from "./game.js";
import { createMenu, createStatus } from "./menu.js";
import { createWords } from "./words.js";

/**
 * @typedef {import("./element.js").ArimaaViewer} Host the element, as its public API
 * @typedef {import("../core/core.js").GameView} GameView
 * @typedef {import("../core/core.js").ViewState} ViewState
 * @typedef {import("./load.js").Engine} Engine
 * @typedef {import("./load.js").EditingModule} EditingModule
 * @typedef {ReturnType<EditingModule["attachEditing"]>} EditingParts
 * @typedef {import("./state.js").LoadedState} LoadedState
 * @typedef {import("../editing/index.js").EditingState} EditingState
 * @typedef {import("../editing/index.js").EditingContext} EditingContext
 * @typedef {import("../editing/index.js").Change} Change
 * @typedef {import("./fetch.js").Said} Said a failure's message of the catalogue, then its parameters
 * @typedef {import("./element.js").ArimaaViewerOwnEventMap} EventMap
 * @typedef {import("./element.js").PictureOptions} PictureOptions
 * @typedef {import("./game.js").Move} Move
 * @typedef {ReturnType<typeof import("../engine/index.js").attachEngine>} EnginePanel
 */

const AUTOPLAY_MS = 900; // one step of autoplay
const ANIMATED = new Set(["nextStep", "choose"]); // moves that animate their last step

export class Controller {
  /** @type {EditingParts | null} The editing parts attached (editing/index.js), while the options ask for them. */
  #parts = null;
  #autoplay = 0;
  /** The host's aria-label is the viewer's own (not the page's): a new language rewrites it. */
  #ownLabel = false;
  /** @type {Said | undefined} the message of the load's failure shown in place of the board, said again in a new language */
  #said;
  #staticView;
  #share;
  /** @type {Promise<EnginePanel | void> | null} The engine's panel (engine/index.js), once asked for. */
  #engine = null;
  /** @type {HTMLButtonElement | undefined} The engine's toggle, made when `engine` is first on. */
  #engineToggle;

  /** @param {Host} host the <arimaa-viewer> element */
  constructor(host) {
    this.host = host;
    this.options = readOptions(host);
    this.state = createState();
    const root = host.attachShadow({ mode: "open" });
    adoptStyles(root);
    this.words = createWords(host, () => this.#relabelled());
    this.ui = buildShell(root, this.words);
    this.#staticView = attachStatic(root);
    const s = this.state;
    this.frames = createFrames({
      host,
      ui: this.ui,
      state: s,
      staticView: this.#staticView,
      options: () => this.options,
      renderParts: () => this.#parts?.render(/** @type {EditingState} see editingContext */ (s), this.options),
    });
    this.stopRepeat = attachInput(host, this.ui, {
      // While spoilers hide the moves ahead, their alternatives cannot be chosen by number either.
      variations: () => (this.options.spoilers && !s.revealed ? 0 : s.cursor?.variations.length ?? 0),
      reveal: () => {
        s.revealed = true;
        this.frames.schedule("ui");
      },
      engine: () => this.toggleEngine(),
    });
    this.#share = attachShare(root, this.ui, shareActions({
      host,
      state: s,
      ui: this.ui,
      options: () => this.options,
    }));
  }

  // ---- the page's events ------------------------------------------------------

  /**
   * An observed attribute changed: the options are read again, then what it affects.
   * @param {string} name
   * @param {string | null} value
   */
  attributeChanged(name, value) {
    this.options = readOptions(this.host);
    this.useEngine();
    const s = this.state;
    switch (name) {
      case "src":
        this.useSrc();
        break;
      case "game":
        if (s.game && value) this.openGame(value);
        else s.pendingGame = null; // the load reads the attribute
        break;
      case "path": case "ply":
        if (s.game && value) this.goTo(value);
        else s.pendingPath = null;
        break;
      case "orientation":
        s.flipped = false;
        this.frames.schedule("board");
        break;
      case "analysis": case "editable": case "mode": case "overlays":
        this.useParts();
        this.frames.schedule("board", "ui");
        break;
      case "link":
        this.follow();
        break;
      case "lang":
        this.words.update();
        break;
      case "theme": case "style": case "class":
        s.themeStale = true;
        this.frames.schedule("board");
        break;
      default: // what is shown, and how
        this.frames.layout();
        this.frames.schedule("board", "ui");
    }
  }

  /** The element is in a document: its language, its first layout, and the board drawn when loaded. */
  connected() {
    // A load awaits the words (fetched beside the wasm and the record, not after them).
    this.state.wordsReady = this.words.connect();
    if (!this.host.hasAttribute("aria-label")) this.#labelHost();
    renderLayout(this.ui, this.state, this.options);
    this.state.themeStale = true;
    this.frames.schedule("board", "ui");
  }

  /** The element left the document: what runs stops (the game is freed by the element later). */
  disconnected() {
    this.frames.cancel();
    this.words.disconnect();
    this.stopRepeat();
    this.#stopAutoplay();
  }

  /** Loading begins, once (lazily: when near the viewport); gives the load's promise, or null if it had begun. */
  start() {
    if (this.state.started) return null;
    this.state.started = true;
    return this.load();
  }

  /** Printing: a lazy viewer loads now, and whatever is loaded is painted at once. */
  print() {
    this.start()?.then(() => this.frames.paintNow());
    this.frames.paintNow();
  }

  /**
   * The viewer's language changed (words.js has relabelled the lasting words): the
   * shadow tree says which language it speaks, and what is written at each change
   * (the list, the caption, the panels) is written again; the record is not read again.
   */
  #relabelled() {
    const s = this.state;
    for (const node of [this.ui.viewer, this.ui.picker, this.ui.live]) node.lang = this.words.language();
    if (s.game) {
      // The wasm's words too: the descriptions, the players' and the picker's lines.
      s.game.setWords(...this.words.rust());
      s.games = s.game.games();
      s.info = s.game.info();
      // The record's problems are said in the wasm's words: said again.
      s.errors = s.game.errors();
      if (s.cursor) s.cursor = s.game.state();
      renderGames(this.ui, /** @type {LoadedState} */ (s));
    }
    if (this.#ownLabel) this.#labelHost();
    if (s.game && s.cursor) renderGame(this.ui, /** @type {LoadedState} */ (s));
    else if (this.#said) renderFailure(this.ui, this.words.t(...this.#said));
    this.#share.say("");
    this.frames.schedule("board", "ui");
  }

  /** The host's name, unless the page gave it one: the game's, or before a load what it is. */
  #labelHost() {
    this.#ownLabel = true;
    this.host.setAttribute("aria-label", this.state.info?.label ?? this.words.t("arimaa-viewer-label"));
  }

  // ---- loading ----------------------------------------------------------------

  /**
   * Reads the record (set, fetched from `src`, or written in the page) with the wasm the
   * options need, then: the editing parts, the game and node the attributes or a link
   * name, the screen, and the `load` event. A newer load drops an older one.
   */
  async load() {
    const s = this.state;
    const id = ++s.loadId;
    s.started = true;
    const wantsParts = this.options.editor;
    let read;
    try {
      read = await readRecord(this.host, s, this.options, () => id !== s.loadId);
      await s.wordsReady;
    } catch (error) {
      // Said in the viewer's language: its pack may still be on its way.
      await s.wordsReady;
      if (id === s.loadId) this.#fail(error);
      return;
    }
    if (!read) return; // a newer load started meanwhile
    this.setGame(new read.engine.GameView(read.text), read.engine);
    if (wantsParts) this.#attachParts(await editingModule());
    if (id !== s.loadId) return; // a newer load began meanwhile: it shows its own game
    // From here on the state holds the game set above: a LoadedState.
    renderGames(this.ui, s);
    const game = s.pendingGame ?? this.options.game;
    const start = s.pendingPath ?? this.options.path;
    s.pendingGame = s.pendingPath = null;
    if (game) this.#openGameIn(game);
    if (start) {
      try {
        /** @type {LoadedState} */ (s).game.goTo(start);
      } catch (error) {
        this.#emit("error", { message: `path "${start}": ${/** @type {Error} */ (error)?.message ?? error}`, path: start });
      }
    }
    // Where a load opens: a link's entry leaves the fragment when the viewer comes back here.
    s.home = /** @type {LoadedState} */ (s).game.path();
    const linked = this.#linked();
    if (linked !== null) {
      try {
        /** @type {LoadedState} */ (s).game.goTo(linked);
      } catch (error) {
        this.#linkFailed(linked, error);
      }
    }
    // After the paths, which may name another game (`4/20g`): the list, the picker,
    // the players and the name are the game they opened.
    this.#readGame();
    this.#refresh(false);
    this.#parts?.loaded();
    const { errors } = s;
    this.#emit("load", { format: /** @type {LoadedState} */ (s).info.format, errors, games: s.games, gameIndex: s.gameIndex });
    if (errors.length) this.#emit("error", { ...errors[0], errors });
  }

  /** `src` was set: the later of `src` and `record` wins, so the record set before is dropped. */
  useSrc() {
    this.state.record = null;
    if (this.state.started) this.load();
  }

  /**
   * Replaces the game (freeing the old one) and the engine that made it; null leaves none.
   * @param {GameView | null} game
   * @param {Engine | null} [engine]
   */
  setGame(game, engine = null) {
    const s = this.state;
    s.game?.free();
    s.game = game;
    s.engine = engine;
    game?.setWords(...this.words.rust());
    s.facade = game && viewerGame(game, (facade, method, arg) => {
      if (facade !== s.facade) throw new Error("this game is no longer the viewer's"); // not the reader's: a page script's error
      return this.move(method, arg);
    });
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
    const s = /** @type {LoadedState} every caller has a game */ (this.state);
    s.gameIndex = s.game.gameIndex();
    s.info = s.game.info();
    s.errors = s.game.errors();
    s.revealed = false;
    this.#labelHost();
    renderGame(this.ui, s);
  }

  /**
   * A record that could not be read: the message where the board goes, and an `error` event.
   * @param {unknown} error
   */
  #fail(error) {
    this.setGame(null);
    // The element's own failures (fetch.js failure) in the viewer's language; others as they came.
    const said = (this.#said = /** @type {{ said?: Said }} */ (error)?.said);
    const message = said ? this.words.t(...said) : String(/** @type {Error} */ (error)?.message ?? error);
    renderFailure(this.ui, message);
    this.#emit("error", { message });
  }

  /**
   * Opens the game `which` names, in the loaded text; false, with an `error` event, when none.
   * @param {string | number} which
   */
  #openGameIn(which) {
    try {
      const { game } = /** @type {LoadedState} called once a game is loaded */ (this.state);
      return game.openGame(game.findGame(String(which)));
    } catch (error) {
      this.#emit("error", { message: String(/** @type {Error} */ (error)?.message ?? error), game: String(which) });
      return false;
    }
  }

  /**
   * `gameNumber` or the `game` attribute: before load, where the load opens; after, that game.
   * @param {string | number} which
   */
  openGame(which) {
    if (!this.state.game) this.state.pendingGame = String(which);
    else if (this.#openGameIn(which)) this.#opened();
  }

  /** After another game was opened: its list, problems and names, then the screen. */
  #opened() {
    this.#stopAutoplay();
    this.#readGame();
    this.#refresh(false);
    this.#parts?.loaded();
  }

  // ---- moving -------------------------------------------------------------------

  /**
   * Moves the cursor with the GameView method `method`: every move, the element's and
   * the `game` facade's, comes here. goTo returns true or throws; the others return
   * whether the cursor moved.
   * @param {Move} method
   * @param {unknown} [arg] choose's and openGame's index, goTo's path
   */
  move(method, arg) {
    const s = this.state;
    const { game } = s;
    if (!game) return false;
    const before = s.gameIndex;
    const from = s.cursor?.path;
    // The other moves take a number (choose, openGame) or nothing.
    const moved = method === "goTo" ? (game.goTo(String(arg)), true) : game[method](/** @type {number} */ (arg));
    if (!moved) return false;
    if (method === "openGame" || game.gameIndex() !== before) {
      this.#opened();
      return true;
    }
    // A puzzle keeps its solution out of reach, a guess keeps to the side guessed
    // (editing/index.js, steer): taken back here, before anything is drawn.
    if (from && this.#parts?.steer?.(method) === false) {
      game.goTo(from);
      return false;
    }
    this.#refresh(ANIMATED.has(method));
    return true;
  }

  /**
   * goTo for the page: a bad path is an `error` event and false, never an exception.
   * @param {string} path
   */
  goTo(path) {
    try {
      return this.move("goTo", path);
    } catch (error) {
      this.#emit("error", { message: String(/** @type {Error} */ (error)?.message ?? error), path: String(path) });
      return false;
    }
  }

  /**
   * The node shown changed (or was read again): the screen, the link, the event and the words follow.
   * @param {boolean} animate
   */
  #refresh(animate) {
    const s = /** @type {LoadedState} every caller has a game */ (this.state);
    const before = s.cursor;
    const now = (s.cursor = s.game.state());
    this.frames.startAnimation(animate);
    this.frames.schedule("board", "ui");
    // A record's evaluation shows in the engine's bar, which then follows the reader (by its events).
    if (now.moveComment?.includes("[%eval")) this.#enginePanel();
    if (!before) return; // the first state of a load
    if (now.path !== before.path) {
      this.#writeLink(now.path);
      this.#emit("pathchange", { path: now.path, label: now.label });
    }
    this.frames.speak();
  }

  /**
   * Starts or stops stepping through the current line.
   * @param {boolean} [on]
   */
  play(on = !this.state.playing) {
    this.#stopAutoplay();
    if (!on || !this.state.game) return;
    if (this.state.cursor?.atEnd) this.move("first");
    this.state.playing = true;
    this.#autoplay = setInterval(() => {
      // A step made: the cursor is read.
      if (!this.move("nextStep") || /** @type {ViewState} */ (this.state.cursor).atEnd) this.#stopAutoplay();
    }, AUTOPLAY_MS);
  }

  #stopAutoplay() {
    clearInterval(this.#autoplay);
    this.#autoplay = 0;
    this.state.playing = false;
    this.frames.schedule("ui");
  }

  flip() {
    this.state.flipped = !this.state.flipped;
    this.frames.schedule("board");
  }

  /** The orientation in effect: the attribute's, turned by flip(). */
  orientation() {
    return orientation(this.state, this.options);
  }

  // ---- the page's link (link.js) ------------------------------------------------

  /** This viewer's key in the page's fragment, or null when it keeps no link. */
  #linkKey() {
    return linkKey(this.host, this.options.link);
  }

  /** The path the fragment holds for this viewer, or null. */
  #linked() {
    const key = this.#linkKey();
    return key === null ? null : readLink(location.hash, key);
  }

  /**
   * Keeps the fragment on the node shown (replacing, not pushing, a history entry).
   * @param {string} path
   */
  #writeLink(path) {
    const key = this.#linkKey();
    if (key === null) return;
    const hash = writeLink(location.hash, key, path === this.state.home ? null : path);
    if (hash === location.hash || (hash === "" && !location.hash)) return;
    const url = new URL(location.href);
    url.hash = hash;
    history.replaceState(history.state, "", url.href);
  }

  /**
   * The fragment changed (by hand, back, a link on the page): follow it. A fragment
   * without this viewer's entry (a table of contents' `#intro`, another viewer's entry)
   * leaves it where it is, and its entry is put back beside the others.
   */
  follow() {
    const s = this.state;
    if (!s.game || !s.cursor || this.#linkKey() === null) return;
    const path = this.#linked();
    if (path === null) return this.#writeLink(s.cursor.path);
    if (path === s.cursor.path) return;
    try {
      this.move("goTo", path);
    } catch (error) {
      this.#linkFailed(path, error);
    }
  }

  /**
   * A link's path names no node: the viewer stays where it was and says why.
   * @param {string} path
   * @param {unknown} error
   */
  #linkFailed(path, error) {
    const message = `link "${path}": ${/** @type {Error} */ (error)?.message ?? error}`;
    this.#share.say(message);
    this.#emit("error", { message, path });
  }

  /**
   * A link to `path`: this page with this viewer's entry (a viewer without `link` gets one too).
   * @param {string} path
   */
  linkTo(path) {
    const url = new URL(location.href);
    url.hash = writeLink(url.hash, /** @type {string} a key, given a link attribute */ (linkKey(this.host, this.options.link ?? "")), path);
    return url.href;
  }

  // ---- pictures (pictures.js) ---------------------------------------------------

  /**
   * What the picture writers need of the board shown.
   * @returns {import("./pictures.js").Board}
   */
  #board() {
    const s = this.state;
    if (!s.game) throw new Error("the game has not loaded yet"); // not the reader's: a page script's error
    this.frames.applyTheme();
    return {
      game: s.game,
      path: this.host.path,
      size: s.size,
      orientation: this.orientation(),
      coordinates: this.options.coordinates,
      paintWith: (game, engine) => this.frames.paintWith(game, engine),
      current: () => this.state.game,
    };
  }

  // Promises, rejected (never thrown) when there is no game yet.
  /** @param {PictureOptions} [options] */
  async toSVG(options) {
    return boardSvg(this.#board(), options);
  }

  /** @param {PictureOptions} [options] */
  async toPNG(options) {
    return boardPng(this.#board(), options);
  }

  /** @param {import("./element.js").GifOptions} [options] */
  async toGIF(options) {
    return lineGif(this.#board(), options);
  }

  // ---- the engine (engine/index.js) -------------------------------------------
  // The reader's bundle has only the toggle and the import: the panel, the bar and
  // the worker come with the engine's chunk on its first press, and it follows the
  // reader by the element's events from then on (a reader who never presses pays
  // nothing else).

  /** `engine` on: its toggle heads the side panel; off (or a teaching mode): hidden, and the chunk stops analysis. */
  useEngine() {
    let b = this.#engineToggle;
    if (this.options.engine && !b) {
      // A button in a shadow root submits no form: it needs no type.
      b = this.#engineToggle = el("button", "engine-toggle");
      b.setAttribute("part", "button engine-toggle");
      b.setAttribute("aria-pressed", "false");
      b.setAttribute("aria-keyshortcuts", "l");
      this.words.label(b, "text", "arimaa-viewer-engine");
      this.words.label(b, "title", "arimaa-viewer-button-title", { key: "arimaa-viewer-engine" }, "L");
      b.onclick = () => this.toggleEngine();
      this.ui.side.prepend(b);
    }
    if (b) b.hidden = !this.options.engine;
  }

  /** The engine's button or key (input.js asks only with a game): analysis of the node shown starts or stops. False where there is no engine. */
  toggleEngine() {
    return !!(this.options.engine && this.#enginePanel().then((p) => p?.toggle()));
  }

  /** The engine's chunk, imported and attached once; a failure is said (and the next press tries again). */
  #enginePanel() {
    return (this.#engine ??= import("../engine/index.js").then(
      (m) => m.attachEngine(this, this.#editingContext(), editingModule),
      (error) => {
        this.#engine = null;
        this.#share.say(String(error));
      },
    ));
  }

  // ---- the editing parts (editing/index.js) ------------------------------------

  /**
   * `analysis`, `editable`, `mode` or `overlays` changed. Parts that no longer fit come
   * off. Turned on once a game is loaded by the reader's wasm, which cannot edit: the
   * record is loaded again by the editor's, where the reader was (the load attaches the
   * parts); loaded by the editor's already, the parts are attached.
   */
  useParts() {
    const s = this.state;
    const { options } = this;
    if (!options.editor || (this.#parts && !this.#parts.fits(options))) {
      this.#parts?.detach();
      this.#parts = null;
    }
    if (!options.editor || this.#parts || !s.game) return;
    if (s.engine === READER) {
      s.pendingPath = s.cursor?.path ?? null;
      this.load();
    } else {
      editingModule().then((m) => this.#attachParts(m)).catch((error) => this.#fail(error));
    }
  }

  /**
   * Attaches the editing parts once (while the options still ask for them).
   * @param {EditingModule} m
   */
  #attachParts(m) {
    if (this.#parts || !this.options.editor) return;
    this.#parts = m.attachEditing(this.host, this.#editingContext());
    if (this.state.cursor) this.#parts.loaded();
    this.frames.schedule("board", "ui");
  }

  /**
   * The record changed (`change`: { kind, path?, animate? }): its list and problems are
   * read again, then the screen, then a `change` event (ChangeDetail in the .d.ts).
   * @param {Change} change
   */
  #edited(change) {
    const s = /** @type {LoadedState} the parts edit a loaded game */ (this.state);
    s.errors = s.game.errors();
    s.info = s.game.info();
    renderGame(this.ui, s);
    this.#refresh(!!change.animate);
    this.#emit("change", { kind: change.kind, path: change.path ?? /** @type {ViewState} read by #refresh */ (s.cursor).path, record: s.game.fan() });
  }

  /**
   * Only the move half made on the board changed (a piece picked up, a step, a cancel):
   * the node is the same, so only the board (and its name) and the live region follow.
   * @param {boolean} animate
   */
  #draftChanged(animate) {
    this.state.cursor = /** @type {LoadedState} the parts' moves are on a loaded game */ (this.state).game.state();
    this.frames.startAnimation(animate);
    this.frames.schedule("board");
    this.frames.speak();
  }

  /**
   * What the editing parts may read and call: the one interface between the element and
   * its editing chunk (EditingContext in editing/index.js). The chunk imports
   * nothing of the element's bundle (it would make a shared file every reader fetches),
   * so the shell's and the menu's helpers come with it.
   * @returns {EditingContext}
   */
  #editingContext() {
    return {
      ui: this.ui,
      // The parts are attached only to a game the editor's wasm read (useParts loads the
      // record again with it first): the state's game is an EditorGame.
      state: () => /** @type {EditingState} */ (this.state),
      options: () => this.options,
      refresh: (animate = false) => this.#refresh(animate),
      draftChanged: (animate = false) => this.#draftChanged(animate),
      schedule: (...what) => this.frames.schedule(...what),
      edited: (change) => this.#edited(change),
      emit: (type, detail) => this.#emit(type, detail),
      addStyles: (css) => addStyles(/** @type {ShadowRoot} made by the constructor */ (this.host.shadowRoot), css),
      el,
      icon,
      menu: (container, label, items) => createMenu({ el, label: this.words.label }, container, label, items),
      status: (className) => createStatus({ el, label: this.words.label }, className),
    };
  }

  // ---- events -------------------------------------------------------------------

  // `load` and `error` do not bubble, as an <img>'s do not: a bubbling `error`
  // reaches window.onerror, where error monitors would report "[object CustomEvent]".
  /**
   * @template {keyof EventMap} K
   * @param {K} type
   * @param {EventMap[K]["detail"]} detail
   */
  #emit(type, detail) {
    const bubbles = type === "pathchange" || type === "change";
    this.host.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed: bubbles }));
  }
}
