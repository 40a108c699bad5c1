//! The two sides and per-side storage.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// White moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Side {
    /// Moves first (`W`), in the place of Arimaa's Gold.
    White = 0,
    /// Moves second (`B`), in the place of Arimaa's Silver.
    Black = 1,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// `W` / `B`, as in the FIMS side-to-move token.
    pub const fn char(self) -> char {
        match self {
            Side::White => 'W',
            Side::Black => 'B',
        }
    }
    /// Reads the FIMS side letter `W` or `B`; `None` for any other character.
    pub const fn from_char(c: char) -> Option<Side> {
        match c {
            'W' => Some(Side::White),
            'B' => Some(Side::Black),
            _ => None,
        }
    }
    /// `White` / `Black`, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per side, indexed by [`Side`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct BySide<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> BySide<T> {
    /// Both values, White's first.
    pub const fn new(white: T, black: T) -> BySide<T> {
        BySide { white, black }
    }
    /// Fills both sides by calling `f` with each side, White first.
    pub fn new_with(mut f: impl FnMut(Side) -> T) -> BySide<T> {
        BySide {
            white: f(Side::White),
            black: f(Side::Black),
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, s: Side) -> &T {
        match s {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, s: Side) -> &mut T {
        match s {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}
