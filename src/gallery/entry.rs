//! One gallery game: what the index lists and what its page shows.

use crate::clock::{mark_move_clocks, ClockMarks};
use crate::fan;
use crate::morabaraba::Side;
use crate::notation::archive::{looks_like_archive, read_archive, ArchiveGame};
use crate::notation::arimaa_com::split_games;
use crate::notation::writer::write_game;
use crate::record::{morabaraba_at, NodeId, Record, Variant};
use crate::render::{
    build_morabaraba_scene, build_scene, to_svg, Layout, MorabarabaInput, SceneInput, Theme,
};
use crate::viewer::archive_record;
use crate::{Color, RuleSet};

/// One game of a gallery: the facts its index row lists and what its page
/// shows, each already in the form the page needs.
#[derive(Clone, Debug)]
pub struct Entry {
    /// File-safe and unique within a gallery.
    pub id: String,
    /// Gold's player (White's, in a Morabaraba record); empty if not named.
    pub gold: String,
    /// Silver's player (Black's, in a Morabaraba record); empty if not named.
    pub silver: String,
    /// Gold's rating as the record gives it, or empty.
    pub gold_rating: String,
    /// Silver's rating as the record gives it, or empty.
    pub silver_rating: String,
    /// The record's `Date` header, or empty.
    pub date: String,
    /// "Gold", "Silver" or empty.
    pub winner: String,
    /// "goal", "time", … or empty.
    pub termination: String,
    /// Moves on the main line, the setups included.
    pub plies: usize,
    /// The record as FAN, for the page's viewer and for download (empty for
    /// an input that could not be read).
    pub fan: String,
    /// The main line in arimaa.com notation, for pages without the viewer.
    pub moves: String,
    /// The final position.
    pub thumbnail: String,
    /// The first problem in the record, if any.
    pub error: Option<String>,
}

/// Every game of one input file: an archive, a FAN file or arimaa.com text.
pub fn entries_from(name: &str, text: &str) -> Vec<Entry> {
    if looks_like_archive(text) {
        let (games, errors) = read_archive(text);
        let mut out: Vec<Entry> = games.iter().map(from_archive).collect();
        for e in errors {
            out.push(broken(&format!("{name}-line{}", e.line), &e.to_string()));
        }
        out
    } else if crate::pgn::looks_like(text) {
        // Howdah records: each game as the viewer reads it.
        let games = crate::viewer::load_all(text).games;
        let several = games.len() > 1;
        games
            .into_iter()
            .map(|g| {
                let id = match g.summary.id {
                    Some(id) => id,
                    None if several => format!("{name}-{}", g.summary.number),
                    None => name.to_owned(),
                };
                let error = g
                    .loaded
                    .errors
                    .first()
                    .map(|(_, e)| e.located().to_string());
                entry(id, g.loaded.record, RuleSet::Current, error)
            })
            .collect()
    } else {
        // A file may hold several games (FAN records one after another, or
        // arimaa.com texts): one entry each, named by its id or its place.
        let games = split_games(text);
        let several = games.len() > 1;
        games
            .iter()
            .enumerate()
            .map(|(n, game)| {
                let parsed = fan::read(game);
                let header = &parsed.record.header;
                let id = match header.get("Id").or(header.get("GameId")) {
                    Some(id) => id.to_owned(),
                    None if several => format!("{name}-{}", n + 1),
                    None => name.to_owned(),
                };
                let error = parsed.errors.first().map(|(_, e)| e.located().to_string());
                entry(id, parsed.record, RuleSet::Current, error)
            })
            .collect()
    }
}

fn from_archive(g: &ArchiveGame) -> Entry {
    let parsed = archive_record(g);
    let mut record = parsed.record;
    // Each move's time, so that viewers of the FAN show both clocks.
    mark_move_clocks(&mut record, &g.events(), ClockMarks::Used);
    entry(
        g.id().to_owned(),
        record,
        g.start_time()
            .map_or(RuleSet::Current, RuleSet::for_start_time),
        parsed.errors.first().map(|(_, e)| e.located().to_string()),
    )
}

fn entry(id: String, record: Record, rules: RuleSet, error: Option<String>) -> Entry {
    let tree = &record.tree;
    let plies = tree.main_line().count() - 1;
    let end = tree.main_line().last().unwrap_or(NodeId::ROOT);
    let layout = Layout::new(160.0, Color::Gold, false);
    let scene = if record.header.variant == Variant::Morabaraba {
        // A Morabaraba game gets its own board; its page's viewer reads the FAN.
        let pos = morabaraba_at(tree, end);
        let input = MorabarabaInput {
            white: pos.cows(Side::White),
            black: pos.cows(Side::Black),
            ..MorabarabaInput::default()
        };
        build_morabaraba_scene(&layout, &input)
    } else {
        build_scene(&layout, &SceneInput::new(tree.node(end).position.board()))
    };
    let thumbnail = to_svg(&scene, &Theme::LIGHT);
    let h = |k: &str| record.header.get(k).unwrap_or("").to_owned();
    // Morabaraba names its sides White and Black (Gold and Silver's places).
    let or = |a: &str, b: &str| if h(a).is_empty() { h(b) } else { h(a) };
    Entry {
        id,
        gold: or("Gold", "White"),
        silver: or("Silver", "Black"),
        gold_rating: h("GoldRating"),
        silver_rating: h("SilverRating"),
        date: h("Date"),
        winner: h("Winner"),
        termination: h("Termination"),
        plies,
        fan: fan::write(&record),
        moves: write_game(
            &Record {
                header: Default::default(),
                tree: tree.clone(),
            },
            rules,
        ),
        thumbnail,
        error,
    }
}

/// An input that could not be read at all still gets a page that says so.
fn broken(id: &str, message: &str) -> Entry {
    Entry {
        id: id.to_owned(),
        gold: String::new(),
        silver: String::new(),
        gold_rating: String::new(),
        silver_rating: String::new(),
        date: String::new(),
        winner: String::new(),
        termination: String::new(),
        plies: 0,
        fan: String::new(),
        moves: String::new(),
        thumbnail: String::new(),
        error: Some(message.to_owned()),
    }
}
