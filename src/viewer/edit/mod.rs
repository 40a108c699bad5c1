//! What every edit of the viewer's record shares: after the tree changes,
//! what the viewer derived from it is derived again. The edits themselves
//! live beside this file, one module per kind (the tree's shape,
//! annotations, the record written back); moves played on the board are
//! kept here (src/viewer/input).

mod annotate;
mod export;
mod reshape;

pub use annotate::{CommentOn, HeaderField, NoteError, Notes, MAX_LABEL_CHARS, PANEL_GLYPHS};
pub use export::{ExportError, RecordFormat};
pub use reshape::NodeAtError;

use crate::record::{Move, Node, NodeId, NodePosition};
use crate::viewer::input::Outcome;
use crate::viewer::words::movelist;
use crate::viewer::{Cursor, Viewer};

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
    pub(in crate::viewer) fn keep_move(
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
        #[cfg(teaching)]
        let (mv, answer) = match self.judge_move(at, existing, mv()) {
            crate::viewer::teach::guess::Judged::Done(outcome) => return outcome,
            crate::viewer::teach::guess::Judged::Keep(mv, answer) => (mv, answer),
        };
        #[cfg(teaching)]
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
        #[cfg(teaching)]
        if let Some(answer) = answer {
            return Outcome::Answered(answer);
        }
        Outcome::Played { added }
    }
}
