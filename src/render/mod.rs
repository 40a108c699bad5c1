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
mod frame;
mod layout;
mod morabaraba_scene;
mod num;
mod path;
mod pieces;
mod scene;
mod svg;
mod theme;

#[cfg(wasm)]
pub mod canvas;
#[cfg(raster)]
mod compose;
#[cfg(raster)]
mod gif_writer;
#[cfg(raster)]
mod raster;
#[cfg(raster)]
pub use compose::{FilmPainter, PixelRect};
#[cfg(raster)]
pub use gif_writer::{encode_gif, encode_patches, Palette, Patch};
#[cfg(raster)]
pub use raster::{rasterize, to_png, RasterError, Rgba8};

pub use anim::{apply_step, turn_frame, Animation, Fade, Flight};
pub use board_scene::{
    build_scene, last_move_squares, step_arrows, Arrow, GlyphBadge, Highlight, MarkArrow, Marking,
    OverlayMarks, SceneInput, HIGHLIGHT_OPACITY,
};
pub use caption::caption_band;
pub use layout::{Layout, COORDINATE_MARGIN};
pub use morabaraba_scene::{
    build_morabaraba_scene, grid_center, point_at, point_center, CowFade, CowFlight,
    MorabarabaInput,
};
pub use path::PathData;
pub use pieces::{glyph, piece_items, Glyph, PieceStyle, GLYPH_BOX, TOKEN_RADIUS};
pub use scene::{Anchor, Item, Point, Scene, Stroke, Style, Tag, Transform, Weight};
pub use svg::to_svg;
pub use theme::{Paint, Rgba, Theme};

#[cfg(test)]
mod mark_tests;
#[cfg(test)]
mod morabaraba_tests;
#[cfg(test)]
mod svg_tests;
#[cfg(test)]
mod tests;
