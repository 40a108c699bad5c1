// Puzzles (`mode="puzzle"`): the record states a goal in its `Puzzle` field (README
// "Puzzles") and the reader plays the answer on the board (drag, tap or typed steps, the
// moves part's input). The engine judges it against the goal (src/viewer/teach/guess.rs, the
// teach judge): every move that reaches the goal is right, not only the record's. A right
// answer stays on the board (one the record does not give becomes a variation and is said
// to be an alternative); a goal in more turns goes on with the other side's answer (the
// record's, else the engine's best defence); a miss is taken back, with why. Hints name
// the piece that moves first, then its first step; "Show solution" plays the record's,
// or where the record's cannot be played or is wrong, says why and plays a right answer
// the engine finds. A puzzle with no solution says so. Until the puzzle is solved or
// shown, stepping forward (→ ↓ End, swipes, the buttons, goTo) stops at the moves the
// reader has seen, and the list offers no "Show the rest of the game": the solution ahead
// is reached by "Show solution" only, as on lichess, so a key pressed by mistake neither
// spoils the puzzle nor costs it.
// In a file of puzzles the game picker chooses one and "Next puzzle" opens the next; the
// score counts the puzzles solved without a miss, a hint or the solution shown, for the
// record loaded (a new `record` or `src` starts it again).

import { judgePanel, judgePart, anyOf, FORWARD } from "./judge.js";

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").EditorGame} EditorGame
 * @typedef {import("./index.js").Judged} Judged
 * @typedef {import("../element/element.js").JudgedDetail["outcome"]} Said what the `judged` event says of a move
 * @typedef {import("../core/core.js").Side} Side
 * @typedef {import("../core/core.js").ViewState} ViewState
 * @typedef {import("../core/core.js").PuzzleSolution} PuzzleSolution
 * @typedef {{ goal?: string, side?: Side, words?: string, error?: string }} Puzzle GameViewTeach.puzzle():
 *   its goal, side and words, or why it cannot be set
 */

/**
 * The puzzle part of a viewer in puzzle mode (see index.js).
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {import("./index.js").JudgingPart}
 */
export function attachPuzzle(host, ctx) {
  // Asked for with `task`: the panel has its line.
  const { panel, task, buttons, score, say, prompt } = /** @type {ReturnType<typeof judgePanel> & { task: HTMLParagraphElement }} */ (judgePanel(
    ctx,
    "puzzle",
    "arimaa-editor-puzzle",
    [
      ["arimaa-editor-hint", "hint", "arimaa-editor-hint-title"],
      ["arimaa-editor-puzzle-show", "show", "arimaa-editor-puzzle-show-title"],
      ["arimaa-editor-puzzle-next", "next", "arimaa-editor-puzzle-next-title"],
    ],
    { task: true },
  ));
  const [hint, show, next] = buttons;

  // A game and its cursor are there whenever the reader plays a puzzle (the part asks and
  // acts only then); loaded() and off() also run without one, and check.
  const game = () => /** @type {EditorGame} */ (ctx.state().game);
  const cursor = () => /** @type {ViewState} */ (ctx.state().cursor);
  const { t } = ctx.ui.words;
  const sideName = (/** @type {Side | undefined} */ side) => t(side === "silver" ? "arimaa-editor-side-silver" : "arimaa-editor-side-gold");

  // For the record loaded (its GameView: a new record is a new one), by game: "solved"
  // (first time, with no miss, hint or solution shown) or "failed"; and the puzzles
  // finished (solved, or shown to the end), whose moves the reader may step through.
  // Per puzzle open: its task, whether it is over, whether it was failed, the hints given
  // at the node shown, and the nodes the reader has seen (stepping forward stops there).
  /** @type {EditorGame | null} */
  let owner = null;
  /** @type {Map<number, "solved" | "failed">} */
  let results = new Map();
  /** @type {Set<number>} */
  let finished = new Set();
  /** @type {Puzzle | null} */
  let puzzle = null;
  let over = false;
  let failed = false;
  let hints = 0;
  /** @type {string | null} the node the prompt was last asked for */
  let at = null;
  /** @type {Set<number>} */
  let seen = new Set();
  let revealing = false;
  let held = false; // a step forward was held back before the node's prompt was asked

  const solved = () => [...results.values()].filter((r) => r === "solved").length;
  const index = () => ctx.state().gameIndex;

  function tally() {
    score.textContent = t("arimaa-editor-puzzle-score", solved(), results.size);
  }

  /**
   * Tells the page (a `judged` event, JudgedDetail in the .d.ts) what was said of a move.
   * @param {Said} outcome
   */
  function report(outcome) {
    ctx.emit("judged", { mode: "puzzle", outcome, path: cursor()?.path ?? "", words: prompt(), right: solved(), tried: results.size, finished: over });
  }

  /**
   * This puzzle counts as tried; `how` is "failed" or "solved" (a failure stays one).
   * @param {"solved" | "failed"} how
   */
  function record(how) {
    if (how === "failed") failed = true;
    if (results.get(index()) === "solved") return; // solved stays solved
    if (!results.has(index()) || how === "failed") results.set(index(), failed ? "failed" : how);
    tally();
  }

  /** How the task at the cursor can be done (GameView.puzzleSolution), null where none is set. */
  const solution = () => (puzzle?.side && toPlay() ? game().puzzleSolution() : null);

  /**
   * What the reader can do after a miss, as the buttons allow, or why nothing.
   * @param {PuzzleSolution | null} sol
   */
  function options(sol) {
    if (sol?.kind === "none") return sol.words;
    const can = [!hint.disabled && t("arimaa-editor-ask-hint"), !show.disabled && t("arimaa-editor-show-solution")].filter((c) => typeof c === "string");
    if (can.length) return t("arimaa-editor-choices", anyOf(ctx.ui.words, [t("arimaa-editor-try-again"), ...can]));
    return sol?.problem ? t("arimaa-editor-puzzle-try-again-because", capital(sol.problem)) : t("arimaa-editor-choices", t("arimaa-editor-try-again"));
  }

  /** Whether the puzzle's side is to move where the reader stands, between moves. */
  function toPlay() {
    const c = cursor();
    return !!(puzzle?.side && c && c.sideToMove === puzzle.side && c.stepsShown >= c.stepsTotal);
  }

  /** The buttons and the prompt for the node shown (after a move, a load or a step). */
  function ask() {
    const c = cursor();
    if (!c) return;
    const moved = c.path !== at;
    if (moved) {
      at = c.path;
      hints = 0;
    }
    if (c.stepsShown >= c.stepsTotal) see();
    // A hint is of the answer Show solution would play (GameView.hint): the same test,
    // without a second search of the turn.
    const sol = solution();
    const answerable = !!sol && (sol.kind === "stated" || sol.kind === "found");
    hint.disabled = !answerable || hints >= 2;
    show.disabled = !answerable;
    const games = ctx.state().games.length;
    next.hidden = games < 2;
    next.disabled = index() >= games - 1;
    // Back at a position to play (the start again, or the next turn of a longer goal).
    if (sol && moved) {
      over = false;
      // A solution is asked only of a puzzle; "none" comes with its words.
      say(sol.kind === "none" ? /** @type {string} */ (sol.words) : t("arimaa-editor-puzzle-ask", sideName(/** @type {Puzzle} */ (puzzle).side)));
    }
    if (held) sayHeld();
  }

  /**
   * The reader stepped (the cursor has moved, nothing is drawn yet): forward into moves
   * not yet seen, before the puzzle is finished, is taken back (false), and said why.
   * @param {string} method
   */
  function steer(method) {
    if (!puzzle?.side || revealing || finished.has(index())) return true;
    // goTo too: the move list's rows, and a page's `path`, lead only where the reader was.
    if (!FORWARD.has(method) && method !== "goTo") return true;
    if (seen.has(game().state().node)) return true;
    // Said now, or, when the frame of the node the reader stays on has not asked yet,
    // once it has (its prompt would say this over).
    if (cursor()?.path === at) sayHeld();
    else held = true;
    return false;
  }

  function sayHeld() {
    held = false;
    say(t(show.disabled ? "arimaa-editor-puzzle-ahead" : "arimaa-editor-puzzle-ahead-or-show"));
  }

  /** Steps to the record's next move as the puzzle's part, past `steer`. */
  function reveal() {
    revealing = true;
    try {
      return host.nextMove() && see();
    } finally {
      revealing = false;
    }
  }

  /** The node shown counts as seen: stepping forward may come back to it. */
  function see() {
    seen.add(cursor().node);
    return true;
  }

  /** After a right answer that leaves a goal for later: the other side answers. */
  function reply() {
    const steps = game().puzzleReply();
    if (!steps) return "";
    const outcome = game().playSteps(steps, true);
    if (outcome === "added") ctx.edited({ kind: "move", path: game().path() });
    else ctx.refresh(true);
    const c = cursor();
    see();
    return ` ${t("arimaa-editor-puzzle-answers", sideName(c.sideToMove === "gold" ? "silver" : "gold"), c.label, c.moveText)}`;
  }

  /**
   * The moves part reports a judged move: "solved", "solved-alternative" or "missed".
   * @param {Judged} outcome
   */
  function judged(outcome) {
    const answer = game().lastAnswer();
    if (!answer) return;
    if (outcome === "missed") {
      record("failed");
      say(`${answer.words} ${options(solution())}`, "wrong");
      report(outcome);
      return;
    }
    see();
    if (answer.verdict === "forced") {
      const answered = reply();
      at = null;
      ask();
      say(`${answer.words}${answered} ${t("arimaa-editor-puzzle-again")}`, "right");
      report(outcome);
      return;
    }
    over = true;
    record("solved");
    finished.add(index());
    ask();
    say(`${answer.words} ${t(failed ? "arimaa-editor-puzzle-solved-after" : "arimaa-editor-puzzle-solved")}`, "right");
    report(outcome);
  }

  hint.addEventListener("click", () => {
    const h = game()?.guessHint(Math.min(2, hints + 1));
    if (!h) return;
    hints += 1;
    record("failed");
    hint.disabled = hints >= 2;
    say(h.words);
    if (hint.disabled) host.focus({ preventScroll: true });
  });

  show.addEventListener("click", () => {
    const sol = solution();
    if (!sol) return;
    const { side } = /** @type {Puzzle} a solution is asked only of a puzzle */ (puzzle);
    record("failed");
    let words;
    if (sol.kind === "found") {
      playFound(/** @type {string} "found" comes with its steps */ (sol.steps));
      const c = cursor();
      see();
      words = `${sol.problem ? `${capital(sol.problem)}. ` : ""}${t("arimaa-editor-puzzle-a-right-answer", c.label, c.moveText)}`;
    } else {
      if (!reveal()) return;
      const c = cursor();
      words = t("arimaa-editor-puzzle-the-solution", c.label, c.moveText);
    }
    if (!cursor().atEnd && cursor().sideToMove !== side && reveal()) {
      const r = cursor();
      words += ` ${t("arimaa-editor-puzzle-answers", sideName(side === "gold" ? "silver" : "gold"), r.label, r.moveText)}`;
    }
    over = cursor().atEnd;
    if (over) finished.add(index());
    ask();
    say(words + (over ? "" : ` ${t("arimaa-editor-puzzle-again")}`));
    report("shown");
    if (show.disabled) host.focus({ preventScroll: true });
  });

  /**
   * Plays a right answer the engine found (notation), unjudged, kept as a variation.
   * @param {string} steps
   */
  function playFound(steps) {
    const g = game();
    g.setSolving(false);
    let outcome;
    try {
      outcome = g.playSteps(steps, true);
    } finally {
      g.setSolving(true);
    }
    if (outcome === "added") ctx.edited({ kind: "move", path: g.path() });
    else ctx.refresh(true);
  }

  next.addEventListener("click", () => {
    host.gameNumber = ctx.state().gameIndex + 2;
    host.focus({ preventScroll: true });
  });

  function loaded() {
    const g = game();
    if (g !== owner) {
      owner = g;
      results = new Map();
      finished = new Set();
    }
    g?.setSolving(true);
    puzzle = g?.puzzle() ?? null;
    over = false;
    failed = results.get(index()) === "failed";
    at = null;
    held = false;
    seen = new Set();
    if (!puzzle) {
      task.textContent = t("arimaa-editor-puzzle-none");
      say("");
    } else if (puzzle.error) {
      task.textContent = t("arimaa-editor-puzzle-error", puzzle.error);
      say("");
    } else {
      task.textContent = `${puzzle.words}.`;
    }
    ask();
    tally();
  }
  return judgePart(ctx, panel, {
    judged,
    loaded,
    ask,
    at: () => at,
    off: () => game()?.setSolving(false),
    steer,
    // "Show the rest of the game" would list the solution: Show solution is the way to it.
    drawn() {
      if (puzzle?.side && !finished.has(index())) ctx.ui.reveal.hidden = true;
    },
  });
}

const capital = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);
