//! The arimaa.com game archive: tab-separated rows with a header line.
//!
//! Columns are looked up by header name, so files with extra or reordered
//! columns still read. Multi-line fields (`movelist`, `events`) hold the two
//! characters `\` `n` between their lines.

/// One game row of an archive file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchiveGame {
    /// 1-based line number in the file, for error messages.
    pub line: usize,
    fields: Vec<(String, String)>,
}

pub use crate::record::syntax::ArchiveError;

/// The columns every archive row needs.
const REQUIRED: [&str; 2] = ["id", "movelist"];

/// True when `text` starts with an archive header row.
pub fn looks_like_archive(text: &str) -> bool {
    let first = text.lines().next().unwrap_or("");
    let cols: Vec<&str> = first.split('\t').collect();
    REQUIRED.iter().all(|r| cols.contains(r))
}

/// Reads every row. A row with the wrong number of columns is an error for that
/// row only; the others are still returned.
pub fn read_archive(text: &str) -> (Vec<ArchiveGame>, Vec<ArchiveError>) {
    let mut lines = text.lines().enumerate();
    let mut games = Vec::new();
    let mut errors = Vec::new();
    let header: Vec<String> = match lines.next() {
        Some((_, h)) => h
            .trim_end_matches('\r')
            .split('\t')
            .map(str::to_owned)
            .collect(),
        None => {
            errors.push(ArchiveError {
                line: 1,
                message: "empty archive".into(),
            });
            return (games, errors);
        }
    };
    for missing in REQUIRED.iter().filter(|r| !header.iter().any(|h| h == *r)) {
        errors.push(ArchiveError {
            line: 1,
            message: format!("header lacks the `{missing}` column"),
        });
    }
    if !errors.is_empty() {
        return (games, errors);
    }
    for (i, line) in lines {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        let values: Vec<&str> = line.split('\t').collect();
        if values.len() != header.len() {
            errors.push(ArchiveError {
                line: i + 1,
                message: format!(
                    "expected {} tab-separated columns, found {}",
                    header.len(),
                    values.len()
                ),
            });
            continue;
        }
        let fields = header
            .iter()
            .cloned()
            .zip(values.into_iter().map(str::to_owned))
            .collect();
        games.push(ArchiveGame {
            line: i + 1,
            fields,
        });
    }
    (games, errors)
}

impl ArchiveGame {
    /// The columns people look for, as arimaa.com/FAN tags, empty ones left
    /// out: `Id`, `Event`, `Site`, `Date`, `Gold`, `Silver`, `TimeControl`,
    /// `Result` (`1-0`/`0-1`) and `Termination` (the archive's letter, which
    /// `arimaa replay` checks). `arimaa convert` gives an archive row these.
    pub fn tags(&self) -> Vec<(&'static str, String)> {
        let col = |c: &str| self.get(c).unwrap_or("").trim().to_owned();
        let result = match self.result() {
            "w" => "1-0",
            "b" => "0-1",
            _ => "",
        };
        [
            ("Id", col("id")),
            ("Event", col("event")),
            ("Site", col("site")),
            ("Date", self.start_time().map(utc_date).unwrap_or_default()),
            ("Gold", col("wusername")),
            ("Silver", col("busername")),
            ("TimeControl", col("timecontrol")),
            ("Result", result.into()),
            ("Termination", col("termination")),
        ]
        .into_iter()
        .filter(|(_, v)| !v.is_empty())
        .collect()
    }

    /// Builds a row from name/value pairs (tests, converters).
    pub fn from_fields(line: usize, fields: Vec<(String, String)>) -> ArchiveGame {
        ArchiveGame { line, fields }
    }

    /// The raw value of a column, `None` if the archive lacks it.
    pub fn get(&self, column: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == column)
            .map(|(_, v)| v.as_str())
    }
    /// Every column of the row, name and value, in header order.
    pub fn fields(&self) -> &[(String, String)] {
        &self.fields
    }

    /// The `id` column: the game's number on arimaa.com (`""` if missing).
    pub fn id(&self) -> &str {
        self.get("id").unwrap_or("")
    }
    /// The move lines (`1w Ra2 …`), split on the literal `\n`.
    pub fn movelist(&self) -> Vec<&str> {
        split_escaped_lines(self.get("movelist").unwrap_or(""))
    }
    /// The server's event log lines.
    pub fn events(&self) -> Vec<&str> {
        split_escaped_lines(self.get("events").unwrap_or(""))
    }
    /// The `result` column: the winner's letter, `w` or `b` (`""` if missing).
    pub fn result(&self) -> &str {
        self.get("result").unwrap_or("")
    }
    /// The `termination` column: how the game ended, as a letter (`g` goal,
    /// `t` time, `r` resignation, …; `""` if missing).
    pub fn termination(&self) -> &str {
        self.get("termination").unwrap_or("")
    }
    /// The `timecontrol` column, in the form [`crate::clock::TimeControl`]
    /// parses (`""` if missing).
    pub fn timecontrol(&self) -> &str {
        self.get("timecontrol").unwrap_or("")
    }
    /// Game start as a Unix timestamp, when known.
    pub fn start_time(&self) -> Option<i64> {
        self.get("startts")?.trim().parse().ok()
    }
}

/// `yyyy.mm.dd` (UTC) of a Unix time.
pub fn utc_date(unix: i64) -> String {
    let days = unix.div_euclid(86_400);
    // Civil-from-days (proleptic Gregorian), era-based.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

fn split_escaped_lines(s: &str) -> Vec<&str> {
    if s.is_empty() {
        return Vec::new();
    }
    s.split("\\n").collect()
}

/// Words for the archive's termination letters.
pub fn termination_words(code: &str) -> &'static str {
    match code {
        "g" => "goal",
        "m" => "immobilization",
        "e" => "elimination",
        "t" => "time",
        "r" => "resignation",
        "i" => "illegal move",
        "s" => "score",
        "f" => "forfeit",
        "a" => "abandoned",
        "p" => "repetition",
        "n" => "double elimination",
        _ => "unknown",
    }
}

/// A game's result in words, the one wording the viewer's header and the
/// gallery share: `Gold wins (goal)`, `Silver wins`, or nothing when no
/// winner is known.
pub fn result_words(winner: &str, termination: &str) -> String {
    match (winner, termination) {
        ("", _) => String::new(),
        (w, "") => format!("{w} wins"),
        (w, t) => format!("{w} wins ({t})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_rows_by_header_name() {
        let text = "id\tresult\tmovelist\n7\tw\t1w Ra2\\n1b ra7\\n2w\n8\tb\n";
        let (games, errors) = read_archive(text);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].id(), "7");
        assert_eq!(games[0].movelist(), vec!["1w Ra2", "1b ra7", "2w"]);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].line, 3);
        assert!(looks_like_archive(text));
    }
}
