//! Writing Howdah's canonical form: tags, the game comment, one move a
//! line, `(` and `)` on lines of their own around each alternative, the
//! result token last.
//!
//! Our tree keeps annotations where FAN writes them; Howdah has three
//! places for text (the game comment, a variation's intro, a move's
//! comment), so a comment or shape before a move in mid-line joins the
//! previous move's comment. Step comments and markings on steps other than
//! the last have no Howdah place and are not written (see the README).
//! The walk is iterative, like [`Tree::walk`]: no depth of nesting can
//! overflow the stack.

use super::commands::Take;
use super::ending::{howdah_ending, said_by_end, stated_by_tags, Ending};
use super::game::end_word;
use super::names::tags_of;
use super::write_decided::board_outcomes;
use super::write_note::Note;
use super::write_tags::{write_tags, FromTree, RESULT_TOKENS};
use crate::record::{Marking, MoveKind, NodeId, Record, Tree, Variant};
use crate::{Outcome, RuleSet};
use std::fmt::{self, Write};

/// Why a record cannot be written as a Howdah record.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WriteError {
    /// Howdah records hold Arimaa games only.
    Morabaraba,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Morabaraba => f.write_str("a Howdah record cannot hold a Morabaraba game"),
        }
    }
}

impl std::error::Error for WriteError {}

/// Writes a record in Howdah's canonical form. The result token closes the
/// game when the record has a result (its `Result` field, or the end of its
/// main line); an empty record is the empty string.
pub fn write(record: &Record) -> Result<String, WriteError> {
    write_game(record).map(|(text, _)| text)
}

/// Writes records as one Howdah collection: each game in canonical form, a
/// blank line between games. A game without a result ends with `*` only
/// where Howdah could not tell it from the next: when it has no move text
/// (only tags, or nothing), or the next game does not start with a tag.
pub fn write_all(records: &[Record]) -> Result<String, WriteError> {
    let games = records
        .iter()
        .map(write_game)
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = String::new();
    for (i, (text, closed)) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(text);
        if needs_star(text, *closed, games.get(i + 1).map(|(t, _)| t.as_str())) {
            out.push_str("*\n");
        }
    }
    Ok(out)
}

/// Game `i` of `records` as [`write_all`] writes it (without the blank line
/// before it), for a writer that sends games out one by one.
pub fn write_of(records: &[Record], i: usize) -> Result<String, WriteError> {
    let (mut text, closed) = write_game(&records[i])?;
    let next = records.get(i + 1).map(|r| write_game(r).map(|(t, _)| t));
    let next = next.map(|n| n.unwrap_or_default());
    if needs_star(&text, closed, next.as_deref()) {
        text.push_str("*\n");
    }
    Ok(text)
}

/// Whether a game with no result token needs `*` before the next game's
/// text: when it has no move text, or the next one starts with no tag.
fn needs_star(text: &str, closed: bool, next: Option<&str>) -> bool {
    let has_moves = text.lines().any(|l| !l.is_empty() && !l.starts_with('['));
    !closed && next.is_some_and(|next| !next.starts_with('[') || !has_moves)
}

/// The game's text, and whether a result token closes it.
fn write_game(record: &Record) -> Result<(String, bool), WriteError> {
    let w = Writer::of(record)?;
    let mut out = String::new();
    let result = write_tags(&mut out, &record.header, &w.tag_facts());
    w.write_moves(&mut out);
    // A `Result` that is no token stays in its tag only.
    let token = result.filter(|r| RESULT_TOKENS.contains(&r.as_str()));
    if let Some(token) = &token {
        out.push_str(token);
        out.push('\n');
    }
    Ok((out, token.is_some()))
}

/// The game's result as Howdah reads the record our writer writes for it:
/// the board's at the main line's end, else its result tags', else its end
/// word's (see the `ending` module); `None` where Howdah gives none (`lost`,
/// a draw, `*`, no result). A Morabaraba record has none.
pub fn result_of(record: &Record) -> Option<Ending> {
    let w = Writer::of(record).ok()?;
    let facts = w.tag_facts();
    howdah_ending(facts.board, &tags_of(&record.header), facts.end)
}

/// The result a record's tags state as Howdah reads them (`Result` `1-0`
/// or `0-1` and a one-letter `ResultCode`), whatever the board says.
pub fn tags_result(record: &Record) -> Option<Ending> {
    stated_by_tags(&tags_of(&record.header)).map(Ending::from)
}

/// What is left to write, the next on top of the stack.
enum Work {
    /// The rest of a line after this node: each main move with its
    /// alternatives after it, up to the line's end.
    Line(NodeId),
    /// A node that opens its own line (in a block): its line, then the rest.
    Enter(NodeId),
    /// A `(` … `)` block holding the line that starts at this node.
    Block(NodeId),
    /// The line of a node ending the game by a word (`3s resigns`).
    EndWord(NodeId),
    /// A block's `)`.
    Close,
}

struct Writer<'a> {
    tree: &'a Tree,
    /// The board's outcome at each node.
    outcomes: Vec<Option<Outcome>>,
    /// Whether each node is on the main line.
    on_main: Vec<bool>,
}

impl Writer<'_> {
    fn of(record: &Record) -> Result<Writer<'_>, WriteError> {
        let tree = &record.tree;
        if record.header.variant == Variant::Morabaraba || tree.root().position.arimaa().is_none() {
            return Err(WriteError::Morabaraba);
        }
        let mut on_main = vec![false; tree.len()];
        tree.main_line().for_each(|id| on_main[id.index()] = true);
        Ok(Writer {
            tree,
            outcomes: board_outcomes(tree, RuleSet::Current),
            on_main,
        })
    }

    /// An end word as a node of its own (`resigns`, `lost`, `timeout`,
    /// `forfeit`), written as Howdah's end-word line.
    fn is_end(&self, id: NodeId) -> bool {
        let node = self.tree.node(id);
        let kind = node.mv.as_ref().map(|m| &m.kind);
        !has_rest(node)
            && matches!(
                kind,
                Some(
                    MoveKind::Resign
                        | MoveKind::Lost
                        | MoveKind::Timeout
                        | MoveKind::Forfeit
                        | MoveKind::Result(_)
                )
            )
    }

    /// The game is over here: by the board, or by an end word. Howdah's
    /// node with a result: what follows are continuation blocks.
    fn decided(&self, id: NodeId) -> bool {
        self.is_end(id) || self.outcomes.get(id.index()).copied().flatten().is_some()
    }

    /// The move written right after `id` in the same line, whose
    /// before-annotations join `id`'s comment.
    fn next_in_line(&self, id: NodeId) -> Option<NodeId> {
        if self.decided(id) {
            return None;
        }
        self.tree.main_child(id)
    }

    fn tag_facts(&self) -> FromTree {
        let tree = self.tree;
        let root = tree.root().position.arimaa().copied();
        let mut end = NodeId::ROOT;
        let mut plies = 0;
        // The main line ends where the game does (a decided node) or stops.
        while let Some(next) = self.next_in_line(end) {
            end = next;
            plies += usize::from(!self.is_end(next));
        }
        let node = tree.node(end);
        let said = node.mv.as_ref().filter(|_| self.is_end(end));
        let board = self.outcomes.get(end.index()).copied().flatten();
        FromTree {
            start: root.filter(|p| !p.board.occupied().is_empty()),
            plies,
            board: board.and_then(|o| {
                Some(Ending {
                    winner: o.winner?,
                    code: o.termination.code(),
                })
            }),
            end: said.and_then(|m| said_by_end(&m.kind, m.label.color)),
        }
    }

    fn write_moves(&self, out: &mut String) {
        let tree = self.tree;
        // The game comment: the start's own, and what our tree holds before
        // the first move.
        let mut game_comment = Note::default();
        game_comment.text(tree.start_comment());
        if let Some(first) = tree.main_child(NodeId::ROOT) {
            game_comment = self.intro_into(game_comment, first);
        }
        let kept = tree
            .main_child(NodeId::ROOT)
            .map(|f| &tree.node(f).spelling);
        if game_comment.write_kept(out, kept.and_then(|s| s.intro.as_ref()), Take::Position) {
            out.push('\n');
        }
        let mut stack = vec![Work::Line(NodeId::ROOT)];
        while let Some(work) = stack.pop() {
            match work {
                Work::Line(id) => {
                    let children = &tree.node(id).children;
                    let blocks = if self.decided(id) {
                        // The game ended here: every move after it is analysis.
                        &children[..]
                    } else {
                        let Some((&main, alternatives)) = children.split_first() else {
                            continue;
                        };
                        if self.is_end(main) {
                            stack.push(Work::Enter(main));
                        } else {
                            self.move_line(out, main);
                            stack.push(Work::Line(main));
                        }
                        alternatives
                    };
                    // An end alone in a block is an "empty variation" to
                    // Howdah: an alternative ending has no Howdah form.
                    let blocks = blocks.iter().rev().filter(|&&c| !self.is_end(c));
                    stack.extend(blocks.map(|&c| Work::Block(c)));
                }
                Work::Enter(id) => {
                    if self.is_end(id) {
                        // Blocks first: nothing may follow an end word in its line.
                        stack.push(Work::EndWord(id));
                        let after = &tree.node(id).children;
                        stack.extend(after.iter().rev().map(|&c| Work::Block(c)));
                    } else {
                        self.move_line(out, id);
                        stack.push(Work::Line(id));
                    }
                }
                Work::Block(id) => {
                    out.push_str("(\n");
                    let kept = tree.node(id).spelling.intro.as_ref();
                    if self.intro(id).write_kept(out, kept, Take::Position) {
                        out.push('\n');
                    }
                    stack.push(Work::Close);
                    stack.push(Work::Enter(id));
                }
                Work::EndWord(id) => self.end_line(out, id),
                Work::Close => out.push_str(")\n"),
            }
        }
    }

    /// A line's first move's before-annotations: the game comment or a
    /// block's intro.
    fn intro(&self, id: NodeId) -> Note {
        self.intro_into(Note::default(), id)
    }

    fn intro_into(&self, mut note: Note, id: NodeId) -> Note {
        if let Some(mv) = self.tree.node(id).mv.as_ref() {
            note.text(mv.before_comment.as_deref());
            note.position(&mv.before_markings);
        }
        note
    }

    /// The line of a node ending its line: its end word, or for a stated
    /// result its `1-0 r` in a block (on the main line the tags and the
    /// closing token say it).
    fn end_line(&self, out: &mut String, id: NodeId) {
        let node = self.tree.node(id);
        let Some(mv) = node.mv.as_ref() else { return };
        match &mv.kind {
            MoveKind::Result(r) => {
                // An end word read before the result line (`2s lost`, then
                // `0-1 r`): Howdah keeps both, the word first.
                let word = node
                    .spelling
                    .end_word
                    .as_deref()
                    .filter(|w| end_word(w).is_some());
                if let Some(w) = word {
                    self.move_line(out, id);
                    let said = end_word(w).and_then(|k| said_by_end(&k, mv.label.color));
                    if said == Some(Ending::from(*r)) {
                        return;
                    }
                }
                if !self.on_main[id.index()] {
                    out.push_str(&r.token_line());
                    out.push('\n');
                }
            }
            _ => self.move_line(out, id),
        }
    }

    /// `label tokens glyphs {comment}` and a newline.
    fn move_line(&self, out: &mut String, id: NodeId) {
        let node = self.tree.node(id);
        let Some(mv) = node.mv.as_ref() else { return };
        let _ = write!(out, "{}", mv.label);
        let mut note = Note::default();
        match node.error.as_ref().filter(|e| !e.rest.is_empty()) {
            Some(e) => {
                // An unreadable move is written back as it was found, on
                // one line, since a Howdah move ends at its line's end.
                out.push(' ');
                out.extend(e.rest.lines().flat_map(|l| [" ", l]).skip(1));
            }
            None => {
                let word = node.spelling.end_word.as_deref();
                // A result's word is its spelling alone (`end_line`).
                let kept = |w: &&str| {
                    end_word(w).as_ref() == Some(&mv.kind)
                        || (matches!(mv.kind, MoveKind::Result(_)) && end_word(w).is_some())
                };
                match word.filter(kept) {
                    Some(w) => {
                        out.push(' ');
                        out.push_str(w);
                    }
                    None => body(out, &mv.kind),
                }
                for m in &mv.before_markings {
                    if let Marking::Glyph(g) = m {
                        let _ = write!(out, " {g}");
                    }
                }
                note.text(mv.comment.as_deref());
                note.move_facts(&mv.before_markings);
                if let MoveKind::Steps(steps) = &mv.kind {
                    if let Some(last) = steps.last() {
                        note.step(&last.note.markings);
                    }
                }
            }
        }
        if let Some(next) = self
            .next_in_line(id)
            .and_then(|n| self.tree.node(n).mv.as_ref())
        {
            // Our tree's comment before a move in mid-line is about the
            // position after this one: Howdah's place for it is this comment.
            note.text(next.before_comment.as_deref());
            note.position(&next.before_markings);
        }
        if !note.is_empty() {
            out.push(' ');
            note.write_kept(
                out,
                node.spelling.comment.as_ref(),
                Take::for_move(&mv.kind),
            );
        }
        out.push('\n');
    }
}

fn has_rest(node: &crate::record::Node) -> bool {
    node.error.as_ref().is_some_and(|e| !e.rest.is_empty())
}

/// The words of a move after its label: placements, or steps each followed
/// by its capture token, or the word of a move without steps.
fn body(out: &mut String, kind: &MoveKind) {
    let word = match kind {
        MoveKind::Setup(placements) => {
            for (p, sq) in placements {
                let _ = write!(out, " {p}{sq}");
            }
            return;
        }
        MoveKind::Steps(steps) => {
            for s in steps {
                let _ = write!(out, " {}", s.step);
                if let Some(c) = s.capture {
                    let _ = write!(out, " {}{}x", c.piece, c.square);
                }
            }
            return;
        }
        MoveKind::Morabaraba(m, _) => {
            let _ = write!(out, " {m}");
            return;
        }
        MoveKind::Resign => "resigns",
        MoveKind::Lost => "lost",
        MoveKind::Pass => "pass",
        MoveKind::Timeout => "timeout",
        MoveKind::Forfeit => "forfeit",
        // Written by `end_line`; the word says the same where there is one.
        MoveKind::Result(r) => r.end_word(!r.winner).unwrap_or("lost"),
    };
    out.push(' ');
    out.push_str(word);
}
