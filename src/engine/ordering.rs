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

/// Turns searched to the full depth at the root; the later ones are first
/// searched a turn shallower and searched again only when that beats the
/// best so far (a late-move reduction: the root stays full width).
pub(crate) fn root_full_depth(depth: u8) -> usize {
    match depth {
        0..=2 => 64,
        3 => 24,
        _ => 12,
    }
}

/// Turns searched at an interior node, by the evaluation's order after the
/// table's and the killers': thousands of turns a position make a full
/// width beyond the root unaffordable, and the evaluation's best few
/// hold the answers that matter (captures, defences of traps, rabbits
/// advanced). The rest are searched only when all of these lose, so that
/// a win or a loss reported is one over every turn.
pub(crate) fn interior_width(depth: u8) -> usize {
    match depth {
        0..=1 => 48,
        2 => 16,
        _ => 10,
    }
}
