//! Turning any record text into a game tree: FAN (and the arimaa.com
//! notation it extends), an archive row, or a position diagram.

use super::clocks::Clocks;
use crate::fan::{self, ReadOptions};
pub use crate::notation::archive::termination_words;
use crate::notation::archive::{
    looks_like_archive, read_archive, result_words, utc_date, ArchiveError, ArchiveGame,
};
use crate::notation::diagram::parse_diagram;
use crate::record::{ErrorKind, Header, Misplaced, NodeError, NodeId, Record, Tree};
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

/// Reads a record; problems are returned beside the tree, never instead of it.
pub fn load(text: &str) -> Loaded {
    if let Some(limit) = crate::limits::record_too_large(text.len()) {
        return failed(NodeError::at_start(limit), Format::Fan);
    }
    let trimmed = text.trim_start_matches('\u{feff}');
    if looks_like_archive(trimmed) {
        let (games, errs) = read_archive(trimmed);
        return from_archive(games.first(), errs.into_iter().next());
    }
    if trimmed
        .lines()
        .next()
        .is_some_and(|l| l.matches('\t').count() >= 20)
    {
        let (games, errs) = read_archive(&format!("{ARCHIVE_COLUMNS}\n{trimmed}"));
        return from_archive(games.first(), errs.into_iter().next());
    }
    if trimmed.contains("+-----------------+") {
        return from_diagram(trimmed);
    }
    let parsed = fan::read(trimmed);
    let clocks = Clocks::from_fan(&parsed.record);
    Loaded {
        record: parsed.record,
        errors: parsed.errors,
        format: Format::Fan,
        clocks,
    }
}

fn from_archive(game: Option<&ArchiveGame>, error: Option<ArchiveError>) -> Loaded {
    let Some(g) = game else {
        let e = match error {
            Some(e) => NodeError {
                line: e.line,
                ..NodeError::at_start(ErrorKind::Archive(e))
            },
            None => NodeError::at_start(Misplaced::NoGame),
        };
        return failed(e, Format::Archive);
    };
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
