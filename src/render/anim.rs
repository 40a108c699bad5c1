//! Animation planned as data: what is in motion in one frame.
//!
//! The scene is always built from the board *after* the animated steps, as
//! in chessground: the animation only says which pieces are not yet where
//! that board puts them. A [`Flight`] draws its piece a fraction `t` of the
//! way from `from` to `to` (and hides whatever the board has on `to`, the
//! piece that is arriving); a [`Fade`] draws a piece that the board no
//! longer holds, a capture, with opacity `alpha`. The caller owns the clock
//! and the easing: it computes `t` per frame and asks for a new scene.

use crate::{Board, Piece, Square, TakenStep};

/// A piece moving between two squares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Flight {
    /// The piece in flight.
    pub piece: Piece,
    /// The square it leaves.
    pub from: Square,
    /// The square it arrives on.
    pub to: Square,
    /// Progress, `0.0` at `from` … `1.0` at `to`.
    pub t: f32,
}

/// A captured piece disappearing from its trap.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fade {
    /// The piece captured.
    pub piece: Piece,
    /// The trap it fades from.
    pub square: Square,
    /// Opacity, `1.0` just captured … `0.0` gone.
    pub alpha: f32,
}

/// One frame of motion over a board.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Animation {
    /// Pieces drawn between squares.
    pub flights: Vec<Flight>,
    /// Captured pieces drawn fading out.
    pub fades: Vec<Fade>,
}

/// The share of a capturing step spent moving; the capture fades in the rest.
const MOVE_SHARE: f32 = 0.6;

impl Animation {
    /// True when nothing moves: the frame is the board at rest.
    pub fn is_empty(&self) -> bool {
        self.flights.is_empty() && self.fades.is_empty()
    }

    /// Frame `t` (`0.0..=1.0`) of one step. Without a capture the piece moves
    /// for the whole step; with one it moves in the first 60 % and the
    /// captured piece (possibly the mover itself) fades in the rest.
    pub fn step(taken: &TakenStep, t: f32) -> Animation {
        let t = t.clamp(0.0, 1.0);
        let step = taken.step;
        let mut anim = Animation::default();
        let Some(to) = step.to() else {
            return anim;
        };
        let flight = |t| Flight {
            piece: step.piece,
            from: step.from,
            to,
            t,
        };
        match taken.capture {
            None => anim.flights.push(flight(t)),
            Some(capture) => {
                let moving = t < MOVE_SHARE;
                let alpha = if moving {
                    1.0
                } else {
                    1.0 - (t - MOVE_SHARE) / (1.0 - MOVE_SHARE)
                };
                let mover_dies = capture.square == to && capture.piece == step.piece;
                if moving || !mover_dies {
                    anim.flights.push(flight((t / MOVE_SHARE).min(1.0)));
                }
                if !(moving && mover_dies) {
                    anim.fades.push(Fade {
                        piece: capture.piece,
                        square: capture.square,
                        alpha,
                    });
                }
            }
        }
        anim
    }
}

/// The board after one taken step, capture included.
pub fn apply_step(board: &Board, taken: &TakenStep) -> Board {
    let mut next = *board;
    let step = taken.step;
    if let Some(to) = step.to() {
        if next.piece_at(step.from) == Some(step.piece) && next.piece_at(to).is_none() {
            next.remove(step.from);
            next.put(to, step.piece);
        }
    }
    if let Some(capture) = taken.capture {
        if next.piece_at(capture.square) == Some(capture.piece) {
            next.remove(capture.square);
        }
    }
    next
}

/// A frame of a whole turn played step by step from `before`.
///
/// `progress` runs from `0.0` to `steps.len()`: its integer part is the step
/// in motion, its fraction that step's `t`. Returns the board to draw (after
/// the step in motion) and the animation to draw over it. Pushes and pulls
/// are two steps, so they show as two motions one after the other.
pub fn turn_frame(before: &Board, steps: &[TakenStep], progress: f32) -> (Board, Animation) {
    let progress = progress.clamp(0.0, steps.len() as f32);
    let current = (progress as usize).min(steps.len());
    let mut board = *before;
    for taken in &steps[..current] {
        board = apply_step(&board, taken);
    }
    match steps.get(current) {
        Some(taken) => {
            let anim = Animation::step(taken, progress - current as f32);
            (apply_step(&board, taken), anim)
        }
        None => (board, Animation::default()),
    }
}
