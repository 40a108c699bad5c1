//! A record as a puzzle: its header states the goal (`Puzzle: goal in 2`),
//! its start position is the puzzle's (`Position:`), and its moves are the
//! author's solutions: the main line first, other solutions (or tries, with
//! their glyphs and comments) as variations. The engine judges an answer,
//! so an answer the author did not give is right when it reaches the goal.

use super::goal::{GoalError, PuzzleGoal};
use super::judge::{defence, judge_turn, verdict_words, Judgement, Verdict};
use super::search::{Explorer, Keep, Search, Tag};
use crate::arimaa::Board;
use crate::record::{game_at, MoveKind, NodeError, NodeId, Record, Tree};
use crate::words::{Msg, Words};
use crate::{Capture, Color, Game, Piece, RuleSet, Square, Step};
use std::fmt;

/// A record's puzzle: the goal and the side that must reach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// What the side to move at the start must do.
    pub goal: PuzzleGoal,
    /// The side to move at the start.
    pub side: Color,
}

/// Why a record's puzzle cannot be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The `Puzzle` value is not a goal.
    Goal(GoalError),
    /// The record is not of an Arimaa game.
    NotArimaa,
    /// The goal names a piece that does not stand there at the start, or
    /// one of the side to move's own.
    NoSuchPiece(Piece, Square),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Goal(e) => e.fmt(f),
            PuzzleError::NotArimaa => write!(f, "puzzles are Arimaa positions"),
            PuzzleError::NoSuchPiece(p, s) => write!(
                f,
                "the puzzle names the {} on {s}, which the other side does not have there",
                p.words()
            ),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// Where an answer stands among the record's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listed {
    /// It is the record's main line.
    Main(NodeId),
    /// It is one of the record's variations.
    Variation(NodeId),
    /// The record does not give it.
    No,
}

/// An answer judged: the engine's judgement, the goal it was judged
/// against, and whether the record gives the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAnswer {
    /// The goal at the position answered.
    pub goal: PuzzleGoal,
    /// The side that answered.
    pub side: Color,
    /// What the engine found.
    pub judgement: Judgement,
    /// The record's move with the same result, if any.
    pub listed: Listed,
}

impl PuzzleAnswer {
    /// Whether the answer is right.
    pub fn is_right(&self) -> bool {
        self.judgement.verdict.is_right()
    }

    /// The answer in words: "Right: reaches the goal. Another way than the
    /// record's." (or "… It is the record's solution.").
    pub fn words(&self, w: &Words) -> String {
        let v = &self.judgement.verdict;
        let verdict = match v {
            Verdict::Illegal(_) => Msg::VerdictIllegal,
            _ if v.is_right() => Msg::VerdictRight,
            _ => Msg::VerdictWrong,
        };
        let listed = match (self.listed, v.is_right()) {
            (Listed::Main(_), true) => w.t(Msg::ListedMain, &[]),
            (Listed::Variation(_), true) => w.t(Msg::ListedVariation, &[]),
            (Listed::No, true) => w.t(Msg::ListedAlternative, &[]),
            (Listed::Main(_) | Listed::Variation(_), false) => w.t(Msg::ListedTry, &[]),
            (Listed::No, false) => String::new(),
        };
        w.t(
            verdict,
            &[&verdict_words(w, v, self.goal, self.side), &listed],
        )
    }
}

/// A move the record gives from a node (its main line's, or a variation's),
/// as a puzzle's judge reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatedMove<'a> {
    /// A turn of steps that could be read and played.
    Steps(NodeId, Vec<Step>),
    /// A turn the record reader could not read or play (a step of a piece
    /// not there, a word that is no step): where and why.
    Unreadable(NodeId, &'a NodeError),
}

impl StatedMove<'_> {
    /// The record's node of the move.
    pub fn node(&self) -> NodeId {
        match self {
            StatedMove::Steps(n, _) | StatedMove::Unreadable(n, _) => *n,
        }
    }
}

/// The record's move into `child`, when it is a turn of steps.
pub fn stated_move(tree: &Tree, child: NodeId) -> Option<StatedMove<'_>> {
    let node = tree.node(child);
    let MoveKind::Steps(steps) = &node.mv.as_ref()?.kind else {
        return None;
    };
    Some(match &node.error {
        Some(e) => StatedMove::Unreadable(child, e),
        None => StatedMove::Steps(child, steps.iter().map(|s| s.step).collect()),
    })
}

/// How a puzzle's task at a node can be done, for hints and "show the
/// solution".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// The record's main-line move from the node is right.
    Stated(NodeId),
    /// The record gives no right move that can be played; the engine found
    /// this one.
    Found(Vec<Step>),
    /// No move does the task: the puzzle has no solution here.
    Impossible,
    /// The record gives no right move, and the goal takes more turns than
    /// the engine searches while a reader waits (every defence of every
    /// first move: seconds).
    Unsearched,
}

impl Puzzle {
    /// How the task at `node` can be done; `None` where the puzzle sets no
    /// task ([`Puzzle::goal_at`]). One judgement when the record's move is
    /// right; else a search of the turn, stopped at the first right answer.
    pub fn solution(&self, record: &Record, node: NodeId) -> Option<Solution> {
        let tree = &record.tree;
        let goal = self.goal_at(tree, node)?;
        let game = game_at(tree, node, RuleSet::Current)?;
        let stated = tree.main_child(node).and_then(|c| stated_move(tree, c));
        if let Some(StatedMove::Steps(child, steps)) = stated {
            if judge_turn(&game, goal, &steps).verdict.is_right() {
                return Some(Solution::Stated(child));
            }
        }
        if goal.turns() > 1 {
            return Some(Solution::Unsearched);
        }
        Some(match first_solution(&game, goal) {
            Some(steps) => Solution::Found(steps),
            None => Solution::Impossible,
        })
    }

    /// What is wrong with the record's main-line move from `node` as the
    /// answer to the task there, in words: "the record's solution 2g cannot
    /// be played: line 6, column 4: a2 holds R, not E (at `Ea2n`)", or "the
    /// record's solution 2g is wrong: the move does not reach the goal".
    /// `None` where the move is right, or the record has none.
    pub fn stated_problem(&self, record: &Record, node: NodeId) -> Option<String> {
        let tree = &record.tree;
        let child = tree.main_child(node)?;
        let label = tree.node(child).mv.as_ref()?.label;
        match stated_move(tree, child)? {
            StatedMove::Unreadable(_, e) => Some(format!(
                "the record's solution {label} cannot be played: {}",
                e.located()
            )),
            StatedMove::Steps(_, steps) => {
                let answer = self.judge(record, node, &steps)?;
                let v = &answer.judgement.verdict;
                (!v.is_right()).then(|| {
                    format!(
                        "the record's solution {label} is wrong: the move {}",
                        verdict_words(&Words::english(), v, answer.goal, self.side)
                    )
                })
            }
        }
    }
}

impl Puzzle {
    /// The puzzle a record states; `None` when its header has no `Puzzle`.
    pub fn of(record: &Record) -> Option<Result<Puzzle, PuzzleError>> {
        let goal = PuzzleGoal::of_header(&record.header)?;
        Some(Puzzle::check(record, goal))
    }

    fn check(record: &Record, goal: Result<PuzzleGoal, GoalError>) -> Result<Puzzle, PuzzleError> {
        let goal = goal.map_err(PuzzleError::Goal)?;
        let start = *record
            .tree
            .root()
            .position
            .arimaa()
            .ok_or(PuzzleError::NotArimaa)?;
        if let PuzzleGoal::Capture(p, s) | PuzzleGoal::ImmobilizePiece(p, s) = goal {
            if p.color == start.side || start.board.piece_at(s) != Some(p) {
                return Err(PuzzleError::NoSuchPiece(p, s));
            }
        }
        Ok(Puzzle {
            goal,
            side: start.side,
        })
    }

    /// The goal left at `node`: the whole goal at the start, one turn less
    /// after each turn of the puzzle's side; `None` where the other side is
    /// to move or the puzzle's turns are over.
    pub fn goal_at(&self, tree: &Tree, node: NodeId) -> Option<PuzzleGoal> {
        if tree.node(node).position.side() != self.side {
            return None;
        }
        let played = tree
            .path_to(node)
            .into_iter()
            .filter_map(|id| tree.node(id).mv.as_ref())
            .filter(|m| m.label.color == self.side && matches!(m.kind, MoveKind::Steps(_)))
            .count();
        let mut goal = Some(self.goal);
        for _ in 0..played {
            goal = goal?.after_turn();
        }
        goal
    }

    /// Judges `steps` played at `node`; `None` where the puzzle sets no
    /// task ([`Puzzle::goal_at`]).
    pub fn judge(&self, record: &Record, node: NodeId, steps: &[Step]) -> Option<PuzzleAnswer> {
        let goal = self.goal_at(&record.tree, node)?;
        let game = game_at(&record.tree, node, RuleSet::Current)?;
        let judgement = judge_turn(&game, goal, steps);
        let listed = match &judgement.after {
            Some(after) => listed(&record.tree, node, &after.board),
            None => Listed::No,
        };
        Some(PuzzleAnswer {
            goal,
            side: self.side,
            judgement,
            listed,
        })
    }

    /// The other side's answer at `node` (where it is to move): the
    /// record's main line when it has one, else a defence the engine finds
    /// (any legal move when every defence fails).
    pub fn reply(&self, record: &Record, node: NodeId) -> Option<Vec<Step>> {
        let tree = &record.tree;
        if tree.node(node).position.side() == self.side {
            return None;
        }
        if let Some(MoveKind::Steps(s)) = tree
            .main_child(node)
            .and_then(|c| tree.node(c).mv.as_ref())
            .map(|m| &m.kind)
        {
            return Some(s.iter().map(|r| r.step).collect());
        }
        let game = game_at(tree, node, RuleSet::Current)?;
        if game.outcome().is_some() {
            return None;
        }
        defence(&game).or_else(|| any_move(&game))
    }
}

/// The record's move from `node` that leaves `after`.
fn listed(tree: &Tree, node: NodeId, after: &Board) -> Listed {
    for (k, &child) in tree.node(node).children.iter().enumerate() {
        let n = tree.node(child);
        if n.error.is_some() || n.position.arimaa().map(|p| &p.board) != Some(after) {
            continue;
        }
        return if k == 0 {
            Listed::Main(child)
        } else {
            Listed::Variation(child)
        };
    }
    Listed::No
}

/// Some legal move in `game`: the first the search of the turn meets.
fn any_move(game: &Game) -> Option<Vec<Step>> {
    let mut search = Search::default();
    search.run(&game.position(), 0, &mut super::search::AllMoves);
    (1..search.len() as u32)
        .find(|&i| {
            let after = crate::Position::new(*search.board(i), !game.position().side);
            game.occurrences(&after) < 2
        })
        .map(|i| search.steps_to(i))
}

/// Follows one square's piece through the turn (or nothing), so that
/// states differing only in which piece of a kind moved stay apart.
struct Follow;

/// The tag: the piece's square, or one of these.
const GONE: Tag = 64;
const NOTHING: Tag = 65;

impl Explorer for Follow {
    fn advance(
        &mut self,
        tag: Tag,
        action: &super::search::Action,
        caps: [Option<Capture>; 2],
    ) -> Option<Tag> {
        let Some(mut at) = Square::new(tag as u8).filter(|_| tag < 64) else {
            return Some(tag);
        };
        for (step, cap) in action.steps().iter().zip(caps) {
            if step.from == at {
                at = step.to()?;
            }
            if cap.is_some_and(|c| c.square == at) {
                return Some(GONE);
            }
        }
        Some(at.index() as Tag)
    }
    fn keep(&self, _: &Board, _: Tag, _: usize) -> Keep {
        Keep::Expand
    }
    fn visit(&mut self, _: u32, _: &Board, _: Tag, _: usize) -> bool {
        false
    }
}

/// Every right answer at the start of `game` for `goal`, one per distinct
/// result, each with a shortest move, fewest steps first. A goal in two
/// turns searches every defence of every first move: seconds on a busy
/// board, so this is for checking puzzles, not for every frame.
pub fn solutions(game: &Game, goal: PuzzleGoal) -> Vec<(Vec<Step>, Verdict)> {
    let search = search_turn(game, goal);
    (1..search.len() as u32)
        .filter_map(|i| {
            let steps = search.steps_to(i);
            let verdict = judge_turn(game, goal, &steps).verdict;
            verdict.is_right().then_some((steps, verdict))
        })
        .collect()
}

/// A right answer with the fewest steps, if any: [`solutions`]' first,
/// without judging the rest.
pub fn first_solution(game: &Game, goal: PuzzleGoal) -> Option<Vec<Step>> {
    let search = search_turn(game, goal);
    (1..search.len() as u32)
        .map(|i| search.steps_to(i))
        .find(|steps| judge_turn(game, goal, steps).verdict.is_right())
}

/// Every distinct result of one turn, following the goal's piece.
fn search_turn(game: &Game, goal: PuzzleGoal) -> Search {
    let followed = match goal {
        PuzzleGoal::Capture(_, s) | PuzzleGoal::ImmobilizePiece(_, s) => s.index() as Tag,
        _ => NOTHING,
    };
    let mut search = Search::default();
    search.run(&game.position(), followed, &mut Follow);
    search
}
