//! How a record spelled a node's comments, kept beside what they were read
//! into so that writing an untouched record gives its text back.
//!
//! Howdah keeps a comment as written (`[%emt 0:00:01.5]`, two `%cal`
//! commands, a command before the text); our reader turns it into text and
//! markings the viewer draws, and our writer gives a canonical form. The
//! writer uses a kept spelling only while what it writes for the node is
//! still what it writes for that spelling, so any edit of the text or
//! markings drops it without flags to keep in step.

/// A comment as written, kept where our writer might write it otherwise.
#[derive(Clone, Debug)]
pub struct Kept {
    /// The comment between its braces, unescaped, as the record wrote it.
    pub written: String,
}

/// The spellings a node's move was read with; FAN keeps none.
#[derive(Clone, Debug, Default)]
pub struct Spelling {
    /// The comment after the move.
    pub comment: Option<Kept>,
    /// The comment before the move (a variation's intro, the game comment).
    pub intro: Option<Kept>,
    /// The end word (`resign`, `RESIGNS`, `lose`), written back while the
    /// move is still the end it reads as.
    pub end_word: Option<String>,
}

/// Spellings say nothing about the game: trees read from two notations,
/// or one written back, are the same record whatever they were spelled as.
impl PartialEq for Spelling {
    fn eq(&self, _: &Spelling) -> bool {
        true
    }
}
impl Eq for Spelling {}

/// Whose names a header's fields go by. Our names are FAN's, matched
/// without regard to case: `Termination` is the reason letter, `Id` the
/// game's id. A Howdah record's tags are case-sensitive and keep the names
/// they were written with (`event` is not `Event`, `plycount` means
/// nothing to Howdah); its reader renames only Howdah's `ResultCode` to
/// `Termination` and `GameId` to `Id`, so that the viewer, FAN and the
/// archive's tools find them, and only where the record holds no tag of
/// that name of its own (a `Termination` Howdah knows nothing of).
#[derive(Clone, Copy, Debug, Default)]
pub enum TagNames {
    /// FAN's, arimaa.com's and the archive's (and any record built in code).
    #[default]
    Ours,
    /// A Howdah record's, as its tags were written.
    Howdah {
        /// The record has a tag named `termination` (any case) of its own,
        /// so `ResultCode` kept its name.
        own_termination: bool,
        /// The record has a tag named `id` (any case) of its own, so
        /// `GameId` kept its name.
        own_id: bool,
    },
}

/// Like a node's [`Spelling`], the names a header was written with say
/// nothing about the game: the same tags read from FAN or from a Howdah
/// record are the same header.
impl PartialEq for TagNames {
    fn eq(&self, _: &TagNames) -> bool {
        true
    }
}
impl Eq for TagNames {}
