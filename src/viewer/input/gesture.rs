//! What a gesture on the board names and what it did, whatever the game:
//! the words every kind of move in progress shares.

use super::refusal::InputError;
use crate::Square;
use std::fmt;

/// A place on the board a gesture names: an Arimaa square, or a point of
/// the Morabaraba board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A square of the Arimaa board.
    Square(Square),
    /// A point of the Morabaraba board.
    Point(crate::morabaraba::Point),
}

impl Spot {
    /// The Arimaa square, or the refusal a Morabaraba point gets on the Arimaa board.
    pub fn square(self) -> Result<Square, InputError> {
        match self {
            Spot::Square(s) => Ok(s),
            Spot::Point(p) => Err(InputError::NoSuchSpot(p.to_string())),
        }
    }
    /// The Morabaraba point, or the refusal a square gets on the Morabaraba board.
    pub fn point(self) -> Result<crate::morabaraba::Point, InputError> {
        match self {
            Spot::Point(p) => Ok(p),
            Spot::Square(s) => Err(InputError::NoSuchSpot(s.to_string())),
        }
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spot::Square(s) => write!(f, "{s}"),
            Spot::Point(p) => write!(f, "{p}"),
        }
    }
}

/// What a gesture did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing (a tap on an empty square with nothing picked up).
    Nothing,
    /// A piece (a cow) was picked up: its targets are shown.
    Picked,
    /// The piece picked up was put back where it stood.
    Dropped,
    /// Part of a move was made and the move goes on: a step of an Arimaa
    /// turn, a mill waiting for the cow it shoots, a piece of a setup moved.
    Stepped,
    /// A whole move was played: the cursor is on its node, `added` when the
    /// node is new (a move that already existed there was gone to instead).
    Played {
        /// The move made a new node of the tree.
        added: bool,
    },
    /// While guessing (guess.rs), a whole move was played and judged.
    Guessed(Verdict),
    /// While solving a puzzle (guess.rs), a move of the puzzle's side was
    /// judged: kept when right, taken back when missed.
    Answered(Answer),
}

/// What the board says of a move played while guessing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The record's next move: the cursor is on it.
    Right,
    /// A move the record has as an alternative; `good` when its glyphs
    /// call it good (`!`, `!!`). The board is back where it was.
    Alternative {
        /// The alternative is marked `!` or `!!`.
        good: bool,
    },
    /// A legal move the record does not have here. The board is back.
    Other,
}

/// What the board says of a puzzle's answer (the engine's judgement).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Right, and the record gives it: the cursor is on the record's move.
    Solved,
    /// Right in a way the record does not give: kept as a new variation,
    /// the cursor on it.
    Alternative,
    /// It does not reach the goal: the board is back where it was.
    Missed,
}

impl Outcome {
    /// A short name for the element (`"picked"`, `"played"`…).
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Nothing => "nothing",
            Outcome::Picked => "picked",
            Outcome::Dropped => "dropped",
            Outcome::Stepped => "stepped",
            Outcome::Played { added: true } => "added",
            Outcome::Played { added: false } => "played",
            Outcome::Guessed(Verdict::Right) => "right",
            Outcome::Guessed(Verdict::Alternative { good: true }) => "good-alternative",
            Outcome::Guessed(Verdict::Alternative { good: false }) => "alternative",
            Outcome::Guessed(Verdict::Other) => "other",
            Outcome::Answered(Answer::Solved) => "solved",
            Outcome::Answered(Answer::Alternative) => "solved-alternative",
            Outcome::Answered(Answer::Missed) => "missed",
        }
    }
}

/// The move in progress as the element shows it beside the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DraftState {
    /// The steps (or parts) made so far, in notation.
    pub steps: Vec<String>,
    /// The move may be ended now.
    pub can_end: bool,
    /// A step may be taken back.
    pub can_undo: bool,
    /// A move is in progress (something to cancel).
    pub active: bool,
    /// The square (point) of the piece picked up.
    pub selected: Option<String>,
    /// What the move waits for, in words (empty when nothing is owed).
    pub message: String,
}
