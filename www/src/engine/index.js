// The engine in <arimaa-viewer> (issue 37): loaded (a dynamic import, its own file in
// the package, arimaa-viewer-engine.js) when a reader first presses the element's
// toggle (or its key), or reaches a node whose record gives an evaluation; the worker
// and its wasm (arimaa-engine-worker.js, arimaa-engine_bg.wasm) only when analysis
// first starts. So a reader who never does either downloads nothing of it, and the
// reader's bundle holds only the toggle and the import (element/controller.js).
//
//   client   the worker: one search at a time, by id           client.js
//   panel    the bar, the score, depth, speed and best line   panel.js
//   arrows   the best turn drawn over the board               arrows.js
//   preview  the line shown on the board (a viewer that does not edit)  preview.js
//
// Analysis follows the node shown, by the element's own events (pathchange, load,
// change) and attributes: a new node stops the search of the old one (its messages
// are dropped from then on) and starts its own. Like the editing chunk, it imports
// nothing of the element's bundle: what it needs of the element comes with the
// controller and the editing parts' context, so no chunk is shared.

import { EN } from "./messages.js";
import { createClient, WorkerBlocked } from "./client.js";
import { CSS, buildPanel, clearLine, placeBar, showBar, showLine } from "./panel.js";
import { ARROWS_CSS, createArrows } from "./arrows.js";
import { readEval, scoreText } from "./score.js";
import { showPreview } from "./preview.js";
import { positionAt } from "./line.js";

/**
 * @typedef {object} EngineContext what the engine reads and calls, made from the controller
 * @property {import("../element/shell.js").Shell} ui
 * @property {() => import("../element/state.js").ViewerState} state
 * @property {() => import("../element/options.js").Options} options
 * @property {() => "gold" | "silver"} orientation the side at the bottom
 * @property {() => HTMLButtonElement | null} toggle the element's toggle (while `engine` is on)
 * @property {(...what: ("board" | "ui")[]) => void} schedule redraw at the next frame
 * @property {(animate?: boolean) => void} refresh the node shown changed
 * @property {(change: import("../editing/index.js").Change) => void} edited the record changed
 * @property {() => Promise<import("../element/load.js").Engine>} editor the editor's wasm (for a line shown)
 * @property {(game: import("../core/core.js").GameView, engine: import("../element/load.js").Engine) => unknown} paintWith
 *   gives a game the board's colours
 * @property {(css: string) => void} addStyles
 * @property {typeof import("../element/shell.js").el} el
 */

/** How long one node is analysed before the search rests (the reader moves on or turns it off and on). */
const NODE_MS = 30000;
/** The live region speaks a new score at most this often. */
const SPEAK_MS = 2000;

/**
 * Attaches the engine to a viewer: its panel under the toggle, its bar, its arrows.
 * @param {import("../element/controller.js").Controller} c the viewer's controller
 * @param {import("../editing/index.js").EditingContext} parts what the editing parts are given (its refresh and edits)
 * @param {() => Promise<import("../element/load.js").EditingModule>} editing the editing chunk, which has the editor's wasm
 */
export function attachEngine(c, parts, editing) {
  const { ui, host } = c;
  /** @type {EngineContext} */
  const ctx = {
    ui,
    state: () => c.state,
    options: () => c.options,
    orientation: () => c.orientation(),
    toggle: () => ui.side.querySelector(".engine-toggle"),
    schedule: parts.schedule,
    refresh: parts.refresh,
    edited: parts.edited,
    editor: () => editing().then((m) => m.engine),
    paintWith: (game, engine) => c.frames.paintWith(game, engine),
    addStyles: parts.addStyles,
    el: parts.el,
  };
  ui.words.addEnglish(EN);
  ctx.addStyles(CSS + ARROWS_CSS);
  const panel = buildPanel(ui, ctx.el, ctx.toggle());
  const arrows = createArrows(ui.main);
  const client = createClient();
  let on = false;
  /** The node analysed (its path), and the search's best line there. */
  let analysed = "";
  /** @type {import("./protocol.js").Progress | null} */
  let best = null;
  let spokenAt = 0;
  let spoken = "";
  /** @type {{ close(): void } | null} */
  let preview = null;

  const t = ui.words.t;
  const cursor = () => ctx.state().cursor;
  const game = () => ctx.state().game;
  /** The record's evaluation at the node shown, if it gives one. */
  const recordEval = () => {
    const text = /\[%eval\s+([^\]\s]+)\s*\]/.exec(cursor()?.moveComment ?? "")?.[1];
    return text ? readEval(text) : null;
  };

  /** The bar and the panel for the node shown: the search's line, else the record's evaluation. */
  function render() {
    const toggle = ctx.toggle();
    toggle?.setAttribute("aria-pressed", String(on));
    const recorded = recordEval();
    panel.root.hidden = !ctx.options().engine && !recorded;
    const score = best?.score ?? recorded;
    showBar(panel, score, ctx.orientation());
    placeBar(panel, ui);
    if (!best && recorded) clearLine(panel, t("arimaa-engine-record-eval", scoreText(recorded, t)));
    drawHints();
  }

  /** The best turn as arrows on the board, while analysis is on and its line is the node's (a capture's step, to nowhere, has none). */
  function drawHints() {
    const first = on && best ? best.pv[0] : null;
    const steps = /** @type {{ from: string, to: string }[]} */ (first ? first.steps.filter((s) => s.to) : []);
    arrows.draw(steps, ui.canvas, ctx.orientation(), ctx.options().coordinates);
  }

  /** The path the preview reads in the record `fan()` writes: the open game's, without a game's prefix. */
  const pathInGame = (/** @type {string} */ path) => path.slice(path.lastIndexOf("/") + 1);

  function analyse() {
    const g = game();
    const c = cursor();
    if (!g || !c) return;
    analysed = c.path;
    best = null;
    clearLine(panel, t("arimaa-engine-loading"));
    panel.root.dataset.state = "searching";
    panel.root.dataset.path = analysed;
    try {
      client.analyse(positionAt(g, c), { ms: NODE_MS }, {
        progress(p) {
          // A viewer taken off the page ends its search at its next report.
          if (!host.isConnected) {
            on = false;
            stop();
            return;
          }
          best = p;
          panel.status.hidden = true;
          showLine(panel, p, ui.words, choose, ctx.options().analysis);
          panel.root.dataset.depth = String(p.depth);
          speak(p);
          render();
        },
        done() {
          panel.root.dataset.state = "done";
        },
        failed(message, blocked) {
          on = false;
          panel.root.dataset.state = "failed";
          clearLine(panel, t(blocked ? "arimaa-engine-blocked" : "arimaa-engine-failed", message));
          render();
        },
      });
    } catch (error) {
      on = false;
      panel.root.dataset.state = "failed";
      const why = String(/** @type {Error} */ (error)?.message ?? error);
      clearLine(panel, error instanceof WorkerBlocked ? t("arimaa-engine-blocked", why) : t("arimaa-engine-failed", why));
    }
    render();
  }

  /** @param {import("./protocol.js").Progress} p */
  function speak(p) {
    const first = p.pv[0];
    const words = t("arimaa-engine-said", scoreText(p.score, t), t("arimaa-engine-depth", p.steps, p.depth), first ? `${first.label} ${first.text}` : "—");
    // A new score or best turn, not each deeper count; and not more often than a reader can hear.
    const gist = `${scoreText(p.score, t)} ${first?.text}`;
    const now = performance.now();
    if (gist === spoken || now - spokenAt < SPEAK_MS) return;
    spoken = gist;
    spokenAt = now;
    panel.live.textContent = words;
  }

  function stop() {
    client.stop();
    analysed = "";
    best = null;
    panel.root.dataset.state = "off";
    clearLine(panel, ctx.options().engine ? t("arimaa-engine-off") : "");
    render();
  }

  /**
   * A chip: with `analysis` the line up to turn `i` is played on the record (a
   * variation where it leaves the record's moves), else it is shown on the board.
   * @param {number} i
   */
  async function choose(i) {
    const line = best?.pv.slice(0, i + 1);
    const g = /** @type {import("../editing/index.js").EditorGame} */ (/** @type {unknown} */ (game()));
    if (!line?.length || !g) return;
    if (ctx.options().analysis && typeof g.playSteps === "function") {
      let added = false;
      try {
        for (const turn of line) added = g.playSteps(turn.text, true) === "added" || added;
      } catch (error) {
        clearLine(panel, t("arimaa-engine-failed", String(/** @type {Error} */ (error)?.message ?? error)));
        return;
      }
      if (added) ctx.edited({ kind: "move", path: g.path() });
      else ctx.refresh(false);
      return;
    }
    preview?.close();
    const c = cursor();
    if (!c) return;
    preview = await showPreview(ctx, panel, { record: g.fan(), path: pathInGame(c.path), line, orientation: ctx.orientation() }, () => {
      preview = null;
    });
  }

  /** The bar and the arrows where the board is now (its size or its side changed). */
  const keep = () => {
    placeBar(panel, ui);
    drawHints();
  };
  const resize = typeof ResizeObserver === "function" ? new ResizeObserver(keep) : null;
  resize?.observe(ui.canvas);
  // A flip redraws only the board (renderBoard writes the side it drew at the bottom): the bar and the arrows follow it.
  new MutationObserver(render).observe(ui.canvas, { attributes: true, attributeFilter: ["data-orientation"] });

  /** The node shown changed (or was read again, or edited): analysis moves there; the bar shows what is known there. */
  function follow() {
    preview?.close();
    const c = cursor();
    if (on && c && c.path !== analysed) {
      // The old node's search ends first (its worker, at once), its arrows with it.
      client.stop();
      best = null;
      drawHints();
      analyse();
    } else {
      render();
    }
  }
  for (const type of ["pathchange", "load", "change"]) host.addEventListener(type, follow);
  // The element has read its attributes again when this runs (attributeChangedCallback
  // comes first): `engine` off, or a teaching mode, turns analysis off; `coordinates`
  // moves the arrows.
  new MutationObserver(() => {
    if (!ctx.options().engine && on) {
      on = false;
      stop();
    } else render();
  }).observe(host, { attributes: true });

  stop();
  return {
    /** The toggle or key: analysis of the node shown starts or stops. */
    toggle() {
      on = !on;
      if (on) analyse();
      else stop();
    },
  };
}
