// Guess the move (`mode="guess"`): the reader plays the next move of the line on the
// board (drag, tap or typed steps, the moves part's input) and the editor's wasm judges
// it (src/viewer/teach/guess.rs): the record's move is played, with its comment; any other is
// taken back and said to be another move, or an alternative the record has (good, when
// it is marked so). Hints name the piece that moves first, then its first step; "Show
// move" plays the record's. With `guess-side`, the other side's moves play themselves,
// and the stepping keys keep to the side guessed: ↓ or → past the other side's move
// lands where the side guessed is to move again, ↑ or ← goes back to where it was.
// The score counts the moves found of those tried, for the game open.

import { judgePanel, judgePart, anyOf, FORWARD, BACKWARD } from "./judge.js";

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").EditorGame} EditorGame
 * @typedef {import("./index.js").Judged} Judged
 * @typedef {import("../element/element.js").JudgedDetail["outcome"]} Said what the `judged` event says of a move
 * @typedef {import("../core/core.js").Side} Side
 */

/**
 * The guessing part of a viewer in guess mode (see index.js).
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {import("./index.js").JudgingPart}
 */
export function attachGuess(host, ctx) {
  const { panel, buttons, score, say, prompt } = judgePanel(ctx, "guess", "arimaa-editor-guess", [
    ["arimaa-editor-hint", "hint", "arimaa-editor-hint-title"],
    ["arimaa-editor-guess-show", "show", "arimaa-editor-guess-show-title"],
  ]);
  const { t } = ctx.ui.words;
  const [hint, show] = buttons;

  // Per game: the nodes tried (a guess made there, a hint asked or the move shown),
  // those found, and how many hints were given at the node shown.
  /** @type {Set<string | null>} */
  let tried = new Set();
  /** @type {Set<string | null>} */
  let found = new Set();
  let hints = 0;
  /** @type {string | null} the node the prompt was last asked for */
  let at = null;

  const game = () => ctx.state().game;
  const cursor = () => ctx.state().cursor;
  const mySide = () => (/** @type {(string | null)[]} */ (["gold", "silver"]).includes(ctx.options().guessSide)
    ? /** @type {Side} */ (ctx.options().guessSide) : null);
  const sideName = (/** @type {Side} */ side) => t(side === "silver" ? "arimaa-editor-side-silver" : "arimaa-editor-side-gold");

  function tally() {
    score.textContent = t("arimaa-editor-guess-score", found.size, tried.size);
  }

  /**
   * Tells the page (a `judged` event, JudgedDetail in the .d.ts) what was said of a move.
   * @param {Said} outcome
   */
  function report(outcome) {
    const c = cursor();
    ctx.emit("judged", { mode: "guess", outcome, path: c?.path ?? "", words: prompt(), right: found.size, tried: tried.size, finished: !!c?.atEnd });
  }

  /** The prompt for the node shown (after a move, a load or a step back). */
  function ask() {
    const c = cursor();
    if (!c) return;
    if (c.path !== at) {
      at = c.path;
      hints = 0;
    }
    hint.disabled = c.atEnd || hints >= 2 || !/** @type {EditorGame} a cursor: a game */ (game()).guessHint(1);
    show.disabled = c.atEnd;
    if (c.atEnd) say(t("arimaa-editor-guess-end", found.size, tried.size));
    else say(t("arimaa-editor-guess-ask", sideName(c.sideToMove)));
  }

  /** With `guess-side`, the other side's moves play themselves, one by one. */
  function answerForOtherSide() {
    const side = mySide();
    let c = cursor();
    for (let n = 0; side && c && !c.atEnd && c.stepsShown >= c.stepsTotal && c.sideToMove !== side && n < 2; n++) {
      if (!host.nextMove()) break;
      c = cursor();
    }
  }

  /**
   * The reader stepped (the cursor has moved, nothing is drawn yet): with `guess-side`,
   * past the other side's moves, on the way the reader went, to where the side guessed
   * is to move (or inside its move, stepping by steps), or to the end of the line. Back
   * at the start with the other side to move, on to its first move instead.
   * @param {string} method
   */
  function steer(method) {
    const side = mySide();
    const g = /** @type {EditorGame} the reader stepped in a game */ (game());
    let forward = FORWARD.has(method) || method === "goTo";
    if (!side || !(forward || BACKWARD.has(method))) return true;
    // Each pass skips one move of the other side: a line alternates, so a few do.
    for (let n = 0; n < 8; n++) {
      const c = g.state();
      if (c.sideToMove === side || (forward && c.atEnd)) return true;
      if (!forward && c.atStart) forward = true;
      if (!(forward ? g.nextMove() : g.prevMove())) return true;
    }
    return true;
  }

  /** After a move found or shown: the other side's answer, in words for the prompt. */
  function answered() {
    const before = cursor()?.path;
    answerForOtherSide();
    const c = cursor();
    ask();
    if (!c || c.path === before) return "";
    const other = sideName(c.sideToMove === "gold" ? "silver" : "gold");
    return ` ${t("arimaa-editor-guess-answered", other, c.label, c.moveText)}${c.atEnd ? "" : ` ${t("arimaa-editor-to-move", sideName(c.sideToMove))}`}`;
  }

  /**
   * The moves part reports a judged move: "right", "other", "alternative", "good-alternative".
   * @param {Judged} outcome
   */
  function judged(outcome) {
    const from = at;
    tried.add(from);
    if (outcome === "right") {
      found.add(from);
      const label = cursor()?.label ?? "";
      say(`${t("arimaa-editor-guess-right", label)}${answered()}`, "right");
    } else {
      const why = /** @type {Partial<Record<Judged, string>>} the guessing outcomes */ ({
        other: t("arimaa-editor-guess-other"),
        alternative: t("arimaa-editor-guess-alternative"),
        "good-alternative": t("arimaa-editor-guess-good-alternative"),
      })[outcome];
      const choices = anyOf(ctx.ui.words, [t("arimaa-editor-try-again"), t("arimaa-editor-ask-hint"), t("arimaa-editor-show-move")]);
      say(`${why} ${t("arimaa-editor-choices", choices)}`, "wrong");
    }
    tally();
    report(outcome);
  }

  hint.addEventListener("click", () => {
    const h = game()?.guessHint(Math.min(2, hints + 1));
    if (!h) return;
    hints += 1;
    tried.add(at);
    hint.disabled = hints >= 2;
    say(h.words);
    tally();
    if (hint.disabled) host.focus({ preventScroll: true });
  });

  show.addEventListener("click", () => {
    tried.add(at);
    const before = cursor()?.path;
    if (!host.nextMove()) return;
    const label = cursor()?.label ?? "";
    say(`${t("arimaa-editor-guess-shown", label)}${answered()}`);
    tally();
    report("shown");
    if (cursor()?.path === before || show.disabled) host.focus({ preventScroll: true });
  });

  function loaded() {
    game()?.setGuessing(true);
    tried = new Set();
    found = new Set();
    at = null;
    answerForOtherSide();
    ask();
    tally();
  }
  return judgePart(ctx, panel, {
    judged,
    loaded,
    ask,
    at: () => at,
    off: () => game()?.setGuessing(false),
    steer,
  });
}
