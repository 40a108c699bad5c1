//! Morabaraba moves made on the board: a drop, a step or a flight, and the
//! cow to shoot when a mill forms. The gestures arrive here from
//! [`super::board_input`].
//!
//! NOT BUILT YET: every function below refuses with
//! [`CowsRefusal::NotSupported`]; they are the place to fill in.

use super::board_input::{DraftState, InputError, Outcome, Spot};
use super::Viewer;
use crate::render::{Layout, Scene};
use std::fmt;

/// A Morabaraba move in progress (the cow picked up, a mill's shot owed).
#[derive(Clone, Debug, Default)]
pub(crate) struct CowsDraft {}

/// Why a Morabaraba gesture did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CowsRefusal {
    /// Moves on the Morabaraba board are not built yet.
    NotSupported,
}

impl fmt::Display for CowsRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CowsRefusal::NotSupported => {
                write!(
                    f,
                    "playing Morabaraba moves on the board is not supported yet"
                )
            }
        }
    }
}

fn not_yet() -> InputError {
    InputError::Cows(CowsRefusal::NotSupported)
}

impl Viewer {
    /// A tap on point `at` (a drop, picking a cow up, moving it, a shot).
    pub(super) fn cows_tap(&mut self, _at: Spot) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// A cow dragged from `from` to `to`.
    pub(super) fn cows_drag(&mut self, _from: Spot, _to: Spot) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// Ends the Morabaraba move in progress.
    pub(super) fn cows_end(&mut self) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// Takes back the last part of the Morabaraba move in progress.
    pub(super) fn cows_undo(&mut self) -> Result<Outcome, InputError> {
        Err(not_yet())
    }
    /// The Morabaraba move in progress, for the move bar.
    pub(super) fn cows_state(&self, _draft: &CowsDraft) -> DraftState {
        DraftState::default()
    }
    /// The board with the Morabaraba move in progress; `None` draws the cursor's.
    pub(super) fn cows_scene_of(
        &self,
        _draft: &CowsDraft,
        _layout: &Layout,
        _progress: f32,
    ) -> Option<Scene> {
        None
    }
}
