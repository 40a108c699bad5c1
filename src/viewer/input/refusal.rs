//! Why a gesture on the board (or a move typed) did nothing, in words a
//! person reads: the refusals of each kind of move in progress, and the
//! one error the element gets whatever the game.

use crate::arimaa::SetupError;
use crate::morabaraba::{MoveError, Point, Side};
use crate::notation::arimaa_com::NotationError;
use crate::record::CaptureError;
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
            InputError::Morabaraba(r) => r.fmt(f),
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

fn role(p: Piece) -> &'static str {
    p.role.name()
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TurnError as T;
        match self {
            Refusal::Frozen(p) => write!(
                f,
                "the {} is frozen: a stronger enemy piece is next to it and no friendly one",
                role(*p)
            ),
            Refusal::Blocked(p) => write!(f, "the {} has no square to step to", role(*p)),
            Refusal::NotAdjacent { from, to } => write!(
                f,
                "a piece moves one square at a time: {to} is not next to {from}"
            ),
            Refusal::PullFirst { puller, pulled } => write!(
                f,
                "to pull the {}, first step the {} away, then move the {} into the square it left",
                role(*pulled),
                role(*puller),
                role(*pulled)
            ),
            Refusal::Unreadable(e) => write!(
                f,
                "cannot read \"{}\": expected {}",
                e.found, e.expected
            ),
            Refusal::Capture(e) => e.fmt(f),
            Refusal::Placement => write!(f, "pieces are placed only in the setup"),
            Refusal::Turn(e) => match e {
                T::NoPiece { square } => write!(f, "there is no piece on {square}"),
                T::WrongPiece {
                    square,
                    named,
                    found,
                } => write!(
                    f,
                    "{square} holds the {}, not the {}",
                    found.words(),
                    named.words()
                ),
                T::OffBoard { step } => {
                    write!(f, "the {} cannot leave the board", role(step.piece))
                }
                T::Occupied { square, .. } => {
                    write!(f, "{square} is taken: a piece steps only onto an empty square")
                }
                T::TooManySteps => {
                    write!(f, "a move has at most four steps: end it or undo a step")
                }
                T::Frozen { step } => Refusal::Frozen(step.piece).fmt(f),
                T::RabbitBackward { .. } => write!(f, "the rabbit cannot step back"),
                T::CannotDislodge { step } => write!(
                    f,
                    "no stronger unfrozen {} piece next to the {} can push or pull it",
                    color_word(!step.piece.color),
                    role(step.piece)
                ),
                T::PushOnLastStep { .. } => {
                    write!(f, "a push takes two steps and only one is left")
                }
                T::PushIncomplete { vacated } => write!(
                    f,
                    "a push must be completed: a stronger piece must step into {vacated}"
                ),
                T::PusherTooWeak { step } => write!(
                    f,
                    "the {} is not stronger than the piece pushed: a stronger piece must step into {}",
                    role(step.piece),
                    step.to().map_or(String::new(), |s| s.to_string())
                ),
                T::Empty => write!(f, "a move needs at least one step"),
                T::NoChange => write!(f, "the move must change the position"),
                T::ThirdRepetition => write!(
                    f,
                    "the position would occur for the third time, which the rules forbid"
                ),
            },
        }
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

impl fmt::Display for MorabarabaRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MorabarabaRefusal::Rule(e) => e.fmt(f),
            MorabarabaRefusal::NotYours { point, mover } => {
                write!(
                    f,
                    "the cow on {point} is not {}'s: it is {} to move",
                    side_word(*mover),
                    side_word(*mover)
                )
            }
            MorabarabaRefusal::DropFirst {
                point,
                owner,
                mover,
            } => {
                let whose = if owner == mover { "already holds" } else { "holds" };
                write!(
                    f,
                    "{point} {whose} a {} cow, and {} has cows in hand: drop a cow on an empty point",
                    side_word(*owner),
                    side_word(*mover)
                )
            }
            MorabarabaRefusal::Stuck { point } => {
                write!(f, "the cow on {point} has no empty point to go to")
            }
            MorabarabaRefusal::ShotOwed { victim } => {
                write!(
                    f,
                    "a mill is formed: tap the {} cow to shoot (a ring marks each one allowed)",
                    side_word(*victim)
                )
            }
            MorabarabaRefusal::Notation(text) => write!(
                f,
                "\"{text}\" is not a move: write a1 for a drop, d1-d2 for a step, with xf2 for a shot"
            ),
        }
    }
}

/// A Morabaraba side, as a sentence names it.
pub(super) fn side_word(s: Side) -> &'static str {
    match s {
        Side::White => "White",
        Side::Black => "Black",
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

impl fmt::Display for SetupRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupRefusal::OutsideHomeRows { side, square } => {
                let (word, rows) = match side {
                    Color::Gold => ("Gold", "1 and 2"),
                    Color::Silver => ("Silver", "7 and 8"),
                };
                write!(
                    f,
                    "{square} is outside {word}'s home rows: a setup stays on rows {rows}"
                )
            }
            SetupRefusal::NoPiece { square } => write!(f, "no piece of the setup on {square}"),
            SetupRefusal::Unreadable(e) => write!(
                f,
                "cannot read \"{}\": a setup is written as placements such as Ra1 Rb1 … Hh2",
                e.found
            ),
            SetupRefusal::NotPlacement => {
                write!(
                    f,
                    "a setup only places pieces (Ra1 Rb1 … Hh2): no steps yet"
                )
            }
            SetupRefusal::Twice { square } => write!(f, "{square} is named twice"),
            SetupRefusal::Army(e) => e.fmt(f),
        }
    }
}

impl From<SetupRefusal> for InputError {
    fn from(r: SetupRefusal) -> Self {
        InputError::Setup(r)
    }
}

/// An Arimaa side, as a sentence names it inside.
pub(super) fn color_word(c: Color) -> &'static str {
    match c {
        Color::Gold => "gold",
        Color::Silver => "silver",
    }
}
