//! What every edit of the viewer's record shares: after the tree changes,
//! what the viewer derived from it is derived again. The edits themselves
//! live beside this file, one module per kind (moves played on the board,
//! the tree's shape, annotations).

use super::{movelist, Viewer};

impl Viewer {
    /// The tree has changed (a move added, a line moved or deleted, a note
    /// written): the move list's rows are computed again. Call after every
    /// change of `record.tree`.
    #[allow(dead_code)] // until the first edit lands
    pub(crate) fn tree_changed(&mut self) {
        self.rows = movelist::rows(&self.record.tree);
    }
}
