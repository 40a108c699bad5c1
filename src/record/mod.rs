//! The annotated game record: header, tree of moves with variations,
//! comments and markings. Every notation reads into it and writes from it,
//! and the viewer navigates it.

mod annotation;
mod cows;
mod error;
mod game;
mod path;
mod tree;

pub use annotation::{Marking, StepNote};
pub use cows::{cows_at, side_color};
pub use error::{
    CaptureError, ErrorKind, Expected, Limit, Located, Misplaced, NodeError, Unclosed,
};
pub use game::game_at;
#[allow(deprecated)]
pub use path::{format as format_path, resolve as resolve_path};
pub use path::{NodePath, Path, PathError};
pub use tree::{
    Ancestors, Line, Move, MoveKind, Node, NodeId, NodePosition, StepRecord, Tree, Walk,
};

/// FAN's magic string, first in every FAN file.
pub const FAN_MAGIC: &str = "FAN31415926";

/// The game variant a record is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Variant {
    #[default]
    Arimaa,
    Morabaraba,
}

/// Header name/value pairs in file order (players, game id, time control, authors, …).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Header {
    pub version: Option<u32>,
    pub variant: Variant,
    pub fields: Vec<(String, String)>,
}

impl Header {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
    pub fn set(&mut self, name: &str, value: String) {
        match self
            .fields
            .iter_mut()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
        {
            Some(slot) => slot.1 = value,
            None => self.fields.push((name.to_owned(), value)),
        }
    }
}

/// A whole record: header and tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub header: Header,
    pub tree: Tree,
}
