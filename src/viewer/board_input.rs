//! Gestures on the board, for every kind of move: a tap (pick a piece up,
//! or act with the piece picked) and a drag (from one square to another).
//! One entry for the element whatever the game: an Arimaa turn step by step
//! ([`super::draft`]), a Morabaraba move ([`super::cows_input`]), the
//! pieces of a setup arranged in the home rows ([`super::setup_input`]).
//!
//! The viewer holds at most one move in progress, a [`Draft`], begun at the
//! cursor's node; it is dropped whenever the cursor moves or the tree
//! changes by another edit. A gesture either says what it did ([`Outcome`])
//! or why it did nothing ([`InputError`], shown to people as words).

use super::cows_input::{CowsDraft, CowsRefusal};
use super::draft::{ArimaaDraft, Refusal};
use super::setup_input::{SetupDraft, SetupRefusal};
use super::Viewer;
use crate::render::{Layout, Scene};
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

/// Why a gesture (or a typed move) did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// The text names no square (or point) of this board.
    NoSuchSpot(String),
    /// The cursor is inside a move: moves are played from a position between moves.
    InsideMove,
    /// The move into the cursor's node could not be read or played.
    BrokenMove,
    /// The game is over at the cursor; the words say how it ended.
    GameOver(String),
    /// Undo, end or a completion asked for with no move in progress.
    NoMove,
    /// An Arimaa turn's refusal.
    Arimaa(Refusal),
    /// A Morabaraba move's refusal.
    Cows(CowsRefusal),
    /// A setup's refusal.
    Setup(SetupRefusal),
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NoSuchSpot(s) => write!(f, "there is no square \"{s}\" on this board"),
            InputError::InsideMove => {
                write!(
                    f,
                    "show the whole move first: moves start between two moves"
                )
            }
            InputError::BrokenMove => {
                write!(
                    f,
                    "the move shown could not be played: no move can follow it"
                )
            }
            InputError::GameOver(how) => write!(f, "the game is over: {how}"),
            InputError::NoMove => write!(f, "no move is in progress"),
            InputError::Arimaa(r) => r.fmt(f),
            InputError::Cows(r) => r.fmt(f),
            InputError::Setup(r) => r.fmt(f),
        }
    }
}

impl std::error::Error for InputError {}

impl From<Refusal> for InputError {
    fn from(r: Refusal) -> Self {
        InputError::Arimaa(r)
    }
}

/// The move in progress, of whichever kind the cursor's position asks for.
#[derive(Clone, Debug)]
pub(crate) enum Draft {
    /// An Arimaa turn, step by step.
    Arimaa(Box<ArimaaDraft>),
    /// A Morabaraba move.
    Cows(CowsDraft),
    /// One side's setup.
    Setup(SetupDraft),
}

/// Which kind of move the cursor's position takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveInput {
    /// An Arimaa turn of one to four steps.
    Arimaa,
    /// A Morabaraba move: a drop, a step or a flight, and a shot after a mill.
    Cows,
    /// An Arimaa setup: the pieces arranged in the home rows.
    Setup,
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

impl Viewer {
    /// Which kind of move a gesture at the cursor makes.
    pub fn move_input(&self) -> MoveInput {
        if self.is_morabaraba() {
            return MoveInput::Cows;
        }
        // Both armies on the board: the setups are over (a record that
        // starts from a diagram has none to make).
        let board = self.record.tree.node(self.cursor.node).position.board();
        let placed = |c| board.color(c).nonempty();
        if placed(crate::Color::Gold) && placed(crate::Color::Silver) {
            MoveInput::Arimaa
        } else {
            MoveInput::Setup
        }
    }

    /// Reads a square (Morabaraba: a point) named by the element.
    pub fn spot(&self, text: &str) -> Result<Spot, InputError> {
        let text = text.trim();
        let spot = if self.is_morabaraba() {
            crate::morabaraba::Point::parse(text).map(Spot::Point)
        } else {
            Square::parse(text).map(Spot::Square)
        };
        spot.ok_or_else(|| InputError::NoSuchSpot(text.to_owned()))
    }

    /// A tap (or click) on `at`: picks a piece up, or acts with the piece
    /// picked up (a step, a drop, a shot). A refusal changes nothing.
    pub fn tap(&mut self, at: &str) -> Result<Outcome, InputError> {
        let at = self.spot(at)?;
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_tap(at),
            MoveInput::Cows => self.cows_tap(at),
            MoveInput::Setup => self.setup_tap(at),
        }
    }

    /// A drag from `from` to `to` (a press, a move, a release): the piece on
    /// `from` goes to `to` if it may. A refusal changes nothing.
    pub fn drag(&mut self, from: &str, to: &str) -> Result<Outcome, InputError> {
        let (from, to) = (self.spot(from)?, self.spot(to)?);
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_drag(from, to),
            MoveInput::Cows => self.cows_drag(from, to),
            MoveInput::Setup => self.setup_drag(from, to),
        }
    }

    /// Ends the move in progress and keeps it in the tree (a new node, or
    /// the existing one it equals).
    pub fn end_move(&mut self) -> Result<Outcome, InputError> {
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_end(),
            MoveInput::Cows => self.cows_end(),
            MoveInput::Setup => self.setup_end(),
        }
    }

    /// Takes back the last step of the move in progress.
    pub fn undo_step(&mut self) -> Result<Outcome, InputError> {
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_undo(),
            MoveInput::Cows => self.cows_undo(),
            MoveInput::Setup => self.setup_undo(),
        }
    }

    /// Drops the move in progress; `false` when there was none.
    pub fn cancel_move(&mut self) -> bool {
        self.draft.take().is_some()
    }

    /// The move in progress, for the element's move bar.
    pub fn draft_state(&self) -> DraftState {
        match &self.draft {
            Some(Draft::Arimaa(d)) => d.state(),
            Some(Draft::Cows(d)) => self.cows_state(d),
            Some(Draft::Setup(d)) => self.setup_state(d),
            None => DraftState::default(),
        }
    }

    /// The move in progress in words, while a piece is picked up or steps
    /// are made: what the board shows instead of the cursor's node.
    #[cfg_attr(not(any(feature = "edit", test)), allow(dead_code))]
    pub(super) fn draft_words(&self) -> Option<super::describe::DraftWords> {
        match &self.draft {
            Some(Draft::Arimaa(d)) => d.words(),
            Some(Draft::Cows(d)) => self.cows_words(d),
            _ => None,
        }
    }

    /// Whether the board shows what analysis shows (frozen pieces marked).
    pub fn set_analysing(&mut self, on: bool) {
        self.analysing = on;
    }

    /// The scene of the move in progress, `None` when there is none (the
    /// cursor's scene is drawn then).
    #[cfg_attr(not(any(feature = "edit", test)), allow(dead_code))]
    pub(super) fn draft_scene(&self, layout: &Layout, progress: f32) -> Option<Scene> {
        match &self.draft {
            Some(Draft::Arimaa(d)) => Some(d.scene(layout, progress, self.analysing)),
            Some(Draft::Cows(d)) => self.cows_scene_of(d, layout, progress),
            Some(Draft::Setup(d)) => self.setup_scene_of(d, layout, progress),
            None => None,
        }
    }
}
