//! A board with the side to move: the unit of repetition and move generation.

use super::board::{Board, SILVER_TO_MOVE_KEY};
use super::piece::{Color, Piece, Role};
use super::square::Square;
use super::Bitboard;

/// A board and the side to move: what repetition counts and what move
/// generation starts from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// Where the pieces stand.
    pub board: Board,
    /// The side whose turn comes next.
    pub side: Color,
}

/// Why a placement is not a legal starting position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A piece placed outside its side's two home rows (or a piece of the
    /// other side).
    OutsideHomeRows {
        /// The piece placed.
        piece: Piece,
        /// Where it was placed.
        square: Square,
    },
    /// The army holds more of a kind than it should (or fewer, unless the
    /// check is lenient).
    WrongCount {
        /// The kind (with its colour) whose count is off.
        piece: Piece,
        /// How many a full army holds.
        expected: u8,
        /// How many the setup places.
        found: u32,
    },
    /// A piece stands on an unprotected trap, which no real position can show.
    UnprotectedTrap {
        /// The piece on the trap.
        piece: Piece,
        /// The trap.
        square: Square,
    },
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::words::Words::english().setup_error(self))
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// Pairs a board with the side to move.
    pub const fn new(board: Board, side: Color) -> Position {
        Position { board, side }
    }

    /// Key for repetition: placement plus side to move.
    pub fn key(&self) -> u64 {
        self.board.hash()
            ^ match self.side {
                Color::Gold => 0,
                Color::Silver => SILVER_TO_MOVE_KEY,
            }
    }

    /// Parses the 64-character short form (a8..h8, …, a1..h1; space or `.` for empty),
    /// with or without the surrounding brackets.
    pub fn board_from_short(s: &str) -> Option<Board> {
        let body = s
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .unwrap_or(s);
        let chars: Vec<char> = body.chars().collect();
        if chars.len() != 64 {
            return None;
        }
        let mut board = Board::empty();
        for (i, c) in chars.into_iter().enumerate() {
            let sq = Square::from_coords((i % 8) as u8, 7 - (i / 8) as u8)?;
            match c {
                ' ' | '.' | 'x' | 'X' => {}
                _ => board.put(sq, Piece::from_char(c)?),
            }
        }
        Some(board)
    }
}

/// Checks a side's setup: the full army of 16 on its two home rows.
/// `lenient` allows fewer pieces (puzzles and teaching positions) but never more.
pub fn validate_setup(board: &Board, color: Color, lenient: bool) -> Result<(), SetupError> {
    let home = match color {
        Color::Gold => Bitboard::rank(0) | Bitboard::rank(1),
        Color::Silver => Bitboard::rank(6) | Bitboard::rank(7),
    };
    if let Some(sq) = (board.color(color) & !home).first() {
        let piece = board.piece_at(sq).expect("occupied");
        return Err(SetupError::OutsideHomeRows { piece, square: sq });
    }
    for role in Role::ALL {
        let piece = Piece::new(color, role);
        let found = board.count(piece);
        let expected = role.count();
        if found > u32::from(expected) || (!lenient && found != u32::from(expected)) {
            return Err(SetupError::WrongCount {
                piece,
                expected,
                found,
            });
        }
    }
    Ok(())
}
