//! Durations in the time control: `N`, `N:NN` and unit letters `1d2h3m4s`.

use std::fmt;

/// What is wrong with a field of a time control (or the whole text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Problem {
    /// The field (or the whole text) has the wrong shape.
    Shape,
    /// A number doesn't fit.
    TooLarge,
    /// A required field is absent.
    Missing,
    /// More than six fields.
    TooManyFields(usize),
}

/// Time units, largest first; a unit-letter duration lists them in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Unit {
    Day,
    Hour,
    Minute,
    Second,
}

impl Unit {
    const ALL: [Unit; 4] = [Unit::Day, Unit::Hour, Unit::Minute, Unit::Second];

    const fn seconds(self) -> u64 {
        match self {
            Unit::Day => 86_400,
            Unit::Hour => 3_600,
            Unit::Minute => 60,
            Unit::Second => 1,
        }
    }
    const fn letter(self) -> char {
        match self {
            Unit::Day => 'd',
            Unit::Hour => 'h',
            Unit::Minute => 'm',
            Unit::Second => 's',
        }
    }
    fn from_letter(c: char) -> Option<Unit> {
        Unit::ALL.into_iter().find(|u| u.letter() == c)
    }
    /// The unit after the colon when `self` is before it (minutes:seconds, hours:minutes).
    const fn minor(self) -> Unit {
        match self {
            Unit::Day => Unit::Hour,
            Unit::Hour => Unit::Minute,
            Unit::Minute | Unit::Second => Unit::Second,
        }
    }
}

/// Whole number of ASCII digits; `None` for anything else (sign, space, empty).
pub(super) fn digits(s: &str) -> Result<u64, Problem> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Problem::Shape);
    }
    s.bytes().try_fold(0u64, |n, b| {
        n.checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(b - b'0')))
            .ok_or(Problem::TooLarge)
    })
}

pub(super) fn to_u32(n: u64) -> Result<u32, Problem> {
    u32::try_from(n).map_err(|_| Problem::TooLarge)
}

/// A duration in seconds: `N` or `N:NN` in `major` units (minutes or hours),
/// or unit letters `1d2h3m4s` (largest first, each at most once, no colon).
pub(super) fn duration(s: &str, major: Unit) -> Result<u32, Problem> {
    if s.bytes().any(|b| b.is_ascii_alphabetic()) {
        return unit_duration(s);
    }
    let total = match s.split_once(':') {
        None => digits(s)?.checked_mul(major.seconds()),
        Some((a, b)) => {
            if b.len() > 2 {
                return Err(Problem::Shape);
            }
            let (a, b) = (digits(a)?, digits(b)?);
            if b >= 60 {
                return Err(Problem::Shape);
            }
            a.checked_mul(major.seconds())
                .and_then(|a| a.checked_add(b * major.minor().seconds()))
        }
    };
    to_u32(total.ok_or(Problem::TooLarge)?)
}

fn unit_duration(s: &str) -> Result<u32, Problem> {
    let mut total: u64 = 0;
    let mut last: Option<Unit> = None;
    let mut rest = s;
    while !rest.is_empty() {
        let end = rest
            .find(|c: char| !c.is_ascii_digit())
            .ok_or(Problem::Shape)?; // digits without a unit letter
        let n = digits(&rest[..end])?;
        let mut chars = rest[end..].chars();
        let unit = chars
            .next()
            .and_then(Unit::from_letter)
            .ok_or(Problem::Shape)?;
        if last.is_some_and(|l| l >= unit) {
            return Err(Problem::Shape);
        }
        last = Some(unit);
        total = n
            .checked_mul(unit.seconds())
            .and_then(|n| n.checked_add(total))
            .ok_or(Problem::TooLarge)?;
        rest = chars.as_str();
    }
    to_u32(total)
}

/// Writes seconds with unit letters (`2m30s`, `7h13s`), `0` for none.
pub(super) struct Duration(pub(super) u32);

impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = u64::from(self.0);
        if rest == 0 {
            return f.write_str("0");
        }
        for unit in Unit::ALL {
            let n = rest / unit.seconds();
            rest %= unit.seconds();
            if n > 0 {
                write!(f, "{n}{}", unit.letter())?;
            }
        }
        Ok(())
    }
}
