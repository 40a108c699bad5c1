//! Which turns are tried first: the table's best turn, then the killers
//! (turns that refuted a sibling: most answers leave the same refutation
//! working), then captures, then every other turn by a cheap score.

use super::limits::MAX_DEPTH;
use super::turn::PackedTurn;

/// Plies of the search and its quiescence, a bound for per-ply arrays.
pub(crate) const MAX_PLY: usize = MAX_DEPTH as usize + 8;

/// Two killer turns a ply, the latest first.
pub(crate) struct Killers {
    slots: [[PackedTurn; 2]; MAX_PLY],
}

impl Default for Killers {
    fn default() -> Self {
        Killers {
            slots: [[PackedTurn::NONE; 2]; MAX_PLY],
        }
    }
}

impl Killers {
    pub(crate) fn get(&self, ply: usize) -> [PackedTurn; 2] {
        self.slots
            .get(ply)
            .copied()
            .unwrap_or([PackedTurn::NONE; 2])
    }

    pub(crate) fn add(&mut self, ply: usize, turn: PackedTurn) {
        if let Some(s) = self.slots.get_mut(ply) {
            if s[0] != turn {
                s[1] = s[0];
                s[0] = turn;
            }
        }
    }

    pub(crate) fn clear(&mut self) {
        *self = Killers::default();
    }
}

/// Sorts `(board, score)` pairs best first, keeping equal ones in order.
pub(crate) fn sort_best_first<T>(moves: &mut [(T, i32)]) {
    moves.sort_by(|a, b| b.1.cmp(&a.1));
}
