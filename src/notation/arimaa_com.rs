//! The arimaa.com game notation, read into a syntax-level record.
//!
//! This module knows the shape of the text only: tags, move labels, placements,
//! steps, capture tokens and the words `takeback`, `resigns`, `lost`, `pass`.
//! Whether the moves are legal is [`super::replay`]'s business. Every item keeps
//! the line and column it came from, and every error says what was expected.

use crate::{Color, Direction, Piece, Square, Step, TurnLabel};
use std::fmt;

/// Where a token starts: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    pub line: usize,
    pub column: usize,
}

/// A syntax error: where, what was found, what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub at: Pos,
    pub found: String,
    pub expected: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, found \"{}\"",
            self.at.line, self.at.column, self.expected, self.found
        )
    }
}

impl std::error::Error for NotationError {}

/// `Name: value` before the moves. `White`/`Black` are read as `Gold`/`Silver`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    pub name: String,
    pub value: String,
    pub at: Pos,
}

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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: ItemKind,
    pub at: Pos,
}

/// What a move line holds after its label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Placements or steps with their capture tokens; empty for a bare label
    /// (the final label of a game that ended, or a skipped move).
    Items(Vec<Item>),
    /// Undo the previous move; the next move repeats its label.
    Takeback,
    Resign,
    /// The side lost (the opponent reached goal, in old records).
    Lost,
    /// The side passed (an empty turn, only as the record's last word).
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    pub label: TurnLabel,
    pub at: Pos,
    pub action: Action,
}

/// A game as written: tags then moves, unchecked.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameRecord {
    pub tags: Vec<Tag>,
    pub moves: Vec<MoveRecord>,
}

impl GameRecord {
    /// The value of a tag (names are compared case-insensitively).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name))
            .map(|t| t.value.as_str())
    }
}

const MULTILINE: &str = "-=+=-";
const STEP_HINT: &str = "a step like Ed4n";

/// Reads a whole record: optional tags, then move lines.
pub fn parse_game(text: &str) -> Result<GameRecord, NotationError> {
    if let Some(message) = crate::limits::record_too_large(text.len()) {
        return Err(NotationError {
            at: Pos { line: 1, column: 1 },
            found: message.to_string(),
            expected: "a smaller record".into(),
        });
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut record = GameRecord::default();
    let mut i = 0;
    // Tags: every line before the first move label.
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim();
        if trimmed.is_empty() {
            i += 1;
            continue;
        }
        let first = trimmed.split_whitespace().next().unwrap_or("");
        if parse_label(first).is_some() {
            break;
        }
        let at = Pos {
            line: i + 1,
            column: line.chars().count() - line.trim_start().chars().count() + 1,
        };
        let Some((name, value)) = split_tag(trimmed) else {
            return Err(NotationError {
                at,
                found: first.to_owned(),
                expected: "a tag like `Event: value` or a move label like 1g".into(),
            });
        };
        let value = value.trim();
        if let Some(rest) = value.strip_prefix(MULTILINE) {
            let mut parts = Vec::new();
            if !rest.trim().is_empty() {
                parts.push(rest.trim().to_owned());
            }
            i += 1;
            loop {
                let Some(l) = lines.get(i) else {
                    return Err(NotationError {
                        at,
                        found: name.to_owned(),
                        expected: format!("a line starting with {MULTILINE} to close the tag"),
                    });
                };
                i += 1;
                if l.trim_start().starts_with(MULTILINE) {
                    break;
                }
                // `lines()` drops one `\r` of a `\r\n` ending; a second one is
                // line-ending noise too, which no writer could keep.
                parts.push(l.trim_end_matches('\r').to_owned());
            }
            record.tags.push(Tag {
                name: normalize_tag(name),
                value: parts.join("\n"),
                at,
            });
        } else {
            record.tags.push(Tag {
                name: normalize_tag(name),
                value: value.to_owned(),
                at,
            });
            i += 1;
        }
    }
    // Moves: whitespace-separated tokens; a label starts a new move.
    let mut current: Option<OpenMove> = None;
    for (n, line) in lines.iter().enumerate().skip(i) {
        for (col, word) in words(line) {
            let at = Pos {
                line: n + 1,
                column: col,
            };
            if let Some(label) = parse_label(word) {
                if let Some(done) = current.take() {
                    record.moves.push(close_move(done));
                }
                current = Some((
                    MoveRecord {
                        label,
                        at,
                        action: Action::Items(Vec::new()),
                    },
                    Vec::new(),
                    None,
                ));
                continue;
            }
            let Some((_, items, special)) = current.as_mut() else {
                return Err(NotationError {
                    at,
                    found: word.to_owned(),
                    expected: "a move label like 1g".into(),
                });
            };
            if let Some((_, _, w)) = special {
                return Err(NotationError {
                    at,
                    found: word.to_owned(),
                    expected: format!("the next move label after `{w}`"),
                });
            }
            if let Some(action) = special_word(word) {
                if !items.is_empty() {
                    return Err(NotationError {
                        at,
                        found: word.to_owned(),
                        expected: STEP_HINT.into(),
                    });
                }
                *special = Some((action, at, word.to_owned()));
                continue;
            }
            parse_token(word, at, items)?;
        }
    }
    if let Some(done) = current.take() {
        record.moves.push(close_move(done));
    }
    Ok(record)
}

/// A move being read: its record, its items so far, and a special word if any.
type OpenMove = (MoveRecord, Vec<Item>, Option<(Action, Pos, String)>);

fn close_move((mut mv, items, special): OpenMove) -> MoveRecord {
    mv.action = match special {
        Some((action, _, _)) => action,
        None => Action::Items(items),
    };
    mv
}

/// Splits a text holding several games (one after another, each starting
/// with tags or with `1g`/`1w`) into one text per game. Each piece keeps its
/// lines at their original numbers (earlier lines become blank), so error
/// positions still point into the whole text.
pub fn split_games(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut starts = vec![0];
    let mut seen_moves = false;
    let mut i = 0;
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
        .filter(|w| w[0] < w[1] || lines.is_empty())
        .map(|w| {
            let mut piece = "\n".repeat(w[0]);
            for l in &lines[w[0]..w[1]] {
                piece.push_str(l);
                piece.push('\n');
            }
            piece
        })
        .filter(|p| !p.trim().is_empty())
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
fn words(line: &str) -> impl Iterator<Item = (usize, &str)> {
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

fn normalize_tag(name: &str) -> String {
    match name {
        "White" => "Gold".into(),
        "Black" => "Silver".into(),
        _ => name.to_owned(),
    }
}

/// `12g`, `12s`, `12w`, `12b`.
pub fn parse_label(word: &str) -> Option<TurnLabel> {
    TurnLabel::parse(word)
}

fn special_word(word: &str) -> Option<Action> {
    match word {
        "takeback" => Some(Action::Takeback),
        "resigns" | "resign" | "resigned" => Some(Action::Resign),
        "lost" => Some(Action::Lost),
        "pass" => Some(Action::Pass),
        _ => None,
    }
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
    fn reads_tags_and_moves() {
        let text = "Event: Casual\nWhite: A\nChat: -=+=-\n2s hi\n-=+=-\n\n1w Ra2 Rb2\n1b ra7\n2w Ra2n Rh6nn rc3x\n2b takeback\n2w resigns\n3b";
        let r = parse_game(text).unwrap();
        assert_eq!(r.tag("gold"), Some("A"));
        assert_eq!(r.tag("Chat"), Some("2s hi"));
        assert_eq!(r.moves.len(), 6);
        let Action::Items(items) = &r.moves[2].action else {
            panic!()
        };
        assert_eq!(items.len(), 4);
        assert_eq!(
            items[2].kind,
            ItemKind::Step(Step::new(
                Piece::from_char('R').unwrap(),
                Square::parse("h7").unwrap(),
                Direction::North
            ))
        );
        assert_eq!(r.moves[3].action, Action::Takeback);
        assert_eq!(r.moves[5].action, Action::Items(vec![]));
        assert_eq!(r.moves[5].label.to_string(), "3s");
    }

    #[test]
    fn errors_have_positions() {
        let e = parse_game("1g Ra2\n2g Ra2n\n3g Ee2n Ee3n Ed9n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 14: expected a step like Ed4n, found \"Ed9n\""
        );
        assert!(parse_game("Ra2").is_err());
        assert!(parse_game("1g Ra2 takeback").is_err());
        assert!(parse_game("1g 99999999999999999999g").is_err());
    }

    #[test]
    fn splits_several_games() {
        let text =
            "Event: A\n\n1g Ra2\n1s ra7\nEvent: B\nChat: -=+=-\n1g hi\n-=+=-\n1g Rb2\n1g Rc2\n";
        let games = split_games(text);
        assert_eq!(games.len(), 3);
        assert_eq!(parse_game(&games[1]).unwrap().tag("Event"), Some("B"));
        assert_eq!(parse_game(&games[2]).unwrap().moves[0].at.line, 10);
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
            let _ = parse_game(&s);
            let _ = parse_move_body(&s);
            let _ = split_games(&s);
        }
    }
}
