//! The clock entries of an arimaa.com `events` log (archive column `events`).
//!
//! Each line is `<unix time> [<date>] <event>`. The events read here:
//!
//! - `start move received from w`: the game clock starts (gold's setup).
//! - `after 5w, move used:17 wresv:148 bresv:150 game:43`: a finished turn,
//!   with the seconds it took, both reserves afterwards and the seconds on
//!   both clocks since the start. A resignation and a move rejected for a
//!   third repetition are logged this way too (the turn the game ended on).
//! - `game finished with result w t`: winner (`w`/`b`) and termination.
//!
//! Every other line (players joining, `move 5w received …`, `gameserver
//! rejected move […]; push not completed`, `result=wr side=b`) is skipped: a
//! rejected move doesn't stop the clock, and the next `after` line for the
//! same turn counts all of its time. A move the player didn't finish in time
//! has no `after` line; [`ServerLog::unlogged_time`] recovers its length from
//! the timestamps.

use crate::arimaa::{ByColor, Color};
use std::fmt;

/// One `after …, move used:…` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoggedMove {
    /// 1-based line in the log.
    pub line: usize,
    /// The line's Unix time, if it has one.
    pub timestamp: Option<i64>,
    /// Move number; 1 is the setup.
    pub number: u32,
    /// The player who moved.
    pub side: Color,
    /// Seconds the move took (`used:`).
    pub used: u32,
    /// Both reserves after the move (`wresv:`, `bresv:`).
    pub reserves: ByColor<u32>,
    /// Seconds on both players' clocks since the start (`game:`).
    pub game_time: u64,
}

impl LoggedMove {
    /// The archive's label, `5w` / `5b`.
    pub fn label(&self) -> String {
        archive_label(self.number, self.side)
    }
}

/// `5w` / `5b`: move labels in the archive's old colour letters.
pub(crate) fn archive_label(number: u32, side: Color) -> String {
    let c = match side {
        Color::Gold => 'w',
        Color::Silver => 'b',
    };
    format!("{number}{c}")
}

/// The `game finished with result …` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoggedFinish {
    /// The line's Unix time, if it has one.
    pub timestamp: Option<i64>,
    /// The player the server declared the winner.
    pub winner: Color,
    /// Termination letter as in the archive (`g`, `t`, `r`, …).
    pub termination: char,
}

/// The clock facts of one game's log.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerLog {
    /// When gold's setup clock started.
    pub start: Option<i64>,
    /// The finished moves, in log order.
    pub moves: Vec<LoggedMove>,
    /// How the game ended, when the log says so.
    pub finish: Option<LoggedFinish>,
}

impl ServerLog {
    /// Seconds between the last logged move (or the start) and the end of the
    /// game: the time spent on a final move that has no `after` line, such as
    /// one the player ran out of time on. `None` without both timestamps.
    pub fn unlogged_time(&self) -> Option<u32> {
        let from = match self.moves.last() {
            Some(m) => m.timestamp?,
            None => self.start?,
        };
        let to = self.finish?.timestamp?;
        u32::try_from(to.checked_sub(from)?).ok()
    }
}

/// A clock line that doesn't read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerLogError {
    /// 1-based line in the log.
    pub line: usize,
    /// What is wrong with the line.
    pub message: String,
}

impl fmt::Display for ServerLogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "events line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ServerLogError {}

/// Reads the clock lines of a log, given line by line.
pub fn parse_server_log<'a>(
    lines: impl IntoIterator<Item = &'a str>,
) -> Result<ServerLog, ServerLogError> {
    let mut log = ServerLog::default();
    for (i, line) in lines.into_iter().enumerate() {
        let (timestamp, event) = split_line(line);
        let error = |message: String| ServerLogError {
            line: i + 1,
            message,
        };
        if let Some(rest) = event.strip_prefix("after ") {
            let mv = parse_after(rest).ok_or_else(|| error(format!("unreadable `{event}`")))?;
            log.moves.push(LoggedMove {
                line: i + 1,
                timestamp,
                ..mv
            });
        } else if event.starts_with("start move received") {
            log.start = log.start.or(timestamp);
        } else if let Some(rest) = event.strip_prefix("game finished with result ") {
            let mut words = rest.split_whitespace();
            let winner = words.next().and_then(one_char).and_then(Color::from_char);
            let termination = words.next().and_then(one_char);
            match (winner, termination) {
                (Some(winner), Some(termination)) => {
                    log.finish = Some(LoggedFinish {
                        timestamp,
                        winner,
                        termination,
                    })
                }
                _ => return Err(error(format!("unreadable `{event}`"))),
            }
        }
    }
    Ok(log)
}

/// `1769941065 [Sun Feb  1 10:17:45 2026] after …` → (timestamp, `after …`).
fn split_line(line: &str) -> (Option<i64>, &str) {
    let line = line.trim();
    let (first, after) = line.split_once(' ').unwrap_or((line, ""));
    let timestamp = first.parse().ok();
    let rest = if timestamp.is_some() {
        after.trim_start()
    } else {
        line
    };
    let event = match rest.strip_prefix('[').and_then(|r| r.split_once(']')) {
        Some((_date, event)) => event.trim(),
        None => rest,
    };
    (timestamp, event)
}

fn one_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

/// `5w, move used:17 wresv:148 bresv:150 game:43`
fn parse_after(rest: &str) -> Option<LoggedMove> {
    let (label, rest) = rest.split_once(',')?;
    let letter = label.chars().last()?;
    let side = Color::from_char(letter)?;
    let number = label[..label.len() - letter.len_utf8()].parse().ok()?;
    let rest = rest.trim().strip_prefix("move ")?;
    let (mut used, mut wresv, mut bresv, mut game) = (None, None, None, None);
    for item in rest.split_whitespace() {
        let (key, value) = item.split_once(':')?;
        match key {
            "used" => used = Some(value.parse().ok()?),
            "wresv" => wresv = Some(value.parse().ok()?),
            "bresv" => bresv = Some(value.parse().ok()?),
            "game" => game = Some(value.parse().ok()?),
            _ => {}
        }
    }
    Some(LoggedMove {
        line: 0,
        timestamp: None,
        number,
        side,
        used: used?,
        reserves: ByColor {
            gold: wresv?,
            silver: bresv?,
        },
        game_time: game?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOG: [&str; 8] = [
        "1769948020 [Sun Feb  1 12:13:40 2026] start move received from w",
        "1769948030 [Sun Feb  1 12:13:50 2026] move 1w received from w [Ra1]",
        "1769948030 [Sun Feb  1 12:13:50 2026] after 1w, move used:10 wresv:0 bresv:0 game:10",
        "1769948035 [Sun Feb  1 12:13:55 2026] gameserver rejected move [ra7s]; push not completed",
        "1769948041 [Sun Feb  1 12:14:01 2026] after 1b, move used:11 wresv:0 bresv:0 game:21",
        "1769948041 [Sun Feb  1 12:14:01 2026] w player present",
        "1769948050 [Sun Feb  1 12:14:10 2026] game finished with result b t",
        "",
    ];

    #[test]
    fn reads_moves_and_finish() {
        let log = parse_server_log(LOG).unwrap();
        assert_eq!(log.start, Some(1769948020));
        assert_eq!(log.moves.len(), 2);
        let m = log.moves[1];
        assert_eq!(
            (m.line, m.number, m.side, m.used),
            (5, 1, Color::Silver, 11)
        );
        assert_eq!(m.label(), "1b");
        assert_eq!(m.game_time, 21);
        let finish = log.finish.unwrap();
        assert_eq!((finish.winner, finish.termination), (Color::Silver, 't'));
        assert_eq!(log.unlogged_time(), Some(9));
    }

    #[test]
    fn bad_after_line_is_an_error() {
        let err =
            parse_server_log(["1 [x] after 1w, move used:x wresv:0 bresv:0 game:0"]).unwrap_err();
        assert_eq!(err.line, 1);
        assert!(parse_server_log(["1 [x] after , move"]).is_err());
        assert!(parse_server_log(["after ñ, move used:1"]).is_err());
    }
}
