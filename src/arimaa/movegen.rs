//! Unique-move generation: every distinct board one turn can reach.
//!
//! A turn is a sequence of *actions*: a single own step (1 step), a push or a
//! pull (2 steps). Splitting pushes and pulls into indivisible actions means the
//! state between actions is the board alone, so boards reached after k steps can
//! be deduplicated and expanded once, breadth first, from their cheapest depth.

use super::bitboard::{Bitboard, NEIGHBORS};
use super::board::Board;
use super::piece::{Color, Piece, Role};
use super::position::Position;
use super::square::{Direction, Square};
use super::turn::{backward, MAX_STEPS};

/// Reusable buffers for move generation (reuse one across calls to avoid allocations).
pub struct MoveGen {
    table: BoardSet,
    layers: [Vec<u32>; MAX_STEPS + 1],
}

impl Default for MoveGen {
    fn default() -> Self {
        MoveGen::new()
    }
}

impl MoveGen {
    /// Fresh buffers; they grow as needed and are kept for the next call.
    pub fn new() -> MoveGen {
        MoveGen {
            table: BoardSet::with_capacity_log2(13),
            layers: Default::default(),
        }
    }

    /// Every distinct board reachable by `pos.side` in one turn, the unchanged board excluded.
    pub fn unique_moves(&mut self, pos: &Position) -> &[Board] {
        self.generate(pos);
        &self.table.boards[1..]
    }

    /// The number of [`MoveGen::unique_moves`] (pyrimaa's `len(get_moves())`).
    pub fn count(&mut self, pos: &Position) -> usize {
        self.generate(pos);
        self.table.boards.len() - 1
    }

    /// [`MoveGen::unique_moves`], asking `stop` between boards expanded (every
    /// 64th) and ending as soon as it answers true: the boards so far (each a
    /// legal turn's) and whether they are all. A search told to stop should
    /// not wait for a whole turn's boards (tens of thousands in a middle game:
    /// up to 25 ms natively). The engine's (feature `engine`): the reader's
    /// wasm, which never stops a generation, carries none of it.
    #[cfg(feature = "engine")]
    pub fn unique_moves_until(
        &mut self,
        pos: &Position,
        stop: &mut dyn FnMut() -> bool,
    ) -> (&[Board], bool) {
        let complete = self.generate_until(pos, stop);
        (&self.table.boards[1..], complete)
    }

    fn generate(&mut self, pos: &Position) {
        // Where the engine is built, one generator for all (a copy is 7 KB of
        // wasm; a call every 64 boards costs nothing); else a stop that never
        // says stop, and its checks compile away.
        #[cfg(feature = "engine")]
        self.generate_until(pos, &mut (|| false) as &mut dyn FnMut() -> bool);
        #[cfg(not(feature = "engine"))]
        self.generate_until(pos, || false);
    }

    /// False when `stop` answered true (the boards are then incomplete).
    fn generate_until(&mut self, pos: &Position, mut stop: impl FnMut() -> bool) -> bool {
        self.table.clear();
        for layer in &mut self.layers {
            layer.clear();
        }
        let side = pos.side;
        self.table.insert(pos.board);
        self.layers[0].push(0);
        let mut expanded = 0u32;
        for depth in 1..=MAX_STEPS {
            let (done, rest) = self.layers.split_at_mut(depth);
            let out = &mut rest[0];
            let table = &mut self.table;
            for &i in &done[depth - 1] {
                if asks(&mut expanded, &mut stop) {
                    return false;
                }
                let board = table.boards[i as usize];
                for_each_single_step(&board, side, |b| {
                    if let Some(j) = table.insert(b) {
                        out.push(j);
                    }
                });
            }
            if depth >= 2 {
                for &i in &done[depth - 2] {
                    if asks(&mut expanded, &mut stop) {
                        return false;
                    }
                    let board = table.boards[i as usize];
                    for_each_push_pull(&board, side, |b| {
                        if let Some(j) = table.insert(b) {
                            out.push(j);
                        }
                    });
                }
            }
        }
        true
    }
}

/// Counts a board expanded and asks `stop` at every 64th (a few microseconds
/// of work apart).
#[inline(always)]
fn asks(expanded: &mut u32, stop: &mut impl FnMut() -> bool) -> bool {
    *expanded += 1;
    *expanded % 64 == 0 && stop()
}

/// Convenience wrapper allocating its own buffers.
pub fn count_unique_moves(pos: &Position) -> usize {
    MoveGen::new().count(pos)
}

/// Does `pos.side` have a turn whose result `allowed` accepts? Tries single
/// steps first, so the usual answer costs almost nothing.
pub fn has_move(pos: &Position, mut allowed: impl FnMut(&Board) -> bool) -> bool {
    let mut found = false;
    for_each_single_step(&pos.board, pos.side, |b| found |= allowed(&b));
    if found {
        return true;
    }
    let mut gen = MoveGen::new();
    let boards = gen.unique_moves(pos);
    boards.iter().any(allowed)
}

/// Own pieces that may move: not frozen.
#[inline]
fn unfrozen(board: &Board, side: Color) -> Bitboard {
    let own = board.colors[side];
    let enemy = board.colors[!side];
    let supported = own & own.neighbors();
    let mut frozen = Bitboard::EMPTY;
    let mut stronger_enemy = Bitboard::EMPTY;
    for r in Role::ALL.iter().rev() {
        frozen |= own & board.roles[r.index()] & stronger_enemy.neighbors();
        stronger_enemy |= enemy & board.roles[r.index()];
    }
    own & !(frozen & !supported)
}

#[inline]
fn role_at(board: &Board, sq: Square) -> Role {
    let bit = Bitboard::from_square(sq);
    for r in Role::ALL {
        if (board.roles[r.index()] & bit).nonempty() {
            return r;
        }
    }
    unreachable!("role_at on an empty square")
}

#[inline]
fn apply(board: &mut Board, piece: Piece, from: Square, to: Square) {
    board.shift_piece(piece, from, to);
    board.capture_after_step(piece.color, from);
}

/// Calls `f` with the board after each legal single step of `side`.
#[inline]
fn for_each_single_step(board: &Board, side: Color, mut f: impl FnMut(Board)) {
    let empty = !board.occupied();
    let movers = unfrozen(board, side);
    let own_rabbits = board.roles[Role::Rabbit.index()] & board.colors[side];
    for dir in Direction::ALL {
        let mut can = movers & empty.shift(dir.opposite());
        if dir == backward(side) {
            can &= !own_rabbits;
        }
        for from in can {
            let to = from.step(dir).expect("target on board");
            let piece = Piece::new(side, role_at(board, from));
            let mut b = *board;
            apply(&mut b, piece, from, to);
            f(b);
        }
    }
}

/// Calls `f` with the board after each legal push and pull by `side`.
#[inline]
fn for_each_push_pull(board: &Board, side: Color, mut f: impl FnMut(Board)) {
    let enemy = board.colors[!side];
    let empty = !board.occupied();
    // Only unfrozen non-rabbits next to some enemy can dislodge anything.
    let candidates = unfrozen(board, side) & !board.roles[Role::Rabbit.index()] & enemy.neighbors();
    for from in candidates {
        let role = role_at(board, from);
        let piece = Piece::new(side, role);
        let victims = NEIGHBORS[from.index()] & board.weaker(!side, role);
        if victims.is_empty() {
            continue;
        }
        for vsq in victims {
            let victim = Piece::new(!side, role_at(board, vsq));
            // Push: the victim steps to an empty square next to it, the pusher follows.
            for to in NEIGHBORS[vsq.index()] & empty {
                let mut b = *board;
                apply(&mut b, victim, vsq, to);
                apply(&mut b, piece, from, vsq);
                f(b);
            }
            // Pull: the puller steps away, the victim takes its square.
            for to in NEIGHBORS[from.index()] & empty {
                let mut b = *board;
                apply(&mut b, piece, from, to);
                apply(&mut b, victim, vsq, from);
                f(b);
            }
        }
    }
}

/// An insertion-ordered set of boards, open addressing on the Zobrist hash.
struct BoardSet {
    slots: Vec<u32>, // index + 1 into `boards`, 0 = empty
    boards: Vec<Board>,
    mask: usize,
}

impl BoardSet {
    fn with_capacity_log2(bits: u32) -> BoardSet {
        BoardSet {
            slots: vec![0; 1 << bits],
            boards: Vec::with_capacity(1 << (bits - 1)),
            mask: (1 << bits) - 1,
        }
    }

    fn clear(&mut self) {
        if !self.boards.is_empty() {
            self.slots.iter_mut().for_each(|s| *s = 0);
            self.boards.clear();
        }
    }

    /// Inserts `board`; returns its index if it was new.
    #[inline]
    fn insert(&mut self, board: Board) -> Option<u32> {
        if self.boards.len() * 2 >= self.slots.len() {
            self.grow();
        }
        let mut i = (board.hash() as usize) & self.mask;
        loop {
            let s = self.slots[i];
            if s == 0 {
                let index = self.boards.len() as u32;
                self.boards.push(board);
                self.slots[i] = index + 1;
                return Some(index);
            }
            if self.boards[(s - 1) as usize] == board {
                return None;
            }
            i = (i + 1) & self.mask;
        }
    }

    fn grow(&mut self) {
        let bits = self.slots.len().trailing_zeros() + 1;
        self.slots = vec![0; 1 << bits];
        self.mask = (1 << bits) - 1;
        for (index, board) in self.boards.iter().enumerate() {
            let mut i = (board.hash() as usize) & self.mask;
            while self.slots[i] != 0 {
                i = (i + 1) & self.mask;
            }
            self.slots[i] = index as u32 + 1;
        }
    }
}

#[cfg(all(test, feature = "engine"))]
mod tests {
    use super::MoveGen;
    use crate::{Board, Color, Position};
    use std::collections::HashSet;

    #[test]
    fn a_generation_stopped_part_way_gives_some_of_the_same_boards() {
        let board = Position::board_from_short(concat!(
            "rrrrrrrr", "hdcemcdh", "........", "........", "........", "........", "HDCMECDH",
            "RRRRRRRR",
        ))
        .unwrap();
        let pos = Position::new(board, Color::Gold);
        let mut gen = MoveGen::new();
        let all: HashSet<Board> = gen.unique_moves(&pos).iter().copied().collect();
        let mut questions = 0;
        let (same, complete) = gen.unique_moves_until(&pos, &mut || {
            questions += 1;
            false
        });
        assert!(complete);
        assert_eq!(same.iter().copied().collect::<HashSet<_>>(), all);
        assert!(questions > 4, "{questions}");
        for asked in [1, questions / 2, questions - 1] {
            let mut n = 0;
            let (some, complete) = gen.unique_moves_until(&pos, &mut || {
                n += 1;
                n == asked
            });
            assert!(!complete);
            assert!(!some.is_empty() && some.len() < all.len(), "{}", some.len());
            assert!(some.iter().all(|b| all.contains(b)));
            assert_eq!(n, asked, "not asked again once it said stop");
        }
    }
}
