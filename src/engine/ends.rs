//! The rule ends, judged after each turn the search plays, in the rules'
//! own order ([`crate::Game`]'s): the mover's goal, the other side's goal,
//! elimination (the other side's rabbits first), then immobilization. Third
//! repetitions are judged where turns are chosen: such a turn is illegal.

use crate::arimaa::{has_move, reached_goal, Board};
use crate::{Color, Piece, Position, Role};

/// Who has won once `mover`'s turn has left `board`, if the game is over.
pub(crate) fn winner_after(board: &Board, mover: Color) -> Option<Color> {
    let other = !mover;
    if reached_goal(board, mover) {
        return Some(mover);
    }
    if reached_goal(board, other) {
        return Some(other);
    }
    let rabbits = |c: Color| board.count(Piece::new(c, Role::Rabbit));
    if rabbits(other) == 0 {
        return Some(mover);
    }
    if rabbits(mover) == 0 {
        return Some(other);
    }
    // Repetitions aside: a side whose every turn repeats a position a third
    // time is immobilized too, which the search finds as no legal turn.
    if !has_move(&Position::new(*board, other), |_| true) {
        return Some(mover);
    }
    None
}
