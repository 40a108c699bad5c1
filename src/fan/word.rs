//! The words of a FAN move body: labels and keywords here, step words by the
//! arimaa.com token reader (FAN moves are arimaa.com moves).

use crate::notation::arimaa_com::{parse_label, parse_token, Item, Pos};
use crate::TurnLabel;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveWord {
    Label(TurnLabel),
    /// A placement, a capture token, or one or more steps (`Rh6nn`).
    Items(Vec<Item>),
    Takeback,
    Resign,
    Lost,
    Pass,
    Timeout,
    Forfeit,
    /// A Morabaraba move in FIMS notation (`d1`, `d1-d2`, `a1xf2`).
    Morabaraba(crate::morabaraba::Move),
}

/// Reads one whitespace-free word of a Morabaraba record: labels and
/// keywords as in Arimaa, moves in FIMS notation.
pub fn classify_morabaraba(word: &str) -> Option<MoveWord> {
    match word {
        "takeback" => Some(MoveWord::Takeback),
        "resigns" | "resign" | "resigned" => Some(MoveWord::Resign),
        _ if word.starts_with(|c: char| c.is_ascii_digit()) => {
            parse_label(word).map(MoveWord::Label)
        }
        _ => crate::morabaraba::parse_move(word)
            .ok()
            .map(MoveWord::Morabaraba),
    }
}

/// Reads one whitespace-free word.
pub fn classify(word: &str) -> Option<MoveWord> {
    match word {
        "takeback" => return Some(MoveWord::Takeback),
        "resigns" | "resign" | "resigned" => return Some(MoveWord::Resign),
        "lost" => return Some(MoveWord::Lost),
        "pass" => return Some(MoveWord::Pass),
        "timeout" => return Some(MoveWord::Timeout),
        "forfeit" => return Some(MoveWord::Forfeit),
        _ => {}
    }
    if word.starts_with(|c: char| c.is_ascii_digit()) {
        return parse_label(word).map(MoveWord::Label);
    }
    let mut items = Vec::new();
    parse_token(word, Pos::default(), &mut items).ok()?;
    Some(MoveWord::Items(items))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words() {
        assert!(matches!(classify("12s"), Some(MoveWord::Label(_))));
        assert!(matches!(classify("3w"), Some(MoveWord::Label(_))));
        assert!(matches!(classify("Rh6nn"), Some(MoveWord::Items(ref i)) if i.len() == 2));
        assert!(matches!(classify("rc3x"), Some(MoveWord::Items(_))));
        assert!(matches!(classify("Ra2"), Some(MoveWord::Items(_))));
        for bad in [
            "m5n", "hb7q", "dh9s", "Xa1n", "", "é", "12", "12q", "Ea1nnnnn",
        ] {
            assert_eq!(classify(bad), None, "{bad}");
        }
    }

    #[test]
    fn morabaraba_words() {
        assert!(matches!(
            classify_morabaraba("3s"),
            Some(MoveWord::Label(_))
        ));
        assert!(matches!(
            classify_morabaraba("d1"),
            Some(MoveWord::Morabaraba(_))
        ));
        assert!(matches!(
            classify_morabaraba("d1-d2xa1"),
            Some(MoveWord::Morabaraba(_))
        ));
        assert_eq!(classify_morabaraba("resigns"), Some(MoveWord::Resign));
        for bad in ["d4", "h1", "Ed4n", "pass", "d1-", "a1xx"] {
            assert_eq!(classify_morabaraba(bad), None, "{bad}");
        }
    }
}
