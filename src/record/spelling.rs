//! How a record spelled a node's comments, kept beside what they were read
//! into so that writing an untouched record gives its text back.
//!
//! Howdah keeps a comment as written (`[%emt 0:00:01.5]`, two `%cal`
//! commands, a command before the text); our reader turns it into text and
//! markings the viewer draws, and our writer gives a canonical form. Each
//! kept spelling names the canonical form it was read into: the writer
//! uses the spelling only while it would still write that form, so any
//! edit of the text or markings drops it without flags to keep in step.

/// A comment as written, and the canonical text it was read into.
#[derive(Clone, Debug)]
pub struct Kept {
    /// The comment between its braces, unescaped, as the record wrote it.
    pub written: String,
    /// What the writer writes for the text and markings read from it.
    pub canonical: String,
}

impl Kept {
    /// `written` when the writer's form is still `canonical`, else `canonical`.
    pub fn or<'a>(this: Option<&'a Kept>, canonical: &'a str) -> &'a str {
        match this {
            Some(k) if k.canonical == canonical => &k.written,
            _ => canonical,
        }
    }
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
