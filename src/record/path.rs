//! Short, stable names for any node of a game tree, for deep links and the
//! viewer's `path` attribute.
//!
//! Grammar (documented in the README):
//! ```text
//! path   := "" | "start" | line ( "." alt "." line )* ( ":" step )?
//! line   := turn label such as 12s or 7g (w/b accepted)
//! alt    := 1, 2, …  (0 is the main continuation itself)
//! step   := 0..4, the number of steps of the last move already shown
//! ```
//! `12s` is the position after 12s on the main line. `5g.2.6s` follows the main
//! line to 5g, takes the second alternative to 5g instead, and follows that
//! variation to 6s. Nested variations chain the same way: `5g.2.6s.1.6s`.

use super::tree::{NodeId, Tree};
use crate::TurnLabel;
use std::fmt;

/// A resolved path: the node and, optionally, how many steps of its move are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodePath {
    pub node: NodeId,
    pub step: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathError {
    pub path: String,
    pub message: String,
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "path `{}`: {}", self.path, self.message)
    }
}

impl std::error::Error for PathError {}

/// Reads a turn label (`12s`; `w`/`b` accepted).
pub fn parse_label(s: &str) -> Option<TurnLabel> {
    TurnLabel::parse(s)
}

/// Finds the node a path names.
pub fn resolve(tree: &Tree, path: &str) -> Result<NodePath, PathError> {
    let err = |message: String| PathError {
        path: path.to_owned(),
        message,
    };
    let trimmed = path.trim();
    let (body, step) = match trimmed.split_once(':') {
        Some((b, s)) => {
            let n: u8 = s
                .parse()
                .ok()
                .filter(|n| *n <= 4)
                .ok_or_else(|| err(format!("step `{s}` is not 0–4")))?;
            (b, Some(n))
        }
        None => (trimmed, None),
    };
    if body.is_empty() || body == "start" {
        return Ok(NodePath {
            node: NodeId::ROOT,
            step: None,
        });
    }
    let parts: Vec<&str> = body.split('.').collect();
    if parts.len() % 2 == 0 {
        return Err(err("expected label(.alternative.label)*".into()));
    }
    let mut cur = NodeId::ROOT;
    for (i, chunk) in parts.chunks(2).enumerate() {
        let label = parse_label(chunk[0])
            .ok_or_else(|| err(format!("`{}` is not a turn label like 12s", chunk[0])))?;
        cur = walk_to(tree, cur, label, i == 0)
            .ok_or_else(|| err(format!("no move {label} on this line")))?;
        if let Some(alt) = chunk.get(1) {
            let k: usize = alt
                .parse()
                .map_err(|_| err(format!("`{alt}` is not a variation number")))?;
            let parent = tree.node(cur).parent.expect("a move node has a parent");
            cur = *tree
                .node(parent)
                .children
                .get(k)
                .ok_or_else(|| err(format!("move {label} has no alternative {k}")))?;
        }
    }
    Ok(NodePath { node: cur, step })
}

/// Follows the line through `from` (itself included unless it is the start of
/// the search from the root) to the move labelled `label`.
fn walk_to(tree: &Tree, from: NodeId, label: TurnLabel, from_root: bool) -> Option<NodeId> {
    let mut cur = from;
    if !from_root && tree.node(cur).mv.as_ref().map(|m| m.label) == Some(label) {
        return Some(cur);
    }
    while let Some(next) = tree.main_child(cur) {
        let l = tree.node(next).mv.as_ref()?.label;
        if l == label {
            return Some(next);
        }
        // No early stop at a later label: a line read with errors need not
        // have its labels in order, and every node must stay reachable.
        cur = next;
    }
    None
}

/// The shortest path naming `id`.
pub fn format(tree: &Tree, id: NodeId) -> String {
    let nodes = tree.path_to(id);
    let mut out = String::new();
    for pair in nodes.windows(2) {
        let (parent, child) = (pair[0], pair[1]);
        let k = tree
            .node(parent)
            .children
            .iter()
            .position(|c| *c == child)
            .unwrap_or(0);
        if k > 0 {
            let label = tree.node(child).mv.as_ref().map(|m| m.label);
            if let Some(l) = label {
                out.push_str(&format!("{l}.{k}."));
            }
        }
    }
    match tree.node(id).mv.as_ref() {
        Some(m) => out.push_str(&m.label.to_string()),
        None => out.push_str("start"),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Move, MoveKind};
    use crate::{Board, Color, Position};

    fn mv(label: &str) -> Move {
        Move {
            label: parse_label(label).unwrap(),
            kind: MoveKind::Pass,
            before_comment: None,
            before_markings: Vec::new(),
            comment: None,
        }
    }

    #[test]
    fn every_node_round_trips_through_its_path() {
        let pos = Position::new(Board::empty(), Color::Gold);
        let mut t = Tree::new(pos);
        let a = t.add_child(NodeId::ROOT, mv("2g"), pos);
        let b = t.add_child(a, mv("2s"), pos);
        let _c = t.add_child(b, mv("3g"), pos);
        let v1 = t.add_child(a, mv("2s"), pos); // alternative 1 to 2s
        let v2 = t.add_child(v1, mv("3g"), pos);
        let v3 = t.add_child(v1, mv("3g"), pos); // nested alternative
        let _v4 = t.add_child(v3, mv("3s"), pos);
        for id in t.preorder() {
            let p = format(&t, id);
            assert_eq!(resolve(&t, &p).unwrap().node, id, "path {p}");
        }
        assert_eq!(format(&t, v2), "2s.1.3g");
        assert_eq!(format(&t, v3), "2s.1.3g.1.3g");
        assert_eq!(format(&t, NodeId::ROOT), "start");
        assert_eq!(resolve(&t, "2w").unwrap().node, a);
        assert_eq!(resolve(&t, "3g:2").unwrap().step, Some(2));
        assert!(resolve(&t, "9g").is_err());
        assert!(resolve(&t, "2s.7.3g").is_err());
        assert!(resolve(&t, "2s:9").is_err());
        assert!(resolve(&t, "garbage").is_err());
    }
}
