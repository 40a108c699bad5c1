//! The animation on each game page: the game's last two moves, the decisive
//! ones, as a GIF drawn by the scene code every picture uses (feature
//! `pictures`; without it the pages have no animation).

/// A game's last moves as a GIF, and what its `<img>` says about it.
pub struct LastMoves {
    /// The GIF file.
    pub bytes: Vec<u8>,
    /// Its size in pixels.
    pub width: u32,
    /// Its height, the caption band included.
    pub height: u32,
    /// The moves shown, for the alt text (`"40g Ee5n …; 40s rb3w …"`).
    pub moves: String,
}

/// Moves animated.
#[cfg(raster)]
const MOVES: usize = 2;
/// Width of the animation in pixels: a thumbnail's job, small and quick to make.
#[cfg(raster)]
const SIZE: f32 = 240.0;

/// The last moves of the game in `fan`, animated; `None` for a game without
/// moves, a broken record (its page says what is wrong instead), or without
/// the `pictures` feature.
#[cfg(raster)]
pub fn last_moves(fan: &str) -> Option<LastMoves> {
    use crate::record::{NodeId, Path};
    use crate::render::Theme;
    use crate::viewer::{FilmOptions, Viewer};

    let mut viewer = Viewer::new(fan);
    if !viewer.errors().is_empty() {
        return None;
    }
    let tree = &viewer.record().tree;
    let end = tree.line_from(NodeId::ROOT).last()?;
    let mut start = end;
    let mut moves = Vec::new();
    for _ in 0..MOVES {
        let node = tree.node(start);
        let (Some(parent), Some(mv)) = (node.parent, node.mv.as_ref()) else {
            break;
        };
        moves.push(format!("{} {}", mv.label, crate::viewer::move_text(mv)));
        start = parent;
    }
    if start == end {
        return None;
    }
    moves.reverse();
    let (from, to) = (Path::of(tree, start), Path::of(tree, end));
    // Three stills a step: smooth enough at this size, and a third fewer frames.
    let opts = FilmOptions {
        frames_per_step: 3,
        ..FilmOptions::default()
    };
    let film = viewer.film(&from, &to, &opts).ok()?;
    let first = viewer.still_scene(&film, &film.stills[0], SIZE, crate::Color::Gold, false);
    let bytes = viewer
        .film_gif(&film, SIZE, crate::Color::Gold, false, &Theme::LIGHT)
        .ok()?;
    Some(LastMoves {
        bytes,
        width: first.width.ceil() as u32,
        height: first.height.ceil() as u32,
        moves: moves.join("; "),
    })
}

/// Without the `pictures` feature, pages have no animation.
#[cfg(not(raster))]
pub fn last_moves(_fan: &str) -> Option<LastMoves> {
    None
}
