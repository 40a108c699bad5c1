//! An Arimaa turn played on the board, one step at a time: the piece picked
//! up and where it may go, each step checked by [`TurnBuilder`], undo, and
//! the end of the turn kept in the tree (Arimaa names a move by where it
//! leads: a move reaching a position one already there reaches is that move).

use super::gesture::{DraftState, Outcome, Spot};
use super::refusal::{InputError, Refusal};
use super::Draft;
use crate::notation::arimaa_com::{parse_move_body, ItemKind};
use crate::record::{CaptureError, Move, MoveKind, NodeId, NodePosition, StepNote, StepRecord};
use crate::render::{build_scene, last_move_squares, turn_frame, Layout, Scene, SceneInput};
use crate::viewer::words::{self, DraftWords};
use crate::viewer::Viewer;
use crate::words::{Msg, Words};
use crate::{
    has_move, reached_goal, Bitboard, Color, Direction, Piece, Position, Role, Square, Step,
    TakenStep, TurnBuilder, TurnError, TurnLabel,
};

/// A turn in progress from the node `at`.
#[derive(Clone, Debug)]
pub(crate) struct ArimaaDraft {
    at: NodeId,
    label: TurnLabel,
    turn: TurnBuilder,
    /// The square of the piece picked up.
    selected: Option<Square>,
    /// Positions on the way from the root to `at`, for the repetition rule.
    seen: Vec<Position>,
}

fn turn_err(e: TurnError) -> InputError {
    InputError::Arimaa(e.into())
}

impl ArimaaDraft {
    /// The side to move's pieces that cannot move (none while a push waits,
    /// since then no piece of its own may start a step of its own).
    fn frozen(&self) -> Bitboard {
        let board = self.turn.board();
        let side = self.turn.side();
        board
            .color(side)
            .into_iter()
            .filter(|&s| {
                board
                    .piece_at(s)
                    .is_some_and(|p| board.is_frozen_piece(s, p))
            })
            .fold(Bitboard::EMPTY, |b, s| b.with(s))
    }

    /// Where the piece on `from` may step now, and the enemy pieces next to
    /// it that it may push or pull (rings).
    fn targets(&self, from: Square) -> Bitboard {
        let board = self.turn.board();
        let Some(piece) = board.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        let mut out = Bitboard::EMPTY;
        for dir in Direction::ALL {
            let Some(to) = from.step(dir) else { continue };
            if self.turn.check(Step::new(piece, from, dir)).is_ok()
                || self.may_dislodge(from, piece, to)
            {
                out = out.with(to);
            }
        }
        out
    }

    /// Whether the own `piece` on `from` may push or pull the enemy piece on `to`.
    fn may_dislodge(&self, from: Square, piece: Piece, to: Square) -> bool {
        let board = self.turn.board();
        let side = self.turn.side();
        let Some(enemy) = board.piece_at(to) else {
            return false;
        };
        if piece.color != side
            || enemy.color == side
            || enemy.role >= piece.role
            || board.is_frozen_piece(from, piece)
            || self.turn.push_pending()
        {
            return false;
        }
        self.pushable(to, enemy) || self.pullable(from, piece)
    }

    /// The enemy piece on `at` has a step now (a push's first half).
    fn pushable(&self, at: Square, enemy: Piece) -> bool {
        Direction::ALL
            .into_iter()
            .any(|d| self.turn.check(Step::new(enemy, at, d)).is_ok())
    }

    /// The own piece on `from` may step away and leave room for a pull.
    fn pullable(&self, from: Square, piece: Piece) -> bool {
        self.turn.steps_left() >= 2
            && Direction::ALL.into_iter().any(|d| {
                self.turn
                    .check(Step::new(piece, from, d))
                    .is_ok_and(|k| k == crate::StepKind::Plain)
            })
    }

    /// Picks up the piece on `at`, or says why it may not move.
    fn pick(&mut self, at: Square) -> Result<Outcome, InputError> {
        let board = self.turn.board();
        let Some(piece) = board.piece_at(at) else {
            return Ok(Outcome::Nothing);
        };
        if piece.color == self.turn.side()
            && board.is_frozen_piece(at, piece)
            && !self.turn.push_pending()
        {
            return Err(Refusal::Frozen(piece).into());
        }
        if self.targets(at).nonempty() {
            self.selected = Some(at);
            return Ok(Outcome::Picked);
        }
        // Nowhere to go: the first reason that is not a wall or a piece in the way.
        let why = Direction::ALL
            .into_iter()
            .filter_map(|d| self.turn.check(Step::new(piece, at, d)).err())
            .find(|e| !matches!(e, TurnError::Occupied { .. } | TurnError::OffBoard { .. }));
        Err(match why {
            Some(e) => turn_err(e),
            None => Refusal::Blocked(piece).into(),
        })
    }

    /// Steps the piece on `from` to `to`.
    fn step_to(&mut self, from: Square, to: Square) -> Result<Outcome, InputError> {
        let dir = from
            .direction_to(to)
            .ok_or(Refusal::NotAdjacent { from, to })?;
        self.turn.step_from(from, dir).map_err(turn_err)?;
        self.selected = None;
        Ok(Outcome::Stepped)
    }

    /// A tap on `at`.
    fn tap(&mut self, at: Square) -> Result<Outcome, InputError> {
        let board = *self.turn.board();
        let Some(from) = self.selected else {
            return self.pick(at);
        };
        if from == at {
            self.selected = None;
            return Ok(Outcome::Dropped);
        }
        match board.piece_at(at) {
            None if from.direction_to(at).is_some() => self.step_to(from, at),
            // A tap away from the piece on an empty square puts it down.
            None => {
                self.selected = None;
                Ok(Outcome::Dropped)
            }
            Some(_) => self.onto_piece(from, at),
        }
    }

    /// The piece on `from` brought onto the piece on `at`: a push or pull
    /// begins with the enemy piece picked up, or another piece is picked.
    fn onto_piece(&mut self, from: Square, at: Square) -> Result<Outcome, InputError> {
        let board = *self.turn.board();
        let (Some(piece), Some(other)) = (board.piece_at(from), board.piece_at(at)) else {
            return self.pick(at);
        };
        let adjacent = from.direction_to(at).is_some();
        if adjacent && self.may_dislodge(from, piece, at) && !self.pushable(at, other) {
            return Err(Refusal::PullFirst {
                puller: piece,
                pulled: other,
            }
            .into());
        }
        self.pick(at)
    }

    /// A drag of the piece on `from` to `to`.
    fn drag(&mut self, from: Square, to: Square) -> Result<Outcome, InputError> {
        let board = *self.turn.board();
        let piece = board
            .piece_at(from)
            .ok_or(turn_err(TurnError::NoPiece { square: from }))?;
        if from == to {
            return Ok(Outcome::Nothing);
        }
        if board.piece_at(to).is_some() {
            if from.direction_to(to).is_some() && self.may_dislodge(from, piece, to) {
                self.selected = Some(from);
                return self.onto_piece(from, to);
            }
            let dir = from.direction_to(to);
            return Err(match dir {
                Some(dir) => turn_err(TurnError::Occupied {
                    step: Step::new(piece, from, dir),
                    square: to,
                }),
                None => Refusal::NotAdjacent { from, to }.into(),
            });
        }
        if piece.color == self.turn.side()
            && board.is_frozen_piece(from, piece)
            && !self.turn.push_pending()
        {
            return Err(Refusal::Frozen(piece).into());
        }
        self.step_to(from, to)
    }

    /// The position after the turn, or why the turn may not end now.
    fn finish(&self) -> Result<Position, InputError> {
        let after = self.turn.finish().map_err(turn_err)?;
        if self.seen.iter().filter(|p| **p == after).count() >= 2 {
            return Err(turn_err(TurnError::ThirdRepetition));
        }
        Ok(after)
    }

    /// Every legal next step, with the capture it makes.
    fn legal_steps(&self) -> Vec<TakenStep> {
        let board = self.turn.board();
        let mut out = Vec::new();
        for from in board.occupied() {
            let Some(piece) = board.piece_at(from) else {
                continue;
            };
            for dir in Direction::ALL {
                let mut t = self.turn.clone();
                if let Ok(taken) = t.step(Step::new(piece, from, dir)) {
                    out.push(taken);
                }
            }
        }
        out
    }

    /// Plays the steps (and capture tokens) of `text` on the turn.
    fn play_text(&mut self, text: &str) -> Result<usize, InputError> {
        let items = parse_move_body(text).map_err(Refusal::Unreadable)?;
        let mut last_capture = None;
        let mut n = 0;
        for item in items {
            match item.kind {
                ItemKind::Step(step) => {
                    last_capture = self.turn.step(step).map_err(turn_err)?.capture;
                    n += 1;
                }
                ItemKind::Capture(piece, square) => match last_capture.take() {
                    Some(c) if c.piece == piece && c.square == square => {}
                    Some(captured) => {
                        return Err(Refusal::Capture(CaptureError::Wrong {
                            written: (piece, square),
                            captured,
                        })
                        .into())
                    }
                    None => {
                        return Err(Refusal::Capture(CaptureError::Nothing {
                            written: (piece, square),
                        })
                        .into())
                    }
                },
                ItemKind::Place(..) => return Err(Refusal::Placement.into()),
            }
        }
        self.selected = None;
        Ok(n)
    }

    /// The move bar's view of the turn.
    pub(super) fn state(&self, w: &Words) -> DraftState {
        let steps: Vec<String> = self.turn.steps().map(step_text).collect();
        let message = if let Some(e) = self
            .turn
            .finish()
            .err()
            .filter(|_| self.turn.push_pending())
        {
            Refusal::from(e).words(w)
        } else {
            String::new()
        };
        DraftState {
            can_end: self.finish().is_ok(),
            can_undo: !self.turn.is_empty(),
            active: !self.turn.is_empty() || self.selected.is_some(),
            selected: self.selected.map(|s| s.to_string()),
            message,
            steps,
        }
    }

    /// What the turn still may or must do: a push to complete, the steps
    /// left, or why it cannot end when none is.
    fn next_words(&self, w: &Words) -> String {
        let pending = self.turn.push_pending();
        if pending || self.turn.steps_left() == 0 {
            return match self.finish() {
                Err(InputError::Arimaa(r)) if pending => r.words(w),
                Ok(_) => w.t(Msg::EndMove, &[]),
                Err(e) => e.words(w),
            };
        }
        w.t(Msg::StepsLeft, &[&self.turn.steps_left().to_string()])
    }

    /// The turn so far in words (the board's name, the live region's
    /// words); `None` while nothing is picked up and no step is made.
    pub(super) fn words(&self, w: &Words) -> Option<DraftWords> {
        if self.turn.is_empty() && self.selected.is_none() {
            return None;
        }
        let board = self.turn.board();
        let picked = self.selected.and_then(|at| {
            let piece = board.piece_at(at)?;
            let (mut to, mut dislodge) = (Vec::new(), Vec::new());
            for s in self.targets(at) {
                match board.piece_at(s) {
                    Some(p) => dislodge.push((p, s)),
                    None => to.push(s),
                }
            }
            Some(words::picked_words(w, piece, at, &to, &dislodge))
        });
        let taken: Vec<TakenStep> = self.turn.steps().copied().collect();
        let steps: Vec<String> = taken.iter().map(step_text).collect();
        Some(words::draft_words(
            w,
            self.turn.side(),
            &steps,
            &taken,
            picked.as_deref(),
            &self.next_words(w),
            board,
        ))
    }

    /// The board with the turn so far: its steps as the last move, the
    /// piece picked up with its targets, the frozen pieces marked.
    pub(super) fn scene(&self, layout: &Layout, progress: f32, analysing: bool) -> Scene {
        let taken: Vec<TakenStep> = self.turn.steps().copied().collect();
        let mut input = SceneInput::new(*self.turn.board());
        if let (true, Some(last)) = (progress < 1.0, taken.last()) {
            let mut before = self.turn.clone();
            before.undo();
            let (b, anim) = turn_frame(before.board(), &[*last], progress.max(0.0));
            input.board = b;
            input.animation = anim;
        }
        input.last_move = last_move_squares(&taken);
        if let Some(s) = self.selected {
            input.selected = Some(s);
            input.targets = self.targets(s);
        }
        if analysing {
            input.frozen = self.frozen();
        }
        build_scene(layout, &input)
    }
}

/// A step as written, with its capture token (`Ed2n`, `Ec4w rc3x`).
fn step_text(t: &TakenStep) -> String {
    match t.capture {
        Some(c) => format!("{} {}{}x", t.step, c.piece, c.square),
        None => t.step.to_string(),
    }
}

/// How a game ended on the board, in words, if it did at `pos` (the side
/// to move is the one that did not make the last move).
/// How the game ended at `pos`, in `w`'s words, if it did.
fn decided(w: &Words, pos: &Position) -> Option<String> {
    let board = &pos.board;
    let mover = !pos.side;
    for c in [mover, !mover] {
        if reached_goal(board, c) {
            return Some(w.t(Msg::OverGoal, &[&w.side(c)]));
        }
    }
    for c in [!mover, mover] {
        if board.count(Piece::new(c, Role::Rabbit)) == 0 {
            return Some(w.t(Msg::OverNoRabbit, &[&w.side(c)]));
        }
    }
    if !has_move(pos, |_| true) {
        return Some(w.t(Msg::OverNoMove, &[&w.side(pos.side)]));
    }
    None
}

/// How a move that ends the game (a resignation, a result) ended it.
fn keyword_words(w: &Words, kind: &MoveKind, side: Color) -> Option<String> {
    let msg = match kind {
        MoveKind::Resign => Msg::OverResigned,
        MoveKind::Lost => Msg::OverLost,
        MoveKind::Timeout => Msg::OverTimeout,
        MoveKind::Forfeit => Msg::OverForfeit,
        MoveKind::Result(r) => return Some(w.result(*r)),
        MoveKind::Pass => Msg::OverPass,
        _ => return None,
    };
    Some(w.t(msg, &[&w.side(side)]))
}

impl Viewer {
    /// The turn in progress at the cursor, begun if there is none.
    fn arimaa_draft(&mut self) -> Result<&mut ArimaaDraft, InputError> {
        let at = self.cursor.node;
        let fresh = !matches!(&self.draft, Some(Draft::Arimaa(d)) if d.at == at);
        if fresh {
            let d = self.new_draft()?;
            self.draft = Some(Draft::Arimaa(Box::new(d)));
        }
        match &mut self.draft {
            Some(Draft::Arimaa(d)) => Ok(d),
            _ => Err(InputError::NoMove),
        }
    }

    /// A turn from the cursor's node, or why none may be played there.
    fn new_draft(&self) -> Result<ArimaaDraft, InputError> {
        let tree = &self.record.tree;
        if !self.cursor.is_whole(tree) {
            return Err(InputError::InsideMove);
        }
        let at = self.cursor.node;
        let node = tree.node(at);
        if node.error.is_some() {
            return Err(InputError::BrokenMove);
        }
        let pos = *node.position.arimaa().ok_or(InputError::BrokenMove)?;
        if let Some(m) = &node.mv {
            if let Some(words) = keyword_words(&self.words, &m.kind, m.label.color) {
                return Err(InputError::GameOver(words));
            }
        }
        if let Some(words) = decided(&self.words, &pos) {
            return Err(InputError::GameOver(words));
        }
        let label = node
            .mv
            .as_ref()
            .map_or(TurnLabel::new(2, pos.side), |m| m.label.next());
        let seen = tree
            .ancestors(at)
            .filter_map(|id| tree.node(id).position.arimaa().copied())
            .collect();
        Ok(ArimaaDraft {
            at,
            label,
            turn: TurnBuilder::new(pos),
            selected: None,
            seen,
        })
    }

    pub(super) fn arimaa_tap(&mut self, at: Spot) -> Result<Outcome, InputError> {
        let at = at.square()?;
        let d = self.arimaa_draft()?;
        let mut next = d.clone();
        let out = next.tap(at)?;
        *d = next;
        Ok(out)
    }

    pub(super) fn arimaa_drag(&mut self, from: Spot, to: Spot) -> Result<Outcome, InputError> {
        let (from, to) = (from.square()?, to.square()?);
        let d = self.arimaa_draft()?;
        let mut next = d.clone();
        let out = next.drag(from, to)?;
        *d = next;
        Ok(out)
    }

    pub(super) fn arimaa_undo(&mut self) -> Result<Outcome, InputError> {
        let Some(Draft::Arimaa(d)) = &mut self.draft else {
            return Err(InputError::NoMove);
        };
        d.selected = None;
        match d.turn.undo() {
            Some(_) => Ok(Outcome::Stepped),
            None => Err(InputError::NoMove),
        }
    }

    pub(super) fn arimaa_end(&mut self) -> Result<Outcome, InputError> {
        let Some(Draft::Arimaa(d)) = &self.draft else {
            return Err(turn_err(TurnError::Empty));
        };
        let after = d.finish()?;
        let d = d.clone();
        Ok(self.keep(&d, after))
    }

    /// Keeps a finished turn in the tree and puts the cursor on it.
    fn keep(&mut self, d: &ArimaaDraft, after: Position) -> Outcome {
        let after = NodePosition::Arimaa(after);
        self.keep_move(
            d.at,
            after,
            |n| {
                n.position == after
                    && matches!(n.mv.as_ref().map(|m| &m.kind), Some(MoveKind::Steps(_)))
            },
            || {
                let steps = d
                    .turn
                    .steps()
                    .map(|t| StepRecord {
                        step: t.step,
                        capture: t.capture,
                        note: StepNote::default(),
                    })
                    .collect();
                Move::new(d.label, MoveKind::Steps(steps))
            },
        )
    }

    /// Plays the steps typed in `text` on the turn in progress
    /// ([`Viewer::play_steps`]).
    pub(super) fn arimaa_play_text(
        &mut self,
        text: &str,
        end: bool,
    ) -> Result<Outcome, InputError> {
        let d = self.arimaa_draft()?;
        let mut next = d.clone();
        let n = next.play_text(text)?;
        if end {
            let after = next.finish()?;
            return Ok(self.keep(&next, after));
        }
        *self.arimaa_draft()? = next;
        Ok(if n == 0 {
            Outcome::Nothing
        } else {
            Outcome::Stepped
        })
    }

    /// Completions for a text field of an Arimaa turn's steps
    /// ([`Viewer::step_completions`]).
    pub(super) fn arimaa_completions(&self, text: &str) -> Vec<String> {
        let base = match &self.draft {
            Some(Draft::Arimaa(d)) if d.at == self.cursor.node => (**d).clone(),
            _ => match self.new_draft() {
                Ok(d) => d,
                Err(_) => return Vec::new(),
            },
        };
        let done = text
            .trim_end_matches(|c: char| !c.is_whitespace())
            .trim_end();
        let mut d = base;
        if d.play_text(done).is_err() {
            return Vec::new();
        }
        d.legal_steps()
            .iter()
            .map(|t| {
                let s = step_text(t);
                if done.is_empty() {
                    s
                } else {
                    format!("{done} {s}")
                }
            })
            .collect()
    }

    /// The side to move's frozen pieces at the cursor (for analysis marks).
    #[cfg_attr(not(any(feature = "edit", test)), allow(dead_code))]
    pub(in crate::viewer) fn frozen_at_cursor(&self) -> Bitboard {
        let tree = &self.record.tree;
        if !self.analysing || !self.cursor.is_whole(tree) {
            return Bitboard::EMPTY;
        }
        match tree.node(self.cursor.node).position.arimaa() {
            Some(&pos) => ArimaaDraft {
                at: self.cursor.node,
                label: TurnLabel::new(2, pos.side),
                turn: TurnBuilder::new(pos),
                selected: None,
                seen: Vec::new(),
            }
            .frozen(),
            None => Bitboard::EMPTY,
        }
    }
}

#[cfg(test)]
#[path = "arimaa_tests.rs"]
mod tests;
