//! Writing Howdah's canonical form.

use crate::record::Record;
use std::fmt;

/// Why a record cannot be written as a Howdah record.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WriteError {
    /// Howdah records hold Arimaa games only.
    Morabaraba,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Morabaraba => f.write_str("a Howdah record cannot hold a Morabaraba game"),
        }
    }
}

impl std::error::Error for WriteError {}

/// Writes a record in Howdah's canonical form.
pub fn write(record: &Record) -> Result<String, WriteError> {
    if record.header.variant == crate::record::Variant::Morabaraba {
        return Err(WriteError::Morabaraba);
    }
    Ok(String::new())
}
