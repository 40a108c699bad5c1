//! Plays the words of one written move on a game, checking capture tokens
//! against what really happened.

use super::word::MoveWord;
use crate::record::{MoveKind, StepNote, StepRecord};
use crate::{Game, Position, Step};

pub enum Played {
    /// The move was legal and is now played on the game.
    Move(MoveKind, Position),
    Takeback,
    /// Word `at` failed (`at` = the number of words: the move as a whole);
    /// `kind` and `position` show the move as far as it got.
    Error {
        kind: MoveKind,
        position: Position,
        at: usize,
        message: String,
    },
}

/// Plays `words` (everything after the turn label) as the game's next move.
pub fn play_words(game: &mut Game, words: Vec<(MoveWord, StepNote)>) -> Played {
    let here = game.position();
    let err = |kind, position, at, message: String| Played::Error {
        kind,
        position,
        at,
        message,
    };
    match words.first().map(|w| &w.0) {
        None => {
            return err(
                MoveKind::Steps(Vec::new()),
                here,
                0,
                "a move needs at least one step".into(),
            )
        }
        Some(MoveWord::Takeback) if words.len() == 1 => return Played::Takeback,
        Some(MoveWord::Resign) if words.len() == 1 => return Played::Move(MoveKind::Resign, here),
        Some(MoveWord::Lost) if words.len() == 1 => return Played::Move(MoveKind::Lost, here),
        Some(MoveWord::Place { .. }) => return setup(game, &words),
        _ => {}
    }
    if game.in_setup() {
        return err(
            MoveKind::Steps(Vec::new()),
            here,
            0,
            format!("{} must set up its pieces first", here.side.name()),
        );
    }
    let mut turn = game.turn();
    let mut steps: Vec<StepRecord> = Vec::new();
    // Captures that happened and still wait for their `x` token.
    let mut owed: Vec<crate::Capture> = Vec::new();
    let partial = |steps: &Vec<StepRecord>, turn: &crate::TurnBuilder| {
        (
            MoveKind::Steps(steps.clone()),
            Position::new(*turn.board(), here.side),
        )
    };
    for (at, (word, note)) in words.iter().enumerate() {
        match word {
            MoveWord::Steps { piece, from, dirs } => {
                if let Some(c) = owed.first() {
                    let (k, p) = partial(&steps, &turn);
                    return err(
                        k,
                        p,
                        at,
                        format!("expected the capture token {}{}x", c.piece, c.square),
                    );
                }
                let mut sq = *from;
                for (n, dir) in dirs.iter().enumerate() {
                    let step = Step::new(*piece, sq, *dir);
                    match turn.step(step) {
                        Ok(taken) => {
                            let last = n + 1 == dirs.len();
                            steps.push(StepRecord {
                                step,
                                capture: taken.capture,
                                note: if last {
                                    note.clone()
                                } else {
                                    StepNote::default()
                                },
                            });
                            owed.extend(taken.capture);
                            sq = step.to().expect("legal step stays on board");
                        }
                        Err(e) => {
                            let (k, p) = partial(&steps, &turn);
                            return err(k, p, at, e.to_string());
                        }
                    }
                }
            }
            MoveWord::Capture { piece, square } => {
                if owed.first().map(|c| (c.piece, c.square)) == Some((*piece, *square)) {
                    owed.remove(0);
                    if let Some(last) = steps.last_mut() {
                        merge_note(&mut last.note, note);
                    }
                } else {
                    let (k, p) = partial(&steps, &turn);
                    return err(
                        k,
                        p,
                        at,
                        format!("no {piece} was captured on {square} here"),
                    );
                }
            }
            _ => {
                let (k, p) = partial(&steps, &turn);
                return err(
                    k,
                    p,
                    at,
                    "expected a step like Ed4n or a capture like rc3x".into(),
                );
            }
        }
    }
    if let Some(c) = owed.first() {
        let (k, p) = partial(&steps, &turn);
        return err(
            k,
            p,
            words.len(),
            format!(
                "the capture of {} on {} is not written ({}{}x)",
                c.piece, c.square, c.piece, c.square
            ),
        );
    }
    match game.play(&turn) {
        Ok(_) => Played::Move(MoveKind::Steps(steps), game.position()),
        Err(e) => {
            let (k, p) = partial(&steps, &turn);
            err(k, p, words.len(), e.to_string())
        }
    }
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

fn setup(game: &mut Game, words: &[(MoveWord, StepNote)]) -> Played {
    let here = game.position();
    let mut placements = Vec::with_capacity(words.len());
    for (at, (w, _)) in words.iter().enumerate() {
        match w {
            MoveWord::Place { piece, square } => placements.push((*piece, *square)),
            _ => {
                return Played::Error {
                    kind: MoveKind::Setup(placements),
                    position: here,
                    at,
                    message: "expected a placement like Ra2 in a setup".into(),
                }
            }
        }
    }
    match game.setup(&placements, false) {
        Ok(()) => Played::Move(MoveKind::Setup(placements), game.position()),
        Err(e) => Played::Error {
            kind: MoveKind::Setup(placements),
            position: here,
            at: words.len(),
            message: e.to_string(),
        },
    }
}
