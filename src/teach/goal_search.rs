//! Can a rabbit reach goal this turn? A search of the turn pruned by
//! distance: a rabbit moves only by its own steps, one rank per step, so a
//! state whose rabbits are all further from their goal rank than the steps
//! left is dropped. What remains is small even on a busy board.

use super::search::{Action, Explorer, Keep, Search, Tag};
use crate::arimaa::Board;
use crate::{Bitboard, Capture, Color, Piece, Position, Role, Square, Step};

/// The tag when no single rabbit is followed (else the tag is its square).
const ANY: Tag = 64;

/// How many steps a rabbit of `color` on `sq` is from its goal rank.
pub(crate) fn goal_distance(color: Color, sq: Square) -> usize {
    usize::from(color.goal_rank().abs_diff(sq.rank()))
}

struct GoalExplorer {
    side: Color,
    /// The state where a rabbit stood on goal, once found.
    found: Option<u32>,
}

impl GoalExplorer {
    fn rabbits(&self, board: &Board, tag: Tag) -> Bitboard {
        match Square::new(tag as u8).filter(|_| tag < 64) {
            Some(sq) => Bitboard::from_square(sq),
            None => board.pieces(Piece::new(self.side, Role::Rabbit)),
        }
    }
}

/// The tag: the square of the rabbit followed, or [`ANY`].
impl Explorer for GoalExplorer {
    fn advance(&mut self, tag: Tag, action: &Action, caps: [Option<Capture>; 2]) -> Option<Tag> {
        let Some(mut at) = Square::new(tag as u8).filter(|_| tag < 64) else {
            return Some(ANY);
        };
        for (step, cap) in action.steps().iter().zip(caps) {
            if step.from == at {
                at = step.to()?;
            }
            if cap.is_some_and(|c| c.square == at && c.piece.color == self.side) {
                // The rabbit followed fell into a trap.
                return None;
            }
        }
        Some(at.index() as Tag)
    }
    fn keep(&self, board: &Board, tag: Tag, left: usize) -> Keep {
        let near = self
            .rabbits(board, tag)
            .any(|sq| goal_distance(self.side, sq) <= left);
        if near {
            Keep::Expand
        } else {
            Keep::Drop
        }
    }
    fn visit(&mut self, index: u32, board: &Board, tag: Tag, _: usize) -> bool {
        let goal = Bitboard::rank(self.side.goal_rank());
        if (self.rabbits(board, tag) & goal).nonempty() {
            self.found = Some(index);
            return true;
        }
        false
    }
}

/// A shortest move by which `pos.side` gets a rabbit to goal this turn
/// (the one on `rabbit` when given), or `None` when none can.
///
/// Goal is judged at the end of the turn, and a rabbit of the side to move
/// that reached its goal rank stays on it (it cannot step back, and the
/// side to move never pushes its own pieces), so the first state with a
/// rabbit on goal is a winning turn; such a position has never occurred
/// before (the game would have ended), so no repetition can forbid it.
pub fn goal_move(pos: &Position, rabbit: Option<Square>) -> Option<Vec<Step>> {
    goal_move_with(&mut Search::default(), pos, rabbit)
}

/// [`goal_move`] with the caller's search buffers.
pub(crate) fn goal_move_with(
    search: &mut Search,
    pos: &Position,
    rabbit: Option<Square>,
) -> Option<Vec<Step>> {
    let tag = rabbit.map_or(ANY, |s| s.index() as Tag);
    let mut e = GoalExplorer {
        side: pos.side,
        found: None,
    };
    search.run(pos, tag, &mut e);
    e.found.map(|i| search.steps_to(i))
}

/// Whether `pos.side` can get a rabbit to goal this turn.
pub fn can_goal(pos: &Position) -> bool {
    goal_move(pos, None).is_some()
}

/// Each rabbit of `pos.side` that can reach goal this turn, with a
/// shortest move that takes it there.
pub fn goal_threats(pos: &Position) -> Vec<(Square, Vec<Step>)> {
    let mut search = Search::default();
    let rabbits = pos.board.pieces(Piece::new(pos.side, Role::Rabbit));
    rabbits
        .filter(|&sq| goal_distance(pos.side, sq) <= crate::MAX_STEPS)
        .filter_map(|sq| Some((sq, goal_move_with(&mut search, pos, Some(sq))?)))
        .collect()
}
