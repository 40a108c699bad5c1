//! Legality: plays a parsed arimaa.com record through [`Game`] and [`TurnBuilder`].
//!
//! Capture tokens are checked against what really happened, takebacks undo the
//! previous move, and the record's end (`resigns`, `lost`, `pass`, an empty
//! final label, or an outcome on the board) is reported as an [`Ending`].

use super::arimaa_com::{Action, GameRecord, Item, ItemKind, MoveRecord, Pos};
use crate::record::{CaptureError, ErrorKind, Expected, Misplaced};
use crate::{
    Capture, Color, Game, Outcome, Piece, RuleSet, Square, TakenStep, TurnBuilder, TurnLabel,
};
use std::fmt;

/// Why a record is not a legal game: the move, where, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The label as written in the record.
    pub label: TurnLabel,
    pub at: Pos,
    pub reason: String,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.label, self.reason)
    }
}

impl std::error::Error for ReplayError {}

/// How the record ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Goal, elimination, immobilization (or a pre-2008 ending) on the board.
    Board(Outcome),
    Resigned(Color),
    Lost(Color),
    Passed(Color),
    /// The moves stop with no decision (time, illegal move, unfinished game).
    Unfinished,
}

/// One turn as it was played (takebacks removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayedTurn {
    Setup(TurnLabel, Vec<(Piece, Square)>),
    Steps(TurnLabel, Vec<TakenStep>),
}

/// A replayed game: the final state, the main line, the ending.
#[derive(Clone, Debug)]
pub struct Replay {
    pub game: Game,
    pub turns: Vec<PlayedTurn>,
    pub ending: Ending,
    /// True when the record ends with a bare label (`...\n37b`).
    pub empty_final_label: bool,
}

/// Replays a record from the empty board.
pub fn replay(record: &GameRecord, rules: RuleSet) -> Result<Replay, ReplayError> {
    replay_from(Game::new(rules), &record.moves)
}

/// Replays moves from a given game state (diagram positions, tests).
pub fn replay_from(game: Game, moves: &[MoveRecord]) -> Result<Replay, ReplayError> {
    let mut r = Replay {
        game,
        turns: Vec::new(),
        ending: Ending::Unfinished,
        empty_final_label: false,
    };
    let mut undo: Vec<Game> = Vec::new();
    for (idx, mv) in moves.iter().enumerate() {
        let fail = |reason: String| ReplayError {
            label: mv.label,
            at: mv.at,
            reason,
        };
        let last = idx + 1 == moves.len();
        if r.ending != Ending::Unfinished && !matches!(r.ending, Ending::Board(_)) {
            return Err(fail("the game already ended".into()));
        }
        let expected = r.game.label();
        if mv.label != expected {
            return Err(fail(format!("expected move {expected}")));
        }
        match &mv.action {
            Action::Items(items) if items.is_empty() => {
                if !last {
                    return Err(fail("an empty move is only allowed at the end".into()));
                }
                r.empty_final_label = true;
            }
            _ if r.game.outcome().is_some() => {
                return Err(fail("the game is already over".into()));
            }
            Action::Items(items) => {
                let before = r.game.clone();
                let turn = play_items(&mut r.game, items).map_err(|(at, kind)| ReplayError {
                    label: mv.label,
                    at,
                    reason: kind.to_string(),
                })?;
                undo.push(before);
                r.turns.push(turn);
                if let Some(o) = r.game.outcome() {
                    r.ending = Ending::Board(o);
                }
            }
            Action::Takeback => {
                let Some(prev) = undo.pop() else {
                    return Err(fail("no move to take back".into()));
                };
                r.game = prev;
                r.turns.pop();
                r.ending = Ending::Unfinished;
            }
            Action::Resign => r.ending = Ending::Resigned(mv.label.color),
            Action::Lost => r.ending = Ending::Lost(mv.label.color),
            Action::Pass => {
                if !last {
                    return Err(fail("`pass` is only allowed as the last move".into()));
                }
                r.ending = Ending::Passed(mv.label.color);
            }
        }
    }
    Ok(r)
}

/// Plays one move's items (a setup or a turn) on `game`, checking capture tokens.
/// On error `game` is unchanged.
pub fn play_items(game: &mut Game, items: &[Item]) -> Result<PlayedTurn, (Pos, ErrorKind)> {
    let label = game.label();
    let end = items.last().map(|i| i.at).unwrap_or_default();
    if items.iter().any(|i| matches!(i.kind, ItemKind::Place(..))) {
        let mut placements = Vec::new();
        for item in items {
            match item.kind {
                ItemKind::Place(p, sq) => placements.push((p, sq)),
                _ => return Err((item.at, ErrorKind::Syntax(Expected::Placement))),
            }
        }
        game.setup(&placements, false)
            .map_err(|e| (end, e.into()))?;
        return Ok(PlayedTurn::Setup(label, placements));
    }
    let mut turn = game.turn();
    let taken = build_turn(&mut turn, items)?;
    game.play(&turn).map_err(|e| (end, e.into()))?;
    Ok(PlayedTurn::Steps(label, taken))
}

/// Applies steps and capture tokens to a builder, checking each capture token.
pub fn build_turn(
    turn: &mut TurnBuilder,
    items: &[Item],
) -> Result<Vec<TakenStep>, (Pos, ErrorKind)> {
    let mut pending: Option<(Capture, Pos)> = None;
    let mut taken = Vec::new();
    for item in items {
        match item.kind {
            ItemKind::Step(step) => {
                if let Some((c, _)) = pending {
                    return Err((item.at, CaptureError::Missing(c).into()));
                }
                let t = turn.step(step).map_err(|e| (item.at, e.into()))?;
                pending = t.capture.map(|c| (c, item.at));
                taken.push(t);
            }
            ItemKind::Capture(piece, square) => match pending.take() {
                Some((c, _)) if c.piece == piece && c.square == square => {}
                Some((captured, _)) => {
                    let written = (piece, square);
                    return Err((item.at, CaptureError::Wrong { written, captured }.into()));
                }
                None => {
                    let written = (piece, square);
                    return Err((item.at, CaptureError::Nothing { written }.into()));
                }
            },
            ItemKind::Place(..) => return Err((item.at, Misplaced::PlacementInTurn.into())),
        }
    }
    if let Some((c, at)) = pending {
        return Err((at, CaptureError::Missing(c).into()));
    }
    Ok(taken)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::arimaa_com::parse_game;

    const SETUP: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";

    #[test]
    fn takeback_repeats_the_label() {
        let text = format!("{SETUP}2g Ee2n Ee3n\n2s takeback\n2g Ee2n\n2s ed7s\n3g resigns");
        let r = replay(&parse_game(&text).unwrap(), RuleSet::Current).unwrap();
        assert_eq!(r.turns.len(), 4);
        assert_eq!(r.ending, Ending::Resigned(Color::Gold));
    }

    #[test]
    fn capture_tokens_must_match() {
        let ok = format!("{SETUP}2g Cc2n Cc3x");
        assert!(replay(&parse_game(&ok).unwrap(), RuleSet::Current).is_ok());
        let missing = format!("{SETUP}2g Cc2n");
        let e = replay(&parse_game(&missing).unwrap(), RuleSet::Current).unwrap_err();
        assert_eq!(e.to_string(), "2g: missing capture token Cc3x");
        let wrong = format!("{SETUP}2g Ee2n Ee3n Ee4n Ee5x");
        assert!(replay(&parse_game(&wrong).unwrap(), RuleSet::Current).is_err());
    }
}
