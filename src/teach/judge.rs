//! Judging one turn against a puzzle's goal with the rules, not against a
//! stored answer: any move that reaches the goal is right.

use super::goal::PuzzleGoal;
use super::goal_search::goal_move_with;
use super::search::{Action, Explorer, Keep, Search, Tag};
use crate::arimaa::reached_goal;
use crate::arimaa::Board;
use crate::words::{Msg, Words};
use crate::{
    Capture, Color, Game, GameError, Outcome, Piece, Position, Role, Square, Step, Termination,
    TurnBuilder,
};

/// What a turn did about the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The turn reaches the goal.
    Reached,
    /// A goal in more turns: every answer of the other side still leaves a
    /// goal next turn ([`PuzzleGoal::after_turn`] says which).
    Forced,
    /// The turn wins the game at once, by this rule (right whatever the goal).
    Won(Termination),
    /// The turn does not reach the goal. `reply`, when there is one, is a
    /// move of the other side that shows it: a defence against the goal in
    /// more turns, or the goal the other side still has after a defence.
    Missed {
        /// The other side's move that shows the goal missed.
        reply: Option<Vec<Step>>,
    },
    /// The turn loses the game at once.
    Lost(Outcome),
    /// The turn is not legal here.
    Illegal(GameError),
}

impl Verdict {
    /// Whether the turn is a right answer.
    pub fn is_right(&self) -> bool {
        matches!(self, Verdict::Reached | Verdict::Forced | Verdict::Won(_))
    }
}

/// The judgement of a turn: the verdict, and the position after the turn
/// when it was legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// What the turn did about the goal.
    pub verdict: Verdict,
    /// The position after the turn, when it was legal.
    pub after: Option<Position>,
}

/// A piece followed through a turn by its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Followed {
    At(Square),
    Captured,
}

/// Where the goal's piece went in `turn`, for the goals that name one.
fn follow(goal: PuzzleGoal, turn: &TurnBuilder) -> Option<Followed> {
    let (PuzzleGoal::Capture(_, start) | PuzzleGoal::ImmobilizePiece(_, start)) = goal else {
        return None;
    };
    let mut at = Followed::At(start);
    for t in turn.steps() {
        if let Followed::At(sq) = at {
            let now = if t.step.from == sq {
                t.step.to().unwrap_or(sq)
            } else {
                sq
            };
            at = match t.capture {
                Some(c) if c.square == now => Followed::Captured,
                _ => Followed::At(now),
            };
        }
    }
    Some(at)
}

/// Whether the piece on `sq` could make a step of its own at the start of
/// its side's turn.
fn can_step(board: &crate::Board, sq: Square) -> bool {
    let Some(p) = board.piece_at(sq) else {
        return false;
    };
    if board.is_frozen_piece(sq, p) {
        return false;
    }
    crate::Direction::ALL.into_iter().any(|d| {
        let back = p.role == Role::Rabbit && d == crate::backward(p.color);
        !back && sq.step(d).is_some_and(|to| board.piece_at(to).is_none())
    })
}

/// Judges `steps` played in `game` against `goal` (for the side to move).
pub fn judge_turn(game: &Game, goal: PuzzleGoal, steps: &[Step]) -> Judgement {
    let illegal = |e: GameError| Judgement {
        verdict: Verdict::Illegal(e),
        after: None,
    };
    let mut turn = game.turn();
    for &s in steps {
        if let Err(e) = turn.step(s) {
            return illegal(e.into());
        }
    }
    let after = match game.check_turn(&turn) {
        Ok(p) => p,
        Err(e) => return illegal(e),
    };
    let mover = game.position().side;
    let mut next = game.clone();
    let outcome = match next.play(&turn) {
        Ok(o) => o,
        Err(e) => return illegal(e),
    };
    let verdict = match outcome {
        Some(o) if o.winner == Some(mover) => match (goal, o.termination) {
            (PuzzleGoal::Goal(_), Termination::Goal) => Verdict::Reached,
            (PuzzleGoal::Immobilize, Termination::Immobilization) => Verdict::Reached,
            (_, t) => Verdict::Won(t),
        },
        Some(o) => Verdict::Lost(o),
        None => judge_open(&next, goal, follow(goal, &turn)),
    };
    Judgement {
        verdict,
        after: Some(after),
    }
}

/// The verdict on a turn after which the game goes on (`game` is after it).
fn judge_open(game: &Game, goal: PuzzleGoal, followed: Option<Followed>) -> Verdict {
    let pos = game.position();
    let missed = Verdict::Missed { reply: None };
    match goal {
        PuzzleGoal::Goal(1) | PuzzleGoal::Immobilize => missed,
        PuzzleGoal::Goal(_) => match defence(game) {
            Some(reply) => Verdict::Missed { reply: Some(reply) },
            None => Verdict::Forced,
        },
        PuzzleGoal::Capture(..) => match followed {
            Some(Followed::Captured) => Verdict::Reached,
            _ => missed,
        },
        PuzzleGoal::ImmobilizePiece(..) => match followed {
            Some(Followed::At(sq)) if !can_step(&pos.board, sq) => Verdict::Reached,
            _ => missed,
        },
        PuzzleGoal::Defend => match goal_move_with(&mut Search::default(), &pos, None) {
            Some(reply) => Verdict::Missed { reply: Some(reply) },
            None => Verdict::Reached,
        },
    }
}

/// A legal answer of the side to move in `game` after which the other
/// side (the attacker) has no goal this turn, if there is one. Answers that
/// lose at once are none; an answer that wins at once is one.
pub fn defence(game: &Game) -> Option<Vec<Step>> {
    let mut replies = Search::default();
    let mut e = Defence {
        game,
        goals: Search::default(),
        killers: Vec::new(),
        found: None,
    };
    replies.run(&game.position(), 0, &mut e);
    e.found.map(|i| replies.steps_to(i))
}

/// Looks at each answer once, as the search of the answers reaches it, and
/// stops at the first that holds.
struct Defence<'a> {
    game: &'a Game,
    goals: Search,
    /// Goal moves found after earlier answers, latest first: most answers
    /// leave the attacker's way to goal as it was, so one of these usually
    /// still works and spares the search (the "killer move" of game-tree
    /// search).
    killers: Vec<Vec<Step>>,
    found: Option<u32>,
}

/// Whether `steps` are a legal turn from `pos` that leaves a rabbit of the
/// side to move on goal (such a position is new, so no repetition forbids it).
fn goals_with(pos: Position, steps: &[Step]) -> bool {
    let mut turn = TurnBuilder::new(pos);
    steps.iter().all(|s| turn.step(*s).is_ok())
        && turn
            .finish()
            .is_ok_and(|after| reached_goal(&after.board, pos.side))
}

impl Explorer for Defence<'_> {
    fn advance(&mut self, tag: Tag, _: &Action, _: [Option<Capture>; 2]) -> Option<Tag> {
        Some(tag)
    }
    fn keep(&self, _: &Board, _: Tag, _: usize) -> Keep {
        Keep::Expand
    }
    fn visit(&mut self, index: u32, board: &Board, _: Tag, _: usize) -> bool {
        let defender = self.game.position().side;
        let attacker = !defender;
        let rabbits = |c: Color| board.count(Piece::new(c, Role::Rabbit));
        let answered = Position::new(*board, attacker);
        if self.game.rules() == crate::RuleSet::Current && self.game.occurrences(&answered) >= 2 {
            return false;
        }
        // The end-of-turn checks in the rules' order; answers that lose at
        // once defend nothing.
        let holds = if reached_goal(board, defender) {
            true
        } else if reached_goal(board, attacker) {
            false
        } else if rabbits(attacker) == 0 {
            true
        } else if rabbits(defender) == 0 {
            false
        } else if let Some(k) = self.killers.iter().position(|m| goals_with(answered, m)) {
            let m = self.killers.remove(k);
            self.killers.insert(0, m);
            false
        } else {
            match goal_move_with(&mut self.goals, &answered, None) {
                Some(m) => {
                    self.killers.insert(0, m);
                    self.killers.truncate(4);
                    false
                }
                None => true,
            }
        };
        if holds {
            self.found = Some(index);
        }
        holds
    }
}

/// The words of a verdict for a puzzle, naming its goal: "reaches the
/// goal", "does not capture the silver horse on f6", "does not stop the
/// threat: Silver still reaches goal by …".
pub fn verdict_words(w: &Words, verdict: &Verdict, goal: PuzzleGoal, mover: Color) -> String {
    let other = w.side(!mover);
    let steps = |s: &[Step]| super::overlays::steps_text(s);
    match verdict {
        Verdict::Reached => goal.done_words(w, mover),
        Verdict::Forced => w.t(Msg::JudgeForced, &[]),
        Verdict::Won(t) => w.t(Msg::JudgeWon, &[&termination_words(w, *t)]),
        Verdict::Missed { reply: Some(r) } => match goal {
            PuzzleGoal::Defend => w.t(Msg::JudgeNotStopped, &[&other, &steps(r)]),
            _ => w.t(Msg::JudgeNotForced, &[&other, &steps(r)]),
        },
        Verdict::Missed { reply: None } => goal.missed_words(w, mover),
        Verdict::Lost(o) => match o.winner {
            Some(winner) => w.t(
                Msg::JudgeLost,
                &[&w.side(winner), &termination_words(w, o.termination)],
            ),
            None => w.t(Msg::JudgeDraw, &[]),
        },
        Verdict::Illegal(e) => w.t(Msg::JudgeIllegal, &[&e.to_string()]),
    }
}

/// The rule that ended a game, in words: "goal", "repetition".
pub fn termination_words(w: &Words, t: Termination) -> String {
    w.t(
        match t {
            Termination::Goal => Msg::ReasonGoal,
            Termination::Elimination => Msg::ReasonElimination,
            Termination::Immobilization => Msg::ReasonImmobilization,
            Termination::Repetition => Msg::ReasonRepetition,
            Termination::DoubleElimination => Msg::ReasonDoubleElimination,
        },
        &[],
    )
}
