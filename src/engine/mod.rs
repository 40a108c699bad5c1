//! An Arimaa engine: iterative deepening alpha-beta over whole turns, for
//! analysis wherever the viewer runs (the CLI's `analyse` and `annotate`
//! natively; a Web Worker in the browser, built separately).
//!
//! - `search`: negamax with principal-variation windows over the
//!   distinct positions one turn reaches ([`crate::MoveGen`]), a null-turn
//!   cut, and a quiescence stage (`quiesce`) built on teaching's one-turn
//!   searches: a goal this turn wins, a goal threat must be stopped, and
//!   captures are played out.
//! - `eval`: HarLog material, trap control, frozen pieces and hostages,
//!   rabbit advancement, the elephant's freedom.
//! - `tt`: a transposition table of fixed size; `ordering`: killers;
//!   `turn`: turns small enough for both.
//! - `limits`: time, nodes, depth, and a stop looked at every position
//!   and while a position's turns are generated; `pv`: the best line as
//!   turns with their steps.
//! - `score`: a score in rabbits from Gold's side, or a win in so many turns.
//!
//! ```
//! use arimaa::engine::{Engine, Limits, Score};
//! use arimaa::{Color, Game, Position, RuleSet, TurnLabel};
//!
//! // Gold's rabbit on a7 walks in.
//! let board = Position::board_from_short(concat!(
//!     "........", "R.......", "........", "...r....",
//!     "........", "....e...", "........", "E.......",
//! )).unwrap();
//! let game = Game::from_position(Position::new(board, Color::Gold), TurnLabel::new(2, Color::Gold), RuleSet::Current);
//! // `analyse_quietly` keeps time by `std`'s clock: native builds (the worker's
//! // search takes the page's clock through `analyse`).
//! # #[cfg(not(target_arch = "wasm32"))] {
//! let analysis = Engine::new().analyse_quietly(&game, &Limits::depth(2)).unwrap();
//! assert_eq!(analysis.score, Score::Win { winner: Color::Gold, turns: 1 });
//! assert_eq!(analysis.pv[0].text(), "Ra7n");
//! # }
//! ```

mod analysis;
mod ends;
mod eval;
mod goal_bound;
mod limits;
mod ordering;
mod pv;
mod quiesce;
mod score;
mod search;
mod tt;
mod turn;

pub use analysis::{AnalyseError, Analysis, Progress};
#[cfg(not(target_arch = "wasm32"))]
pub use limits::StopFlag;
pub use limits::{Control, Limits, MAX_DEPTH};
pub use pv::PvTurn;
pub use score::{Score, ScoreError};
pub use search::Engine;
