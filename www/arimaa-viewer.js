// <arimaa-viewer>: an embeddable, accessible viewer for annotated Arimaa games.
// A thin shell over the wasm GameView (all rules, notation, tree and drawing are in
// Rust): this file owns the element, its attributes, layout, input and events.
// Works under a strict CSP: no inline styles or scripts; record text reaches the DOM only as textContent.
import initWasm, * as wasm from "./pkg/arimaa.js";
import { viewerSheet } from "./arimaa-viewer-style.js";
export { GameView } from "./pkg/arimaa.js";
import { buildMoveList, setExpanded, revealRow, scrollIntoList } from "./arimaa-viewer-list.js";
import { buildShell, el, icon, REPEATS } from "./arimaa-viewer-shell.js";
import { fetchRecord } from "./arimaa-viewer-fetch.js";

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

/** Reads a record (FAN, arimaa.com notation, archive row or diagram) into a GameView. */
export async function parseGame(text) {
  await init();
  return new wasm.GameView(String(text));
}

/** Defines <arimaa-viewer> (done on import; safe to call again). */
export function registerElements() {
  if (!customElements.get("arimaa-viewer")) customElements.define("arimaa-viewer", ArimaaViewer);
}

const STEP_MS = 250; // one step's animation
const AUTOPLAY_MS = 900; // one step of autoplay
const WIDE = 600; // element width from which the list goes beside the board
const SIDE = 280; // width of the side panel when wide
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
const darkScheme = matchMedia("(prefers-color-scheme: dark)");

export class ArimaaViewer extends HTMLElement {
  static observedAttributes = [
    "src", "path", "ply", "orientation", "controls", "move-list", "comments",
    "animation", "spoilers", "coordinates", "theme", "loading",
  ];

  #game = null; // wasm GameView
  #state = null;
  #rows = [];
  #ui = null;
  #size = 0;
  #wide = false;
  #started = false;
  #loadId = 0;
  #record = null; // text set through the `record` property
  #inline = null; // inline text content, read once
  #flipped = false;
  #anim = null; // { start } while the last step is arriving
  #frame = 0;
  #dirty = { board: false, ui: false, list: false };
  #observer = null;
  #lazy = null;
  #repeat = 0;
  #autoplay = 0;
  #revealed = false;
  #swipe = null;
  #lastSpoken = "";

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [viewerSheet()];
    this.#ui = buildShell(root, {
      pointerDown: this.#onPointerDown,
      pointerUp: this.#onPointerUp,
      pointerCancel: () => (this.#swipe = null),
      controls: this.#onControls,
      stopRepeat: this.#stopRepeat,
    });
  }

  // ---- lifecycle ------------------------------------------------------------

  connectedCallback() {
    if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
    if (!this.hasAttribute("role")) this.setAttribute("role", "group");
    if (!this.hasAttribute("aria-label")) this.setAttribute("aria-label", "Arimaa game viewer");
    this.addEventListener("keydown", this.#onKey);
    // The first layout waits for the observer's first report (it always sends one) and
    // takes the width from it: reading clientWidth here, after the previous element's
    // style writes, would force one layout per element (seconds on a page of 1,000).
    this.#observer = new ResizeObserver((entries) => this.#layout(entries[entries.length - 1].contentRect.width));
    this.#observer.observe(this);
    reducedMotion.addEventListener("change", this.#onMedia);
    darkScheme.addEventListener("change", this.#onMedia);
    this.#ui.controls.hidden = !this.#has("controls");
    this.#schedule("board", "ui");
    if (this.#started) return;
    if (this.getAttribute("loading") === "eager" || !("IntersectionObserver" in window)) {
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
    this.removeEventListener("keydown", this.#onKey);
    this.#observer?.disconnect();
    this.#lazy?.disconnect();
    this.#lazy = null;
    reducedMotion.removeEventListener("change", this.#onMedia);
    darkScheme.removeEventListener("change", this.#onMedia);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#stopRepeat();
    this.#stopAutoplay();
    // Freed once the element leaves the document for good (a move re-attaches in
    // the same task, so free after a microtask only if still detached).
    queueMicrotask(() => {
      if (!this.isConnected && this.#game) {
        this.#game.free();
        this.#game = null;
        this.#started = false;
      }
    });
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === "src" && this.#started && this.#record === null) this.#load();
    else if ((name === "path" || name === "ply") && this.#game && value) this.goTo(value);
    else if (name === "orientation") {
      this.#flipped = false;
      this.#schedule("board");
    } else this.#applyOptions();
  }

  #onMedia = () => this.#schedule("board");

  #start() {
    this.#lazy?.disconnect();
    this.#lazy = null;
    if (this.#started) return;
    this.#started = true;
    this.#load();
  }

  // ---- loading --------------------------------------------------------------

  async #load() {
    const id = ++this.#loadId;
    this.#started = true;
    let text;
    try {
      await init();
      if (this.#record !== null) text = this.#record;
      else if (this.hasAttribute("src")) text = await fetchRecord(this.getAttribute("src"), wasm.maxRecordBytes());
      else text = this.#inline ??= this.textContent.trim();
    } catch (error) {
      if (id === this.#loadId) this.#fail(error);
      return;
    }
    if (id !== this.#loadId) return; // a newer load started meanwhile
    this.#setGame(new wasm.GameView(text));
    const start = this.getAttribute("path") ?? this.getAttribute("ply");
    if (start) {
      try {
        this.#game.goTo(start);
      } catch (error) {
        this.#emit("error", { message: `path "${start}": ${error?.message ?? error}`, path: start });
      }
    }
    this.#refresh(false);
    const errors = this.#game.errors();
    this.#emit("load", { format: this.#game.format(), errors });
    if (errors.length) this.#emit("error", { ...errors[0], message: errors[0].message, errors });
  }

  #setGame(game) {
    this.#game?.free();
    this.#game = game;
    this.#revealed = false;
    this.#ui.failure.hidden = true;
    this.#ui.main.hidden = false;
    const header = new Map(game.header());
    // Morabaraba records name White and Black; the API calls them gold and silver.
    this.#cows = game.variant() === "morabaraba";
    const [first, second] = this.#cows ? ["White", "Black"] : ["Gold", "Silver"];
    const gold = header.get("Gold") ?? header.get("White") ?? first;
    const silver = header.get("Silver") ?? header.get("Black") ?? second;
    const gameName = this.#cows ? "Morabaraba" : "Arimaa";
    this.setAttribute("aria-label", `${gameName} game viewer: ${gold} vs ${silver}`);
    this.#header = header;
    const list = buildMoveList(game.moveList());
    this.#rows = list.rows;
    this.#ui.list.replaceWith(list.root);
    this.#ui.list = list.root;
    list.root.addEventListener("click", this.#onListClick);
    this.#renderPlayers();
    this.#renderProblems();
  }

  #header = new Map();
  /** A Morabaraba record: only names differ, everything else is the same API. */
  #cows = false;

  #fail(error) {
    const message = String(error?.message ?? error);
    this.#game?.free();
    this.#game = null;
    this.#state = null;
    this.#ui.failure.textContent = message;
    this.#ui.failure.hidden = false;
    this.#ui.main.hidden = true;
    this.#ui.side.hidden = true;
    this.#emit("error", { message });
  }

  // ---- public API -----------------------------------------------------------

  /** The record as FAN text (the tree as read, comments and variations included). */
  get record() {
    return this.#game ? this.#game.fan() : this.#record ?? "";
  }
  set record(text) {
    this.#record = String(text ?? "");
    this.#started = true;
    this.#lazy?.disconnect();
    this.#load();
  }
  /** The GameView (wasm), once loaded; for advanced use. Do not free it. */
  get game() {
    return this.#game;
  }
  /** The current node path ("start", "12s", "5g.2.6s", "12s:2"). */
  get path() {
    return this.#state?.path ?? "start";
  }
  set path(value) {
    this.goTo(value);
  }
  /** Orientation in effect: "gold" (gold at the bottom) or "silver". */
  get orientation() {
    const base = this.getAttribute("orientation") === "silver" ? "silver" : "gold";
    return this.#flipped ? (base === "gold" ? "silver" : "gold") : base;
  }
  set orientation(value) {
    this.setAttribute("orientation", value === "silver" ? "silver" : "gold");
  }

  next() { return this.#step("nextStep", true); }
  prev() { return this.#step("prevStep"); }
  nextMove() { return this.#step("nextMove"); }
  prevMove() { return this.#step("prevMove"); }
  first() { return this.#step("first"); }
  last() { return this.#step("last"); }
  /** Plays alternative `index` of the next move (0 = main line). */
  choose(index) { return this.#step("choose", true, index); }
  goTo(path) {
    if (!this.#game) return false;
    try {
      this.#game.goTo(String(path));
    } catch (error) {
      this.#emit("error", { message: String(error?.message ?? error), path: String(path) });
      return false;
    }
    this.#refresh(false);
    return true;
  }
  flip() {
    this.#flipped = !this.#flipped;
    this.#schedule("board");
  }
  /** Starts or stops stepping through the current line. */
  play(on = !this.#autoplay) {
    if (!on || !this.#game) return this.#stopAutoplay();
    if (this.#state?.atEnd) this.#game.first();
    this.#autoplay = setInterval(() => {
      if (!this.#step("nextStep", true) || this.#state.atEnd) this.#stopAutoplay();
    }, AUTOPLAY_MS);
    this.#refresh(false);
  }

  #step(method, animate = false, arg) {
    if (!this.#game) return false;
    const moved = arg === undefined ? this.#game[method]() : this.#game[method](arg);
    if (moved) this.#refresh(animate);
    return moved;
  }

  #stopAutoplay() {
    clearInterval(this.#autoplay);
    this.#autoplay = 0;
    this.#schedule("ui");
  }

  // ---- state → screen -------------------------------------------------------

  #refresh(animate) {
    const before = this.#state?.path;
    this.#state = this.#game.state();
    const on = this.getAttribute("animation") !== "off" && !reducedMotion.matches;
    this.#anim = animate && on ? { start: performance.now() } : null;
    this.#schedule("board", "ui");
    if (this.#state.path !== before && before !== undefined) {
      this.#emit("pathchange", { path: this.#state.path, label: this.#state.label });
    }
    const words = this.#state.announcement;
    if (words && words !== this.#lastSpoken && before !== undefined) {
      this.#lastSpoken = words;
      this.#ui.live.textContent = words;
    }
  }

  #schedule(...what) {
    for (const w of what) this.#dirty[w] = true;
    if (!this.#frame && this.isConnected) this.#frame = requestAnimationFrame(this.#paint);
  }

  #paint = (now) => {
    this.#frame = 0;
    if (this.#dirty.ui) this.#renderUi();
    if (this.#dirty.board) this.#draw(now);
    this.#dirty.ui = false;
    this.#dirty.board = !!this.#anim;
    if (this.#anim) this.#frame = requestAnimationFrame(this.#paint);
  };

  #draw(now) {
    const { canvas } = this.#ui;
    if (!this.#game || !this.#size) return;
    const dpr = window.devicePixelRatio || 1;
    const px = Math.round(this.#size * dpr);
    if (canvas.width !== px) canvas.width = canvas.height = px;
    canvas.style.width = canvas.style.height = `${this.#size}px`;
    let progress = 1;
    if (this.#anim) {
      progress = Math.min(1, (now - this.#anim.start) / STEP_MS);
      if (progress >= 1) this.#anim = null;
    }
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.#game.draw(ctx, this.#size, dpr, this.orientation, this.hasAttribute("coordinates"),
      progress, this.#theme());
    canvas.setAttribute("aria-label", this.#state?.positionText || "Arimaa board");
    canvas.dataset.orientation = this.orientation;
    canvas.dataset.variant = this.#cows ? "morabaraba" : "arimaa";
  }

  /** Board colours: the scheme's defaults overlaid by any --arimaa-* set on the page. */
  #theme() {
    const attr = this.getAttribute("theme");
    const dark = attr === "dark" || (attr !== "light" && darkScheme.matches);
    const theme = { ...wasm.GameView.themeDefaults(dark) };
    const style = getComputedStyle(this);
    for (const name of wasm.GameView.themeVars()) {
      const value = style.getPropertyValue(name).trim();
      if (value) theme[name] = value;
    }
    return theme;
  }

  #renderUi() {
    const s = this.#state;
    const ui = this.#ui;
    if (!s) return;
    ui.side.hidden = !(this.#has("move-list") || this.#has("comments"));
    // Buttons
    const b = ui.buttons;
    b.first.disabled = b.prevMove.disabled = b.prev.disabled = s.atStart;
    b.next.disabled = b.nextMove.disabled = b.last.disabled = s.atEnd;
    b.play.setAttribute("aria-pressed", String(!!this.#autoplay));
    const playing = b.play.dataset.playing === "true";
    if (playing !== !!this.#autoplay) {
      b.play.replaceChildren(icon(this.#autoplay ? "pause" : "play"));
      b.play.dataset.playing = String(!!this.#autoplay);
    }
    b.play.setAttribute("aria-label", this.#autoplay ? "Pause" : "Autoplay");
    // Caption
    ui.where.textContent = s.label === "start" ? "Start" : s.label;
    ui.move.textContent = s.stepsTotal && s.stepsShown < s.stepsTotal
      ? `${s.moveText}  (${s.stepsShown}/${s.stepsTotal})` : s.moveText;
    setText(ui.moveComment, s.moveComment);
    setText(ui.stepComment, s.stepComment);
    setText(ui.positionComment, s.positionComment);
    ui.caption.hidden = !this.#has("comments");
    setText(ui.error, s.error);
    // The record's first problem, unless the alert already shows this node's error.
    ui.problems.hidden = ui.problems.childElementCount === 0 && !ui.problems.textContent || !!s.error;
    // Variation chooser
    const vars = s.variations.length > 1 && s.stepsShown === s.stepsTotal ? s.variations : [];
    ui.variations.replaceChildren();
    ui.variations.hidden = vars.length === 0;
    if (vars.length) {
      ui.variations.append(el("span", "hint", "Next:"));
      vars.slice(0, 10).forEach((v, i) => {
        const btn = el("button");
        btn.type = "button";
        btn.dataset.choose = String(i);
        btn.setAttribute("part", "button variation");
        btn.setAttribute("aria-keyshortcuts", String(i === 0 ? 0 : i));
        btn.title = v.text;
        btn.setAttribute("aria-label", `${i === 0 ? "Main line" : `Variation ${i}`}: ${v.label} ${v.text}`);
        btn.append(el("kbd", null, String(i)), document.createTextNode(`${v.label} ${shorten(v.text)}`));
        ui.variations.append(btn);
      });
    }
    this.#renderList();
  }

  #renderList() {
    const s = this.#state;
    const list = this.#ui.list;
    this.#ui.listWrap.hidden = !this.#has("move-list");
    const current = s.path.split(":")[0];
    const hide = this.#has("spoilers") && !this.#revealed;
    let seen = false;
    let active = null;
    for (const row of this.#rows) {
      const here = row.path === current;
      if (here) {
        row.li.setAttribute("aria-current", "step");
        active = row;
      } else row.li.removeAttribute("aria-current");
      row.item.hidden = hide && (seen || (current === "start" && !here));
      if (here) seen = true;
    }
    if (hide && current !== "start" && !active) for (const row of this.#rows) row.item.hidden = false;
    this.#ui.reveal.hidden = !hide || this.#rows.length === 0;
    this.#renderPlayers();
    if (active && !this.#ui.listWrap.hidden) {
      revealRow(active.li, list);
      scrollIntoList(list, active.li);
    }
  }

  #renderPlayers() {
    const h = this.#header;
    const p = this.#ui.players;
    p.replaceChildren();
    const clocks = this.#state?.clocks;
    for (const side of ["gold", "silver"]) {
      const name = side === "gold" ? h.get("Gold") ?? h.get("White") : h.get("Silver") ?? h.get("Black");
      const time = clocks?.[side] != null ? formatClock(clocks[side]) : null;
      if (!name && !time) continue;
      const span = el("span", side);
      const names = this.#cows ? ["White ", "Black "] : ["Gold ", "Silver "];
      span.append(side === "gold" ? names[0] : names[1]);
      if (name) span.append(el("b", null, name));
      if (time) {
        const clock = el("span", "clock", ` ${time}`);
        clock.setAttribute("part", `clock clock-${side}`);
        clock.setAttribute("aria-label", `${side} reserve ${time}`);
        span.append(clock);
      }
      p.append(span);
    }
    const result = h.get("Result");
    if (result && (!this.#has("spoilers") || this.#revealed)) p.append(el("span", "result", `Result ${result}`));
    const event = h.get("Event");
    if (event) p.append(el("span", "event", event));
    p.hidden = p.childElementCount === 0;
  }

  #renderProblems() {
    const errors = this.#game?.errors() ?? [];
    const box = this.#ui.problems;
    box.replaceChildren();
    box.hidden = errors.length === 0;
    if (!errors.length) return;
    const e = errors[0];
    const where = /line \d+/.test(e.message) ? "" : `line ${e.line}, column ${e.column}: `;
    box.append(`${errors.length} problem${errors.length > 1 ? "s" : ""} in the record: ${where}${e.message}`);
    if (e.path) {
      const go = el("button", null, "Show");
      go.type = "button";
      go.dataset.goto = e.path;
      go.setAttribute("part", "button");
      box.append(go);
    }
  }

  #has(name) {
    const v = this.getAttribute(name);
    return v !== null && v !== "false" && v !== "off";
  }

  #applyOptions() {
    const ui = this.#ui;
    ui.controls.hidden = !this.#has("controls");
    this.#layout();
    this.#schedule("board", "ui");
  }

  // ---- layout ---------------------------------------------------------------

  #layout(width = this.clientWidth) {
    if (!width) return;
    const side = this.#has("move-list") || this.#has("comments");
    const wide = side && width >= WIDE;
    const avail = wide ? width - SIDE - 12 : width;
    const tall = Math.max(200, window.innerHeight - 110);
    const size = Math.max(120, Math.floor(Math.min(avail, wide ? tall : avail, 900)));
    this.#wide = wide;
    this.#ui.viewer.classList.toggle("wide", wide);
    this.#ui.main.style.width = `${size}px`;
    if (wide) this.#ui.side.style.height = `${size + (this.#has("controls") ? 44 : 0) + 24}px`;
    else this.#ui.side.style.height = "";
    if (size !== this.#size) {
      this.#size = size;
      this.#schedule("board");
    }
  }

  // ---- input ----------------------------------------------------------------

  #onKey = (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !this.#game) return;
    const origin = e.composedPath()[0];
    const onButton = origin instanceof HTMLButtonElement;
    const s = this.#state;
    let done = true;
    switch (e.key) {
      case "ArrowRight": this.next(); break;
      case "ArrowLeft": this.prev(); break;
      case "ArrowDown": case "PageDown": this.nextMove(); break;
      case "ArrowUp": case "PageUp": this.prevMove(); break;
      case "Home": this.first(); break;
      case "End": this.last(); break;
      case "f": case "F": this.flip(); break;
      case "p": case "P": case "k": this.play(); break;
      case "Enter": case "0":
        if (onButton && e.key === "Enter") done = false;
        else if (s?.variations.length > 1) this.choose(0);
        else if (e.key === "Enter") this.nextMove();
        break;
      default:
        if (/^[1-9]$/.test(e.key) && s && +e.key < s.variations.length) this.choose(+e.key);
        else done = false;
    }
    if (done) e.preventDefault();
  };

  #onListClick = (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const toggle = target?.closest("[data-toggle]");
    if (toggle) {
      setExpanded(toggle, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    const row = target?.closest("[data-path]");
    if (row) this.goTo(row.dataset.path);
  };

  #onControls = (e) => {
    const btn = e.target instanceof Element ? e.target.closest("button") : null;
    if (!btn) return;
    if (e.type === "pointerdown") {
      if (e.button !== 0) return;
      btn.setPointerCapture?.(e.pointerId);
      this.#act(btn);
      if (REPEATS.has(btn.dataset.action)) {
        this.#stopRepeat();
        this.#repeat = setTimeout(() => {
          this.#repeat = setInterval(() => {
            if (!this.#act(btn)) this.#stopRepeat();
          }, 100);
        }, 400);
      }
    } else if (e.type === "click") {
      // Keyboard activation only (detail 0): pointer presses acted on pointerdown.
      if (e.detail === 0) this.#act(btn);
    }
  };

  #act(btn) {
    const { action, choose, goto } = btn.dataset;
    if (action === "play") return this.play();
    if (action === "flip") return this.flip();
    if (action) return this[action]();
    if (choose !== undefined) return this.choose(+choose);
    if (goto) return this.goTo(goto);
    if (btn === this.#ui.reveal) {
      this.#revealed = true;
      this.#schedule("ui");
    }
    return false;
  }

  #stopRepeat = () => {
    clearTimeout(this.#repeat);
    clearInterval(this.#repeat);
    this.#repeat = 0;
  };

  #onPointerDown = (e) => {
    if (e.pointerType === "mouse") return;
    this.#swipe = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  #onPointerUp = (e) => {
    const s = this.#swipe;
    this.#swipe = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) < 30 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) this.next();
    else this.prev();
  };

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

function setText(node, text) {
  node.textContent = text ?? "";
  node.hidden = !text;
}

function formatClock(seconds) {
  const s = Math.max(0, Math.round(Number(seconds) || 0));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  return `${h ? `${h}:` : ""}${mm}:${String(s % 60).padStart(2, "0")}`;
}

function shorten(text) {
  return text.length > 24 ? `${text.slice(0, 22)}…` : text;
}

registerElements();
