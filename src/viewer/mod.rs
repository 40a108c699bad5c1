//! The viewer's state, independent of any browser: a record, a cursor in its
//! tree, and everything the element shows at the cursor (board, highlight,
//! comments, markings, errors, announcements, the move list). The wasm layer
//! only forwards calls and draws the scene.

mod annotate;
mod board_input;
mod clocks;
mod collection;
mod cows_input;
mod cursor;
mod describe;
mod draft;
mod edit;
mod export;
mod film;
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
mod film_gif;
mod game_path;
#[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
mod guess;
mod info;
mod load;
mod movelist;
mod reshape;
mod setup_input;
mod summary;
// Overlays, puzzles and guesses: native builds and the `teach` wasm only.
#[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
mod teach;

pub use annotate::{CommentOn, HeaderField, NoteError, Notes, MAX_LABEL_CHARS, PANEL_GLYPHS};
pub use board_input::{Answer, DraftState, InputError, MoveInput, Outcome, Spot, Verdict};
pub use clocks::Clocks;
pub use collection::CollectionView;
pub use cows_input::CowsRefusal;
pub use cursor::Cursor;
pub use describe::{glyph_words, marking_words, move_text, move_words, position_words, step_words};
pub use draft::Refusal;
pub use export::{ExportError, RecordFormat};
pub use film::{Film, FilmError, FilmOptions, Still, MAX_STILLS};
#[cfg(all(feature = "pictures", not(target_arch = "wasm32")))]
pub use film_gif::FilmGifError;
pub use game_path::{GamePath, GamePathError, GameRef};
#[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
pub use guess::{Hint, Judging};
pub use info::{format_name, game_info, variant_name, GameInfo, SideInfo};
pub use load::{
    archive_record, load, load_all, load_all_pgn, needs_full_reader, termination_words, Collection,
    Format, Game, Loaded, READS_ARCHIVES,
};
pub use movelist::{move_list, MoveListEntry};
pub use reshape::NodeAtError;
pub use setup_input::SetupRefusal;
pub use summary::{GameResult, GameSummary};
#[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
pub use teach::parse_steps;

use crate::morabaraba::{PointSet, Side};
use crate::record::{
    cows_at, Glyph, Marking, Move, MoveKind, NodeError, NodeId, Path, PathError, Record, Variant,
};
use crate::render::build_cows_scene;
use crate::render::{
    build_scene, last_move_squares, turn_frame, Arrow, CowFade, CowFlight, CowsInput, GlyphBadge,
    Highlight, Layout, MarkArrow, Marking as SceneMarking, Paint, Scene, SceneInput,
};
use crate::Color;

/// One record being viewed: the tree as read, its problems, and the cursor.
/// Every method that moves the cursor says whether it moved.
pub struct Viewer {
    record: Record,
    errors: Vec<(NodeId, NodeError)>,
    format: Format,
    clocks: Clocks,
    cursor: Cursor,
    /// Each node's row in the move list (`movelist::rows`).
    rows: Vec<Option<u32>>,
    /// The move being played on the board at the cursor, if any
    /// (board_input.rs); dropped when the cursor moves or the tree changes.
    draft: Option<board_input::Draft>,
    /// Analysis is on: the board marks what a player needs (frozen pieces).
    analysing: bool,
    /// Guess the move or solve a puzzle (guess.rs): how a move played on
    /// the board is judged, and the last puzzle answer judged.
    #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
    judging: Option<Judging>,
    #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
    last_answer: Option<crate::teach::PuzzleAnswer>,
    /// The teaching overlays shown (teach.rs), and the last computed.
    #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
    overlays: crate::teach::OverlaySet,
    #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
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
        let rows = movelist::rows(tree);
        Viewer {
            record,
            errors,
            format,
            clocks,
            cursor,
            rows,
            draft: None,
            analysing: false,
            #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
            judging: None,
            #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
            last_answer: None,
            #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
            overlays: crate::teach::OverlaySet::NONE,
            #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
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
        game_info(&self.record, self.format)
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
            Some(crate::record::MoveKind::Cow(_, note)) => note.comment.clone(),
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
            mv.map(glyphs).unwrap_or_default()
        } else {
            Vec::new()
        };
        let marks = self.markings();
        let announcement = match (mv, &node.error) {
            (None, _) => "Start of the game.".to_owned(),
            (Some(m), Some(e)) if whole && cows => {
                describe::cow_move_words(m) + ": " + &e.to_string() + "."
            }
            (Some(m), Some(e)) if whole => describe::broken_move_words(m, &taken, e),
            (Some(m), _) if cows => describe::cow_move_words(m),
            (Some(m), _) if whole => move_words(m, &taken),
            (Some(_), _) => taken
                .last()
                .map(|t| describe::sentence(step_words(t)))
                .unwrap_or_default(),
        };
        let announcement = describe::with_annotations(announcement, &glyphs, &marks);
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
        let position_text = describe::with_annotations(
            if cows {
                describe::cow_position_words(&cows_at(tree, c.node))
            } else {
                position_words(&board, side)
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
            error: node.error.as_ref().map(|e| e.located().to_string()),
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
    fn markings(&self) -> Vec<&Marking> {
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
            Some(MoveKind::Cow(_, note)) => marks.extend(note.markings.iter()),
            _ => {}
        }
        marks.retain(|m| !m.is_about_move());
        marks
    }

    /// The Morabaraba scene at the cursor; `progress` < 1 shows the cow of
    /// the move arriving and the cow it shot fading.
    fn cows_scene(&self, layout: &Layout, progress: f32) -> Scene {
        build_cows_scene(layout, &self.cows_input(progress))
    }

    /// What the Morabaraba scene at the cursor draws ([`Viewer::cows_scene`]).
    fn cows_input(&self, progress: f32) -> CowsInput {
        let tree = &self.record.tree;
        let node = tree.node(self.cursor.node);
        let pos = cows_at(tree, self.cursor.node);
        let mut input = CowsInput {
            white: pos.cows(Side::White),
            black: pos.cows(Side::Black),
            in_hand: (pos.in_hand(Side::White), pos.in_hand(Side::Black)),
            ..CowsInput::default()
        };
        let played = match (node.mv.as_ref().map(|m| &m.kind), node.error.is_some()) {
            (Some(MoveKind::Cow(m, _)), false) => Some(*m),
            _ => None,
        };
        if let Some(m) = played {
            input.last_move = PointSet::from_point(m.to());
            if let Some(from) = m.from() {
                input.last_move = input.last_move.with(from);
            }
            if progress < 1.0 {
                let mover = !pos.side_to_move();
                let t = progress.max(0.0);
                match mover {
                    Side::White => input.white = input.white.without(m.to()),
                    Side::Black => input.black = input.black.without(m.to()),
                }
                input.flight = Some(CowFlight {
                    side: mover,
                    from: m.from(),
                    to: m.to(),
                    t,
                });
                input.fade = m.capture().map(|at| CowFade {
                    side: !mover,
                    at,
                    alpha: 1.0 - t,
                });
            }
        }
        input.markings = self
            .markings()
            .into_iter()
            .filter_map(|m| match m {
                Marking::Square { square, label } if square.file() < 7 && square.rank() < 7 => {
                    Some((square.file(), square.rank(), label.clone()))
                }
                _ => None,
            })
            .collect();
        input
    }

    /// The scene at the cursor. `progress` in 0..1 animates the last shown
    /// step arriving (1 = at rest).
    pub fn scene(&self, size: f32, orientation: Color, coordinates: bool, progress: f32) -> Scene {
        // Moves are played only in the editor's build: readers' wasm keeps none of it.
        #[cfg(any(feature = "edit", test))]
        if let Some(scene) =
            self.draft_scene(&Layout::new(size, orientation, coordinates), progress)
        {
            return scene;
        }
        if self.is_morabaraba() {
            return self.cows_scene(&Layout::new(size, orientation, coordinates), progress);
        }
        let tree = &self.record.tree;
        let c = self.cursor;
        let (board, taken) = cursor::partial(tree, c);
        let mut input = SceneInput::new(board);
        if progress < 1.0 && !taken.is_empty() {
            let before = cursor::partial(
                tree,
                Cursor {
                    node: c.node,
                    shown: c.shown - 1,
                },
            )
            .0;
            let last = taken.len() - 1;
            let (b, anim) = turn_frame(&before, &taken[last..], progress.max(0.0));
            input.board = b;
            input.animation = anim;
        }
        input.last_move = last_move_squares(&taken);
        #[cfg(any(feature = "edit", test))]
        {
            input.frozen = self.frozen_at_cursor();
        }
        // Overlays at rest only: they describe the position reached.
        #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
        if progress >= 1.0 {
            let (marks, frozen) = self.overlay_marks();
            input.overlays = marks;
            input.frozen |= frozen;
        }
        for m in self.markings() {
            match m {
                Marking::Square { square, label } => input.markings.push(SceneMarking {
                    square: *square,
                    label: label.clone(),
                }),
                Marking::Arrow { from, to, colour } => input.mark_arrows.push(MarkArrow {
                    arrow: Arrow {
                        from: *from,
                        to: *to,
                    },
                    colour: *colour,
                }),
                Marking::Highlight { square, colour } => input.highlights.push(Highlight {
                    square: *square,
                    colour: *colour,
                }),
                _ => {}
            }
        }
        // The badge, once the whole move stands on the board: on the square
        // its last step entered.
        let mv = tree.node(c.node).mv.as_ref();
        if let (true, Some(m), Some(to)) =
            (c.is_whole(tree), mv, taken.last().and_then(|t| t.step.to()))
        {
            input.glyph = glyphs(m)
                .into_iter()
                .find(|g| Paint::of_glyph(*g).is_some())
                .map(|glyph| GlyphBadge { square: to, glyph });
        }
        build_scene(&Layout::new(size, orientation, coordinates), &input)
    }
}

/// The glyphs on a move, in the order written.
pub fn glyphs(mv: &Move) -> Vec<Glyph> {
    mv.before_markings
        .iter()
        .filter_map(|m| match m {
            Marking::Glyph(g) => Some(*g),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod film_tests;
#[cfg(test)]
mod mark_tests;
#[cfg(test)]
mod tests;
