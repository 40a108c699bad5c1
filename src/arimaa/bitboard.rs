//! A set of squares as a 64-bit mask (bit `i` = square `i`, a1 = bit 0).

use super::square::{Direction, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares as a 64-bit mask: bit `i` is square `i` (a1 = 0, h8 = 63).
///
/// The rules work on whole sets at once (all gold pieces, all traps, the
/// neighbours of a square); iterating yields the squares from a1 upwards.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const ALL: Bitboard = Bitboard(!0);
    /// c3, f3, c6, f6.
    pub const TRAPS: Bitboard = Bitboard((1 << 18) | (1 << 21) | (1 << 42) | (1 << 45));

    /// The set holding only `sq`.
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }
    /// Every square of one rank (0-based: 0 is rank 1).
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xff << (8 * rank))
    }

    /// True when the set holds no square.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// True when the set holds some square: the negation of
    /// [`Bitboard::is_empty`], which reads better in rule checks.
    pub const fn nonempty(self) -> bool {
        self.0 != 0
    }
    /// Is `sq` in the set?
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }
    /// How many squares the set holds.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The set plus `sq`.
    #[must_use]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }
    /// The set minus `sq`.
    #[must_use]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    /// Every square moved one step in `dir`; squares falling off the board vanish.
    #[must_use]
    pub const fn shift(self, dir: Direction) -> Bitboard {
        Bitboard(match dir {
            Direction::North => self.0 << 8,
            Direction::South => self.0 >> 8,
            Direction::East => (self.0 & !FILE_H) << 1,
            Direction::West => (self.0 & !FILE_A) >> 1,
        })
    }

    /// The squares orthogonally adjacent to some square of `self`.
    #[must_use]
    pub const fn neighbors(self) -> Bitboard {
        Bitboard(
            self.shift(Direction::North).0
                | self.shift(Direction::South).0
                | self.shift(Direction::East).0
                | self.shift(Direction::West).0,
        )
    }

    /// The lowest square of the set (in a1, b1, …, h8 order), if any.
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::new(self.0.trailing_zeros() as u8)
        }
    }
}

/// Neighbour masks of every square, computed at compile time.
pub const NEIGHBORS: [Bitboard; 64] = {
    let mut table = [Bitboard::EMPTY; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = Bitboard(1u64 << i).neighbors();
        i += 1;
    }
    table
};

impl Iterator for Bitboard {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

macro_rules! bitops {
    ($($tr:ident $f:ident $tra:ident $fa:ident $op:tt),*) => {$(
        impl $tr for Bitboard {
            type Output = Bitboard;
            fn $f(self, o: Bitboard) -> Bitboard { Bitboard(self.0 $op o.0) }
        }
        impl $tra for Bitboard {
            fn $fa(&mut self, o: Bitboard) { self.0 = self.0 $op o.0; }
        }
    )*};
}
bitops!(BitAnd bitand BitAndAssign bitand_assign &, BitOr bitor BitOrAssign bitor_assign |, BitXor bitxor BitXorAssign bitxor_assign ^);

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_stay_on_board() {
        let h4 = Bitboard::from_square(Square::parse("h4").unwrap());
        assert!(h4.shift(Direction::East).is_empty());
        let a4 = Bitboard::from_square(Square::parse("a4").unwrap());
        assert!(a4.shift(Direction::West).is_empty());
        assert_eq!(NEIGHBORS[Square::parse("a1").unwrap().index()].count(), 2);
        assert_eq!(NEIGHBORS[Square::parse("d4").unwrap().index()].count(), 4);
        assert_eq!(Bitboard::TRAPS.count(), 4);
        assert!(Bitboard::TRAPS.all_traps());
    }

    impl Bitboard {
        fn all_traps(self) -> bool {
            self.into_iter().all(|s| s.is_trap())
        }
    }
}
