//! What every edit of the viewer's record shares: after the tree changes,
//! what the viewer derived from it is derived again. The edits themselves
//! live beside this file, one module per kind (moves played on the board,
//! the tree's shape, annotations).

use super::board_input::Outcome;
use super::{movelist, Cursor, Viewer};
use crate::record::{Move, Node, NodeId, NodePosition};

impl Viewer {
    /// The tree has changed (a move added, a line moved or deleted, a note
    /// written): the move list's rows are computed again. Call after every
    /// change of `record.tree`.
    pub(crate) fn tree_changed(&mut self) {
        self.rows = movelist::rows(&self.record.tree);
        self.draft = None;
    }

    /// Keeps a move finished on the board at node `at`: the tree grows but
    /// never repeats itself, so a child that is the same move (`same`, asked
    /// of each readable child) is gone to; otherwise `mv()` becomes a new
    /// child reaching `after` (a variation, or the line's next move). The
    /// cursor goes to it and the move in progress is dropped.
    pub(super) fn keep_move(
        &mut self,
        at: NodeId,
        after: NodePosition,
        same: impl Fn(&Node) -> bool,
        mv: impl FnOnce() -> Move,
    ) -> Outcome {
        let tree = &self.record.tree;
        let existing = tree.node(at).children.iter().copied().find(|&c| {
            let n = tree.node(c);
            n.error.is_none() && same(n)
        });
        #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
        let (mv, answer) = match self.judge_move(at, existing, mv()) {
            super::guess::Judged::Done(outcome) => return outcome,
            super::guess::Judged::Keep(mv, answer) => (mv, answer),
        };
        #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
        let mv = move || mv;
        let (node, added) = match existing {
            Some(c) => (c, false),
            None => {
                let id = self.record.tree.add_child(at, mv(), after);
                self.tree_changed();
                (id, true)
            }
        };
        self.draft = None;
        self.cursor = Cursor::whole(&self.record.tree, node);
        #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
        if let Some(answer) = answer {
            return Outcome::Answered(answer);
        }
        Outcome::Played { added }
    }
}
