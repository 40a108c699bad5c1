//! One game of a Howdah record read into the shared tree: tags, the move
//! lines with their variations, comments, glyphs and results.
//!
//! Reading never stops at the first problem. A move that cannot be read or
//! played becomes a node holding what was legal, the error and the unread
//! rest of its source line; the rest of that line of play (up to its `)`,
//! or the game's end on the main line) is skipped. Problems that leave the
//! tree's shape clear (a stray `)`, a glyph with no move, a bad tag line)
//! are reported and reading goes on.
//!
//! A result Howdah keeps on a move is a node of its own after that move:
//! an end word (`2s resigns`) or a stated result ([`MoveKind::Result`]: a
//! variation's `1-0 i`, or the result tags when blocks follow the main
//! line's last move), so the moves after it are analysis, never game; an
//! end word followed by a result line that says otherwise (`2s lost`, then
//! `0-1 r`) becomes that result, the word its spelling, as Howdah keeps
//! both. Tags keep the names they were written with (`names`). A
//! game comment with no move to hold it stays on the tree's start. A
//! comment is read into text and markings; when our writer would spell it
//! otherwise, the node keeps its spelling too ([`crate::record::Spelling`]).
//!
//! Where our model has no place for what Howdah reads (see
//! `/docs/howdah-format-notes.md` and the agreed mapping): an intro whose
//! block adds no new move is dropped; `%emt`/`%clk` in a game comment or an
//! intro stay text; a main-line result token that contradicts the `Result`
//! tag is reported at the token (Howdah: at the next game's first line). `( … )` blocks count against
//! [`MAX_NODES`](crate::limits::MAX_NODES) as moves do, since a block of
//! moves already in the tree adds none.

use super::commands::{split_kept, Take};
use super::ending::{said_by_end, stated_by_tags, Ending};
use super::lex::{Kind, Token};
use super::names::{fields_of, set_tag, tag};
use super::play::{play_body, Played};
use super::tags::arimaa_name;
use crate::fan::Parsed;
use crate::limits::{MAX_NODES, MAX_VARIATION_DEPTH};
use crate::notation::start::parse_start;
use crate::record::{
    add_glyph, ErrorKind, Expected, Glyph, Header, Limit, Marking, Misplaced, Move, MoveKind,
    NodeError, NodeId, NodePosition, OutsideReason, Record, ResultError, ResultToken, StatedResult,
    Tree, Unclosed,
};
use crate::{Board, Color, Game, Position, RuleSet, TurnLabel};

/// One line of play being read: the main line or a `( … )` block.
struct Frame {
    /// The game at `current`.
    game: Game,
    /// The last move read in this line (where the next one attaches).
    current: NodeId,
    /// A move was read in this line.
    moved: bool,
    /// The line ended (an end word, a bare label, a decided position, a result).
    ended: bool,
    /// `takeback` was read: the next move becomes the main continuation.
    took_back: bool,
    /// The token index of the `(` that opened the block.
    open: usize,
    /// For a block, the move before its `(`: a block whose first label is
    /// the ply after that move continues it.
    after: Option<NodeId>,
    /// Comments read after `(` before the block's first new move.
    intro: Option<String>,
}

impl Frame {
    fn new(game: Game, current: NodeId, open: usize, after: Option<NodeId>) -> Frame {
        Frame {
            game,
            current,
            moved: false,
            ended: false,
            took_back: false,
            open,
            after,
            intro: None,
        }
    }
}

/// A move line being collected: its label and body words (token indices).
struct Pending {
    label: TurnLabel,
    at: usize,
    words: Vec<usize>,
}

/// Tokens being skipped after an error: up to the `)` closing the broken
/// block (then popped), or to the game's end.
#[derive(Clone, Copy)]
struct Skip {
    depth: usize,
    /// Pop the top frame at the closing `)`.
    pop: bool,
    /// Skip to the end of the game.
    all: bool,
    /// The broken move and its line: a comment starting on that line is
    /// still the move's (its text is also in the error's rest).
    comment_on: Option<(NodeId, usize)>,
}

pub(super) struct GameReader<'a, 't> {
    src: &'a str,
    toks: &'t [Token<'a>],
    header: Header,
    /// The tags as Howdah keeps them (names as written, `Position` aside),
    /// made the header's fields at the end.
    tags: Vec<(String, String)>,
    tree: Tree,
    frames: Vec<Frame>,
    errors: Vec<(NodeId, NodeError)>,
    pending: Option<Pending>,
    /// The first move's label gives the start's number (a `Position` tag).
    renumber: bool,
    game_comment: Option<String>,
    /// Raw comments and intros, by node index, read into fields at the end.
    comments: Vec<Option<String>>,
    intros: Vec<Option<String>>,
    /// Moves a block continued: their own line's next move is made main.
    continued: Vec<NodeId>,
    /// The main line's result token.
    result: Option<(ResultToken, usize)>,
    /// A variation's `1-0`/`0-1` waiting for its reason letter.
    line_result: Option<(ResultToken, usize)>,
    skip: Option<Skip>,
    stopped: bool,
    /// Blocks opened so far.
    blocks: usize,
}

pub(super) fn end_word(word: &str) -> Option<MoveKind> {
    Some(match word.to_ascii_lowercase().as_str() {
        "resigns" | "resign" => MoveKind::Resign,
        "lost" | "lose" => MoveKind::Lost,
        "timeout" => MoveKind::Timeout,
        "forfeit" => MoveKind::Forfeit,
        "pass" => MoveKind::Pass,
        _ => return None,
    })
}

/// `12g`, `12S`, `3w`: a number ≥ 1 and a side letter of any case.
pub(super) fn label(word: &str) -> Option<TurnLabel> {
    let last = word.chars().last()?;
    let lower = format!(
        "{}{}",
        &word[..word.len() - last.len_utf8()],
        last.to_ascii_lowercase()
    );
    TurnLabel::parse(&lower).filter(|l| l.number >= 1)
}

/// Is the move into `id` an end word (`resigns`, a variation's `1-0 r`)?
fn is_end(tree: &Tree, id: NodeId) -> bool {
    tree.node(id).error.is_none()
        && matches!(
            tree.node(id).mv.as_ref().map(|m| &m.kind),
            Some(
                MoveKind::Resign
                    | MoveKind::Lost
                    | MoveKind::Timeout
                    | MoveKind::Forfeit
                    | MoveKind::Pass
                    | MoveKind::Result(_)
            )
        )
}

/// An end word Howdah reads (`pass` is ours alone, and ends a line for good).
fn is_word(kind: &MoveKind) -> bool {
    matches!(
        kind,
        MoveKind::Resign | MoveKind::Lost | MoveKind::Timeout | MoveKind::Forfeit
    )
}

/// Plays the move into `id` again on `game` (at that move's parent); false
/// when it is no played move. Cheaper than keeping a copy of the game
/// after each move a block may continue.
fn replay(game: &mut Game, tree: &Tree, id: NodeId) -> bool {
    if !played(tree, id) {
        return false;
    }
    match tree.node(id).mv.as_ref().map(|m| &m.kind) {
        Some(MoveKind::Setup(ps)) => game.setup(ps, false).is_ok(),
        Some(MoveKind::Steps(steps)) => {
            let mut turn = game.turn();
            steps.iter().all(|s| turn.step(s.step).is_ok()) && game.play(&turn).is_ok()
        }
        _ => false,
    }
}

/// Was the move into `id` played on the game (not an end word, not broken)?
fn played(tree: &Tree, id: NodeId) -> bool {
    let n = tree.node(id);
    n.error.is_none()
        && matches!(
            n.mv.as_ref().map(|m| &m.kind),
            Some(MoveKind::Steps(_) | MoveKind::Setup(_))
        )
}

impl<'a, 't> GameReader<'a, 't> {
    pub(super) fn new(src: &'a str, toks: &'t [Token<'a>]) -> Self {
        let start = Position::new(Board::empty(), Color::Gold);
        GameReader {
            src,
            toks,
            header: Header::default(),
            tags: Vec::new(),
            tree: Tree::new(start),
            frames: vec![Frame::new(
                Game::new(RuleSet::Current),
                NodeId::ROOT,
                0,
                None,
            )],
            errors: Vec::new(),
            pending: None,
            renumber: false,
            game_comment: None,
            comments: vec![None],
            intros: vec![None],
            continued: Vec::new(),
            result: None,
            line_result: None,
            skip: None,
            stopped: false,
            blocks: 0,
        }
    }

    pub(super) fn read(mut self) -> Parsed {
        for i in 0..self.toks.len() {
            if self.stopped {
                break;
            }
            self.token(i);
        }
        self.finish()
    }

    fn top(&mut self) -> &mut Frame {
        self.frames
            .last_mut()
            .expect("the main line is always there")
    }

    fn token(&mut self, i: usize) {
        let tok = &self.toks[i];
        let continues_move = matches!(tok.kind, Kind::Word)
            && self
                .pending
                .as_ref()
                .is_some_and(|p| self.toks[p.at].line == tok.line)
            && label(tok.text).is_none()
            && Glyph::parse(tok.text).is_none()
            && tok.result().is_none();
        if self.pending.is_some() && !continues_move {
            self.flush();
        }
        if let Some(skip) = &mut self.skip {
            match (skip.comment_on, &tok.kind) {
                (Some((id, line)), Kind::Comment(text)) if tok.line == line => {
                    if Limit::comment_too_long(text.len()).is_none() {
                        join(&mut self.comments[id.index()], text);
                    }
                    return;
                }
                (Some(_), _) => skip.comment_on = None,
                _ => {}
            }
            match tok.kind {
                Kind::Open => skip.depth += 1,
                Kind::Close if skip.depth > 0 => skip.depth -= 1,
                Kind::Close if !skip.all => {
                    if skip.pop {
                        self.frames.pop();
                    }
                    self.skip = None;
                }
                _ => {}
            }
            return;
        }
        if let Some((token, at)) = self.line_result.take() {
            if matches!(tok.kind, Kind::Word) && tok.line == self.toks[at].line {
                self.end_line_result(token, at, Some(i));
                return;
            }
            self.end_line_result(token, at, None);
        }
        match &tok.kind {
            Kind::Tag(name, value) => self.tag(name, value, i),
            Kind::BadTag => self.report(i, ErrorKind::Syntax(Expected::Tag)),
            Kind::OpenTagValue => self.report(i, ErrorKind::Unclosed(Unclosed::TagValue)),
            Kind::OpenComment => self.report(i, ErrorKind::Unclosed(Unclosed::BraceComment)),
            Kind::Comment(text) => self.comment(text, i),
            Kind::Open => self.open(i),
            Kind::Close => self.close(i),
            Kind::Word => self.word(i),
        }
    }

    fn word(&mut self, i: usize) {
        let text = self.toks[i].text;
        if let Some(token) = ResultToken::parse(text) {
            if self.frames.len() > 1 {
                self.start_line_result(token, i);
            } else {
                // The splitter starts a new game at the next token.
                self.result = Some((token, i));
            }
        } else if let Some(l) = label(text) {
            self.pending = Some(Pending {
                label: l,
                at: i,
                words: Vec::new(),
            });
        } else if let Some(glyph) = Glyph::parse(text) {
            let frame = self.frames.last().expect("main line");
            if frame.moved && frame.current != NodeId::ROOT {
                let current = frame.current;
                if let Some(mv) = self.tree.node_mut(current).mv.as_mut() {
                    add_glyph(&mut mv.before_markings, glyph);
                }
            } else {
                self.report(i, Misplaced::GlyphWithoutMove);
            }
        } else if let Some(p) = &mut self.pending {
            p.words.push(i);
        } else {
            self.report(i, ErrorKind::Syntax(Expected::Label));
        }
    }

    fn tag(&mut self, name: &str, value: &str, i: usize) {
        let name = arimaa_name(name);
        // Only `Position` sets the start: `position` is a tag like any.
        if name != "Position" {
            set_tag(&mut self.tags, name, value.to_owned());
            return;
        }
        match parse_start(value) {
            Ok(None) => {}
            Ok(Some(_)) if !self.tree.is_empty() => {}
            Ok(Some(v)) => {
                let label = TurnLabel::new(v.number.unwrap_or(2), v.position.side);
                self.tree = Tree::new(v.position);
                self.frames[0].game = Game::from_position(v.position, label, RuleSet::Current);
                self.renumber = true;
            }
            Err(e) => self.error(i, ErrorKind::Position(e), String::new(), NodeId::ROOT, true),
        }
    }

    fn comment(&mut self, text: &str, i: usize) {
        if let Some(limit) = Limit::comment_too_long(text.len()) {
            let at = self.top().current;
            self.error(i, limit, String::new(), at, true);
            return;
        }
        let main = self.frames.len() == 1;
        let frame = self.top();
        let slot = if frame.moved && frame.current != NodeId::ROOT {
            let at = frame.current.index();
            &mut self.comments[at]
        } else if main {
            &mut self.game_comment
        } else {
            &mut frame.intro
        };
        join(slot, text);
    }

    fn open(&mut self, i: usize) {
        let depth = self.frames.len();
        let frame = self.frames.last().expect("main line");
        // After an end word, a block gives alternatives to the move before
        // it, as Howdah keeps end words on that move.
        let mut current = frame.current;
        if is_end(&self.tree, current) {
            current = self.tree.node(current).parent.unwrap_or(current);
        }
        let parent = self.tree.node(current).parent;
        let (Some(parent), true) = (parent, frame.moved) else {
            return self.dead_block(i, Misplaced::BlockWithoutMove);
        };
        if depth > MAX_VARIATION_DEPTH {
            return self.dead_block(i, Limit::VariationDepth);
        }
        // Blocks count against the node limit: a block of moves already in
        // the tree adds no node, and each block copies its line's game.
        self.blocks += 1;
        if self.tree.len() + self.blocks > MAX_NODES {
            self.error(i, Limit::Nodes, String::new(), current, true);
            self.stopped = true;
            return;
        }
        let mut game = frame.game.clone();
        if played(&self.tree, current) {
            game.undo();
        }
        self.frames.push(Frame::new(game, parent, i, Some(current)));
    }

    /// A `(` that cannot open a block: reported, and its block skipped.
    fn dead_block(&mut self, i: usize, error: impl Into<ErrorKind>) {
        self.report(i, error);
        self.skip = Some(Skip {
            depth: 0,
            pop: false,
            all: false,
            comment_on: None,
        });
    }

    fn close(&mut self, i: usize) {
        if self.frames.len() == 1 {
            self.report(i, Misplaced::UnmatchedParenthesis);
            return;
        }
        let frame = self.frames.pop().expect("a block");
        if !frame.moved {
            let at = self.top().current;
            self.error(i, Misplaced::EmptyVariation, String::new(), at, false);
        }
    }

    fn start_line_result(&mut self, token: ResultToken, i: usize) {
        if token.winner().is_none() {
            self.report(i, ResultError::InVariation(token));
        } else if !self.top().moved {
            self.report(i, ResultError::WithoutMove(token));
        } else {
            self.line_result = Some((token, i));
        }
    }

    /// A variation's `1-0 r`: `reason` is the token of the letter, if on the line.
    fn end_line_result(&mut self, token: ResultToken, at: usize, reason: Option<usize>) {
        let letter = reason.map(|r| self.toks[r].text).and_then(|w| {
            let mut cs = w.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) if "gemtrisf".contains(c.to_ascii_lowercase()) => {
                    Some(c.to_ascii_lowercase())
                }
                _ => None,
            }
        });
        let (Some(letter), Some(winner)) = (letter, token.winner()) else {
            self.report(reason.unwrap_or(at), ResultError::NoReason);
            return;
        };
        let frame = self.frames.last().expect("main line");
        let current = frame.current;
        let outcome = frame.game.outcome();
        let next = frame.game.label();
        let node = self.tree.node(current);
        // An end word ends the line already: `2s resigns` (gold won by
        // resignation), `2s lost` (no result). Howdah keeps the word as
        // written and takes a result line after it as the line's result.
        let word = node
            .mv
            .as_ref()
            .filter(|m| node.error.is_none() && is_word(&m.kind))
            .map(|m| said_by_end(&m.kind, m.label.color));
        let stated = Ending {
            winner,
            code: letter,
        };
        let error: Option<ResultError> = if let Some(said) = word {
            if said == Some(stated) {
                None
            } else if let Some(reason) = OutsideReason::from_letter(letter) {
                // The word stays the node's spelling, written before the line.
                let result = StatedResult {
                    winner,
                    reason: reason.into(),
                };
                if let Some(mv) = self.tree.node_mut(current).mv.as_mut() {
                    mv.kind = MoveKind::Result(result);
                }
                None
            } else {
                Some(ResultError::NotOnBoard)
            }
        } else if is_end(&self.tree, current) {
            // `pass`, or a result already: our end node holds no other.
            Some(ResultError::LineEnd)
        } else if let Some(o) = outcome {
            (o.winner != Some(winner) || o.termination.code() != letter)
                .then_some(ResultError::LineEnd)
        } else if "gem".contains(letter) {
            Some(ResultError::NotOnBoard)
        } else if let Some(reason) = OutsideReason::from_letter(letter) {
            // The line's move stays current: a comment, glyph or block after
            // the result is about it, as Howdah keeps the result on it.
            let reason = reason.into();
            let mv = Move::new(next, MoveKind::Result(StatedResult { winner, reason }));
            let position = self.tree.node(current).position;
            self.add_end(current, mv, position, at);
            None
        } else {
            Some(ResultError::NoReason)
        };
        match error {
            Some(e) => self.report(at, e),
            None => self.top().ended = true,
        }
    }

    /// Reads the collected move line.
    fn flush(&mut self) {
        let Some(p) = self.pending.take() else { return };
        let words: Vec<&'a str> = p.words.iter().map(|&w| self.toks[w].text).collect();
        if let [w] = words.as_slice() {
            if w.eq_ignore_ascii_case("takeback") {
                self.takeback(p.words[0]);
                return;
            }
        }
        if std::mem::take(&mut self.renumber)
            && self.tree.is_empty()
            && self.frames.len() == 1
            && p.label.number >= 2
        {
            let root = self.tree.root().position.arimaa().copied();
            if let Some(start) = root.filter(|s| s.side == p.label.color) {
                self.frames[0].game = Game::from_position(start, p.label, RuleSet::Current);
            }
        }
        let frame = self.frames.last_mut().expect("main line");
        if !frame.moved && frame.game.label() != p.label {
            if let Some(after) = frame.after.take() {
                let mut game = frame.game.clone();
                if replay(&mut game, &self.tree, after) && game.label() == p.label {
                    self.continued.push(after);
                    frame.current = after;
                    frame.game = game;
                }
            }
        }
        let own_line = frame.moved;
        let expected = frame.game.label();
        if expected != p.label {
            let error = ErrorKind::Label {
                expected,
                found: p.label,
            };
            return self.fail(&p, MoveKind::Steps(Vec::new()), None, p.at, error);
        }
        let (body, marker) = match words.split_last() {
            Some((last, body)) => match end_word(last) {
                Some(kind) => (body, Some((kind, *last))),
                None => (words.as_slice(), None),
            },
            None => (words.as_slice(), None),
        };
        if frame.ended {
            if body.is_empty() && marker.is_none() {
                return; // arimaa.com closes a game with the next, empty label
            }
            let kind = MoveKind::Steps(Vec::new());
            return self.fail(&p, kind, None, p.at, Misplaced::AfterEnd.into());
        }
        let parent = frame.current;
        let mut node = parent;
        if !body.is_empty() {
            match play_body(&mut frame.game, body) {
                Played::Move(kind, position) => {
                    let decided = frame.game.outcome().is_some();
                    let mv = Move::new(p.label, kind);
                    let Some(id) = self.add(parent, mv, position.into(), p.at) else {
                        return;
                    };
                    let frame = self.top();
                    let promote = std::mem::take(&mut frame.took_back)
                        || (own_line && self.continued.contains(&parent));
                    if promote {
                        let children = &mut self.tree.node_mut(parent).children;
                        if let Some(k) = children.iter().position(|&c| c == id) {
                            children[..=k].rotate_right(1);
                        }
                    }
                    let frame = self.top();
                    frame.current = id;
                    frame.moved = true;
                    frame.ended = decided;
                    node = id;
                }
                Played::Error {
                    kind,
                    position,
                    at,
                    error,
                } => {
                    let tok = p.words.get(at).or(p.words.last()).copied().unwrap_or(p.at);
                    return self.fail(&p, kind, Some(position), tok, error);
                }
            }
        }
        match marker {
            Some((kind, word)) => {
                let frame = self.frames.last().expect("main line");
                let label = frame.game.label();
                let position = self.tree.node(node).position;
                let end = self.add_end(node, Move::new(label, kind), position, p.at);
                if let Some(id) = end {
                    // Howdah keeps `resign`, `RESIGNS`, `lose` as written.
                    self.tree.node_mut(id).spelling.end_word = Some(word.to_owned());
                    let frame = self.top();
                    frame.current = id;
                    frame.moved = true;
                    frame.ended = true;
                }
            }
            None if body.is_empty() => self.top().ended = true,
            None => {}
        }
    }

    /// Adds a node ending the line after `parent` (an end word, a stated
    /// result). When a block already continued `parent`, written before the
    /// end as Howdah writes analysis after a finished game, the end is the
    /// line's own and goes first.
    fn add_end(
        &mut self,
        parent: NodeId,
        mv: Move,
        position: NodePosition,
        at: usize,
    ) -> Option<NodeId> {
        let id = self.add(parent, mv, position, at)?;
        if self.continued.contains(&parent) {
            let children = &mut self.tree.node_mut(parent).children;
            if let Some(k) = children.iter().position(|&c| c == id) {
                children[..=k].rotate_right(1);
            }
        }
        Some(id)
    }

    fn takeback(&mut self, at: usize) {
        let frame = self.frames.last().expect("main line");
        let current = frame.current;
        let Some(parent) = self.tree.node(current).parent else {
            self.report(at, Misplaced::NothingToTakeBack);
            return;
        };
        let undo = played(&self.tree, current);
        let frame = self.top();
        if undo {
            frame.game.undo();
        }
        frame.current = parent;
        frame.took_back = true;
        frame.ended = false;
    }

    /// Adds a move, or finds the identical child already there; `None`
    /// past the node limit (reading then stops).
    fn add(
        &mut self,
        parent: NodeId,
        mv: Move,
        position: NodePosition,
        at: usize,
    ) -> Option<NodeId> {
        let same = self.tree.node(parent).children.iter().copied().find(|&c| {
            let n = self.tree.node(c);
            let Some(old) = n.mv.as_ref().filter(|_| n.error.is_none()) else {
                return false;
            };
            match (&old.kind, &mv.kind) {
                (MoveKind::Setup(_), MoveKind::Setup(_)) => n.position == position,
                (a, b) => a == b,
            }
        });
        let new = same.is_none();
        let id = match same {
            Some(id) => id,
            None => self.add_new(parent, mv, position, at)?,
        };
        if new {
            if let Some(intro) = self.top().intro.take() {
                self.intros[id.index()] = Some(intro);
            }
        }
        Some(id)
    }

    fn add_new(
        &mut self,
        parent: NodeId,
        mv: Move,
        position: NodePosition,
        at: usize,
    ) -> Option<NodeId> {
        if self.tree.len() > MAX_NODES {
            self.error(at, Limit::Nodes, String::new(), parent, true);
            self.stopped = true;
            return None;
        }
        let id = self.tree.add_child(parent, mv, position);
        self.comments.push(None);
        self.intros.push(None);
        Some(id)
    }

    /// A move that cannot be read or played: a node with what was legal,
    /// the error and the unread rest of its line; the line is skipped.
    fn fail(
        &mut self,
        p: &Pending,
        kind: MoveKind,
        position: Option<Position>,
        tok: usize,
        error: ErrorKind,
    ) {
        let parent = self.top().current;
        let position = match position {
            Some(p) => p.into(),
            None => self.tree.node(parent).position,
        };
        let rest = self.rest_of_line(p);
        let id = self.add_new(parent, Move::new(p.label, kind), position, p.at);
        if let Some(id) = id {
            self.error(tok, error, rest, id, true);
        }
        let main = self.frames.len() == 1;
        self.skip = Some(Skip {
            depth: 0,
            pop: !main,
            all: main,
            comment_on: id.map(|id| (id, self.toks[p.at].line)),
        });
    }

    /// The source text after a move's label to the end of its line.
    fn rest_of_line(&self, p: &Pending) -> String {
        let label = &self.toks[p.at];
        let start = label.offset + label.text.len();
        let line = &self.src[start..];
        let end = line.find('\n').unwrap_or(line.len());
        line[..end].trim().to_owned()
    }

    /// A problem with no move of its own, on the current node.
    fn report(&mut self, at: usize, kind: impl Into<ErrorKind>) {
        let node = self.top().current;
        self.error(at, kind, String::new(), node, false);
    }

    fn error(
        &mut self,
        at: usize,
        kind: impl Into<ErrorKind>,
        rest: String,
        node: NodeId,
        attach: bool,
    ) {
        let tok = &self.toks[at];
        let e = NodeError {
            kind: kind.into(),
            line: tok.line,
            column: tok.column,
            token: tok.text.chars().take(40).collect(),
            rest,
        };
        if attach {
            let slot = &mut self.tree.node_mut(node).error;
            if slot.is_none() {
                *slot = Some(e.clone());
            }
        }
        self.errors.push((node, e));
    }

    fn finish(mut self) -> Parsed {
        self.flush();
        if let Some((token, at)) = self.line_result.take() {
            if self.skip.is_none() {
                self.end_line_result(token, at, None);
            }
        }
        if self.frames.len() > 1 && !self.stopped {
            let open = self.top().open;
            self.report(open, Unclosed::Parenthesis);
        }
        if let Some((token, at)) = self.result {
            match tag(&self.tags, "Result") {
                Some(tag) if tag != token.text() => {
                    let tag = tag.to_owned();
                    self.error(
                        at,
                        ResultError::TagMismatch { token, tag },
                        String::new(),
                        NodeId::ROOT,
                        false,
                    );
                }
                _ => set_tag(&mut self.tags, "Result".into(), token.text().to_owned()),
            }
        }
        self.end_main_line();
        self.annotate();
        (self.header.fields, self.header.names) = fields_of(std::mem::take(&mut self.tags));
        let (tree, new_id) = self.tree.renumbered();
        for (id, _) in &mut self.errors {
            *id = new_id[id.index()];
        }
        Parsed {
            record: Record {
                header: self.header,
                tree,
            },
            errors: self.errors,
        }
    }

    /// The game ends at the main line's last move when the result tags give
    /// a winner and a reason (`g e m` too, when the board does not show
    /// one: Howdah believes the tags), as Howdah ends it there:
    /// the blocks after that move (a likely finish after a resignation) are
    /// analysis, so a stated result goes first among its children.
    fn end_main_line(&mut self) {
        let frame = &self.frames[0];
        let end = frame.current;
        let node = self.tree.node(end);
        if node.children.is_empty()
            || node.mv.is_none()
            || node.error.is_some()
            || is_end(&self.tree, end)
            || frame.game.outcome().is_some()
        {
            return;
        }
        // Howdah takes the tags at their word, a goal the board does not
        // show included: the game ends here all the same.
        let Some(stated) = stated_by_tags(&self.tags) else {
            return;
        };
        let mv = Move::new(frame.game.label(), MoveKind::Result(stated));
        let position = node.position;
        let at = self.toks.len().saturating_sub(1);
        if let Some(id) = self.add_new(end, mv, position, at) {
            self.tree.node_mut(end).children.rotate_right(1);
            debug_assert_eq!(self.tree.main_child(end), Some(id));
        }
    }

    /// Moves the raw comments into their fields, commands into markings.
    fn annotate(&mut self) {
        if self.tree.is_empty() {
            // No move to hold the game comment: the tree's start keeps it,
            // as written (its commands have no position to mark).
            self.tree.set_start_comment(self.game_comment.take());
        }
        if let Some(first) = self.tree.main_child(NodeId::ROOT) {
            let c = self.game_comment.take();
            let intro = &mut self.intros[first.index()];
            *intro = match (c, intro.take()) {
                (Some(a), Some(b)) => Some(format!("{a} {b}")),
                (a, b) => a.or(b),
            };
        }
        for i in 1..self.tree.len() {
            let id = NodeId(i as u32);
            let (comment, intro) = (self.comments[i].take(), self.intros[i].take());
            let node = self.tree.node_mut(id);
            let spelling = &mut node.spelling;
            let Some(mv) = node.mv.as_mut() else {
                continue;
            };
            // The intro's markings first, as they stand before the move.
            let mut intro_marks = Vec::new();
            if let Some(intro) = intro {
                let (s, kept) = split_kept(&intro, Take::Position);
                spelling.intro = kept;
                mv.before_comment = s.text;
                intro_marks = s.position;
            }
            if comment.is_none() && !intro_marks.is_empty() {
                intro_marks.append(&mut mv.before_markings);
                mv.before_markings = intro_marks;
                continue;
            }
            let Some(comment) = comment else { continue };
            let (s, kept) = split_kept(&comment, Take::for_move(&mv.kind));
            spelling.comment = kept;
            mv.comment = s.text;
            // Times first, then glyphs and the rest, as FAN writes them.
            let mut ms: Vec<Marking> = intro_marks;
            ms.extend(s.about_move);
            ms.append(&mut mv.before_markings);
            mv.before_markings = ms;
            if let MoveKind::Steps(steps) = &mut mv.kind {
                if let Some(last) = steps.last_mut() {
                    last.note.markings.extend(s.position);
                }
            }
        }
    }
}

fn join(slot: &mut Option<String>, text: &str) {
    match slot {
        Some(s) if !s.is_empty() => {
            s.push(' ');
            s.push_str(text);
        }
        _ => *slot = Some(text.to_owned()),
    }
}
