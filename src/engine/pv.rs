//! The principal variation: the best line as whole turns, each with its
//! steps. The search keeps the boards each turn leaves (move generation
//! gives boards, not steps); the steps are found afterwards by a search of
//! one turn that goes only where the target board can still be reached.

use crate::arimaa::Board;
use crate::teach::search::{Action, Explorer, Keep, Search, Tag};
use crate::{Capture, Color, Position, Step};

/// One turn of a line: its steps and the position it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PvTurn {
    /// The side that plays it.
    pub side: Color,
    /// Its steps, in the order played (a shortest way to its board).
    pub steps: Vec<Step>,
    /// The position after it.
    pub after: Position,
}

impl PvTurn {
    /// The steps as the notations write them: `Ee2n Ee3n`.
    pub fn text(&self) -> String {
        let words: Vec<String> = self.steps.iter().map(|s| s.to_string()).collect();
        words.join(" ")
    }
}

struct Target {
    board: Board,
    found: Option<u32>,
}

/// Squares of each piece kind that differ from the target.
fn misplaced(board: &Board, target: &Board) -> u32 {
    let mut n = 0;
    for c in Color::ALL {
        for r in crate::Role::ALL {
            let p = crate::Piece::new(c, r);
            n += (board.pieces(p) & !target.pieces(p)).count();
        }
    }
    n
}

impl Explorer for Target {
    fn advance(&mut self, tag: Tag, _: &Action, _: [Option<Capture>; 2]) -> Option<Tag> {
        Some(tag)
    }
    fn keep(&self, board: &Board, _: Tag, left: usize) -> Keep {
        // A step puts one piece right; the capture it may cause, a second.
        if misplaced(board, &self.board) as usize <= 2 * left {
            Keep::Expand
        } else {
            Keep::Drop
        }
    }
    fn visit(&mut self, index: u32, board: &Board, _: Tag, _: usize) -> bool {
        if *board == self.board {
            self.found = Some(index);
            return true;
        }
        false
    }
}

/// A shortest turn from `pos` to `target`, if one turn reaches it.
pub(crate) fn steps_to(search: &mut Search, pos: &Position, target: &Board) -> Option<Vec<Step>> {
    let mut e = Target {
        board: *target,
        found: None,
    };
    search.run(pos, 0, &mut e);
    e.found.map(|i| search.steps_to(i))
}

/// The line of boards from `pos` as turns with steps; it stops at the first
/// board no turn reaches (never, for a line the search found).
pub(crate) fn line(pos: &Position, boards: &[Board]) -> Vec<PvTurn> {
    let mut search = Search::default();
    let mut at = *pos;
    let mut out = Vec::new();
    for b in boards {
        let Some(steps) = steps_to(&mut search, &at, b) else {
            break;
        };
        let after = Position::new(*b, !at.side);
        out.push(PvTurn {
            side: at.side,
            steps,
            after,
        });
        at = after;
    }
    out
}
