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
