//! Morabaraba, the second variant: the 24-point board with diagonals, the
//! rules (placing, moving, flying, shooting, machine-gunning) and the FIMS
//! notation for moves and positions. Rule choices: `docs/morabaraba.md`.
//!
//! ```
//! use arimaa::morabaraba::{Move, Position};
//!
//! let start: Position = "12,12 - - W - - 0".parse().unwrap();
//! let mv: Move = "d1".parse().unwrap();
//! let next = start.play(mv).unwrap();
//! assert_eq!(next.to_string(), "11,12 d1 - B d1 - 0");
//! assert_eq!(next.legal_moves().len(), 23);
//! assert_eq!(next.outcome(), None);
//! ```

mod board;
pub mod fims;
mod moves;
mod rules;
mod setup;
mod side;

pub use board::{in_mills, mill_through, Point, PointSet, MILLS, MILL_SETS, NEIGHBOURS};
pub use fims::{parse_move, parse_point, parse_setup, ParseError, ParsePositionError};
pub use moves::Move;
pub use rules::{
    perft, DrawReason, MoveError, Outcome, Phase, Position, WinReason, COWS_PER_SIDE,
    HALFMOVE_LIMIT,
};
pub use setup::{Inconsistency, Setup, SetupError};
pub use side::{BySide, Side};
