//! A game's result as Howdah reads a record (its `GameParser::finish`):
//! the board's, where the last move of the main line decided the game;
//! else the result tags', when `Result` is `1-0` or `0-1` and `ResultCode`
//! one letter of `g e m t r i s f` (either case), whatever the board and
//! the end word say; else the end word's (`resigns`, `resign`, `timeout`,
//! `forfeit`: the side to move lost); else none. `lost`, `lose` and `pass`
//! give no result, and neither do a draw, `*` or tags that lack one of the
//! two. Tag names count only as written (`result` is not `Result`).

use super::names::tag;
use crate::record::{MoveKind, StatedReason, StatedResult};
use crate::Color;

/// How a game ended: the winner and Howdah's reason letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The side that won.
    pub winner: Color,
    /// The reason letter, lower case: `g e m t r i s f`.
    pub code: char,
}

impl Ending {
    /// `1-0` or `0-1`.
    pub fn token(self) -> &'static str {
        match self.winner {
            Color::Gold => "1-0",
            Color::Silver => "0-1",
        }
    }
}

impl From<StatedResult> for Ending {
    fn from(r: StatedResult) -> Ending {
        Ending {
            winner: r.winner,
            code: r.reason.letter(),
        }
    }
}

/// The result Howdah's tags state: `Result` `1-0`/`0-1` with a one-letter
/// `ResultCode`, both named exactly so.
pub(super) fn stated_by_tags(tags: &[(String, String)]) -> Option<StatedResult> {
    let winner = match tag(tags, "Result")? {
        "1-0" => Color::Gold,
        "0-1" => Color::Silver,
        _ => return None,
    };
    let mut letters = tag(tags, "ResultCode")?.chars();
    let reason = letters
        .next()
        .filter(|_| letters.next().is_none())
        .and_then(StatedReason::from_letter)?;
    Some(StatedResult { winner, reason })
}

/// What an end word at the main line's end says, as Howdah reads it: the
/// side to move (the word's label) lost, for `resigns`, `timeout` and
/// `forfeit`; a stated result (Howdah's result on that move) as it stands.
pub(super) fn said_by_end(kind: &MoveKind, label_color: Color) -> Option<Ending> {
    let code = match kind {
        MoveKind::Resign => 'r',
        MoveKind::Timeout => 't',
        MoveKind::Forfeit => 'f',
        MoveKind::Result(r) => return Some((*r).into()),
        _ => return None,
    };
    Some(Ending {
        winner: !label_color,
        code,
    })
}

/// Howdah's order: the board, the tags, the end of the line.
pub(super) fn howdah_ending(
    board: Option<Ending>,
    tags: &[(String, String)],
    end: Option<Ending>,
) -> Option<Ending> {
    board
        .or_else(|| stated_by_tags(tags).map(Ending::from))
        .or(end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::OutsideReason;

    fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn tags_state_a_result_only_whole_and_named_exactly() {
        let gold_r = StatedResult {
            winner: Color::Gold,
            reason: OutsideReason::Resignation.into(),
        };
        let whole = tags(&[("ResultCode", "R"), ("Result", "1-0")]);
        assert_eq!(stated_by_tags(&whole), Some(gold_r));
        let goal = tags(&[("ResultCode", "g"), ("Result", "0-1")]);
        assert_eq!(stated_by_tags(&goal).unwrap().reason, StatedReason::Goal);
        for partial in [
            tags(&[("Result", "1-0")]),
            tags(&[("ResultCode", "r")]),
            tags(&[("ResultCode", "r"), ("result", "1-0")]),
            tags(&[("resultcode", "r"), ("Result", "1-0")]),
            tags(&[("ResultCode", "rr"), ("Result", "1-0")]),
            tags(&[("ResultCode", "x"), ("Result", "1-0")]),
            tags(&[("ResultCode", "n"), ("Result", "1/2-1/2")]),
        ] {
            assert_eq!(stated_by_tags(&partial), None, "{partial:?}");
        }
    }

    #[test]
    fn the_board_then_the_tags_then_the_end_word() {
        let board = Ending {
            winner: Color::Gold,
            code: 'g',
        };
        let word = said_by_end(&MoveKind::Resign, Color::Gold);
        assert_eq!(
            word,
            Some(Ending {
                winner: Color::Silver,
                code: 'r'
            })
        );
        let silver_r = tags(&[("ResultCode", "r"), ("Result", "0-1")]);
        let gold_r = tags(&[("ResultCode", "r"), ("Result", "1-0")]);
        assert_eq!(howdah_ending(Some(board), &silver_r, word), Some(board));
        let by_tags = howdah_ending(None, &gold_r, word).unwrap();
        assert_eq!(
            (by_tags.winner, by_tags.code, by_tags.token()),
            (Color::Gold, 'r', "1-0")
        );
        assert_eq!(howdah_ending(None, &[], word), word);
        assert_eq!(said_by_end(&MoveKind::Lost, Color::Gold), None);
        assert_eq!(said_by_end(&MoveKind::Pass, Color::Gold), None);
    }
}
