//! Where the viewer stands: a node, and how many steps of its move are shown.

use crate::record::{MoveKind, NodeId, Tree};
use crate::{Board, TakenStep, TurnBuilder};

/// `shown` counts the steps of `node`'s move on the board; a move is shown
/// whole when `shown` equals its step count (setups and resignations count
/// as one step). The state "no step of this move" is the parent, shown whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// The node whose move is being shown.
    pub node: NodeId,
    /// How many of its move's steps are on the board.
    pub shown: usize,
}

/// Steps in a node's move, as the cursor counts them.
pub fn step_count(tree: &Tree, id: NodeId) -> usize {
    match tree.node(id).mv.as_ref().map(|m| &m.kind) {
        None => 0,
        Some(MoveKind::Steps(s)) if !s.is_empty() => s.len(),
        Some(_) => 1,
    }
}

impl Cursor {
    /// `node` with its whole move shown.
    pub fn whole(tree: &Tree, node: NodeId) -> Cursor {
        Cursor {
            node,
            shown: step_count(tree, node),
        }
    }
    /// True when every step of the node's move is shown.
    pub fn is_whole(&self, tree: &Tree) -> bool {
        self.shown >= step_count(tree, self.node)
    }

    /// One step forward along the main continuation.
    pub fn next_step(self, tree: &Tree) -> Option<Cursor> {
        if !self.is_whole(tree) {
            return Some(Cursor {
                node: self.node,
                shown: self.shown + 1,
            });
        }
        let child = tree.main_child(self.node)?;
        Some(Cursor {
            node: child,
            shown: 1.min(step_count(tree, child)),
        })
    }

    /// One step back: the previous step of this move, or the parent shown whole.
    pub fn prev_step(self, tree: &Tree) -> Option<Cursor> {
        if self.shown > 1 {
            return Some(Cursor {
                node: self.node,
                shown: self.shown - 1,
            });
        }
        let parent = tree.node(self.node).parent?;
        Some(Cursor::whole(tree, parent))
    }

    /// Forward to the end of this move, or when it is already whole, to the
    /// end of the main continuation's move.
    pub fn next_move(self, tree: &Tree) -> Option<Cursor> {
        if !self.is_whole(tree) {
            return Some(Cursor::whole(tree, self.node));
        }
        tree.main_child(self.node).map(|c| Cursor::whole(tree, c))
    }

    /// Back to the parent, shown whole.
    pub fn prev_move(self, tree: &Tree) -> Option<Cursor> {
        let parent = tree.node(self.node).parent?;
        Some(Cursor::whole(tree, parent))
    }
}

/// The board with the first `shown` steps of the node's move, and those steps.
pub fn partial(tree: &Tree, c: Cursor) -> (Board, Vec<TakenStep>) {
    let node = tree.node(c.node);
    let Some(parent) = node.parent else {
        return (node.position.board(), Vec::new());
    };
    // A Morabaraba move is one step with no pieces to build a turn from.
    let Some(&before) = tree.node(parent).position.arimaa() else {
        return (node.position.board(), Vec::new());
    };
    match node.mv.as_ref().map(|m| &m.kind) {
        Some(MoveKind::Steps(steps)) if !steps.is_empty() => {
            let mut turn = TurnBuilder::new(before);
            let mut taken = Vec::new();
            for s in steps.iter().take(c.shown) {
                match turn.step(s.step) {
                    Ok(t) => taken.push(t),
                    Err(_) => break,
                }
            }
            (*turn.board(), taken)
        }
        _ if c.shown == 0 => (before.board, Vec::new()),
        _ => (node.position.board(), Vec::new()),
    }
}
