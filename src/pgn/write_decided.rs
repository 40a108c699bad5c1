//! Where the game is over in a tree: Howdah keeps a result on the node
//! where a game ended and writes the moves after it as continuation blocks;
//! our tree keeps none, so the writer asks the rules at every node.

use crate::record::{game_at, MoveKind, Node, NodeId, Tree};
use crate::{Game, Outcome, RuleSet};

/// The board's outcome at every node, indexed by [`NodeId::index`]: what
/// [`game_at`] would say, found in one walk over the tree (a move played on
/// entering a node is taken back on leaving it) instead of one replay from
/// the root per node, which would be quadratic in the depth.
pub(super) fn board_outcomes(tree: &Tree, rules: RuleSet) -> Vec<Option<Outcome>> {
    let mut outcomes = vec![None; tree.len()];
    let Some(mut game) = game_at(tree, NodeId::ROOT, rules) else {
        return outcomes;
    };
    outcomes[0] = game.outcome();
    enum Visit {
        Enter(NodeId),
        /// Leaving a node: take its move back, and resume replaying if the
        /// replay stopped at it.
        Leave {
            undo: bool,
            resume: bool,
        },
    }
    let mut stopped = false;
    let mut stack: Vec<Visit> = children_rev(tree.root()).map(Visit::Enter).collect();
    while let Some(visit) = stack.pop() {
        match visit {
            Visit::Enter(id) => {
                let node = tree.node(id);
                let (mut undo, mut resume) = (false, false);
                if !stopped {
                    match play(&mut game, node) {
                        Some(changed) => undo = changed,
                        // As `game_at`: the game stops before the first move
                        // it cannot play, for this node and all below it.
                        None => (stopped, resume) = (true, true),
                    }
                }
                outcomes[id.index()] = game.outcome();
                stack.push(Visit::Leave { undo, resume });
                stack.extend(children_rev(node).map(Visit::Enter));
            }
            Visit::Leave { undo, resume } => {
                if undo {
                    game.undo();
                }
                if resume {
                    stopped = false;
                }
            }
        }
    }
    outcomes
}

fn children_rev(node: &Node) -> impl Iterator<Item = NodeId> + '_ {
    node.children.iter().rev().copied()
}

/// Plays the node's move as [`game_at`] does: `Some(true)` when the game
/// changed (to be undone), `Some(false)` for a move that changes nothing
/// (end words, pass), `None` when the game cannot play it.
fn play(game: &mut Game, node: &Node) -> Option<bool> {
    if node.error.is_some() {
        return None;
    }
    match &node.mv.as_ref()?.kind {
        MoveKind::Setup(placements) => game.setup(placements, false).ok().map(|()| true),
        MoveKind::Steps(steps) => {
            let mut turn = game.turn();
            let legal = steps.iter().all(|s| turn.step(s.step).is_ok());
            (legal && game.play(&turn).is_ok()).then_some(true)
        }
        MoveKind::Resign
        | MoveKind::Lost
        | MoveKind::Pass
        | MoveKind::Timeout
        | MoveKind::Forfeit
        | MoveKind::Result(_) => Some(false),
        MoveKind::Morabaraba(..) => None,
    }
}
