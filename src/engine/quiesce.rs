//! The quiescence stage at the search's leaves, from teaching's one-turn
//! searches: a goal this turn wins; a goal the other side threatens costs
//! the side to move; then it may stand on the evaluation or play out its
//! captures, and the other side its recaptures.

use super::ends::winner_after;
use super::search::{end_value, Searcher};
use super::turn::PackedTurn;
use crate::arimaa::{Bitboard, Board};
use crate::{Color, Position};

/// Turns of captures played out beyond the search's depth.
const CAPTURE_PLIES: u8 = 2;
/// How much worse than its evaluation a position is taken to be when the
/// other side threatens a goal.
const THREAT: i32 = 150;

impl Searcher<'_> {
    pub(super) fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        q: u8,
    ) -> i32 {
        self.e.pv[ply].clear();
        self.e.nodes += 1;
        if self.poll() {
            return 0;
        }
        if let Some(b) = self.goal_board(pos) {
            self.set_pv(ply, b);
            return end_value(true, ply);
        }
        let stand = self.static_value(pos);
        // Most leaves stand far above beta (a null window after a worse
        // turn): a bound that holds with or without a threat answers them
        // before the goal search for the other side.
        if stand - THREAT >= beta {
            return stand - THREAT;
        }
        let them = Position::new(pos.board, !pos.side);
        // The other side threatens a goal: standing still would lose, and
        // the turn spent stopping it is a turn lost. The search's next
        // iteration (where each answer's goal check runs) finds out which
        // answers hold; here the threat costs a fixed amount.
        let stand = if self.can_goal(&them) {
            stand - THREAT
        } else {
            stand
        };
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        if q >= CAPTURE_PLIES || ply + 2 >= self.e.pv.len() {
            return best;
        }
        if !capture_possible(&pos.board, pos.side) {
            return best;
        }
        for threat in crate::teach::capture_threats(pos) {
            let Some(b) = PackedTurn::pack(&threat.steps).and_then(|t| t.play(pos)) else {
                continue;
            };
            if self.repeats(&b, pos.side) {
                continue;
            }
            self.e.pv[ply + 1].clear();
            let v = if let Some(w) = winner_after(&b, pos.side) {
                end_value(w == pos.side, ply)
            } else {
                let after = Position::new(b, !pos.side);
                self.e.path.push(after.key());
                let v = -self.quiesce(&after, -beta, -alpha, ply + 1, q + 1);
                self.e.path.pop();
                v
            };
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    self.set_pv(ply, b);
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// False only when `side` cannot capture this turn: a cheap test before
/// the capture search, which expands every turn while some enemy piece
/// stands near a trap. An enemy piece falls only when enemy pieces move
/// (its own, onto the trap, or a friend's, away from it), and enemy pieces
/// move only when pushed or pulled: some enemy piece within two squares of
/// a trap must be, by a stronger piece of `side` close enough to walk up
/// and do it (at most two steps, then the two of the push or pull).
pub(super) fn capture_possible(board: &Board, side: Color) -> bool {
    let spread = |b: Bitboard| b | b.neighbors();
    let zone = spread(spread(Bitboard::TRAPS));
    let own = board.color(side);
    for y in board.color(!side) & zone {
        let role = board.piece_at(y).map_or(crate::Role::Rabbit, |p| p.role);
        let stronger = board.stronger(side, role) & own;
        if stronger.is_empty() {
            continue;
        }
        let reach = spread(spread(spread(Bitboard::from_square(y))));
        if (stronger & reach).nonempty() {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::capture_possible;
    use crate::{Color, Position};

    /// Whether the capture search finds a capture, for boards built at random.
    #[test]
    fn the_cheap_test_never_denies_a_capture_the_search_finds() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let (mut captures, mut denied) = (0, 0);
        for _ in 0..3000 {
            let mut board = crate::Board::empty();
            for _ in 0..(4 + next() % 20) {
                let sq = crate::Square::new((next() % 64) as u8).unwrap();
                let color = if next() % 2 == 0 {
                    Color::Gold
                } else {
                    Color::Silver
                };
                let role = crate::Role::ALL[(next() % 6) as usize];
                if board.piece_at(sq).is_none() && !sq.is_trap() {
                    board.put(sq, crate::Piece::new(color, role));
                }
            }
            for side in Color::ALL {
                let pos = Position::new(board, side);
                let found = !crate::teach::capture_threats(&pos).is_empty();
                assert!(
                    !found || capture_possible(&board, side),
                    "{board:?} {side:?}"
                );
                captures += usize::from(found);
                denied += usize::from(!capture_possible(&board, side));
            }
        }
        // The test must see both kinds of board to mean anything.
        assert!(captures > 100 && denied > 100, "{captures} {denied}");
    }
}
