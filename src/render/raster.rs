//! Scenes to pixels, natively: the scene's SVG ([`to_svg`]) drawn by resvg,
//! so a PNG or a GIF frame is the same drawing as the SVG and, up to
//! antialiasing, as the browser's canvas. Labels use the system's fonts.

use super::scene::Scene;
use super::svg::to_svg;
use super::theme::Theme;
use resvg::{tiny_skia, usvg};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// Why a scene could not be drawn.
#[derive(Debug)]
pub enum RasterError {
    /// Our SVG did not read back (a bug, reported rather than a panic).
    Svg(String),
    /// A drawing of zero or absurd size.
    Size(f32, f32),
    /// PNG encoding failed.
    Png(String),
}

impl fmt::Display for RasterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RasterError::Svg(e) => write!(f, "the picture's SVG could not be drawn: {e}"),
            RasterError::Size(w, h) => write!(f, "a picture of {w}×{h} px cannot be drawn"),
            RasterError::Png(e) => write!(f, "the PNG could not be written: {e}"),
        }
    }
}

impl std::error::Error for RasterError {}

/// An image in straight (not premultiplied) RGBA, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rgba8 {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height × 4` bytes.
    pub pixels: Vec<u8>,
}

/// The system's fonts, read once per process (reading them takes milliseconds).
fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut found = usvg::fontdb::Database::new();
        found.load_system_fonts();
        // Held in memory: a face found on disk is otherwise opened and read again
        // for every text drawn (hundreds of times a frame).
        let mut db = usvg::fontdb::Database::new();
        let mut files: Vec<&std::path::Path> = found
            .faces()
            .filter_map(|f| match &f.source {
                usvg::fontdb::Source::File(path) => Some(path.as_path()),
                _ => None,
            })
            .collect();
        files.sort();
        files.dedup();
        for file in files {
            if let Ok(data) = std::fs::read(file) {
                db.load_font_data(data);
            }
        }
        usvg::Options {
            fontdb: Arc::new(db),
            ..usvg::Options::default()
        }
    })
}

/// `scene` drawn by resvg, premultiplied.
pub(super) fn pixmap(scene: &Scene, theme: &Theme) -> Result<tiny_skia::Pixmap, RasterError> {
    let (w, h) = (scene.width.ceil(), scene.height.ceil());
    if !(1.0..=8192.0).contains(&w) || !(1.0..=8192.0).contains(&h) {
        return Err(RasterError::Size(scene.width, scene.height));
    }
    let tree = usvg::Tree::from_str(&to_svg(scene, theme), options())
        .map_err(|e| RasterError::Svg(e.to_string()))?;
    let mut pixmap = tiny_skia::Pixmap::new(w as u32, h as u32).ok_or(RasterError::Size(w, h))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// Draws `scene` in `theme`'s colours.
pub fn rasterize(scene: &Scene, theme: &Theme) -> Result<Rgba8, RasterError> {
    let p = pixmap(scene, theme)?;
    let (width, height) = (p.width(), p.height());
    let pixels = p
        .pixels()
        .iter()
        .flat_map(|c| {
            let c = c.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Ok(Rgba8 {
        width,
        height,
        pixels,
    })
}

/// `scene` as a PNG file's bytes.
pub fn to_png(scene: &Scene, theme: &Theme) -> Result<Vec<u8>, RasterError> {
    pixmap(scene, theme)?
        .encode_png()
        .map_err(|e| RasterError::Png(e.to_string()))
}
