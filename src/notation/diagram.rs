//! Position diagrams of arimaa.com, and the short `[64]` form.
//!
//! ```text
//! 7g Da1n Cc1n
//!  +-----------------+
//! 8| r r r r . r r r |
//! 7| . . . . . . . . |
//! 6| . . x . . x . . |
//!   …
//! 1| R R R R . R R R |
//!  +-----------------+
//!    a b c d e f g h
//! ```
//! The first line (optional) gives the turn and the steps already taken to reach
//! the board shown; a bare `g`/`s` gives only the side. Empty squares are `.` or
//! a space, empty traps may be marked `x`/`X`.

use super::arimaa_com::{parse_label, parse_token, Item, ItemKind, NotationError, Pos};
use super::steps::build_turn;
use crate::{Board, Color, Piece, Position, Square, TurnBuilder, TurnLabel};

/// A diagram as read: the board shown and its turn line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The turn line's label (`7g`), when it has one.
    pub label: Option<TurnLabel>,
    /// The side to move, from the turn line's label or a bare `g`/`s`.
    pub side: Option<Color>,
    /// The board as drawn (after the steps already taken).
    pub board: Board,
    /// Steps (and capture tokens) already taken this turn.
    pub steps: Vec<Item>,
}

impl Diagram {
    /// The side to move: the turn line's, else `default`.
    pub fn side_or(&self, default: Color) -> Color {
        self.side.unwrap_or(default)
    }

    /// The position at the start of the turn: the steps already taken undone.
    pub fn start(&self, side: Color) -> Result<Position, String> {
        let mut board = self.board;
        for item in self.steps.iter().rev() {
            match item.kind {
                ItemKind::Capture(p, sq) => {
                    if board.piece_at(sq).is_some() {
                        return Err(format!("{p}{sq}x: {sq} is not empty"));
                    }
                    board.put(sq, p);
                }
                ItemKind::Step(s) => {
                    let to = s.to().ok_or_else(|| format!("{s} leaves the board"))?;
                    if board.piece_at(to) != Some(s.piece) || board.piece_at(s.from).is_some() {
                        return Err(format!("{s} does not match the board shown"));
                    }
                    board.remove(to);
                    board.put(s.from, s.piece);
                }
                ItemKind::Place(p, sq) => return Err(format!("{p}{sq}: a placement in a turn")),
            }
        }
        Ok(Position::new(board, side))
    }

    /// The turn in progress: the steps replayed through a [`TurnBuilder`] from
    /// [`Diagram::start`], checked to lead to the board shown.
    pub fn turn(&self, side: Color) -> Result<TurnBuilder, String> {
        let mut turn = TurnBuilder::new(self.start(side)?);
        build_turn(&mut turn, &self.steps)
            .map_err(|(at, e)| format!("column {}: {e}", at.column))?;
        if *turn.board() != self.board {
            return Err("the steps do not lead to the board shown".into());
        }
        Ok(turn)
    }
}

/// Reads the first diagram of `text`.
pub fn parse_diagram(text: &str) -> Result<Diagram, NotationError> {
    parse_diagrams(text)?
        .into_iter()
        .next()
        .ok_or_else(|| NotationError {
            at: Pos { line: 1, column: 1 },
            found: text.lines().next().unwrap_or("").chars().take(20).collect(),
            expected: "a diagram framed by +-----------------+".into(),
        })
}

/// Reads every diagram of `text`; lines between diagrams (other than a
/// diagram's own turn line) are ignored.
pub fn parse_diagrams(text: &str) -> Result<Vec<Diagram>, NotationError> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut used_until = 0; // lines before this belong to an earlier diagram
    while i < lines.len() {
        if !is_frame(lines[i]) {
            i += 1;
            continue;
        }
        // The turn line: the nearest non-blank line above, if it reads as one.
        let header = (used_until..i)
            .rev()
            .find(|&k| !lines[k].trim().is_empty())
            .and_then(|k| parse_header(lines[k], k + 1).transpose());
        let (label, side, steps) = match header {
            Some(h) => h?,
            None => (None, None, Vec::new()),
        };
        let mut board = Board::empty();
        for r in 0..8u8 {
            let n = i + 1 + r as usize;
            let rank = 8 - r;
            let line = lines.get(n).copied().unwrap_or("");
            read_rank(line, n + 1, rank, &mut board)?;
        }
        let bottom = i + 9;
        if !lines.get(bottom).is_some_and(|l| is_frame(l)) {
            return Err(NotationError {
                at: Pos {
                    line: bottom + 1,
                    column: 1,
                },
                found: lines.get(bottom).unwrap_or(&"").trim().to_owned(),
                expected: "the bottom frame +-----------------+".into(),
            });
        }
        i = bottom + 1;
        if lines.get(i).is_some_and(|l| l.trim().starts_with("a b c")) {
            i += 1;
        }
        used_until = i;
        out.push(Diagram {
            label,
            side,
            board,
            steps,
        });
    }
    Ok(out)
}

fn is_frame(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("+-") && t.ends_with("-+")
}

type Header = (Option<TurnLabel>, Option<Color>, Vec<Item>);

/// `7g Da1n Cc1n`, `g`, `s`: `Ok(None)` when the line is something else.
fn parse_header(line: &str, line_no: usize) -> Result<Option<Header>, NotationError> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(None);
    };
    let (label, side) = if let Some(l) = parse_label(first) {
        (Some(l), Some(l.color))
    } else {
        let mut cs = first.chars();
        match (cs.next().and_then(Color::from_char), cs.next()) {
            (Some(c), None) => (None, Some(c)),
            _ => return Ok(None),
        }
    };
    let mut items = Vec::new();
    let mut col = line.find(first).unwrap_or(0) + first.len();
    for w in words {
        let start = line[col..].find(w).map_or(col, |k| col + k);
        let at = Pos {
            line: line_no,
            column: line[..start].chars().count() + 1,
        };
        parse_token(w, at, &mut items)?;
        col = start + w.len();
    }
    Ok(Some((label, side, items)))
}

/// `8| r . x . |`: cells at every second character after the first `|`.
fn read_rank(line: &str, line_no: usize, rank: u8, board: &mut Board) -> Result<(), NotationError> {
    let err = |column: usize, found: String, expected: String| NotationError {
        at: Pos {
            line: line_no,
            column,
        },
        found,
        expected,
    };
    let chars: Vec<char> = line.chars().collect();
    let bar = chars.iter().position(|&c| c == '|');
    let label: String = chars[..bar.unwrap_or(chars.len())].iter().collect();
    let Some(bar) = bar.filter(|_| label.trim() == rank.to_string()) else {
        return Err(err(
            1,
            line.trim().chars().take(20).collect(),
            format!("rank {rank} like `{rank}| . r . |`"),
        ));
    };
    for file in 0..8u8 {
        let k = bar + 2 + 2 * file as usize;
        let c = chars.get(k).copied().unwrap_or(' ');
        match c {
            ' ' | '.' | 'x' | 'X' => {}
            _ => match (Piece::from_char(c), Square::from_coords(file, rank - 1)) {
                (Some(p), Some(sq)) => board.put(sq, p),
                _ => {
                    return Err(err(
                        k + 1,
                        c.to_string(),
                        "a piece letter, `.`, `x` or a space".into(),
                    ))
                }
            },
        }
    }
    Ok(())
}

/// Writes a diagram; `header` is the turn line (`7g Da1n`, `g`) if any.
pub fn write_diagram(board: &Board, header: Option<&str>) -> String {
    let mut s = String::new();
    if let Some(h) = header {
        s.push_str(h);
        s.push('\n');
    }
    s.push_str(" +-----------------+\n");
    for rank in (0..8u8).rev() {
        s.push((b'1' + rank) as char);
        s.push('|');
        for file in 0..8u8 {
            let sq = Square::from_coords(file, rank).expect("on the board");
            s.push(' ');
            s.push(match board.piece_at(sq) {
                Some(p) => p.char(),
                None if sq.is_trap() => 'x',
                None => '.',
            });
        }
        s.push_str(" |\n");
    }
    s.push_str(" +-----------------+\n   a b c d e f g h\n");
    s
}

/// Writes a turn in progress: its label and steps so far, and the board now.
pub fn write_turn(turn: &TurnBuilder, label: TurnLabel) -> String {
    let mut header = label.to_string();
    for t in turn.steps() {
        header.push(' ');
        header.push_str(&t.step.to_string());
        if let Some(c) = t.capture {
            header.push_str(&format!(" {}{}x", c.piece, c.square));
        }
    }
    write_diagram(turn.board(), Some(&header))
}

/// Reads the short form `[64 chars a8..h1]` (brackets optional).
pub fn parse_short(text: &str) -> Result<Board, NotationError> {
    Position::board_from_short(text.trim()).ok_or_else(|| NotationError {
        at: Pos { line: 1, column: 1 },
        found: text.trim().chars().take(20).collect(),
        expected: "`[` + 64 squares (a8..h8 … a1..h1, space or `.` for empty) + `]`".into(),
    })
}

/// Writes the short form with brackets.
pub fn write_short(board: &Board) -> String {
    format!("[{}]", board.to_short())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_line_steps_are_replayed() {
        let text = "3g Ee3n Ee4n\n +-----------------+\n8| r . . . . . . r |\n7|                 |\n6| . . x . . x . . |\n5| . . . . E . . . |\n4| . . . . . . . . |\n3| . . x . . x . . |\n2| . . . . . . . . |\n1| R . . . . . . . |\n +-----------------+\n   a b c d e f g h\n";
        let d = parse_diagram(text).unwrap();
        assert_eq!(d.label.unwrap().to_string(), "3g");
        let turn = d.turn(Color::Gold).unwrap();
        assert_eq!(turn.len(), 2);
        assert_eq!(
            turn.start().board.piece_at(Square::parse("e3").unwrap()),
            Piece::from_char('E')
        );
        let again = parse_diagram(&write_turn(&turn, d.label.unwrap())).unwrap();
        assert_eq!(again, d);
        assert_eq!(parse_short(&write_short(&d.board)).unwrap(), d.board);
    }

    #[test]
    fn bad_rank_is_reported() {
        let e = parse_diagram(" +-----------------+\n8| q |\n").unwrap_err();
        assert_eq!(e.at.line, 2);
        assert!(parse_diagrams("no diagram here").unwrap().is_empty());
    }
}
