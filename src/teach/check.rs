//! Checking a puzzle as its author would: the stated solution is right,
//! and no shorter one exists (fewer steps for a one-turn goal, fewer turns
//! for a goal in two). What `arimaa puzzles` prints and the tests assert.

use super::goal::PuzzleGoal;
use super::goal_search::can_goal;
use super::puzzle::{solutions, Listed, Puzzle, PuzzleAnswer, PuzzleError};
use crate::record::{game_at, MoveKind, NodeId, Record};
use crate::RuleSet;

/// What checking one puzzle found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleCheck {
    /// The puzzle, or why the record states none that can be set.
    pub puzzle: Result<Puzzle, PuzzleError>,
    /// The record's main-line answer judged, when it has one.
    pub stated: Option<PuzzleAnswer>,
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
        let Some(MoveKind::Steps(steps)) = tree.node(child).mv.as_ref().map(|m| &m.kind) else {
            continue;
        };
        let steps: Vec<_> = steps.iter().map(|s| s.step).collect();
        let Some(answer) = puzzle.judge(record, root, &steps) else {
            continue;
        };
        if k == 0 {
            check.stated_steps = steps.len();
            if !answer.is_right() {
                check
                    .problems
                    .push(format!("the stated solution is wrong: {}", answer.words()));
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
        let Some(mv) = tree.node(next).mv.as_ref() else {
            continue;
        };
        let MoveKind::Steps(steps) = &mv.kind else {
            continue;
        };
        let steps: Vec<_> = steps.iter().map(|s| s.step).collect();
        if let Some(answer) = puzzle.judge(record, node, &steps) {
            if !answer.is_right() {
                check.problems.push(format!(
                    "the stated move {} is wrong: {}",
                    mv.label,
                    answer.words()
                ));
            }
        }
    }
    if check.stated.is_none() {
        check.problems.push("the record states no solution".into());
    }
    let found = solutions(&game, puzzle.goal);
    check.solutions = found.len();
    check.shortest = found.iter().map(|(s, _)| s.len()).min();
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
