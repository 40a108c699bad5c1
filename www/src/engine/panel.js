// What the engine shows: the evaluation bar beside the board, and in the side panel
// (under the toggle, which the element owns) the score, the depth, the speed and the
// best line as turn buttons ("chips"), with a polite live region of its own. Built
// with createElement and textContent only.

import { goldShare, scoreText, speed } from "./score.js";

/**
 * @typedef {import("./protocol.js").Score} Score
 * @typedef {import("./protocol.js").Progress} Progress
 * @typedef {import("./protocol.js").PvTurn} PvTurn
 * @typedef {import("../element/shell.js").Shell} Shell
 */

export const CSS = `
.engine-panel { display: flex; flex-direction: column; gap: 4px; font-size: 0.92em; }
.engine-info { display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; min-height: 1.4em; }
.engine-score { font-weight: 700; font-variant-numeric: tabular-nums; }
.engine-depth, .engine-speed, .engine-status { color: var(--arimaa-viewer-muted); }
.engine-status { margin: 0; }
.engine-line { display: flex; flex-wrap: wrap; gap: 4px; }
.engine-line button { min-height: 30px; padding: 2px 6px; font-family: ui-monospace, "Cascadia Mono", Menlo, monospace; font-size: 0.9em; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.engine-line button:first-child { border-color: var(--arimaa-viewer-accent); }
.engine-bar { position: absolute; width: 8px; display: flex; flex-direction: column; border: 1px solid var(--arimaa-viewer-border); border-radius: 2px; overflow: hidden; background: #6b6b6b; pointer-events: none; }
.engine-bar.gold-up { flex-direction: column-reverse; }
.engine-bar > div { flex: none; background: #f1d36b; transition: height 0.3s; }
.engine-bar > div { height: 50%; }
@media (prefers-reduced-motion: reduce) { .engine-bar > div { transition: none; } }
.engine-preview { position: absolute; pointer-events: none; border-radius: 3px; }
.engine-back { margin-right: auto; }
`;

/**
 * Builds the panel into the side panel (after `after`, the element's toggle) and
 * the bar into the board column.
 * @param {Shell} ui
 * @param {typeof import("../element/shell.js").el} el
 * @param {HTMLElement | null} after
 */
export function buildPanel(ui, el, after) {
  const { label } = ui.words;
  const root = el("section", "engine-panel");
  root.setAttribute("part", "engine");
  label(root, "aria-label", "arimaa-engine-panel");
  const status = el("p", "engine-status");
  const info = el("div", "engine-info");
  const score = el("span", "engine-score");
  const depth = el("span", "engine-depth");
  const nps = el("span", "engine-speed");
  info.append(score, depth, nps);
  const line = el("div", "engine-line");
  line.setAttribute("role", "group");
  label(line, "aria-label", "arimaa-engine-line");
  const back = el("button", "engine-back");
  back.type = "button";
  label(back, "text", "arimaa-engine-back");
  back.hidden = true;
  const live = el("div", "sr");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  root.append(status, info, line, back, live);
  if (after) after.after(root);
  else ui.side.prepend(root);

  // The bar is read out as the score beside it: hidden from screen readers.
  const bar = el("div", "engine-bar");
  bar.setAttribute("part", "engine-bar");
  bar.setAttribute("aria-hidden", "true");
  const gold = el("div");
  bar.append(gold);
  bar.hidden = true;
  ui.main.append(bar);
  return { root, status, info, score, depth, nps, line, back, live, bar, gold };
}

/** @typedef {ReturnType<typeof buildPanel>} Panel */

/**
 * Places the bar beside the board: in the gap to its right when the viewer has room
 * there, else just inside the board's right edge (a narrow column). It never takes
 * space of its own, so the viewer's height is the same with or without it.
 * @param {Panel} p
 * @param {Shell} ui
 */
export function placeBar(p, ui) {
  const { canvas, main, viewer } = ui;
  const right = canvas.offsetLeft + canvas.offsetWidth;
  const room = viewer.clientWidth - (main.offsetLeft + right);
  const s = p.bar.style;
  s.top = `${canvas.offsetTop}px`;
  s.height = `${canvas.offsetHeight}px`;
  s.left = `${room >= 11 ? right + 2 : right - 9}px`;
}

/**
 * The bar at `score` (null: no score, hidden), Gold's share at the bottom when Gold is.
 * @param {Panel} p
 * @param {Score | null} score
 * @param {"gold" | "silver"} bottom
 */
export function showBar(p, score, bottom) {
  p.bar.hidden = !score;
  if (!score) return;
  p.bar.classList.toggle("gold-up", bottom === "gold");
  const share = goldShare(score);
  p.gold.style.height = `${(share * 100).toFixed(1)}%`;
  p.bar.dataset.share = share.toFixed(3);
}

/**
 * A search's line: its score, depth, speed and turns.
 * @param {Panel} p
 * @param {Progress} progress
 * @param {import("../element/words.js").Words} words
 * @param {(turn: number) => void} choose a chip pressed: the line up to turn `turn` (0-based)
 * @param {boolean} adds whether choosing adds a variation (else it shows the line)
 */
export function showLine(p, progress, words, choose, adds) {
  const { t } = words;
  p.score.textContent = scoreText(progress.score, t);
  p.depth.textContent = t("arimaa-engine-depth", progress.steps, progress.depth);
  // A win found at once has no speed to speak of.
  p.nps.textContent = progress.nps ? t("arimaa-engine-speed", speed(progress.nps, words.language())) : "";
  p.info.hidden = false;
  const focused = p.line.contains(/** @type {ShadowRoot} */ (p.line.getRootNode()).activeElement);
  const at = focused ? [...p.line.children].indexOf(/** @type {Element} */ (/** @type {ShadowRoot} */ (p.line.getRootNode()).activeElement)) : -1;
  const chips = progress.pv.map((turn, i) => {
    const b = /** @type {HTMLButtonElement} */ (document.createElement("button"));
    b.type = "button";
    b.textContent = `${turn.label} ${turn.text}`;
    b.title = t(adds ? "arimaa-engine-add" : "arimaa-engine-show", turn.label);
    b.addEventListener("click", () => choose(i));
    return b;
  });
  p.line.replaceChildren(...chips);
  // A chip focused stays focused (its turn may have changed with the line).
  if (at >= 0) /** @type {HTMLElement | undefined} */ (p.line.children[Math.min(at, chips.length - 1)])?.focus();
}

/**
 * Nothing searched here yet: the status line says `status` (or is hidden), the line empties.
 * @param {Panel} p
 * @param {string} status
 */
export function clearLine(p, status) {
  p.status.textContent = status;
  p.status.hidden = !status;
  p.info.hidden = true;
  p.score.textContent = p.depth.textContent = p.nps.textContent = "";
  p.line.replaceChildren();
}
