//! The move list as flat entries in reading order; the element indents them
//! by `depth` and folds variations by `variation_start`.

use super::describe::move_text;
use crate::record::{NodeId, Tree};

/// One row of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveListEntry {
    /// The node the row shows.
    pub node: NodeId,
    /// The node's path (`5g.2.6s`).
    pub path: String,
    /// The move's turn label (`6s`).
    pub label: String,
    /// The move in notation.
    pub text: String,
    /// Variation nesting (0 = main line).
    pub depth: usize,
    /// The first move of a variation (a `[` opens before it).
    pub variation_start: bool,
    /// The comment on the move.
    pub comment: Option<String>,
    /// The node holds an error (its move could not be read or played whole).
    pub has_error: bool,
}

/// Linear in the size of the tree: each entry's path is its parent's path
/// prefix plus its own step, not a fresh walk from the root (which made a
/// wide or long tree quadratic: minutes for a 4 MiB record of alternatives).
pub fn move_list(tree: &Tree) -> Vec<MoveListEntry> {
    let mut depth_of = vec![0usize; tree.len()];
    // The path text before each node's own label (`5g.2.` for a node in the
    // second alternative to 5g), as an index into `prefixes`: a whole line
    // shares its prefix, only a variation's first move makes a new one.
    let mut prefixes = vec![String::new()];
    let mut prefix_of = vec![0usize; tree.len()];
    let mut out = Vec::with_capacity(tree.len());
    for parent in tree.preorder() {
        let children = &tree.node(parent).children;
        for (k, &id) in children.iter().enumerate() {
            let node = tree.node(id);
            let depth = depth_of[parent.index()] + usize::from(k > 0);
            depth_of[id.index()] = depth;
            let mv = node.mv.as_ref().expect("non-root");
            prefix_of[id.index()] = if k == 0 {
                prefix_of[parent.index()]
            } else {
                let p = format!("{}{}.{k}.", prefixes[prefix_of[parent.index()]], mv.label);
                prefixes.push(p);
                prefixes.len() - 1
            };
        }
        if parent == NodeId::ROOT {
            continue;
        }
        let node = tree.node(parent);
        let mv = node.mv.as_ref().expect("non-root");
        let first = node
            .parent
            .is_some_and(|p| tree.node(p).children.first() == Some(&parent));
        out.push(MoveListEntry {
            node: parent,
            path: format!("{}{}", prefixes[prefix_of[parent.index()]], mv.label),
            label: mv.label.to_string(),
            text: move_text(mv),
            depth: depth_of[parent.index()],
            variation_start: !first,
            comment: mv.comment.clone(),
            has_error: node.error.is_some(),
        });
    }
    out
}

/// Each node's row in [`move_list`] (indexed by [`NodeId::index`]); the
/// root, which has no row, gets `None`.
pub fn rows(tree: &Tree) -> Vec<Option<u32>> {
    let mut rows = vec![None; tree.len()];
    for (row, id) in tree.preorder().into_iter().skip(1).enumerate() {
        rows[id.index()] = Some(row as u32);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::format_path;

    #[test]
    fn paths_are_the_ones_format_path_gives() {
        let text =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/games/demo.fan"))
                .unwrap();
        let tree = crate::fan::parse(&text, Default::default())
            .unwrap()
            .record
            .tree;
        let list = move_list(&tree);
        let ids: Vec<NodeId> = tree.preorder().into_iter().skip(1).collect();
        assert_eq!(list.len(), ids.len());
        let rows = rows(&tree);
        assert_eq!(rows[NodeId::ROOT.index()], None);
        for (row, (e, id)) in list.iter().zip(ids).enumerate() {
            assert_eq!(e.node, id);
            assert_eq!(rows[id.index()], Some(row as u32));
            assert_eq!(e.path, format_path(&tree, id));
            assert_eq!(e.depth, tree.variation_depth(id));
        }
    }
}
