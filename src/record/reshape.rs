//! Reshaping a tree: a variation moved up or down among its siblings, a
//! line made the main line, a move deleted with everything after it.
//!
//! Each operation names a move, and acts on the line the move list shows it
//! in: promoting a move deep inside a variation promotes that variation (the
//! bracket it sits in), as lichess's "promote variation" does. Reordering
//! keeps every [`NodeId`]; deleting renumbers the nodes after the deleted
//! ones and says how ([`Renumbering`]).

use super::tree::{NodeId, Tree};
use crate::words::{Msg, Words};
use std::fmt;

/// The four ways to reshape a tree, for the words of a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reshape {
    /// A variation one place up among its siblings.
    Promote,
    /// A line one place down among its siblings.
    Demote,
    /// A line made the main line all the way up.
    MainLine,
    /// A move and everything after it deleted.
    Delete,
}

/// Why a tree was not reshaped (the tree is then unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReshapeError {
    /// The tree has no such node.
    NoNode(NodeId),
    /// The start is not a move: it cannot be moved or deleted.
    Start(Reshape),
    /// Promoting a move of the main line.
    MainLine,
    /// Demoting a variation that is already the last of its siblings.
    LastVariation,
    /// Demoting the main line where no variation branches off before the move.
    NoAlternative,
    /// Making the main line of a move already on it.
    AlreadyMainLine,
}

impl ReshapeError {
    /// Why, in `w`'s words (the viewer's language).
    pub fn words(&self, w: &Words) -> String {
        let msg = match self {
            ReshapeError::NoNode(id) => return w.t(Msg::ReshapeNoNode, &[&id.0.to_string()]),
            ReshapeError::Start(Reshape::Promote) => Msg::ReshapeStartPromote,
            ReshapeError::Start(Reshape::Demote) => Msg::ReshapeStartDemote,
            ReshapeError::Start(Reshape::MainLine) => Msg::ReshapeStartMainLine,
            ReshapeError::Start(Reshape::Delete) => Msg::ReshapeStartDelete,
            ReshapeError::MainLine => Msg::ReshapeMainLine,
            ReshapeError::LastVariation => Msg::ReshapeLast,
            ReshapeError::NoAlternative => Msg::ReshapeNoAlternative,
            ReshapeError::AlreadyMainLine => Msg::ReshapeAlreadyMain,
        };
        w.t(msg, &[])
    }
}

/// In English, as the API's and the tests' errors say it.
impl fmt::Display for ReshapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl std::error::Error for ReshapeError {}

/// How [`Tree::delete_from`] renumbered the nodes: each old node's new id,
/// `None` for the deleted ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Renumbering(Vec<Option<NodeId>>);

impl Renumbering {
    /// The new id of the node that was `old`; `None` when it was deleted
    /// (or the tree never had it).
    pub fn get(&self, old: NodeId) -> Option<NodeId> {
        self.0.get(old.index()).copied().flatten()
    }
    /// How many nodes the tree had before.
    pub fn len_before(&self) -> usize {
        self.0.len()
    }
}

impl Tree {
    /// The node's place among its siblings: (parent, index).
    fn place(&self, id: NodeId) -> Option<(NodeId, usize)> {
        let parent = self.node(id).parent?;
        let k = self.node(parent).children.iter().position(|&c| c == id)?;
        Some((parent, k))
    }

    /// `id`, checked to be a move of this tree (not the start).
    fn a_move(&self, id: NodeId, op: Reshape) -> Result<NodeId, ReshapeError> {
        match self.get(id) {
            None => Err(ReshapeError::NoNode(id)),
            Some(n) if n.parent.is_none() => Err(ReshapeError::Start(op)),
            Some(_) => Ok(id),
        }
    }

    /// The first move of the variation `id` is shown in (its bracket in the
    /// move list): the nearest of `id` and its ancestors that is not its
    /// parent's main continuation. `None` on the main line.
    pub fn variation_head(&self, id: NodeId) -> Option<NodeId> {
        self.ancestors(id)
            .find(|&a| self.place(a).is_some_and(|(_, k)| k > 0))
    }

    /// Where promoting `id` acts: (parent, index of the node that moves up).
    fn promote_place(&self, id: NodeId) -> Result<(NodeId, usize), ReshapeError> {
        let id = self.a_move(id, Reshape::Promote)?;
        let head = self.variation_head(id).ok_or(ReshapeError::MainLine)?;
        self.place(head).ok_or(ReshapeError::MainLine)
    }

    /// Where demoting `id` acts: (parent, index of the node that moves down).
    fn demote_place(&self, id: NodeId) -> Result<(NodeId, usize), ReshapeError> {
        let id = self.a_move(id, Reshape::Demote)?;
        let (head, missing) = match self.variation_head(id) {
            Some(head) => (head, ReshapeError::LastVariation),
            None => {
                let branch = self.ancestors(id).find(|&a| {
                    self.node(a)
                        .parent
                        .is_some_and(|p| self.node(p).children.len() > 1)
                });
                (
                    branch.ok_or(ReshapeError::NoAlternative)?,
                    ReshapeError::NoAlternative,
                )
            }
        };
        let (parent, k) = self.place(head).ok_or(missing)?;
        if k + 1 >= self.node(parent).children.len() {
            return Err(missing);
        }
        Ok((parent, k))
    }

    /// Why `op` cannot be done on `id`, without doing it; `None` when it can.
    pub fn reshape_refusal(&self, op: Reshape, id: NodeId) -> Option<ReshapeError> {
        match op {
            Reshape::Promote => self.promote_place(id).err(),
            Reshape::Demote => self.demote_place(id).err(),
            Reshape::MainLine => match self.a_move(id, op) {
                Err(e) => Some(e),
                Ok(id) => self
                    .variation_head(id)
                    .is_none()
                    .then_some(ReshapeError::AlreadyMainLine),
            },
            Reshape::Delete => self.a_move(id, op).err(),
        }
    }

    /// Moves the variation that `id` is in one place up among its siblings
    /// (from the first alternative, it becomes the main continuation there).
    /// Returns the variation's first move, the node that moved.
    pub fn promote(&mut self, id: NodeId) -> Result<NodeId, ReshapeError> {
        let (parent, k) = self.promote_place(id)?;
        let children = &mut self.nodes[parent.index()].children;
        children.swap(k - 1, k);
        Ok(children[k - 1])
    }

    /// Moves the line that `id` is in one place down among its siblings:
    /// a variation below the next one; on the main line, the main
    /// continuation at the nearest branch at or before `id` gives way to
    /// its first alternative. Returns the node that moved.
    pub fn demote(&mut self, id: NodeId) -> Result<NodeId, ReshapeError> {
        let (parent, k) = self.demote_place(id)?;
        let children = &mut self.nodes[parent.index()].children;
        children.swap(k, k + 1);
        Ok(children[k + 1])
    }

    /// Makes the line through `id` the main line: at every branch from the
    /// root down to `id`, the move towards `id` becomes the main
    /// continuation, and the former one the first alternative.
    pub fn make_main_line(&mut self, id: NodeId) -> Result<(), ReshapeError> {
        if let Some(e) = self.reshape_refusal(Reshape::MainLine, id) {
            return Err(e);
        }
        let path: Vec<NodeId> = self.ancestors(id).collect();
        for &a in &path {
            if let Some((parent, k)) = self.place(a).filter(|&(_, k)| k > 0) {
                let children = &mut self.nodes[parent.index()].children;
                children.remove(k);
                children.insert(0, a);
            }
        }
        Ok(())
    }

    /// Deletes `id` and everything after it (its whole subtree). The nodes
    /// left keep their order in the arena, so only those after a deleted
    /// one get a new id: the [`Renumbering`] says which.
    pub fn delete_from(&mut self, id: NodeId) -> Result<Renumbering, ReshapeError> {
        let id = self.a_move(id, Reshape::Delete)?;
        let (parent, k) = self.place(id).ok_or(ReshapeError::NoNode(id))?;
        let mut gone = vec![false; self.nodes.len()];
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            gone[n.index()] = true;
            stack.extend(self.node(n).children.iter().copied());
        }
        self.nodes[parent.index()].children.remove(k);
        let mut next = 0u32;
        let map: Vec<Option<NodeId>> = gone
            .iter()
            .map(|&g| {
                (!g).then(|| {
                    next += 1;
                    NodeId(next - 1)
                })
            })
            .collect();
        let renumber = |n: NodeId| map[n.index()].unwrap_or(NodeId::ROOT);
        let nodes = std::mem::take(&mut self.nodes);
        self.nodes = nodes
            .into_iter()
            .zip(&gone)
            .filter(|(_, &g)| !g)
            .map(|(mut n, _)| {
                n.parent = n.parent.map(renumber);
                n.children.iter_mut().for_each(|c| *c = renumber(*c));
                n
            })
            .collect();
        Ok(Renumbering(map))
    }
}

#[cfg(test)]
mod tests;
