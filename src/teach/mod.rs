//! Teaching on the board: puzzles judged by the rules, guess-the-move,
//! and overlays (frozen pieces, captures and goals in reach, trap
//! control), all computed from positions by searching one turn.
//!
//! - [`PuzzleGoal`]: a puzzle's goal as a record states it (`Puzzle: goal
//!   in 2`), read and written in FAN headers and PGN tags alike.
//! - [`Puzzle`]: a record as a puzzle; [`Puzzle::judge`] judges an answer
//!   with the engine, so any move that reaches the goal is right, and says
//!   whether the record gives it.
//! - [`judge_guess`] and [`hint`]: a guessed move against the record's.
//! - [`Overlays`]: what the board's overlays show, and in words.
//!
//! The searches are those of move generation ([`crate::MoveGen`]) with the
//! path to each position kept, pruned by what the question needs: a rabbit
//! further from goal than the steps left, or a piece further from a trap
//! than the pushes left, is not looked at further.

mod capture_search;
mod check;
mod goal;
// The engine's quiescence reuses its buffers (`goal_move_with`).
pub(crate) mod goal_search;
mod guess;
mod judge;
mod overlays;
mod puzzle;
// The engine (src/engine) follows its principal variation's turns through it.
pub(crate) mod search;

pub use capture_search::{capture_threats, CaptureThreat};
pub use check::{check_puzzle, PuzzleCheck};
pub use goal::{GoalError, PuzzleGoal, MAX_GOAL_TURNS, PUZZLE_FIELD};
pub use goal_search::{can_goal, goal_move, goal_threats};
pub use guess::{hint, judge_guess, reached_guess, Guess, Hint};
pub use judge::{defence, judge_turn, termination_words, verdict_words, Judgement, Verdict};
pub use overlays::{GoalThreat, OverlaySet, Overlays, TrapControl};
pub use puzzle::{
    first_solution, solutions, stated_move, Listed, Puzzle, PuzzleAnswer, PuzzleError, Solution,
    StatedMove,
};

use crate::Square;

/// c3, f3, c6, f6.
const TRAPS: [Square; 4] = [sq(18), sq(21), sq(42), sq(45)];

const fn sq(index: u8) -> Square {
    match Square::new(index) {
        Some(s) => s,
        None => panic!("a square index"),
    }
}

/// Every distinct position one turn can reach from `pos`, each with a
/// shortest move to it, fewest steps first: the same positions as
/// [`crate::MoveGen::unique_moves`], for checks that need the moves too.
pub fn moves_with_steps(pos: &crate::Position) -> Vec<(crate::Board, Vec<crate::Step>)> {
    let mut search = search::Search::default();
    search.run(pos, 0, &mut search::AllMoves);
    (1..search.len() as u32)
        .map(|i| (*search.board(i), search.steps_to(i)))
        .collect()
}
