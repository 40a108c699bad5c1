//! Text formats of arimaa.com: the game notation's words, position diagrams,
//! archive files, and the arimaa.com writer.

pub mod archive;
pub mod arimaa_com;
pub mod diagram;
// The engine's worker's input (the engine's wasm and native builds): not in the
// reader's or the editor's wasm, where even an unused module changes the code's order.
#[cfg(feature = "engine")]
pub mod line;
pub mod start;
mod steps;
pub mod writer;

pub use steps::build_turn;
