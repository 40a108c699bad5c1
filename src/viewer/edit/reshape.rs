//! Reshaping the viewer's record: promote, demote, make main line, delete
//! from a move (the tree operations of `record::reshape`), with everything
//! the viewer keeps by node (cursor, problems, clocks) following the nodes.
//! The wasm layer names moves by path; [`CollectionView::node_at`] finds them.

use crate::record::{NodeId, Renumbering, ReshapeError};
use crate::viewer::{CollectionView, Cursor, GamePath, GamePathError, Viewer};
use crate::words::{Msg, Words};
use std::fmt;

impl Viewer {
    /// Moves the variation `id` is in one place up among its siblings
    /// ([`crate::record::Tree::promote`]); returns the node that moved.
    pub fn promote(&mut self, id: NodeId) -> Result<NodeId, ReshapeError> {
        let moved = self.record.tree.promote(id)?;
        self.tree_changed();
        Ok(moved)
    }

    /// Moves the line `id` is in one place down
    /// ([`crate::record::Tree::demote`]); returns the node that moved.
    pub fn demote(&mut self, id: NodeId) -> Result<NodeId, ReshapeError> {
        let moved = self.record.tree.demote(id)?;
        self.tree_changed();
        Ok(moved)
    }

    /// Makes the line through `id` the main line
    /// ([`crate::record::Tree::make_main_line`]).
    pub fn make_main_line(&mut self, id: NodeId) -> Result<(), ReshapeError> {
        self.record.tree.make_main_line(id)?;
        self.tree_changed();
        Ok(())
    }

    /// Deletes `id` and everything after it. The cursor, when it was in the
    /// deleted part, goes to the position before `id`, shown whole. Returns
    /// that position's node (its id after the renumbering).
    pub fn delete_from(&mut self, id: NodeId) -> Result<NodeId, ReshapeError> {
        let tree = &self.record.tree;
        let parent = tree.get(id).and_then(|n| n.parent);
        let inside = tree.get(id).is_some() && tree.ancestors(self.cursor.node).any(|a| a == id);
        let renumbering = self.record.tree.delete_from(id)?;
        let parent = parent
            .and_then(|p| renumbering.get(p))
            .unwrap_or(NodeId::ROOT);
        self.renumber(&renumbering);
        if inside {
            self.cursor = Cursor::whole(&self.record.tree, parent);
        }
        self.tree_changed();
        Ok(parent)
    }

    /// Everything kept by node follows a renumbering; what named a deleted
    /// node is dropped (the cursor is the caller's: it knows where to go).
    fn renumber(&mut self, r: &Renumbering) {
        if let Some(node) = r.get(self.cursor.node) {
            self.cursor.node = node;
        }
        self.errors = std::mem::take(&mut self.errors)
            .into_iter()
            .filter_map(|(id, e)| Some((r.get(id)?, e)))
            .collect();
        self.clocks = self.clocks.renumbered(r);
    }
}

/// Why a path given to an edit names no node of the game open.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NodeAtError {
    /// Malformed, or no such game or node.
    Path(GamePathError),
    /// The path names another game than the one open: (named, open), 1-based.
    OtherGame(usize, usize),
}

impl NodeAtError {
    /// Why, in `w`'s words; a malformed path's reason is the path reader's, in English.
    pub fn words(&self, w: &Words) -> String {
        match self {
            NodeAtError::Path(e) => e.to_string(),
            NodeAtError::OtherGame(named, open) => w.t(
                Msg::RefusedOtherGame,
                &[&named.to_string(), &open.to_string()],
            ),
        }
    }
}

impl fmt::Display for NodeAtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl std::error::Error for NodeAtError {}

impl From<GamePathError> for NodeAtError {
    fn from(e: GamePathError) -> NodeAtError {
        NodeAtError::Path(e)
    }
}

impl CollectionView {
    /// The node of the game open that a path names (`12s`, `5g.2.6s`, as
    /// the viewer's `path` gives them; a step count is ignored, a game
    /// part must name the game open).
    pub fn node_at(&self, text: &str) -> Result<NodeId, NodeAtError> {
        let to: GamePath = text.parse()?;
        if let Some(game) = &to.game {
            let named = self.find(game)?;
            if named != self.index() {
                return Err(NodeAtError::OtherGame(named + 1, self.index() + 1));
            }
        }
        let tree = &self.viewer().record().tree;
        Ok(to.path.resolve(tree).map_err(GamePathError::from)?.node)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Path;

    fn demo() -> CollectionView {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/www/demo/games/demo.fan"
        ))
        .unwrap();
        CollectionView::new(&text)
    }

    const GOLD: &str = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2";
    const SILVER: &str = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7";

    #[test]
    fn reshaping_keeps_the_cursor_on_its_node_and_the_rows_in_step() {
        let mut games = demo();
        let v = games.viewer_mut();
        v.go_to_text("9g.1.9s").unwrap();
        let at = v.state().node;
        let moved = v.make_main_line(at);
        assert_eq!(moved, Ok(()));
        assert_eq!(v.state().node, at);
        assert_eq!(v.path(), "9s");
        assert_eq!(v.promote(at), Err(ReshapeError::MainLine));
        // On the main line now, it gives way to the alternative at its own branch.
        let head = v.demote(at).unwrap();
        assert_eq!(head, at);
        assert_eq!(v.path(), "9s.1.9s");
        assert_eq!(Path::of(&v.record().tree, head), "9s.1.9s");
        // The row the state names is the cursor's in the move list rebuilt.
        let s = v.state();
        let list = crate::viewer::move_list(&v.record().tree, v.words());
        assert_eq!(list[s.row.unwrap()].node, s.node);
    }

    #[test]
    fn deleting_the_cursors_line_takes_it_to_the_position_before() {
        let mut games = demo();
        let v = games.viewer_mut();
        // A cursor outside the deleted part stays where it was, renumbered.
        v.go_to_text("15g:2").unwrap();
        let before = v.state().move_text;
        let node = games.node_at("9g.1.9s.1.9s").unwrap();
        let v = games.viewer_mut();
        v.delete_from(node).unwrap();
        assert_eq!(v.path(), "15g:2");
        assert_eq!(v.state().move_text, before);
        // Inside it: to the position before the deleted move.
        v.go_to_text("9g.1.9s").unwrap();
        let node = games.node_at("9g.1.9g").unwrap();
        let v = games.viewer_mut();
        let parent = v.delete_from(node).unwrap();
        assert_eq!(v.path(), "8s");
        assert_eq!(v.state().node, parent);
        assert!(v.state().variations.len() == 1);
        assert_eq!(
            v.delete_from(NodeId::ROOT),
            Err(ReshapeError::Start(crate::record::Reshape::Delete))
        );
        assert_eq!(
            crate::fan::read_strict(&crate::fan::write(v.record()))
                .unwrap()
                .tree
                .canonical(),
            v.record().tree.canonical()
        );
    }

    #[test]
    fn deleting_drops_the_problems_and_clocks_of_the_deleted_moves() {
        // An archive-like FAN with reserves: clocks on the main line.
        let text = format!(
            "TimeControl: 2m/2m\n\n1g @t=5 {GOLD}\n1s @t=5 {SILVER}\n2g @t=10 Ee2n\n [2g Hh2n]\n2s @t=10 ed7s\n3g Ee3n xx\n"
        );
        let mut games = CollectionView::new(&text);
        assert_eq!(games.viewer().errors().len(), 1);
        let v = games.viewer_mut();
        v.go_to_text("2s").unwrap();
        let clocks = v.state().clocks;
        assert!(clocks.is_some());
        let third = games.node_at("3g").unwrap();
        let v = games.viewer_mut();
        v.delete_from(third).unwrap();
        assert!(v.errors().is_empty());
        assert_eq!(v.state().clocks, clocks);
        let alt = games.node_at("2g.1.2g").unwrap();
        let v = games.viewer_mut();
        v.delete_from(alt).unwrap();
        v.go_to_text("2s").unwrap();
        assert_eq!(v.state().clocks, clocks, "renumbered with their nodes");
    }

    #[test]
    fn paths_of_another_game_are_refused_in_words() {
        let two =
            format!("FAN31415926\n1g {GOLD}\n1s {SILVER}\nFAN31415926\n1g {GOLD}\n1s {SILVER}\n");
        let games = CollectionView::new(&two);
        assert_eq!(games.games().len(), 2);
        assert_eq!(
            games.node_at("2/1s").unwrap_err().to_string(),
            "it names game 2, and game 1 is open"
        );
        assert!(games.node_at("1/1s").is_ok());
        assert!(games.node_at("nonsense").is_err());
        assert!(games.node_at("1s:2").is_ok());
    }
}
