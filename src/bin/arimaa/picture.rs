//! `arimaa diagram` and `arimaa gif`: a position's picture (SVG or PNG) and an
//! animated GIF of a line, drawn by the scene code the viewer draws with.
//! FILE is any record the viewer reads; `--path` (and `--from`, `--to`) may
//! name a game of a collection (`3/12s`, `id=669130/12s`).

use arimaa::render::{to_png, to_svg, Theme};
use arimaa::viewer::{CollectionView, FilmOptions, GamePath};
use arimaa::Color;
use std::io::{self, Write};
use std::path::Path;

/// How a picture is drawn: what `diagram` and `gif` share.
pub struct Look {
    pub size: u32,
    pub flip: bool,
    pub theme: String,
    pub coordinates: bool,
    pub overlays: arimaa::teach::OverlaySet,
}

impl Look {
    fn theme(&self) -> Result<Theme, String> {
        match self.theme.as_str() {
            "light" => Ok(Theme::LIGHT),
            "dark" => Ok(Theme::DARK),
            other => Err(format!("unknown theme `{other}` (use light or dark)")),
        }
    }
    fn orientation(&self) -> Color {
        if self.flip {
            Color::Silver
        } else {
            Color::Gold
        }
    }
}

fn fail(command: &str, message: impl std::fmt::Display) -> io::Result<u8> {
    eprintln!("arimaa {command}: {message}");
    Ok(2)
}

/// Reads FILE and opens the game a path names (the first game without one).
fn open(file: &Path, path: Option<&str>) -> Result<(CollectionView, Option<GamePath>), u8> {
    let text = super::read_input(file)?;
    let mut games = CollectionView::new(&text);
    let Some(path) = path else {
        return Ok((games, None));
    };
    let parsed: GamePath = path.parse().map_err(|e| {
        eprintln!("arimaa: path `{path}`: {e}");
        2u8
    })?;
    games.go_to(&parsed).map_err(|e| {
        eprintln!("arimaa: path `{path}`: {e}");
        2u8
    })?;
    Ok((games, Some(parsed)))
}

fn write_file(command: &str, out: &Path, bytes: &[u8]) -> io::Result<u8> {
    match std::fs::write(out, bytes) {
        Ok(()) => Ok(0),
        Err(e) => fail(command, format!("cannot write {}: {e}", out.display())),
    }
}

/// `arimaa diagram FILE [--path P] [--size N] [--flip] [--theme T] -o OUT.svg|OUT.png`
pub fn diagram(
    out: &mut impl Write,
    file: &Path,
    path: Option<&str>,
    look: &Look,
    output: &Path,
) -> io::Result<u8> {
    let theme = match look.theme() {
        Ok(t) => t,
        Err(e) => return fail("diagram", e),
    };
    let ext = output.extension().and_then(|e| e.to_str()).unwrap_or("");
    if ext != "svg" && ext != "png" {
        return fail("diagram", "the output must end in .svg or .png");
    }
    let (mut games, _) = match open(file, path) {
        Ok(g) => g,
        Err(c) => return Ok(c),
    };
    games.viewer_mut().set_overlays(look.overlays);
    let viewer = games.viewer();
    let scene = viewer.scene(look.size as f32, look.orientation(), look.coordinates, 1.0);
    let bytes = if ext == "svg" {
        to_svg(&scene, &theme).into_bytes()
    } else {
        match to_png(&scene, &theme) {
            Ok(b) => b,
            Err(e) => return fail("diagram", e),
        }
    };
    let code = write_file("diagram", output, &bytes)?;
    if code == 0 {
        writeln!(
            out,
            "{}: {} at {} ({} B)",
            output.display(),
            viewer.info().label,
            games.path(),
            bytes.len()
        )?;
    }
    Ok(code)
}

/// `arimaa gif FILE --from P --to P [--size N] [--flip] [--theme T] [--comments] -o OUT.gif`
pub fn gif(
    out: &mut impl Write,
    file: &Path,
    (from, to): (&str, &str),
    comments: bool,
    look: &Look,
    output: &Path,
) -> io::Result<u8> {
    let theme = match look.theme() {
        Ok(t) => t,
        Err(e) => return fail("gif", e),
    };
    let (mut games, start) = match open(file, Some(from)) {
        Ok(g) => g,
        Err(c) => return Ok(c),
    };
    let end: GamePath = match to.parse() {
        Ok(p) => p,
        Err(e) => return fail("gif", format!("path `{to}`: {e}")),
    };
    if end.game.is_some() && end.game != start.as_ref().and_then(|s| s.game.clone()) {
        return fail("gif", "--to must name the same game as --from (or none)");
    }
    let from_path = start.map(|s| s.path).unwrap_or_default();
    let opts = FilmOptions {
        comments,
        ..FilmOptions::default()
    };
    let viewer = games.viewer_mut();
    viewer.set_overlays(look.overlays);
    let film = match viewer.film(&from_path, &end.path, &opts) {
        Ok(f) => f,
        Err(e) => return fail("gif", e),
    };
    let bytes = match viewer.film_gif(
        &film,
        look.size as f32,
        look.orientation(),
        look.coordinates,
        &theme,
    ) {
        Ok(b) => b,
        Err(e) => return fail("gif", e),
    };
    let code = write_file("gif", output, &bytes)?;
    if code == 0 {
        writeln!(
            out,
            "{}: {} frames, {} B",
            output.display(),
            film.stills.len(),
            bytes.len()
        )?;
    }
    Ok(code)
}
