//! The rules state at a node: the tree's positions say where the pieces
//! stand, a [`Game`] also knows the repetition history and the outcome.

use super::tree::{MoveKind, NodeId, Tree};
use crate::{Game, RuleSet, TurnLabel};

/// The game after the move into `id`, replayed from the root under `rules`;
/// `None` for a Morabaraba record. Moves into error nodes are not replayed:
/// the game stops before the first one on the way.
pub fn game_at(tree: &Tree, id: NodeId, rules: RuleSet) -> Option<Game> {
    let root = tree.root().position.arimaa().copied()?;
    let mut game = if root.board.occupied().is_empty() {
        Game::new(rules)
    } else {
        // A record from a position: its first move says whose turn it was.
        let first = tree
            .main_child(NodeId::ROOT)
            .and_then(|c| tree.node(c).mv.as_ref());
        let label = first.map_or(TurnLabel::new(1, root.side), |m| m.label);
        Game::from_position(root, label, rules)
    };
    for node in tree.path_to(id).into_iter().skip(1) {
        let node = tree.node(node);
        if node.error.is_some() {
            break;
        }
        let Some(mv) = node.mv.as_ref() else { break };
        let played = match &mv.kind {
            MoveKind::Setup(placements) => game.setup(placements, false).is_ok(),
            MoveKind::Steps(steps) => {
                let mut turn = game.turn();
                steps.iter().all(|s| turn.step(s.step).is_ok()) && game.play(&turn).is_ok()
            }
            MoveKind::Resign
            | MoveKind::Lost
            | MoveKind::Pass
            | MoveKind::Timeout
            | MoveKind::Forfeit
            | MoveKind::Result(_) => true,
            MoveKind::Morabaraba(..) => false,
        };
        if !played {
            break;
        }
    }
    Some(game)
}
