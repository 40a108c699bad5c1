// Rendering <arimaa-viewer>: functions that read the view state and the options
// and write the shadow DOM and the canvas. They change neither. Every word shown
// about the game (side names, players, result, problems) comes from the wasm
// GameView; this file only puts it in place.
import { buildMoveList, glyph, revealRow, scrollIntoList, setTabStop } from "./list.js";
import { el, icon } from "./shell.js";
import { orientation } from "./state.js";

/**
 * @typedef {import("./shell.js").Shell} Shell
 * @typedef {import("./state.js").ViewerState} ViewerState
 * @typedef {import("./state.js").LoadedState} LoadedState
 * @typedef {import("./state.js").ShownState} ShownState
 * @typedef {import("./options.js").Options} Options
 * @typedef {import("../core/core.js").ViewState} ViewState
 * @typedef {import("../core/core.js").GameInfo} GameInfo
 * @typedef {import("./words.js").Words} Words
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {ShadowRoot & { host: HTMLElement }} ViewerRoot the shadow root of an <arimaa-viewer>
 */

/**
 * The controls and the side panel as the options say, and the board's side once laid out.
 * @param {Shell} ui
 * @param {ViewerState} state
 * @param {Options} options
 */
export function renderLayout(ui, state, options) {
  ui.controls.hidden = !options.controls;
  ui.sideBox.hidden = !options.side;
  // The board's box is held before the game is drawn (and when it fails to load);
  // the frame's CSS shrinks it to a narrower column.
  if (state.board) ui.canvas.style.width = `${state.board}px`;
  if (state.size) squeeze(ui.controls, state.size);
}

// The controls a narrow board keeps, first kept first: a step and a move each way,
// then sharing, the ends, flipping, autoplay (their keys work at any width).
const KEPT = ["next", "prev", "nextMove", "prevMove", "share", "record-menu", "first", "last", "flip", "play"];
const BUTTON = 22; // an icon, its border and the gap after it, in CSS px

/**
 * Shows as many controls as fit `width` (the board column's), by KEPT's order.
 * @param {HTMLElement} controls
 * @param {number} width
 */
function squeeze(controls, width) {
  const buttons = [...controls.querySelectorAll(":scope > button")];
  const fit = Math.max(2, Math.floor((width + 4) / BUTTON));
  const rank = (/** @type {Element} */ b) => {
    const i = KEPT.findIndex((name) => b.classList.contains(name));
    return i < 0 ? KEPT.length : i;
  };
  const kept = new Set([...buttons].sort((a, b) => rank(a) - rank(b)).slice(0, fit));
  for (const b of buttons) b.classList.toggle("squeezed", !kept.has(b));
}

/**
 * Draws the board at the cursor; `progress` < 1 animates the step arriving.
 * @param {Shell} ui
 * @param {ViewerState} state
 * @param {Options} options
 * @param {number} progress
 */
export function renderBoard(ui, state, options, progress) {
  const { canvas } = ui;
  const { game, size } = state;
  if (!game || !size) return;
  const dpr = window.devicePixelRatio || 1;
  const px = Math.round(size * dpr);
  if (canvas.width !== px) canvas.width = canvas.height = px; // its CSS size is the layout's
  // jsdom has no canvas, but neither a layout: size is 0 there.
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const side = orientation(state, options);
  game.draw(ctx, size, dpr, side, options.coordinates, progress);
  canvas.setAttribute("aria-label", state.cursor?.positionText || ui.words.t("arimaa-viewer-board"));
  canvas.dataset.orientation = side;
  canvas.dataset.variant = /** @type {GameInfo} set with the game */ (state.info).variant;
}

/**
 * A new text: the picker's games (one option each, hidden for a single game).
 * @param {Shell} ui
 * @param {ViewerState} state
 */
export function renderGames(ui, state) {
  const options = state.games.map((g, i) => {
    const option = el("option", null, g.label);
    option.value = String(i);
    return option;
  });
  ui.games.replaceChildren(...options);
  ui.picker.hidden = options.length < 2;
}

/**
 * A game opened: its move list and its problems; the failure message goes away.
 * @param {Shell} ui
 * @param {LoadedState} state
 */
export function renderGame(ui, state) {
  keepFocus(ui, () => {
    ui.failure.hidden = true;
    ui.viewer.classList.remove("failed");
    const list = buildMoveList(state.game.moveList(), ui.words.t);
    ui.list.replaceWith(list.root);
    ui.list = list.root;
    ui.rows = list.rows;
    renderProblems(ui.problems, state.errors, ui.words.t);
  });
}

/**
 * A record that could not be loaded: the message shows where the board goes, and the
 * viewer keeps its size (the page does not jump).
 * @param {Shell} ui
 * @param {string} message
 */
export function renderFailure(ui, message) {
  keepFocus(ui, () => {
    ui.failure.textContent = message;
    ui.failure.hidden = false;
    ui.viewer.classList.add("failed");
    // jsdom (Vitest, Jest) has no canvas: no context to clear.
    ui.canvas.getContext("2d")?.clearRect(0, 0, ui.canvas.width, ui.canvas.height);
    ui.picker.hidden = true;
  });
}

/**
 * Runs `change`; if it took away the focused control (disabled, hidden or removed: the
 * "Last" button at the end), focus goes to the viewer itself, where the keys still work,
 * instead of falling to the page's <body>.
 * @param {Shell} ui
 * @param {() => void} change
 */
function keepFocus(ui, change) {
  const root = /** @type {ViewerRoot} */ (ui.viewer.getRootNode());
  const had = /** @type {Element & { disabled?: boolean } | null} */ (root.activeElement);
  change();
  if (had && (!had.isConnected || had.disabled || had.getClientRects().length === 0)) {
    root.host.focus({ preventScroll: true });
  }
}

/**
 * Speaks `words` in the polite live region.
 * @param {Shell} ui
 * @param {string} words
 */
export function announce(ui, words) {
  ui.live.textContent = words;
}

/**
 * Everything but the board and the layout: buttons, caption, chooser, players, list;
 * then `more()` (the editing panels), under the same watch over the focus.
 * @param {Shell} ui
 * @param {ViewerState} state
 * @param {Options} options
 * @param {() => void} [more]
 */
export function renderUi(ui, state, options, more) {
  if (!state.cursor) return;
  keepFocus(ui, () => {
    renderCursor(ui, /** @type {ShownState} a cursor is read only from a loaded game */ (state), options);
    more?.();
  });
}

/**
 * @param {Shell} ui
 * @param {ShownState} state
 * @param {Options} options
 */
function renderCursor(ui, state, options) {
  const c = state.cursor;
  const b = ui.buttons;
  b.first.disabled = b.prevMove.disabled = b.prev.disabled = c.atStart;
  b.next.disabled = b.nextMove.disabled = b.last.disabled = c.atEnd;
  renderPlay(b.play, state.playing, ui.words.label);
  // Again here: the editing parts may have added a control since the last layout.
  if (state.size) squeeze(ui.controls, state.size);
  // Caption
  ui.where.textContent = c.atStart ? ui.words.t("arimaa-viewer-start") : c.label;
  ui.move.textContent = c.stepsTotal && c.stepsShown < c.stepsTotal
    ? `${c.moveText}  (${c.stepsShown}/${c.stepsTotal})` : c.moveText;
  for (const g of c.glyphs ?? []) ui.move.append(" ", glyph(g));
  setText(ui.moveComment, c.moveComment);
  setText(ui.stepComment, c.stepComment);
  setText(ui.positionComment, c.positionComment);
  ui.caption.hidden = !options.comments;
  setText(ui.error, c.error);
  // The record's first problem, unless the alert already shows this node's error.
  ui.problems.hidden = state.errors.length === 0 || !!c.error;
  if (ui.games.selectedIndex !== state.gameIndex) ui.games.selectedIndex = state.gameIndex;
  renderVariations(ui.variations, c, options.spoilers && !state.revealed, ui.words.t);
  renderPlayers(ui.players, state, options, ui.words.t);
  renderList(ui, state, options);
}

/**
 * @param {HTMLButtonElement} btn
 * @param {boolean} playing
 * @param {Words["label"]} label
 */
function renderPlay(btn, playing, label) {
  btn.setAttribute("aria-pressed", String(playing));
  if ((btn.dataset.playing === "true") !== playing) {
    btn.replaceChildren(icon(playing ? "pause" : "play"));
    btn.dataset.playing = String(playing);
  }
  label(btn, "aria-label", playing ? "arimaa-viewer-pause" : "arimaa-viewer-autoplay");
}

/**
 * The chooser of the next move, when it has alternatives and the move is shown whole;
 * never while spoilers hide the moves ahead (it would show them, and that there are several).
 * @param {HTMLElement} box
 * @param {ViewState} c the cursor
 * @param {boolean} spoilers
 * @param {Translate} t
 */
function renderVariations(box, c, spoilers, t) {
  const vars = c.variations.length > 1 && c.stepsShown === c.stepsTotal && !spoilers ? c.variations : [];
  box.replaceChildren();
  box.hidden = vars.length === 0;
  if (!vars.length) return;
  box.append(el("span", "hint", t("arimaa-viewer-next")));
  vars.slice(0, 10).forEach((v, i) => {
    const btn = el("button");
    btn.type = "button";
    btn.dataset.choose = String(i);
    btn.setAttribute("part", "button variation");
    btn.setAttribute("aria-keyshortcuts", String(i));
    // Named by what it shows (WCAG 2.5.3 label in name: a speech user says what they
    // see); which line it is, and the whole move, are its description. CSS shortens it.
    btn.title = i === 0 ? t("arimaa-viewer-main-line", `${v.label} ${v.text}`) : t("arimaa-viewer-variation", i, `${v.label} ${v.text}`);
    // The space keeps the key and the move two words in the name ("1 3g Hb2n", not "13g Hb2n").
    btn.append(el("kbd", null, String(i)), document.createTextNode(` ${v.label} ${v.text}`));
    box.append(btn);
  });
}

/**
 * The list: the cursor's row marked (by index), rows ahead hidden while spoilers hide them.
 * @param {Shell} ui
 * @param {ShownState} state
 * @param {Options} options
 */
function renderList(ui, state, options) {
  const { row, ahead } = state.cursor;
  ui.listWrap.hidden = !options.moveList;
  const hide = options.spoilers && !state.revealed;
  ui.rows.forEach((r, i) => {
    if (i === row) r.li.setAttribute("aria-current", "step");
    else r.li.removeAttribute("aria-current");
    const unseen = hide && i >= ahead;
    r.item.hidden = unseen;
    // A variation not reached: not even its toggle shows (it would say there is one).
    if (r.holder) r.holder.hidden = unseen;
  });
  ui.reveal.hidden = !hide || ui.rows.length === 0;
  const active = ui.rows[row];
  // The list's one tab stop is the current move, unless the reader is moving about in it.
  if (!ui.list.contains(/** @type {ShadowRoot} */ (ui.list.getRootNode()).activeElement)) setTabStop(ui.list, (active ?? ui.rows[0])?.li);
  if (active && !ui.listWrap.hidden) {
    revealRow(active.li, ui.list);
    scrollIntoList(ui.list, active.li);
  }
}

/**
 * Players, reserves, result (unless spoilers hide it) and event.
 * @param {HTMLElement} box
 * @param {ShownState} state
 * @param {Options} options
 * @param {Translate} t
 */
function renderPlayers(box, state, options, t) {
  const { info } = state;
  const clocks = state.cursor?.clocks;
  box.replaceChildren();
  for (const side of /** @type {const} */ (["gold", "silver"])) {
    const { word, player } = info[side];
    const time = clocks?.[side] != null ? formatClock(clocks[side]) : null;
    if (!player && !time) continue;
    const span = el("span", side);
    span.append(`${word} `);
    if (player) {
      const name = el("b", null, player);
      name.dir = "auto";
      span.append(name);
    }
    if (time) {
      const clock = el("span", "clock", ` ${time}`);
      clock.setAttribute("part", `clock clock-${side}`);
      clock.setAttribute("aria-label", t(side === "gold" ? "arimaa-viewer-reserve-gold" : "arimaa-viewer-reserve-silver", time));
      span.append(clock);
    }
    box.append(span);
  }
  if (info.result && (!options.spoilers || state.revealed)) box.append(el("span", "result", t("arimaa-viewer-result", info.result)));
  if (info.event) {
    const event = el("span", "event", info.event);
    event.dir = "auto";
    box.append(event);
  }
}

/**
 * "N problems in the record: line L, column C: reason", and a button to the first.
 * @param {HTMLElement} box
 * @param {import("../core/core.js").RecordError[]} errors
 * @param {Translate} t
 */
function renderProblems(box, errors, t) {
  box.replaceChildren();
  box.hidden = errors.length === 0;
  if (!errors.length) return;
  const e = errors[0];
  const n = errors.length;
  box.append(t("arimaa-viewer-problems", n, e.line, e.column, e.reason));
  if (e.path) {
    const go = el("button", null, t("arimaa-viewer-problem-show"));
    go.type = "button";
    go.dataset.goto = e.path;
    go.setAttribute("part", "button");
    box.append(go);
  }
}

/**
 * @param {HTMLElement} node
 * @param {string | undefined} text
 */
function setText(node, text) {
  node.textContent = text ?? "";
  node.hidden = !text;
}

/** @param {number} seconds */
function formatClock(seconds) {
  const s = Math.max(0, Math.round(Number(seconds) || 0));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  return `${h ? `${h}:` : ""}${mm}:${String(s % 60).padStart(2, "0")}`;
}
