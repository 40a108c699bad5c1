//! Plays the body of a Howdah move line on a game: setup placements, or
//! steps with optional capture tokens (Howdah accepts a missing one and
//! computes the capture; a wrong one is an error).

use crate::notation::arimaa_com::{parse_token, Item, ItemKind, Pos};
use crate::record::{CaptureError, ErrorKind, Expected, Misplaced, MoveKind, StepRecord};
use crate::{Capture, Game, GameError, Position};

/// What playing a body gave.
pub(super) enum Played {
    /// Legal: the move, now played on the game, and the position after it.
    Move(MoveKind, Position),
    /// Word `at` failed (`at` = the number of words: the move as a whole);
    /// `kind` and `position` show the move as far as it got.
    Error {
        kind: MoveKind,
        position: Position,
        at: usize,
        error: ErrorKind,
    },
}

/// One word: a placement, a single step or a capture token.
fn item(word: &str) -> Option<ItemKind> {
    let mut items: Vec<Item> = Vec::new();
    parse_token(word, Pos::default(), &mut items).ok()?;
    // Howdah writes one step a word; `Rh6nn` is not its notation.
    match items.as_slice() {
        [one] => Some(one.kind),
        _ => None,
    }
}

/// Plays `words` (a non-empty body) as the game's next move.
pub(super) fn play_body(game: &mut Game, words: &[&str]) -> Played {
    let here = game.position();
    let fail = |kind, position, at, error: ErrorKind| Played::Error {
        kind,
        position,
        at,
        error,
    };
    let empty = || MoveKind::Steps(Vec::new());
    let mut items = Vec::with_capacity(words.len());
    let setup = words
        .first()
        .and_then(|w| item(w))
        .is_some_and(|k| matches!(k, ItemKind::Place(..)));
    let expected = if setup {
        Expected::Placement
    } else {
        Expected::Step
    };
    // The words before a malformed one are still played: the move keeps its
    // legal part, and the malformed word is its error.
    let mut broken = None;
    for (i, w) in words.iter().enumerate() {
        match item(w) {
            Some(k) => items.push(k),
            None => {
                broken = Some((i, ErrorKind::Syntax(expected)));
                break;
            }
        }
    }
    if let (Some((i, error)), true) = (&broken, items.is_empty()) {
        return fail(empty(), here, *i, error.clone());
    }
    if let Some(outcome) = game.outcome() {
        let over = ErrorKind::Game(GameError::GameOver(outcome));
        return fail(empty(), here, 0, over);
    }
    if setup {
        let mut placements = Vec::with_capacity(items.len());
        for (i, k) in items.iter().enumerate() {
            match *k {
                ItemKind::Place(p, sq) => placements.push((p, sq)),
                _ => {
                    let kind = MoveKind::Setup(placements);
                    return fail(kind, here, i, ErrorKind::Syntax(Expected::Placement));
                }
            }
        }
        if let Some((i, error)) = broken {
            // Part of a setup is no position: the placements are kept, not placed.
            return fail(MoveKind::Setup(placements), here, i, error);
        }
        return match game.setup(&placements, false) {
            Ok(()) => Played::Move(MoveKind::Setup(placements), game.position()),
            Err(e) => fail(MoveKind::Setup(placements), here, words.len(), e.into()),
        };
    }
    if game.in_setup() {
        return fail(empty(), here, 0, Misplaced::SetupFirst(here.side).into());
    }
    let mut turn = game.turn();
    let mut steps: Vec<StepRecord> = Vec::new();
    // The capture of the last step, until a token names it or another step comes.
    let mut open: Option<Capture> = None;
    for (i, k) in items.iter().enumerate() {
        let partial = |steps: Vec<StepRecord>, turn: &crate::TurnBuilder| {
            (
                MoveKind::Steps(steps),
                Position::new(*turn.board(), here.side),
            )
        };
        match *k {
            ItemKind::Step(step) => match turn.step(step) {
                Ok(t) => {
                    open = t.capture;
                    steps.push(StepRecord {
                        step: t.step,
                        capture: t.capture,
                        note: Default::default(),
                    });
                }
                Err(e) => {
                    let (kind, position) = partial(steps, &turn);
                    return fail(kind, position, i, e.into());
                }
            },
            ItemKind::Capture(piece, square) => {
                let written = (piece, square);
                let error = match open.take() {
                    Some(c) if c.piece == piece && c.square == square => continue,
                    Some(captured) => CaptureError::Wrong { written, captured },
                    None => CaptureError::Nothing { written },
                };
                let (kind, position) = partial(steps, &turn);
                return fail(kind, position, i, error.into());
            }
            ItemKind::Place(..) => {
                let (kind, position) = partial(steps, &turn);
                return fail(kind, position, i, Misplaced::PlacementInTurn.into());
            }
        }
    }
    let partial = Position::new(*turn.board(), here.side);
    if let Some((i, error)) = broken {
        return fail(MoveKind::Steps(steps), partial, i, error);
    }
    match game.play(&turn) {
        Ok(_) => Played::Move(MoveKind::Steps(steps), game.position()),
        Err(e) => fail(MoveKind::Steps(steps), partial, words.len(), e.into()),
    }
}
