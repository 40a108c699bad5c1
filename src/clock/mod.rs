//! Arimaa match clocks: the `M/R/P/L/G/T` time control, replaying both
//! players' clocks move by move, and scoring a game halted at the G limit.
//!
//! ```
//! use arimaa::clock::{replay, ClockEnd, TimeControl};
//! use arimaa::Color;
//!
//! let tc: TimeControl = "0:30/5/100/3".parse().unwrap();
//! assert_eq!(tc.to_string(), "30s/5m/100/3m");
//! // Setups of 50 s (allowed a minute), then gold thinks 10 s, silver 40 s.
//! let moves = replay(tc, [50, 50, 10, 40]);
//! assert_eq!(moves[3].reserves.gold, 300); // above L = 3 min: kept, not raised
//! assert_eq!(moves[3].reserves.silver, 290);
//! let lost = replay(tc, [50, 50, 331]);
//! assert_eq!(lost[2].end, Some(ClockEnd::OutOfTime { loser: Color::Gold }));
//! ```
//!
//! # How the rules are read
//!
//! - Times are whole seconds. A move that takes exactly the move time plus
//!   the reserve is still in time; one second more loses (the arimaa.com
//!   logs agree: moves of exactly `M + reserve` are accepted, and every time
//!   loss comes one or two seconds later).
//! - Unused move time × P % is rounded to the nearest second, halves up.
//! - L: a reserve below L is raised at most to L; a reserve at or above L
//!   (the starting reserve may be) is kept, neither cut nor raised.
//! - Setup: with M under a minute the setup move has a minute of move time,
//!   otherwise M; beyond that the reserve is used. The sentence "the unused
//!   time from the setup move is not added to the reserve" is applied to every
//!   setup, whatever M: that is what the arimaa.com server does (in all 159
//!   archived games, including 2-minute and 4-minute controls, the reserves
//!   after both setups equal R).
//! - G as a time is measured on the players' clocks: the seconds both players
//!   used on their moves, added up (the server log's `game:` counter), so
//!   pauses between moves don't count. A move made when that total reaches G
//!   exactly still counts and the game is halted after it; a move still in
//!   progress when it is reached is not made. G in turns (`90t`) halts the game
//!   once silver has completed turn 90 (the setup is turn 1).
//! - When several limits fall on the same second, the G limit comes first,
//!   then the exhausted reserve, then T.
//! - A halted game is decided by [`winner_by_score`]; the clocks don't see
//!   the board, so the caller supplies the piece counts. A goal, elimination
//!   or immobilization on the move that reaches a limit wins regardless.
//!
//! # Clock data in FAN
//!
//! FAN (Flexible Arimaa Notation) has name/value headers, `"…"` comments and
//! `@string` markings placed after a turn id. Clock data uses both:
//!
//! - the header `TimeControl` holds the time control in any form
//!   [`TimeControl`] parses; writers use its canonical `Display` form:
//!   `TimeControl: 30s/5m/100/3m`;
//! - the marking `@t=SECONDS` right after a turn id gives the whole seconds
//!   the player to move used on that turn: `12g @t=15 Ed4n Ed5e Ee5n Mc3e`.
//!   A turn the player didn't finish (lost on time, resigned) is written as
//!   the bare turn id with its marking: `13s @t=9`.
//!
//! Reserves are not written: they follow from the header and the `@t`
//! values. Only the main line's markings drive the clocks; markings in
//! variations are kept as text. See [`fan`] for the read and write helpers.

mod check;
mod control;
mod duration;
pub mod fan;
mod marks;
mod replay;
mod score;
mod server_log;

#[cfg(test)]
mod spec_examples;

pub use check::{check_archive_game, ClockCheck, Verdict};
pub use control::{Field, GameLimit, ParseTimeControlError, TimeControl};
pub use marks::{mark_move_clocks, ClockMarks};
pub use replay::{credit, replay, Clock, ClockEnd, MoveClock, SETUP_ALLOWANCE};
pub use score::winner_by_score;
pub use server_log::{parse_server_log, LoggedFinish, LoggedMove, ServerLog, ServerLogError};
