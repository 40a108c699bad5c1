//! A result stated by a record rather than shown by the board: Howdah's
//! `1-0 r` closing a variation, or a game's result tags when analysis
//! follows its last move (Howdah takes the tags at their word, so these may
//! name a goal, an elimination or an immobilization the moves do not show).

use crate::Color;

/// Why a game ended when the board did not decide it, with the letters of
/// the arimaa.com archive and AEI (`ResultCode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutsideReason {
    /// `t`: the loser ran out of time.
    Timeout,
    /// `r`: the loser resigned.
    Resignation,
    /// `i`: the loser tried an illegal move (a third repetition, say).
    IllegalMove,
    /// `s`: a game or turn limit was reached and the score decided.
    Score,
    /// `f`: the loser forfeited.
    Forfeit,
}

impl OutsideReason {
    /// Every reason, in letter order `t r i s f`.
    pub const ALL: [OutsideReason; 5] = [
        OutsideReason::Timeout,
        OutsideReason::Resignation,
        OutsideReason::IllegalMove,
        OutsideReason::Score,
        OutsideReason::Forfeit,
    ];

    /// The one-letter code.
    pub const fn letter(self) -> char {
        match self {
            OutsideReason::Timeout => 't',
            OutsideReason::Resignation => 'r',
            OutsideReason::IllegalMove => 'i',
            OutsideReason::Score => 's',
            OutsideReason::Forfeit => 'f',
        }
    }

    /// The reason of a letter, either case; `None` for the board's letters
    /// (`g`, `e`, `m`) and any other.
    pub fn from_letter(c: char) -> Option<OutsideReason> {
        let c = c.to_ascii_lowercase();
        OutsideReason::ALL.into_iter().find(|r| r.letter() == c)
    }

    /// A few words for people: `resignation`, `time`, …
    pub const fn name(self) -> &'static str {
        match self {
            OutsideReason::Timeout => "time",
            OutsideReason::Resignation => "resignation",
            OutsideReason::IllegalMove => "illegal move",
            OutsideReason::Score => "score",
            OutsideReason::Forfeit => "forfeit",
        }
    }
}

/// Why a record says a game ended: a reason outside the board, or one of
/// the board's that the record claims without its moves showing it (a
/// Howdah game's `ResultCode "g"` with analysis after the last move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StatedReason {
    /// `g`: a rabbit reached its goal, says the record.
    Goal,
    /// `e`: a side lost its last rabbit, says the record.
    Elimination,
    /// `m`: the side to move could not move, says the record.
    Immobilization,
    /// `t r i s f`.
    Outside(OutsideReason),
}

impl StatedReason {
    /// The one-letter code.
    pub const fn letter(self) -> char {
        match self {
            StatedReason::Goal => 'g',
            StatedReason::Elimination => 'e',
            StatedReason::Immobilization => 'm',
            StatedReason::Outside(r) => r.letter(),
        }
    }

    /// The reason of a letter of `g e m t r i s f`, either case.
    pub fn from_letter(c: char) -> Option<StatedReason> {
        Some(match c.to_ascii_lowercase() {
            'g' => StatedReason::Goal,
            'e' => StatedReason::Elimination,
            'm' => StatedReason::Immobilization,
            c => StatedReason::Outside(OutsideReason::from_letter(c)?),
        })
    }

    /// A few words for people: `goal`, `resignation`, `time`, …
    pub const fn name(self) -> &'static str {
        match self {
            StatedReason::Goal => "goal",
            StatedReason::Elimination => "elimination",
            StatedReason::Immobilization => "immobilization",
            StatedReason::Outside(r) => r.name(),
        }
    }
}

impl From<OutsideReason> for StatedReason {
    fn from(r: OutsideReason) -> StatedReason {
        StatedReason::Outside(r)
    }
}

/// A game's end as a record states it: who won and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StatedResult {
    /// The side that won (not always the side that did not move last: a
    /// player may resign out of turn).
    pub winner: Color,
    /// Why.
    pub reason: StatedReason,
}

impl StatedResult {
    /// The result token: `1-0` or `0-1`.
    pub const fn token(self) -> &'static str {
        match self.winner {
            Color::Gold => "1-0",
            Color::Silver => "0-1",
        }
    }

    /// The result token and letter, as a Howdah variation ends: `1-0 r`.
    pub fn token_line(self) -> String {
        format!("{} {}", self.token(), self.reason.letter())
    }

    /// The end word that says the same when `mover` is the side to move:
    /// `resigns`, `timeout`, `forfeit` (the side to move lost), else `None`.
    pub fn end_word(self, mover: Color) -> Option<&'static str> {
        if self.winner == mover {
            return None;
        }
        match self.reason {
            StatedReason::Outside(OutsideReason::Resignation) => Some("resigns"),
            StatedReason::Outside(OutsideReason::Timeout) => Some("timeout"),
            StatedReason::Outside(OutsideReason::Forfeit) => Some("forfeit"),
            _ => None,
        }
    }

    /// FAN's marking for it, the text after `@`: `r=1-0i`.
    pub fn marking(self) -> String {
        format!("r={}{}", self.token(), self.reason.letter())
    }

    /// The result of a FAN marking's text (`r=0-1s`).
    pub fn from_marking(text: &str) -> Option<StatedResult> {
        let rest = text.strip_prefix("r=")?;
        let winner = if let Some(l) = rest.strip_prefix("1-0") {
            (Color::Gold, l)
        } else {
            (Color::Silver, rest.strip_prefix("0-1")?)
        };
        let mut cs = winner.1.chars();
        let reason = match (cs.next(), cs.next()) {
            (Some(c), None) if c.is_ascii_lowercase() => StatedReason::from_letter(c)?,
            _ => return None,
        };
        Some(StatedResult {
            winner: winner.0,
            reason,
        })
    }

    /// In words: `Gold wins by resignation`.
    /// In English; [`crate::words::Words::result`] in another language.
    pub fn words(self) -> String {
        crate::words::Words::english().result(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip_and_board_letters_are_none() {
        for r in OutsideReason::ALL {
            assert_eq!(OutsideReason::from_letter(r.letter()), Some(r));
            assert_eq!(
                OutsideReason::from_letter(r.letter().to_ascii_uppercase()),
                Some(r)
            );
        }
        for c in "gemxp".chars() {
            assert_eq!(OutsideReason::from_letter(c), None);
        }
        let r = StatedResult {
            winner: Color::Silver,
            reason: OutsideReason::Score.into(),
        };
        assert_eq!(r.token_line(), "0-1 s");
        assert_eq!(r.words(), "Silver wins by score");
        assert_eq!(StatedResult::from_marking(&r.marking()), Some(r));
        // A board letter the moves do not show, as Howdah's result tags may
        // state it.
        let goal = StatedResult::from_marking("r=1-0g").unwrap();
        assert_eq!(
            (goal.reason, goal.words()),
            (StatedReason::Goal, "Gold wins by goal".into())
        );
        assert_eq!(goal.end_word(Color::Silver), None);
        for bad in [
            "r=0-1",
            "r=1-0x",
            "r=1-0rr",
            "r=1/2-1/2r",
            "t=1-0r",
            "r=1-0R",
        ] {
            assert_eq!(StatedResult::from_marking(bad), None, "{bad}");
        }
        let resigned = StatedResult {
            winner: Color::Gold,
            reason: OutsideReason::Resignation.into(),
        };
        assert_eq!(resigned.end_word(Color::Silver), Some("resigns"));
        assert_eq!(resigned.end_word(Color::Gold), None);
    }
}
