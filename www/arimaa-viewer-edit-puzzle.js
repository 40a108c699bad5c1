// Puzzles (`mode="puzzle"`): the record states a goal in its `Puzzle` field (README
// "Puzzles") and the reader plays the answer on the board (drag, tap or typed steps, the
// moves part's input). The engine judges it against the goal (src/viewer/guess.rs, the
// teach judge): every move that reaches the goal is right, not only the record's. A right
// answer stays on the board (one the record does not give becomes a variation and is said
// to be an alternative); a goal in more turns goes on with the other side's answer (the
// record's, else the engine's best defence); a miss is taken back, with why. Hints name
// the piece that moves first, then its first step; "Show solution" plays the record's.
// In a file of puzzles the game picker chooses one and "Next puzzle" opens the next; the
// score counts the puzzles solved without a miss, a hint or the solution shown.

import { judgePanel, judgePart } from "./arimaa-viewer-edit-judge.js";

/** The puzzle part of a viewer in puzzle mode (see arimaa-viewer-edit.js). */
export function attachPuzzle(host, ctx) {
  const { panel, task, buttons, score, say, prompt } = judgePanel(
    ctx,
    "puzzle",
    "Puzzle",
    [
      ["Hint", "hint", "A hint: the piece that moves first, then its first step"],
      ["Show solution", "show", "Play the record's solution (the puzzle counts as not solved)"],
      ["Next puzzle", "next", "Open the next puzzle of the file"],
    ],
    { task: true },
  );
  const [hint, show, next] = buttons;

  const game = () => ctx.state().game;
  const cursor = () => ctx.state().cursor;
  const sideName = (side) => (side === "silver" ? "Silver" : "Gold");

  // For the viewer's life, by game: "solved" (first time, with no miss, hint or
  // solution shown) or "failed". Per puzzle open: its task, whether it is over, whether
  // it was failed, and the hints given at the node shown.
  const results = new Map();
  let puzzle = null;
  let over = false;
  let failed = false;
  let hints = 0;
  let at = null;

  const solved = () => [...results.values()].filter((r) => r === "solved").length;

  function tally() {
    score.textContent = `Solved ${solved()} of ${results.size}`;
  }

  /** Tells the page (a `judged` event, JudgedDetail in the .d.ts) what was said of a move. */
  function report(outcome) {
    ctx.emit("judged", { mode: "puzzle", outcome, path: cursor()?.path ?? "", words: prompt(), right: solved(), tried: results.size, finished: over });
  }

  /** This puzzle counts as tried; `how` is "failed" or "solved" (a failure stays one). */
  function record(how) {
    const index = ctx.state().gameIndex;
    if (results.get(index) === "solved") return; // solved stays solved
    if (how === "failed") failed = true;
    if (!results.has(index) || how === "failed") results.set(index, failed ? "failed" : how);
    tally();
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
    const g = game();
    hint.disabled = !puzzle?.side || hints >= 2 || !toPlay() || !g?.guessHint(1);
    show.disabled = !puzzle?.side || c.atEnd || !toPlay();
    const games = ctx.state().games.length;
    next.hidden = games < 2;
    next.disabled = ctx.state().gameIndex >= games - 1;
    // Back at a position to play (the start again, or the next turn of a longer goal).
    if (puzzle?.side && moved && toPlay()) {
      over = false;
      say(`${sideName(puzzle.side)} to play: make your move on the board.`);
    }
  }

  /** After a right answer that leaves a goal for later: the other side answers. */
  function reply() {
    const steps = game().puzzleReply();
    if (!steps) return "";
    const outcome = game().playSteps(steps, true);
    if (outcome === "added") ctx.edited({ kind: "move", path: game().path() });
    else ctx.refresh(true);
    const c = cursor();
    return ` ${sideName(c.sideToMove === "gold" ? "silver" : "gold")} answers ${c.label}: ${c.moveText}.`;
  }

  /** The moves part reports a judged move: "solved", "solved-alternative" or "missed". */
  function judged(outcome) {
    const answer = game().lastAnswer();
    if (!answer) return;
    if (outcome === "missed") {
      record("failed");
      say(`${answer.words} Try again, ask for a hint, or show the solution.`, "wrong");
      report(outcome);
      return;
    }
    if (answer.verdict === "forced") {
      const answered = reply();
      at = null;
      ask();
      say(`${answer.words}${answered} Your move again.`, "right");
      report(outcome);
      return;
    }
    over = true;
    record("solved");
    ask();
    say(`${answer.words} Solved${failed ? " (after a miss, a hint or the solution)" : ""}.`, "right");
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
    record("failed");
    if (!host.nextMove()) return;
    const c = cursor();
    let words = `The solution: ${c.label} ${c.moveText}.`;
    if (!c.atEnd && c.sideToMove !== puzzle.side && host.nextMove()) {
      const r = cursor();
      words += ` ${sideName(puzzle.side === "gold" ? "silver" : "gold")} answers ${r.label}: ${r.moveText}.`;
    }
    over = cursor().atEnd;
    ask();
    say(words + (over ? "" : " Your move again."));
    report("shown");
    if (show.disabled) host.focus({ preventScroll: true });
  });

  next.addEventListener("click", () => {
    host.gameNumber = ctx.state().gameIndex + 2;
    host.focus({ preventScroll: true });
  });

  function loaded() {
    const g = game();
    g?.setSolving(true);
    puzzle = g?.puzzle() ?? null;
    over = false;
    failed = results.get(ctx.state().gameIndex) === "failed";
    at = null;
    if (!puzzle) {
      task.textContent = "This record states no puzzle: it has no Puzzle field.";
      say("");
    } else if (puzzle.error) {
      task.textContent = `The puzzle cannot be set: ${puzzle.error}.`;
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
  });
}
