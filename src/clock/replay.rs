//! Replaying the clocks of a game from the time each move took.

use super::control::{GameLimit, TimeControl};
use crate::arimaa::{ByColor, Color};

/// Move time of the setup move (move 1 of each side) when M is under a minute.
pub const SETUP_ALLOWANCE: u32 = 60;

/// Why the clocks ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockEnd {
    /// `loser` used up the move time and the whole reserve.
    OutOfTime {
        /// The player whose clock ran out.
        loser: Color,
    },
    /// `loser` took longer than T on one move.
    MoveTooLong {
        /// The player who took too long.
        loser: Color,
    },
    /// The players' clocks together reached G: the game is scored.
    GameTime,
    /// Both players made the G turns: the game is scored.
    TurnLimit,
}

impl ClockEnd {
    /// The player who lost on time; `None` when the game is decided by score.
    pub const fn loser(self) -> Option<Color> {
        match self {
            ClockEnd::OutOfTime { loser } | ClockEnd::MoveTooLong { loser } => Some(loser),
            ClockEnd::GameTime | ClockEnd::TurnLimit => None,
        }
    }
    /// True when the game stops at the G limit and goes to
    /// [`winner_by_score`](super::winner_by_score).
    pub const fn is_scored(self) -> bool {
        self.loser().is_none()
    }
}

impl std::fmt::Display for ClockEnd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClockEnd::OutOfTime { loser } => write!(f, "{} out of time", loser.name()),
            ClockEnd::MoveTooLong { loser } => write!(f, "{} over the move limit", loser.name()),
            ClockEnd::GameTime => f.write_str("game time limit reached"),
            ClockEnd::TurnLimit => f.write_str("turn limit reached"),
        }
    }
}

/// The clocks after one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveClock {
    /// Move number; 1 is the setup.
    pub number: u32,
    /// The player who made the move.
    pub side: Color,
    /// Seconds the player took (as given to [`Clock::play`]).
    pub used: u32,
    /// Move time available before the reserve is touched (M, or the setup allowance).
    pub move_time: u32,
    /// Both reserves after the move.
    pub reserves: ByColor<u32>,
    /// Seconds on both players' clocks since the start, after the move.
    pub game_time: u64,
    /// False when the clocks stopped the game before the move was made.
    pub completed: bool,
    /// Set when this move ends the game.
    pub end: Option<ClockEnd>,
}

/// Both players' clocks, advanced one move at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    reserves: ByColor<u32>,
    game_time: u64,
    number: u32,
    side: Color,
    end: Option<ClockEnd>,
}

impl Clock {
    /// The clocks before gold's setup.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            reserves: ByColor::new_with(|_| control.reserve),
            game_time: 0,
            number: 1,
            side: Color::Gold,
            end: None,
        }
    }

    /// The time control the clocks run under.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }
    /// Both reserves, in seconds, before the move to play.
    pub fn reserves(&self) -> ByColor<u32> {
        self.reserves
    }
    /// Seconds used by both players so far (what G measures).
    pub fn game_time(&self) -> u64 {
        self.game_time
    }
    /// Number of the move to play (1 is the setup).
    pub fn move_number(&self) -> u32 {
        self.number
    }
    /// The player whose move is next.
    pub fn side_to_move(&self) -> Color {
        self.side
    }
    /// How the clocks ended the game; `None` while it goes on.
    pub fn end(&self) -> Option<ClockEnd> {
        self.end
    }

    /// Move time of the move to play: M, or [`SETUP_ALLOWANCE`] for a setup
    /// under a time per move of less than a minute.
    pub fn move_time(&self) -> u32 {
        if self.number == 1 && self.control.move_time < SETUP_ALLOWANCE {
            SETUP_ALLOWANCE
        } else {
            self.control.move_time
        }
    }

    /// Seconds the player to move can think before the clocks end the game
    /// (move time + reserve, cut by T and by what is left of G). Using exactly
    /// this much still completes the move.
    pub fn time_left(&self) -> u64 {
        self.deadline().0
    }

    /// The earliest way the move in progress can end the game, and after how
    /// many seconds. Ties go to the game limit, then to the reserve.
    fn deadline(&self) -> (u64, Option<ClockEnd>) {
        let loser = self.side;
        let mut best = (
            u64::from(self.move_time()) + u64::from(self.reserves[loser]),
            Some(ClockEnd::OutOfTime { loser }),
        );
        if self.control.max_move_time > 0 && u64::from(self.control.max_move_time) < best.0 {
            best = (
                u64::from(self.control.max_move_time),
                Some(ClockEnd::MoveTooLong { loser }),
            );
        }
        if let GameLimit::Time(limit) = self.control.game_limit {
            let left = u64::from(limit).saturating_sub(self.game_time);
            if limit > 0 && left <= best.0 {
                best = (left, Some(ClockEnd::GameTime));
            }
        }
        best
    }

    /// Plays a move that took `used` seconds. When that is more than
    /// [`time_left`](Self::time_left) the move is not made and the game ends
    /// at the deadline. Once the game has ended, returns how it ended.
    pub fn play(&mut self, used: u32) -> Result<MoveClock, ClockEnd> {
        if let Some(end) = self.end {
            return Err(end);
        }
        let side = self.side;
        let move_time = self.move_time();
        let (deadline, stop) = self.deadline();
        let completed = u64::from(used) <= deadline;
        // The clocks run until the move is made or the game is stopped.
        let spent = if completed { used } else { deadline as u32 };
        let reserve = &mut self.reserves[side];
        if spent > move_time {
            *reserve = reserve.saturating_sub(spent - move_time);
        } else if self.number > 1 {
            *reserve = credit(&self.control, *reserve, move_time - spent);
        }
        self.game_time += u64::from(spent);
        self.end = if !completed {
            stop
        } else if matches!(self.control.game_limit, GameLimit::Time(g) if g > 0 && self.game_time >= u64::from(g))
        {
            Some(ClockEnd::GameTime)
        } else if matches!(self.control.game_limit, GameLimit::Turns(n) if side == Color::Silver && self.number >= n)
        {
            Some(ClockEnd::TurnLimit)
        } else {
            None
        };
        let clock = MoveClock {
            number: self.number,
            side,
            used,
            move_time,
            reserves: self.reserves,
            game_time: self.game_time,
            completed,
            end: self.end,
        };
        if side == Color::Silver {
            self.number += 1;
        }
        self.side = !side;
        Ok(clock)
    }
}

/// The reserve after a move that left `unused` seconds of move time: P% of
/// them, rounded to the nearest second (halves up), added up to L. A reserve
/// at or above L stays as it is.
#[must_use]
pub fn credit(control: &TimeControl, reserve: u32, unused: u32) -> u32 {
    let added = (u64::from(unused) * u64::from(control.percent) + 50) / 100;
    let raised = u64::from(reserve) + added;
    let limit = u64::from(control.reserve_limit);
    if limit == 0 {
        u32::try_from(raised).unwrap_or(u32::MAX)
    } else if u64::from(reserve) >= limit {
        reserve
    } else {
        raised.min(limit) as u32
    }
}

/// Replays a game from the seconds each move took, gold's setup first.
/// Stops at the move where the clocks end the game.
pub fn replay(control: TimeControl, used: impl IntoIterator<Item = u32>) -> Vec<MoveClock> {
    let mut clock = Clock::new(control);
    used.into_iter()
        .map_while(|secs| clock.play(secs).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        s.parse().unwrap()
    }

    #[test]
    fn rounding_halves_up() {
        let half = tc("4/0/50");
        assert_eq!(credit(&half, 0, 1), 1);
        assert_eq!(credit(&half, 0, 3), 2);
        assert_eq!(credit(&tc("4/0/33"), 0, 10), 3);
        assert_eq!(credit(&tc("4/0/0"), 7, 200), 7);
    }

    #[test]
    fn unused_setup_time_is_never_added() {
        let moves = replay(tc("2/2"), [10, 20, 10]);
        assert_eq!(
            moves[0].reserves,
            ByColor {
                gold: 120,
                silver: 120
            }
        );
        assert_eq!(
            moves[1].reserves,
            ByColor {
                gold: 120,
                silver: 120
            }
        );
        assert_eq!(moves[2].reserves.gold, 230);
        // A setup longer than M uses the reserve.
        let moves = replay(tc("2/2"), [154]);
        assert_eq!(moves[0].reserves.gold, 86);
    }

    #[test]
    fn exactly_all_the_time_is_allowed() {
        let mut clock = Clock::new(tc("8s/0/0"));
        assert_eq!(clock.time_left(), 60);
        assert!(clock.play(60).unwrap().completed);
        assert_eq!(clock.time_left(), 60);
        assert!(clock.play(3).unwrap().end.is_none());
        assert_eq!(clock.time_left(), 8);
        assert!(clock.play(8).unwrap().end.is_none());
        let flagged = clock.play(9).unwrap();
        assert!(!flagged.completed);
        assert_eq!(flagged.game_time, 60 + 3 + 8 + 8);
        assert_eq!(
            flagged.end,
            Some(ClockEnd::OutOfTime {
                loser: Color::Silver
            })
        );
        assert_eq!(
            clock.play(1),
            Err(ClockEnd::OutOfTime {
                loser: Color::Silver
            })
        );
    }

    #[test]
    fn game_time_counts_the_clocks_only() {
        // G = 0:01 (one minute): halted as soon as the clocks reach 60 s.
        let moves = replay(tc("1/0/100/0/0:01"), [20, 20, 20, 20]);
        assert_eq!(moves.len(), 3);
        assert_eq!(moves[2].end, Some(ClockEnd::GameTime));
        assert!(moves[2].completed);
        // A move still in progress when G is reached isn't made.
        let moves = replay(tc("1/0/100/0/0:01"), [20, 30, 20]);
        assert_eq!(moves[2].game_time, 60);
        assert!(!moves[2].completed);
        assert_eq!(moves[2].end.unwrap().loser(), None);
    }
}
