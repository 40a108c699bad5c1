//! A single step: one piece moves one square.

use super::piece::Piece;
use super::square::{Direction, Square};
use std::fmt;

/// One piece moving one square, written `Ed4n`: piece, square, direction.
///
/// The piece may be the mover's own or, in a push or pull, the opponent's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The piece that moves.
    pub piece: Piece,
    /// The square it leaves.
    pub from: Square,
    /// Where it goes.
    pub dir: Direction,
}

impl Step {
    /// The step of `piece` from `from` towards `dir` (checked against no board).
    pub const fn new(piece: Piece, from: Square, dir: Direction) -> Step {
        Step { piece, from, dir }
    }
    /// The destination, `None` if the step leaves the board.
    pub const fn to(self) -> Option<Square> {
        self.from.step(self.dir)
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.piece, self.from, self.dir.char())
    }
}

/// How a step relates to the others of its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// The mover's own piece moving by itself (it may still become a puller).
    Plain,
    /// An enemy piece pushed away; the next step must fill its square.
    PushStart,
    /// The pusher stepping into the square it emptied.
    PushEnd,
    /// An enemy piece pulled into the square the previous step vacated.
    PullEnd,
}
