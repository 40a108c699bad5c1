//! Drawing the board, backend independent.
//!
//! [`build_scene`] turns a [`SceneInput`] (placement, highlights, markings,
//! arrows, a glyph badge and an [`Animation`] frame) into a [`Scene`]: a flat draw list in
//! pixels whose colours are theme *roles* ([`Paint`]). A backend resolves
//! those roles with a [`Theme`] and draws the items: [`to_svg`] here, a
//! canvas backend elsewhere. Nothing in this module knows about the DOM.
//!
//! ```
//! use arimaa::render::{build_scene, to_svg, Layout, SceneInput, Theme};
//! use arimaa::{Color, Position};
//!
//! let board = Position::board_from_short(
//!     "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR").unwrap();
//! let layout = Layout::new(400.0, Color::Gold, true);
//! let scene = build_scene(&layout, &SceneInput::new(board));
//! let svg = to_svg(&scene, &Theme::LIGHT);
//! assert!(svg.starts_with("<svg"));
//! ```

mod anim;
mod board_scene;
mod caption;
mod cows_scene;
mod frame;
mod layout;
mod num;
mod path;
mod pieces;
mod scene;
mod svg;
mod theme;

#[cfg(target_arch = "wasm32")]
pub mod canvas;
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
mod compose;
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
mod gif_writer;
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
mod raster;
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
pub use compose::{FilmPainter, PixelRect};
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
pub use gif_writer::{encode_gif, encode_patches, Palette, Patch};
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
pub use raster::{rasterize, to_png, RasterError, Rgba8};

pub use anim::{apply_step, turn_frame, Animation, Fade, Flight};
pub use board_scene::{
    build_scene, last_move_squares, step_arrows, Arrow, GlyphBadge, Highlight, MarkArrow, Marking,
    OverlayMarks, SceneInput, HIGHLIGHT_OPACITY,
};
pub use caption::caption_band;
pub use cows_scene::{
    build_cows_scene, grid_center, point_at, point_center, CowFade, CowFlight, CowsInput,
};
pub use layout::{Layout, COORDINATE_MARGIN};
pub use path::PathData;
pub use pieces::{glyph, piece_items, Glyph, PieceStyle, GLYPH_BOX, TOKEN_RADIUS};
pub use scene::{Anchor, Item, Point, Scene, Stroke, Style, Tag, Transform, Weight};
pub use svg::to_svg;
pub use theme::{Paint, Rgba, Theme};

#[cfg(test)]
mod cows_tests;
#[cfg(test)]
mod mark_tests;
#[cfg(test)]
mod svg_tests;
#[cfg(test)]
mod tests;
