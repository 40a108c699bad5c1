//! The move list as flat entries in reading order; the element indents them
//! by `depth` and folds variations by `variation_start`.

use super::move_text;
use crate::record::{Glyph, NodeId, Path, Tree};
use crate::words::Words;

/// One row of the move list: a move of the tree, in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveListEntry {
    /// The node the row shows.
    pub node: NodeId,
    /// Its path (`5g.2.6s`).
    pub path: Path,
    /// The move's turn label (`12s`).
    pub label: String,
    /// The move in notation (`Ed4n rc4e Hb4e`).
    pub text: String,
    /// The move's glyphs (`!?`, `$14`), shown beside it.
    pub glyphs: Vec<Glyph>,
    /// Variation nesting (0 = main line).
    pub depth: usize,
    /// The first move of a variation (a `[` opens before it).
    pub variation_start: bool,
    /// The comment on the move.
    pub comment: Option<String>,
    /// The move could not be read or played in full.
    pub has_error: bool,
    /// The token at fault, when the move could not be read in full and
    /// `text` (what was read) does not already end with it: the row shows
    /// it after the text, so a broken move's row is never empty.
    pub error_token: Option<String>,
    /// Why the move could not be read or played (the reason alone).
    pub error: Option<String>,
}

/// Linear in the size of the tree: each entry's path is its parent's path
/// continued by one move ([`Path::child`]), not a fresh walk from the root
/// (which made a wide or long tree quadratic: minutes for a 4 MiB record of
/// alternatives).
/// A broken move's reason is in `w`'s words.
pub fn move_list(tree: &Tree, w: &Words) -> Vec<MoveListEntry> {
    let mut depth_of = vec![0usize; tree.len()];
    // Filled in reading order: a node's path is known before its children's.
    let mut path_of: Vec<Option<Path>> = vec![None; tree.len()];
    path_of[NodeId::ROOT.index()] = Some(Path::start());
    let mut out = Vec::with_capacity(tree.len());
    for parent in tree.walk() {
        let children = &tree.node(parent).children;
        let here = path_of[parent.index()].take().unwrap_or_default();
        for (k, &id) in children.iter().enumerate() {
            let node = tree.node(id);
            let depth = depth_of[parent.index()] + usize::from(k > 0);
            depth_of[id.index()] = depth;
            if let Some(mv) = node.mv.as_ref() {
                path_of[id.index()] = Some(here.child(mv.label, k as u32));
            }
        }
        let node = tree.node(parent);
        let Some(mv) = node.mv.as_ref() else { continue };
        let first = node
            .parent
            .is_some_and(|p| tree.node(p).children.first() == Some(&parent));
        let text = move_text(mv);
        let error_token = node
            .error
            .as_ref()
            .map(|e| e.token.as_str())
            .filter(|t| !t.is_empty() && !text.ends_with(*t))
            .map(str::to_owned);
        out.push(MoveListEntry {
            node: parent,
            path: here,
            label: mv.label.to_string(),
            text,
            glyphs: mv.glyphs(),
            depth: depth_of[parent.index()],
            variation_start: !first,
            comment: mv.comment.clone(),
            has_error: node.error.is_some(),
            error_token,
            error: node.error.as_ref().map(|e| e.words(w)),
        });
    }
    out
}

/// Each node's row in [`move_list`] (indexed by [`NodeId::index`]); the
/// root, which has no row, gets `None`.
pub fn rows(tree: &Tree) -> Vec<Option<u32>> {
    let mut rows = vec![None; tree.len()];
    for (row, id) in tree.walk().skip(1).enumerate() {
        rows[id.index()] = Some(row as u32);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_the_ones_path_of_gives() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/www/demo/games/demo.fan"
        ))
        .unwrap();
        let tree = crate::fan::read(&text).record.tree;
        let list = move_list(&tree, &Words::english());
        let ids: Vec<NodeId> = tree.walk().skip(1).collect();
        assert_eq!(list.len(), ids.len());
        let rows = rows(&tree);
        assert_eq!(rows[NodeId::ROOT.index()], None);
        for (row, (e, id)) in list.iter().zip(ids).enumerate() {
            assert_eq!(e.node, id);
            assert_eq!(rows[id.index()], Some(row as u32));
            assert_eq!(e.path, Path::of(&tree, id));
            assert_eq!(e.depth, tree.variation_depth(id));
        }
    }
}
