//! Short, stable names for any node of a game tree, for deep links and the
//! viewer's `path` attribute.
//!
//! Grammar (documented in the README):
//! ```text
//! path   := "start" | line ( "." alt "." line )* ( ":" step )?
//! line   := turn label such as 12s or 7g (w/b accepted)
//! alt    := 1, 2, …  (0 is the main continuation itself)
//! step   := 0..4, the number of steps of the last move already shown
//! ```
//! `12s` is the position after 12s on the main line. `5g.2.6s` follows the main
//! line to 5g, takes the second alternative to 5g instead, and follows that
//! variation to 6s. Nested variations chain the same way: `5g.2.6s.1.6s`.
//! An empty text reads as `start`; `start` takes no step.
//!
//! [`Path`] is the syntax ([`FromStr`] and [`Display`]); what it names in a
//! tree is [`Path::resolve`]'s business, and [`Path::of`] names a node.
//!
//! ```
//! use arimaa::record::Path;
//! let p: Path = "5g.2.6s:3".parse().unwrap();
//! assert_eq!(p.to_string(), "5g.2.6s:3");
//! assert_eq!(p.step(), Some(3));
//! assert!(":2".parse::<Path>().is_err());
//! ```

use super::tree::{NodeId, Tree};
use crate::TurnLabel;
use std::fmt::{self, Display};
use std::str::FromStr;

/// A node path as written: each branch into a variation (the label of the
/// move that has alternatives, and which alternative), the label of the move
/// the path ends on, and optionally how many of its steps are shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Path {
    branches: Vec<(TurnLabel, u32)>,
    /// `None` only for the start (and then there are no branches).
    end: Option<TurnLabel>,
    step: Option<u8>,
}

/// A resolved path: the node and, optionally, how many steps of its move are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodePath {
    /// The node named.
    pub node: NodeId,
    /// Steps of its move shown (`None`: the whole move).
    pub step: Option<u8>,
}

/// Why a text is not a path, or names no node of a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PathError {
    /// A step count other than 0 to 4, or a step after `start`.
    Step(String),
    /// A label that is not a turn label like `12s`.
    Label(String),
    /// An alternative that is not a number.
    Alternative(String),
    /// The parts do not alternate label, alternative, label.
    Shape,
    /// No move with this label on the line followed.
    NoMove(TurnLabel),
    /// The move has fewer alternatives.
    NoAlternative(TurnLabel, u32),
}

impl Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathError::Step(s) if s.is_empty() => f.write_str("a step needs a move: `12s:2`"),
            PathError::Step(s) => write!(f, "step `{s}` is not 0–4"),
            PathError::Label(s) => write!(f, "`{s}` is not a turn label like 12s"),
            PathError::Alternative(s) => write!(f, "`{s}` is not a variation number"),
            PathError::Shape => f.write_str("expected label(.alternative.label)*"),
            PathError::NoMove(l) => write!(f, "no move {l} on this line"),
            PathError::NoAlternative(l, k) => write!(f, "move {l} has no alternative {k}"),
        }
    }
}

impl std::error::Error for PathError {}

impl Path {
    /// The start position.
    pub fn start() -> Path {
        Path::default()
    }

    /// Whether this names the start.
    pub fn is_start(&self) -> bool {
        self.end.is_none()
    }

    /// The label of the move the path ends on (`None` at the start).
    pub fn label(&self) -> Option<TurnLabel> {
        self.end
    }

    /// Steps of the last move shown, when the path says.
    pub fn step(&self) -> Option<u8> {
        self.step
    }

    /// The same path showing `step` steps of its last move (`None`: all).
    /// The start has no move, so its step stays `None`.
    #[must_use]
    pub fn with_step(mut self, step: Option<u8>) -> Path {
        self.step = step.filter(|_| !self.is_start()).map(|s| s.min(4));
        self
    }

    /// The shortest path naming `id`.
    pub fn of(tree: &Tree, id: NodeId) -> Path {
        let mut path = Path::start();
        let nodes: Vec<NodeId> = tree.ancestors(id).collect();
        for pair in nodes.windows(2).rev() {
            let (child, parent) = (pair[0], pair[1]);
            let k = tree
                .node(parent)
                .children
                .iter()
                .position(|c| *c == child)
                .unwrap_or(0);
            if let (Some(m), true) = (tree.node(child).mv.as_ref(), k > 0) {
                path.branches.push((m.label, k as u32));
            }
        }
        path.end = tree.node(id).mv.as_ref().map(|m| m.label);
        if path.end.is_none() {
            path.branches.clear();
        }
        path
    }

    /// The path of alternative `k` (0: the main continuation) among the
    /// moves after this path's node, given that move's label. Linear callers
    /// (the move list) name children from their parent's path with it
    /// instead of walking from the root.
    #[must_use]
    pub fn child(&self, label: TurnLabel, k: u32) -> Path {
        let mut branches = self.branches.clone();
        if k > 0 {
            branches.push((label, k));
        }
        Path {
            branches,
            end: Some(label),
            step: None,
        }
    }

    /// Finds the node this path names in `tree`.
    pub fn resolve(&self, tree: &Tree) -> Result<NodePath, PathError> {
        let Some(end) = self.end else {
            return Ok(NodePath {
                node: NodeId::ROOT,
                step: None,
            });
        };
        let mut cur = NodeId::ROOT;
        for &(label, k) in &self.branches {
            cur = walk_to(tree, cur, label).ok_or(PathError::NoMove(label))?;
            let parent = tree.node(cur).parent.unwrap_or(NodeId::ROOT);
            cur = *tree
                .node(parent)
                .children
                .get(k as usize)
                .ok_or(PathError::NoAlternative(label, k))?;
        }
        cur = walk_to(tree, cur, end).ok_or(PathError::NoMove(end))?;
        Ok(NodePath {
            node: cur,
            step: self.step,
        })
    }
}

impl FromStr for Path {
    type Err = PathError;

    fn from_str(s: &str) -> Result<Path, PathError> {
        let trimmed = s.trim();
        let (body, step) = match trimmed.split_once(':') {
            Some((b, s)) => {
                let n = s
                    .parse::<u8>()
                    .ok()
                    .filter(|n| *n <= 4)
                    .ok_or_else(|| PathError::Step(s.to_owned()))?;
                (b, Some(n))
            }
            None => (trimmed, None),
        };
        if body.is_empty() || body == "start" {
            if step.is_some() {
                // `:2` and `start:2`: the start has no move to show steps of.
                return Err(PathError::Step(String::new()));
            }
            return Ok(Path::start());
        }
        let parts: Vec<&str> = body.split('.').collect();
        if parts.len() % 2 == 0 {
            return Err(PathError::Shape);
        }
        let label = |t: &str| TurnLabel::parse(t).ok_or_else(|| PathError::Label(t.to_owned()));
        let mut branches = Vec::with_capacity(parts.len() / 2);
        for pair in parts.chunks(2) {
            if let [l, k] = pair {
                let k: u32 = k
                    .parse()
                    .map_err(|_| PathError::Alternative((*k).to_owned()))?;
                branches.push((label(l)?, k));
            }
        }
        Ok(Path {
            branches,
            end: Some(label(parts[parts.len() - 1])?),
            step,
        })
    }
}

impl Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(end) = self.end else {
            return f.write_str("start");
        };
        for (label, k) in &self.branches {
            write!(f, "{label}.{k}.")?;
        }
        write!(f, "{end}")?;
        if let Some(s) = self.step {
            write!(f, ":{s}")?;
        }
        Ok(())
    }
}

/// A path equals a text that reads as the same path (`path == "5g.2.6s"`;
/// `2w` is `2g`).
impl PartialEq<str> for Path {
    fn eq(&self, other: &str) -> bool {
        other.parse::<Path>().is_ok_and(|p| p == *self)
    }
}

impl PartialEq<&str> for Path {
    fn eq(&self, other: &&str) -> bool {
        self == *other
    }
}

/// Follows the line from `from` (itself included, unless it is the root) to
/// the move labelled `label`.
fn walk_to(tree: &Tree, from: NodeId, label: TurnLabel) -> Option<NodeId> {
    // The whole line, not up to the first later label: a move whose written
    // label was wrong is kept under that label (it is an error node), so
    // labels along a line need not increase.
    tree.line_from(from)
        .find(|&id| tree.node(id).mv.as_ref().map(|m| m.label) == Some(label))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Move, MoveKind};
    use crate::{Board, Color, Position};

    fn mv(label: &str) -> Move {
        Move::new(TurnLabel::parse(label).unwrap(), MoveKind::Pass)
    }

    fn resolve(t: &Tree, p: &str) -> Result<NodePath, PathError> {
        p.parse::<Path>()?.resolve(t)
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
        for id in t.walk() {
            let p = Path::of(&t, id);
            assert_eq!(p.resolve(&t).unwrap().node, id, "path {p}");
            assert_eq!(p.to_string().parse::<Path>().unwrap(), p);
        }
        assert_eq!(Path::of(&t, v2).to_string(), "2s.1.3g");
        assert_eq!(Path::of(&t, v3).to_string(), "2s.1.3g.1.3g");
        assert_eq!(Path::of(&t, NodeId::ROOT).to_string(), "start");
        assert_eq!(resolve(&t, "2w").unwrap().node, a);
        assert_eq!(resolve(&t, "3g:2").unwrap().step, Some(2));
        assert!(resolve(&t, "9g").is_err());
        assert!(resolve(&t, "2s.7.3g").is_err());
        assert!(resolve(&t, "2s:9").is_err());
        assert!(resolve(&t, "garbage").is_err());
    }

    #[test]
    fn a_child_path_is_the_path_of_the_child() {
        let pos = Position::new(Board::empty(), Color::Gold);
        let mut t = Tree::new(pos);
        let a = t.add_child(NodeId::ROOT, mv("2g"), pos);
        let alt = t.add_child(NodeId::ROOT, mv("2g"), pos);
        let b = t.add_child(alt, mv("2s"), pos);
        let c = t.add_child(alt, mv("2s"), pos);
        let start = Path::start();
        let label = TurnLabel::parse("2g").unwrap();
        assert_eq!(start.child(label, 0), Path::of(&t, a));
        assert_eq!(start.child(label, 1), Path::of(&t, alt));
        let s2 = TurnLabel::parse("2s").unwrap();
        assert_eq!(Path::of(&t, alt).child(s2, 0), Path::of(&t, b));
        assert_eq!(Path::of(&t, alt).child(s2, 1), Path::of(&t, c));
        assert_eq!(Path::of(&t, c).to_string(), "2g.1.2s.1.2s");
    }

    /// The grammar has no step without a move: `:2` used to go to the start.
    #[test]
    fn a_step_needs_a_move() {
        for bad in [":2", "start:2", " :0"] {
            assert!(
                matches!(bad.parse::<Path>(), Err(PathError::Step(_))),
                "{bad}"
            );
        }
        assert_eq!("".parse::<Path>().unwrap(), Path::start());
        assert_eq!(" start ".parse::<Path>().unwrap(), Path::start());
    }
}
