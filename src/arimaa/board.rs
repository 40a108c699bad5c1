//! The board: where each piece stands, with an incrementally kept Zobrist hash.

use super::bitboard::{Bitboard, NEIGHBORS};
use super::piece::{ByColor, Color, Piece, Role};
use super::square::Square;

/// A piece removed from a trap square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// The piece that fell.
    pub piece: Piece,
    /// The trap it fell from.
    pub square: Square,
}

/// Piece placement only; whose turn it is lives in [`super::Position`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    pub(crate) colors: ByColor<Bitboard>,
    pub(crate) roles: [Bitboard; 6],
    pub(crate) hash: u64,
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (s, z ^ (z >> 31))
}

const ZOBRIST_SEED: u64 = 0x5eed_a21a_a000_0001;

/// Zobrist keys: `[colour × 6 + role][square]`, then the side-to-move key.
const ZOBRIST: ([[u64; 64]; 12], u64) = {
    let mut table = [[0u64; 64]; 12];
    let mut state = ZOBRIST_SEED;
    let mut p = 0;
    while p < 12 {
        let mut s = 0;
        while s < 64 {
            let (next, value) = splitmix(state);
            state = next;
            table[p][s] = value;
            s += 1;
        }
        p += 1;
    }
    let (_, side) = splitmix(state);
    (table, side)
};

#[cfg(native)]
#[inline]
pub(crate) const fn zobrist(piece: Piece, sq: Square) -> u64 {
    ZOBRIST.0[piece.color as usize * 6 + piece.role as usize][sq.index()]
}

/// The same keys as the table, computed on demand: splitmix64's n-th output
/// depends only on n. The browser build does this because the 6 KB table is
/// incompressible and the viewer hashes a few boards per move, not millions.
#[cfg(wasm)]
#[inline]
pub(crate) const fn zobrist(piece: Piece, sq: Square) -> u64 {
    let n = (piece.color as u64 * 6 + piece.role as u64) * 64 + sq.index() as u64;
    nth_key(n)
}

/// The n-th value (from 0) of the splitmix64 sequence the table is filled from.
#[cfg_attr(not(any(test, wasm)), allow(dead_code))]
const fn nth_key(n: u64) -> u64 {
    let start = ZOBRIST_SEED.wrapping_add(n.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    splitmix(start).1
}

/// The key mixed into a position hash when Silver is to move.
pub const SILVER_TO_MOVE_KEY: u64 = ZOBRIST.1;

impl Board {
    /// A board with no pieces: where a game starts, before the setups.
    pub const fn empty() -> Board {
        Board {
            colors: ByColor {
                gold: Bitboard::EMPTY,
                silver: Bitboard::EMPTY,
            },
            roles: [Bitboard::EMPTY; 6],
            hash: 0,
        }
    }

    /// Zobrist hash of the placement (equal boards have equal hashes).
    pub const fn hash(&self) -> u64 {
        self.hash
    }
    /// Every square holding a piece of colour `c`.
    pub fn color(&self, c: Color) -> Bitboard {
        self.colors[c]
    }
    /// Every square holding a piece of kind `r`, of either colour.
    pub const fn role(&self, r: Role) -> Bitboard {
        self.roles[r as usize]
    }
    /// Every square holding `p` (that colour and kind).
    pub fn pieces(&self, p: Piece) -> Bitboard {
        self.colors[p.color] & self.roles[p.role.index()]
    }
    /// Every square holding a piece.
    pub fn occupied(&self) -> Bitboard {
        self.colors.gold | self.colors.silver
    }

    /// The piece standing on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.colors.gold.contains(sq) {
            Color::Gold
        } else if self.colors.silver.contains(sq) {
            Color::Silver
        } else {
            return None;
        };
        let role = Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()].contains(sq))?;
        Some(Piece { color, role })
    }

    /// Puts `piece` on an empty `sq` (replacing is the caller's bug; it is checked in debug builds).
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied().contains(sq), "put on occupied {sq}");
        self.colors[piece.color] = self.colors[piece.color].with(sq);
        self.roles[piece.role.index()] = self.roles[piece.role.index()].with(sq);
        self.hash ^= zobrist(piece, sq);
    }

    /// Lifts the piece off `sq` and returns it; `None`, and no change, on an
    /// empty square.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.remove_known(sq, piece);
        Some(piece)
    }

    #[inline]
    pub(crate) fn remove_known(&mut self, sq: Square, piece: Piece) {
        self.colors[piece.color] = self.colors[piece.color].without(sq);
        self.roles[piece.role.index()] = self.roles[piece.role.index()].without(sq);
        self.hash ^= zobrist(piece, sq);
    }

    /// Moves a known piece between squares, without captures.
    #[inline]
    pub(crate) fn shift_piece(&mut self, piece: Piece, from: Square, to: Square) {
        let m = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.colors[piece.color] ^= m;
        self.roles[piece.role.index()] ^= m;
        self.hash ^= zobrist(piece, from) ^ zobrist(piece, to);
    }

    /// Pieces of `color` strictly weaker than `role`.
    pub fn weaker(&self, color: Color, role: Role) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for r in &self.roles[..role.index()] {
            b |= *r;
        }
        b & self.colors[color]
    }

    /// Pieces of `color` strictly stronger than `role`.
    pub fn stronger(&self, color: Color, role: Role) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for r in &self.roles[role.index() + 1..] {
            b |= *r;
        }
        b & self.colors[color]
    }

    /// A piece is frozen when a stronger enemy is adjacent and no friend is.
    pub fn is_frozen(&self, sq: Square) -> bool {
        match self.piece_at(sq) {
            Some(p) => self.is_frozen_piece(sq, p),
            None => false,
        }
    }

    /// [`Board::is_frozen`] for a piece the caller already knows stands on
    /// `sq`: saves the lookup in move generation.
    #[inline]
    pub fn is_frozen_piece(&self, sq: Square, p: Piece) -> bool {
        let n = NEIGHBORS[sq.index()];
        (n & self.colors[p.color]).is_empty() && (n & self.stronger(!p.color, p.role)).nonempty()
    }

    /// Every frozen piece of `color`, by whole sets: each kind meets the
    /// neighbours of the enemy pieces stronger than it, strongest first.
    pub fn frozen(&self, color: Color) -> Bitboard {
        let own = self.colors[color];
        let enemy = self.colors[!color];
        let mut stronger_enemy = Bitboard::EMPTY;
        let mut frozen = Bitboard::EMPTY;
        for r in Role::ALL.iter().rev() {
            frozen |= own & self.roles[r.index()] & stronger_enemy.neighbors();
            stronger_enemy |= enemy & self.roles[r.index()];
        }
        frozen & !own.neighbors()
    }

    /// Removes every piece standing on a trap with no friendly neighbour.
    /// After a single step at most one piece can fall (no square touches two traps).
    pub fn resolve_captures(&mut self) -> Option<Capture> {
        let occupied_traps = self.occupied() & Bitboard::TRAPS;
        for sq in occupied_traps {
            let piece = self.piece_at(sq)?;
            if (NEIGHBORS[sq.index()] & self.colors[piece.color]).is_empty() {
                self.remove_known(sq, piece);
                return Some(Capture { piece, square: sq });
            }
        }
        None
    }

    /// Removes the piece of `color` that the step from `from` left alone on a
    /// trap, if any. Only a trap next to `from` can lose a piece: the one the
    /// mover stepped onto, or one whose neighbour just left. A piece that
    /// already stood alone on a trap (a set position can show one) stays
    /// until such a step, as pyrimaa and Howdah judge it. A step can only
    /// endanger the mover's own side. Bit tricks instead of a square loop:
    /// this runs after every generated step.
    #[inline]
    pub(crate) fn capture_after_step(&mut self, color: Color, from: Square) -> Option<Capture> {
        let own = self.colors[color];
        let lost = own & Bitboard::TRAPS & NEIGHBORS[from.index()] & !own.neighbors();
        let square = lost.first()?;
        let role = Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()].contains(square))?;
        let piece = Piece::new(color, role);
        self.remove_known(square, piece);
        Some(Capture { piece, square })
    }

    /// Counts of each piece kind, for setup validation and elimination checks.
    pub fn count(&self, p: Piece) -> u32 {
        self.pieces(p).count()
    }

    /// The short `[64]` form body: a8..h8, a7..h7, …, a1..h1, space for empty.
    pub fn to_short(&self) -> String {
        let mut s = String::with_capacity(64);
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).expect("in range");
                s.push(self.piece_at(sq).map_or(' ', Piece::char));
            }
        }
        s
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Board[{}]", self.to_short())
    }
}

#[cfg(test)]
mod zobrist_tests {
    use super::*;

    #[test]
    fn computed_keys_equal_the_table() {
        for p in 0..12 {
            for s in 0..64 {
                assert_eq!(nth_key(p * 64 + s), ZOBRIST.0[p as usize][s as usize]);
            }
        }
        assert_eq!(nth_key(12 * 64), SILVER_TO_MOVE_KEY);
    }
}
