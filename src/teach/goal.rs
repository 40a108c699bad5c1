//! A puzzle's goal, as a record's `Puzzle` header field (FAN) or tag (PGN)
//! states it: `goal in 2`, `capture hd5`, `immobilize md5`, `immobilize`,
//! `defend goal` (docs/fan-markings.md, "Puzzles").

use crate::record::Header;
use crate::words::{Msg, Words};
use crate::{Color, Piece, Square};
use std::fmt;

/// The header field (and PGN tag) holding a puzzle's goal.
pub const PUZZLE_FIELD: &str = "Puzzle";

/// The most turns a goal may take: the judge searches every defence of
/// the first turn, and one turn deeper would be thousands of times slower.
pub const MAX_GOAL_TURNS: u8 = 2;

/// What the side to move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleGoal {
    /// `goal in <n>`: a rabbit reaches goal within `n` turns of the side to
    /// move, whatever the other side plays between them.
    Goal(u8),
    /// `capture <piece><square>`: the enemy piece standing there at the
    /// start of the turn falls into a trap during it.
    Capture(Piece, Square),
    /// `immobilize <piece><square>`: after the turn that enemy piece cannot
    /// make a step of its own (it is frozen, or every square it could step
    /// to is taken).
    ImmobilizePiece(Piece, Square),
    /// `immobilize`: after the turn the other side has no legal move, which
    /// wins the game.
    Immobilize,
    /// `defend goal`: after the turn the other side cannot reach goal on
    /// its next turn (winning outright does too).
    Defend,
}

/// Why a `Puzzle` value is not a goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoalError {
    /// The value is empty.
    Empty,
    /// The first word is no goal this version knows.
    Unknown(String),
    /// `goal in` without a number from 1 to [`MAX_GOAL_TURNS`].
    Turns(String),
    /// A piece and square (`hd5`) was expected.
    Piece(String),
    /// Words after a complete goal.
    Trailing(String),
}

impl fmt::Display for GoalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GoalError::Empty => write!(f, "the puzzle states no goal"),
            GoalError::Unknown(w) => write!(
                f,
                "unknown puzzle goal `{w}`: expected goal, capture, immobilize or defend"
            ),
            GoalError::Turns(w) => write!(
                f,
                "`goal in {w}`: the turns must be a number from 1 to {MAX_GOAL_TURNS}"
            ),
            GoalError::Piece(w) => write!(
                f,
                "`{w}`: expected a piece letter and its square, such as hd5"
            ),
            GoalError::Trailing(w) => write!(f, "unexpected `{w}` after the puzzle's goal"),
        }
    }
}

impl std::error::Error for GoalError {}

fn piece_on(word: Option<&str>) -> Result<(Piece, Square), GoalError> {
    let w = word.unwrap_or("");
    let bad = || GoalError::Piece(w.chars().take(20).collect());
    let mut chars = w.chars();
    let piece = chars.next().and_then(Piece::from_char).ok_or_else(bad)?;
    let square = Square::parse(chars.as_str()).ok_or_else(bad)?;
    Ok((piece, square))
}

impl PuzzleGoal {
    /// Reads a `Puzzle` value; keywords in any case, the piece's letter
    /// case giving its colour.
    pub fn parse(text: &str) -> Result<PuzzleGoal, GoalError> {
        let mut words = text.split_whitespace();
        let first = words.next().ok_or(GoalError::Empty)?;
        let goal = match first.to_ascii_lowercase().as_str() {
            "goal" => match words.next() {
                None => PuzzleGoal::Goal(1),
                Some(w) if w.eq_ignore_ascii_case("in") => {
                    let n = words.next().unwrap_or("");
                    let turns = n
                        .parse::<u8>()
                        .ok()
                        .filter(|t| (1..=MAX_GOAL_TURNS).contains(t))
                        .ok_or_else(|| GoalError::Turns(n.chars().take(20).collect()))?;
                    let mut rest = words.clone();
                    if rest.next().is_some_and(|w| {
                        w.eq_ignore_ascii_case("turn") || w.eq_ignore_ascii_case("turns")
                    }) {
                        words = rest;
                    }
                    PuzzleGoal::Goal(turns)
                }
                Some(w) => return Err(GoalError::Trailing(w.chars().take(20).collect())),
            },
            "capture" => {
                let (p, s) = piece_on(words.next())?;
                PuzzleGoal::Capture(p, s)
            }
            "immobilize" | "immobilise" => match words.clone().next() {
                None => PuzzleGoal::Immobilize,
                Some(_) => {
                    let (p, s) = piece_on(words.next())?;
                    PuzzleGoal::ImmobilizePiece(p, s)
                }
            },
            "defend" => {
                let mut rest = words.clone();
                if rest.next().is_some_and(|w| w.eq_ignore_ascii_case("goal")) {
                    words = rest;
                }
                PuzzleGoal::Defend
            }
            other => return Err(GoalError::Unknown(other.chars().take(20).collect())),
        };
        match words.next() {
            Some(w) => Err(GoalError::Trailing(w.chars().take(20).collect())),
            None => Ok(goal),
        }
    }

    /// The goal a record's header states, if it states one.
    pub fn of_header(header: &Header) -> Option<Result<PuzzleGoal, GoalError>> {
        header.get(PUZZLE_FIELD).map(PuzzleGoal::parse)
    }

    /// Writes the goal into a header (replacing one there).
    pub fn set_in(self, header: &mut Header) {
        header.set(PUZZLE_FIELD, self.to_string());
    }

    /// How many turns of the side to move the goal takes.
    pub fn turns(self) -> u8 {
        match self {
            PuzzleGoal::Goal(n) => n,
            _ => 1,
        }
    }

    /// The goal once the side to move has played a turn that keeps it in
    /// reach and the other side has answered: one turn less, `None` when
    /// that turn had to reach it.
    pub fn after_turn(self) -> Option<PuzzleGoal> {
        match self {
            PuzzleGoal::Goal(n) if n > 1 => Some(PuzzleGoal::Goal(n - 1)),
            _ => None,
        }
    }

    /// The task in words, for `side` to move: "Gold to play: reach goal
    /// within 2 turns".
    pub fn words(self, w: &Words, side: Color) -> String {
        w.t(Msg::GoalTask, &[&w.side(side), &self.task_words(w, side)])
    }

    /// The task short, as the `Puzzle` field writes it but in words: "goal
    /// in 2", "capture hf6" (the piece and square in notation).
    pub fn short_words(self, w: &Words) -> String {
        match self {
            PuzzleGoal::Goal(n) => w.t(Msg::ShortGoal, &[&n.to_string()]),
            PuzzleGoal::Capture(p, s) => w.t(Msg::ShortCapture, &[&format!("{p}{s}")]),
            PuzzleGoal::ImmobilizePiece(p, s) => {
                w.t(Msg::ShortImmobilizePiece, &[&format!("{p}{s}")])
            }
            PuzzleGoal::Immobilize => w.t(Msg::ShortImmobilize, &[]),
            PuzzleGoal::Defend => w.t(Msg::ShortDefend, &[]),
        }
    }

    /// The task alone, for `side` to move: "reach goal within 2 turns".
    pub fn task_words(self, w: &Words, side: Color) -> String {
        match self {
            PuzzleGoal::Goal(1) => w.t(Msg::GoalThisTurn, &[]),
            PuzzleGoal::Goal(n) => w.t(Msg::GoalWithin, &[&n.to_string()]),
            PuzzleGoal::Capture(p, s) => w.t(Msg::GoalCapture, &[&w.piece(p), &s.to_string()]),
            PuzzleGoal::ImmobilizePiece(p, s) => {
                w.t(Msg::GoalImmobilizePiece, &[&w.piece(p), &s.to_string()])
            }
            PuzzleGoal::Immobilize => w.t(Msg::GoalImmobilize, &[]),
            PuzzleGoal::Defend => w.t(Msg::GoalDefend, &[&w.side(!side)]),
        }
    }
}

impl PuzzleGoal {
    /// What a turn that does the task does, for the judge's words:
    /// "reaches the goal", "captures the silver horse on f6".
    pub fn done_words(self, w: &Words, side: Color) -> String {
        let other = w.side(!side);
        match self {
            PuzzleGoal::Goal(_) => w.t(Msg::DoesGoal, &[]),
            PuzzleGoal::Capture(p, s) => w.t(Msg::DoesCapture, &[&w.piece(p), &s.to_string()]),
            PuzzleGoal::ImmobilizePiece(p, s) => {
                w.t(Msg::DoesImmobilizePiece, &[&w.piece(p), &s.to_string()])
            }
            PuzzleGoal::Immobilize => w.t(Msg::DoesImmobilize, &[&other]),
            PuzzleGoal::Defend => w.t(Msg::DoesDefend, &[&other]),
        }
    }

    /// The same task not done: "does not capture the silver horse on f6".
    pub fn missed_words(self, w: &Words, side: Color) -> String {
        let other = w.side(!side);
        match self {
            PuzzleGoal::Goal(_) => w.t(Msg::NotGoal, &[]),
            PuzzleGoal::Capture(p, s) => w.t(Msg::NotCapture, &[&w.piece(p), &s.to_string()]),
            PuzzleGoal::ImmobilizePiece(p, s) => {
                w.t(Msg::NotImmobilizePiece, &[&w.piece(p), &s.to_string()])
            }
            PuzzleGoal::Immobilize => w.t(Msg::NotImmobilize, &[&other]),
            PuzzleGoal::Defend => w.t(Msg::NotDefend, &[&other]),
        }
    }

    /// Why a puzzle with this task has no solution: "no move captures the
    /// silver horse on f6", "no move forces the goal within 2 turns".
    pub fn impossible_words(self, w: &Words, side: Color) -> String {
        match self {
            PuzzleGoal::Goal(1) => w.t(Msg::NoMoveGoal, &[]),
            PuzzleGoal::Goal(n) => w.t(Msg::NoMoveGoalWithin, &[&n.to_string()]),
            _ => w.t(Msg::NoMove, &[&self.done_words(w, side)]),
        }
    }
}

impl fmt::Display for PuzzleGoal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleGoal::Goal(n) => write!(f, "goal in {n}"),
            PuzzleGoal::Capture(p, s) => write!(f, "capture {p}{s}"),
            PuzzleGoal::ImmobilizePiece(p, s) => write!(f, "immobilize {p}{s}"),
            PuzzleGoal::Immobilize => write!(f, "immobilize"),
            PuzzleGoal::Defend => write!(f, "defend goal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goals_read_and_write_back() {
        for (text, canonical) in [
            ("goal in 2", "goal in 2"),
            ("Goal", "goal in 1"),
            ("GOAL IN 1 turn", "goal in 1"),
            ("goal in 2 turns", "goal in 2"),
            ("capture hd5", "capture hd5"),
            ("capture  Ec3", "capture Ec3"),
            ("immobilize md5", "immobilize md5"),
            ("immobilise", "immobilize"),
            ("defend", "defend goal"),
            ("defend goal", "defend goal"),
        ] {
            let g = PuzzleGoal::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(g.to_string(), canonical);
            assert_eq!(PuzzleGoal::parse(canonical), Ok(g));
        }
    }

    #[test]
    fn bad_goals_say_why() {
        for (text, e) in [
            ("", GoalError::Empty),
            ("mate in 2", GoalError::Unknown("mate".into())),
            ("goal in 3", GoalError::Turns("3".into())),
            ("goal in", GoalError::Turns("".into())),
            ("goal soon", GoalError::Trailing("soon".into())),
            ("capture d5", GoalError::Piece("d5".into())),
            ("capture xd5", GoalError::Piece("xd5".into())),
            ("capture hd9", GoalError::Piece("hd9".into())),
            ("defend goal now", GoalError::Trailing("now".into())),
        ] {
            assert_eq!(PuzzleGoal::parse(text), Err(e.clone()), "{text}");
            assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn goals_in_words() {
        let g = |t: &str| PuzzleGoal::parse(t).unwrap();
        let en = Words::english();
        assert_eq!(
            g("goal in 2").words(&en, Color::Gold),
            "Gold to play: reach goal within 2 turns, whatever the defence"
        );
        assert_eq!(
            g("capture hd5").words(&en, Color::Gold),
            "Gold to play: capture the silver horse on d5"
        );
        assert_eq!(
            g("defend").words(&en, Color::Silver),
            "Silver to play: stop Gold's goal threat"
        );
        assert_eq!(g("goal in 2").after_turn(), Some(g("goal")));
        assert_eq!(g("goal").after_turn(), None);
    }
}
