// The <arimaa-viewer> shadow tree: built once per element with createElement
// and textContent only (no markup strings), parts named for ::part() theming.
// Its listeners are attached by input.js.
import { FRAME } from "./layout.js";

// Icons as SVG path data on a 16×16 grid (drawn with createElementNS: no markup strings).
export const ICONS = {
  first: "M3 3h2v10H3zM13 3v10L6 8z",
  prevMove: "M8 3v10L1 8zM15 3v10L8 8z",
  prev: "M11 3v10L4 8z",
  next: "M5 3v10l7-5z",
  nextMove: "M1 3v10l7-5zM8 3v10l7-5z",
  last: "M11 3h2v10h-2zM3 3v10l7-5z",
  play: "M4 2v12l10-6z",
  pause: "M4 3h3v10H4zM9 3h3v10H9z",
  flip: "M5 1 1 5h3v8h2V5h3zM11 15l4-4h-3V3h-2v8H7z",
  record: "M3 1h7l3 3v11H3zM4 2v12h8V5H9V2zM6 8h4v1H6zM6 10h4v1H6zM6 12h3v1H6z",
  share: "M12 1a2.5 2.5 0 1 1-2.3 3.5L6.4 6.3a2.5 2.5 0 0 1 0 1.4l3.3 1.8a2.5 2.5 0 1 1-.7 1.3L5.7 9a2.5 2.5 0 1 1 0-2L9 5.2A2.5 2.5 0 0 1 12 1z",
};
const SVG = "http://www.w3.org/2000/svg";

/**
 * @typedef {ReturnType<typeof buildShell>} Shell the shadow nodes, by name
 * @typedef {import("./list.js").MoveRow} MoveRow
 * @typedef {import("./words.js").Words} Words
 */

/**
 * An icon of the set, as an <svg> (hidden from screen readers: its button has the name).
 * @param {keyof typeof ICONS} name
 */
export function icon(name) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ICONS[name]);
  svg.append(path);
  return svg;
}

/**
 * [action, its name's message, key hint]
 * @type {[Action, string, string][]}
 * @typedef {"first" | "prevMove" | "prev" | "next" | "nextMove" | "last" | "play" | "flip"} Action
 */
const BUTTONS = [
  ["first", "arimaa-viewer-first", "Home"],
  ["prevMove", "arimaa-viewer-previous-move", "ArrowUp"],
  ["prev", "arimaa-viewer-previous-step", "ArrowLeft"],
  ["next", "arimaa-viewer-next-step", "ArrowRight"],
  ["nextMove", "arimaa-viewer-next-move", "ArrowDown"],
  ["last", "arimaa-viewer-last", "End"],
  ["play", "arimaa-viewer-autoplay", "p"],
  ["flip", "arimaa-viewer-flip", "f"],
];

/**
 * A new element with an optional class and text (never markup).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string | null} [className]
 * @param {string | null} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text != null) node.textContent = text;
  return node;
}

/**
 * Builds the viewer's shadow tree into `root` and returns its nodes by name
 * (`rows` is filled when a game's move list is built), with the viewer's words.
 * @param {ShadowRoot} root
 * @param {Words} words
 */
export function buildShell(root, words) {
  const { label: say } = words;
  const viewer = el("div", "viewer");
  viewer.setAttribute("part", "viewer");
  const main = el("div", "main");
  const players = el("div", "players");
  players.setAttribute("part", "players clocks");
  const canvas = el("canvas");
  canvas.setAttribute("part", "board");
  canvas.setAttribute("role", "img");
  say(canvas, "aria-label", "arimaa-viewer-board");
  const variations = el("div", "variations");
  variations.setAttribute("part", "variations");
  variations.setAttribute("role", "group");
  say(variations, "aria-label", "arimaa-viewer-variations");
  variations.hidden = true;
  const controls = el("div", "controls");
  controls.setAttribute("part", "controls");
  controls.setAttribute("role", "toolbar");
  say(controls, "aria-label", "arimaa-viewer-controls");
  const buttons = /** @type {Record<Action, HTMLButtonElement>} */ ({}); // filled below, one per action
  for (const [action, name, key] of BUTTONS) {
    const btn = el("button", action);
    btn.append(icon(action));
    btn.type = "button";
    btn.dataset.action = action;
    btn.setAttribute("part", `button ${action === "play" ? "play" : action}`);
    say(btn, "aria-label", name);
    btn.setAttribute("aria-keyshortcuts", key);
    say(btn, "title", "arimaa-viewer-button-title", { key: name }, key.replace("Arrow", ""));
    buttons[action] = btn;
    controls.append(btn);
  }
  // A failed load shows its message over the board, in the space the board takes.
  const failure = el("div", "error failure");
  failure.setAttribute("part", "error");
  failure.setAttribute("role", "alert");
  failure.hidden = true;
  main.append(players, canvas, controls, failure);

  // The side panel (layout.js): a box the frame sizes, the column that
  // scrolls inside it, and the strut that gives the box its natural width.
  const sideBox = el("div", "side-box");
  const side = el("div", "side");
  side.setAttribute("part", "side");
  const caption = el("div", "caption");
  caption.setAttribute("part", "caption");
  const head = el("div");
  const where = el("span", "where");
  const move = el("span", "move");
  head.append(where, move);
  const moveComment = el("p", "comment");
  moveComment.setAttribute("part", "comment move-comment");
  const stepComment = el("p", "comment step");
  stepComment.setAttribute("part", "comment step-comment");
  const positionComment = el("p", "comment position");
  positionComment.setAttribute("part", "comment position-comment");
  // Comments are the record's words, in any script: each takes its own direction.
  for (const p of [moveComment, stepComment, positionComment]) p.dir = "auto";
  caption.append(head, moveComment, stepComment, positionComment);
  const error = el("div", "error");
  error.setAttribute("part", "error");
  error.setAttribute("role", "alert");
  error.hidden = true;
  const problems = el("div", "problems");
  problems.setAttribute("part", "problems");
  problems.hidden = true;
  const listWrap = el("div", "list-wrap");
  const list = el("ol", "movelist");
  const reveal = el("button", "spoiler");
  say(reveal, "text", "arimaa-viewer-reveal");
  reveal.type = "button";
  reveal.setAttribute("part", "button spoiler");
  reveal.hidden = true;
  listWrap.append(list, reveal);
  side.append(caption, variations, error, problems, listWrap);
  const strut = document.createElementNS(SVG, "svg");
  strut.setAttribute("class", "strut");
  strut.setAttribute("width", String(FRAME.side));
  strut.setAttribute("height", "0");
  strut.setAttribute("aria-hidden", "true");
  sideBox.append(strut, side);

  const live = el("div", "sr");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");

  // The game picker, for a text of several games (hidden otherwise): a native
  // select, so keyboard, screen readers and touch get the platform's own list.
  const picker = el("label", "picker");
  picker.setAttribute("part", "picker");
  picker.hidden = true;
  const games = el("select");
  games.setAttribute("part", "game-select");
  const pick = el("span");
  say(pick, "text", "arimaa-viewer-game-picker");
  picker.append(pick, games);

  viewer.append(main, sideBox);
  root.append(picker, viewer, live);
  return {
    viewer, main, sideBox, side, players, canvas, variations, controls, buttons, caption, where, move,
    moveComment, stepComment, positionComment, error, problems, listWrap, list, rows: /** @type {MoveRow[]} */ ([]), reveal,
    failure, live, picker, games, words,
  };
}
