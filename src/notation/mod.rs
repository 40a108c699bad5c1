//! Text formats of arimaa.com: the game notation, position diagrams, archive files.

pub mod archive;
pub mod arimaa_com;
pub mod diagram;
pub mod replay;
pub mod verdict;
pub mod writer;
