//! Morabaraba positions of a record's nodes.

use super::tree::{NodeId, Tree};
use crate::morabaraba::{Position, Side};
use crate::Color;

/// The Morabaraba position at `id` (the start for a node of any other game).
pub fn morabaraba_at(tree: &Tree, id: NodeId) -> Position {
    tree.node(id).position.cows().copied().unwrap_or_default()
}

/// White moves first, as Gold does: the colour that stands for a side in the
/// shared tree (turn labels `1g` = White, `1s` = Black; orientation).
pub const fn side_color(side: Side) -> Color {
    match side {
        Side::White => Color::Gold,
        Side::Black => Color::Silver,
    }
}
