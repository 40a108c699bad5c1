//! The words of the arimaa.com game notation: move labels, placements,
//! steps and capture tokens, each with the line and column it came from, and
//! a text of several games split into one text per game.
//!
//! Whole records, tags and the words `takeback`, `resigns`, `lost`, `pass`
//! are read by the crate's one reader, [`crate::fan::read`] (FAN extends this
//! notation), into the shared game tree; this module gives it its step words.

use crate::{Color, Direction, Piece, Square, Step, TurnLabel};

pub use crate::record::syntax::{NotationError, Pos};

/// One token of a move body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// `Ra2`: a setup placement.
    Place(Piece, Square),
    /// `Ed4n` (a compact `Rh6nn` gives one item per step, all at the token's position).
    Step(Step),
    /// `rc3x`: the piece removed from a trap by the previous step.
    Capture(Piece, Square),
}

/// A token of a move body and where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// What the token says.
    pub kind: ItemKind,
    /// Where it starts.
    pub at: Pos,
}

const MULTILINE: &str = "-=+=-";
const STEP_HINT: &str = "a step like Ed4n";

/// Splits a text holding several games (one after another, each starting
/// with tags or with `1g`/`1w`) into one text per game. A text that starts
/// with FAN's magic line is a collection of FAN records, each starting with
/// that line (as `arimaa convert --to fan` writes them): it is split there
/// only, since a FAN comment may hold any line. Each piece keeps its lines at
/// their original numbers (earlier lines become blank), so error positions
/// still point into the whole text.
pub fn split_games(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    game_ranges(text)
        .into_iter()
        .map(|r| {
            let mut piece = "\n".repeat(r.start);
            for l in &lines[r] {
                piece.push_str(l);
                piece.push('\n');
            }
            piece
        })
        .collect()
}

/// The 0-based line ranges of each game of a text, as [`split_games`] splits
/// it; ranges holding only blank lines are left out. Readers of large
/// collections read each range on its own and shift the line numbers of
/// what they report, instead of padding every piece with blank lines.
pub fn game_ranges(text: &str) -> Vec<std::ops::Range<usize>> {
    let lines: Vec<&str> = text.lines().collect();
    let is_magic = |l: &&str| l.trim() == crate::record::FAN_MAGIC;
    let fan = lines
        .iter()
        .find(|l| !l.trim().is_empty())
        .is_some_and(is_magic);
    let mut starts = vec![0];
    if fan {
        starts.extend((1..lines.len()).filter(|&i| is_magic(&lines[i])));
    }
    let mut seen_moves = false;
    let mut i = if fan { lines.len() } else { 0 };
    while i < lines.len() {
        let trimmed = lines[i].trim();
        let first = trimmed.split_whitespace().next().unwrap_or("");
        if let Some(label) = parse_label(first) {
            if seen_moves && label == TurnLabel::new(1, Color::Gold) {
                starts.push(i);
            }
            seen_moves = true;
        } else if let Some((_, value)) = split_tag(trimmed) {
            if seen_moves {
                starts.push(i);
                seen_moves = false;
            }
            if value.trim().starts_with(MULTILINE) {
                i += 1;
                while i < lines.len() && !lines[i].trim_start().starts_with(MULTILINE) {
                    i += 1;
                }
            }
        }
        i += 1;
    }
    starts.push(lines.len());
    starts
        .windows(2)
        .map(|w| w[0]..w[1])
        .filter(|r| lines[r.clone()].iter().any(|l| !l.trim().is_empty()))
        .collect()
}

/// Reads a move body without its label (`Ed4n rc4e Hb4e`), as in server logs.
pub fn parse_move_body(text: &str) -> Result<Vec<Item>, NotationError> {
    let mut items = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (col, word) in words(line) {
            let at = Pos {
                line: n + 1,
                column: col,
            };
            parse_token(word, at, &mut items)?;
        }
    }
    Ok(items)
}

/// Whitespace-separated words with their 1-based character columns.
pub(crate) fn words(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    let mut col = 0;
    for (b, c) in line.char_indices() {
        col += 1;
        if c.is_whitespace() {
            if let Some((sb, sc)) = start.take() {
                out.push((sc, &line[sb..b]));
            }
        } else if start.is_none() {
            start = Some((b, col));
        }
    }
    if let Some((sb, sc)) = start {
        out.push((sc, &line[sb..]));
    }
    out.into_iter()
}

fn split_tag(line: &str) -> Option<(&str, &str)> {
    let (name, value) = line.split_once(':')?;
    let name = name.trim();
    let ok = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == ' ');
    ok.then_some((name, value))
}

/// `12g`, `12s`, `12w`, `12b`.
pub fn parse_label(word: &str) -> Option<TurnLabel> {
    TurnLabel::parse(word)
}

/// One body token: `Ra2`, `Ed4n`, `rc3x`, `Rh6nn`.
pub fn parse_token(word: &str, at: Pos, items: &mut Vec<Item>) -> Result<(), NotationError> {
    let err = || NotationError {
        at,
        found: word.to_owned(),
        expected: STEP_HINT.into(),
    };
    let chars: Vec<char> = word.chars().collect();
    if chars.len() < 3 || chars.len() > 3 + crate::MAX_STEPS {
        return Err(err());
    }
    let piece = Piece::from_char(chars[0]).ok_or_else(err)?;
    let square = if chars[1].is_ascii() && chars[2].is_ascii() {
        Square::from_bytes(chars[1] as u8, chars[2] as u8)
    } else {
        None
    }
    .ok_or_else(err)?;
    if chars.len() == 3 {
        items.push(Item {
            kind: ItemKind::Place(piece, square),
            at,
        });
        return Ok(());
    }
    if chars.len() == 4 && chars[3] == 'x' {
        items.push(Item {
            kind: ItemKind::Capture(piece, square),
            at,
        });
        return Ok(());
    }
    let mut from = square;
    for (k, &c) in chars[3..].iter().enumerate() {
        let dir = Direction::from_char(c).ok_or_else(err)?;
        items.push(Item {
            kind: ItemKind::Step(Step::new(piece, from, dir)),
            at,
        });
        if k + 4 < chars.len() {
            from = from.step(dir).ok_or_else(|| NotationError {
                at,
                found: word.to_owned(),
                expected: "steps that stay on the board".into(),
            })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_bodies_read_with_positions() {
        let items = parse_move_body("Ra2n Rh6nn rc3x\nEd4").unwrap();
        assert_eq!(items.len(), 5);
        assert_eq!(
            items[2].kind,
            ItemKind::Step(Step::new(
                Piece::from_char('R').unwrap(),
                Square::parse("h7").unwrap(),
                Direction::North
            ))
        );
        assert_eq!(
            items[3].kind,
            ItemKind::Capture(Piece::from_char('r').unwrap(), Square::parse("c3").unwrap())
        );
        assert_eq!((items[4].at.line, items[4].at.column), (2, 1));
        let e = parse_move_body("Ee2n Ee3n Ed9n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 11: expected a step like Ed4n, found \"Ed9n\""
        );
        assert!(parse_move_body("Ea1nnnnn").is_err());
    }

    #[test]
    fn splits_several_games() {
        let text =
            "Event: A\n\n1g Ra2\n1s ra7\nEvent: B\nChat: -=+=-\n1g hi\n-=+=-\n1g Rb2\n1g Rc2\n";
        let games = split_games(text);
        assert_eq!(games.len(), 3);
        assert!(games[1].contains("Event: B"));
        // Each piece keeps its lines at their numbers in the whole text.
        assert_eq!(games[2].lines().position(|l| l == "1g Rc2"), Some(9));
    }

    /// FAN records one after another, split at their magic lines only: a
    /// comment line that looks like a tag or a first move stays in its record.
    #[test]
    fn splits_fan_records_at_their_magic_lines() {
        let text = "FAN31415926\nEvent: A\n\n1g Ra2 \"a comment\n1g looks like a move\nEvent: and a tag\"\n\nFAN31415926\nEvent: B\n\n1g Rb2\n";
        let games = split_games(text);
        assert_eq!(games.len(), 2);
        assert!(games[0].contains("and a tag") && !games[0].contains("Event: B"));
        assert_eq!(games[1].lines().position(|l| l == "Event: B"), Some(8));
        assert_eq!(split_games("FAN31415926\n\n1g Ra2\n").len(), 1);
    }

    #[test]
    fn no_panic_on_random_bytes() {
        let alphabet: Vec<char> = "RrEe12g s\nwbx-=+:ankt9aéé\t".chars().collect();
        let mut state = 0x1234_5678_9abc_def0u64;
        for _ in 0..20_000 {
            let mut s = String::new();
            let len = (state % 40) as usize;
            for _ in 0..len {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                s.push(alphabet[(state % alphabet.len() as u64) as usize]);
            }
            let _ = parse_move_body(&s);
            let _ = split_games(&s);
        }
    }
}
