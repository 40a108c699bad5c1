//! One line about each game of a collection, for the element's game picker
//! and the `load` event: its number, id, players, result and date, taken
//! from the header (and from how the main line ends when the header says
//! nothing about the result).

use crate::morabaraba::Side;
use crate::notation::archive::termination_words;
use crate::record::{MoveKind, Record, Variant};
use crate::words::Words;
use crate::Color;

/// Who won a game, as the summary shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// Gold (White in Morabaraba) won: `1-0`.
    GoldWins,
    /// Silver (Black in Morabaraba) won: `0-1`.
    SilverWins,
    /// A draw: `½-½`.
    Draw,
    /// Unfinished or not said: `*`.
    Unknown,
}

impl GameResult {
    /// `1-0`, `0-1`, `½-½` or `*`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::GoldWins => "1-0",
            GameResult::SilverWins => "0-1",
            GameResult::Draw => "½-½",
            GameResult::Unknown => "*",
        }
    }
}

/// What the game picker says about one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// 1-based place in the text.
    pub number: usize,
    /// The header's `Id` (or `GameId`), when it has one.
    pub id: Option<String>,
    /// Gold's (White's) player, when named.
    pub gold: Option<String>,
    /// Silver's (Black's) player, when named.
    pub silver: Option<String>,
    /// Who won.
    pub result: GameResult,
    /// How the game ended, in words (`goal`, `time`, `resignation`, …).
    pub termination: Option<String>,
    /// The header's `Date`.
    pub date: Option<String>,
    /// `Gold` and `Silver`, or `White` and `Black`: the words for unnamed players.
    pub sides: [&'static str; 2],
    /// A puzzle's goal as its `Puzzle` field states it (`goal in 2`), and
    /// the side to play (a reader's wasm leaves puzzles to the teaching
    /// build: this costs it 0.2 KB gzip).
    #[cfg(teaching)]
    pub puzzle: Option<(String, Color)>,
}

impl GameSummary {
    /// The summary of `record`, the `number`th game of its text.
    pub fn of(record: &Record, number: usize) -> GameSummary {
        let header = &record.header;
        let field = |names: &[&str]| {
            names
                .iter()
                .find_map(|n| header.get(n).map(str::trim).filter(|v| !v.is_empty()))
                .map(str::to_owned)
        };
        let sides = match header.variant {
            Variant::Arimaa => [Color::Gold.name(), Color::Silver.name()],
            Variant::Morabaraba => [Side::White.name(), Side::Black.name()],
        };
        let stated = field(&["Result"]).map_or(GameResult::Unknown, |r| result_of(&r));
        let stated = match (stated, field(&["Winner"])) {
            (GameResult::Unknown, Some(w)) => result_of(&format!("{w} wins")),
            (r, _) => r,
        };
        let termination = field(&["Termination"]).map(|t| match t.len() {
            1 => match termination_words(&t) {
                "unknown" => t,
                words => words.to_owned(),
            },
            _ => t,
        });
        let (result, termination) = match (stated, termination) {
            (GameResult::Unknown, None) => ended(record),
            (r, t) => (r, t),
        };
        GameSummary {
            number,
            id: field(&["Id", "GameId"]),
            gold: field(&["Gold", "White"]),
            silver: field(&["Silver", "Black"]),
            result,
            termination,
            date: field(&["Date"]),
            sides,
            #[cfg(teaching)]
            puzzle: header
                .get("Puzzle")
                .map(|goal| (goal.to_owned(), record.tree.root().position.side())),
        }
    }

    /// The picker's line: `3. Ann – Bob, 1-0 goal, 2026-02-01` (the
    /// number first, so that typing it in the picker finds the game); for
    /// a puzzle, `3. Gold to play: capture hf6` (its title, the `Event`,
    /// is too long for a picker's line).
    pub fn label(&self, w: &Words) -> String {
        #[cfg(teaching)]
        if let Some((goal, side)) = &self.puzzle {
            // The task short (a picker's line), in words; a goal this version
            // cannot read, as written.
            let task = crate::teach::PuzzleGoal::parse(goal)
                .map_or_else(|_| goal.clone(), |g| g.short_words(w));
            let line = w.t(crate::words::Msg::GoalTask, &[&w.side(*side), &task]);
            return format!("{}. {line}", self.number);
        }
        let variant = if self.sides[0] == Color::Gold.name() {
            "Arimaa"
        } else {
            "Morabaraba"
        };
        let unnamed = |c: Color| w.side_of(variant, c);
        let mut s = format!(
            "{}. {} – {}, {}",
            self.number,
            self.gold.clone().unwrap_or_else(|| unnamed(Color::Gold)),
            self.silver
                .clone()
                .unwrap_or_else(|| unnamed(Color::Silver)),
            self.result.as_str()
        );
        if let Some(t) = &self.termination {
            s.push(' ');
            s.push_str(&w.termination(t));
        }
        if let Some(d) = &self.date {
            s.push_str(", ");
            s.push_str(d);
        }
        s
    }
}

/// A `Result` field: `1-0`, `0-1`, `1/2-1/2`, `½-½`, or the viewer's own
/// words (`Gold wins (goal)`, `White wins`).
fn result_of(text: &str) -> GameResult {
    let t = text.trim();
    let winner = |words: [&str; 2]| {
        words
            .iter()
            .any(|w| t.get(..w.len()).is_some_and(|p| p.eq_ignore_ascii_case(w)))
    };
    match t {
        "1-0" => GameResult::GoldWins,
        "0-1" => GameResult::SilverWins,
        "1/2-1/2" | "½-½" | "0.5-0.5" => GameResult::Draw,
        _ if winner(["Gold wins", "White wins"]) => GameResult::GoldWins,
        _ if winner(["Silver wins", "Black wins"]) => GameResult::SilverWins,
        _ => GameResult::Unknown,
    }
}

/// The result a main line's last move gives (`resigns`, `timeout`, …) when
/// the header states none.
fn ended(record: &Record) -> (GameResult, Option<String>) {
    let tree = &record.tree;
    let Some(mv) = tree
        .main_line()
        .last()
        .and_then(|id| tree.node(id).mv.as_ref())
    else {
        return (GameResult::Unknown, None);
    };
    if let MoveKind::Result(r) = mv.kind {
        let result = match r.winner {
            Color::Gold => GameResult::GoldWins,
            Color::Silver => GameResult::SilverWins,
        };
        return (result, Some(r.reason.name().to_owned()));
    }
    let word = match mv.kind {
        MoveKind::Resign => "resignation",
        MoveKind::Lost => "goal",
        MoveKind::Timeout => "time",
        MoveKind::Forfeit => "forfeit",
        _ => return (GameResult::Unknown, None),
    };
    // The side that moved lost.
    let result = match mv.label.color {
        Color::Gold => GameResult::SilverWins,
        Color::Silver => GameResult::GoldWins,
    };
    (result, Some(word.to_owned()))
}
