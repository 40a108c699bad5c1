//! Scores: an evaluation in rabbits, or a win found by the search.
//!
//! Inside the search a score is an `i32` from the side to move's point of
//! view, in hundredths of a rabbit, with wins as values near [`WIN`] so
//! that alpha-beta can compare them; outside it is a [`Score`], from Gold's
//! side, where a win is a win in so many turns and never a large number.

use crate::Color;

/// The search's value of a win on the turn being searched; a win `n` turns
/// later is worth `WIN - n`, so a nearer win is preferred.
pub(crate) const WIN: i32 = 1_000_000;
/// Below this (in absolute value) a value is an evaluation, not a win.
pub(crate) const WIN_BOUND: i32 = WIN - 1_000;
/// Wider than any value: the window of a full search.
pub(crate) const INFINITE: i32 = WIN + 1;

/// An evaluation from Gold's side, or a forced win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Hundredths of a rabbit: +100 means Gold is a rabbit ahead.
    Centirabbits(i32),
    /// `winner` reaches a won position (goal, elimination or
    /// immobilization) at the end of its `turns`-th turn from the position
    /// searched, counting only the winner's turns (1: this very turn, or
    /// the next one when the loser is to move).
    Win {
        /// The side that wins.
        winner: Color,
        /// The winner's turns until the game is over, at least 1.
        turns: u32,
    },
}

impl Score {
    /// The search's value (`side` to move, `ply` turns from the root
    /// already played) as a score from Gold's side.
    pub(crate) fn from_search(value: i32, side: Color) -> Score {
        let gold = if side == Color::Gold { value } else { -value };
        if gold.abs() < WIN_BOUND {
            return Score::Centirabbits(gold);
        }
        // `WIN - n`: the game ends after n more turns of both sides,
        // the winner's being every other one from whoever moves first.
        let plies = (WIN - gold.abs()) as u32;
        let winner = if gold > 0 { Color::Gold } else { Color::Silver };
        let winner_moves_first = winner == side;
        let turns = if winner_moves_first {
            plies.div_ceil(2)
        } else {
            plies / 2
        };
        Score::Win {
            winner,
            turns: turns.max(1),
        }
    }

    /// Gold's winning chance as the bar shows it: a logistic curve of the
    /// evaluation (a rabbit ahead is about 60 %), 1 or 0 for a won game.
    pub fn gold_share(self) -> f64 {
        match self {
            Score::Centirabbits(c) => 1.0 / (1.0 + (-f64::from(c) / 250.0).exp()),
            Score::Win { winner, .. } => match winner {
                Color::Gold => 1.0,
                Color::Silver => 0.0,
            },
        }
    }

    /// The value for sorting, from Gold's side: wins beyond every evaluation,
    /// a nearer win beyond a later one.
    pub fn rank(self) -> i64 {
        match self {
            Score::Centirabbits(c) => i64::from(c),
            Score::Win { winner, turns } => {
                let v = 1_000_000_000 - i64::from(turns);
                match winner {
                    Color::Gold => v,
                    Color::Silver => -v,
                }
            }
        }
    }
}

/// As `[%eval …]` writes it: `+0.35`, `-1.20`, or `#3` / `#-2` for a win in
/// 3 turns by Gold / in 2 by Silver (lichess's and Howdah's mate form).
impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Score::Centirabbits(c) => {
                let sign = if c < 0 { '-' } else { '+' };
                let a = c.unsigned_abs();
                write!(f, "{sign}{}.{:02}", a / 100, a % 100)
            }
            Score::Win { winner, turns } => match winner {
                Color::Gold => write!(f, "#{turns}"),
                Color::Silver => write!(f, "#-{turns}"),
            },
        }
    }
}

/// Why a `[%eval …]` value does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreError(pub String);

impl std::fmt::Display for ScoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "`{}` is no evaluation: expected rabbits like +0.35 or -1.2, or a win like #3 or #-2",
            self.0
        )
    }
}

impl std::error::Error for ScoreError {}

impl std::str::FromStr for Score {
    type Err = ScoreError;
    /// Reads what [`Score`]'s `Display` writes, and also a plain `0.4` or
    /// `-3` (rabbits), as other programs write them.
    fn from_str(s: &str) -> Result<Score, ScoreError> {
        let err = || ScoreError(s.to_string());
        let t = s.trim();
        if let Some(win) = t.strip_prefix('#') {
            let (winner, n) = match win.strip_prefix('-') {
                Some(n) => (Color::Silver, n),
                None => (Color::Gold, win.strip_prefix('+').unwrap_or(win)),
            };
            let turns: u32 = n.parse().map_err(|_| err())?;
            if turns == 0 || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(err());
            }
            return Ok(Score::Win { winner, turns });
        }
        let (negative, body) = match t.as_bytes().first() {
            Some(b'-') => (true, &t[1..]),
            Some(b'+') => (false, &t[1..]),
            _ => (false, t),
        };
        let (whole, frac) = body.split_once('.').unwrap_or((body, ""));
        let digits = |d: &str| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || !(frac.is_empty() || digits(frac)) || whole.len() > 6 {
            return Err(err());
        }
        let whole: i32 = whole.parse().map_err(|_| err())?;
        // Hundredths, rounded half away from zero on the third digit.
        let mut cents = 0;
        let f = frac.as_bytes();
        for (i, scale) in [10, 1].into_iter().enumerate() {
            cents += f.get(i).map_or(0, |b| i32::from(b - b'0')) * scale;
        }
        if f.get(2).is_some_and(|&b| b >= b'5') {
            cents += 1;
        }
        let value = whole * 100 + cents;
        Ok(Score::Centirabbits(if negative { -value } else { value }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_reads_back() {
        for (s, score) in [
            ("+0.35", Score::Centirabbits(35)),
            ("-1.20", Score::Centirabbits(-120)),
            ("+0.00", Score::Centirabbits(0)),
            (
                "#3",
                Score::Win {
                    winner: Color::Gold,
                    turns: 3,
                },
            ),
            (
                "#-2",
                Score::Win {
                    winner: Color::Silver,
                    turns: 2,
                },
            ),
        ] {
            assert_eq!(score.to_string(), s);
            assert_eq!(s.parse::<Score>(), Ok(score));
        }
        assert_eq!("0.4".parse::<Score>(), Ok(Score::Centirabbits(40)));
        assert_eq!("-3".parse::<Score>(), Ok(Score::Centirabbits(-300)));
        assert_eq!("1.005".parse::<Score>(), Ok(Score::Centirabbits(101)));
        for bad in ["", "+", "abc", "#0", "#", "1.2.3", "--1", "#x", "1e5"] {
            assert!(bad.parse::<Score>().is_err(), "{bad}");
        }
    }

    #[test]
    fn wins_count_the_winners_turns() {
        // Gold to move and goals now: value WIN - 1 at the root's child.
        assert_eq!(
            Score::from_search(WIN - 1, Color::Gold),
            Score::Win {
                winner: Color::Gold,
                turns: 1
            }
        );
        // Silver to move, Gold goals on its next turn (after Silver's).
        assert_eq!(
            Score::from_search(-(WIN - 2), Color::Silver),
            Score::Win {
                winner: Color::Gold,
                turns: 1
            }
        );
        // Gold to move, wins on its second turn.
        assert_eq!(
            Score::from_search(WIN - 3, Color::Gold),
            Score::Win {
                winner: Color::Gold,
                turns: 2
            }
        );
        assert_eq!(
            Score::from_search(50, Color::Silver),
            Score::Centirabbits(-50)
        );
    }
}
