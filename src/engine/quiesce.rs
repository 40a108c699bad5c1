//! The quiescence stage at the search's leaves, from teaching's one-turn
//! searches: a goal this turn wins; a goal the other side threatens costs
//! the side to move; then it may stand on the evaluation or play out its
//! captures, and the other side its recaptures.

use super::ends::winner_after;
use super::search::{end_value, Searcher};
use super::turn::PackedTurn;
use crate::Position;

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
