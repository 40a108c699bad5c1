//! The words of a move body, shared by FAN and the arimaa.com notation.

use crate::record::parse_label;
use crate::{Direction, Piece, Square, TurnLabel};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveWord {
    Label(TurnLabel),
    /// One step, or several steps of the same piece in the compact form `Rh6nn`.
    Steps {
        piece: Piece,
        from: Square,
        dirs: Vec<Direction>,
    },
    /// `rc3x`: the piece on the square was captured.
    Capture {
        piece: Piece,
        square: Square,
    },
    /// `Ra2`: a setup placement.
    Place {
        piece: Piece,
        square: Square,
    },
    Takeback,
    Resign,
    Lost,
    Pass,
}

/// What a word must look like, for error messages.
pub const EXPECTED_WORD: &str = "a turn label like 12g, a step like Ed4n, a capture like rc3x, a placement like Ra2, takeback, resigns, lost or pass";

/// Reads one whitespace-free word.
pub fn classify(word: &str) -> Option<MoveWord> {
    match word {
        "takeback" => return Some(MoveWord::Takeback),
        "resigns" | "resign" => return Some(MoveWord::Resign),
        "lost" => return Some(MoveWord::Lost),
        "pass" => return Some(MoveWord::Pass),
        _ => {}
    }
    if word.starts_with(|c: char| c.is_ascii_digit()) {
        return parse_label(word).map(MoveWord::Label);
    }
    let mut chars = word.chars();
    let piece = Piece::from_char(chars.next()?)?;
    let (f, r) = (chars.next()?, chars.next()?);
    if !f.is_ascii() || !r.is_ascii() {
        return None;
    }
    let square = Square::from_bytes(f as u8, r as u8)?;
    let rest: Vec<char> = chars.collect();
    match rest.as_slice() {
        [] => Some(MoveWord::Place { piece, square }),
        ['x'] => Some(MoveWord::Capture { piece, square }),
        dirs if dirs.len() <= 4 => {
            let dirs: Option<Vec<Direction>> =
                dirs.iter().map(|&c| Direction::from_char(c)).collect();
            Some(MoveWord::Steps {
                piece,
                from: square,
                dirs: dirs?,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words() {
        assert!(matches!(classify("12s"), Some(MoveWord::Label(_))));
        assert!(matches!(classify("3w"), Some(MoveWord::Label(_))));
        assert!(
            matches!(classify("Rh6nn"), Some(MoveWord::Steps { ref dirs, .. }) if dirs.len() == 2)
        );
        assert!(matches!(classify("rc3x"), Some(MoveWord::Capture { .. })));
        assert!(matches!(classify("Ra2"), Some(MoveWord::Place { .. })));
        for bad in [
            "m5n", "hb7q", "dh9s", "Xa1n", "", "é", "12", "12q", "Ea1nnnnn",
        ] {
            assert_eq!(classify(bad), None, "{bad}");
        }
    }
}
