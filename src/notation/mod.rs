//! Text formats of arimaa.com: the game notation's words, position diagrams,
//! archive files, and the checks and writer behind the CLI.

pub mod archive;
pub mod arimaa_com;
pub mod diagram;
pub mod start;
mod steps;
pub mod verdict;
pub mod writer;

pub use steps::build_turn;
