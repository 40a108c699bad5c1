//! Gestures on the board, for every kind of move: a tap (pick a piece up,
//! or act with the piece picked) and a drag (from one square to another).
//! One entry for the element whatever the game: an Arimaa turn step by step
//! (arimaa.rs), a Morabaraba move (morabaraba.rs), the pieces of a setup
//! arranged in the home rows (setup.rs). What a gesture names and did is
//! gesture.rs; why it did nothing, refusal.rs; both sit below the three.
//!
//! The viewer holds at most one move in progress, a [`Draft`], begun at the
//! cursor's node; it is dropped whenever the cursor moves or the tree
//! changes by another edit. A gesture either says what it did ([`Outcome`])
//! or why it did nothing ([`InputError`], shown to people as words).

mod arimaa;
mod gesture;
mod morabaraba;
mod refusal;
mod setup;

pub use gesture::{Answer, DraftState, Outcome, Spot, Verdict};
pub use refusal::{InputError, MorabarabaRefusal, Refusal, SetupRefusal};

use crate::render::{Layout, Scene};
use crate::viewer::words::DraftWords;
use crate::viewer::Viewer;
use crate::Square;
use arimaa::ArimaaDraft;
use morabaraba::MorabarabaDraft;
use setup::SetupDraft;

/// The move in progress, of whichever kind the cursor's position asks for.
#[derive(Clone, Debug)]
pub(crate) enum Draft {
    /// An Arimaa turn, step by step.
    Arimaa(Box<ArimaaDraft>),
    /// A Morabaraba move.
    Morabaraba(MorabarabaDraft),
    /// One side's setup.
    Setup(SetupDraft),
}

/// Which kind of move the cursor's position takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveInput {
    /// An Arimaa turn of one to four steps.
    Arimaa,
    /// A Morabaraba move: a drop, a step or a flight, and a shot after a mill.
    Morabaraba,
    /// An Arimaa setup: the pieces arranged in the home rows.
    Setup,
}

impl Viewer {
    /// Which kind of move a gesture at the cursor makes.
    pub fn move_input(&self) -> MoveInput {
        if self.is_morabaraba() {
            return MoveInput::Morabaraba;
        }
        // Both armies on the board: the setups are over (a record that
        // starts from a diagram has none to make).
        let board = self.record.tree.node(self.cursor.node).position.board();
        let placed = |c| board.color(c).nonempty();
        if placed(crate::Color::Gold) && placed(crate::Color::Silver) {
            MoveInput::Arimaa
        } else {
            MoveInput::Setup
        }
    }

    /// Reads a square (Morabaraba: a point) named by the element.
    pub fn spot(&self, text: &str) -> Result<Spot, InputError> {
        let text = text.trim();
        let spot = if self.is_morabaraba() {
            crate::morabaraba::Point::parse(text).map(Spot::Point)
        } else {
            Square::parse(text).map(Spot::Square)
        };
        spot.ok_or_else(|| InputError::NoSuchSpot(text.to_owned()))
    }

    /// A tap (or click) on `at`: picks a piece up, or acts with the piece
    /// picked up (a step, a drop, a shot). A refusal changes nothing.
    pub fn tap(&mut self, at: &str) -> Result<Outcome, InputError> {
        let at = self.spot(at)?;
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_tap(at),
            MoveInput::Morabaraba => self.morabaraba_tap(at),
            MoveInput::Setup => self.setup_tap(at),
        }
    }

    /// A drag from `from` to `to` (a press, a move, a release): the piece on
    /// `from` goes to `to` if it may. A refusal changes nothing.
    pub fn drag(&mut self, from: &str, to: &str) -> Result<Outcome, InputError> {
        let (from, to) = (self.spot(from)?, self.spot(to)?);
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_drag(from, to),
            MoveInput::Morabaraba => self.morabaraba_drag(from, to),
            MoveInput::Setup => self.setup_drag(from, to),
        }
    }

    /// Ends the move in progress and keeps it in the tree (a new node, or
    /// the existing one it equals).
    pub fn end_move(&mut self) -> Result<Outcome, InputError> {
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_end(),
            MoveInput::Morabaraba => self.morabaraba_end(),
            MoveInput::Setup => self.setup_end(),
        }
    }

    /// Takes back the last step of the move in progress.
    pub fn undo_step(&mut self) -> Result<Outcome, InputError> {
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_undo(),
            MoveInput::Morabaraba => self.morabaraba_undo(),
            MoveInput::Setup => self.setup_undo(),
        }
    }

    /// Plays the steps typed in `text` (`Ed2n Ed3n`, capture tokens such as
    /// `rc3x` checked) on the turn in progress, and ends the turn when
    /// `end` is set. All or nothing: a refusal changes nothing.
    pub fn play_steps(&mut self, text: &str, end: bool) -> Result<Outcome, InputError> {
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_play_text(text, end),
            MoveInput::Morabaraba => self.morabaraba_play_text(text),
            MoveInput::Setup => self.setup_play_text(text, end),
        }
    }

    /// Completions for a text field of steps: `text` up to its last word
    /// followed by each legal next step (with its capture token). Empty
    /// when the words before are no legal steps or no move may be played.
    pub fn step_completions(&self, text: &str) -> Vec<String> {
        match self.move_input() {
            MoveInput::Arimaa => self.arimaa_completions(text),
            MoveInput::Morabaraba => self.morabaraba_completions(text),
            MoveInput::Setup => self.setup_completions(),
        }
    }

    /// Drops the move in progress; `false` when there was none.
    pub fn cancel_move(&mut self) -> bool {
        self.draft.take().is_some()
    }

    /// The move in progress, for the element's move bar.
    pub fn draft_state(&self) -> DraftState {
        match &self.draft {
            Some(Draft::Arimaa(d)) => d.state(&self.words),
            Some(Draft::Morabaraba(d)) => self.morabaraba_state(d),
            Some(Draft::Setup(d)) => self.setup_state(d),
            None => DraftState::default(),
        }
    }

    /// The move in progress in words, while a piece is picked up or steps
    /// are made: what the board shows instead of the cursor's node.
    #[cfg_attr(not(any(feature = "edit", test)), allow(dead_code))]
    pub(in crate::viewer) fn draft_words(&self) -> Option<DraftWords> {
        match &self.draft {
            Some(Draft::Arimaa(d)) => d.words(&self.words),
            Some(Draft::Morabaraba(d)) => self.morabaraba_draft_words(d),
            _ => None,
        }
    }

    /// Whether the board shows what analysis shows (frozen pieces marked).
    pub fn set_analysing(&mut self, on: bool) {
        self.analysing = on;
    }

    /// The scene of the move in progress, `None` when there is none (the
    /// cursor's scene is drawn then).
    #[cfg_attr(not(any(feature = "edit", test)), allow(dead_code))]
    pub(in crate::viewer) fn draft_scene(&self, layout: &Layout, progress: f32) -> Option<Scene> {
        match &self.draft {
            Some(Draft::Arimaa(d)) => Some(d.scene(layout, progress, self.analysing)),
            Some(Draft::Morabaraba(d)) => self.morabaraba_scene_of(d, layout, progress),
            Some(Draft::Setup(d)) => self.setup_scene_of(d, layout, progress),
            None => None,
        }
    }
}
