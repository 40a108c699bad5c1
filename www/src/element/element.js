// <arimaa-viewer>: an embeddable, accessible viewer for annotated Arimaa games.
// A thin shell over the wasm GameView (all rules, notation, tree, drawing and the
// words shown about a game are in Rust). This file is the element: its lifecycle (the
// page's observers), its public API and the attributes it observes, each handed to
// the one owner of the viewer's work, the controller (controller.js),
// which runs load → editing parts → refresh → link → events over leaf modules:
// options (the attributes, read once per change), state (the one view-state record),
// render (state and options to shadow DOM and canvas), frame (what is dirty, drawn at
// the next frame), input (keys, swipes, buttons), load (the wasm and the record), game
// (the `game` property), link (the page's fragment), pictures (SVG, PNG, GIF, the
// Share menu's acts), static (the page's static view until the viewer takes over),
// layout (the frame both share); shell, list, style, fetch, share, menu.
// Works under a strict CSP: no inline styles or scripts; record text reaches the DOM only as textContent.
import { ATTRIBUTES } from "./options.js";
import { watchDisplay } from "./input.js";
import { mediaQueries } from "./frame.js";
import { watchPageAnchor } from "./link.js";
import { Controller } from "./controller.js";
import { addMessages } from "./words.js";
export * from "../core/core.js";

/**
 * Defines <arimaa-viewer> (done on import where custom elements exist; safe to call again).
 * @type {typeof import("./element.js").registerElements} as element.d.ts declares it
 */
export function registerElements() {
  if (globalThis.customElements && !customElements.get("arimaa-viewer")) customElements.define("arimaa-viewer", ArimaaViewer);
}

// Properties a framework may set before the element is defined (they then shadow
// the class's accessors as own properties) or before the game is loaded.
/** @type {string[]} */
const UPGRADED = ["src", "record", "gameNumber", "path", "orientation"];

// Importing must not throw without a DOM (SSR, Node, workers): there the class
// extends a stand-in and is never defined as an element.
const ElementBase = globalThis.HTMLElement ?? class {};

export class ArimaaViewer extends ElementBase {
  // `style` and `class` too: they can change the board's --arimaa-* colours.
  static observedAttributes = [...ATTRIBUTES, "style", "class"];

  /**
   * Adds or overrides a language's words for every viewer of the page (keys and
   * messages as in i18n/en.json); viewers in that language relabel when it resolves.
   * @param {string} lang
   * @param {Record<string, string>} messages
   */
  static addMessages(lang, messages) {
    return addMessages(lang, messages);
  }

  /**
   * The viewer's work: see the file's head. It takes the element as element.d.ts
   * declares it, so this class cannot drift from its published type.
   * @type {Controller}
   */
  #c = new Controller(this);
  /** @type {ResizeObserver | null} */
  #resize = null;
  /** @type {IntersectionObserver | null} */
  #lazy = null;
  /** @type {(() => void) | null} */
  #unwatchDisplay = null;

  // ---- lifecycle ------------------------------------------------------------

  /** @this {ArimaaViewer & Record<string, unknown>} its own properties too, by name */
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
    const c = this.#c;
    // The first layout waits for the observer's first report (it always sends one) and
    // takes the width from it: reading clientWidth here, after the previous element's
    // style writes, would force one layout per element (seconds on a page of 1,000).
    if (globalThis.ResizeObserver) {
      this.#resize = new ResizeObserver((entries) => c.frames.layout(entries[entries.length - 1].contentRect.width));
      this.#resize.observe(this);
    } else {
      c.frames.layout(); // jsdom: no layout to observe
    }
    const { reducedMotion, darkScheme } = mediaQueries();
    reducedMotion.addEventListener("change", this.#onMotion);
    darkScheme.addEventListener("change", this.#onScheme);
    this.#unwatchDisplay = watchDisplay({ redraw: () => c.frames.schedule("board"), print: () => this.#start(true) });
    window.addEventListener("hashchange", this.#onHash);
    if (c.options.link !== null) watchPageAnchor();
    c.connected();
    if (c.state.started) return;
    if (c.options.eager || !("IntersectionObserver" in window)) {
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
    this.#c.disconnected();
    // Freed once the element leaves the document for good (a move re-attaches in
    // the same task, so free after a microtask only if still detached).
    queueMicrotask(() => {
      if (!this.isConnected && this.#c.state.game) {
        this.#c.setGame(null);
        this.#c.state.started = false;
      }
    });
  }

  /**
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === "link" && value !== null) watchPageAnchor();
    this.#c.attributeChanged(name, value);
  }

  #onMotion = () => this.#c.frames.schedule("board");
  #onScheme = () => {
    this.#c.state.themeStale = true;
    this.#c.frames.schedule("board");
  };
  #onHash = () => this.#c.follow();

  /**
   * Loading begins, once. Printing (`print`): a lazy viewer loads now, and whatever is
   * loaded is painted at once (printing lays the page out before another frame).
   */
  #start(print = false) {
    this.#lazy?.disconnect();
    this.#lazy = null;
    if (print) this.#c.print();
    else this.#c.start();
  }

  // ---- public API -----------------------------------------------------------

  /** The record as FAN text (the tree as read, comments and variations included). */
  get record() {
    const s = this.#c.state;
    return s.game ? s.game.fan() : s.record ?? "";
  }
  set record(text) {
    this.#c.state.record = String(text ?? "");
    this.#c.state.started = true;
    this.#lazy?.disconnect();
    this.#c.load();
  }
  /**
   * The record written in `format`: "fan" (what `record` gives), "pgn" (Howdah's
   * record, variations and comments included) or "arimaa" (arimaa.com's notation:
   * the main line only). "pgn" and "arimaa" are written by viewers that edit
   * (`analysis`, `editable`). Throws an Error saying why for another name, a record
   * the format cannot hold, or a viewer that does not edit; "" before load.
   */
  recordAs(format = "fan") {
    // The game of either wasm: the editor's has recordAs.
    const { game } = /** @type {{ game: Partial<import("../core/core.js").GameViewFull> | null }} */ (this.#c.state);
    const name = String(format).trim().toLowerCase();
    if (name === "fan") return this.record;
    if (!game) return "";
    if (!game.recordAs) {
      // The reader's wasm has no writers but FAN's (readers do not pay for them).
      if (name !== "pgn" && name !== "arimaa") throw new Error(`\`${format}\` is not a record format: fan, pgn or arimaa`);
      throw new Error(`the ${name} record is written by viewers that edit: add the analysis attribute`); // not the reader's: a page script's error
    }
    return game.recordAs(/** @type {"fan" | "pgn" | "arimaa"} another name: the wasm says why not */ (name));
  }
  /** The loaded game (null before load): reads, and navigation through this element. */
  get game() {
    return this.#c.state.facade;
  }
  /** Every game of the record: a summary each (one for a single game; none before load). */
  get games() {
    return this.#c.state.games;
  }
  /**
   * The game open: its number, 1-based (0 before load). Setting a number, or
   * "id=" and a game's id, opens that game where a load opens it.
   */
  get gameNumber() {
    const s = this.#c.state;
    return s.game ? s.gameIndex + 1 : 0;
  }
  set gameNumber(value) {
    this.#c.openGame(value);
  }
  /**
   * The current path ("start", "12s", "5g.2.6s", "12s:2"; "3/12s" in a text of
   * several games). Set before the game is loaded, it is where the load opens.
   */
  get path() {
    const s = this.#c.state;
    return s.cursor?.path ?? s.pendingPath ?? "start";
  }
  set path(value) {
    if (this.#c.state.game) this.goTo(value);
    else this.#c.state.pendingPath = String(value);
  }
  /** The record's URL (the `src` attribute). Setting it loads that record, replacing one set through `record`. */
  get src() {
    return this.getAttribute("src") ?? "";
  }
  set src(value) {
    const url = value === null || value === undefined || value === "" ? null : String(value);
    if (url === this.getAttribute("src")) this.#c.useSrc(); // the same address, set after `record`, still wins
    else if (url === null) this.removeAttribute("src");
    else this.setAttribute("src", url);
  }
  /** Orientation in effect: "gold" (gold at the bottom) or "silver". */
  get orientation() {
    return this.#c.orientation();
  }
  set orientation(value) {
    this.setAttribute("orientation", value === "silver" ? "silver" : "gold");
  }

  next() { return this.#c.move("nextStep"); }
  prev() { return this.#c.move("prevStep"); }
  nextMove() { return this.#c.move("nextMove"); }
  prevMove() { return this.#c.move("prevMove"); }
  first() { return this.#c.move("first"); }
  last() { return this.#c.move("last"); }
  /**
   * Plays alternative `index` of the next move (0 = main line).
   * @param {number} index
   */
  choose(index) { return this.#c.move("choose", index); }
  /** @param {string} path */
  goTo(path) { return this.#c.goTo(path); }
  flip() { this.#c.flip(); }
  /**
   * Starts or stops stepping through the current line.
   * @param {boolean} [on]
   */
  play(on) { this.#c.play(on); }

  /** A link to the node shown: this page with this viewer's entry (key from `link`, the id or "arimaa"). */
  linkTo(path = this.path) {
    return this.#c.linkTo(path);
  }
  /** The board shown as an SVG document (a promise): `size` px (default: as shown), `orientation`, `coordinates`. */
  toSVG(options = {}) {
    return this.#c.toSVG(options);
  }
  /** The board shown as a PNG, drawn by the viewer's canvas code at `size` px (default: as shown). */
  toPNG(options = {}) {
    return this.#c.toPNG(options);
  }
  /** A GIF of the line `from` (default: the node shown) `to` (its end), `size` px (320), with `comments`. */
  toGIF(options = {}) {
    return this.#c.toGIF(options);
  }
}

registerElements();
