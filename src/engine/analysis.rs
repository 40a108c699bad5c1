//! What a search reports: each iteration's depth, score, speed and line.

use super::pv::PvTurn;
use super::score::Score;

/// Where a search stands: after each iteration, and at the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// Whole turns searched (each up to four steps) before the quiescence stage.
    pub depth: u8,
    /// The value of the position, from Gold's side.
    pub score: Score,
    /// Positions visited so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub ms: f64,
    /// The best line, its first turn being the best turn.
    pub pv: Vec<PvTurn>,
}

impl Progress {
    /// Positions a second.
    pub fn nps(&self) -> u64 {
        if self.ms <= 0.0 {
            return 0;
        }
        (self.nodes as f64 * 1000.0 / self.ms) as u64
    }
    /// The depth in steps: four a whole turn.
    pub fn steps(&self) -> u32 {
        u32::from(self.depth) * crate::MAX_STEPS as u32
    }
}

/// The result of [`Engine::analyse`](super::Engine::analyse): the last iteration completed.
pub type Analysis = Progress;

/// Why there is nothing to analyse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalyseError {
    /// The game is over.
    GameOver,
    /// The pieces are still being set up.
    Setup,
}

impl std::fmt::Display for AnalyseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            AnalyseError::GameOver => "the game is over: there is no turn to analyse",
            AnalyseError::Setup => "the pieces are still being set up: there is no turn to analyse",
        })
    }
}

impl std::error::Error for AnalyseError {}
