//! Moves: a drop from the hand or a step (or flight) of a cow on the board,
//! either one possibly shooting an enemy cow.

use super::board::Point;

/// One move. The notation is context-free: a step between points that are not
/// neighbours is a flight, legal only for a side down to three cows.
///
/// For animation: [`Move::from`] (none for a drop) and [`Move::to`] say where the
/// mover's cow comes from and goes; [`Move::capture`] names the enemy cow shot
/// after it arrives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A cow from the hand placed on an empty point (`a1`, `a1xf2`).
    Drop {
        /// The empty point the cow is placed on.
        to: Point,
        /// The enemy cow shot, when the drop forms a mill.
        capture: Option<Point>,
    },
    /// A cow moved along a line, or flown (`d1-d2`, `d1-d2xa1`).
    Step {
        /// The point the cow leaves.
        from: Point,
        /// The empty point it arrives on.
        to: Point,
        /// The enemy cow shot, when the step forms a mill.
        capture: Option<Point>,
    },
}

impl Move {
    /// The point the cow leaves; `None` for a drop.
    pub const fn from(self) -> Option<Point> {
        match self {
            Move::Drop { .. } => None,
            Move::Step { from, .. } => Some(from),
        }
    }
    /// The point the cow arrives on.
    pub const fn to(self) -> Point {
        match self {
            Move::Drop { to, .. } | Move::Step { to, .. } => to,
        }
    }
    /// The enemy cow shot by this move.
    pub const fn capture(self) -> Option<Point> {
        match self {
            Move::Drop { capture, .. } | Move::Step { capture, .. } => capture,
        }
    }
    /// True for a drop from the hand.
    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }
    /// The same move with another capture (or none).
    #[must_use]
    pub const fn with_capture(self, capture: Option<Point>) -> Move {
        match self {
            Move::Drop { to, .. } => Move::Drop { to, capture },
            Move::Step { from, to, .. } => Move::Step { from, to, capture },
        }
    }
    /// True for a step between points that are not neighbours.
    pub const fn is_flight(self) -> bool {
        match self {
            Move::Drop { .. } => false,
            Move::Step { from, to, .. } => !from.is_adjacent(to),
        }
    }
}
