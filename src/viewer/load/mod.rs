//! Turning any record text into its games: FAN (and the arimaa.com
//! notation it extends), archive rows, Howdah records, or a position diagram.

mod clocks;
mod game_path;
mod info;
mod summary;

pub use clocks::Clocks;
pub use game_path::{GamePath, GamePathError, GameRef};
pub use info::{format_name, game_info, variant_name, GameInfo, SideInfo};
pub use summary::{GameResult, GameSummary};

use crate::fan::{self, ReadOptions};
use crate::limits::MAX_GAMES_PER_FILE;
pub use crate::notation::archive::termination_words;
use crate::notation::archive::{
    looks_like_archive, read_archive, result_words, utc_date, ArchiveError, ArchiveGame,
};
use crate::notation::arimaa_com::game_ranges;
use crate::notation::diagram::parse_diagram;
use crate::record::{ErrorKind, Header, Limit, Misplaced, NodeError, NodeId, Record, Tree};
use crate::{Color, Position, RuleSet};

/// The archive's columns, for a lone row pasted without its header.
const ARCHIVE_COLUMNS: &str = "id\twplayerid\tbplayerid\twusername\tbusername\twtitle\tbtitle\twcountry\tbcountry\twrating\tbrating\twratingk\tbratingk\twtype\tbtype\tevent\tsite\ttimecontrol\tpostal\tstartts\tendts\tresult\ttermination\tplycount\tmode\trated\tcorrupt\tmovelist\tevents";

/// Which notation a text was read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// FAN, or arimaa.com game text (which FAN extends).
    Fan,
    /// An arimaa.com archive row, with or without its header line.
    Archive,
    /// An arimaa.com position diagram.
    Diagram,
    /// Howdah's PGN-style records.
    Pgn,
}

/// A record read for viewing.
pub struct Loaded {
    /// The record read: as far as it goes, empty when nothing could be read.
    pub record: Record,
    /// Every problem, with the node it concerns (see [`fan::Parsed::errors`]).
    pub errors: Vec<(NodeId, NodeError)>,
    /// How the text was read.
    pub format: Format,
    /// Both reserves after each main-line move, when the record tells the times.
    pub clocks: Clocks,
}

/// Every game of a text, each read for viewing with its summary.
pub struct Collection {
    /// The games in text order; never empty (a text with no game gives
    /// one empty record carrying the problem).
    pub games: Vec<Game>,
}

/// One game of a [`Collection`].
pub struct Game {
    /// What the game picker says about it.
    pub summary: GameSummary,
    /// The game as read.
    pub loaded: Loaded,
}

/// Reads a record; problems are returned beside the tree, never instead of
/// it. A text of several games gives its first ([`load_all`] reads them all).
pub fn load(text: &str) -> Loaded {
    read_games(text, 1)
        .into_iter()
        .next()
        .unwrap_or_else(|| failed(NodeError::at_start(Misplaced::NoGame), Format::Fan))
}

/// Reads every game of a text: a FAN collection (records each starting
/// with the magic line), arimaa.com games one after another, archive rows,
/// Howdah records; any other text is a collection of one. Past
/// [`MAX_GAMES_PER_FILE`] games the rest are dropped and the last game kept
/// carries the error.
pub fn load_all(text: &str) -> Collection {
    collection(read_games(text, MAX_GAMES_PER_FILE + 1))
}

/// Reads every game of a text as Howdah records, whatever the text holds:
/// for a text that says so otherwise (a file named `.pgn`), since plain
/// move lines with no token of Howdah's own are read as arimaa.com games
/// by [`load_all`] (one after another where a `1g` follows moves) and as
/// one record by Howdah (where a game without tags after an unfinished one
/// is a wrong label).
pub fn load_all_pgn(text: &str) -> Collection {
    let games = crate::pgn::read_all(text.trim_start_matches('\u{feff}')).into_iter();
    collection(games.map(|p| from_parsed(p, Format::Pgn)).collect())
}

/// The games read, at most [`MAX_GAMES_PER_FILE`], each with its summary.
fn collection(mut games: Vec<Loaded>) -> Collection {
    if games.len() > MAX_GAMES_PER_FILE {
        games.truncate(MAX_GAMES_PER_FILE);
        if let Some(last) = games.last_mut() {
            last.errors
                .push((NodeId::ROOT, NodeError::at_start(Limit::Games)));
        }
    }
    if games.is_empty() {
        games.push(failed(NodeError::at_start(Misplaced::NoGame), Format::Fan));
    }
    Collection {
        games: games
            .into_iter()
            .enumerate()
            .map(|(i, loaded)| Game {
                summary: GameSummary::of(&loaded.record, i + 1),
                loaded,
            })
            .collect(),
    }
}

/// Whether this build reads archive rows: every build but the reader's wasm
/// (wasm without the `pages` feature), which leaves them and their server-log
/// clocks (4.5 KB gzip) to the editor's wasm; the element and the core load that
/// one for a text [`needs_full_reader`] names.
pub const READS_ARCHIVES: bool = cfg!(archives);

/// True when this build cannot read `text` and a build with every reader can.
pub fn needs_full_reader(text: &str) -> bool {
    !READS_ARCHIVES && archive_kind(text.trim_start_matches('\u{feff}')).is_some()
}

/// An archive text: with its header line, or rows alone.
enum Archive {
    WithHeader,
    Rows,
}

fn archive_kind(text: &str) -> Option<Archive> {
    if looks_like_archive(text) {
        Some(Archive::WithHeader)
    } else if text
        .lines()
        .next()
        .is_some_and(|l| l.matches('\t').count() >= 20)
    {
        Some(Archive::Rows)
    } else {
        None
    }
}

/// The first `max` games of a text (the one place that tells the formats apart).
fn read_games(text: &str, max: usize) -> Vec<Loaded> {
    if let Some(limit) = Limit::record_too_large(text.len()) {
        return vec![failed(NodeError::at_start(limit), Format::Fan)];
    }
    let trimmed = text.trim_start_matches('\u{feff}');
    match archive_kind(trimmed) {
        Some(_) if !READS_ARCHIVES => {
            let leftout = ArchiveError {
                line: 1,
                message: "archive rows are read by the editor's wasm, which the element and parseGame load for them; this module leaves them out".into(),
            };
            return vec![failed(
                NodeError::at_start(ErrorKind::Archive(leftout)),
                Format::Archive,
            )];
        }
        Some(Archive::WithHeader) => return from_archive(read_archive(trimmed), max),
        Some(Archive::Rows) => {
            return from_archive(read_archive(&format!("{ARCHIVE_COLUMNS}\n{trimmed}")), max)
        }
        None => {}
    }
    // A Howdah record may hold a diagram as its `Position` tag's value
    // (`docs/howdah-format-notes.md`); any other text with a frame is one.
    let howdah = crate::pgn::looks_like(trimmed);
    if trimmed.contains("+-----------------+") && !(howdah && crate::pgn::starts_with_tags(trimmed))
    {
        return vec![from_diagram(trimmed)];
    }
    if howdah {
        return crate::pgn::read_all(trimmed)
            .into_iter()
            .take(max)
            .map(|p| from_parsed(p, Format::Pgn))
            .collect();
    }
    let ranges = game_ranges(trimmed);
    // Variations are FAN's alone, and FAN records are split only at the magic
    // line: a text with brackets and no magic line is one lenient FAN record
    // (a `1g` after a stray `]` is a line of it, not a new game).
    let magic = trimmed.trim_start().starts_with(crate::record::FAN_MAGIC);
    if ranges.len() <= 1 || (!magic && trimmed.contains(['[', ']'])) {
        // One game: read as a whole, exactly as it always was.
        return vec![from_parsed(fan::read(trimmed), Format::Fan)];
    }
    let lines: Vec<&str> = trimmed.lines().collect();
    ranges
        .into_iter()
        .take(max)
        .map(|r| {
            let first = r.start;
            let piece = lines[r].join("\n");
            let mut parsed = fan::read(&piece);
            shift_lines(&mut parsed, first);
            from_parsed(parsed, Format::Fan)
        })
        .collect()
}

/// Moves every reported line down by `by`: a game read on its own, out of
/// a longer text, reports places in the whole text.
fn shift_lines(parsed: &mut fan::Parsed, by: usize) {
    for (_, e) in &mut parsed.errors {
        e.line += by;
    }
    let tree = &mut parsed.record.tree;
    for i in 0..tree.len() {
        if let Some(e) = tree.node_mut(NodeId(i as u32)).error.as_mut() {
            e.line += by;
        }
    }
}

fn from_parsed(parsed: fan::Parsed, format: Format) -> Loaded {
    let clocks = Clocks::from_fan(&parsed.record);
    Loaded {
        record: parsed.record,
        errors: parsed.errors,
        format,
        clocks,
    }
}

/// Archive rows as games; a row that cannot be read is an error on the game
/// before it (on the first game when it comes first; alone when no row reads).
fn from_archive((rows, errs): (Vec<ArchiveGame>, Vec<ArchiveError>), max: usize) -> Vec<Loaded> {
    let mut games: Vec<(usize, Loaded)> = rows
        .iter()
        .take(max)
        .map(|g| (g.line, from_archive_row(g)))
        .collect();
    for e in errs {
        let err = NodeError {
            line: e.line,
            ..NodeError::at_start(ErrorKind::Archive(e))
        };
        let at = games
            .iter()
            .rposition(|(line, _)| *line < err.line)
            .unwrap_or(0);
        match games.get_mut(at) {
            Some((_, g)) => g.errors.push((NodeId::ROOT, err)),
            None => return vec![failed(err, Format::Archive)],
        }
    }
    if games.is_empty() {
        return vec![failed(
            NodeError::at_start(Misplaced::NoGame),
            Format::Archive,
        )];
    }
    games.into_iter().map(|(_, g)| g).collect()
}

fn from_archive_row(g: &ArchiveGame) -> Loaded {
    let parsed = archive_record(g);
    let record = parsed.record;
    let clocks = Clocks::from_server_log(&record, &g.events());
    Loaded {
        record,
        errors: parsed.errors,
        format: Format::Archive,
        clocks,
    }
}

/// An archive row as a record: its moves replayed under the rules of its
/// date, and the columns people look for as header fields (Id, Event, Gold,
/// Silver, their ratings, TimeControl, Date, Winner, Termination, and Result
/// in words). Empty columns are left out.
pub fn archive_record(g: &ArchiveGame) -> fan::Parsed {
    let rules = g
        .start_time()
        .map_or(RuleSet::Current, RuleSet::for_start_time);
    let mut parsed = fan::read_with(&g.movelist().join("\n"), ReadOptions::rules(rules));
    let col = |c: &str| g.get(c).unwrap_or("").trim().to_owned();
    let winner = match g.result() {
        "w" => "Gold",
        "b" => "Silver",
        _ => "",
    };
    let termination = if g.termination().is_empty() {
        ""
    } else {
        termination_words(g.termination())
    };
    let result = result_words(winner, termination);
    let fields = [
        ("Id", col("id")),
        ("Event", col("event")),
        ("Gold", col("wusername")),
        ("Silver", col("busername")),
        ("GoldRating", col("wrating")),
        ("SilverRating", col("brating")),
        ("TimeControl", col("timecontrol")),
        ("Date", g.start_time().map(utc_date).unwrap_or_default()),
        ("Winner", winner.to_owned()),
        ("Termination", termination.to_owned()),
        ("Result", result),
    ];
    for (name, value) in fields {
        if !value.is_empty() {
            parsed.record.header.set(name, value);
        }
    }
    parsed
}

fn from_diagram(text: &str) -> Loaded {
    match parse_diagram(text) {
        Ok(d) => {
            let side = d.side.or(d.label.map(|l| l.color)).unwrap_or(Color::Gold);
            let start = d.start(side).unwrap_or(Position::new(d.board, side));
            let record = Record {
                header: Header::default(),
                tree: Tree::new(start),
            };
            Loaded {
                record,
                errors: Vec::new(),
                format: Format::Diagram,
                clocks: Clocks::default(),
            }
        }
        Err(e) => {
            let err = NodeError {
                line: e.at.line,
                column: e.at.column,
                token: e.found.clone(),
                ..NodeError::at_start(ErrorKind::Diagram(e))
            };
            Loaded {
                record: empty_record(),
                errors: vec![(NodeId::ROOT, err)],
                format: Format::Diagram,
                clocks: Clocks::default(),
            }
        }
    }
}

/// Nothing to show but an error on line 1.
fn failed(e: NodeError, format: Format) -> Loaded {
    Loaded {
        record: empty_record(),
        errors: vec![(NodeId::ROOT, e)],
        format,
        clocks: Clocks::default(),
    }
}

fn empty_record() -> Record {
    Record {
        header: Header::default(),
        tree: Tree::new(Position::new(crate::Board::empty(), Color::Gold)),
    }
}
