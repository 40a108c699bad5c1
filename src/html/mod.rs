//! The static view of a record: the HTML a page holds inside `<arimaa-viewer>`
//! so that it reads without scripts or stylesheets (README "Static first").
//! One producer for every path that builds pages: the CLI (`arimaa html`),
//! the gallery's game pages, and the core's `staticHtml` (the Markdown plugin).
//!
//! The fragment is a `<div class="arimaa-static" slot="static">` holding the
//! players and the result, the board at one node as inline SVG (`role="img"`,
//! named by the position in words), which node it is, the move list as nested
//! `<ol>`s with the comments, and the record's problems. Every text
//! from the record is escaped by the module's HTML writer; nothing from a record is
//! ever a tag or an attribute name. The same input gives the same bytes.

mod moves;
mod writer;

use crate::record::Path;
use crate::render::{to_svg, Theme};
use crate::viewer::{CollectionView, GameRef};
use crate::words::{Msg, Words};
use crate::Color;
use writer::Html;

/// The side panel's natural width in CSS pixels: the live viewer's
/// (`FRAME.side` in `www/src/element/layout.js`; a test holds them equal).
pub const SIDE_WIDTH: &str = "240";

/// The smallest and largest board side, in CSS pixels.
pub const SIZES: std::ops::RangeInclusive<u32> = 64..=2048;

/// What the static view shows, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaticOptions<'a> {
    /// The node shown (`12s`, `5g.2.6s`, `3/12s`); without it, where the
    /// element opens: after the setups, or a broken record's first problem.
    pub path: Option<&'a str>,
    /// The game of a text of several: its number (1-based) or `id=…`.
    pub game: Option<&'a str>,
    /// The board's side in CSS pixels (clamped to [`SIZES`]).
    pub size: u32,
    /// The side at the bottom.
    pub orientation: Color,
    /// The board in the dark theme's colours.
    pub dark: bool,
    /// Coordinates around the board.
    pub coordinates: bool,
    /// Nothing ahead of the node shown: the moves listed are those that lead
    /// to it, and the result is not said (the element's `spoilers`, and its
    /// guess and puzzle modes, which hide the moves to be found).
    pub spoilers: bool,
    /// The language of its words (the position's description, the labels);
    /// `None` for English. The record's own text is never translated.
    pub words: Option<&'a Words>,
}

impl Default for StaticOptions<'_> {
    fn default() -> Self {
        StaticOptions {
            path: None,
            game: None,
            size: 320,
            orientation: Color::Gold,
            dark: false,
            coordinates: true,
            spoilers: false,
            words: None,
        }
    }
}

/// A record's static view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaticHtml {
    /// The fragment: one `<div class="arimaa-static" slot="static">`.
    pub html: String,
    /// The node shown, as the element's `path` attribute takes it (with the
    /// game's number in front in a text of several games).
    pub path: String,
    /// The record's problems and any problem with the options, each with its
    /// place (also in the fragment).
    pub problems: Vec<String>,
}

/// The static view of `text` (any record the viewer reads).
pub fn static_html(text: &str, options: &StaticOptions<'_>) -> StaticHtml {
    let english = Words::english();
    let w = options.words.unwrap_or(&english);
    let mut games = CollectionView::new(text);
    let mut problems = Vec::new();
    if let Some(game) = options.game {
        match game.parse::<GameRef>().and_then(|g| games.find(&g)) {
            Ok(index) => {
                games.open(index);
            }
            Err(e) => problems.push(format!("game `{}`: {e}", game.trim())),
        }
    }
    games.viewer_mut().set_words(w.clone());
    let record_problems: Vec<String> = games
        .viewer()
        .errors()
        .iter()
        .map(|(_, e)| e.located_words(w))
        .collect();
    match options.path {
        Some(path) => {
            if let Err(e) = games.go_to_text(path) {
                problems.push(format!("path `{}`: {e}", path.trim()));
            }
        }
        // A broken record is shown where its first problem is.
        None => {
            let tree = &games.viewer().record().tree;
            if let Some((node, _)) = games.viewer().errors().first() {
                let path = Path::of(tree, *node);
                let _ = games.viewer_mut().go_to(&path);
            }
        }
    }
    problems.splice(0..0, record_problems);

    let viewer = games.viewer();
    let state = viewer.state();
    let info = viewer.info();
    let summary = &games.games()[games.index()];
    let size = options.size.clamp(*SIZES.start(), *SIZES.end());
    let theme = if options.dark {
        Theme::DARK
    } else {
        Theme::LIGHT
    };
    let scene = viewer.scene(size as f32, options.orientation, options.coordinates, 1.0);
    let svg = to_svg(&scene, &theme);

    let moves = crate::viewer::move_list(&viewer.record().tree, viewer.words());
    let mut h = Html::with_capacity(svg.len() + 64 * moves.len() + 1024);
    // A language asked for is said, so that a reader's voice reads it as such on
    // a page in another language.
    h.open(
        "div",
        &[
            ("class", Some("arimaa-static")),
            ("slot", Some("static")),
            ("lang", options.words.map(Words::language)),
        ],
    );
    h.newline();
    // The live viewer's frame (www/src/element/layout.js): the game picker's row,
    // then the board column and the side panel, in the same boxes.
    let games_count = games.games().len();
    if games_count > 1 {
        let (number, count) = (summary.number.to_string(), games_count.to_string());
        let line = if options.spoilers {
            w.t(Msg::StaticGame, &[&number, &count])
        } else {
            w.t(Msg::StaticGameLabel, &[&number, &count, &summary.label(w)])
        };
        h.element("p", &[("class", Some("arimaa-game"))], &line);
        h.newline();
    }
    h.open("div", &[("class", Some("arimaa-frame"))]);
    h.open("div", &[("class", Some("arimaa-board"))]);
    let at = if state.at_start && state.label == "start" {
        w.t(Msg::StaticStart, &[])
    } else {
        w.t(Msg::StaticAfter, &[&state.label])
    };
    players(&mut h, w, &info, summary, !options.spoilers);
    h.trusted_svg(&svg, &w.t(Msg::StaticBoard, &[&at, &state.position_text]));
    h.newline();
    // Which node, with the move that led to it: in the row the controls take.
    h.open("p", &[("class", Some("arimaa-node"))]);
    h.element("b", &[], &at);
    if !state.move_text.is_empty() {
        h.text(": ");
        h.text(&state.move_text);
    }
    h.close("p");
    h.close("div");
    h.newline();
    // The side panel scrolls (a focusable box, for readers with a keyboard and no
    // scripts); printed, it is shown whole.
    h.open("div", &[("class", Some("arimaa-side"))]);
    // The side panel's natural width (FRAME.side in www/src/element/layout.js): an
    // empty replaced element, first: a page shown while it is still arriving has it
    // with the board. An svg: a canvas is no replaced element without scripts.
    h.open(
        "svg",
        &[
            ("class", Some("arimaa-strut")),
            ("width", Some(SIDE_WIDTH)),
            ("height", Some("0")),
            ("aria-hidden", Some("true")),
        ],
    );
    h.close("svg");
    h.open(
        "div",
        &[("class", Some("arimaa-scroll")), ("tabindex", Some("0"))],
    );
    h.newline();
    puzzle_task(&mut h, w, viewer.record());
    if options.spoilers {
        let tree = &viewer.record().tree;
        moves::write(
            &mut h,
            w,
            viewer.record(),
            &moves::line_to(&moves, tree, state.node),
            state.node,
        );
        if !tree.node(state.node).children.is_empty() {
            h.element(
                "p",
                &[("class", Some("arimaa-hidden"))],
                &w.t(Msg::StaticHidden, &[]),
            );
            h.newline();
        }
    } else {
        moves::write(&mut h, w, viewer.record(), &moves, state.node);
    }
    if !problems.is_empty() {
        h.open(
            "ul",
            &[
                ("class", Some("arimaa-problems")),
                ("aria-label", Some(&w.t(Msg::StaticProblems, &[]))),
            ],
        );
        for p in &problems {
            h.element("li", &[], p);
        }
        h.close("ul");
        h.newline();
    }
    h.close("div");
    h.close("div");
    h.close("div");
    h.newline();
    h.close("div");
    h.newline();
    StaticHtml {
        html: h.finish(),
        path: games.path().to_string(),
        problems,
    }
}

/// Where the element finds its record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordSource<'a> {
    /// The record's text, written (escaped) in a `<template class="arimaa-record">`.
    Inline(&'a str),
    /// The record's URL, as the `src` attribute.
    Src(&'a str),
}

/// The whole `<arimaa-viewer>`: the node `view` shows as its `path`, the
/// look of `options` as its attributes, controls, move list and comments on,
/// `extra` attributes (`id`, `link`…) after those, then the record (inline
/// or by `src`) and the static view inside. An inline record that hides moves
/// (`spoilers`, or a `mode` among `extra`) is written in base64
/// (`data-encoding="base64"`), never as text.
pub fn viewer_element(
    view: &StaticHtml,
    options: &StaticOptions<'_>,
    record: RecordSource<'_>,
    extra: &[(&'static str, &str)],
) -> String {
    let mut h = Html::with_capacity(view.html.len() + 512);
    let on = Some("");
    let src = match record {
        RecordSource::Src(url) => Some(url),
        RecordSource::Inline(_) => None,
    };
    let mut attributes = vec![
        ("src", src),
        ("controls", on),
        ("move-list", on),
        ("comments", on),
        ("coordinates", options.coordinates.then_some("")),
        ("path", Some(view.path.as_str())),
        (
            "orientation",
            (options.orientation == Color::Silver).then_some("silver"),
        ),
        ("theme", options.dark.then_some("dark")),
        ("spoilers", options.spoilers.then_some("")),
    ];
    attributes.extend(extra.iter().map(|(k, v)| (*k, Some(*v))));
    h.open("arimaa-viewer", &attributes);
    if let RecordSource::Inline(text) = record {
        // Moves the reader is to find never ride as text a search engine, a feed
        // reader or a reader of the source reads; the element decodes them.
        let hides = options.spoilers || extra.iter().any(|(k, _)| *k == "mode");
        if hides {
            h.element(
                "template",
                &[
                    ("class", Some("arimaa-record")),
                    ("data-encoding", Some("base64")),
                ],
                &base64(text.as_bytes()),
            );
        } else {
            h.element("template", &[("class", Some("arimaa-record"))], text);
        }
    }
    h.newline();
    let mut out = h.finish();
    // Ours, written by `static_html` through the same writer.
    out.push_str(&view.html);
    out.push_str("</arimaa-viewer>\n");
    out
}

/// `bytes` in standard base64 (RFC 4648, padded): what `atob` reads.
pub fn base64(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (u32::from(b) << (16 - 8 * i)));
        for i in 0..4 {
            out.push(if i <= chunk.len() {
                char::from(DIGITS[((n >> (18 - 6 * i)) & 63) as usize])
            } else {
                '='
            });
        }
    }
    out
}

/// `Gold Ann · Silver Bob · 1-0, goal · Event`: whatever the record names.
fn players(
    h: &mut Html,
    w: &Words,
    info: &crate::viewer::GameInfo,
    summary: &crate::viewer::GameSummary,
    with_result: bool,
) {
    let mut parts: Vec<(String, Option<&str>)> = Vec::new();
    for (color, side) in [
        (Color::Gold, &info.sides.gold),
        (Color::Silver, &info.sides.silver),
    ] {
        if let Some(player) = side.player.as_deref() {
            parts.push((w.side_of(info.variant, color), Some(player)));
        }
    }
    let result = match (summary.result.as_str(), summary.termination.as_deref()) {
        _ if !with_result => None,
        ("*", _) => None,
        (r, Some(t)) => Some(format!("{r}, {}", w.termination(t))),
        (r, None) => Some(r.to_owned()),
    };
    // The row is there even when empty: the live viewer keeps it too.
    h.open("p", &[("class", Some("arimaa-players"))]);
    let mut first = true;
    let mut sep = |h: &mut Html| {
        if !std::mem::take(&mut first) {
            h.text(" · ");
        }
    };
    for (word, player) in parts {
        sep(h);
        h.text(&word);
        h.text(" ");
        h.element("b", &[("dir", Some("auto"))], player.unwrap_or(""));
    }
    if let Some(result) = result {
        sep(h);
        h.text(&w.t(Msg::StaticResult, &[&result]));
    }
    if let Some(event) = info.event.as_deref() {
        sep(h);
        h.element("span", &[("dir", Some("auto"))], event);
    }
    h.close("p");
    h.newline();
}

/// A puzzle's task ("Gold to play: reach goal this turn."), when the record
/// states one: readers without scripts get the question, if not the judge.
#[cfg(teaching)]
fn puzzle_task(h: &mut Html, w: &Words, record: &crate::record::Record) {
    if let Some(Ok(p)) = crate::teach::Puzzle::of(record) {
        h.open("p", &[("class", Some("arimaa-puzzle"))]);
        h.element("b", &[], &crate::words::full_stop(p.goal.words(w, p.side)));
        h.close("p");
        h.newline();
    }
}

#[cfg(not(teaching))]
fn puzzle_task(_: &mut Html, _: &Words, _: &crate::record::Record) {}

#[cfg(test)]
mod tests;
