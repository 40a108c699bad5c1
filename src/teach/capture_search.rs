//! Which enemy pieces can the side to move capture this turn, and how?
//!
//! An enemy piece moves only when pushed or pulled, one square per two
//! steps of the turn, and falls only on a trap with no friend beside it.
//! So with `k` steps left a piece can still fall on trap `T` only if its
//! distance to `T`, plus the friends beside `T` that must be moved away,
//! is at most `k / 2`; states where no piece not yet found passes that test
//! are dropped. Pieces are followed by where they started: at most two
//! enemy pieces move in a turn, so the tag is two (start, now) pairs.

use super::search::{Action, Explorer, Keep, Search, Tag};
use crate::arimaa::{Board, NEIGHBORS};
use crate::{Bitboard, Capture, Color, Piece, Position, Square, Step};

const NONE: u8 = u8::MAX;

/// Enemy pieces moved so far, by (start, now), and the start square of the
/// piece captured by the action that reached the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Moved {
    pairs: [(u8, u8); 2],
    captured: u8,
}

impl Moved {
    const START: Moved = Moved {
        pairs: [(NONE, NONE); 2],
        captured: NONE,
    };

    /// Where the piece now on `sq` started.
    fn origin(&self, sq: u8) -> u8 {
        self.pairs.iter().find(|p| p.1 == sq).map_or(sq, |p| p.0)
    }

    fn moved(&mut self, from: u8, to: u8) {
        if let Some(p) = self.pairs.iter_mut().find(|p| p.1 == from) {
            p.1 = to;
        } else if let Some(p) = self.pairs.iter_mut().find(|p| p.0 == NONE) {
            *p = (from, to);
        }
    }

    fn removed(&mut self, sq: u8) -> u8 {
        let origin = self.origin(sq);
        if let Some(p) = self.pairs.iter_mut().find(|p| p.1 == sq) {
            *p = (NONE, NONE);
        }
        origin
    }

    /// One spelling per state: pieces back where they started are not
    /// followed, and the pairs are sorted.
    fn canonical(mut self) -> Moved {
        for p in &mut self.pairs {
            if p.0 == p.1 {
                *p = (NONE, NONE);
            }
        }
        // Two pairs: a swap, not a sort (a sort is 0.3 KB of wasm).
        if self.pairs[1] < self.pairs[0] {
            self.pairs.swap(0, 1);
        }
        self
    }

    /// The search's tag: five bytes.
    fn tag(self) -> Tag {
        let [(a, b), (c, d)] = self.pairs;
        u64::from_le_bytes([a, b, c, d, self.captured, 0, 0, 0])
    }

    fn of(tag: Tag) -> Moved {
        let [a, b, c, d, captured, ..] = tag.to_le_bytes();
        Moved {
            pairs: [(a, b), (c, d)],
            captured,
        }
    }
}

/// Squares at distance exactly two from each trap, by trap index.
fn ring2(trap: Square) -> Bitboard {
    let near = NEIGHBORS[trap.index()];
    near.neighbors() & !near & !Bitboard::from_square(trap)
}

struct CaptureExplorer {
    enemy: Color,
    traps: [(Square, Bitboard, Bitboard); 4],
    /// By start square: the state where that piece fell, once found.
    found: [Option<u32>; 64],
    /// Start squares of the pieces that might fall, not yet found.
    wanted: Bitboard,
}

impl CaptureExplorer {
    fn new(pos: &Position) -> CaptureExplorer {
        let traps = super::TRAPS.map(|t| (t, NEIGHBORS[t.index()], ring2(t)));
        let mut e = CaptureExplorer {
            enemy: !pos.side,
            traps,
            found: [None; 64],
            wanted: Bitboard::ALL,
        };
        let start = e.reachable(&pos.board, Moved::START, crate::MAX_STEPS / 2);
        e.wanted = start;
        e
    }

    /// Start squares of the enemy pieces not yet found that could still
    /// fall with `pairs` more pushes or pulls.
    fn reachable(&self, board: &Board, tag: Moved, pairs: usize) -> Bitboard {
        let enemy = board.color(self.enemy);
        let mut out = Bitboard::EMPTY;
        for &(trap, near, far) in &self.traps {
            let friends = (enemy & near).count() as usize;
            let on = enemy & Bitboard::from_square(trap);
            // On the trap or beside it: every other friend beside it must go.
            let close = if friends <= pairs {
                on | (enemy & near)
            } else {
                Bitboard::EMPTY
            };
            // Two squares away: two moves in, and every friend beside it out.
            let away = if friends + 2 <= pairs {
                enemy & far
            } else {
                Bitboard::EMPTY
            };
            for sq in close | away {
                let origin = tag.origin(sq.index() as u8);
                if let Some(o) = Square::new(origin) {
                    if self.wanted.contains(o) {
                        out = out.with(o);
                    }
                }
            }
        }
        out
    }
}

impl Explorer for CaptureExplorer {
    fn advance(&mut self, tag: Tag, action: &Action, caps: [Option<Capture>; 2]) -> Option<Tag> {
        let mut t = Moved::of(tag);
        t.captured = NONE;
        for (step, cap) in action.steps().iter().zip(caps) {
            if step.piece.color == self.enemy {
                let to = step.to()?;
                t.moved(step.from.index() as u8, to.index() as u8);
            }
            if let Some(c) = cap.filter(|c| c.piece.color == self.enemy) {
                t.captured = t.removed(c.square.index() as u8);
            }
        }
        Some(t.canonical().tag())
    }
    fn keep(&self, board: &Board, tag: Tag, left: usize) -> Keep {
        let tag = Moved::of(tag);
        if self.reachable(board, tag, left / 2).nonempty() {
            Keep::Expand
        } else if tag.captured != NONE {
            Keep::Leaf
        } else {
            Keep::Drop
        }
    }
    fn visit(&mut self, index: u32, _: &Board, tag: Tag, _: usize) -> bool {
        if let Some(o) = Square::new(Moved::of(tag).captured) {
            if self.found[o.index()].is_none() {
                self.found[o.index()] = Some(index);
                self.wanted = self.wanted.without(o);
            }
        }
        self.wanted.is_empty()
    }
}

/// An enemy piece the side to move can capture this turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureThreat {
    /// The piece.
    pub piece: Piece,
    /// Where it stands now.
    pub square: Square,
    /// A shortest move that captures it (the turn may stop there).
    pub steps: Vec<Step>,
}

/// Every enemy piece `pos.side` can capture this turn, each with a shortest
/// move that does it, in square order.
pub fn capture_threats(pos: &Position) -> Vec<CaptureThreat> {
    let mut e = CaptureExplorer::new(pos);
    if e.wanted.is_empty() {
        return Vec::new();
    }
    let mut search = Search::default();
    search.run(pos, Moved::START.tag(), &mut e);
    Square::all()
        .filter_map(|sq| {
            let index = e.found[sq.index()]?;
            Some(CaptureThreat {
                piece: pos.board.piece_at(sq)?,
                square: sq,
                steps: search.steps_to(index),
            })
        })
        .collect()
}
