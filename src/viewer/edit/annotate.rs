//! Annotating the record at the cursor: comments, glyphs, markings and the
//! header's facts.
//!
//! Where each note is stored is chosen so that the viewer shows it at the
//! same place again and FAN writes and reads it back equal:
//!
//! - the comment on the position shown, the cursor at a whole move: before
//!   the next main-line move (`12s "…" …`), as FAN comments a position;
//!   at the end of a line, where there is no next move, after the move's
//!   last step (the position after a move is the position after its last
//!   step; the writer adds FAN's empty move comment `""` so that it reads
//!   back as the step's);
//! - the cursor inside a move (`12s:2`): the position shown is the one
//!   after that step, so its comment is the step's (`mc7s "…"`);
//! - the comment on a move: after its steps (`Ed4n "…"`);
//! - glyphs: after the move's turn label (`12g @!? …`), beside its times;
//! - arrows, highlights and square labels on the position shown: after
//!   the last step shown (the docs' rule, docs/fan-markings.md: "arrows an
//!   annotator draws after a move are written after the last step");
//!   where the position has no step before it (the start, after a setup),
//!   before the next move. A marking already shown from either place is
//!   taken away or recoloured where it stands.
//! - header facts: the record's `Gold`, `Silver`, `Event`, `Date` and
//!   `Result` fields (or the `White`/`Black` a record already names its
//!   players by).

use std::fmt;

use crate::limits::MAX_COMMENT_BYTES;
use crate::record::{Glyph, Marking, MoveKind, NodeId, Tree};
use crate::viewer::{Cursor, Viewer};
use crate::words::{Msg, Words};

/// Which comment an edit is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommentOn {
    /// The position shown, the cursor at a whole move (or the start).
    Position,
    /// The move at the cursor.
    Move,
    /// The step shown, the cursor inside a move.
    Step,
}

impl CommentOn {
    /// Reads `position`, `move` or `step`.
    pub fn parse(text: &str) -> Option<CommentOn> {
        match text {
            "position" => Some(CommentOn::Position),
            "move" => Some(CommentOn::Move),
            "step" => Some(CommentOn::Step),
            _ => None,
        }
    }
}

/// A header fact the viewer lets one edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderField {
    /// The gold (Morabaraba: white) player.
    Gold,
    /// The silver (black) player.
    Silver,
    /// The event.
    Event,
    /// The date.
    Date,
    /// The result.
    Result,
}

impl HeaderField {
    /// Every field, in the order a form shows them.
    pub const ALL: [HeaderField; 5] = [
        HeaderField::Gold,
        HeaderField::Silver,
        HeaderField::Event,
        HeaderField::Date,
        HeaderField::Result,
    ];
    /// The names a record may give the field, the one written first.
    pub fn names(self) -> &'static [&'static str] {
        match self {
            HeaderField::Gold => &["Gold", "White"],
            HeaderField::Silver => &["Silver", "Black"],
            HeaderField::Event => &["Event"],
            HeaderField::Date => &["Date"],
            HeaderField::Result => &["Result"],
        }
    }
    /// Reads a field's name (either of its names, any case).
    pub fn parse(text: &str) -> Option<HeaderField> {
        HeaderField::ALL
            .into_iter()
            .find(|f| f.names().iter().any(|n| n.eq_ignore_ascii_case(text)))
    }
}

/// Why a note could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteError {
    /// The cursor is at the start: there is no move to comment or judge.
    NoMove,
    /// The cursor is at a whole move: there is no single step shown.
    NotInsideMove,
    /// A FAN record has no place for a note on this position (the start of
    /// a record without moves, or the end of a line after a setup or an end
    /// word such as `resigns`).
    NoPlace,
    /// The move could not be read; it is written back as it was found, so a
    /// note on it would be lost.
    Unreadable,
    /// The comment is longer than a record may hold.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// A marking's text is not an arrow, highlight or square label.
    NotAMarking(String),
    /// A glyph's text is not a glyph.
    NotAGlyph(String),
    /// A square's label is empty, too long, or has a character FAN ends
    /// a marking at.
    BadLabel(String),
}

impl NoteError {
    /// Why, in `w`'s words (the viewer's language); the text typed stays as typed.
    pub fn words(&self, w: &Words) -> String {
        match self {
            NoteError::NoMove => w.t(Msg::RefusedNoteNoMove, &[]),
            NoteError::NotInsideMove => w.t(Msg::RefusedNoteWholeMove, &[]),
            NoteError::NoPlace => w.t(Msg::RefusedNoteNoPlace, &[]),
            NoteError::Unreadable => w.t(Msg::RefusedNoteUnreadable, &[]),
            NoteError::TooLong { bytes } => w.t(
                Msg::RefusedNoteTooLong,
                &[&bytes.to_string(), &MAX_COMMENT_BYTES.to_string()],
            ),
            NoteError::NotAMarking(t) => w.t(Msg::RefusedNoteMarking, &[t.as_str()]),
            // The examples are notation, the same in every language.
            NoteError::NotAGlyph(t) => w.t(Msg::RefusedNoteGlyph, &[t.as_str(), "!, ?, !?, $14"]),
            NoteError::BadLabel(t) => w.t(
                Msg::RefusedNoteLabel,
                &[t.as_str(), &MAX_LABEL_CHARS.to_string()],
            ),
        }
    }
}

/// In English, as the API's and the tests' errors say it.
impl fmt::Display for NoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl std::error::Error for NoteError {}

/// The longest square label, in characters: a label is drawn inside a square.
pub const MAX_LABEL_CHARS: usize = 3;

/// The glyphs the notes panel offers: the six that judge a move and the
/// eight that judge the position, as the chess tools offer them.
pub const PANEL_GLYPHS: [Glyph; 14] = [
    Glyph(1),
    Glyph(2),
    Glyph(3),
    Glyph(4),
    Glyph(5),
    Glyph(6),
    Glyph(10),
    Glyph(13),
    Glyph(14),
    Glyph(15),
    Glyph(16),
    Glyph(17),
    Glyph(18),
    Glyph(19),
];

/// A drawn marking (arrow, highlight, label) that FAN writes and reads back
/// as itself; else why not.
fn drawable(m: &Marking, written: &str) -> Result<(), NoteError> {
    match m {
        Marking::Arrow { .. } | Marking::Highlight { .. } => Ok(()),
        Marking::Square { label, .. } => {
            let n = label.chars().count();
            let bad = |c: char| c.is_whitespace() || c.is_control() || "\"[]@".contains(c);
            if n == 0 || n > MAX_LABEL_CHARS || label.chars().any(bad) {
                Err(NoteError::BadLabel(label.clone()))
            } else {
                Ok(())
            }
        }
        _ => Err(NoteError::NotAMarking(written.to_owned())),
    }
}

/// Where a comment and markings are kept: before a move (its position
/// comment and markings) or after a step of it (its note).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// Before the move into this node.
    Before(NodeId),
    /// After step `.1` (0-based) of the move into this node; a Morabaraba
    /// move's one note.
    After(NodeId, usize),
}

/// What the annotation panel shows at the cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notes {
    /// The position's comment (`Some("")` never: `None` when there is none).
    pub position: Option<String>,
    /// Whether the position shown can take a comment and markings.
    pub position_editable: bool,
    /// The comment on the move at the cursor.
    pub move_comment: Option<String>,
    /// Whether there is a move at the cursor (not the start) that can take notes.
    pub move_editable: bool,
    /// The step's comment, the cursor inside a move.
    pub step: Option<String>,
    /// Whether the cursor is inside a move.
    pub inside: bool,
    /// The glyphs on the move at the cursor.
    pub glyphs: Vec<Glyph>,
    /// The markings on the position shown, as FAN writes them (`@ad2d4=G @hc3=R`).
    pub markings: String,
    /// Each editable header field's value (empty when absent).
    pub header: Vec<(HeaderField, String)>,
}

fn readable(tree: &Tree, id: NodeId) -> Result<(), NoteError> {
    match &tree.node(id).error {
        Some(e) if !e.rest.is_empty() => Err(NoteError::Unreadable),
        _ => Ok(()),
    }
}

fn note_mut(tree: &mut Tree, place: Place) -> Option<(&mut Option<String>, &mut Vec<Marking>)> {
    let (id, step) = match place {
        Place::Before(id) => (id, None),
        Place::After(id, k) => (id, Some(k)),
    };
    let mv = tree.node_mut(id).mv.as_mut()?;
    match (step, &mut mv.kind) {
        (None, _) => Some((&mut mv.before_comment, &mut mv.before_markings)),
        (Some(k), MoveKind::Steps(s)) => s
            .get_mut(k)
            .map(|s| (&mut s.note.comment, &mut s.note.markings)),
        (Some(_), MoveKind::Morabaraba(_, note)) => Some((&mut note.comment, &mut note.markings)),
        _ => None,
    }
}

fn note(tree: &Tree, place: Place) -> Option<(&Option<String>, &Vec<Marking>)> {
    let (id, step) = match place {
        Place::Before(id) => (id, None),
        Place::After(id, k) => (id, Some(k)),
    };
    let mv = tree.node(id).mv.as_ref()?;
    match (step, &mv.kind) {
        (None, _) => Some((&mv.before_comment, &mv.before_markings)),
        (Some(k), MoveKind::Steps(s)) => s.get(k).map(|s| (&s.note.comment, &s.note.markings)),
        (Some(_), MoveKind::Morabaraba(_, note)) => Some((&note.comment, &note.markings)),
        _ => None,
    }
}

/// The text a comment is stored as: trimmed, empty for none, every character
/// as typed (FAN's writer escapes `"` and `\\`, PGN's `}` and `\\`). The limit
/// counts the text as FAN writes it, which is what a reader of the record counts.
fn comment_text(text: &str) -> Result<Option<String>, NoteError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let bytes = crate::fan::comment_written_len(t);
    if bytes > MAX_COMMENT_BYTES {
        return Err(NoteError::TooLong { bytes });
    }
    Ok(Some(t.to_owned()))
}

/// Two markings are of one place when they are the same arrow, or on the
/// same square as highlight or label: drawing one again takes it away or
/// changes it.
fn same_spot(a: &Marking, b: &Marking) -> bool {
    match (a, b) {
        (Marking::Arrow { from, to, .. }, Marking::Arrow { from: f, to: t, .. }) => {
            from == f && to == t
        }
        (Marking::Highlight { square, .. }, Marking::Highlight { square: s, .. })
        | (Marking::Square { square, .. }, Marking::Square { square: s, .. }) => square == s,
        _ => false,
    }
}

impl Viewer {
    fn whole(&self) -> bool {
        self.cursor.is_whole(&self.record.tree)
    }

    /// The last step shown of the cursor's move, as a place; `None` at the
    /// start or for a move without steps (a setup, an end word).
    fn step_place(&self) -> Option<Place> {
        let Cursor { node, shown } = self.cursor;
        let mv = self.record.tree.node(node).mv.as_ref()?;
        match &mv.kind {
            MoveKind::Steps(s) if shown > 0 && shown <= s.len() => {
                Some(Place::After(node, shown - 1))
            }
            MoveKind::Morabaraba(..) => Some(Place::After(node, 0)),
            _ => None,
        }
    }

    /// Before the next main-line move, the cursor at a whole move.
    fn before_next(&self) -> Option<Place> {
        let tree = &self.record.tree;
        self.whole()
            .then(|| tree.main_child(self.cursor.node))
            .flatten()
            .map(Place::Before)
    }

    /// Where the comment on the position shown is kept (see the module's doc).
    fn position_comment_place(&self) -> Option<Place> {
        if self.whole() {
            self.before_next().or_else(|| self.step_place())
        } else {
            self.step_place()
        }
    }

    /// Where new markings on the position shown go.
    fn marking_place(&self) -> Option<Place> {
        self.step_place().or_else(|| self.before_next())
    }

    fn place_readable(&self, place: Place) -> Result<(), NoteError> {
        let (Place::Before(id) | Place::After(id, _)) = place;
        readable(&self.record.tree, id)
    }

    /// The comment on the position at the end of a line, kept after its
    /// last step (see the module's doc): the element shows it as the
    /// position's, not as a step's.
    pub(in crate::viewer) fn end_of_line_comment(&self) -> Option<String> {
        let tree = &self.record.tree;
        if !self.whole() || tree.main_child(self.cursor.node).is_some() {
            return None;
        }
        let place = self.step_place()?;
        note(tree, place).and_then(|(c, _)| c.clone())
    }

    /// What the annotation panel shows at the cursor.
    pub fn notes(&self) -> Notes {
        let tree = &self.record.tree;
        let c = self.cursor;
        let mv = tree.node(c.node).mv.as_ref();
        let move_readable = mv.is_some() && readable(tree, c.node).is_ok();
        let position_place = self
            .position_comment_place()
            .filter(|p| self.place_readable(*p).is_ok());
        let comment_at =
            |p: Option<Place>| p.and_then(|p| note(tree, p)).and_then(|(c, _)| c.clone());
        let inside = !self.whole();
        let markings = self
            .markings()
            .iter()
            .map(|m| format!("@{}", m.text()))
            .collect::<Vec<_>>()
            .join(" ");
        Notes {
            position: if inside {
                None
            } else {
                comment_at(position_place)
            },
            position_editable: !inside && position_place.is_some(),
            move_comment: mv.and_then(|m| m.comment.clone()),
            move_editable: move_readable,
            step: if inside {
                comment_at(position_place)
            } else {
                None
            },
            inside,
            glyphs: mv.map(crate::record::Move::glyphs).unwrap_or_default(),
            markings,
            header: HeaderField::ALL
                .into_iter()
                .map(|f| (f, self.header_value(f).unwrap_or_default().to_owned()))
                .collect(),
        }
    }

    /// Sets (or, with empty text, clears) a comment at the cursor.
    pub fn set_comment(&mut self, on: CommentOn, text: &str) -> Result<(), NoteError> {
        let value = comment_text(text)?;
        let tree = &self.record.tree;
        let node = self.cursor.node;
        match on {
            CommentOn::Move => {
                if tree.node(node).mv.is_none() {
                    return Err(NoteError::NoMove);
                }
                readable(tree, node)?;
                if let Some(m) = self.record.tree.node_mut(node).mv.as_mut() {
                    m.comment = value;
                }
            }
            CommentOn::Position | CommentOn::Step => {
                if on == CommentOn::Step && self.whole() {
                    return Err(NoteError::NotInsideMove);
                }
                let place = self.position_comment_place().ok_or(NoteError::NoPlace)?;
                self.place_readable(place)?;
                let (comment, _) =
                    note_mut(&mut self.record.tree, place).ok_or(NoteError::NoPlace)?;
                *comment = value;
            }
        }
        self.tree_changed();
        Ok(())
    }

    /// Puts a glyph on the move at the cursor, or takes it off if it is
    /// there; a glyph of the same class (`!` and `?`; `+-` and `=`) is
    /// replaced. Returns whether the glyph is now on the move.
    pub fn toggle_glyph(&mut self, glyph: Glyph) -> Result<bool, NoteError> {
        let node = self.cursor.node;
        if self.record.tree.node(node).mv.is_none() {
            return Err(NoteError::NoMove);
        }
        readable(&self.record.tree, node)?;
        let Some(mv) = self.record.tree.node_mut(node).mv.as_mut() else {
            return Err(NoteError::NoMove);
        };
        let ms = &mut mv.before_markings;
        let on = match ms.iter().position(|m| *m == Marking::Glyph(glyph)) {
            Some(i) => {
                ms.remove(i);
                false
            }
            None => {
                crate::record::add_glyph(ms, glyph);
                true
            }
        };
        self.tree_changed();
        Ok(on)
    }

    /// Draws an arrow, highlight or square label on the position shown, or
    /// takes it away when the same one is there; one of another colour (or
    /// label) on the same spot is changed. Returns whether it is now shown.
    pub fn toggle_marking(&mut self, marking: Marking) -> Result<bool, NoteError> {
        drawable(&marking, &marking.text())?;
        let places = [self.marking_place(), self.before_next()];
        let tree = &self.record.tree;
        let found = places.into_iter().flatten().find_map(|p| {
            let (_, ms) = note(tree, p)?;
            ms.iter()
                .position(|m| same_spot(m, &marking))
                .map(|i| (p, i))
        });
        let on = match found {
            Some((place, i)) => {
                self.place_readable(place)?;
                let (_, ms) = note_mut(&mut self.record.tree, place).ok_or(NoteError::NoPlace)?;
                if ms[i] == marking {
                    ms.remove(i);
                    false
                } else {
                    ms[i] = marking;
                    true
                }
            }
            None => {
                let place = self.marking_place().ok_or(NoteError::NoPlace)?;
                self.place_readable(place)?;
                let (_, ms) = note_mut(&mut self.record.tree, place).ok_or(NoteError::NoPlace)?;
                ms.push(marking);
                true
            }
        };
        self.tree_changed();
        Ok(on)
    }

    /// Replaces the markings on the position shown by those written in FAN
    /// (`@ad2d4=G @hc3=R @xd4=A`, the `@` optional; empty text clears them).
    /// Nothing changes when any of them is not an arrow, highlight or label.
    pub fn set_markings(&mut self, text: &str) -> Result<(), NoteError> {
        let mut wanted = Vec::new();
        for word in text.split_whitespace() {
            let body = word.strip_prefix('@').unwrap_or(word);
            let m = Marking::parse(body);
            drawable(&m, word)?;
            if !wanted.iter().any(|w| same_spot(w, &m)) {
                wanted.push(m);
            }
        }
        let target = self.marking_place();
        let places: Vec<Place> = [target, self.before_next()].into_iter().flatten().collect();
        if target.is_none() {
            return if wanted.is_empty() {
                Ok(())
            } else {
                Err(NoteError::NoPlace)
            };
        }
        for p in &places {
            self.place_readable(*p)?;
        }
        // Every drawn marking goes; the glyphs and times written beside them stay.
        for p in places {
            if let Some((_, ms)) = note_mut(&mut self.record.tree, p) {
                ms.retain(|m| {
                    !matches!(
                        m,
                        Marking::Arrow { .. } | Marking::Highlight { .. } | Marking::Square { .. }
                    )
                });
            }
        }
        if let Some((_, ms)) = target.and_then(|p| note_mut(&mut self.record.tree, p)) {
            ms.extend(wanted);
        }
        self.tree_changed();
        Ok(())
    }

    fn header_value(&self, field: HeaderField) -> Option<&str> {
        field.names().iter().find_map(|n| self.record.header.get(n))
    }

    /// Sets a header field, or with empty text removes it. Line breaks
    /// become spaces (a header field is one line).
    pub fn set_header(&mut self, field: HeaderField, value: &str) {
        let value: String = value
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect::<String>()
            .trim()
            .to_owned();
        let names = field.names();
        let fields = &mut self.record.header.fields;
        if value.is_empty() {
            fields.retain(|(k, _)| !names.iter().any(|n| n.eq_ignore_ascii_case(k)));
            return;
        }
        let name = names
            .iter()
            .find(|n| self.record.header.get(n).is_some())
            .unwrap_or(&names[0]);
        self.record.header.set(name, value);
    }
}

#[cfg(test)]
#[path = "annotate_tests.rs"]
mod tests;
