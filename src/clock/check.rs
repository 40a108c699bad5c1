//! Checking an archive game's logged clocks against a replay of its time control.

use super::control::TimeControl;
use super::replay::{Clock, ClockEnd};
use super::server_log::{archive_label, parse_server_log, LoggedMove};
use crate::arimaa::Color;
use crate::notation::archive::ArchiveGame;
use std::fmt;

/// How the replayed clocks compare with the server log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Both reserves and the game time equal the log after every logged move.
    Agree,
    /// The first move where they don't, in the archive's label (`5w`).
    Differ {
        /// The archive label of the move (`5w`).
        label: String,
        /// What the server log says (reserves as `gold/silver`, or the move due).
        expected: String,
        /// What the replay gives instead.
        got: String,
    },
    /// The time control or the log can't be read.
    Unreadable(String),
}

/// The result of [`check_archive_game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockCheck {
    /// The archive's game id, to name the game in reports.
    pub id: String,
    /// Whether the replayed clocks match the log.
    pub verdict: Verdict,
    /// Logged moves compared.
    pub moves_checked: usize,
    /// The archive says the game ended on time (termination `t`).
    pub time_termination: bool,
    /// The replay ends the game on time at its last move, against the player
    /// to move there, and the archive's winner is the other player.
    pub time_loss_found: bool,
    /// Why a time loss the archive records wasn't found.
    pub time_loss_note: Option<String>,
}

impl fmt::Display for ClockCheck {
    /// The `arimaa clocks` line of the game.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.verdict {
            Verdict::Agree => write!(f, "{} agree", self.id)?,
            Verdict::Differ {
                label,
                expected,
                got,
            } => write!(
                f,
                "{} differ after {label}: expected {expected}, got {got}",
                self.id
            )?,
            Verdict::Unreadable(why) => write!(f, "{} error: {why}", self.id)?,
        }
        if let Some(note) = &self.time_loss_note {
            write!(f, "; time loss not found: {note}")?;
        }
        Ok(())
    }
}

fn reserves(m: &LoggedMove) -> String {
    format!("{}/{}", m.reserves.gold, m.reserves.silver)
}

/// Replays the game's `timecontrol` with the `used` seconds of its `events`
/// log, compares both reserves (and the game time) after every logged move,
/// and replays the final move the log has no line for with the time the
/// timestamps give it, to see whether the player to move lost on time there.
pub fn check_archive_game(game: &ArchiveGame) -> ClockCheck {
    let mut check = ClockCheck {
        id: game.id().to_owned(),
        verdict: Verdict::Agree,
        moves_checked: 0,
        time_termination: game.termination() == "t",
        time_loss_found: false,
        time_loss_note: None,
    };
    let control: TimeControl = match game.timecontrol().parse() {
        Ok(tc) => tc,
        Err(e) => {
            check.verdict = Verdict::Unreadable(format!("timecontrol: {e}"));
            return check;
        }
    };
    let log = match parse_server_log(game.events()) {
        Ok(log) => log,
        Err(e) => {
            check.verdict = Verdict::Unreadable(e.to_string());
            return check;
        }
    };
    let mut clock = Clock::new(control);
    for (i, logged) in log.moves.iter().enumerate() {
        let label = logged.label();
        let next = archive_label(clock.move_number(), clock.side_to_move());
        let differ = |expected: String, got: String| Verdict::Differ {
            label: label.clone(),
            expected,
            got,
        };
        if label != next {
            check.verdict = differ(format!("move {next}"), label.clone());
            break;
        }
        let played = match clock.play(logged.used) {
            Ok(played) => played,
            Err(end) => {
                check.verdict = differ(reserves(logged), end.to_string());
                break;
            }
        };
        check.moves_checked += 1;
        let more_follow = i + 1 < log.moves.len();
        if let Some(end) = played.end.filter(|_| !played.completed || more_follow) {
            check.verdict = differ(reserves(logged), end.to_string());
            break;
        }
        if played.reserves != logged.reserves {
            let got = format!("{}/{}", played.reserves.gold, played.reserves.silver);
            check.verdict = differ(reserves(logged), got);
            break;
        }
        if played.game_time != logged.game_time {
            check.verdict = differ(
                format!("game time {}", logged.game_time),
                played.game_time.to_string(),
            );
            break;
        }
    }
    if check.verdict == Verdict::Agree {
        final_move(game, &log, &mut clock, &mut check);
    }
    check
}

/// Replays the last move label of the movelist when the log has no line for
/// it (a move not finished before the game ended).
fn final_move(
    game: &ArchiveGame,
    log: &super::ServerLog,
    clock: &mut Clock,
    check: &mut ClockCheck,
) {
    let last = game.movelist().last().map(|l| l.trim()).unwrap_or("");
    let next = archive_label(clock.move_number(), clock.side_to_move());
    let mut note = None;
    if last != next || clock.end().is_some() {
        note = Some(format!("no unlogged final move (last label `{last}`)"));
    } else if let Some(used) = log.unlogged_time() {
        let side = clock.side_to_move();
        let winner = game.result().chars().next().and_then(Color::from_char);
        match clock.play(used).ok().and_then(|m| m.end) {
            Some(end @ (ClockEnd::OutOfTime { loser } | ClockEnd::MoveTooLong { loser })) => {
                if !check.time_termination {
                    check.verdict = Verdict::Differ {
                        label: next,
                        expected: format!("termination {}", game.termination()),
                        got: format!("{end} after {used} s"),
                    };
                } else if loser == side && winner == Some(!loser) {
                    check.time_loss_found = true;
                } else {
                    note = Some(format!("{end}, but the result is {}", game.result()));
                }
            }
            other => {
                let how = other.map_or("no end".to_owned(), |e| e.to_string());
                note = Some(format!("{next} took {used} s: {how}"));
            }
        }
    } else {
        note = Some(format!("no time for {next} in the log"));
    }
    if check.time_termination && !check.time_loss_found {
        check.time_loss_note = note;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(
        tc: &str,
        termination: &str,
        result: &str,
        moves: &str,
        events: &[&str],
    ) -> ArchiveGame {
        let fields = [
            ("id", "1"),
            ("timecontrol", tc),
            ("result", result),
            ("termination", termination),
            ("movelist", moves),
            ("events", &events.join("\\n")),
        ];
        ArchiveGame::from_fields(
            2,
            fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        )
    }

    const EVENTS: [&str; 4] = [
        "100 [d] start move received from w",
        "110 [d] after 1w, move used:10 wresv:0 bresv:0 game:10",
        "121 [d] after 1b, move used:11 wresv:0 bresv:0 game:21",
        "130 [d] game finished with result b t",
    ];

    #[test]
    fn finds_a_time_loss_on_the_unlogged_move() {
        let g = game("8s/0/0", "t", "b", "1w Ra1\\n1b ra8\\n2w", &EVENTS);
        let check = check_archive_game(&g);
        assert_eq!(check.verdict, Verdict::Agree);
        assert_eq!(check.moves_checked, 2);
        assert!(check.time_loss_found);
        assert_eq!(check.to_string(), "1 agree");
    }

    #[test]
    fn reports_the_first_difference() {
        let g = game("8s/5/0", "t", "b", "1w Ra1\\n1b ra8\\n2w", &EVENTS);
        let check = check_archive_game(&g);
        assert_eq!(
            check.to_string(),
            "1 differ after 1w: expected 0/0, got 300/300"
        );
        // No time loss when the move was made in time.
        let g = game("10s/0/0", "t", "b", "1w Ra1\\n1b ra8\\n2w", &EVENTS);
        let check = check_archive_game(&g);
        assert!(!check.time_loss_found);
        assert_eq!(check.time_loss_note.as_deref(), Some("2w took 9 s: no end"));
        let g = game("8s/0/x", "t", "b", "", &EVENTS);
        assert_eq!(
            check_archive_game(&g).to_string(),
            "1 error: timecontrol: percent (P): expected a whole percent from 0 to 100, found `x`"
        );
    }
}
