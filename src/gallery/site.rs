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
use crate::words::{Msg, Words};

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
    /// The language of the pages' words (`None`: English). The records'
    /// own text (names, events, comments) is never translated.
    pub words: Option<&'a Words>,
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
    let english = Words::english();
    let w = options.words.unwrap_or(&english);
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
            game_page(w, e, id, animation.as_ref()).as_bytes(),
        )?;
        if i % 500 == 0 || i + 1 == entries.len() {
            progress(i + 1, entries.len());
        }
    }
    summary.broken = entries.iter().filter(|e| e.error.is_some()).count();
    put(
        out.join("index.html"),
        index_page(w, entries, &ids).as_bytes(),
    )?;
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

/// "Gold wins (goal)": the record's winner and termination, in words.
fn result_words(w: &Words, e: &Entry) -> String {
    let winner = match e.winner.as_str() {
        "Gold" => w.t(Msg::SideGold, &[]),
        "Silver" => w.t(Msg::SideSilver, &[]),
        "White" => w.t(Msg::SideWhite, &[]),
        "Black" => w.t(Msg::SideBlack, &[]),
        other => other.to_owned(),
    };
    match (winner.as_str(), e.termination.as_str()) {
        ("", _) => String::new(),
        (_, "") => w.t(Msg::GalleryWins, &[&winner]),
        (_, t) => w.t(Msg::GalleryWinsBy, &[&winner, &w.termination(t)]),
    }
}

fn players(w: &Words, e: &Entry) -> String {
    let side = |name: &str, rating: &str| {
        if rating.is_empty() {
            name.to_owned()
        } else {
            format!("{name} ({rating})")
        }
    };
    w.t(
        Msg::GalleryVs,
        &[
            &side(&e.gold, &e.gold_rating),
            &side(&e.silver, &e.silver_rating),
        ],
    )
}

fn head(out: &mut String, w: &Words, title: &str, up: &str) {
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<link rel=\"icon\" href=\"data:,\">\n<link rel=\"stylesheet\" href=\"{up}gallery.css\">\n",
        escape(w.language()),
        escape(title)
    );
}

fn index_page(w: &Words, entries: &[Entry], ids: &[String]) -> String {
    let mut out = String::with_capacity(300 * entries.len() + 2000);
    let t = |m: Msg| escape(&w.t(m, &[]));
    let title = w.t(Msg::GalleryTitle, &[]);
    head(&mut out, w, &title, "");
    let any = t(Msg::GalleryAny);
    let option = |value: &str, words: String| {
        format!("<option value=\"{value}\">{}</option>", escape(&words))
    };
    let winners: String = [("Gold", Msg::SideGold), ("Silver", Msg::SideSilver)]
        .into_iter()
        .map(|(v, m)| option(v, w.t(m, &[])))
        .collect();
    // The values are the records' codes' English words (what the rows carry); the text is the reader's.
    let endings: String = [
        "goal",
        "elimination",
        "immobilization",
        "time",
        "resignation",
        "illegal move",
        "score",
    ]
    .into_iter()
    .map(|v| option(v, w.termination(v)))
    .collect();
    let _ = write!(
        out,
        "</head>\n<body>\n<header>\n<h1>{title}</h1>\n<p id=\"count\" data-shown=\"{shown}\">{count}</p>\n\
<div id=\"filters\" role=\"search\" aria-label=\"{filters}\" hidden>\n<label>{player} <input id=\"player\" type=\"search\" autocomplete=\"off\"></label>\n\
<label>{result} <select id=\"winner\"><option value=\"\">{any}</option>{winners}</select></label>\n\
<label>{ending} <select id=\"termination\"><option value=\"\">{any}</option>{endings}</select></label>\n\
<label>{from} <input id=\"from\" type=\"date\"></label>\n<label>{to} <input id=\"to\" type=\"date\"></label>\n</div>\n</header>\n\
<table id=\"games\">\n<thead><tr><th scope=\"col\">{final_position}</th><th scope=\"col\"><button type=\"button\" data-sort=\"date\">{date}</button></th><th scope=\"col\"><button type=\"button\" data-sort=\"players\">{players}</button></th><th scope=\"col\"><button type=\"button\" data-sort=\"result\">{result}</button></th><th scope=\"col\"><button type=\"button\" data-sort=\"plies\">{plies}</button></th></tr></thead>\n<tbody>\n",
        title = escape(&title),
        // Filled in by gallery.js as the filters change.
        shown = escape(&w.t(Msg::GalleryShown, &["$1", "$2"])),
        count = escape(&w.t(Msg::GalleryCount, &[&entries.len().to_string()])),
        filters = t(Msg::GalleryFilters),
        player = t(Msg::GalleryPlayer),
        result = t(Msg::GalleryResult),
        ending = t(Msg::GalleryEnding),
        from = t(Msg::GalleryFrom),
        to = t(Msg::GalleryTo),
        final_position = t(Msg::GalleryFinalPosition),
        date = t(Msg::GalleryDate),
        players = t(Msg::GalleryPlayers),
        plies = t(Msg::GalleryPlies),
    );
    let alt = t(Msg::GalleryFinalPosition);
    for (e, id) in entries.iter().zip(ids) {
        let date_iso = e.date.replace('.', "-");
        let _ = writeln!(
            out,
            "<tr data-players=\"{p}\" data-winner=\"{win}\" data-termination=\"{term}\" data-date=\"{d}\" data-plies=\"{n}\" data-result=\"{r}\">\
<td><a href=\"games/{id}.html\">{img}</a></td><td>{date}</td><td><a href=\"games/{id}.html\">{players}</a></td><td>{result}</td><td>{n}</td></tr>",
            p = escape(&format!("{} {}", e.gold, e.silver).to_lowercase()),
            win = escape(&e.winner),
            term = escape(&e.termination),
            d = escape(&date_iso),
            n = e.plies,
            r = escape(&result_words(w, e)),
            img = if e.thumbnail.is_empty() { String::new() } else { format!("<img src=\"thumbs/{id}.svg\" width=\"64\" height=\"64\" loading=\"lazy\" alt=\"{alt}\">") },
            date = escape(&e.date),
            players = escape(&if e.gold.is_empty() && e.silver.is_empty() { e.id.clone() } else { players(w, e) }),
            result = if e.error.is_some() { t(Msg::GalleryError) } else { escape(&result_words(w, e)) },
        );
    }
    out.push_str("</tbody>\n</table>\n<script src=\"gallery.js\"></script>\n</body>\n</html>\n");
    out
}

fn game_page(w: &Words, e: &Entry, id: &str, animation: Option<&LastMoves>) -> String {
    let mut out = String::with_capacity(e.moves.len() + 2000);
    let title = if e.gold.is_empty() {
        w.t(Msg::GalleryGame, &[&e.id])
    } else {
        players(w, e)
    };
    head(&mut out, w, &title, "../");
    let _ = write!(
        out,
        "<link rel=\"stylesheet\" href=\"../viewer/arimaa-viewer.css\">\n<script type=\"module\" src=\"../viewer/arimaa-viewer.js\"></script>\n</head>\n<body>\n<nav><a href=\"../index.html\">{}</a></nav>\n",
        escape(&w.t(Msg::GalleryAll, &[]))
    );
    let _ = write!(
        out,
        "<h1>{}</h1>\n<p class=\"meta\">{}</p>\n",
        escape(&title),
        escape(
            &[
                e.date.clone(),
                result_words(w, e),
                w.t(Msg::GalleryPliesCount, &[&e.plies.to_string()])
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
        let options = StaticOptions {
            words: Some(w),
            ..StaticOptions::default()
        };
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
            "<figure class=\"last-moves\">\n<img src=\"{id}.gif\" width=\"{}\" height=\"{}\" alt=\"{}\">\n<figcaption>{}</figcaption>\n</figure>",
            a.width,
            a.height,
            escape(&w.t(Msg::GalleryLastMovesAlt, &[&a.moves])),
            escape(&w.t(Msg::GalleryLastMoves, &[]))
        );
    }
    out.push_str("</body>\n</html>\n");
    out
}
