//! The limits on hostile or accidental input, in one place. The viewer runs
//! on other people's pages with other people's records: past each limit the
//! reader reports an error naming the limit and the value found, instead of
//! trying (and hanging, overflowing the stack or freezing the page).
//!
//! The README's "Limits" table lists each one with the test that checks it.

/// The largest record text read, in bytes (4 MiB). The largest real game
/// in the archive is about 10 KB of text; a full FAN record with deep
/// analysis stays far below this, and reading 4 MiB takes well under a
/// second. The number of nodes is bounded by this too (every move takes at
/// least a few bytes), so there is no separate node limit.
pub const MAX_RECORD_BYTES: usize = 4 << 20;

/// Nested variations deeper than this are refused with an error on the node
/// (the reader, the writer and every walk are iterative; the limit keeps
/// writers and viewers sane).
pub const MAX_VARIATION_DEPTH: usize = 2048;

/// The longest comment kept, in bytes (64 KiB). A longer one is an error on
/// its move; the moves before it are kept and the text from it on is kept
/// verbatim as the unread rest of the line.
pub const MAX_COMMENT_BYTES: usize = 64 << 10;

/// The error for a record of `len` bytes, when it is over [`MAX_RECORD_BYTES`].
pub fn record_too_large(len: usize) -> Option<String> {
    (len > MAX_RECORD_BYTES)
        .then(|| format!("record is {len} bytes; the limit is {MAX_RECORD_BYTES}"))
}

/// The error for a comment of `len` bytes, when it is over [`MAX_COMMENT_BYTES`].
pub fn comment_too_long(len: usize) -> Option<String> {
    (len > MAX_COMMENT_BYTES)
        .then(|| format!("comment is {len} bytes; the limit is {MAX_COMMENT_BYTES}"))
}
