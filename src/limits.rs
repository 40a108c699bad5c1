//! The limits on hostile or accidental input, in one place. The viewer runs
//! on other people's pages with other people's records: past each limit the
//! reader reports an error naming the limit and the value found, instead of
//! trying (and hanging, overflowing the stack or freezing the page).
//!
//! The README's "Limits" table lists each one with the test that checks it.

/// The largest record text read, in bytes (4 MiB). The largest real game
/// in the archive is about 10 KB of text; a FAN record with deep analysis
/// stays far below this.
pub const MAX_RECORD_BYTES: usize = 4 << 20;

/// The most moves (tree nodes, variations included) a record may hold.
/// 4 MiB of short alternatives would make 400,000 nodes, and the element
/// builds its whole move list at once: measured in headless Chromium on a
/// busy 2-core machine, 10,000 alternatives to one move take about 3.5 s to
/// read and lay out, 100,000 took 29 s. A 5,000-ply game with 1,000
/// variations has 7,000 nodes; real annotated games have hundreds. Past
/// the limit the reader stops with an error on the last node read.
pub const MAX_NODES: usize = 10_000;

/// Nested variations deeper than this are refused with an error on the node
/// (the reader, the writer and every walk are iterative; the limit keeps
/// writers and viewers sane).
pub const MAX_VARIATION_DEPTH: usize = 2048;

/// The longest comment kept, in bytes (64 KiB). A longer one is an error on
/// its move; the moves before it are kept and the text from it on is kept
/// verbatim as the unread rest of the line.
pub const MAX_COMMENT_BYTES: usize = 64 << 10;

/// The most games read from one text (a Howdah collection, FAN records one
/// after another, arimaa.com games, archive rows): 10,000. The largest
/// published collections (a year of a server's games, a tournament's) hold
/// a few thousand; each game is read into its own tree, so a text of tiny
/// games would otherwise cost far more memory than its size suggests, and
/// the element lists every game in its picker. Past the limit the games
/// after it are not read and the reader reports it (`record::Limit::Games`).
pub const MAX_GAMES_PER_FILE: usize = 10_000;
