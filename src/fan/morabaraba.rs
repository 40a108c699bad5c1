//! Plays the words of one written Morabaraba move: a single FIMS move (or
//! `resigns`) on the line's stack of positions.

use super::replay::Played;
use super::word::MoveWord;
use crate::morabaraba::Position;
use crate::record::{ErrorKind, Expected, Misplaced, MoveKind, StepNote};

/// Plays `words` (everything after the turn label) on `line`, whose last
/// entry is the position before the move; a legal move pushes the next one.
/// The word's own annotations (markings and comments after it) stay with
/// the move, as a step's do in Arimaa: the move is its one step.
pub fn play_morabaraba_words(line: &mut Vec<Position>, words: &[(MoveWord, StepNote)]) -> Played {
    let here = *line.last().expect("a line starts with a position");
    let fail = |at, error: ErrorKind| Played::Error {
        kind: MoveKind::Steps(Vec::new()),
        position: here.into(),
        at,
        error,
    };
    match words {
        [(MoveWord::Takeback, _)] => Played::Takeback,
        [(MoveWord::Resign, _)] => {
            // The same position again, so that undoing the resignation (to
            // branch a variation) pops exactly it.
            line.push(here);
            Played::Move(MoveKind::Resign, here.into())
        }
        [(MoveWord::Morabaraba(mv), note)] => match here.play(*mv) {
            Ok(next) => {
                line.push(next);
                Played::Move(MoveKind::Morabaraba(*mv, note.clone()), next.into())
            }
            Err(e) => fail(0, e.into()),
        },
        [] => fail(0, ErrorKind::Syntax(Expected::FimsMove)),
        _ => fail(1, Misplaced::SeveralMorabarabaWords.into()),
    }
}
