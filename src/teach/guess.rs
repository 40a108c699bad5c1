//! Guess the move: a guessed turn judged against the record's next move,
//! compared by the position it leaves (so `Ed4n Ed5n` and any other order
//! reaching the same board are the same move), and hints from that move.

use super::puzzle::{stated_move, StatedMove};
use crate::record::{game_at, Glyph, MoveKind, NodeId, Record, Tree};
use crate::words::{Msg, Words};
use crate::{GameError, Piece, RuleSet, Square, Step};

/// What a guess is, against the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guess {
    /// The move the record plays next.
    Same {
        /// Its node.
        node: NodeId,
        /// Its glyphs (`!`, `?`…), as the record marks it.
        glyphs: Vec<Glyph>,
    },
    /// Another move the record gives here, as a variation.
    Listed {
        /// Its node.
        node: NodeId,
        /// Its glyphs: `!` or `!!` mark it as good too.
        glyphs: Vec<Glyph>,
    },
    /// A legal move the record does not give.
    Other,
    /// Not a legal move here.
    Illegal(GameError),
}

impl Guess {
    /// The guess in words: "Right: the move played.", "Another good move:
    /// the record marks it !.", "Legal, but not the move played.", "Not
    /// legal: …".
    pub fn words(&self, w: &Words) -> String {
        let marks = |gs: &[Glyph]| w.list(&gs.iter().map(|g| w.glyph(*g)).collect::<Vec<_>>());
        match self {
            Guess::Same { glyphs, .. } if glyphs.is_empty() => w.t(Msg::GuessRight, &[]),
            Guess::Same { glyphs, .. } => w.t(Msg::GuessRightMarked, &[&marks(glyphs)]),
            Guess::Listed { glyphs, .. } if glyphs.iter().any(|g| g.is_good()) => {
                w.t(Msg::GuessGood, &[&marks(glyphs)])
            }
            Guess::Listed { glyphs, .. } if glyphs.is_empty() => w.t(Msg::GuessAlternative, &[]),
            Guess::Listed { glyphs, .. } => w.t(Msg::GuessMarked, &[&marks(glyphs)]),
            Guess::Other => w.t(Msg::GuessOther, &[]),
            Guess::Illegal(e) => w.t(Msg::GuessIllegal, &[&e.to_string()]),
        }
    }
}

/// Judges `steps` as a guess of the move the record plays after `node`;
/// `None` when the record plays no turn of steps there (the end of the
/// line, a setup, an end word).
pub fn judge_guess(record: &Record, node: NodeId, steps: &[Step]) -> Option<Guess> {
    let tree = &record.tree;
    let next = tree.main_child(node)?;
    if !matches!(tree.node(next).mv.as_ref()?.kind, MoveKind::Steps(_)) {
        return None;
    }
    let game = game_at(tree, node, RuleSet::Current)?;
    let mut turn = game.turn();
    for &s in steps {
        if let Err(e) = turn.step(s) {
            return Some(Guess::Illegal(e.into()));
        }
    }
    let after = match game.check_turn(&turn) {
        Ok(p) => p,
        Err(e) => return Some(Guess::Illegal(e)),
    };
    let reached = tree.node(node).children.iter().copied().find(|&c| {
        let n = tree.node(c);
        n.error.is_none() && n.position.arimaa().map(|p| p.board) == Some(after.board)
    });
    Some(reached_guess(tree, node, reached))
}

/// The one judgement of a guess, once the move is known to be legal: the
/// child of `node` it reaches (the record's move leaving the same position),
/// if any. The board's guess mode (`crate::viewer`) and [`judge_guess`]
/// both end here.
pub fn reached_guess(tree: &Tree, node: NodeId, reached: Option<NodeId>) -> Guess {
    let Some((child, mv)) = reached.and_then(|c| Some((c, tree.node(c).mv.as_ref()?))) else {
        return Guess::Other;
    };
    let glyphs = mv.glyphs();
    if tree.main_child(node) == Some(child) {
        Guess::Same {
            node: child,
            glyphs,
        }
    } else {
        Guess::Listed {
            node: child,
            glyphs,
        }
    }
}

/// A hint about the record's next move after `node`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The piece that makes the first step, and where it stands.
    Piece(Piece, Square),
    /// The first step.
    Step(Step),
}

impl Hint {
    /// "The gold elephant on d4 moves first." / "The first step is Ed4n:
    /// gold elephant d4 north."
    pub fn words(self, w: &Words) -> String {
        match self {
            Hint::Piece(p, s) => w.t(Msg::HintPiece, &[&w.piece(p), &s.to_string()]),
            Hint::Step(s) => w.t(
                Msg::HintStep,
                &[
                    &s.to_string(),
                    &w.piece(s.piece),
                    &s.from.to_string(),
                    &w.direction(s.dir),
                ],
            ),
        }
    }
}

/// The hint of `level` (1: the piece that moves first, 2 or more: the
/// first step) about the record's next move after `node`.
pub fn hint(record: &Record, node: NodeId, level: u8) -> Option<Hint> {
    let tree = &record.tree;
    let next = tree.main_child(node)?;
    // A move the reader could not play hints at nothing: its first step may
    // be the very one that is not legal.
    let StatedMove::Steps(_, steps) = stated_move(tree, next)? else {
        return None;
    };
    let first = *steps.first()?;
    Some(match level {
        0 | 1 => Hint::Piece(first.piece, first.from),
        _ => Hint::Step(first),
    })
}
