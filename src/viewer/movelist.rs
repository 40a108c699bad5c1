//! The move list as flat entries in reading order; the element indents them
//! by `depth` and folds variations by `variation_start`.

use super::describe::move_text;
use crate::record::{format_path, Tree};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveListEntry {
    pub path: String,
    pub label: String,
    pub text: String,
    /// Variation nesting (0 = main line).
    pub depth: usize,
    /// The first move of a variation (a `[` opens before it).
    pub variation_start: bool,
    /// The comment on the move.
    pub comment: Option<String>,
    pub has_error: bool,
}

pub fn move_list(tree: &Tree) -> Vec<MoveListEntry> {
    let mut depth_of = vec![0usize; tree.len()];
    let mut out = Vec::with_capacity(tree.len());
    for id in tree.preorder().into_iter().skip(1) {
        let node = tree.node(id);
        let parent = node.parent.expect("non-root");
        let first = tree.node(parent).children.first() == Some(&id);
        let depth = depth_of[parent.index()] + usize::from(!first);
        depth_of[id.index()] = depth;
        let mv = node.mv.as_ref().expect("non-root");
        out.push(MoveListEntry {
            path: format_path(tree, id),
            label: mv.label.to_string(),
            text: move_text(mv),
            depth,
            variation_start: !first,
            comment: mv.comment.clone(),
            has_error: node.error.is_some(),
        });
    }
    out
}
