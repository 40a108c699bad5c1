//! The viewer's teaching side (src/teach at the cursor): the overlays the
//! board shows and says, a puzzle's answers judged, guesses of the next
//! move and hints. Built natively and in the wasm with the `teach` feature;
//! a reader's wasm carries none of it.

pub(in crate::viewer) mod guess;

use crate::notation::arimaa_com::{parse_move_body, ItemKind, NotationError};
use crate::render::OverlayMarks;
use crate::teach::{
    hint, judge_guess, Guess, Hint, OverlaySet, Overlays, Puzzle, PuzzleAnswer, PuzzleError,
    Solution,
};
use crate::viewer::{cursor, Viewer};
use crate::{Position, Step};

/// The steps of a move written in notation (`Ed4n Ed5n`, `rc3x` capture
/// tokens allowed and ignored: the rules say what falls).
pub fn parse_steps(text: &str) -> Result<Vec<Step>, NotationError> {
    Ok(parse_move_body(text)?
        .into_iter()
        .filter_map(|i| match i.kind {
            ItemKind::Step(s) => Some(s),
            _ => None,
        })
        .collect())
}

/// The overlays last computed, for the position and set they were for:
/// the scene is drawn many times per position.
pub(in crate::viewer) type OverlayCache =
    std::cell::RefCell<Option<(Position, OverlaySet, Overlays)>>;

impl Viewer {
    /// Which overlays the board shows and the words say (none at first).
    pub fn set_overlays(&mut self, set: OverlaySet) {
        self.overlays = set;
    }

    /// The overlays shown.
    pub fn overlay_set(&self) -> OverlaySet {
        self.overlays
    }

    /// The overlays of the position at the cursor; `None` when none is
    /// on or the record is not of Arimaa. Inside a move (the steps shown so
    /// far) only the frozen pieces and the traps are told: what a turn can
    /// reach belongs to whole turns.
    pub fn overlays(&self) -> Option<Overlays> {
        if self.overlays.is_empty() || self.is_morabaraba() {
            return None;
        }
        let tree = &self.record.tree;
        let whole = self.cursor.is_whole(tree);
        let node = tree.node(self.cursor.node);
        let (board, _) = cursor::partial(tree, self.cursor);
        let (side, set) = if whole {
            (node.position.side(), self.overlays)
        } else {
            let board_only = OverlaySet(OverlaySet::FROZEN.0 | OverlaySet::TRAPS.0);
            (
                !node.position.side(),
                OverlaySet(self.overlays.0 & board_only.0),
            )
        };
        let pos = Position::new(board, side);
        let mut cache = self.overlay_cache.borrow_mut();
        if let Some((p, s, o)) = cache.as_ref() {
            if *p == pos && *s == set {
                return Some(o.clone());
            }
        }
        let o = Overlays::of(&pos, set);
        *cache = Some((pos, set, o.clone()));
        Some(o)
    }

    /// The overlays at the cursor in words ("Frozen: gold camel d4. …"),
    /// for screen readers beside the position's words; empty when none is
    /// on, and while a move is being played on the board.
    pub fn overlay_words(&self) -> String {
        let tree = &self.record.tree;
        if self.draft.is_some() {
            return String::new();
        }
        match self.overlays() {
            Some(o) => {
                let (board, _) = cursor::partial(tree, self.cursor);
                o.words(&self.words, &Position::new(board, o.side))
            }
            None => String::new(),
        }
    }

    /// What the scene marks for the overlays at the cursor.
    pub(in crate::viewer) fn overlay_marks(&self) -> (OverlayMarks, crate::Bitboard) {
        let Some(o) = self.overlays() else {
            return (OverlayMarks::default(), crate::Bitboard::EMPTY);
        };
        let traps = o
            .set
            .contains(OverlaySet::TRAPS)
            .then(|| o.traps.map(|t| (t.trap, t.count.gold, t.count.silver)));
        let marks = OverlayMarks {
            capturable: o.capturable(),
            goal_rabbits: o.goal_rabbits(),
            goal_squares: o.goal_squares(),
            traps,
        };
        (marks, o.frozen)
    }

    /// The record's puzzle, when its header states one.
    pub fn puzzle(&self) -> Option<Result<Puzzle, PuzzleError>> {
        Puzzle::of(&self.record)
    }

    /// Judges a move (in notation) as the answer to the record's puzzle at
    /// the cursor; `Ok(None)` where the puzzle sets no task (no puzzle, the
    /// other side to move, the puzzle over, inside a move).
    pub fn answer(&self, text: &str) -> Result<Option<PuzzleAnswer>, NotationError> {
        let steps = parse_steps(text)?;
        let tree = &self.record.tree;
        if !self.cursor.is_whole(tree) {
            return Ok(None);
        }
        Ok(match self.puzzle() {
            Some(Ok(p)) => p.judge(&self.record, self.cursor.node, &steps),
            _ => None,
        })
    }

    /// The other side's answer in a puzzle, at the cursor where it is to
    /// move: the record's, else a defence the engine finds.
    pub fn puzzle_reply(&self) -> Option<Vec<Step>> {
        match self.puzzle()? {
            Ok(p) if self.cursor.is_whole(&self.record.tree) => {
                p.reply(&self.record, self.cursor.node)
            }
            _ => None,
        }
    }

    /// Judges a move (in notation) as a guess of the record's next move at
    /// the cursor; `Ok(None)` when there is no move of steps to guess.
    pub fn guess(&self, text: &str) -> Result<Option<Guess>, NotationError> {
        let steps = parse_steps(text)?;
        if !self.cursor.is_whole(&self.record.tree) {
            return Ok(None);
        }
        Ok(judge_guess(&self.record, self.cursor.node, &steps))
    }

    /// A hint at the cursor: `level` 1 the piece that moves first, 2 the
    /// first step. Where a puzzle sets a task, of a right answer: the
    /// record's when it is right, else one the engine finds (for one turn:
    /// a longer goal's search of every defence is too slow to ask on the
    /// way); elsewhere of the record's next move.
    pub fn hint(&self, level: u8) -> Option<Hint> {
        if !self.cursor.is_whole(&self.record.tree) {
            return None;
        }
        let steps = match self.puzzle_solution() {
            None => return hint(&self.record, self.cursor.node, level),
            Some(Solution::Stated(_)) => return hint(&self.record, self.cursor.node, level),
            Some(Solution::Found(steps)) => steps,
            Some(Solution::Impossible | Solution::Unsearched) => return None,
        };
        let first = *steps.first()?;
        Some(match level {
            0 | 1 => Hint::Piece(first.piece, first.from),
            _ => Hint::Step(first),
        })
    }

    /// How the puzzle's task at the cursor can be done
    /// ([`crate::teach::Puzzle::solution`]); `None` where it sets none.
    pub fn puzzle_solution(&self) -> Option<Solution> {
        let tree = &self.record.tree;
        match self.puzzle()? {
            Ok(p) if self.cursor.is_whole(tree) => p.solution(&self.record, self.cursor.node),
            _ => None,
        }
    }
}
