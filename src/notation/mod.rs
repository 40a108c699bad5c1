//! Text formats of arimaa.com: the game notation, position diagrams, archive files.

pub mod archive;
