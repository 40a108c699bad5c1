//! A film as an animated GIF, natively: each still drawn only where it
//! differs from the one before ([`FilmPainter`]), and a palette shared by
//! every film of the same look, so a gallery can animate thousands of games.

use super::Film;
use crate::render::{
    build_scene, caption_band, encode_patches, Animation, Fade, FilmPainter, Item, Layout, Paint,
    Palette, Patch, RasterError, Scene, SceneInput, Theme,
};
use crate::viewer::Viewer;
use crate::{Color, Piece, Position, Role, Square};
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

/// Why a film could not be written as a GIF.
#[derive(Debug)]
pub enum FilmGifError {
    /// A still could not be drawn.
    Raster(RasterError),
    /// The frames could not be encoded.
    Encode,
}

impl fmt::Display for FilmGifError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilmGifError::Raster(e) => e.fmt(f),
            FilmGifError::Encode => f.write_str("the frames could not be encoded as a GIF"),
        }
    }
}

impl std::error::Error for FilmGifError {}

impl Viewer {
    /// The film as an animated GIF `size` px wide, drawn by the scene code
    /// every picture uses, in `theme`'s colours.
    pub fn film_gif(
        &mut self,
        film: &Film,
        size: f32,
        orientation: Color,
        coordinates: bool,
        theme: &Theme,
    ) -> Result<Vec<u8>, FilmGifError> {
        let n = film.stills.len();
        let sampled = [0, n / 4, n / 2, 3 * n / 4, n.saturating_sub(1)];
        let mut painter = FilmPainter::new(theme);
        let mut patches = Vec::with_capacity(n);
        let mut samples = Vec::new();
        let mut paints = HashSet::new();
        let mut picture = (0, 0);
        for (k, still) in film.stills.iter().enumerate() {
            let scene = self.still_scene(film, still, size, orientation, coordinates);
            add_paints(&scene, &mut paints);
            let (rect, pixels) = painter.still(&scene).map_err(FilmGifError::Raster)?;
            if k == 0 {
                picture = (rect.width, rect.height);
            }
            if sampled.contains(&k) {
                samples.extend(painter.picture());
            }
            patches.push(Patch {
                rect,
                pixels,
                delay_ms: still.delay_ms,
            });
        }
        let look = Look {
            theme: *theme,
            size: size.to_bits(),
            orientation,
            coordinates,
            caption_lines: film.caption_lines,
        };
        // A film showing only what a plain board shows shares its palette;
        // markings, arrows or badges bring colours of their own.
        let shared = shared_palette(&look).map_err(FilmGifError::Raster)?;
        let palette = if paints.is_subset(&shared.1) {
            shared.0
        } else {
            Arc::new(Palette::learn(&samples.iter().collect::<Vec<_>>()))
        };
        encode_patches(picture.0, picture.1, &patches, &palette).ok_or(FilmGifError::Encode)
    }
}

/// What decides the colours of a film's pictures besides its content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Look {
    theme: Theme,
    size: u32,
    orientation: Color,
    coordinates: bool,
    caption_lines: usize,
}

/// A palette and the paints of the picture it was learnt from.
type Shared = (Arc<Palette>, Arc<HashSet<Paint>>);

/// The palette of a plain board of this look, learnt once per process.
fn shared_palette(look: &Look) -> Result<Shared, RasterError> {
    static PALETTES: OnceLock<Mutex<HashMap<Look, Shared>>> = OnceLock::new();
    let palettes = PALETTES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(found) = palettes.lock().unwrap_or_else(|e| e.into_inner()).get(look) {
        return Ok(found.clone());
    }
    let scene = sample_scene(look);
    let mut paints = HashSet::new();
    add_paints(&scene, &mut paints);
    let pixels = crate::render::rasterize(&scene, &look.theme)?;
    let made: Shared = (Arc::new(Palette::learn(&[&pixels])), Arc::new(paints));
    let mut palettes = palettes.lock().unwrap_or_else(|e| e.into_inner());
    if palettes.len() >= 64 {
        palettes.clear();
    }
    palettes.insert(*look, made.clone());
    Ok(made)
}

/// A board showing every piece on every kind of square, highlighted or
/// not, a capture fading and a caption: every colour a plain film has.
fn sample_scene(look: &Look) -> Scene {
    let layout = Layout::new(
        f32::from_bits(look.size),
        look.orientation,
        look.coordinates,
    );
    let board = Position::board_from_short(concat!(
        "rrrrrrrr", "hdc mcdh", "  e     ", "   D    ", "    r   ", "     E  ", "HDCM CDH",
        "RRRRRRRR"
    ))
    .unwrap_or_default();
    let mut input = SceneInput::new(board);
    // (file, rank) from 0: e7 c6 d5 e5 e4 f3 e2 a1 h8.
    let lit = [
        (4, 6),
        (2, 5),
        (3, 4),
        (4, 4),
        (4, 3),
        (5, 2),
        (4, 1),
        (0, 0),
        (7, 7),
    ];
    for (file, rank) in lit {
        if let Some(square) = Square::from_coords(file, rank) {
            input.last_move = input.last_move.with(square);
        }
    }
    if let Some(trap) = Square::from_coords(5, 5) {
        input.animation = Animation {
            flights: Vec::new(),
            fades: vec![Fade {
                piece: Piece::new(Color::Silver, Role::Cat),
                square: trap,
                alpha: 0.5,
            }],
        };
    }
    let mut scene = build_scene(&layout, &input);
    let caption = [
        "40g Ee5n Ee4s rb3w rb2x".to_owned(),
        "A fine move, and the game's last.".to_owned(),
    ];
    caption_band(&mut scene, &caption, look.caption_lines);
    scene
}

/// Adds every paint `scene` uses to `paints`.
fn add_paints(scene: &Scene, paints: &mut HashSet<Paint>) {
    scene.walk(|item, _| match item {
        Item::Rect { style, .. } | Item::Circle { style, .. } | Item::Path { style, .. } => {
            paints.extend(style.fill);
            paints.extend(style.stroke.map(|s| s.paint));
        }
        Item::Text { paint, .. } => {
            paints.insert(*paint);
        }
        Item::Group { .. } => {}
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{rasterize, Rgba8};
    use crate::viewer::FilmOptions;

    fn demo() -> Viewer {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/www/demo/games/demo.fan"
        ))
        .unwrap();
        Viewer::new(&text)
    }

    /// Largest and mean difference of two pictures, per channel.
    fn difference(a: &Rgba8, b: &Rgba8) -> (u8, f64) {
        assert_eq!((a.width, a.height), (b.width, b.height));
        let diffs: Vec<u8> = a
            .pixels
            .iter()
            .zip(&b.pixels)
            .map(|(x, y)| x.abs_diff(*y))
            .collect();
        let max = diffs.iter().copied().max().unwrap_or(0);
        let mean = diffs.iter().map(|&d| f64::from(d)).sum::<f64>() / diffs.len() as f64;
        (max, mean)
    }

    #[test]
    fn stills_drawn_by_parts_match_the_svg_drawn_ones() {
        let mut v = demo();
        let opts = FilmOptions {
            frames_per_step: 3,
            ..FilmOptions::default()
        };
        // Pulls, pushes and a capture (16g), pieces in flight at thirds of a square.
        let film = v
            .film(&"8s".parse().unwrap(), &"16g".parse().unwrap(), &opts)
            .unwrap();
        let mut painter = FilmPainter::new(&Theme::LIGHT);
        let mut worst = (0u8, 0f64);
        for (k, still) in film.stills.iter().enumerate() {
            let scene = v.still_scene(&film, still, 240.0, Color::Gold, false);
            painter.still(&scene).unwrap();
            let ours = painter.picture().unwrap();
            let resvg = rasterize(&scene, &Theme::LIGHT).unwrap();
            let (max, mean) = difference(&ours, &resvg);
            if let Ok(dir) = std::env::var("ARIMAA_DUMP_STILLS") {
                for (name, pic) in [("parts", &ours), ("resvg", &resvg)] {
                    let p = resvg::tiny_skia::Pixmap::from_vec(
                        pic.pixels.clone(),
                        resvg::tiny_skia::IntSize::from_wh(pic.width, pic.height).unwrap(),
                    )
                    .unwrap();
                    p.save_png(format!("{dir}/still{k:02}-{name}.png")).unwrap();
                }
            }
            // Antialiased edges round differently; nothing else may differ.
            assert!(max <= 40 && mean < 0.5, "still {k}: max {max}, mean {mean}");
            worst = (worst.0.max(max), worst.1.max(mean));
        }
        eprintln!("worst still: max {} mean {:.4}", worst.0, worst.1);
    }
}
