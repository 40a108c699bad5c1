//! `arimaa html FILE`: the `<arimaa-viewer>` element of a record with its
//! static view inside (README "Static first"), to paste into a page; the
//! sizes go to stderr. `--fragment` writes the static view alone.

use arimaa::html::{static_html, viewer_element, RecordSource, StaticOptions};
use arimaa::Color;
use std::io::{self, Write};
use std::path::Path;

/// What `arimaa html` was asked.
pub struct Request<'a> {
    pub file: &'a Path,
    pub path: Option<&'a str>,
    pub game: Option<&'a str>,
    pub look: &'a super::picture::Look,
    pub fragment: bool,
    pub spoilers: bool,
    /// The words' language (`--lang`); `None`: English.
    pub words: Option<&'a arimaa::words::Words>,
}

pub fn run(out: &mut impl Write, r: &Request<'_>) -> io::Result<u8> {
    let text = match super::read_input(r.file) {
        Ok(text) => text,
        Err(code) => return Ok(code),
    };
    let dark = match r.look.theme.as_str() {
        "light" => false,
        "dark" => true,
        other => {
            eprintln!("arimaa html: unknown theme `{other}` (use light or dark)");
            return Ok(2);
        }
    };
    let options = StaticOptions {
        path: r.path,
        game: r.game,
        size: r.look.size,
        orientation: if r.look.flip {
            Color::Silver
        } else {
            Color::Gold
        },
        dark,
        coordinates: r.look.coordinates,
        spoilers: r.spoilers,
        words: r.words,
    };
    let view = static_html(&text, &options);
    // A path or game that names nothing is the caller's mistake: said, and no page.
    if let Some(p) = view
        .problems
        .iter()
        .find(|p| p.starts_with("path `") || p.starts_with("game `"))
    {
        eprintln!("arimaa html: {p}");
        return Ok(2);
    }
    for p in &view.problems {
        eprintln!("arimaa html: the record: {p}");
    }
    let html = if r.fragment {
        view.html.clone()
    } else {
        // The element speaks the static view's language whatever the page's.
        let lang: Vec<(&'static str, &str)> = r
            .words
            .map(|w| ("lang", w.language()))
            .into_iter()
            .collect();
        viewer_element(&view, &options, RecordSource::Inline(&text), &lang)
    };
    out.write_all(html.as_bytes())?;
    eprintln!(
        "arimaa html: {} bytes (static view {} bytes) at {}",
        html.len(),
        view.html.len(),
        view.path
    );
    Ok(0)
}
