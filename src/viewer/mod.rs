//! The viewer's state, independent of any browser: a record, a cursor in its
//! tree, and everything the element shows at the cursor (board, highlight,
//! comments, markings, errors, announcements, the move list). The wasm layer
//! only forwards calls and draws the scene.
//!
//! One concern a folder. Below the core (this file: the record, the
//! cursor and what is shown there; cursor.rs; scene.rs, the board):
//!
//! - `load/`: any record text into its games, their paths and summaries,
//!   what the element says of a record as a whole, clocks;
//! - `words/`: words for screen readers, and the move list.
//!
//! Over it, each adding `impl Viewer` blocks:
//!
//! - `input/`: moves made on the board (Arimaa turns, Morabaraba moves,
//!   setups) by taps, drags and typed text;
//! - `teach/`: overlays, puzzle answers, guesses and hints at the cursor
//!   (builds with `teaching` only);
//! - `edit/`: changes to the record (annotations, the tree's shape) and
//!   the record written back;
//! - `film/`: a line played as an animation (natively also a GIF);
//! - collection.rs: every game of a text, and the one viewed.

mod collection;
mod cursor;
mod edit;
mod film;
mod input;
mod load;
mod scene;
// Overlays, puzzles and guesses: native builds and the `teach` wasm only.
#[cfg(teaching)]
mod teach;
mod words;

pub use collection::CollectionView;
pub use cursor::Cursor;
pub use edit::{
    CommentOn, ExportError, HeaderField, NodeAtError, NoteError, Notes, RecordFormat,
    MAX_LABEL_CHARS, PANEL_GLYPHS,
};
#[cfg(raster)]
pub use film::FilmGifError;
pub use film::{Film, FilmError, FilmOptions, Still, MAX_STILLS};
pub use input::{
    Answer, DraftState, InputError, MorabarabaRefusal, MoveInput, Outcome, Refusal, SetupRefusal,
    Spot, Verdict,
};
pub use load::{
    archive_record, format_name, game_info, load, load_all, load_all_pgn, needs_full_reader,
    termination_words, variant_name, Clocks, Collection, Format, Game, GameInfo, GamePath,
    GamePathError, GameRef, GameResult, GameSummary, Loaded, SideInfo, READS_ARCHIVES,
};
#[cfg(teaching)]
pub use teach::guess::{Hint, Judging};
#[cfg(teaching)]
pub use teach::parse_steps;
pub use words::{
    marking_words, move_list, move_text, move_words, position_words, step_words, MoveListEntry,
};

use crate::record::{
    morabaraba_at, Glyph, Marking, Move, MoveKind, NodeError, NodeId, Path, PathError, Record,
    Variant,
};
use crate::words::{sentence, Msg, Words};
use crate::Color;

/// One record being viewed: the tree as read, its problems, and the cursor.
/// Every method that moves the cursor says whether it moved.
pub struct Viewer {
    record: Record,
    errors: Vec<(NodeId, NodeError)>,
    format: Format,
    clocks: Clocks,
    cursor: Cursor,
    /// Each node's row in the move list (`words::movelist::rows`).
    rows: Vec<Option<u32>>,
    /// The move being played on the board at the cursor, if any
    /// (board_input.rs); dropped when the cursor moves or the tree changes.
    draft: Option<input::Draft>,
    /// Analysis is on: the board marks what a player needs (frozen pieces).
    analysing: bool,
    /// The language of the words it builds (spoken descriptions, teaching).
    words: Words,
    /// Guess the move or solve a puzzle (guess.rs): how a move played on
    /// the board is judged, and the last puzzle answer judged.
    #[cfg(teaching)]
    judging: Option<Judging>,
    #[cfg(teaching)]
    last_answer: Option<crate::teach::PuzzleAnswer>,
    /// The teaching overlays shown (teach.rs), and the last computed.
    #[cfg(teaching)]
    overlays: crate::teach::OverlaySet,
    #[cfg(teaching)]
    overlay_cache: teach::OverlayCache,
}

/// What the element shows at the cursor, besides the board.
#[derive(Clone, Debug, PartialEq)]
pub struct ViewState {
    /// The node at the cursor (inside its move when `steps_shown` < `steps_total`).
    pub node: NodeId,
    /// That node's row in the move list; `None` at the start.
    pub row: Option<usize>,
    /// The first move-list row the reader has not reached: every row after
    /// the cursor's in reading order (all of them at the start). With
    /// spoilers on, the element hides the rows from here.
    pub ahead: usize,
    /// The cursor's path (`12s`, `12s:2` inside a move).
    pub path: Path,
    /// `12s`, or `start`.
    pub label: String,
    /// Notation of the move at the cursor, empty at the start.
    pub move_text: String,
    /// The glyphs of the move at the cursor, shown whole (`!?`, `$14`).
    pub glyphs: Vec<Glyph>,
    /// Steps of the cursor's move on the board.
    pub steps_shown: usize,
    /// Steps of the cursor's move in all (setups and keywords count one).
    pub steps_total: usize,
    /// Comment on the position before the next move (as written in this
    /// line); at the end of a line, the comment after the last step.
    pub position_comment: Option<String>,
    /// Comment on the move at the cursor.
    pub move_comment: Option<String>,
    /// Comment on the last step shown.
    pub step_comment: Option<String>,
    /// The problem with the move at the cursor, with its place.
    pub error: Option<String>,
    /// The move (or the last step) in words, for an aria-live region; while
    /// a move is half made on the board, its last gesture (the piece picked
    /// up, the step made and what may follow).
    pub announcement: String,
    /// The position as text; while a move is half made, the position shown
    /// with the move so far and the piece picked up.
    pub position_text: String,
    /// Whose turn it is on the board shown (Morabaraba: White is gold).
    pub side_to_move: Color,
    /// Alternatives to the next move: (path, label, notation, node).
    pub variations: Vec<(Path, String, String, NodeId)>,
    /// The cursor is at the start: nothing to go back to.
    pub at_start: bool,
    /// The cursor is at the end of its line: nothing to go forward to.
    pub at_end: bool,
    /// Both reserves in seconds after the move at the cursor, when known.
    pub clocks: Option<crate::ByColor<u32>>,
}

impl Viewer {
    /// Reads any record text the viewer takes (FAN, arimaa.com text, an
    /// archive row, a diagram) and opens it after the setups. Never fails:
    /// a broken record is shown up to its first problem.
    pub fn new(text: &str) -> Viewer {
        Viewer::open(load(text))
    }

    /// Opens a record already read (one game of a [`Collection`]) after its setups.
    pub fn open(loaded: Loaded) -> Viewer {
        let Loaded {
            record,
            errors,
            format,
            clocks,
        } = loaded;
        // Open on the position after the setups (an empty board says nothing);
        // `first()` still goes to the start.
        let tree = &record.tree;
        let mut node = NodeId::ROOT;
        while let Some(next) = tree.main_child(node) {
            let n = tree.node(next);
            let setup = matches!(
                n.mv.as_ref().map(|m| &m.kind),
                Some(crate::record::MoveKind::Setup(_))
            );
            if !setup || n.error.is_some() {
                break;
            }
            node = next;
        }
        let cursor = Cursor::whole(tree, node);
        let rows = words::movelist::rows(tree);
        Viewer {
            record,
            errors,
            format,
            clocks,
            cursor,
            rows,
            draft: None,
            analysing: false,
            words: Words::english(),
            #[cfg(teaching)]
            judging: None,
            #[cfg(teaching)]
            last_answer: None,
            #[cfg(teaching)]
            overlays: crate::teach::OverlaySet::NONE,
            #[cfg(teaching)]
            overlay_cache: Default::default(),
        }
    }

    /// Closes the viewer, giving back the record as read (its cursor is lost).
    pub fn close(self) -> Loaded {
        Loaded {
            record: self.record,
            errors: self.errors,
            format: self.format,
            clocks: self.clocks,
        }
    }

    /// The record as read.
    pub fn record(&self) -> &Record {
        &self.record
    }
    /// Every problem found in the record, with the node it concerns.
    pub fn errors(&self) -> &[(NodeId, NodeError)] {
        &self.errors
    }
    /// Which notation the text was read as.
    pub fn format(&self) -> Format {
        self.format
    }
    /// Where the viewer stands.
    pub fn cursor(&self) -> Cursor {
        self.cursor
    }

    /// The record as a whole, as the element names it (see [`GameInfo`]).
    pub fn info(&self) -> GameInfo {
        game_info(&self.record, self.format, &self.words)
    }

    /// The path of the cursor: `12s`, or `12s:2` inside a move.
    pub fn path(&self) -> Path {
        let tree = &self.record.tree;
        let path = Path::of(tree, self.cursor.node);
        if self.cursor.is_whole(tree) {
            path
        } else {
            path.with_step(u8::try_from(self.cursor.shown).ok())
        }
    }

    /// Goes to the path a text names ([`Viewer::go_to`]).
    pub fn go_to_text(&mut self, path: &str) -> Result<(), PathError> {
        self.go_to(&path.parse()?)
    }

    /// Goes to a path; an unknown path changes nothing and says why.
    pub fn go_to(&mut self, path: &Path) -> Result<(), PathError> {
        self.cursor = self.cursor_at(path)?;
        self.draft = None;
        Ok(())
    }

    /// Where a path puts the cursor.
    pub fn cursor_at(&self, path: &Path) -> Result<Cursor, PathError> {
        let tree = &self.record.tree;
        let p = path.resolve(tree)?;
        let whole = Cursor::whole(tree, p.node);
        Ok(match p.step {
            Some(k) if (k as usize) < whole.shown && k > 0 => Cursor {
                node: p.node,
                shown: k as usize,
            },
            Some(0) => tree
                .node(p.node)
                .parent
                .map_or(whole, |par| Cursor::whole(tree, par)),
            _ => whole,
        })
    }

    fn moved(&mut self, to: Option<Cursor>) -> bool {
        match to {
            Some(c) if c != self.cursor => {
                self.cursor = c;
                self.draft = None;
                true
            }
            _ => false,
        }
    }

    /// One step forward along the main continuation.
    pub fn next_step(&mut self) -> bool {
        let c = self.cursor.next_step(&self.record.tree);
        self.moved(c)
    }
    /// One step back (to the previous move, whole, from its first step).
    pub fn prev_step(&mut self) -> bool {
        let c = self.cursor.prev_step(&self.record.tree);
        self.moved(c)
    }
    /// The rest of this move, or the whole next one.
    pub fn next_move(&mut self) -> bool {
        let c = self.cursor.next_move(&self.record.tree);
        self.moved(c)
    }
    /// The position before this move.
    pub fn prev_move(&mut self) -> bool {
        let c = self.cursor.prev_move(&self.record.tree);
        self.moved(c)
    }
    /// The start of the game.
    pub fn first(&mut self) -> bool {
        let c = Cursor::whole(&self.record.tree, NodeId::ROOT);
        self.moved(Some(c))
    }
    /// The end of the line the cursor is in.
    pub fn last(&mut self) -> bool {
        let tree = &self.record.tree;
        let end = tree
            .line_from(self.cursor.node)
            .last()
            .unwrap_or(self.cursor.node);
        let c = Cursor::whole(tree, end);
        self.moved(Some(c))
    }
    /// Plays alternative `index` (0 = main continuation) of the next move.
    pub fn choose(&mut self, index: usize) -> bool {
        let tree = &self.record.tree;
        if !self.cursor.is_whole(tree) {
            return false;
        }
        let child = tree.node(self.cursor.node).children.get(index).copied();
        let c = child.map(|id| Cursor::whole(tree, id));
        self.moved(c)
    }

    /// The language of the words it builds from now on.
    pub fn set_words(&mut self, words: Words) {
        self.words = words;
        #[cfg(teaching)]
        {
            self.overlay_cache = Default::default();
        }
    }

    /// The language of the words it builds.
    pub fn words(&self) -> &Words {
        &self.words
    }

    /// Everything the element shows at the cursor besides the board.
    pub fn state(&self) -> ViewState {
        let tree = &self.record.tree;
        let c = self.cursor;
        let node = tree.node(c.node);
        let (board, taken) = cursor::partial(tree, c);
        let whole = c.is_whole(tree);
        let mv = node.mv.as_ref();
        let cows = self.is_morabaraba();
        let step_comment = match mv.map(|m| &m.kind) {
            Some(crate::record::MoveKind::Steps(s)) if c.shown > 0 => {
                s.get(c.shown - 1).and_then(|s| s.note.comment.clone())
            }
            Some(crate::record::MoveKind::Morabaraba(_, note)) => note.comment.clone(),
            _ => None,
        };
        let next = if whole { tree.main_child(c.node) } else { None };
        // At the end of a line the position's comment is kept after the last
        // step (annotate.rs): shown as the position's, not the step's.
        let end_comment = self.end_of_line_comment();
        let step_comment = if end_comment.is_some() {
            None
        } else {
            step_comment
        };
        let glyphs = if whole {
            mv.map(Move::glyphs).unwrap_or_default()
        } else {
            Vec::new()
        };
        let marks = self.markings();
        let w = &self.words;
        let announcement = match (mv, &node.error) {
            (None, _) => w.t(Msg::Start, &[]),
            (Some(m), Some(e)) if whole && cows => w.t(
                Msg::Error,
                &[&words::morabaraba_move_words(w, m), &e.to_string()],
            ),
            (Some(m), Some(e)) if whole => words::broken_move_words(w, m, &taken, e),
            (Some(m), _) if cows => words::morabaraba_move_words(w, m),
            (Some(m), _) if whole => move_words(w, m, &taken),
            (Some(_), _) => taken
                .last()
                .map(|t| sentence(step_words(w, t)))
                .unwrap_or_default(),
        };
        let announcement = words::with_annotations(w, announcement, &glyphs, &marks);
        let side = if whole {
            node.position.side()
        } else {
            !node.position.side()
        };
        let variations = if whole {
            // Each child's path from this node's, not a walk from the root per
            // child (a node with thousands of alternatives stays linear).
            let here = Path::of(tree, c.node);
            node.children
                .iter()
                .enumerate()
                .filter_map(|(k, &child)| {
                    let m = tree.node(child).mv.as_ref()?;
                    let path = here.child(m.label, k as u32);
                    Some((path, m.label.to_string(), move_text(m), child))
                })
                .collect()
        } else {
            Vec::new()
        };
        let row = self.rows[c.node.index()].map(|r| r as usize);
        let position_text = words::with_annotations(
            w,
            if cows {
                words::morabaraba_position_words(w, &morabaraba_at(tree, c.node))
            } else {
                position_words(w, &board, side)
            },
            &[],
            &marks,
        );
        // A move half made on the board: the words are the board's as shown.
        #[cfg(any(feature = "edit", test))]
        let (announcement, position_text) = match self.draft_words() {
            Some(w) => (w.announcement, w.position),
            None => (announcement, position_text),
        };
        ViewState {
            node: c.node,
            row,
            ahead: row.map_or(0, |r| r + 1),
            path: self.path(),
            label: mv.map_or("start".into(), |m| m.label.to_string()),
            move_text: mv.map(move_text).unwrap_or_default(),
            glyphs,
            steps_shown: c.shown,
            steps_total: cursor::step_count(tree, c.node),
            position_comment: next
                .and_then(|n| tree.node(n).mv.as_ref()?.before_comment.clone())
                .or(end_comment),
            move_comment: if whole {
                mv.and_then(|m| m.comment.clone())
            } else {
                None
            },
            step_comment,
            error: node.error.as_ref().map(|e| e.located_words(&self.words)),
            announcement,
            position_text,
            side_to_move: side,
            variations,
            at_start: node.parent.is_none(),
            at_end: whole && next.is_none(),
            clocks: self.clocks.at(if whole {
                c.node
            } else {
                node.parent.unwrap_or(c.node)
            }),
        }
    }

    /// Whether the record is a Morabaraba game (the board is then the
    /// 24-point one and moves are FIMS moves).
    pub fn is_morabaraba(&self) -> bool {
        self.record.header.variant == Variant::Morabaraba
    }

    /// The markings of the position shown: those written before the next
    /// move, and those on the last step shown; not the glyphs and times
    /// written there, which are about the next move.
    pub(in crate::viewer) fn markings(&self) -> Vec<&Marking> {
        let tree = &self.record.tree;
        let c = self.cursor;
        let mut marks: Vec<&Marking> = Vec::new();
        if c.is_whole(tree) {
            if let Some(next) = tree.main_child(c.node) {
                marks.extend(
                    tree.node(next)
                        .mv
                        .as_ref()
                        .into_iter()
                        .flat_map(|m| m.before_markings.iter()),
                );
            }
        }
        match tree.node(c.node).mv.as_ref().map(|m| &m.kind) {
            Some(MoveKind::Steps(s)) if c.shown > 0 => marks.extend(
                s.get(c.shown - 1)
                    .into_iter()
                    .flat_map(|s| s.note.markings.iter()),
            ),
            Some(MoveKind::Morabaraba(_, note)) => marks.extend(note.markings.iter()),
            _ => {}
        }
        marks.retain(|m| !m.is_about_move());
        marks
    }
}

#[cfg(test)]
mod mark_tests;
#[cfg(test)]
mod tests;
