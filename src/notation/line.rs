//! A game as the engine's worker is handed it: the record's set start (a
//! `Position` value, `12s [<64 squares>]`) and the moves from there to the
//! node analysed, one a line in the arimaa.com notation (`2g Ee2n Ee3n`,
//! `3s rc4e rc3x`). The page reads both from the reader's wasm (its record
//! written as FAN and its move list), so the worker's wasm needs the rules and
//! these words only, not the record readers (www/src/engine/line.js).
//!
//! Moves are replayed as [`crate::record::game_at`] replays a tree: setups and
//! turns played under the current rules, so that the repetition rule counts
//! every position since play began, and the words that end a game
//! (`resigns`, `1-0 g`, …) change nothing on the board. Unlike `game_at`, a
//! move the rules refuse is an error, not the end of the line: the page hands
//! over moves its reader accepted, so a refusal means the two disagree.

use super::arimaa_com::{parse_label, parse_token, words, Item, ItemKind, Pos};
use super::build_turn;
use crate::record::ErrorKind;
use crate::{Color, Game, Position, RuleSet, TurnLabel};
use std::fmt;

/// Why a start or a move cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The start is not a short `Position` value: why, in words.
    Start(String),
    /// A move: where, and why.
    Move {
        /// 1-based line and column of the word at fault in the moves' text.
        at: Pos,
        /// What was wrong, in words.
        reason: String,
    },
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Start(e) => write!(f, "the start position: {e}"),
            LineError::Move { at, reason } => {
                write!(f, "moves, line {}, column {}: {reason}", at.line, at.column)
            }
        }
    }
}

impl std::error::Error for LineError {}

/// The words that end a game without a move on the board; a result token
/// (`1-0`, `0-1`) is followed by its reason's letter.
const ENDS: [&str; 7] = [
    "resigns", "lost", "pass", "timeout", "forfeit", "1-0", "0-1",
];

/// The game at the end of `moves` played from `start`: the empty board (both
/// sides to set up) when `start` is blank, else its board, side and move number
/// (`g [...]` is move 1, as a record from a position without a numbered first
/// move has it).
pub fn replay(start: &str, moves: &str) -> Result<Game, LineError> {
    let mut game = match start.trim() {
        "" => Game::new(RuleSet::Current),
        start => {
            let (position, label) = parse_start(start).map_err(LineError::Start)?;
            Game::from_position(position, label, RuleSet::Current)
        }
    };
    for (n, line) in moves.lines().enumerate() {
        play_line(&mut game, n + 1, line)?;
    }
    Ok(game)
}

/// A `Position` value as FAN writes it, `g [<64 squares>]` or `12s [...]`:
/// [`super::start::parse_start`]'s short form (the worker reads no diagrams,
/// and so carries no diagram reader), with the label of the turn to play.
fn parse_start(value: &str) -> Result<(Position, TurnLabel), String> {
    let (turn, board) = value.split_at(value.find('[').unwrap_or(value.len()));
    let turn = turn.trim();
    let label = match turn.parse::<char>().ok().and_then(Color::from_char) {
        Some(side) => Some(TurnLabel::new(1, side)),
        None => TurnLabel::parse(turn),
    }
    .ok_or_else(|| format!("expected a side (g, s) or a move label like 12s, found \"{turn}\""))?;
    let board = Position::board_from_short(board)
        .filter(|_| board.starts_with('['))
        .ok_or("expected a board: [64 squares of piece letters, space or '.']")?;
    Ok((Position::new(board, label.color), label))
}

fn play_line(game: &mut Game, line: usize, text: &str) -> Result<(), LineError> {
    let at = |column| Pos { line, column };
    let fail = |column, reason: String| LineError::Move {
        at: at(column),
        reason,
    };
    let mut words = words(text);
    let Some((column, label)) = words.next() else {
        return Ok(());
    };
    if parse_label(label).is_none() {
        return Err(fail(
            column,
            format!("expected a move label like 12s, found \"{label}\""),
        ));
    }
    let mut items: Vec<Item> = Vec::new();
    for (n, (column, word)) in words.enumerate() {
        if n == 0 && ENDS.contains(&word) {
            return Ok(());
        }
        parse_token(word, at(column), &mut items).map_err(|e| LineError::Move {
            at: e.at,
            reason: format!("expected {}, found \"{}\"", e.expected, e.found),
        })?;
    }
    let Some(first) = items.first() else {
        return Ok(());
    };
    let refused = |column, e: &dyn fmt::Display| fail(column, format!("{label}: {e}"));
    let setup = matches!(first.kind, ItemKind::Place(..));
    if let Some(odd) = items
        .iter()
        .find(|i| matches!(i.kind, ItemKind::Place(..)) != setup)
    {
        let expected = if setup {
            "a placement like Ra1"
        } else {
            "a step like Ed4n"
        };
        return Err(fail(odd.at.column, format!("expected {expected}")));
    }
    if setup {
        let placements: Vec<_> = items
            .iter()
            .filter_map(|i| match i.kind {
                ItemKind::Place(piece, square) => Some((piece, square)),
                _ => None,
            })
            .collect();
        return game
            .setup(&placements, false)
            .map_err(|e| refused(first.at.column, &e));
    }
    let mut turn = game.turn();
    // With no placement among them, the steps can only break a rule or a capture
    // token: their own words, not ErrorKind's, whose every variant (Morabaraba's,
    // the archives') would come into the worker's wasm with its Display.
    build_turn(&mut turn, &items).map_err(|(pos, e)| match e {
        ErrorKind::Turn(e) => refused(pos.column, &e),
        ErrorKind::Capture(e) => refused(pos.column, &e),
        _ => fail(pos.column, format!("{label}: expected a step like Ed4n")),
    })?;
    game.play(&turn)
        .map(|_| ())
        .map_err(|e| refused(first.at.column, &e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Position};

    const SETUP: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n\
                         1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";

    #[test]
    fn setups_and_turns_replay_to_the_position_and_the_next_label() {
        let game = replay("", &format!("{SETUP}2g Ee2n Ee3n Ee4n Ee5n\n2s ed7s ed6s")).unwrap();
        assert_eq!(game.label(), TurnLabel::new(3, Color::Gold));
        let short = game.position().board.to_short();
        assert_eq!(short.chars().nth(8 * 2 + 4), Some('E'), "{short}");
        assert_eq!(short.chars().nth(8 * 3 + 3), Some('e'), "{short}");
    }

    #[test]
    fn a_start_position_gives_the_side_and_number() {
        let board = Position::board_from_short(concat!(
            "........", "R.......", "........", "...r....", "........", "....e...", "........",
            "E.......",
        ))
        .unwrap()
        .to_short();
        let game = replay(&format!("12s [{board}]"), "").unwrap();
        assert_eq!(game.label(), TurnLabel::new(12, Color::Silver));
        assert_eq!(game.position().side, Color::Silver);
        let game = replay(&format!("g [{board}]"), "1g Ra7n").unwrap();
        assert_eq!(game.label(), TurnLabel::new(1, Color::Silver));
        assert!(game.outcome().is_some(), "the rabbit reached goal");
    }

    #[test]
    fn captures_and_game_ends_replay() {
        let board = Position::board_from_short(concat!(
            ".......r", "........", "........", "..r.....", "..E.....", "........", "........",
            "R.......",
        ))
        .unwrap()
        .to_short();
        // The elephant pushes c5's rabbit onto the c6 trap, where nothing guards it.
        let game = replay(&format!("5g [{board}]"), "5g rc5n rc6x Ec4n\n5s resigns").unwrap();
        assert_eq!(game.label(), TurnLabel::new(5, Color::Silver));
        assert_eq!(game.position().board.occupied().count(), 3);
        let e = replay(&format!("5g [{board}]"), "5g rc5n Ec4n").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("moves, line 1, column 9: 5g: missing capture token rc6x"),
            "{e}"
        );
    }

    #[test]
    fn repeated_positions_count_for_the_repetition_rule() {
        let board = concat!(
            "E.......", ".......r", "........", "........", "........", "........", "R.......",
            ".......e",
        );
        let there = "2g Ea8e\n2s eh1w\n3g Eb8w\n3s eg1e\n";
        let game = replay(&format!("2g [{board}]"), there).unwrap();
        assert_eq!(game.occurrences(&game.position()), 2);
        // A third time is a turn the rules refuse.
        let again = format!("{there}4g Ea8e\n4s eh1w\n5g Eb8w\n5s eg1e\n");
        let e = replay(&format!("2g [{board}]"), &again).unwrap_err();
        assert!(
            e.to_string().starts_with(
                "moves, line 8, column 4: 5s: the position would occur for the third time"
            ),
            "{e}"
        );
    }

    #[test]
    fn bad_moves_say_where_and_why() {
        let e = replay("", &format!("{SETUP}2g Ee2n Ee3n Zz9q")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "moves, line 3, column 14: expected a step like Ed4n, found \"Zz9q\""
        );
        let e = replay("", &format!("{SETUP}2g Ee2n Ra1n")).unwrap_err();
        assert!(
            e.to_string().starts_with("moves, line 3, column 9: 2g: "),
            "{e}"
        );
        let e = replay("", "Ra1 Rb1").unwrap_err();
        assert_eq!(
            e.to_string(),
            "moves, line 1, column 1: expected a move label like 12s, found \"Ra1\""
        );
        let e = replay("", "1g Ra1 Ee2n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "moves, line 1, column 8: expected a placement like Ra1"
        );
        let e = replay("2g [r]", "").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the start position: expected a board: [64 squares of piece letters, space or '.']"
        );
        let e = replay(&format!("q [{}]", ".".repeat(64)), "").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the start position: expected a side (g, s) or a move label like 12s, found \"q\""
        );
    }

    #[test]
    fn no_panic_on_any_text() {
        let alphabet: Vec<char> = "RrEe12gs \n[]x.-0nwé".chars().collect();
        let mut seed = 7u32;
        for _ in 0..2000 {
            let text: String = (0..40)
                .map(|_| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    alphabet[(seed >> 16) as usize % alphabet.len()]
                })
                .collect();
            let _ = replay(&text, &text);
            let _ = replay("", &text);
        }
    }
}
