//! The time control `M/R/P/L/G/T`: parsing, the typed value, canonical text.

use super::duration::{digits, duration, to_u32, Duration, Problem, Unit};
use std::fmt;
use std::str::FromStr;

/// The fields of a time control, in their written order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// M: time per move.
    MoveTime,
    /// R: starting reserve.
    Reserve,
    /// P: percent of unused move time added to the reserve.
    Percent,
    /// L: reserve limit.
    ReserveLimit,
    /// G: game time or turn limit.
    GameLimit,
    /// T: longest time a single move may take.
    MaxMoveTime,
}

impl Field {
    /// Every field, in the order written: M, R, P, L, G, T.
    pub const ALL: [Field; 6] = [
        Field::MoveTime,
        Field::Reserve,
        Field::Percent,
        Field::ReserveLimit,
        Field::GameLimit,
        Field::MaxMoveTime,
    ];

    /// The letter the spec uses: `M`, `R`, `P`, `L`, `G`, `T`.
    pub const fn letter(self) -> char {
        match self {
            Field::MoveTime => 'M',
            Field::Reserve => 'R',
            Field::Percent => 'P',
            Field::ReserveLimit => 'L',
            Field::GameLimit => 'G',
            Field::MaxMoveTime => 'T',
        }
    }

    /// The field's name in words (`reserve limit`), for error messages.
    pub const fn name(self) -> &'static str {
        match self {
            Field::MoveTime => "move time",
            Field::Reserve => "reserve",
            Field::Percent => "percent",
            Field::ReserveLimit => "reserve limit",
            Field::GameLimit => "game limit",
            Field::MaxMoveTime => "move limit",
        }
    }

    /// What a valid value of the field looks like, for error messages.
    const fn expected(self) -> &'static str {
        match self {
            Field::Percent => "a whole percent from 0 to 100",
            Field::GameLimit => "hours:minutes, or turns ending in `t`",
            _ => "minutes:seconds",
        }
    }
}

/// When a game is halted and decided by score (the G field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum GameLimit {
    /// No limit (`0`, the default).
    #[default]
    None,
    /// Halted once the players' clocks together reach this many seconds.
    Time(u32),
    /// Halted after both players have made this many turns (setup included).
    Turns(u32),
}

/// A parsed `M/R/P/L/G/T` time control, every duration in whole seconds.
///
/// The parser accepts every form of the match rules (`0:30`, `5`, `2m30s`,
/// `24h5m10s`, `90t`, …); [`Display`](fmt::Display) writes one canonical form
/// (unit letters, trailing default fields left out) that parses back equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// M: seconds per move.
    pub move_time: u32,
    /// R: starting reserve, seconds.
    pub reserve: u32,
    /// P: percent (0–100) of the unused move time added to the reserve.
    pub percent: u8,
    /// L: the reserve is not raised above this many seconds; 0 means no limit.
    pub reserve_limit: u32,
    /// G: when the game is halted and scored.
    pub game_limit: GameLimit,
    /// T: a move taking longer than this many seconds loses; 0 means no limit.
    pub max_move_time: u32,
}

impl TimeControl {
    /// `M/R` with every optional field at its default (P 100, L 0, G 0, T 0).
    #[must_use]
    pub const fn new(move_time: u32, reserve: u32) -> TimeControl {
        TimeControl {
            move_time,
            reserve,
            percent: 100,
            reserve_limit: 0,
            game_limit: GameLimit::None,
            max_move_time: 0,
        }
    }
}

/// A time control that doesn't parse; names the field at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTimeControlError {
    field: Option<Field>,
    problem: Problem,
    found: String,
}

impl ParseTimeControlError {
    /// The field at fault; `None` when the text as a whole is wrong.
    pub fn field(&self) -> Option<Field> {
        self.field
    }

    fn new(field: Field, problem: Problem, found: &str) -> ParseTimeControlError {
        ParseTimeControlError {
            field: Some(field),
            problem,
            found: shorten(found),
        }
    }
}

/// Keeps messages short whatever the input.
fn shorten(s: &str) -> String {
    const MAX: usize = 40;
    match s.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_owned(),
    }
}

impl fmt::Display for ParseTimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.field {
            Some(field) => write!(f, "{} ({}): ", field.name(), field.letter())?,
            None => f.write_str("time control: ")?,
        }
        let found = &self.found;
        match (self.problem, self.field) {
            (Problem::Shape, Some(field)) => {
                write!(f, "expected {}, found `{found}`", field.expected())
            }
            (Problem::Shape, None) => write!(f, "expected M/R/P/L/G/T, found `{found}`"),
            (Problem::TooLarge, _) => write!(f, "number too large, found `{found}`"),
            (Problem::Missing, _) => write!(f, "missing (M and R are required), found `{found}`"),
            (Problem::TooManyFields(n), _) => {
                write!(f, "expected at most 6 `/`-separated fields, found {n}")
            }
        }
    }
}

impl std::error::Error for ParseTimeControlError {}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, ParseTimeControlError> {
        let text = text.trim();
        let whole = |problem| ParseTimeControlError {
            field: None,
            problem,
            found: shorten(text),
        };
        if text.is_empty() {
            return Err(whole(Problem::Shape));
        }
        let parts: Vec<&str> = text.split('/').collect();
        if parts.len() > Field::ALL.len() {
            return Err(whole(Problem::TooManyFields(parts.len())));
        }
        if parts.len() < 2 {
            return Err(ParseTimeControlError::new(
                Field::Reserve,
                Problem::Missing,
                text,
            ));
        }
        let mut tc = TimeControl::new(0, 0);
        for (&field, &part) in Field::ALL.iter().zip(&parts) {
            let err = |problem| ParseTimeControlError::new(field, problem, part);
            match field {
                Field::MoveTime => tc.move_time = duration(part, Unit::Minute).map_err(err)?,
                Field::Reserve => tc.reserve = duration(part, Unit::Minute).map_err(err)?,
                Field::Percent => tc.percent = percent(part).map_err(err)?,
                Field::ReserveLimit => {
                    tc.reserve_limit = duration(part, Unit::Minute).map_err(err)?
                }
                Field::GameLimit => tc.game_limit = game_limit(part).map_err(err)?,
                Field::MaxMoveTime => {
                    tc.max_move_time = duration(part, Unit::Minute).map_err(err)?
                }
            }
        }
        Ok(tc)
    }
}

fn percent(s: &str) -> Result<u8, Problem> {
    match digits(s) {
        Ok(n) if n <= 100 => Ok(n as u8),
        Ok(_) | Err(Problem::TooLarge) => Err(Problem::Shape),
        Err(e) => Err(e),
    }
}

fn game_limit(s: &str) -> Result<GameLimit, Problem> {
    let limit = match s.strip_suffix('t') {
        Some(turns) => GameLimit::Turns(to_u32(digits(turns)?)?),
        None => GameLimit::Time(duration(s, Unit::Hour)?),
    };
    Ok(match limit {
        GameLimit::Turns(0) | GameLimit::Time(0) => GameLimit::None,
        other => other,
    })
}

impl fmt::Display for GameLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GameLimit::None => f.write_str("0"),
            GameLimit::Time(secs) => Duration(secs).fmt(f),
            GameLimit::Turns(0) => f.write_str("0"),
            GameLimit::Turns(n) => write!(f, "{n}t"),
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", Duration(self.move_time), Duration(self.reserve))?;
        let game_limit_set = !matches!(
            self.game_limit,
            GameLimit::None | GameLimit::Time(0) | GameLimit::Turns(0)
        );
        let optional = [
            self.percent != 100,
            self.reserve_limit != 0,
            game_limit_set,
            self.max_move_time != 0,
        ];
        let written = optional.iter().rposition(|&set| set).map_or(0, |i| i + 1);
        for field in &Field::ALL[2..2 + written] {
            match field {
                Field::Percent => write!(f, "/{}", self.percent)?,
                Field::ReserveLimit => write!(f, "/{}", Duration(self.reserve_limit))?,
                Field::GameLimit => write!(f, "/{}", self.game_limit)?,
                _ => write!(f, "/{}", Duration(self.max_move_time))?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }
    fn err(s: &str) -> String {
        s.parse::<TimeControl>().unwrap_err().to_string()
    }

    #[test]
    fn every_duration_form() {
        assert_eq!(tc("0:30/5").move_time, 30);
        assert_eq!(tc("0:30/5").reserve, 300);
        assert_eq!(tc("1:05/0").move_time, 65);
        assert_eq!(tc("8s/0").move_time, 8);
        assert_eq!(tc("2m30s/0").move_time, 150);
        assert_eq!(tc("0/90s").reserve, 90);
        assert_eq!(tc("24h5m10s/0").move_time, 24 * 3600 + 5 * 60 + 10);
        assert_eq!(tc("1d/0").move_time, 86_400);
        let t = tc("2m/6m/100/0/7h13s/0");
        assert_eq!(t.game_limit, GameLimit::Time(7 * 3600 + 13));
        assert_eq!(tc("2/2/100/10/8").game_limit, GameLimit::Time(8 * 3600));
        assert_eq!(tc("2/2/100/10/1:30").game_limit, GameLimit::Time(5400));
        assert_eq!(tc("1/1/100/0/60d").game_limit, GameLimit::Time(60 * 86_400));
        assert_eq!(tc("4/4/100/4/90t").game_limit, GameLimit::Turns(90));
        assert_eq!(tc("4/4/100/4/0t").game_limit, GameLimit::None);
        assert_eq!(tc(" 8s/0/0 ").percent, 0);
    }

    #[test]
    fn defaults() {
        assert_eq!(tc("3/0"), TimeControl::new(180, 0));
        let t = tc("4/2/50");
        assert_eq!((t.percent, t.reserve_limit, t.max_move_time), (50, 0, 0));
        assert_eq!(t.game_limit, GameLimit::None);
    }

    #[test]
    fn errors_name_the_field() {
        assert_eq!(
            err("2/x"),
            "reserve (R): expected minutes:seconds, found `x`"
        );
        assert_eq!(
            err("x/2"),
            "move time (M): expected minutes:seconds, found `x`"
        );
        assert_eq!(
            err("2/2/101"),
            "percent (P): expected a whole percent from 0 to 100, found `101`"
        );
        assert_eq!(
            err("2/2/100/1:60"),
            "reserve limit (L): expected minutes:seconds, found `1:60`"
        );
        assert_eq!(
            err("2/2/100/0/9x"),
            "game limit (G): expected hours:minutes, or turns ending in `t`, found `9x`"
        );
        assert_eq!(
            err("2/2/100/0/0/5q"),
            "move limit (T): expected minutes:seconds, found `5q`"
        );
        assert_eq!(
            err("2"),
            "reserve (R): missing (M and R are required), found `2`"
        );
        assert_eq!(
            err("1/2/3/4/5/6/7"),
            "time control: expected at most 6 `/`-separated fields, found 7"
        );
        assert_eq!(err(""), "time control: expected M/R/P/L/G/T, found ``");
        assert_eq!(
            err("99999999999/0"),
            "move time (M): number too large, found `99999999999`"
        );
        for bad in [
            "1:30s/0",
            "2m30/0",
            "30s2m/0",
            "2m2m/0",
            "-1/0",
            "1.5/0",
            "1:/0",
            ":30/0",
            "2/2//",
            "1:005/0",
            "2M/0",
            "1 /0",
            "2/2/100/0/t",
            "2/2/100/0/1:30t",
        ] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
    }

    #[test]
    fn canonical_form() {
        let cases = [
            ("0:30/5/100/3", "30s/5m/100/3m"),
            ("4/2/50/10/6", "4m/2m/50/10m/6h"),
            ("4/4/100/4/90t/5", "4m/4m/100/4m/90t/5m"),
            ("3/0", "3m/0"),
            ("3/0/100/0/0/0", "3m/0"),
            ("8s/0/0", "8s/0/0"),
            ("24h5m10s/0/0/0/60d", "1d5m10s/0/0/0/60d"),
            ("2m/6m/100/0/7h13s/0", "2m/6m/100/0/7h13s"),
            ("0/0/100/0/0/1:30", "0/0/100/0/0/1m30s"),
        ];
        for (input, canonical) in cases {
            assert_eq!(tc(input).to_string(), canonical, "{input}");
            assert_eq!(tc(canonical), tc(input), "{input}");
        }
    }
}
