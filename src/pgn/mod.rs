//! Howdah's record format ("pgn"): the PGN-style text Howdah, the desktop
//! Arimaa app, and AEI's tournaments write. Tags, brace comments with
//! `[%…]` commands, glyphs and `( … )` variations, several games a file.
//!
//! [`read`] reads the first game of a text into the shared
//! [`Record`](crate::record::Record) tree, keeping every problem beside it
//! as the FAN reader does; [`read_all`] reads every game; [`read_strict`]
//! wants one game and no problem; [`write()`] writes Howdah's canonical form
//! and [`write_all`] a collection of games. `docs/howdah-format-notes.md`
//! describes the format; the README says what does not convert between it
//! and FAN.

mod commands;
mod detect;
mod ending;
mod game;
mod lex;
mod names;
mod play;
mod read;
mod tags;
mod write;
mod write_decided;
mod write_note;
mod write_tags;

pub use ending::Ending;
pub(crate) use read::starts_with_tags;
pub use read::{looks_like, may_be, read, read_all, read_strict};
pub use write::{result_of, tags_result, write, write_all, write_of, WriteError};
