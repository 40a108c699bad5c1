//! A quick, sound "no" to "can this side reach goal this turn?", so that
//! the goal search (exact, but as costly as a turn's move generation when
//! rabbits stand near goal behind a wall) runs only where a goal may be,
//! and, inside that search, drops the states from which none can be.
//!
//! A rabbit needs a step for each square it enters, forward or sideways,
//! and each square on its way must be empty by then. An own piece leaves a
//! square by a step of its own (which vacates no other square on the way
//! but a trap, whose piece may fall); an enemy piece only by a pull (a
//! push leaves the pusher there), two steps, or by falling from a trap. So
//! a square costs the rabbit one step, an own piece on it one more, an
//! enemy piece two more, a piece on a trap none more; a goal needs a way to
//! the goal rank within four steps. Costs are in half-steps, as the bound
//! was first written; every cost is even.

use crate::arimaa::{Bitboard, Board};
use crate::teach::search::{Action, Explorer, Keep, Search, Tag};
use crate::{backward, Capture, Color, Direction, Piece, Position, Role};

/// Half-steps in a turn.
const BUDGET: usize = 8;

/// False only when no rabbit of `side` can reach goal this turn.
pub(crate) fn goal_possible(board: &Board, side: Color) -> bool {
    goal_within(board, side, BUDGET)
}

/// False only when no rabbit of `side` can reach goal within `budget`
/// half-steps.
fn goal_within(board: &Board, side: Color, budget: usize) -> bool {
    let rabbits = board.pieces(Piece::new(side, Role::Rabbit));
    let goal_rank = side.goal_rank();
    // Cheap first: no rabbit within four ranks.
    if !rabbits
        .into_iter()
        .any(|r| usize::from(r.rank().abs_diff(goal_rank)) * 2 <= budget)
    {
        return false;
    }
    if (rabbits & Bitboard::rank(goal_rank)).nonempty() {
        return true;
    }
    // The same costs as a shortest-path search, as sets: `within[k]` holds
    // the squares some rabbit reaches for at most 2k half-steps. A square
    // costs what entering it costs, whatever the way in, so `within[k]` is
    // the rabbits plus the squares entered from `within[k - 1]` (empty or a
    // trap), `within[k - 2]` (an own piece) or `within[k - 3]` (an enemy).
    let occupied = board.occupied();
    let own = board.color(side);
    let cheap = !occupied | Bitboard::TRAPS;
    let own_cost = own & !Bitboard::TRAPS;
    let enemy_cost = occupied & !own & !Bitboard::TRAPS;
    let goal = Bitboard::rank(goal_rank);
    let ahead = |s: Bitboard| {
        let mut out = Bitboard::EMPTY;
        for d in Direction::ALL {
            if d != backward(side) {
                out |= s.shift(d);
            }
        }
        out
    };
    let levels = budget / 2;
    let mut within = [Bitboard::EMPTY; BUDGET / 2 + 1];
    let mut entered = [Bitboard::EMPTY; BUDGET / 2 + 1];
    within[0] = rabbits;
    entered[0] = ahead(rabbits);
    for k in 1..=levels.min(BUDGET / 2) {
        let mut reach = within[k - 1] | (entered[k - 1] & cheap);
        if k >= 2 {
            reach |= entered[k - 2] & own_cost;
        }
        if k >= 3 {
            reach |= entered[k - 3] & enemy_cost;
        }
        if (reach & goal).nonempty() {
            return true;
        }
        within[k] = reach;
        entered[k] = ahead(reach);
    }
    false
}

/// The goal search of teaching ([`crate::teach::goal_move`]) pruned by the
/// bound above instead of the rabbits' distance alone: a state is kept
/// only while some rabbit may still reach goal with the steps left.
struct Goal {
    side: Color,
    found: Option<u32>,
}

impl Explorer for Goal {
    fn advance(&mut self, tag: Tag, _: &Action, _: [Option<Capture>; 2]) -> Option<Tag> {
        Some(tag)
    }
    fn keep(&self, board: &Board, _: Tag, left: usize) -> Keep {
        // The rabbits' distance first (teaching's whole test, and cheap);
        // the paths only near the turn's end, where they prune the most.
        let goal_rank = self.side.goal_rank();
        let rabbits = board.pieces(Piece::new(self.side, Role::Rabbit));
        let near = rabbits
            .into_iter()
            .any(|r| usize::from(r.rank().abs_diff(goal_rank)) <= left);
        if near && (left > 2 || goal_within(board, self.side, 2 * left)) {
            Keep::Expand
        } else {
            Keep::Drop
        }
    }
    fn visit(&mut self, index: u32, board: &Board, _: Tag, _: usize) -> bool {
        // A rabbit of the side to move on goal stays there to the turn's
        // end (it cannot step back; no one else moves it), so this wins.
        if crate::reached_goal(board, self.side) {
            self.found = Some(index);
            return true;
        }
        false
    }
}

/// The board after a goal this turn by the side to move, if it has one.
pub(crate) fn goal_board(search: &mut Search, pos: &Position) -> Option<Board> {
    if !goal_possible(&pos.board, pos.side) {
        return None;
    }
    let mut e = Goal {
        side: pos.side,
        found: None,
    };
    search.run(pos, 0, &mut e);
    e.found.map(|i| *search.board(i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    /// The bound as first written, a shortest-path search square by
    /// square: the oracle for the sets above.
    fn goal_within_by_paths(board: &Board, side: Color, budget: usize) -> bool {
        let rabbits = board.pieces(Piece::new(side, Role::Rabbit));
        let goal_rank = side.goal_rank();
        if (rabbits & Bitboard::rank(goal_rank)).nonempty() {
            return true;
        }
        let occupied = board.occupied();
        let own = board.color(side);
        let mut cost = [usize::MAX; 64];
        let mut queue: Vec<crate::Square> = rabbits.into_iter().collect();
        for r in rabbits {
            cost[r.index()] = 0;
        }
        while let Some(sq) = queue.pop() {
            for d in Direction::ALL {
                let Some(to) = sq.step(d).filter(|_| d != backward(side)) else {
                    continue;
                };
                let extra = if !occupied.contains(to) || to.is_trap() {
                    0
                } else if own.contains(to) {
                    2
                } else {
                    4
                };
                let next = cost[sq.index()] + 2 + extra;
                if next <= budget && next < cost[to.index()] {
                    cost[to.index()] = next;
                    queue.push(to);
                }
            }
        }
        (Bitboard::rank(goal_rank).into_iter()).any(|s| cost[s.index()] <= budget)
    }

    #[test]
    fn the_sets_agree_with_the_paths_on_random_boards() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let mut board = Board::empty();
            let pieces = next() % 24;
            for _ in 0..pieces {
                let sq = crate::Square::new((next() % 64) as u8).unwrap();
                let color = if next() % 2 == 0 {
                    Color::Gold
                } else {
                    Color::Silver
                };
                let role = Role::ALL[(next() % 6) as usize];
                if board.piece_at(sq).is_none() {
                    board.put(sq, Piece::new(color, role));
                }
            }
            for side in Color::ALL {
                for budget in [0, 2, 4, 6, 8] {
                    assert_eq!(
                        goal_within(&board, side, budget),
                        goal_within_by_paths(&board, side, budget),
                        "{side:?} {budget} {board:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_walled_rabbit_cannot_goal_an_open_one_may() {
        // Gold rabbit on a5, the a-file open: four steps.
        let open = Position::board_from_short(concat!(
            "........", "........", "........", "R.......", "........", "........", "........",
            "........",
        ))
        .unwrap();
        assert!(goal_possible(&open, Color::Gold));
        // Behind silver pieces on a8 and b7: a5-a6-a7 (3) then a8 (3 more),
        // or b5-b6 (2) with b7 (3 more), or round by c: 6 steps at least.
        let walled = Position::board_from_short(concat!(
            "r.......", ".c......", "........", "R.......", "........", "........", "........",
            "........",
        ))
        .unwrap();
        assert!(!goal_possible(&walled, Color::Gold));
        // Rank 3: five steps at least.
        let far = Position::board_from_short(concat!(
            "........", "........", "........", "........", "........", "R.......", "........",
            "........",
        ))
        .unwrap();
        assert!(!goal_possible(&far, Color::Gold));
        // Already there (the search's last states): nothing left to pay.
        let there = Position::board_from_short(concat!(
            "R.......", "........", "........", "........", "........", "........", "........",
            "........",
        ))
        .unwrap();
        assert!(goal_within(&there, Color::Gold, 0));
    }
}
