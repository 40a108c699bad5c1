//! Checking a puzzle as its author would: the stated solution is right,
//! and no shorter one exists (fewer steps for a one-turn goal, fewer turns
//! for a goal in two). What `arimaa puzzles` prints and the tests assert.

use super::goal::PuzzleGoal;
use super::goal_search::can_goal;
use super::judge::verdict_words;
use super::puzzle::{
    solutions, stated_move, Listed, Puzzle, PuzzleAnswer, PuzzleError, StatedMove,
};
use crate::record::{game_at, NodeError, NodeId, Record, Tree};
use crate::RuleSet;

/// What checking one puzzle found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleCheck {
    /// The puzzle, or why the record states none that can be set.
    pub puzzle: Result<Puzzle, PuzzleError>,
    /// The record's main-line answer judged, when it has one that can be
    /// read and played.
    pub stated: Option<PuzzleAnswer>,
    /// Whether the record's main-line answer could not be read or played
    /// (the problems say where and why).
    pub stated_unreadable: bool,
    /// Its number of steps.
    pub stated_steps: usize,
    /// How many distinct right answers the engine finds.
    pub solutions: usize,
    /// The fewest steps of a right answer.
    pub shortest: Option<usize>,
    /// Variations of the start judged right, and judged wrong.
    pub variations: (usize, usize),
    /// What is wrong with the puzzle, in words; empty when nothing is.
    pub problems: Vec<String>,
}

/// Checks the puzzle a record states; `None` when it states none.
pub fn check_puzzle(record: &Record) -> Option<PuzzleCheck> {
    let puzzle = Puzzle::of(record)?;
    let mut check = PuzzleCheck {
        puzzle: puzzle.clone(),
        stated: None,
        stated_unreadable: false,
        stated_steps: 0,
        solutions: 0,
        shortest: None,
        variations: (0, 0),
        problems: Vec::new(),
    };
    let puzzle = match puzzle {
        Ok(p) => p,
        Err(e) => {
            check.problems.push(e.to_string());
            return Some(check);
        }
    };
    let tree = &record.tree;
    let root = NodeId::ROOT;
    let Some(game) = game_at(tree, root, RuleSet::Current) else {
        check.problems.push("not an Arimaa record".into());
        return Some(check);
    };
    for (k, &child) in tree.node(root).children.iter().enumerate() {
        let steps = match stated_move(tree, child) {
            None => continue,
            Some(StatedMove::Steps(_, steps)) => steps,
            Some(StatedMove::Unreadable(_, e)) => {
                let which = if k == 0 { "solution" } else { "variation" };
                check.problems.push(unreadable(which, tree, child, e));
                check.stated_unreadable |= k == 0;
                continue;
            }
        };
        let Some(answer) = puzzle.judge(record, root, &steps) else {
            continue;
        };
        if k == 0 {
            check.stated_steps = steps.len();
            if !answer.is_right() {
                check.problems.push(format!(
                    "the stated solution is wrong: the move {}",
                    judged(&answer)
                ));
            }
            if answer.listed != Listed::Main(child) {
                check
                    .problems
                    .push("the stated solution is not the main line".into());
            }
            check.stated = Some(answer);
        } else if answer.is_right() {
            check.variations.0 += 1;
        } else {
            check.variations.1 += 1;
        }
    }
    // The stated line's later turns (a goal in two): each must be right too.
    for node in tree.main_line().skip(1) {
        let (Some(_), Some(next)) = (puzzle.goal_at(tree, node), tree.main_child(node)) else {
            continue;
        };
        match stated_move(tree, next) {
            Some(StatedMove::Steps(_, steps)) => {
                if let Some(answer) = puzzle.judge(record, node, &steps) {
                    if !answer.is_right() {
                        let label = tree.node(next).mv.as_ref().map(|m| m.label.to_string());
                        check.problems.push(format!(
                            "the stated move {} is wrong: the move {}",
                            label.unwrap_or_default(),
                            judged(&answer)
                        ));
                    }
                }
            }
            Some(StatedMove::Unreadable(_, e)) => {
                check.problems.push(unreadable("move", tree, next, e));
            }
            None => {}
        }
    }
    if check.stated.is_none() && !check.stated_unreadable {
        check.problems.push("the record states no solution".into());
    }
    let found = solutions(&game, puzzle.goal);
    check.solutions = found.len();
    check.shortest = found.iter().map(|(s, _)| s.len()).min();
    if found.is_empty() {
        check.problems.push(format!(
            "the puzzle has no solution: {}",
            puzzle
                .goal
                .impossible_words(&crate::words::Words::english(), puzzle.side)
        ));
    }
    match puzzle.goal {
        PuzzleGoal::Goal(n) if n > 1 => {
            if can_goal(&game.position()) {
                check.problems.push("a goal in one turn exists".into());
            }
        }
        _ => {
            if let (Some(s), true) = (check.shortest, check.stated.is_some()) {
                if s < check.stated_steps {
                    check.problems.push(format!(
                        "a solution of {s} steps exists, shorter than the stated {}",
                        check.stated_steps
                    ));
                }
            }
        }
    }
    Some(check)
}

/// A stated move the record reader could not read or play, as the reader
/// says it elsewhere: "the stated solution 2g cannot be played: line 6,
/// column 4: a2 holds R, not E (at `Ea2n`)".
fn unreadable(which: &str, tree: &Tree, node: NodeId, e: &NodeError) -> String {
    let label = tree.node(node).mv.as_ref().map(|m| m.label.to_string());
    format!(
        "the stated {which} {} cannot be played: {}",
        label.unwrap_or_default(),
        e.located()
    )
}

/// The engine's verdict on a stated move, in words: "does not capture the
/// silver rabbit on f8" (without the answer's "The record shows this try",
/// which the stated move is not).
fn judged(answer: &PuzzleAnswer) -> String {
    verdict_words(
        &crate::words::Words::english(),
        &answer.judgement.verdict,
        answer.goal,
        answer.side,
    )
}
