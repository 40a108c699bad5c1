//! The value of a `Position` tag (Howdah) or header field (FAN): the set
//! position a record starts from, as `g [<64 squares>]`, `12s [<64 squares>]`
//! or a long diagram.

use super::diagram::parse_diagram;
use crate::record::PositionError;
use crate::{Board, Color, Position, Square};

/// A start position as a `Position` value gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartValue {
    /// The board and the side to move.
    pub position: Position,
    /// The move number, when the value names one (`12s [...]`).
    pub number: Option<u32>,
}

/// Reads a `Position` value; `Ok(None)` for an empty one (which means
/// nothing). No side means gold; a number below 2 is refused.
pub fn parse_start(value: &str) -> Result<Option<StartValue>, PositionError> {
    let v = value.trim();
    if v.is_empty() {
        return Ok(None);
    }
    if v.contains('\n') && v.contains("+-") {
        return diagram_start(v).map(Some);
    }
    let (turn, board) = match v.find('[') {
        Some(0) => ("", v),
        Some(i) => (v[..i].trim(), &v[i..]),
        None => return Err(PositionError::NoBoard),
    };
    let (side, number) = parse_turn(turn)?;
    let board = parse_board(board)?;
    Ok(Some(StartValue {
        position: Position::new(board, side),
        number,
    }))
}

/// Writes a value [`parse_start`] reads back: side letter, space, short board.
pub fn write_start(position: &Position) -> String {
    format!("{} [{}]", position.side.char(), position.board.to_short())
}

/// `g`, `S`, `w`, `12s`, `31G` or nothing (gold).
fn parse_turn(word: &str) -> Result<(Color, Option<u32>), PositionError> {
    if word.is_empty() {
        return Ok((Color::Gold, None));
    }
    let bad = || PositionError::Turn(word.chars().take(20).collect());
    let last = word.chars().last().ok_or_else(bad)?;
    let side = Color::from_char(last.to_ascii_lowercase()).ok_or_else(bad)?;
    let digits = &word[..word.len() - last.len_utf8()];
    if digits.is_empty() {
        return Ok((side, None));
    }
    if digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let number: u32 = digits.parse().map_err(|_| bad())?;
    if number < 2 {
        return Err(PositionError::BeforeMoves { number });
    }
    Ok((side, Some(number)))
}

/// `[` + 64 squares + `]`: a8..h8, …, a1..h1; space, `.`, `x`, `X` empty.
fn parse_board(text: &str) -> Result<Board, PositionError> {
    let body = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or(PositionError::NoBoard)?;
    let found = body.chars().count();
    if found != 64 {
        return Err(PositionError::Squares { found });
    }
    let mut board = Board::empty();
    for (i, c) in body.chars().enumerate() {
        let Some(sq) = Square::from_coords((i % 8) as u8, 7 - (i / 8) as u8) else {
            continue;
        };
        match c {
            ' ' | '.' | 'x' | 'X' => {}
            _ => board.put(
                sq,
                crate::Piece::from_char(c).ok_or(PositionError::Square(c))?,
            ),
        }
    }
    Ok(board)
}

fn diagram_start(text: &str) -> Result<StartValue, PositionError> {
    let d = parse_diagram(text).map_err(|e| PositionError::Diagram(e.to_string()))?;
    let side = d.side_or(Color::Gold);
    let position = d.start(side).map_err(PositionError::Diagram)?;
    let number = d.label.map(|l| l.number);
    if let Some(number) = number.filter(|&n| n < 2) {
        return Err(PositionError::BeforeMoves { number });
    }
    Ok(StartValue { position, number })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_text() -> String {
        let mut s = String::from("rrrrrrrr");
        s.push_str(&" ".repeat(48));
        s.push_str("RRRRRRRR");
        format!("[{s}]")
    }

    #[test]
    fn values_read_and_write_back() {
        let b = board_text();
        let v = parse_start(&format!("s {b}")).unwrap().unwrap();
        assert_eq!(v.position.side, Color::Silver);
        assert_eq!(v.number, None);
        assert_eq!(
            v.position
                .board
                .count(crate::Piece::from_char('R').unwrap()),
            8
        );
        assert_eq!(write_start(&v.position), format!("s {b}"));
        let v = parse_start(&format!("12G {b}")).unwrap().unwrap();
        assert_eq!((v.position.side, v.number), (Color::Gold, Some(12)));
        assert_eq!(parse_start(&b).unwrap().unwrap().position.side, Color::Gold);
        assert_eq!(parse_start("  ").unwrap(), None);
    }

    #[test]
    fn long_diagrams_are_read() {
        let text = "7s\n +-----------------+\n8| r . . . . . . . |\n7| . . . . . . . . |\n\
                    6| . . x . . x . . |\n5| . . . . . . . . |\n4| . . . . . . . . |\n\
                    3| . . x . . x . . |\n2| . . . . . . . . |\n1| R . . . . . . . |\n\
                     +-----------------+\n   a b c d e f g h\n";
        let v = parse_start(text).unwrap().unwrap();
        assert_eq!((v.position.side, v.number), (Color::Silver, Some(7)));
        assert_eq!(v.position.board.occupied().count(), 2);
    }

    #[test]
    fn bad_values_say_why() {
        let b = board_text();
        assert_eq!(
            parse_start("[r]").unwrap_err(),
            PositionError::Squares { found: 1 }
        );
        assert_eq!(
            parse_start(&format!("1g {b}")).unwrap_err(),
            PositionError::BeforeMoves { number: 1 }
        );
        assert_eq!(
            parse_start(&format!("q {b}")).unwrap_err(),
            PositionError::Turn("q".into())
        );
        assert_eq!(parse_start("g").unwrap_err(), PositionError::NoBoard);
        let bad = b.replacen('r', "q", 1);
        assert_eq!(parse_start(&bad).unwrap_err(), PositionError::Square('q'));
    }
}
