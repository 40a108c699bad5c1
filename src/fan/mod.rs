//! FAN, the Flexible Arimaa Notation: variations, comments, markings, header.
//!
//! [`read`] reads a record into the shared [`Record`](crate::record::Record)
//! tree, keeping every problem beside it; [`read_strict`] wants none;
//! [`write()`] writes a record back.

mod comment;
mod lexer;
mod morabaraba;
mod parser;
mod replay;
pub(crate) mod word;
mod writer;

pub(crate) use comment::written_len as comment_written_len;
pub use parser::{
    read, read_header, read_strict, read_strict_with, read_with, Parsed, ReadOptions,
};
pub use writer::write;
