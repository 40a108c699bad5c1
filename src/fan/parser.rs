//! FAN reader: header, moves, variations, comments and markings, replayed by
//! the rules engine as they are read.
//!
//! Reading never stops at the first problem ([`read`]). A malformed or
//! illegal move becomes a node holding the steps that were legal, the error,
//! and the unread rest of its line; reading goes on after that line.
//! [`read_strict`] turns the first such error into a failure instead.

use super::lexer::{tokenize, Span, Token, TokenKind};
use super::word::{classify, classify_morabaraba, MoveWord};
use crate::notation::start::parse_start;
use crate::record::{
    ErrorKind, Expected, Header, Limit, Marking, Misplaced, Move, MoveKind, NodeError, NodeId,
    NodePosition, Record, StatedResult, StepNote, Tree, Unclosed, Variant, FAN_MAGIC,
};
use crate::{Board, Color, Game, Position, RuleSet, TurnLabel};

/// The game a line is replayed on: the structure of FAN is shared, the
/// moves are the variant's.
#[derive(Clone)]
enum Line {
    Arimaa(Game),
    /// The Morabaraba positions of the line so far (the last is current);
    /// undo pops one.
    Cows(Vec<crate::morabaraba::Position>),
}

impl Line {
    fn label(&self) -> TurnLabel {
        match self {
            Line::Arimaa(g) => g.label(),
            Line::Cows(stack) => {
                let played = (stack.len() - 1) as u32;
                let color = if played % 2 == 0 {
                    Color::Gold
                } else {
                    Color::Silver
                };
                TurnLabel::new(played / 2 + 1, color)
            }
        }
    }
    fn undo(&mut self) -> bool {
        match self {
            Line::Arimaa(g) => g.undo(),
            Line::Cows(stack) if stack.len() > 1 => stack.pop().is_some(),
            Line::Cows(_) => false,
        }
    }
}

use super::comment::unescape;
use crate::limits::{MAX_NODES, MAX_VARIATION_DEPTH};

/// How to read a record.
#[derive(Clone, Copy, Debug, Default)]
#[non_exhaustive]
pub struct ReadOptions {
    /// The rules the moves are played by (records from before 2008-07-01
    /// were played by other repetition and elimination rules).
    pub rules: RuleSet,
    /// An Arimaa position the moves start from, with the label of its
    /// turn (a puzzle, a diagram), instead of the empty board before setup.
    pub start: Option<(Position, TurnLabel)>,
}

impl ReadOptions {
    /// Reading by `rules`.
    pub fn rules(rules: RuleSet) -> ReadOptions {
        ReadOptions { rules, start: None }
    }

    /// Reading from `position`, whose turn is `label`.
    #[must_use]
    pub fn from_position(mut self, position: Position, label: TurnLabel) -> ReadOptions {
        self.start = Some((position, label));
        self
    }
}

/// A record read leniently: everything readable, and every problem found.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The record as far as it could be read.
    pub record: Record,
    /// Every problem, in reading order, with the node it concerns: the move
    /// it broke, or the node reading had reached. The first problem of a
    /// move is also its node's [`crate::record::Node::error`].
    pub errors: Vec<(NodeId, NodeError)>,
}

impl Parsed {
    /// The first problem, if any.
    pub fn first_error(&self) -> Option<&NodeError> {
        self.errors.first().map(|(_, e)| e)
    }

    /// The record, or its first problem.
    // A NodeError is large, but it is made once per failed read, not per move.
    #[allow(clippy::result_large_err)]
    pub fn into_result(self) -> Result<Record, NodeError> {
        match self.errors.into_iter().next() {
            Some((_, e)) => Err(e),
            None => Ok(self.record),
        }
    }
}

/// Reads a FAN record (or plain arimaa.com move text, which FAN extends)
/// by the current rules; never fails: problems are in [`Parsed::errors`].
pub fn read(src: &str) -> Parsed {
    read_with(src, ReadOptions::default())
}

/// [`read`] with options.
pub fn read_with(src: &str, options: ReadOptions) -> Parsed {
    parse(src, options, false)
}

/// Reads a record that must be free of problems: the first one is the error.
#[allow(clippy::result_large_err)]
pub fn read_strict(src: &str) -> Result<Record, NodeError> {
    read_strict_with(src, ReadOptions::default())
}

/// [`read_strict`] with options.
#[allow(clippy::result_large_err)]
pub fn read_strict_with(src: &str, options: ReadOptions) -> Result<Record, NodeError> {
    parse(src, options, true).into_result()
}

fn parse(src: &str, options: ReadOptions, strict: bool) -> Parsed {
    if let Some(limit) = Limit::record_too_large(src.len()) {
        return Parsed {
            record: Record {
                header: Header::default(),
                tree: Tree::new(Position::new(Board::empty(), Color::Gold)),
            },
            errors: vec![(NodeId::ROOT, NodeError::at_start(limit))],
        };
    }
    let (header, body_start, position_field, joined) = parse_header(src);
    let tokens = tokenize(src, body_start);
    let mut options = options;
    let mut header_errors = Vec::new();
    if let Some((line, column, token)) = joined {
        header_errors.push((
            NodeId::ROOT,
            NodeError {
                kind: Misplaced::JoinedLines.into(),
                line,
                column,
                token,
                rest: String::new(),
            },
        ));
    }
    if let (Variant::Arimaa, None, Some((value, line))) =
        (header.variant, options.start, position_field)
    {
        match parse_start(&value) {
            Ok(None) => {}
            Ok(Some(v)) => {
                let side = v.position.side;
                // As in Howdah records, the first move's label numbers the start.
                let first = tokens.iter().find_map(|t| match t.kind {
                    TokenKind::Word(w) => Some(classify(w)),
                    _ => None,
                });
                let label = match first {
                    Some(Some(MoveWord::Label(l))) if l.color == side && l.number >= 2 => l,
                    _ => TurnLabel::new(v.number.unwrap_or(2), side),
                };
                options.start = Some((v.position, label));
            }
            Err(e) => header_errors.push((
                NodeId::ROOT,
                NodeError {
                    kind: e.into(),
                    line,
                    column: 1,
                    token: "Position".into(),
                    rest: String::new(),
                },
            )),
        }
    }
    // Every node holds its game's position, the root included.
    let start: NodePosition = match (header.variant, options.start) {
        (Variant::Arimaa, Some((position, _))) => position.into(),
        (Variant::Arimaa, None) => Position::new(Board::empty(), Color::Gold).into(),
        (Variant::Morabaraba, _) => crate::morabaraba::Position::new().into(),
    };
    let mut p = Parser {
        variant: header.variant,
        src,
        tokens,
        i: 0,
        tree: Tree::new(start),
        errors: Vec::new(),
        options,
        strict,
        reordered: false,
    };
    if let Some((_, e)) = header_errors.first() {
        p.tree.node_mut(NodeId::ROOT).error = Some(e.clone());
    }
    p.errors = header_errors;
    p.run();
    if p.reordered {
        // Node ids change with the numbering: the errors follow their nodes.
        let (tree, new_id) = p.tree.renumbered();
        for (id, _) in &mut p.errors {
            *id = new_id[id.index()];
        }
        p.tree = tree;
    }
    Parsed {
        record: Record {
            header,
            tree: p.tree,
        },
        errors: p.errors,
    }
}

/// Reads `FAN31415926`, then `Name: value` lines up to a blank line or the
/// first move. arimaa.com tag lines without the magic are read the same way.
/// Reads only a record's header (its tags), without reading or playing
/// the moves: what a caller needs to name or sort games before reading them.
pub fn read_header(src: &str) -> Header {
    parse_header(src).0
}

/// A `Position` field's value and line.
type PositionField = Option<(String, usize)>;

/// Where a header line runs on into the moves: line, column and the move's label.
type JoinedAt = Option<(usize, usize, String)>;

/// A move label inside a line, with a step or placement after it.
struct RunOn<'a> {
    /// Byte offset of the label in the line.
    byte: usize,
    /// Its column, in characters from 1.
    column: usize,
    label: &'a str,
}

/// The header, where the moves start, the `Position` field (no field of the
/// record but its start position), and where a header line holds moves.
fn parse_header(src: &str) -> (Header, Span, PositionField, JoinedAt) {
    let mut position = None;
    let mut joined = None;
    let mut header = Header::default();
    let mut offset = 0;
    let mut line_no = 1;
    let mut body_column = 1;
    let mut lines = src.split_inclusive('\n').peekable();
    let mut seen_any = false;
    while let Some(full) = lines.next() {
        // A header line that holds moves: the record's lines were joined (HTML
        // minifiers do this). The header keeps what comes before the first
        // move, the moves are read from there, and the reader says so.
        let run_on = header_line(full).then(|| moves_in(full)).flatten();
        let line = run_on.as_ref().map_or(full, |at| &full[..at.byte]);
        let mut t = line.trim();
        if run_on.is_some() && !seen_any {
            if let Some(rest) = t.strip_prefix(FAN_MAGIC) {
                seen_any = true;
                t = rest.trim();
            }
        }
        if t.is_empty() && run_on.is_some() {
            // Only the magic before the moves: they start below.
        } else if t.is_empty() {
            if seen_any {
                offset += line.len();
                line_no += 1;
                break;
            }
        } else if t == FAN_MAGIC {
            seen_any = true;
        } else if let Some((name, value)) = tag(t) {
            seen_any = true;
            let tag_line = line_no;
            let mut value = value.trim().to_owned();
            if value == "-=+=-" {
                // Multi-line value: lines up to one starting with the marker.
                let mut parts = Vec::new();
                for l in lines.by_ref() {
                    offset += l.len();
                    line_no += 1;
                    if l.trim_start().starts_with("-=+=-") {
                        break;
                    }
                    parts.push(l.trim_end_matches(['\n', '\r']).to_owned());
                }
                value = parts.join("\n");
            }
            // A value the header cannot hold as such (a second `Version`, one
            // that is no number, an unknown variant) stays a plain field, so
            // writing the record back loses nothing.
            match name.trim().to_ascii_lowercase().as_str() {
                "position" if position.is_none() => position = Some((value, tag_line)),
                "version" if header.version.is_none() && value.parse::<u32>().is_ok() => {
                    header.version = value.parse().ok()
                }
                "variant" if value.eq_ignore_ascii_case("morabaraba") => {
                    header.variant = Variant::Morabaraba
                }
                "variant" if value.eq_ignore_ascii_case("arimaa") => {
                    header.variant = Variant::Arimaa
                }
                _ => header.fields.push((name.trim().to_owned(), value)),
            }
        } else {
            break;
        }
        if let Some(at) = run_on {
            joined = Some((line_no, at.column, at.label.to_owned()));
            offset += at.byte;
            body_column = at.column;
            break;
        }
        offset += line.len();
        line_no += 1;
    }
    (
        header,
        Span {
            line: line_no,
            column: body_column,
            offset,
        },
        position,
        joined,
    )
}

/// A trimmed line's `Name: value` tag, if it is one (and not a move whose
/// comment holds a colon).
fn tag(t: &str) -> Option<(&str, &str)> {
    let first = t.split_whitespace().next().unwrap_or("");
    t.split_once(':')
        .filter(|(n, _)| is_tag_name(n) && classify(first).is_none())
}

/// Whether `line` is the magic or a tag.
fn header_line(line: &str) -> bool {
    let t = line.trim();
    t.starts_with(FAN_MAGIC) || tag(t).is_some()
}

/// The first move label in `line` after its start that a step, placement or
/// Morabaraba move follows.
fn moves_in(line: &str) -> Option<RunOn<'_>> {
    let mut words = line.split_whitespace().peekable();
    while let Some(word) = words.next() {
        let is_label = matches!(classify(word), Some(MoveWord::Label(_)));
        let steps_follow = words.peek().is_some_and(|w| {
            matches!(classify(w), Some(MoveWord::Items(_)))
                || matches!(classify_morabaraba(w), Some(MoveWord::Morabaraba(_)))
        });
        // `word` is a slice of `line`: its offset is the distance between them.
        let byte = word.as_ptr() as usize - line.as_ptr() as usize;
        if is_label && steps_follow && byte > 0 {
            let column = line[..byte].chars().count() + 1;
            return Some(RunOn {
                byte,
                column,
                label: word,
            });
        }
    }
    None
}

fn is_tag_name(n: &str) -> bool {
    !n.is_empty()
        && n.len() <= 40
        && n.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == ' ')
}

/// One line being read: the main line or a variation.
struct Frame {
    game: Line,
    /// Where the next move attaches.
    cur: NodeId,
    /// The last move read in this line (a variation replaces it).
    last: Option<NodeId>,
    /// Whether `last` was played on `game` (and so must be undone to branch).
    last_played: bool,
    /// Moves read in this line so far.
    moves: usize,
    /// A takeback was read: the next move becomes the main line.
    promote: bool,
    open: Option<Span>,
}

struct Parser<'a> {
    variant: Variant,
    src: &'a str,
    tokens: Vec<Token<'a>>,
    i: usize,
    tree: Tree,
    errors: Vec<(NodeId, NodeError)>,
    options: ReadOptions,
    /// Stop at the first problem (and refuse a few forms lenient reading allows).
    strict: bool,
    /// A takeback put a later move before an earlier one.
    reordered: bool,
}

/// A move as written, before it is played.
#[derive(Default)]
struct Pending {
    /// The label and the index of its token.
    label: Option<(TurnLabel, usize)>,
    before_comment: Option<String>,
    before_markings: Vec<Marking>,
    /// Each word with the index of its token and its step's annotations.
    words: Vec<(MoveWord, usize, StepNote)>,
    /// Comments after the last word (the placement rule decides whose they are).
    trailing: Vec<String>,
    extra_position_comments: bool,
    /// A malformed word after the label: its token and the error. The
    /// words before it are still played, so the move keeps its legal part.
    broken: Option<(usize, ErrorKind)>,
}

impl<'a> Parser<'a> {
    fn run(&mut self) {
        let game = match (self.variant, self.options.start) {
            (Variant::Arimaa, Some((position, label))) => {
                Line::Arimaa(Game::from_position(position, label, self.options.rules))
            }
            (Variant::Arimaa, None) => Line::Arimaa(Game::new(self.options.rules)),
            (Variant::Morabaraba, _) => Line::Cows(vec![crate::morabaraba::Position::new()]),
        };
        let mut frames = vec![Frame::new(game, NodeId::ROOT, None)];
        while self.i < self.tokens.len() {
            let tok = self.tokens[self.i].clone();
            if self.tree.len() > MAX_NODES && !matches!(tok.kind, TokenKind::Close) {
                // Stop reading: the error goes on the last node read.
                let target = frames.last().expect("a frame").cur;
                self.record_error(&tok, Limit::Nodes, String::new(), target, true);
                self.i = self.tokens.len();
                frames.truncate(1);
                break;
            }
            match tok.kind {
                TokenKind::Open => {
                    self.i += 1;
                    let top = frames.last().expect("main frame");
                    let Some(last) = top.last else {
                        self.fail_line(&mut frames, &tok, Misplaced::VariationWithoutMove);
                        continue;
                    };
                    if frames.len() > MAX_VARIATION_DEPTH {
                        self.fail_line(&mut frames, &tok, Limit::VariationDepth);
                        continue;
                    }
                    if frames.len() > 1 && top.moves == 1 && self.strict {
                        self.fail_line(&mut frames, &tok, Misplaced::VariationOfFirstMove);
                        continue;
                    }
                    let mut game = top.game.clone();
                    if top.last_played {
                        game.undo();
                    }
                    let parent = self.tree.node(last).parent.expect("moves have parents");
                    frames.push(Frame::new(game, parent, Some(tok.span)));
                }
                TokenKind::Close => {
                    self.i += 1;
                    if frames.len() == 1 {
                        let at = frames[0].cur;
                        self.record_error(
                            &tok,
                            Misplaced::UnmatchedClose,
                            String::new(),
                            at,
                            false,
                        );
                    } else {
                        frames.pop();
                    }
                }
                _ => self.read_move(&mut frames),
            }
        }
        while frames.len() > 1 {
            let f = frames.pop().expect("len > 1");
            let span = f.open.unwrap_or_default();
            let target = f.last.unwrap_or(f.cur);
            self.push_error(
                NodeError {
                    kind: ErrorKind::Unclosed(Unclosed::Variation),
                    line: span.line,
                    column: span.column,
                    token: "[".into(),
                    rest: String::new(),
                },
                target,
                true,
            );
        }
    }

    /// Reads one move (label, annotations, words) and plays it.
    fn read_move(&mut self, frames: &mut [Frame]) {
        let mut pending = Pending::default();
        let start_tok = self.tokens[self.i].clone();
        while self.i < self.tokens.len() {
            let tok = &self.tokens[self.i];
            match &tok.kind {
                TokenKind::Open | TokenKind::Close => break,
                // After a malformed word, reading the move only looks for its
                // comments and its end: the rest of the line is kept verbatim.
                TokenKind::BrokenComment(_) if pending.broken.is_some() => break,
                TokenKind::Marking(_) if pending.broken.is_some() => {}
                TokenKind::Comment(c) if pending.broken.is_some() => {
                    if Limit::comment_too_long(c.len()).is_none() {
                        pending.trailing.push(unescape(c));
                    }
                }
                TokenKind::BrokenComment(_) => {
                    let tok = tok.clone();
                    self.fail_move(
                        frames,
                        pending,
                        &tok,
                        ErrorKind::Unclosed(Unclosed::Comment),
                    );
                    return;
                }
                TokenKind::Comment(c) => {
                    if let Some(limit) = Limit::comment_too_long(c.len()) {
                        let tok = tok.clone();
                        self.fail_move(frames, pending, &tok, limit.into());
                        return;
                    }
                    let c = unescape(c);
                    if pending.words.is_empty() {
                        if pending.before_comment.is_some() {
                            pending.extra_position_comments = true;
                        }
                        pending.before_comment = Some(c);
                    } else {
                        pending.trailing.push(c);
                    }
                }
                TokenKind::Marking(m) => {
                    let m = Marking::parse(m);
                    match pending.words.last_mut() {
                        Some((_, _, note)) => note.markings.push(m),
                        None => pending.before_markings.push(m),
                    }
                }
                TokenKind::Word(w) => {
                    let (word, expected) = match self.variant {
                        Variant::Arimaa => (classify(w), Expected::Word),
                        Variant::Morabaraba => (classify_morabaraba(w), Expected::MorabarabaWord),
                    };
                    let Some(word) = word else {
                        if pending.broken.is_none()
                            && self.variant == Variant::Arimaa
                            && pending.label.is_some()
                        {
                            let expected = expected_in(&pending.words);
                            pending.broken = Some((self.i, ErrorKind::Syntax(expected)));
                        }
                        if pending.broken.is_some() {
                            self.i += 1;
                            continue;
                        }
                        let tok = tok.clone();
                        self.fail_move(frames, pending, &tok, ErrorKind::Syntax(expected));
                        return;
                    };
                    if let MoveWord::Label(l) = word {
                        if pending.label.is_some() {
                            break;
                        }
                        pending.label = Some((l, self.i));
                    } else if pending.broken.is_some() {
                        // A word after the malformed one: not played.
                    } else if pending.label.is_none() {
                        let tok = tok.clone();
                        self.fail_move(frames, pending, &tok, ErrorKind::Syntax(Expected::Label));
                        return;
                    } else {
                        // Comments between words belong to the previous word's step.
                        if let Some((_, _, note)) = pending.words.last_mut() {
                            if !pending.trailing.is_empty() {
                                note.comment =
                                    Some(std::mem::take(&mut pending.trailing).join(" "));
                            }
                        }
                        pending.words.push((word, self.i, StepNote::default()));
                    }
                }
            }
            self.i += 1;
        }
        if pending.label.is_none() && pending.words.is_empty() {
            // Only annotations before a bracket: nothing to play.
            if pending.before_comment.is_some() || !pending.before_markings.is_empty() {
                let at = frames.last().expect("a frame").cur;
                self.record_error(
                    &start_tok,
                    Misplaced::AnnotationOutsideMove,
                    String::new(),
                    at,
                    false,
                );
            }
            return;
        }
        self.play(frames, pending, &start_tok);
    }

    fn play(&mut self, frames: &mut [Frame], mut pending: Pending, start_tok: &Token<'a>) {
        let frame = frames.last_mut().expect("a frame");
        let (label, label_tok) = pending.label.expect("checked by caller");
        if pending.words.is_empty() {
            // arimaa.com ends a game won on the board with the next, empty label.
            let line_ends =
                !matches!(self.tokens.get(self.i), Some(t) if matches!(t.kind, TokenKind::Word(_)));
            if line_ends
                && frame.game.label() == label
                && pending.trailing.is_empty()
                && pending.broken.is_none()
            {
                return;
            }
        }
        // The comment placement rule for the last word.
        let move_comment = match pending.trailing.len() {
            0 => None,
            1 => Some(pending.trailing.remove(0)),
            _ => {
                let m = pending.trailing.pop();
                if let Some((_, _, note)) = pending.words.last_mut() {
                    note.comment = Some(pending.trailing.join(" "));
                }
                m
            }
        }
        .filter(|c| !c.is_empty());
        for (_, _, note) in &mut pending.words {
            if note.comment.as_deref() == Some("") {
                note.comment = None;
            }
        }
        if frame.game.label() != label
            && !matches!(pending.words.first(), Some((MoveWord::Takeback, ..)))
        {
            let expected = frame.game.label();
            let tok = start_tok.clone();
            let error = ErrorKind::Label {
                expected,
                found: label,
            };
            self.fail_pending(frames, pending, move_comment, &tok, error);
            return;
        }
        let mv_base = Move {
            label,
            kind: MoveKind::Pass,
            before_comment: pending.before_comment.take(),
            before_markings: std::mem::take(&mut pending.before_markings),
            comment: move_comment,
        };
        let words: Vec<(MoveWord, StepNote)> = pending
            .words
            .iter()
            .map(|(w, _, n)| (w.clone(), n.clone()))
            .collect();
        let word_tokens: Vec<usize> = pending.words.iter().map(|(_, t, _)| *t).collect();
        let broken = pending.broken.take();
        let played = match &mut frame.game {
            Line::Arimaa(game) => {
                super::replay::play_words(game, words, broken.as_ref().map(|b| b.1.clone()))
            }
            Line::Cows(stack) => super::morabaraba::play_morabaraba_words(stack, &words),
        };
        match played {
            super::replay::Played::Move(kind, position) => {
                let mv = stated_result(Move { kind, ..mv_base });
                self.add(frame, mv, position);
                frame.last_played = true;
            }
            super::replay::Played::Takeback => {
                let parent = self.tree.node(frame.cur).parent;
                match parent {
                    Some(p) if frame.game.undo() => {
                        frame.cur = p;
                        frame.last = None;
                        frame.promote = true;
                    }
                    _ => {
                        let tok = self.tokens[word_tokens[0]].clone();
                        self.record_error(
                            &tok,
                            Misplaced::NothingToTakeBack,
                            String::new(),
                            frame.cur,
                            true,
                        );
                    }
                }
            }
            super::replay::Played::Error {
                kind,
                position,
                at,
                error,
            } => {
                // Past the last word: the move as a whole, or the malformed word.
                let past = broken.map(|b| b.0).or(word_tokens.last().copied());
                let at_tok = word_tokens.get(at).copied().or(past).unwrap_or(label_tok);
                let tok = self.tokens[at_tok].clone();
                let rest = self.rest_from(label_tok + 1).to_owned();
                let mv = Move { kind, ..mv_base };
                let id = self.add(frame, mv, position);
                frame.last_played = false;
                self.record_error(&tok, error, rest, id, true);
                self.skip_line();
            }
        }
    }

    fn add(&mut self, frame: &mut Frame, mv: Move, position: impl Into<NodePosition>) -> NodeId {
        let id = self.tree.add_child(frame.cur, mv, position);
        if std::mem::take(&mut frame.promote) {
            self.reordered = true;
            let children = &mut self.tree.node_mut(frame.cur).children;
            let n = children.len();
            children[..n].rotate_right(1);
        }
        frame.cur = id;
        frame.last = Some(id);
        frame.moves += 1;
        id
    }

    /// A malformed token inside a move: keep what was read as an error node.
    fn fail_move(
        &mut self,
        frames: &mut [Frame],
        pending: Pending,
        tok: &Token<'a>,
        error: ErrorKind,
    ) {
        self.fail_pending(frames, pending, None, tok, error);
    }

    fn fail_pending(
        &mut self,
        frames: &mut [Frame],
        pending: Pending,
        comment: Option<String>,
        tok: &Token<'a>,
        error: ErrorKind,
    ) {
        let frame = frames.last_mut().expect("a frame");
        let label = pending.label.map(|(l, _)| l).unwrap_or(frame.game.label());
        // Everything of this move after its label is kept verbatim.
        let from_tok = match pending.label {
            Some((_, t)) => t + 1,
            None => pending.words.first().map_or(self.i, |w| w.1),
        };
        let rest = self.rest_from(from_tok).to_owned();
        let mv = Move {
            label,
            kind: MoveKind::Steps(Vec::new()),
            before_comment: None,
            before_markings: Vec::new(),
            comment,
        };
        let position = self.tree.node(frame.cur).position;
        let id = self.add(frame, mv, position);
        frame.last_played = false;
        self.record_error(tok, error, rest, id, true);
        self.i = from_tok;
        self.skip_line();
    }

    /// A structural error with no move of its own (a `[` with no move before
    /// it, nesting past the limit): reported on the current node, whose move
    /// stays as it was; the rest of the line is skipped and not kept.
    fn fail_line(&mut self, frames: &mut [Frame], tok: &Token<'a>, error: impl Into<ErrorKind>) {
        let target = frames.last().expect("a frame").cur;
        self.record_error(tok, error, String::new(), target, true);
        self.i -= 1;
        self.skip_line();
    }

    /// Moves `self.i` to the `]` closing the current line (or the end).
    fn skip_line(&mut self) {
        let mut depth = 0usize;
        while self.i < self.tokens.len() {
            match self.tokens[self.i].kind {
                TokenKind::Open => depth += 1,
                TokenKind::Close if depth == 0 => return,
                TokenKind::Close => depth -= 1,
                _ => {}
            }
            self.i += 1;
        }
    }

    /// Source text from token `at` to the `]` closing its line, trimmed.
    fn rest_from(&self, at: usize) -> &'a str {
        let start = self
            .tokens
            .get(at)
            .map_or(self.src.len(), |t| t.span.offset);
        let mut depth = 0usize;
        let mut end = self.src.len();
        for t in &self.tokens[at.min(self.tokens.len())..] {
            match t.kind {
                TokenKind::Open => depth += 1,
                TokenKind::Close if depth == 0 => {
                    end = t.span.offset;
                    break;
                }
                TokenKind::Close => depth -= 1,
                _ => {}
            }
        }
        self.src[start..end].trim_end()
    }

    /// Records a problem at `tok` concerning `node`; `attach` also makes it
    /// the node's own error (the move it broke) when the node has none yet.
    fn record_error(
        &mut self,
        tok: &Token<'a>,
        kind: impl Into<ErrorKind>,
        rest: String,
        node: NodeId,
        attach: bool,
    ) {
        let e = NodeError {
            kind: kind.into(),
            line: tok.span.line,
            column: tok.span.column,
            token: tok.text.chars().take(40).collect(),
            rest,
        };
        self.push_error(e, node, attach);
    }

    fn push_error(&mut self, e: NodeError, node: NodeId, attach: bool) {
        if attach {
            let slot = &mut self.tree.node_mut(node).error;
            if slot.is_none() {
                *slot = Some(e.clone());
            }
        }
        self.errors.push((node, e));
    }
}

/// What a malformed word of a turn should have been, from the words before
/// it: a placement in a setup, a step in a turn, anything at the start.
fn expected_in(words: &[(MoveWord, usize, StepNote)]) -> Expected {
    use crate::notation::arimaa_com::ItemKind;
    match words.first() {
        Some((MoveWord::Items(items), ..)) => match items.first().map(|i| i.kind) {
            Some(ItemKind::Place(..)) => Expected::Placement,
            _ => Expected::Step,
        },
        _ => Expected::Word,
    }
}

impl Frame {
    fn new(game: Line, cur: NodeId, open: Option<Span>) -> Frame {
        Frame {
            game,
            cur,
            last: None,
            last_played: false,
            moves: 0,
            promote: false,
            open,
        }
    }
}

/// An end word carrying the marking of a result the record states
/// (`3g @r=0-1i lost`, as the writer gives a Howdah `0-1 i`) is that result.
fn stated_result(mut mv: Move) -> Move {
    let word = matches!(
        mv.kind,
        MoveKind::Resign | MoveKind::Lost | MoveKind::Pass | MoveKind::Timeout | MoveKind::Forfeit
    );
    let found = mv
        .before_markings
        .iter()
        .enumerate()
        .find_map(|(i, m)| match m {
            Marking::Other(text) => StatedResult::from_marking(text).map(|r| (i, r)),
            _ => None,
        });
    if let (true, Some((i, r))) = (word, found) {
        mv.before_markings.remove(i);
        mv.kind = MoveKind::Result(r);
    }
    mv
}
