//! Writes a gallery: an index page that sorts and filters without a server,
//! one page per game with the viewer holding its static view, thumbnails, and
//! the viewer's files copied in once. Every link is relative.

use super::entry::Entry;
use super::last_moves::{last_moves, LastMoves};
use std::collections::HashSet;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

const GALLERY_JS: &str = include_str!("../../www/demo/gallery/gallery.js");
const GALLERY_CSS: &str = include_str!("../../www/demo/gallery/gallery.css");

/// What was written.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Game pages written.
    pub games: usize,
    /// Games whose record has a problem (their page says which).
    pub broken: usize,
    /// Bytes written, all files together.
    pub bytes: u64,
    /// Whether the viewer's wasm build was found and copied.
    pub viewer: bool,
}

use crate::html::{static_html, viewer_element, RecordSource, StaticOptions};
use crate::markup::escape;

/// A file name from a game id: letters, digits, `-` and `_` only, unique.
fn file_ids(entries: &[Entry]) -> Vec<String> {
    let mut seen = HashSet::new();
    entries
        .iter()
        .map(|e| {
            let base: String =
                e.id.chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                            c
                        } else {
                            '_'
                        }
                    })
                    .take(64)
                    .collect();
            let base = if base.is_empty() {
                "game".to_owned()
            } else {
                base
            };
            let mut id = base.clone();
            let mut n = 2;
            while !seen.insert(id.clone()) {
                id = format!("{base}-{n}");
                n += 1;
            }
            id
        })
        .collect()
}

/// What a site holds besides its pages.
#[derive(Clone, Copy, Debug, Default)]
pub struct SiteOptions<'a> {
    /// The packaged viewer (`www/dist` after `scripts/build-wasm.sh`:
    /// `arimaa-viewer.js`, `arimaa_bg.wasm` and `arimaa-viewer.css`) to copy in; without it the
    /// pages show their static view.
    pub viewer_dir: Option<&'a Path>,
    /// Animate each game's last moves (a GIF a page; with the `pictures`
    /// feature). They take most of a big archive's time: `--no-gifs` in the CLI.
    pub animations: bool,
}

/// Writes the site into `out`.
pub fn write_site(
    entries: &[Entry],
    out: &Path,
    options: SiteOptions<'_>,
    mut progress: impl FnMut(usize, usize),
) -> io::Result<Summary> {
    for dir in ["games", "thumbs", "viewer"] {
        fs::create_dir_all(out.join(dir))?;
    }
    let mut summary = Summary {
        games: entries.len(),
        ..Summary::default()
    };
    let mut put = |path: PathBuf, bytes: &[u8]| -> io::Result<()> {
        summary.bytes += bytes.len() as u64;
        fs::write(path, bytes)
    };
    put(out.join("gallery.js"), GALLERY_JS.as_bytes())?;
    put(out.join("gallery.css"), GALLERY_CSS.as_bytes())?;
    let ids = file_ids(entries);
    // The animations take most of the time: made on every core first.
    let animations = if options.animations {
        animate(entries)
    } else {
        entries.iter().map(|_| None).collect()
    };
    for (i, ((e, id), animation)) in entries.iter().zip(&ids).zip(&animations).enumerate() {
        if let Some(a) = animation {
            put(out.join("games").join(format!("{id}.gif")), &a.bytes)?;
        }
        if !e.thumbnail.is_empty() {
            put(
                out.join("thumbs").join(format!("{id}.svg")),
                e.thumbnail.as_bytes(),
            )?;
        }
        if !e.fan.is_empty() {
            put(
                out.join("games").join(format!("{id}.fan")),
                e.fan.as_bytes(),
            )?;
        }
        put(
            out.join("games").join(format!("{id}.html")),
            game_page(e, id, animation.as_ref()).as_bytes(),
        )?;
        if i % 500 == 0 || i + 1 == entries.len() {
            progress(i + 1, entries.len());
        }
    }
    summary.broken = entries.iter().filter(|e| e.error.is_some()).count();
    put(out.join("index.html"), index_page(entries, &ids).as_bytes())?;
    if let Some(dir) = options.viewer_dir {
        summary.viewer = copy_viewer(dir, &out.join("viewer"))?;
    }
    Ok(summary)
}

/// Each entry's last moves animated, in order, on every core the machine has.
fn animate(entries: &[Entry]) -> Vec<Option<LastMoves>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = entries.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = entries
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || part.iter().map(|e| last_moves(&e.fan)).collect::<Vec<_>>())
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    })
}

fn copy_viewer(from: &Path, to: &Path) -> io::Result<bool> {
    // The element, its wasm, and the static view's style sheet (its frame).
    const FILES: [&str; 3] = ["arimaa-viewer.js", "arimaa_bg.wasm", "arimaa-viewer.css"];
    if !FILES.iter().all(|name| from.join(name).exists()) {
        return Ok(false);
    }
    for name in FILES {
        fs::copy(from.join(name), to.join(name))?;
    }
    // The Share menu's GIF encoder, fetched by the viewer on first use.
    const GIF: &str = "arimaa-viewer-gif.js";
    if from.join(GIF).exists() {
        fs::copy(from.join(GIF), to.join(GIF))?;
    }
    Ok(true)
}

fn result_words(e: &Entry) -> String {
    crate::notation::archive::result_words(&e.winner, &e.termination)
}

fn players(e: &Entry) -> String {
    let side = |name: &str, rating: &str| {
        if rating.is_empty() {
            name.to_owned()
        } else {
            format!("{name} ({rating})")
        }
    };
    format!(
        "{} vs {}",
        side(&e.gold, &e.gold_rating),
        side(&e.silver, &e.silver_rating)
    )
}

fn head(out: &mut String, title: &str, up: &str) {
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<link rel=\"icon\" href=\"data:,\">\n<link rel=\"stylesheet\" href=\"{up}gallery.css\">\n",
        escape(title)
    );
}

fn index_page(entries: &[Entry], ids: &[String]) -> String {
    let mut out = String::with_capacity(300 * entries.len() + 2000);
    head(&mut out, "Arimaa games", "");
    let _ = write!(
        out,
        "</head>\n<body>\n<header>\n<h1>Arimaa games</h1>\n<p id=\"count\">{} games</p>\n\
<div id=\"filters\" role=\"search\" aria-label=\"Filter games\" hidden>\n<label>Player <input id=\"player\" type=\"search\" autocomplete=\"off\"></label>\n\
<label>Result <select id=\"winner\"><option value=\"\">any</option><option>Gold</option><option>Silver</option></select></label>\n\
<label>Ending <select id=\"termination\"><option value=\"\">any</option><option>goal</option><option>elimination</option><option>immobilization</option><option>time</option><option>resignation</option><option>illegal move</option><option>score</option></select></label>\n\
<label>From <input id=\"from\" type=\"date\"></label>\n<label>To <input id=\"to\" type=\"date\"></label>\n</div>\n</header>\n\
<table id=\"games\">\n<thead><tr><th scope=\"col\">Final position</th><th scope=\"col\"><button type=\"button\" data-sort=\"date\">Date</button></th><th scope=\"col\"><button type=\"button\" data-sort=\"players\">Players</button></th><th scope=\"col\"><button type=\"button\" data-sort=\"result\">Result</button></th><th scope=\"col\"><button type=\"button\" data-sort=\"plies\">Plies</button></th></tr></thead>\n<tbody>\n",
        entries.len()
    );
    for (e, id) in entries.iter().zip(ids) {
        let date_iso = e.date.replace('.', "-");
        let _ = writeln!(
            out,
            "<tr data-players=\"{p}\" data-winner=\"{w}\" data-termination=\"{t}\" data-date=\"{d}\" data-plies=\"{n}\" data-result=\"{r}\">\
<td><a href=\"games/{id}.html\">{img}</a></td><td>{date}</td><td><a href=\"games/{id}.html\">{players}</a></td><td>{result}</td><td>{n}</td></tr>",
            p = escape(&format!("{} {}", e.gold, e.silver).to_lowercase()),
            w = escape(&e.winner),
            t = escape(&e.termination),
            d = escape(&date_iso),
            n = e.plies,
            r = escape(&result_words(e)),
            img = if e.thumbnail.is_empty() { String::new() } else { format!("<img src=\"thumbs/{id}.svg\" width=\"64\" height=\"64\" loading=\"lazy\" alt=\"final position\">") },
            date = escape(&e.date),
            players = escape(&if e.gold.is_empty() && e.silver.is_empty() { e.id.clone() } else { players(e) }),
            result = if e.error.is_some() { "record has an error".to_owned() } else { escape(&result_words(e)) },
        );
    }
    out.push_str("</tbody>\n</table>\n<script src=\"gallery.js\"></script>\n</body>\n</html>\n");
    out
}

fn game_page(e: &Entry, id: &str, animation: Option<&LastMoves>) -> String {
    let mut out = String::with_capacity(e.moves.len() + 2000);
    let title = if e.gold.is_empty() {
        format!("Arimaa game {}", e.id)
    } else {
        players(e)
    };
    head(&mut out, &title, "../");
    out.push_str("<link rel=\"stylesheet\" href=\"../viewer/arimaa-viewer.css\">\n<script type=\"module\" src=\"../viewer/arimaa-viewer.js\"></script>\n</head>\n<body>\n<nav><a href=\"../index.html\">All games</a></nav>\n");
    let _ = write!(
        out,
        "<h1>{}</h1>\n<p class=\"meta\">{}</p>\n",
        escape(&title),
        escape(
            &[
                e.date.clone(),
                result_words(e),
                format!("{} plies", e.plies)
            ]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" · ")
        )
    );
    if let Some(err) = &e.error {
        let _ = writeln!(out, "<p class=\"error\" role=\"alert\">{}</p>", escape(err));
    }
    if !e.fan.is_empty() {
        // The static view inside (README "Static first"): the page reads without
        // scripts, and the viewer takes over its box. `link`: the address follows
        // the move shown, so a copied address opens there.
        let options = StaticOptions::default();
        let view = static_html(&e.fan, &options);
        let src = format!("{id}.fan");
        out.push_str(&viewer_element(
            &view,
            &options,
            RecordSource::Src(&src),
            &[("id", "viewer"), ("link", "move")],
        ));
    }
    if let Some(a) = animation {
        let _ = writeln!(
            out,
            "<figure class=\"last-moves\">\n<img src=\"{id}.gif\" width=\"{}\" height=\"{}\" alt=\"{}\">\n<figcaption>The last moves, animated</figcaption>\n</figure>",
            a.width,
            a.height,
            escape(&format!("The last moves animated: {}", a.moves))
        );
    }
    out.push_str("</body>\n</html>\n");
    out
}
