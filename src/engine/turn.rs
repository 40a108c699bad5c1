//! A turn small enough to keep in the transposition table and the killer
//! slots: up to four steps, each a square and a direction (the piece is the
//! one standing there), replayed through the rules' [`TurnBuilder`].

use crate::arimaa::Board;
use crate::{Direction, Position, Square, Step, TurnBuilder, MAX_STEPS};

/// Up to four steps in four bytes (square × 4 + direction), `len` of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct PackedTurn {
    steps: [u8; MAX_STEPS],
    len: u8,
}

impl PackedTurn {
    pub(crate) const NONE: PackedTurn = PackedTurn {
        steps: [0; MAX_STEPS],
        len: 0,
    };

    /// The steps packed; `None` for an empty turn or more than four steps.
    pub(crate) fn pack(steps: &[Step]) -> Option<PackedTurn> {
        if steps.is_empty() || steps.len() > MAX_STEPS {
            return None;
        }
        let mut p = PackedTurn::NONE;
        for (slot, s) in p.steps.iter_mut().zip(steps) {
            *slot = (s.from.index() as u8) << 2 | s.dir as u8;
        }
        p.len = steps.len() as u8;
        Some(p)
    }

    pub(crate) fn is_none(self) -> bool {
        self.len == 0
    }

    /// Four bytes and a length, as the table stores them.
    pub(crate) fn to_bits(self) -> (u32, u8) {
        (u32::from_le_bytes(self.steps), self.len)
    }

    pub(crate) fn from_bits(steps: u32, len: u8) -> PackedTurn {
        PackedTurn {
            steps: steps.to_le_bytes(),
            len: len.min(MAX_STEPS as u8),
        }
    }

    /// The board this turn leaves when it is a legal, complete turn from
    /// `pos` that changes the board; `None` otherwise (a killer from another
    /// position often is not legal here).
    pub(crate) fn play(self, pos: &Position) -> Option<Board> {
        if self.is_none() {
            return None;
        }
        let mut turn = TurnBuilder::new(*pos);
        for &b in &self.steps[..usize::from(self.len)] {
            let from = Square::new(b >> 2)?;
            let dir = Direction::ALL[usize::from(b & 3)];
            turn.step_from(from, dir).ok()?;
        }
        turn.finish().ok().map(|p| p.board)
    }
}
