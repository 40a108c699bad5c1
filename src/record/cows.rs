//! Morabaraba positions of a record's nodes.
//!
//! A Morabaraba node keeps only the side to move in its (Arimaa) `position`
//! field; the cows are replayed from the moves on the way to it. Lines are a
//! few hundred moves at most and a step of the engine is a handful of bit
//! operations, so replaying on demand is cheaper than a second position type
//! threaded through the tree, the notations and the viewer.

use super::tree::{MoveKind, NodeId, Tree};
use crate::morabaraba::{Position, Side};
use crate::{Board, Color};

/// The Morabaraba position after the move into `id` (the start for the root).
/// Moves that were not played (nodes with errors) change nothing.
pub fn cows_at(tree: &Tree, id: NodeId) -> Position {
    let mut pos = Position::new();
    for n in tree.path_to(id) {
        if let Some(MoveKind::Cow(mv, _)) = tree.node(n).mv.as_ref().map(|m| &m.kind) {
            if let Ok(next) = pos.play(*mv) {
                pos = next;
            }
        }
    }
    pos
}

/// White moves first, as Gold does: the colour that stands for a side in the
/// shared tree (turn labels `1g` = White, `1s` = Black; orientation).
pub const fn side_color(side: Side) -> Color {
    match side {
        Side::White => Color::Gold,
        Side::Black => Color::Silver,
    }
}

/// What a Morabaraba node stores as its position: no pieces, the side to move.
pub fn placeholder(pos: &Position) -> crate::Position {
    crate::Position::new(Board::empty(), side_color(pos.side_to_move()))
}
