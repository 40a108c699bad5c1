//! The annotated game record: header, tree of moves with variations,
//! comments and markings. Every notation reads into it and writes from it,
//! and the viewer navigates it.

mod annotation;
mod error;
mod game;
mod morabaraba;
mod path;
mod reshape;
mod result;
mod spelling;
pub(crate) mod syntax;
mod tree;

pub use annotation::{add_glyph, Glyph, MarkColour, Marking, StepNote};
pub use error::{
    CaptureError, ErrorKind, Expected, Limit, Located, Misplaced, NodeError, PositionError,
    ResultError, ResultToken, Unclosed,
};
pub use game::game_at;
pub use morabaraba::{morabaraba_at, side_color};
#[allow(deprecated)]
pub use path::{NodePath, Path, PathError};
pub use reshape::{Renumbering, Reshape, ReshapeError};
pub use result::{OutsideReason, StatedReason, StatedResult};
pub use spelling::{Kept, Spelling, TagNames};
pub use tree::{
    Ancestors, Line, Move, MoveKind, Node, NodeId, NodePosition, StepRecord, Tree, Walk,
};

/// FAN's magic string, first in every FAN file.
pub const FAN_MAGIC: &str = "FAN31415926";

/// The game variant a record is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Variant {
    /// Arimaa: the default, and what a record without a `Variant` header is.
    #[default]
    Arimaa,
    /// Morabaraba (`Variant: morabaraba`), read with the FIMS move notation.
    Morabaraba,
}

/// Header name/value pairs in file order (players, game id, time control, authors, …).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Header {
    /// The `Version` header, when it is a number.
    pub version: Option<u32>,
    /// The game the record is of (the `Variant` header).
    pub variant: Variant,
    /// Every other field as written, name and value, so a round trip keeps
    /// them all.
    pub fields: Vec<(String, String)>,
    /// Whose names the fields go by (a Howdah record's tags are
    /// case-sensitive); equal whatever it is, as spellings are.
    pub names: TagNames,
}

impl Header {
    /// Whether a field's name is `name`: without regard to case, but as
    /// written in a Howdah record's tags ([`TagNames`]).
    fn named(&self, field: &str, name: &str) -> bool {
        match self.names {
            TagNames::Ours => field.eq_ignore_ascii_case(name),
            TagNames::Howdah { .. } => field == name,
        }
    }
    /// The value of a field, the name matched without regard to case (in a
    /// Howdah record's tags, exactly).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| self.named(k, name))
            .map(|(_, v)| v.as_str())
    }
    /// Sets a field, replacing the value of one of that name (case aside,
    /// but for a Howdah record's tags) or adding it at the end.
    pub fn set(&mut self, name: &str, value: String) {
        let at = self.fields.iter().position(|(k, _)| self.named(k, name));
        match at {
            Some(i) => self.fields[i].1 = value,
            None => self.fields.push((name.to_owned(), value)),
        }
    }
}

/// A whole record: header and tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Version, variant and the other name/value fields.
    pub header: Header,
    /// The moves, with their variations and annotations.
    pub tree: Tree,
}
