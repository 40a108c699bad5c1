//! What every board stands on, whichever game: the margin behind the
//! coordinates, the board's ground and the line around it.

use super::layout::Layout;
use super::scene::{Item, Scene, Style};
use super::theme::Paint;

/// The margin (when coordinates are drawn) and the board's light ground.
pub(super) fn ground(scene: &mut Scene, layout: &Layout) {
    if layout.coordinates {
        let side = layout.size;
        scene.push(Item::rect(
            0.0,
            0.0,
            side,
            side,
            Style::fill(Paint::Background),
        ));
    }
    let side = layout.board_size();
    let (x0, y0) = (layout.origin.x, layout.origin.y);
    scene.push(Item::rect(
        x0,
        y0,
        side,
        side,
        Style::fill(Paint::BoardLight),
    ));
}

/// The line around the board, `width` wide, drawn inside its edge.
pub(super) fn edge(scene: &mut Scene, layout: &Layout, width: f32) {
    let side = layout.board_size();
    let (x0, y0) = (layout.origin.x, layout.origin.y);
    scene.push(Item::rect(
        x0 + width / 2.0,
        y0 + width / 2.0,
        side - width,
        side - width,
        Style::stroke(Paint::BoardEdge, width),
    ));
}
