// <arimaa-viewer>: an embeddable, accessible viewer for annotated Arimaa games.
// A thin shell over the wasm GameView (all rules, notation, tree, drawing and
// the words shown about a game are in Rust). Its parts, one module each:
//   options  the attributes, read once per change        arimaa-viewer-options.js
//   state    the one view-state record                   arimaa-viewer-state.js
//   render   state + options → shadow DOM and canvas     arimaa-viewer-render.js
//   input    keys, swipes, buttons, list → public methods arimaa-viewer-input.js
//   game     the `game` property: navigation goes through the element  arimaa-viewer-game.js
//   shell, list, style, fetch: the shadow tree, the move list, the stylesheet, `src`.
// This file owns the lifecycle, loading, the public API, events and the frame loop.
// Works under a strict CSP: no inline styles or scripts; record text reaches the DOM only as textContent.
import initWasm, * as wasm from "./pkg/arimaa.js";
import { viewerSheet, boardColours } from "./arimaa-viewer-style.js";
import { buildShell } from "./arimaa-viewer-shell.js";
import { fetchRecord } from "./arimaa-viewer-fetch.js";
import { ATTRIBUTES, readOptions } from "./arimaa-viewer-options.js";
import { createState, orientation, animationProgress } from "./arimaa-viewer-state.js";
import { measure, renderLayout, renderBoard, renderUi, renderGame, renderGames, renderFailure, announce } from "./arimaa-viewer-render.js";
import { attachInput } from "./arimaa-viewer-input.js";
import { viewerGame } from "./arimaa-viewer-game.js";
export { GameView } from "./pkg/arimaa.js";

let loading = null;

/** Loads the wasm module once per page (found next to pkg/arimaa.js). */
export function init() {
  loading ??= initWasm().then(() => undefined);
  return loading;
}

/** The library version, e.g. "0.1.0". */
export function version() {
  return wasm.version();
}

/** Reads a record (FAN, arimaa.com notation, archive rows, Howdah records or a diagram; every game of it) into a GameView. */
export async function parseGame(text) {
  await init();
  return new wasm.GameView(String(text));
}

/** Defines <arimaa-viewer> (done on import; safe to call again). */
export function registerElements() {
  if (!customElements.get("arimaa-viewer")) customElements.define("arimaa-viewer", ArimaaViewer);
}

const AUTOPLAY_MS = 900; // one step of autoplay
const ANIMATED = new Set(["nextStep", "choose"]); // moves that animate their last step
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
const darkScheme = matchMedia("(prefers-color-scheme: dark)");

export class ArimaaViewer extends HTMLElement {
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

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [viewerSheet()];
    this.#ui = buildShell(root);
    this.#stopRepeat = attachInput(this, this.#ui, {
      variations: () => this.#state.cursor?.variations.length ?? 0,
      reveal: () => {
        this.#state.revealed = true;
        this.#schedule("ui");
      },
    });
  }

  // ---- lifecycle ------------------------------------------------------------

  connectedCallback() {
    if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
    if (!this.hasAttribute("role")) this.setAttribute("role", "group");
    if (!this.hasAttribute("aria-label")) this.setAttribute("aria-label", "Arimaa game viewer");
    // The first layout waits for the observer's first report (it always sends one) and
    // takes the width from it: reading clientWidth here, after the previous element's
    // style writes, would force one layout per element (seconds on a page of 1,000).
    this.#resize = new ResizeObserver((entries) => this.#layout(entries[entries.length - 1].contentRect.width));
    this.#resize.observe(this);
    reducedMotion.addEventListener("change", this.#onMotion);
    darkScheme.addEventListener("change", this.#onScheme);
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
    reducedMotion.removeEventListener("change", this.#onMotion);
    darkScheme.removeEventListener("change", this.#onScheme);
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
        if (s.started && s.record === null) this.#load();
        break;
      case "game":
        if (s.game && value) this.gameNumber = value;
        break;
      case "path": case "ply":
        if (s.game && value) this.goTo(value);
        break;
      case "orientation":
        s.flipped = false;
        this.#schedule("board");
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

  #start() {
    this.#lazy?.disconnect();
    this.#lazy = null;
    if (this.#state.started) return;
    this.#state.started = true;
    this.#load();
  }

  // ---- loading --------------------------------------------------------------

  async #load() {
    const s = this.#state;
    const id = ++s.loadId;
    s.started = true;
    let text;
    // The record's fetch starts beside the wasm's, not after it: one round trip less.
    const limit = init().then(() => wasm.maxRecordBytes());
    const fetching = s.record === null && this.#options.src !== null ? fetchRecord(this.#options.src, limit) : null;
    for (const p of [limit, fetching]) p?.catch(() => {}); // their errors reach the awaits below
    try {
      await init();
      if (s.record !== null) text = s.record;
      else if (fetching) text = await fetching;
      else text = s.inline ??= this.textContent.trim();
    } catch (error) {
      if (id === s.loadId) this.#fail(error);
      return;
    }
    if (id !== s.loadId) return; // a newer load started meanwhile
    this.#setGame(new wasm.GameView(text));
    renderGames(this.#ui, s);
    const { game } = this.#options;
    if (game) this.#openGame(game);
    this.#readGame();
    const start = this.#options.path;
    if (start) {
      try {
        s.game.goTo(start);
      } catch (error) {
        this.#emit("error", { message: `path "${start}": ${error?.message ?? error}`, path: start });
      }
    }
    this.#refresh(false);
    const { errors } = s;
    this.#emit("load", { format: s.info.format, errors, games: s.games, gameIndex: s.gameIndex });
    if (errors.length) this.#emit("error", { ...errors[0], errors });
  }

  /** Replaces the game (freeing the old one); null leaves none. */
  #setGame(game) {
    const s = this.#state;
    s.game?.free();
    s.game = game;
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
    if (this.#state.game && this.#openGame(value)) this.#opened();
  }
  /** The current path ("start", "12s", "5g.2.6s", "12s:2"; "3/12s" in a text of several games). */
  get path() {
    return this.#state.cursor?.path ?? "start";
  }
  set path(value) {
    this.goTo(value);
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
  }

  /** The `game` facade's way in: only the current game's facade moves the cursor. */
  #navigate = (facade, method, arg) => {
    if (facade !== this.#state.facade) throw new Error("this game is no longer the viewer's");
    return this.#move(method, arg);
  };

  // ---- state → screen -------------------------------------------------------

  #refresh(animate) {
    const s = this.#state;
    const before = s.cursor;
    const now = (s.cursor = s.game.state());
    s.anim = animate && this.#options.animation && !reducedMotion.matches ? { start: performance.now() } : null;
    this.#schedule("board", "ui");
    if (!before) return; // the first state of a load
    if (now.path !== before.path) {
      this.#emit("pathchange", { path: now.path, label: now.label });
    }
    if (now.announcement && now.announcement !== s.spoken) {
      s.spoken = now.announcement;
      announce(this.#ui, now.announcement);
    }
  }

  #schedule(...what) {
    for (const w of what) this.#dirty[w] = true;
    if (!this.#frame && this.isConnected) this.#frame = requestAnimationFrame(this.#paint);
  }

  #paint = (now) => {
    this.#frame = 0;
    const s = this.#state;
    if (s.themeStale && s.game) {
      // Board colours: Rust's light or dark defaults under any --arimaa-* the page sets.
      const dark = this.#options.theme === "dark" || (this.#options.theme !== "light" && darkScheme.matches);
      const used = s.game.setTheme(boardColours(this, wasm.GameView.themeVars()), dark);
      // The same colours for the chrome (the move list's glyphs).
      for (const [name, value] of Object.entries(used)) this.#ui.viewer.style.setProperty(name, value);
      s.themeStale = false;
    }
    if (this.#dirty.ui) renderUi(this.#ui, s, this.#options);
    if (this.#dirty.board) {
      const progress = animationProgress(s, now);
      if (progress >= 1) s.anim = null;
      renderBoard(this.#ui, s, this.#options, progress);
    }
    this.#dirty.ui = false;
    this.#dirty.board = !!s.anim;
    if (s.anim) this.#frame = requestAnimationFrame(this.#paint);
  };

  #layout(width = this.clientWidth) {
    const s = this.#state;
    if (width) {
      const { size, wide } = measure(width, this.#options, window.innerHeight);
      s.wide = wide;
      if (size !== s.size) {
        s.size = size;
        this.#schedule("board");
      }
    }
    renderLayout(this.#ui, s, this.#options);
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

registerElements();
