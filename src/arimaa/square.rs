//! Squares and directions of the 8×8 board.

use std::fmt;

/// One of the four orthogonal directions, named from Gold's point of view
/// (north is towards rank 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Direction {
    /// Towards rank 8 (`n`).
    North = 0,
    /// Towards file h (`e`).
    East = 1,
    /// Towards rank 1 (`s`).
    South = 2,
    /// Towards file a (`w`).
    West = 3,
}

impl Direction {
    /// The four directions: north, east, south, west.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The letter of a step in the notation: `n`, `e`, `s`, `w`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Direction::North => 'n',
            Direction::East => 'e',
            Direction::South => 's',
            Direction::West => 'w',
        }
    }

    /// Reads a step's direction letter; `None` for any other character.
    pub const fn from_char(c: char) -> Option<Direction> {
        match c {
            'n' => Some(Direction::North),
            'e' => Some(Direction::East),
            's' => Some(Direction::South),
            'w' => Some(Direction::West),
            _ => None,
        }
    }

    /// The direction back.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// The English name (`north`), for announcements.
    pub const fn word(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        }
    }
}

/// A square, `a1` = 0 … `h8` = 63 (file + 8 × rank), so that "north" is `+8`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Builds a square from its index; `None` outside `0..64`.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Builds a square from file (0 = a) and rank (0 = rank 1).
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// 0 (a1) to 63 (h8): for arrays indexed by square.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// 0 for file a to 7 for file h.
    pub const fn file(self) -> u8 {
        self.0 & 7
    }
    /// 0 for rank 1 to 7 for rank 8.
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The neighbouring square in `dir`, or `None` at the edge.
    pub const fn step(self, dir: Direction) -> Option<Square> {
        match dir {
            Direction::North if self.rank() < 7 => Some(Square(self.0 + 8)),
            Direction::South if self.rank() > 0 => Some(Square(self.0 - 8)),
            Direction::East if self.file() < 7 => Some(Square(self.0 + 1)),
            Direction::West if self.file() > 0 => Some(Square(self.0 - 1)),
            _ => None,
        }
    }

    /// The direction leading from `self` to an adjacent `to`.
    pub fn direction_to(self, to: Square) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.step(d) == Some(to))
    }

    /// The 64 squares, a1 to h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// Parses `a1`..`h8`.
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        Self::from_bytes(b[0], b[1])
    }

    /// Builds a square from its ASCII letter and digit (`b'd'`, `b'4'`), for
    /// readers working on bytes; `None` off the board.
    pub const fn from_bytes(file: u8, rank: u8) -> Option<Square> {
        if file >= b'a' && file <= b'h' && rank >= b'1' && rank <= b'8' {
            Square::from_coords(file - b'a', rank - b'1')
        } else {
            None
        }
    }

    /// The file letter, `a` to `h`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }
    /// The rank digit, `1` to `8`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// True for c3, f3, c6 and f6.
    pub const fn is_trap(self) -> bool {
        matches!(self.0, 18 | 21 | 42 | 45)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_steps() {
        let d4 = Square::parse("d4").unwrap();
        assert_eq!(d4.to_string(), "d4");
        assert_eq!(d4.step(Direction::North).unwrap().to_string(), "d5");
        assert_eq!(d4.step(Direction::West).unwrap().to_string(), "c4");
        assert_eq!(Square::parse("h4").unwrap().step(Direction::East), None);
        assert_eq!(Square::parse("a1").unwrap().step(Direction::South), None);
        assert!(Square::parse("c6").unwrap().is_trap());
        assert!(!Square::parse("d6").unwrap().is_trap());
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(
            d4.direction_to(Square::parse("d3").unwrap()),
            Some(Direction::South)
        );
    }
}
