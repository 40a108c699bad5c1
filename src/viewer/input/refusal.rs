//! Why a gesture on the board (or a move typed) did nothing, in words a
//! person reads: the refusals of each kind of move in progress, and the
//! one error the element gets whatever the game.

use crate::arimaa::SetupError;
use crate::morabaraba::{MoveError, Point, Side};
use crate::notation::arimaa_com::NotationError;
use crate::record::CaptureError;
use crate::words::{Msg, Words};
use crate::{Color, Piece, Square, TurnError};
use std::fmt;

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
    Morabaraba(MorabarabaRefusal),
    /// A setup's refusal.
    Setup(SetupRefusal),
}

impl InputError {
    /// Why, in `w`'s words (the viewer's language).
    pub fn words(&self, w: &Words) -> String {
        match self {
            InputError::NoSuchSpot(s) => w.t(Msg::RefusedNoSquare, &[s]),
            InputError::InsideMove => w.t(Msg::RefusedInsideMove, &[]),
            InputError::BrokenMove => w.t(Msg::RefusedBrokenMove, &[]),
            InputError::GameOver(how) => w.t(Msg::GameOver, &[how]),
            InputError::NoMove => w.t(Msg::RefusedNoMove, &[]),
            InputError::Arimaa(r) => r.words(w),
            InputError::Morabaraba(r) => r.words(w),
            InputError::Setup(r) => r.words(w),
        }
    }
}

/// In English, as the API's and the tests' errors say it.
impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl std::error::Error for InputError {}

impl From<Refusal> for InputError {
    fn from(r: Refusal) -> Self {
        InputError::Arimaa(r)
    }
}

/// Why a step, a pick or the end of a turn was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse the step or the end of the turn.
    Turn(TurnError),
    /// A piece of the side to move that may not move: it is frozen.
    Frozen(Piece),
    /// The piece picked up has nowhere to go.
    Blocked(Piece),
    /// A drop more than one square away.
    NotAdjacent {
        /// Where the piece stands.
        from: Square,
        /// Where it was dropped.
        to: Square,
    },
    /// An enemy piece next to the one picked up can only be pulled, which
    /// starts with the puller's own step.
    PullFirst {
        /// The piece picked up.
        puller: Piece,
        /// The enemy piece it would pull.
        pulled: Piece,
    },
    /// Steps typed as text that are not notation.
    Unreadable(NotationError),
    /// A capture token that says something else than what happened.
    Capture(CaptureError),
    /// A setup placement typed among the steps.
    Placement,
}

impl Refusal {
    /// Why, in `w`'s words.
    pub fn words(&self, w: &Words) -> String {
        use TurnError as T;
        let piece = |p: Piece| w.piece(p);
        let square = |s: Square| s.to_string();
        match self {
            Refusal::Frozen(p) => w.t(Msg::RefusedFrozen, &[&piece(*p)]),
            Refusal::Blocked(p) => w.t(Msg::RefusedBlocked, &[&piece(*p)]),
            Refusal::NotAdjacent { from, to } => {
                w.t(Msg::RefusedNotAdjacent, &[&square(*to), &square(*from)])
            }
            Refusal::PullFirst { puller, pulled } => {
                w.t(Msg::RefusedPullFirst, &[&piece(*pulled), &piece(*puller)])
            }
            Refusal::Unreadable(e) => {
                w.t(Msg::RefusedUnreadable, &[&e.found, &e.expected.to_string()])
            }
            Refusal::Capture(e) => w.capture_error(e),
            Refusal::Placement => w.t(Msg::RefusedPlacement, &[]),
            Refusal::Turn(e) => match e {
                T::NoPiece { square: s } => w.t(Msg::RefusedNoPiece, &[&square(*s)]),
                T::WrongPiece {
                    square: s,
                    named,
                    found,
                } => w.t(
                    Msg::RefusedWrongPiece,
                    &[&square(*s), &piece(*found), &piece(*named)],
                ),
                T::OffBoard { step } => w.t(Msg::RefusedOffBoard, &[&piece(step.piece)]),
                T::Occupied { square: s, .. } => w.t(Msg::RefusedOccupied, &[&square(*s)]),
                T::TooManySteps => w.t(Msg::RefusedTooManySteps, &[]),
                T::Frozen { step } => Refusal::Frozen(step.piece).words(w),
                T::RabbitBackward { step } => w.t(Msg::RefusedRabbitBack, &[&piece(step.piece)]),
                T::CannotDislodge { step } => w.t(Msg::RefusedDislodge, &[&piece(step.piece)]),
                T::PushOnLastStep { .. } => w.t(Msg::RefusedPushLastStep, &[]),
                T::PushIncomplete { vacated } => {
                    w.t(Msg::RefusedPushIncomplete, &[&square(*vacated)])
                }
                T::PusherTooWeak { step } => w.t(
                    Msg::RefusedPusherWeak,
                    &[&piece(step.piece), &step.to().map_or(String::new(), square)],
                ),
                T::Empty => w.t(Msg::RefusedEmpty, &[]),
                T::NoChange => w.t(Msg::RefusedNoChange, &[]),
                T::ThirdRepetition => w.t(Msg::RefusedRepetition, &[]),
            },
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl From<TurnError> for Refusal {
    fn from(e: TurnError) -> Self {
        match e {
            TurnError::Frozen { step } => Refusal::Frozen(step.piece),
            e => Refusal::Turn(e),
        }
    }
}

/// Why a Morabaraba gesture did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MorabarabaRefusal {
    /// The rules refuse the move (a taken point, no line, cows still in hand…).
    Rule(MoveError),
    /// The cow tapped is the opponent's, and no mill asks for a shot.
    NotYours {
        /// The cow's point.
        point: Point,
        /// Whose turn it is.
        mover: Side,
    },
    /// A cow tapped (or dragged) while the mover still has cows in hand: the
    /// move is a drop, on an empty point.
    DropFirst {
        /// The cow's point.
        point: Point,
        /// Whose cow it is.
        owner: Side,
        /// Whose turn it is.
        mover: Side,
    },
    /// The cow picked up cannot go anywhere.
    Stuck {
        /// The cow's point.
        point: Point,
    },
    /// A mill was formed: the cow to shoot must be tapped first.
    ShotOwed {
        /// The side whose cow is to be shot.
        victim: Side,
    },
    /// A typed move that is not written as a move (the words typed).
    // Without the parser's column and expectation: their words would cost
    // the editor's wasm several KB for a message a reader rarely needs.
    Notation(String),
}

impl MorabarabaRefusal {
    /// Why, in `w`'s words.
    pub fn words(&self, w: &Words) -> String {
        match self {
            MorabarabaRefusal::Rule(e) => w.morabaraba_error(e),
            MorabarabaRefusal::NotYours { point, mover } => w.t(
                Msg::RefusedNotYours,
                &[&point.to_string(), &w.morabaraba_side(*mover)],
            ),
            MorabarabaRefusal::DropFirst { point, mover, .. } => w.t(
                Msg::RefusedDropFirst,
                &[&point.to_string(), &w.morabaraba_side(*mover)],
            ),
            MorabarabaRefusal::Stuck { point } => w.t(Msg::RefusedStuck, &[&point.to_string()]),
            MorabarabaRefusal::ShotOwed { victim } => w.t(
                match victim {
                    Side::White => Msg::RefusedShotWhite,
                    Side::Black => Msg::RefusedShotBlack,
                },
                &[],
            ),
            MorabarabaRefusal::Notation(text) => w.t(Msg::RefusedNotAMove, &[text]),
        }
    }
}

impl fmt::Display for MorabarabaRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl From<MorabarabaRefusal> for InputError {
    fn from(r: MorabarabaRefusal) -> Self {
        InputError::Morabaraba(r)
    }
}

/// Why a setup gesture did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupRefusal {
    /// A square outside the side's two home rows.
    OutsideHomeRows {
        /// The side setting up.
        side: Color,
        /// The square named.
        square: Square,
    },
    /// A move from a square without a piece of the side setting up.
    NoPiece {
        /// The square named.
        square: Square,
    },
    /// A typed setup that is not a list of placements such as `Ra1`.
    Unreadable(NotationError),
    /// A typed setup with a step (or a capture) in it.
    NotPlacement,
    /// A typed setup that names a square twice.
    Twice {
        /// The square named again.
        square: Square,
    },
    /// A typed setup that is not the side's whole army on its home rows.
    Army(SetupError),
}

impl SetupRefusal {
    /// Why, in `w`'s words.
    pub fn words(&self, w: &Words) -> String {
        match self {
            SetupRefusal::OutsideHomeRows { side, square } => w.t(
                match side {
                    Color::Gold => Msg::RefusedHomeRowsGold,
                    Color::Silver => Msg::RefusedHomeRowsSilver,
                },
                &[&square.to_string()],
            ),
            SetupRefusal::NoPiece { square } => {
                w.t(Msg::RefusedSetupNoPiece, &[&square.to_string()])
            }
            SetupRefusal::Unreadable(e) => w.t(Msg::RefusedSetupUnreadable, &[&e.found]),
            SetupRefusal::NotPlacement => w.t(Msg::RefusedSetupSteps, &[]),
            SetupRefusal::Twice { square } => w.t(Msg::RefusedTwice, &[&square.to_string()]),
            SetupRefusal::Army(e) => w.setup_error(e),
        }
    }
}

impl fmt::Display for SetupRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl From<SetupRefusal> for InputError {
    fn from(r: SetupRefusal) -> Self {
        InputError::Setup(r)
    }
}
