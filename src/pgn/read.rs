//! Reading Howdah records.

use crate::fan::Parsed;
use crate::record::{NodeError, Record};

/// True when `text` looks like a Howdah record rather than FAN or
/// arimaa.com text.
pub fn looks_like(_text: &str) -> bool {
    false
}

/// The first game of `text`, with every problem beside the tree.
pub fn read(text: &str) -> Parsed {
    read_all(text).into_iter().next().unwrap_or_else(|| crate::fan::read(""))
}

/// Every game of `text`, in order.
pub fn read_all(_text: &str) -> Vec<Parsed> {
    Vec::new()
}

/// The one game of `text`, or its first problem.
pub fn read_strict(text: &str) -> Result<Record, NodeError> {
    read(text).into_result()
}
