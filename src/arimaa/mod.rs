//! The Arimaa rules: board representation, steps and turns, move generation,
//! games with repetition and outcomes.

mod bitboard;
mod board;
mod game;
mod movegen;
mod piece;
mod position;
mod square;
mod step;
mod turn;

pub use bitboard::{Bitboard, NEIGHBORS};
pub use board::{Board, Capture};
pub use game::{reached_goal, Game, GameError, Outcome, RuleSet, Termination, TurnLabel};
pub use movegen::{count_unique_moves, has_move, MoveGen};
pub use piece::{ByColor, Color, Piece, Role};
pub use position::{validate_setup, Position, SetupError};
pub use square::{Direction, Square};
pub use step::{Step, StepKind};
pub use turn::{backward, TakenStep, TurnBuilder, TurnError, MAX_STEPS};
