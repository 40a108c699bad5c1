// <arimaa-viewer>: an embeddable, accessible viewer for annotated Arimaa games.
// A thin shell over the wasm GameView (all rules, notation, tree, drawing and the
// words shown about a game are in Rust). This file owns the lifecycle, the public API
// and events; each other concern is a module (arimaa-viewer-<name>.js): options (the
// attributes, read once per change), state (the one view-state record), render (state
// and options to shadow DOM and canvas), frame (what is dirty, drawn at the next
// frame), input (keys, swipes, buttons), load (the wasm and the record), game (the
// `game` property), editor (attaches the editing parts, imported only when asked),
// link (the page's fragment), pictures (SVG, PNG, GIF, the Share menu's acts), static
// (the page's static view until the viewer takes over its box); shell, list, style,
// fetch, share. They share one private `view`, built in the constructor.
// Works under a strict CSP: no inline styles or scripts; record text reaches the DOM only as textContent.
import { adoptStyles, addStyles } from "./arimaa-viewer-style.js";
import { buildShell } from "./arimaa-viewer-shell.js";
import { ATTRIBUTES, readOptions } from "./arimaa-viewer-options.js";
import { createState, orientation } from "./arimaa-viewer-state.js";
import { renderLayout } from "./arimaa-viewer-render.js";
import { attachInput, watchDisplay } from "./arimaa-viewer-input.js";
import { createFrames, mediaQueries } from "./arimaa-viewer-frame.js";
import { createLoader } from "./arimaa-viewer-load.js";
import { createEditorSlot } from "./arimaa-viewer-editor.js";
import { createLinks, watchPageAnchor } from "./arimaa-viewer-link.js";
import { attachShare } from "./arimaa-viewer-share.js";
import { boardSvg, boardPng, lineGif, shareActions } from "./arimaa-viewer-pictures.js";
import { attachStatic } from "./arimaa-viewer-static.js";
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
  #autoplay = 0;
  #resize = null;
  #lazy = null;
  #unwatchDisplay = null;
  /** What the parts share: see the file's head. */
  #view;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root);
    const ui = (this.#ui = buildShell(root));
    const staticView = attachStatic(root);
    const view = (this.#view = {
      host: this,
      ui,
      state: this.#state,
      staticView,
      options: () => this.#options,
      emit: (type, detail) => this.#emit(type, detail),
      move: (method, arg) => this.#move(method, arg),
      editor: () => view.editing.current(),
      say: (words) => share.say(words),
    });
    view.frames = createFrames(view);
    view.loader = createLoader(view);
    view.editing = createEditorSlot(view);
    view.links = createLinks(view);
    this.#stopRepeat = attachInput(this, ui, {
      // While spoilers hide the moves ahead, their alternatives cannot be chosen by number either.
      variations: () =>
        this.#options.spoilers && !this.#state.revealed ? 0 : this.#state.cursor?.variations.length ?? 0,
      reveal: () => {
        this.#state.revealed = true;
        view.frames.schedule("ui");
      },
    });
    const share = attachShare(root, ui, shareActions(view));
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
    const { frames } = this.#view;
    // The first layout waits for the observer's first report (it always sends one) and
    // takes the width from it: reading clientWidth here, after the previous element's
    // style writes, would force one layout per element (seconds on a page of 1,000).
    if (globalThis.ResizeObserver) {
      this.#resize = new ResizeObserver((entries) => frames.layout(entries[entries.length - 1].contentRect.width));
      this.#resize.observe(this);
    } else {
      frames.layout(); // jsdom: no layout to observe
    }
    const { reducedMotion, darkScheme } = mediaQueries();
    reducedMotion.addEventListener("change", this.#onMotion);
    darkScheme.addEventListener("change", this.#onScheme);
    this.#unwatchDisplay = watchDisplay({ redraw: () => frames.schedule("board"), print: this.#onPrint });
    window.addEventListener("hashchange", this.#onHash);
    if (this.#options.link !== null) watchPageAnchor();
    renderLayout(this.#ui, this.#state, this.#options);
    this.#state.themeStale = true;
    frames.schedule("board", "ui");
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
    this.#view.frames.cancel();
    this.#stopRepeat();
    this.#stopAutoplay();
    // Freed once the element leaves the document for good (a move re-attaches in
    // the same task, so free after a microtask only if still detached).
    queueMicrotask(() => {
      if (!this.isConnected && this.#state.game) {
        this.#view.loader.setGame(null);
        this.#state.started = false;
      }
    });
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    this.#options = readOptions(this);
    const s = this.#state;
    const { frames } = this.#view;
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
        frames.schedule("board");
        break;
      case "analysis": case "editable": case "mode": case "overlays":
        this.#view.editing.use();
        frames.schedule("board", "ui");
        break;
      case "link":
        if (value !== null) watchPageAnchor();
        this.#onHash();
        break;
      case "theme": case "style": case "class":
        s.themeStale = true;
        frames.schedule("board");
        break;
      default: // what is shown, and how
        frames.layout();
        frames.schedule("board", "ui");
    }
  }

  #onMotion = () => this.#view.frames.schedule("board");
  #onScheme = () => {
    this.#state.themeStale = true;
    this.#view.frames.schedule("board");
  };
  #onHash = () => this.#view.links.follow();

  // Printing: a lazy viewer loads now, and whatever is loaded is painted at once (printing
  // lays the page out before another animation frame). A record that loads without a
  // fetch is ready within the same task; one that is fetched paints when it arrives.
  #onPrint = () => {
    const { frames } = this.#view;
    this.#start()?.then(frames.paintNow);
    frames.paintNow();
  };

  #start() {
    this.#lazy?.disconnect();
    this.#lazy = null;
    if (this.#state.started) return null;
    this.#state.started = true;
    return this.#view.loader.load();
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
    this.#view.loader.load();
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
    else if (this.#view.loader.openGame(value)) this.#opened();
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
    if (this.#state.started) this.#view.loader.load();
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
    this.#view.frames.schedule("board");
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

  /** A link to the node shown: this page with this viewer's entry (key from `link`, the id or "arimaa"). */
  linkTo(path = this.path) {
    return this.#view.links.to(path);
  }
  /** The board shown as an SVG document (a promise): `size` px (default: as shown), `orientation`, `coordinates`. */
  toSVG(options = {}) {
    return boardSvg(this.#view, options);
  }
  /** The board shown as a PNG, drawn by the viewer's canvas code at `size` px (default: as shown). */
  toPNG(options = {}) {
    return boardPng(this.#view, options);
  }
  /** A GIF of the line `from` (default: the node shown) `to` (its end), `size` px (320), with `comments`. */
  toGIF(options = {}) {
    return lineGif(this.#view, options);
  }

  #stopAutoplay() {
    clearInterval(this.#autoplay);
    this.#autoplay = 0;
    this.#state.playing = false;
    this.#view.frames.schedule("ui");
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
    else this.#view.frames.refresh(ANIMATED.has(method));
    return true;
  }

  /** After another game was opened: its list, problems and names, then the screen. */
  #opened() {
    this.#stopAutoplay();
    this.#view.loader.readGame();
    this.#view.frames.refresh(false);
    this.#view.editing.current()?.loaded();
  }

  // `load` and `error` do not bubble, as an <img>'s do not: a bubbling `error`
  // reaches window.onerror, where error monitors would report "[object CustomEvent]".
  #emit(type, detail) {
    const bubbles = type === "pathchange" || type === "change";
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed: bubbles }));
  }
}

registerElements();
