//! Handing the record back: the viewer's record written in each format a
//! page may ask for (`recordAs` in the element).

use crate::record::Variant;
use crate::viewer::Viewer;
use crate::RuleSet;
use std::fmt;
use std::str::FromStr;

/// A written format of a whole record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    /// FAN, with every variation, comment and marking (`"fan"`).
    Fan,
    /// Howdah's PGN-style record (`"pgn"`), see [`crate::pgn::write()`].
    Pgn,
    /// arimaa.com's game text (`"arimaa"`): the main line only.
    Arimaa,
}

impl RecordFormat {
    /// Every format, by the name [`RecordFormat::from_str`] reads.
    pub const ALL: [RecordFormat; 3] = [RecordFormat::Fan, RecordFormat::Pgn, RecordFormat::Arimaa];

    /// `"fan"`, `"pgn"` or `"arimaa"`.
    pub fn name(self) -> &'static str {
        match self {
            RecordFormat::Fan => "fan",
            RecordFormat::Pgn => "pgn",
            RecordFormat::Arimaa => "arimaa",
        }
    }
}

/// Why a record was not written in a format.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExportError {
    /// Not one of the formats' names.
    Unknown(String),
    /// Howdah's record cannot hold this one.
    Pgn(crate::pgn::WriteError),
    /// arimaa.com's notation is for Arimaa games only.
    ArimaaMorabaraba,
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::Unknown(s) => {
                write!(f, "`{s}` is not a record format: fan, pgn or arimaa")
            }
            ExportError::Pgn(e) => e.fmt(f),
            ExportError::ArimaaMorabaraba => {
                f.write_str("arimaa.com's notation cannot hold a Morabaraba game")
            }
        }
    }
}

impl std::error::Error for ExportError {}

impl FromStr for RecordFormat {
    type Err = ExportError;
    fn from_str(s: &str) -> Result<RecordFormat, ExportError> {
        let s = s.trim();
        RecordFormat::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ExportError::Unknown(s.to_owned()))
    }
}

impl Viewer {
    /// The record written in `format`, as it is now (reshaped, annotated).
    pub fn write_as(&self, format: RecordFormat) -> Result<String, ExportError> {
        let record = &self.record;
        match format {
            RecordFormat::Fan => Ok(crate::fan::write(record)),
            RecordFormat::Pgn => crate::pgn::write(record).map_err(ExportError::Pgn),
            RecordFormat::Arimaa if record.header.variant == Variant::Morabaraba => {
                Err(ExportError::ArimaaMorabaraba)
            }
            // The rules only decide whether the last move's win is written as
            // a label alone; a record keeps no rule set, and today's are right
            // for all but games lost by repetition before 2008.
            RecordFormat::Arimaa => Ok(crate::notation::writer::write_game(
                record,
                RuleSet::Current,
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(path: &str) -> Viewer {
        let text =
            std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        Viewer::new(&text)
    }

    #[test]
    fn every_format_reads_back_to_the_same_main_line() {
        let mut v = open("www/demo/games/demo.fan");
        let alt = crate::record::Path::resolve(&"9g.1.9g".parse().unwrap(), &v.record().tree)
            .unwrap()
            .node;
        v.make_main_line(alt).unwrap();
        let main = |v: &Viewer| -> Vec<String> {
            let t = &v.record().tree;
            t.main_line()
                .skip(1)
                .map(|id| crate::viewer::move_text(t.node(id).mv.as_ref().unwrap()))
                .collect()
        };
        for format in RecordFormat::ALL {
            let text = v.write_as(format).unwrap();
            let back = Viewer::new(&text);
            assert_eq!(main(&back), main(&v), "{}", format.name());
            assert!(
                back.errors().is_empty(),
                "{}: {:?}",
                format.name(),
                back.errors()
            );
        }
        let fan = Viewer::new(&v.write_as(RecordFormat::Fan).unwrap());
        assert_eq!(fan.record().tree.canonical(), v.record().tree.canonical());
        let pgn = Viewer::new(&v.write_as(RecordFormat::Pgn).unwrap());
        assert_eq!(
            pgn.record().tree.len(),
            v.record().tree.len(),
            "pgn keeps variations"
        );
    }

    #[test]
    fn formats_are_named_and_refusals_say_why() {
        assert_eq!("PGN".parse::<RecordFormat>(), Ok(RecordFormat::Pgn));
        assert_eq!(
            "docx".parse::<RecordFormat>().unwrap_err().to_string(),
            "`docx` is not a record format: fan, pgn or arimaa"
        );
        let cows = open("www/demo/games/demo-morabaraba.fan");
        assert_eq!(
            cows.write_as(RecordFormat::Pgn).unwrap_err().to_string(),
            "a Howdah record cannot hold a Morabaraba game"
        );
        assert_eq!(
            cows.write_as(RecordFormat::Arimaa).unwrap_err(),
            ExportError::ArimaaMorabaraba
        );
        assert!(cows.write_as(RecordFormat::Fan).is_ok());
    }
}
