//! Building a turn one step at a time, with typed errors.
//!
//! Push and pull are tracked as a small state carried from one step to the next:
//! an enemy step either completes a pull begun by the previous own step (tried
//! first: it never allows less than the push reading) or starts a push that the
//! next step must complete.

use super::bitboard::NEIGHBORS;
use super::board::{Board, Capture};
use super::piece::{Color, Piece, Role};
use super::position::Position;
use super::square::{Direction, Square};
use super::step::{Step, StepKind};
use std::fmt;

/// The most steps a turn may hold.
pub const MAX_STEPS: usize = 4;

/// Why a step or a turn is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// No piece on the step's square.
    NoPiece {
        /// The square the step starts from.
        square: Square,
    },
    /// The notation names another piece than the one standing there.
    WrongPiece {
        /// The square the step starts from.
        square: Square,
        /// The piece the notation names.
        named: Piece,
        /// The piece standing there.
        found: Piece,
    },
    /// The step would leave the board.
    OffBoard {
        /// The step refused.
        step: Step,
    },
    /// The step's destination holds a piece.
    Occupied {
        /// The step refused.
        step: Step,
        /// The occupied destination.
        square: Square,
    },
    /// A fifth step.
    TooManySteps,
    /// The mover's piece is frozen: a stronger enemy next to it, no friend.
    Frozen {
        /// The step refused.
        step: Step,
    },
    /// A rabbit stepping towards its own side.
    RabbitBackward {
        /// The step refused.
        step: Step,
    },
    /// An enemy piece moved with no stronger unfrozen friendly piece next to it.
    CannotDislodge {
        /// The enemy piece's step.
        step: Step,
    },
    /// A push would start with no step left to finish it.
    PushOnLastStep {
        /// The push's first step.
        step: Step,
    },
    /// A push was started and this step (or the end of the turn) does not finish it.
    PushIncomplete {
        /// The square the pushed piece left, which a stronger piece must fill.
        vacated: Square,
    },
    /// The piece filling a pushed piece's square is not stronger than it.
    PusherTooWeak {
        /// The step filling the square.
        step: Step,
    },
    /// A turn with no step.
    Empty,
    /// A turn whose steps bring back the board it started from.
    NoChange,
    /// A turn that brings about the same position (board and side to move) a
    /// third time: illegal under the current rules.
    ThirdRepetition,
}

/// In English, as the API's, the CLI's and the logs' errors say it; a
/// reader's language is `words` (src/words/errors.rs).
impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&crate::words::Words::english()))
    }
}

impl std::error::Error for TurnError {}

/// What the next step may or must do because of the previous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    None,
    /// The previous own step left `from`; a weaker enemy next to it may be pulled in.
    Pull {
        role: Role,
        from: Square,
    },
    /// An enemy piece of `role` was pushed out of `vacated`.
    Push {
        role: Role,
        vacated: Square,
    },
}

/// One step of a turn as it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakenStep {
    /// The step as played.
    pub step: Step,
    /// Whether it was a plain step or a half of a push or pull.
    pub kind: StepKind,
    /// The piece that fell into a trap because of the step.
    pub capture: Option<Capture>,
}

/// Applies steps to a position one at a time, enforcing every movement rule.
#[derive(Clone, Debug)]
pub struct TurnBuilder {
    start: Position,
    board: Board,
    pending: Pending,
    taken: [Option<TakenStep>; MAX_STEPS],
    len: usize,
    /// Boards before each step, for `undo`.
    before: [(Board, Pending); MAX_STEPS],
}

impl TurnBuilder {
    /// A builder for the side to move's turn from `start`, no step taken.
    pub fn new(start: Position) -> TurnBuilder {
        TurnBuilder {
            start,
            board: start.board,
            pending: Pending::None,
            taken: [None; MAX_STEPS],
            len: 0,
            before: [(start.board, Pending::None); MAX_STEPS],
        }
    }

    /// The position the turn started from.
    pub fn start(&self) -> Position {
        self.start
    }
    /// The board after the steps taken so far.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The side making the turn.
    pub fn side(&self) -> Color {
        self.start.side
    }
    /// The steps taken so far, in order.
    pub fn steps(&self) -> impl Iterator<Item = &TakenStep> {
        self.taken[..self.len].iter().flatten()
    }
    /// How many steps have been taken.
    pub fn len(&self) -> usize {
        self.len
    }
    /// True before the first step.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// How many more steps the turn allows.
    pub fn steps_left(&self) -> usize {
        MAX_STEPS - self.len
    }
    /// True while a push waits for its second half.
    pub fn push_pending(&self) -> bool {
        matches!(self.pending, Pending::Push { .. })
    }

    /// Moves the piece on `from` in `dir`, whatever it is (for clicks and drags).
    pub fn step_from(&mut self, from: Square, dir: Direction) -> Result<TakenStep, TurnError> {
        let piece = self
            .board
            .piece_at(from)
            .ok_or(TurnError::NoPiece { square: from })?;
        self.step(Step::new(piece, from, dir))
    }

    /// Applies `step`, or explains why it is not allowed and changes nothing.
    pub fn step(&mut self, step: Step) -> Result<TakenStep, TurnError> {
        let kind = self.check(step)?;
        let to = step.to().expect("checked");
        self.before[self.len] = (self.board, self.pending);
        self.board.shift_piece(step.piece, step.from, to);
        let capture = self.board.capture_after_step(step.piece.color, step.from);
        self.pending = match kind {
            StepKind::Plain => Pending::Pull {
                role: step.piece.role,
                from: step.from,
            },
            StepKind::PushStart => Pending::Push {
                role: step.piece.role,
                vacated: step.from,
            },
            StepKind::PushEnd | StepKind::PullEnd => Pending::None,
        };
        let taken = TakenStep {
            step,
            kind,
            capture,
        };
        self.taken[self.len] = Some(taken);
        self.len += 1;
        Ok(taken)
    }

    /// What kind of step this would be, or why it is illegal.
    pub fn check(&self, step: Step) -> Result<StepKind, TurnError> {
        let found = self
            .board
            .piece_at(step.from)
            .ok_or(TurnError::NoPiece { square: step.from })?;
        if found != step.piece {
            return Err(TurnError::WrongPiece {
                square: step.from,
                named: step.piece,
                found,
            });
        }
        if self.len == MAX_STEPS {
            return Err(TurnError::TooManySteps);
        }
        let to = step.to().ok_or(TurnError::OffBoard { step })?;
        if self.board.occupied().contains(to) {
            return Err(TurnError::Occupied { step, square: to });
        }
        let side = self.start.side;
        if step.piece.color == side {
            if let Pending::Push { role, vacated } = self.pending {
                if to != vacated {
                    return Err(TurnError::PushIncomplete { vacated });
                }
                if step.piece.role <= role {
                    return Err(TurnError::PusherTooWeak { step });
                }
            }
            if self.board.is_frozen_piece(step.from, step.piece) {
                return Err(TurnError::Frozen { step });
            }
            if matches!(self.pending, Pending::Push { .. }) {
                return Ok(StepKind::PushEnd);
            }
            if step.piece.role == Role::Rabbit && step.dir == backward(side) {
                return Err(TurnError::RabbitBackward { step });
            }
            return Ok(StepKind::Plain);
        }
        match self.pending {
            Pending::Push { vacated, .. } => Err(TurnError::PushIncomplete { vacated }),
            Pending::Pull { role, from } if to == from && step.piece.role < role => {
                Ok(StepKind::PullEnd)
            }
            _ => {
                let pushers =
                    NEIGHBORS[step.from.index()] & self.board.stronger(side, step.piece.role);
                let unfrozen = pushers.into_iter().any(|sq| {
                    let p = self.board.piece_at(sq).expect("occupied");
                    !self.board.is_frozen_piece(sq, p)
                });
                if !unfrozen {
                    Err(TurnError::CannotDislodge { step })
                } else if self.len == MAX_STEPS - 1 {
                    Err(TurnError::PushOnLastStep { step })
                } else {
                    Ok(StepKind::PushStart)
                }
            }
        }
    }

    /// Takes back the last step.
    pub fn undo(&mut self) -> Option<TakenStep> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let (board, pending) = self.before[self.len];
        self.board = board;
        self.pending = pending;
        self.taken[self.len].take()
    }

    /// Checks that the steps so far form a complete turn (repetition is the game's
    /// business: it needs the history) and returns the position after it.
    pub fn finish(&self) -> Result<Position, TurnError> {
        if let Pending::Push { vacated, .. } = self.pending {
            return Err(TurnError::PushIncomplete { vacated });
        }
        if self.len == 0 {
            return Err(TurnError::Empty);
        }
        if self.board == self.start.board {
            return Err(TurnError::NoChange);
        }
        Ok(Position::new(self.board, !self.start.side))
    }
}

/// The direction a rabbit of `color` may not step in.
pub const fn backward(color: Color) -> Direction {
    match color {
        Color::Gold => Direction::South,
        Color::Silver => Direction::North,
    }
}
