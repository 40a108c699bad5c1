//! The game tree shared by every notation and the viewer.
//!
//! Nodes are positions; the edge into a node is the move that reached it.
//! `children[0]` is the main line, later children are variations. The tree is
//! an arena addressed by [`NodeId`], and every walk over it is iterative, so a
//! 5,000-ply game with deep variations cannot overflow the stack.

use super::annotation::{Glyph, Marking, StepNote};
use super::error::NodeError;
use super::spelling::Spelling;
use crate::{Capture, Piece, Position, Square, Step, TurnLabel};

/// A node of a [`Tree`]: its index in the tree's arena, in the order the
/// nodes were added (a tree read from text numbers them in reading order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The start position, the root of every tree.
    pub const ROOT: NodeId = NodeId(0);
    /// The index into the tree's arena.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One step of a move as recorded, with what it captured and its annotations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepRecord {
    /// The step as written.
    pub step: Step,
    /// The piece it made fall into a trap.
    pub capture: Option<Capture>,
    /// Comment and markings written after the step.
    pub note: StepNote,
}

/// What a move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// Initial placement of one side's pieces.
    Setup(Vec<(Piece, Square)>),
    /// One to four steps.
    Steps(Vec<StepRecord>),
    /// `resigns`: the player gave the game up.
    Resign,
    /// arimaa.com's `lost`: the player lost (e.g. the opponent reached goal in a
    /// way the server recorded as a loss).
    Lost,
    /// `pass`: the turn given up without a step, as some records end.
    Pass,
    /// `timeout`: the player ran out of time before moving.
    Timeout,
    /// `forfeit`: the player forfeited the game.
    Forfeit,
    /// A result stated with no move word (Howdah's `1-0 r` closing a
    /// variation; a game's result tags when analysis follows its last
    /// move). The label names the side to move, which need not be the
    /// loser. Like the words above, it ends its line: what follows the move
    /// before it is analysis, given as that move's other children.
    Result(super::StatedResult),
    /// A Morabaraba move (FIMS: `d1`, `d1-d2`, `a1xf2`): a drop or a step,
    /// with its capture, and the annotations written after it. The whole
    /// move is one viewer step; its capture fades out while the cow arrives.
    Morabaraba(crate::morabaraba::Move, StepNote),
}

/// The move on the edge into a node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The turn label written before the move (`12g`).
    pub label: TurnLabel,
    /// What the move did.
    pub kind: MoveKind,
    /// Comment on the position before this move, as written in this line.
    pub before_comment: Option<String>,
    /// Markings on the position before this move.
    pub before_markings: Vec<Marking>,
    /// Comment on the move itself.
    pub comment: Option<String>,
}

impl Move {
    /// A move with no comment or marking.
    pub fn new(label: TurnLabel, kind: MoveKind) -> Move {
        Move {
            label,
            kind,
            before_comment: None,
            before_markings: Vec::new(),
            comment: None,
        }
    }

    /// The glyphs on the move, in the order written.
    pub fn glyphs(&self) -> Vec<Glyph> {
        self.before_markings
            .iter()
            .filter_map(|m| match m {
                Marking::Glyph(g) => Some(*g),
                _ => None,
            })
            .collect()
    }
}

/// A node's position: a record is of one game, and every node of its tree
/// holds that game's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodePosition {
    /// A position of an Arimaa record.
    Arimaa(Position),
    /// A position of a Morabaraba record.
    Morabaraba(crate::morabaraba::Position),
}

impl NodePosition {
    /// The Arimaa position, `None` in a Morabaraba record.
    pub fn arimaa(&self) -> Option<&Position> {
        match self {
            NodePosition::Arimaa(p) => Some(p),
            NodePosition::Morabaraba(_) => None,
        }
    }
    /// The Morabaraba position, `None` in an Arimaa record.
    pub fn cows(&self) -> Option<&crate::morabaraba::Position> {
        match self {
            NodePosition::Morabaraba(p) => Some(p),
            NodePosition::Arimaa(_) => None,
        }
    }
    /// The Arimaa board; empty in a Morabaraba record, which has no pieces.
    pub fn board(&self) -> crate::Board {
        self.arimaa().map_or(crate::Board::empty(), |p| p.board)
    }
    /// The side to move, as the shared tree names sides (White is Gold).
    pub fn side(&self) -> crate::Color {
        match self {
            NodePosition::Arimaa(p) => p.side,
            NodePosition::Morabaraba(p) => super::side_color(p.side_to_move()),
        }
    }
}

impl From<Position> for NodePosition {
    fn from(p: Position) -> Self {
        NodePosition::Arimaa(p)
    }
}

impl From<crate::morabaraba::Position> for NodePosition {
    fn from(p: crate::morabaraba::Position) -> Self {
        NodePosition::Morabaraba(p)
    }
}

/// A position in the tree, with the move that reached it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The node before the move; `None` only for the root.
    pub parent: Option<NodeId>,
    /// The moves played from here: the main line first, then the variations
    /// in the order written.
    pub children: Vec<NodeId>,
    /// `None` only for the root.
    pub mv: Option<Move>,
    /// The position after the move (for the root: the start), of the
    /// record's game.
    pub position: NodePosition,
    /// Set when the move into this node could not be fully read or played;
    /// the node then shows the position as far as it got.
    pub error: Option<NodeError>,
    /// How the record wrote the move's comments, to write them back the same.
    pub spelling: Spelling,
}

/// A record's moves: the start position at the root, one node per move,
/// variations as further children.
///
/// Nodes live in an arena and are addressed by [`NodeId`]; ids stay valid
/// while nodes are only added or reordered, and [`Tree::delete_from`]
/// (src/record/reshape.rs) says how it renumbered the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    pub(super) nodes: Vec<Node>,
    /// A comment on the start of a record with no move to hold it (Howdah's
    /// game comment before no move); with moves, the first move's
    /// `before_comment` holds such a comment.
    start_comment: Option<String>,
}

impl Tree {
    /// A tree holding only the start position.
    pub fn new(start: impl Into<NodePosition>) -> Tree {
        Tree {
            nodes: vec![Node {
                parent: None,
                children: Vec::new(),
                mv: None,
                position: start.into(),
                error: None,
                spelling: Spelling::default(),
            }],
            start_comment: None,
        }
    }

    /// The comment on the start of a record that has no move to hold it.
    pub fn start_comment(&self) -> Option<&str> {
        self.start_comment.as_deref()
    }
    /// Sets (or with `None` removes) the comment on the record's start.
    pub fn set_start_comment(&mut self, comment: Option<String>) {
        self.start_comment = comment;
    }

    /// The start position.
    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }
    /// The node `id`; panics if the tree has none (see [`Tree::get`]).
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }
    /// The node `id`, to change its move, annotations or error.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.nodes[id.index()]
    }
    /// The node `id`, `None` if the tree has no such node.
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index())
    }
    /// How many nodes the tree holds, the root included.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    /// True when the tree holds no move, only the start position.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() <= 1
    }

    /// Adds a child reached by `mv`; the first child of a node is its main line.
    pub fn add_child(
        &mut self,
        parent: NodeId,
        mv: Move,
        position: impl Into<NodePosition>,
    ) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            parent: Some(parent),
            children: Vec::new(),
            mv: Some(mv),
            position: position.into(),
            error: None,
            spelling: Spelling::default(),
        });
        self.nodes[parent.index()].children.push(id);
        id
    }

    /// The main-line continuation of a node.
    pub fn main_child(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).children.first().copied()
    }

    /// The nodes of the main line from the root (root included).
    pub fn main_line(&self) -> Line<'_> {
        self.line_from(NodeId::ROOT)
    }

    /// `id` and its main-line continuation to the end.
    pub fn line_from(&self, id: NodeId) -> Line<'_> {
        Line {
            tree: self,
            next: Some(id),
        }
    }

    /// `id`, its parent, and so on up to the root (root last).
    pub fn ancestors(&self, id: NodeId) -> Ancestors<'_> {
        Ancestors {
            tree: self,
            next: Some(id),
        }
    }

    /// The nodes from the root to `id` (root first).
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut out: Vec<NodeId> = self.ancestors(id).collect();
        out.reverse();
        out
    }

    /// Every node in reading order, the root first: a move, then its
    /// alternatives (each with its whole line), then the continuation, as
    /// FAN writes them. Iterative: no depth makes it overflow the stack.
    pub fn walk(&self) -> Walk<'_> {
        Walk {
            tree: self,
            stack: vec![NodeId::ROOT],
        }
    }

    /// [`Tree::walk`] collected.
    pub fn preorder(&self) -> Vec<NodeId> {
        self.walk().collect()
    }

    /// The same tree with its nodes numbered in reading order, the order in
    /// which a reader of the written record creates them.
    #[must_use]
    pub fn canonical(&self) -> Tree {
        self.renumbered().0
    }

    /// [`Tree::canonical`], and each old node's new id (indexed by the old
    /// [`NodeId::index`]), for whatever else names nodes of this tree.
    pub(crate) fn renumbered(&self) -> (Tree, Vec<NodeId>) {
        let order: Vec<NodeId> = self.walk().collect();
        let mut new_id = vec![NodeId::ROOT; self.nodes.len()];
        for (i, id) in order.iter().enumerate() {
            new_id[id.index()] = NodeId(i as u32);
        }
        let nodes = order
            .iter()
            .map(|id| {
                let mut n = self.node(*id).clone();
                n.parent = n.parent.map(|p| new_id[p.index()]);
                n.children.iter_mut().for_each(|c| *c = new_id[c.index()]);
                n
            })
            .collect();
        let start_comment = self.start_comment.clone();
        (
            Tree {
                nodes,
                start_comment,
            },
            new_id,
        )
    }

    /// How many variation brackets enclose `id` (0 on the main line).
    pub fn variation_depth(&self, id: NodeId) -> usize {
        self.path_to(id)
            .windows(2)
            .filter(|w| self.node(w[0]).children.first() != Some(&w[1]))
            .count()
    }

    /// The first error in the tree, in reading order.
    pub fn first_error(&self) -> Option<(NodeId, &NodeError)> {
        self.walk()
            .find_map(|id| self.node(id).error.as_ref().map(|e| (id, e)))
    }
}

/// The nodes of one line: a node and its main-line continuation ([`Tree::line_from`]).
#[derive(Clone)]
pub struct Line<'a> {
    tree: &'a Tree,
    next: Option<NodeId>,
}

impl Iterator for Line<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let id = self.next?;
        self.next = self.tree.main_child(id);
        Some(id)
    }
}

/// A node and its ancestors up to the root ([`Tree::ancestors`]).
#[derive(Clone)]
pub struct Ancestors<'a> {
    tree: &'a Tree,
    next: Option<NodeId>,
}

impl Iterator for Ancestors<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let id = self.next?;
        self.next = self.tree.node(id).parent;
        Some(id)
    }
}

/// Every node in reading order ([`Tree::walk`]).
#[derive(Clone)]
pub struct Walk<'a> {
    tree: &'a Tree,
    /// Nodes still to visit, the next on top.
    stack: Vec<NodeId>,
}

impl Iterator for Walk<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let id = self.stack.pop()?;
        let tree = self.tree;
        // Pushed in reverse of visiting order: the continuation last visited.
        if let Some(next) = tree.main_child(id) {
            self.stack.push(next);
        }
        if let Some(parent) = tree.node(id).parent {
            let siblings = &tree.node(parent).children;
            if siblings.first() == Some(&id) {
                self.stack.extend(siblings[1..].iter().rev().copied());
            }
        }
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Color};

    fn pass(label: &str) -> Move {
        Move::new(TurnLabel::parse(label).unwrap(), MoveKind::Pass)
    }

    #[test]
    fn walks_visit_in_reading_order() {
        let pos = Position::new(Board::empty(), Color::Gold);
        let mut t = Tree::new(pos);
        let a = t.add_child(NodeId::ROOT, pass("2g"), pos);
        let b = t.add_child(a, pass("2s"), pos);
        let alt = t.add_child(a, pass("2s"), pos);
        let alt2 = t.add_child(alt, pass("3g"), pos);
        let c = t.add_child(b, pass("3g"), pos);
        // 2g 2s [2s 3g] 3g
        let order: Vec<NodeId> = t.walk().collect();
        assert_eq!(order, vec![NodeId::ROOT, a, b, alt, alt2, c]);
        assert_eq!(
            t.main_line().collect::<Vec<_>>(),
            vec![NodeId::ROOT, a, b, c]
        );
        assert_eq!(
            t.ancestors(alt2).collect::<Vec<_>>(),
            vec![alt2, alt, a, NodeId::ROOT]
        );
        assert_eq!(t.path_to(alt2), vec![NodeId::ROOT, a, alt, alt2]);
        assert_eq!(t.variation_depth(alt2), 1);
        assert_eq!(
            t.canonical().walk().map(|id| id.0).collect::<Vec<_>>(),
            vec![0, 1, 2, 3, 4, 5]
        );
    }
}
