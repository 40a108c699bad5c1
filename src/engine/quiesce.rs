//! The quiescence stage at the search's leaves, from teaching's one-turn
//! searches: a goal this turn wins; a goal the other side threatens must
//! be stopped (every turn is tried, the ones that leave a goal dropped);
//! otherwise the side to move may stand on the evaluation or play out its
//! captures, and the other side its recaptures.

use super::ends::winner_after;
use super::score::WIN;
use super::search::{end_value, Searcher};
use super::turn::PackedTurn;
use crate::arimaa::Board;
use crate::teach::goal_search::goal_move_with;
use crate::{Position, Step, TurnBuilder};

/// Turns of captures played out beyond the search's depth.
const CAPTURE_PLIES: u8 = 2;
/// How much worse than its evaluation a position is taken to be when the
/// other side's goal threat is past the quiescence's reach.
const UNANSWERED_THREAT: i32 = 400;

/// Whether `steps` are still a legal goal from `pos` (the killer of goal
/// moves: most defences leave the attacker's way as it was).
fn still_goals(pos: &Position, steps: &[Step]) -> bool {
    let mut turn = TurnBuilder::new(*pos);
    steps.iter().all(|s| turn.step(*s).is_ok())
        && turn.finish().is_ok()
        && crate::reached_goal(turn.board(), pos.side)
}

impl Searcher<'_> {
    pub(super) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, q: u8) -> i32 {
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
        let them = Position::new(pos.board, !pos.side);
        if let Some(threat) = goal_move_with(&mut self.e.goals, &them, None) {
            if q >= CAPTURE_PLIES || ply + 2 >= self.e.pv.len() {
                return stand - UNANSWERED_THREAT;
            }
            return self.defend(pos, ply, threat);
        }
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

    /// The other side threatens a goal: the best turn after which it has
    /// none, by the evaluation; a loss on its next turn when there is none.
    fn defend(&mut self, pos: &Position, ply: usize, threat: Vec<Step>) -> i32 {
        let mut killer = threat;
        // A turn that leaves a goal loses on the other side's next turn.
        let lost_next = -(WIN - (ply as i32 + 2));
        let mut best: Option<(i32, Board)> = None;
        let mut list = std::mem::take(&mut self.e.lists[ply]);
        list.clear();
        list.extend(self.e.gens[ply].unique_moves(pos).iter().map(|&b| (b, 0)));
        for &(b, _) in list.iter() {
            self.e.nodes += 1;
            if self.poll() {
                break;
            }
            if self.repeats(&b, pos.side) {
                continue;
            }
            let v = match winner_after(&b, pos.side) {
                Some(w) => end_value(w == pos.side, ply),
                None => {
                    let after = Position::new(b, !pos.side);
                    if still_goals(&after, &killer) {
                        lost_next
                    } else if let Some(steps) = goal_move_with(&mut self.e.goals, &after, None) {
                        killer = steps;
                        lost_next
                    } else {
                        -self.static_value(&after)
                    }
                }
            };
            if best.map_or(true, |(s, _)| v > s) {
                best = Some((v, b));
            }
        }
        self.e.lists[ply] = list;
        if self.stopped {
            return 0;
        }
        match best {
            Some((v, b)) => {
                self.e.pv[ply + 1].clear();
                self.set_pv(ply, b);
                v
            }
            // No legal turn at all (every one repeats a position a third time).
            None => -(WIN - ply as i32),
        }
    }
}
