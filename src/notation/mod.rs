//! Text formats of arimaa.com: the game notation's words, position diagrams,
//! archive files, and the arimaa.com writer.

pub mod archive;
pub mod arimaa_com;
pub mod diagram;
pub mod start;
mod steps;
pub mod writer;

pub use steps::build_turn;
