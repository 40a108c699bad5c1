//! The steps of a written turn played on a [`TurnBuilder`], each capture
//! token checked against what the step before it really captured.

use super::arimaa_com::{Item, ItemKind, Pos};
use crate::record::{CaptureError, ErrorKind, Misplaced};
use crate::{Capture, TakenStep, TurnBuilder};

/// Applies steps and capture tokens to a builder, checking each capture token.
pub fn build_turn(
    turn: &mut TurnBuilder,
    items: &[Item],
) -> Result<Vec<TakenStep>, (Pos, ErrorKind)> {
    let mut pending: Option<(Capture, Pos)> = None;
    let mut taken = Vec::new();
    for item in items {
        match item.kind {
            ItemKind::Step(step) => {
                if let Some((c, _)) = pending {
                    return Err((item.at, CaptureError::Missing(c).into()));
                }
                let t = turn.step(step).map_err(|e| (item.at, e.into()))?;
                pending = t.capture.map(|c| (c, item.at));
                taken.push(t);
            }
            ItemKind::Capture(piece, square) => match pending.take() {
                Some((c, _)) if c.piece == piece && c.square == square => {}
                Some((captured, _)) => {
                    let written = (piece, square);
                    return Err((item.at, CaptureError::Wrong { written, captured }.into()));
                }
                None => {
                    let written = (piece, square);
                    return Err((item.at, CaptureError::Nothing { written }.into()));
                }
            },
            ItemKind::Place(..) => return Err((item.at, Misplaced::PlacementInTurn.into())),
        }
    }
    if let Some((c, at)) = pending {
        return Err((at, CaptureError::Missing(c).into()));
    }
    Ok(taken)
}
