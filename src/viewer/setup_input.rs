//! An Arimaa setup made on the board: the side to set up arranges its
//! pieces in its two home rows (and a standard setup by a button). The gestures arrive here from
//! [`super::board_input`].
//!
//! NOT BUILT YET: every function below refuses with
//! [`SetupRefusal::NotSupported`]; they are the place to fill in.

use super::board_input::{DraftState, InputError, Outcome, Spot};
use super::Viewer;
use crate::render::{Layout, Scene};
use std::fmt;

/// A setup in progress: where each piece stands, the piece picked up.
#[derive(Clone, Debug, Default)]
pub(crate) struct SetupDraft {}

/// Why a setup gesture did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupRefusal {
    /// Arranging a setup on the board is not built yet.
    NotSupported,
}

impl fmt::Display for SetupRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupRefusal::NotSupported => {
                write!(f, "arranging the setup on the board is not supported yet")
            }
        }
    }
}

fn not_yet() -> InputError {
    InputError::Setup(SetupRefusal::NotSupported)
}

impl Viewer {
    /// A tap on square `at` (picking a piece up, swapping it with another).
    pub(super) fn setup_tap(&mut self, _at: Spot) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// A piece dragged from `from` to `to`.
    pub(super) fn setup_drag(&mut self, _from: Spot, _to: Spot) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// Ends the setup in progress.
    pub(super) fn setup_end(&mut self) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// Takes back the last change of the setup in progress.
    pub(super) fn setup_undo(&mut self) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// The setup in progress, for the move bar.
    pub(super) fn setup_state(&self, _draft: &SetupDraft) -> DraftState {
        DraftState::default()
    }
    /// The board with the setup in progress; `None` draws the cursor's.
    pub(super) fn setup_scene_of(
        &self,
        _draft: &SetupDraft,
        _layout: &Layout,
        _progress: f32,
    ) -> Option<Scene> {
        None
    }
}
