//! Where a word of a record's text stands, and why a word or an archive
//! row could not be read: the syntax errors of arimaa.com's text formats.
//! They live beside the tree's other errors, which hold them
//! ([`super::ErrorKind`]), so that the readers above both can reach them;
//! [`crate::notation`] names them where its readers are.

use std::fmt;

/// Where a token starts: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in characters.
    pub column: usize,
}

/// A syntax error: where, what was found, what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// Where the offending token starts.
    pub at: Pos,
    /// The offending word as written.
    pub found: String,
    /// What would have been accepted there, in words.
    pub expected: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, found \"{}\"",
            self.at.line, self.at.column, self.expected, self.found
        )
    }
}

impl std::error::Error for NotationError {}

/// A problem with an archive file: a row that could not be read (the other
/// rows still are), or a header without the columns every row needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchiveError {
    /// 1-based line number in the file.
    pub line: usize,
    /// What is wrong with the row.
    pub message: String,
}

impl fmt::Display for ArchiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ArchiveError {}
