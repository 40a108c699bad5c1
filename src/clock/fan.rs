//! Clock data in a FAN record: the `TimeControl` header and `@t=` markings.
//! The convention is described in the [module documentation](super).

use super::control::{ParseTimeControlError, TimeControl};
use std::fmt;

/// Name of the FAN header holding the time control.
pub const TIME_CONTROL_HEADER: &str = "TimeControl";

/// The header name and value for a time control, e.g.
/// (`TimeControl`, `30s/5m/100/3m`).
#[must_use]
pub fn time_control_header(control: &TimeControl) -> (&'static str, String) {
    (TIME_CONTROL_HEADER, control.to_string())
}

/// Reads a header pair: `None` when `name` isn't `TimeControl` (compared
/// without regard to case), otherwise the parsed value.
pub fn parse_time_control_header(
    name: &str,
    value: &str,
) -> Option<Result<TimeControl, ParseTimeControlError>> {
    name.trim()
        .eq_ignore_ascii_case(TIME_CONTROL_HEADER)
        .then(|| value.parse())
}

/// A `@t=` marking whose value isn't a whole number of seconds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTimeMarkingError {
    found: String,
}

impl fmt::Display for ParseTimeMarkingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "time marking: expected `@t=` and whole seconds, found `{}`",
            self.found
        )
    }
}

impl std::error::Error for ParseTimeMarkingError {}

/// The marking for a move that took `seconds`: `@t=15`.
#[must_use]
pub fn write_time_marking(seconds: u32) -> String {
    format!("@t={seconds}")
}

/// Reads one marking (with or without its `@`): `Ok(None)` when it isn't a
/// time marking, `Ok(Some(seconds))` for `@t=15`.
pub fn parse_time_marking(marking: &str) -> Result<Option<u32>, ParseTimeMarkingError> {
    let body = marking.strip_prefix('@').unwrap_or(marking);
    let Some(value) = body.strip_prefix("t=") else {
        return Ok(None);
    };
    let error = || ParseTimeMarkingError {
        found: marking.chars().take(40).collect(),
    };
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(error());
    }
    value.parse().map(Some).map_err(|_| error())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markings_round_trip() {
        for secs in [0, 15, 86_400, u32::MAX] {
            assert_eq!(
                parse_time_marking(&write_time_marking(secs)),
                Ok(Some(secs))
            );
        }
        assert_eq!(parse_time_marking("t=7"), Ok(Some(7)));
        assert_eq!(parse_time_marking("@xd4=red"), Ok(None));
        assert_eq!(parse_time_marking("@tx=1"), Ok(None));
        for bad in ["@t=", "@t=1.5", "@t=-1", "@t=1m", "@t=99999999999", "@t= 1"] {
            assert!(parse_time_marking(bad).is_err(), "{bad}");
        }
        assert_eq!(
            parse_time_marking("@t=x").unwrap_err().to_string(),
            "time marking: expected `@t=` and whole seconds, found `@t=x`"
        );
    }

    #[test]
    fn header_round_trip() {
        let tc: TimeControl = "0:30/5/100/3".parse().unwrap();
        let (name, value) = time_control_header(&tc);
        assert_eq!((name, value.as_str()), ("TimeControl", "30s/5m/100/3m"));
        assert_eq!(
            parse_time_control_header("timecontrol", &value),
            Some(Ok(tc))
        );
        assert_eq!(parse_time_control_header("Event", "x"), None);
        assert!(matches!(
            parse_time_control_header("TimeControl", "x/5"),
            Some(Err(_))
        ));
    }
}
