//! Plays the words of one written move on a game. Turn building and the
//! capture-token check are the arimaa.com reader's; this adds where each
//! word's annotations land.

use super::word::MoveWord;
use crate::notation::arimaa_com::{Item, ItemKind, Pos};
use crate::notation::build_turn;
use crate::record::{
    CaptureError, ErrorKind, Expected, Misplaced, MoveKind, NodePosition, StepNote, StepRecord,
};
use crate::{Game, Position};

pub enum Played {
    /// The move was legal and is now played on the game.
    Move(MoveKind, NodePosition),
    Takeback,
    /// Word `at` failed (`at` = the number of words: the move as a whole);
    /// `kind` and `position` show the move as far as it got.
    Error {
        kind: MoveKind,
        position: NodePosition,
        at: usize,
        error: ErrorKind,
    },
}

/// Plays `words` (everything after the turn label) as the game's next move.
///
/// `broken` is the error of a malformed word that followed them: the words
/// are then the legal part of an unfinished move, played as far as they go
/// and returned with that error (unless one of them fails first), and the
/// game stays where it was.
pub fn play_words(
    game: &mut Game,
    words: Vec<(MoveWord, StepNote)>,
    broken: Option<ErrorKind>,
) -> Played {
    let here = game.position();
    let fail = |kind, position: Position, at, error: ErrorKind| Played::Error {
        kind,
        position: position.into(),
        at,
        error,
    };
    let keyword = words.len() == 1 && !matches!(words[0].0, MoveWord::Items(_));
    if let (Some(error), true) = (&broken, keyword || words.is_empty()) {
        // `3g resigns Xx9x`: nothing of the move can be shown.
        return fail(
            MoveKind::Steps(Vec::new()),
            here,
            words.len(),
            error.clone(),
        );
    }
    // Items carry the index of their word in `at.line`, to map errors and notes back.
    let mut items: Vec<Item> = Vec::new();
    for (w, (word, _)) in words.iter().enumerate() {
        match word {
            MoveWord::Items(its) => items.extend(its.iter().map(|i| Item {
                at: Pos { line: w, column: 0 },
                ..*i
            })),
            MoveWord::Takeback if words.len() == 1 => return Played::Takeback,
            MoveWord::Resign if words.len() == 1 => {
                return Played::Move(MoveKind::Resign, here.into())
            }
            MoveWord::Lost if words.len() == 1 => return Played::Move(MoveKind::Lost, here.into()),
            MoveWord::Pass if words.len() == 1 => return Played::Move(MoveKind::Pass, here.into()),
            MoveWord::Timeout if words.len() == 1 => {
                return Played::Move(MoveKind::Timeout, here.into())
            }
            MoveWord::Forfeit if words.len() == 1 => {
                return Played::Move(MoveKind::Forfeit, here.into())
            }
            _ => {
                return fail(
                    MoveKind::Steps(Vec::new()),
                    here,
                    w,
                    ErrorKind::Syntax(Expected::Step),
                )
            }
        }
    }
    if items.is_empty() {
        return fail(
            MoveKind::Steps(Vec::new()),
            here,
            0,
            Misplaced::EmptyMove.into(),
        );
    }
    if let Some(outcome) = game.outcome() {
        // Said before any step: a step's own error (a frozen piece, say)
        // would hide that no move can follow the end of the game.
        let over = ErrorKind::Game(crate::GameError::GameOver(outcome));
        return fail(MoveKind::Steps(Vec::new()), here, 0, over);
    }
    if matches!(items[0].kind, ItemKind::Place(..)) {
        return setup(game, &items, words.len(), broken);
    }
    if game.in_setup() {
        return fail(
            MoveKind::Steps(Vec::new()),
            here,
            0,
            Misplaced::SetupFirst(here.side).into(),
        );
    }
    let mut turn = game.turn();
    let built = build_turn(&mut turn, &items);
    // The steps taken so far, each with the note of the word it ends.
    let step_items: Vec<&Item> = items
        .iter()
        .filter(|i| matches!(i.kind, ItemKind::Step(_)))
        .collect();
    let records: Vec<StepRecord> = turn
        .steps()
        .zip(&step_items)
        .enumerate()
        .map(|(k, (t, item))| {
            let w = item.at.line;
            let last_of_word = step_items.get(k + 1).map_or(true, |n| n.at.line != w);
            let mut note = if last_of_word {
                words[w].1.clone()
            } else {
                StepNote::default()
            };
            // Notes written after capture tokens belong to the step that captured.
            let mut next = w + 1;
            while last_of_word && next < words.len() && is_capture_word(&words[next].0) {
                merge_note(&mut note, &words[next].1);
                next += 1;
            }
            StepRecord {
                step: t.step,
                capture: t.capture,
                note,
            }
        })
        .collect();
    let partial = Position::new(*turn.board(), here.side);
    if let Err((at, error)) = built {
        // A capture token the malformed word stands in front of is unread, not missing.
        let unread = broken.is_some()
            && records.len() == step_items.len()
            && matches!(error, ErrorKind::Capture(CaptureError::Missing(_)));
        if !unread {
            return fail(MoveKind::Steps(records), partial, at.line, error);
        }
    }
    if let Some(error) = broken {
        return fail(MoveKind::Steps(records), partial, words.len(), error);
    }
    match game.play(&turn) {
        Ok(_) => Played::Move(MoveKind::Steps(records), game.position().into()),
        Err(e) => fail(MoveKind::Steps(records), partial, words.len(), e.into()),
    }
}

fn is_capture_word(w: &MoveWord) -> bool {
    matches!(w, MoveWord::Items(i) if matches!(i.as_slice(), [Item { kind: ItemKind::Capture(..), .. }]))
}

fn merge_note(into: &mut StepNote, from: &StepNote) {
    if let Some(c) = &from.comment {
        into.comment = Some(match into.comment.take() {
            Some(prev) => prev + " " + c,
            None => c.clone(),
        });
    }
    into.markings.extend(from.markings.iter().cloned());
}

fn setup(game: &mut Game, items: &[Item], words: usize, broken: Option<ErrorKind>) -> Played {
    let here = game.position();
    let mut placements = Vec::with_capacity(items.len());
    for item in items {
        match item.kind {
            ItemKind::Place(piece, square) => placements.push((piece, square)),
            _ => {
                return Played::Error {
                    kind: MoveKind::Setup(placements),
                    position: here.into(),
                    at: item.at.line,
                    error: ErrorKind::Syntax(Expected::Placement),
                }
            }
        }
    }
    if let Some(error) = broken {
        // Part of a setup is no position: the placements are kept, not placed.
        return Played::Error {
            kind: MoveKind::Setup(placements),
            position: here.into(),
            at: words,
            error,
        };
    }
    match game.setup(&placements, false) {
        Ok(()) => Played::Move(MoveKind::Setup(placements), game.position().into()),
        Err(e) => Played::Error {
            kind: MoveKind::Setup(placements),
            position: here.into(),
            at: words,
            error: e.into(),
        },
    }
}
