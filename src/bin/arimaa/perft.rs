//! `arimaa perft --variant morabaraba N`: the number of distinct move sequences
//! of N moves from the start of a game (a move-generator check).

use arimaa::morabaraba;
use std::io::{self, Write};

pub fn run(out: &mut impl Write, variant: &str, depth: u32) -> io::Result<u8> {
    Ok(match variant {
        "morabaraba" => {
            writeln!(out, "{}", morabaraba::perft(depth))?;
            0
        }
        "arimaa" => {
            eprintln!(
                "arimaa perft: no perft for Arimaa (a turn of up to four steps has no fixed \
                 move list); count the distinct positions of one turn with `arimaa movecount`"
            );
            2
        }
        other => {
            eprintln!(
                "arimaa perft: unknown variant `{other}` (perft exists for `morabaraba`; \
                 Arimaa counts are `arimaa movecount`)"
            );
            2
        }
    })
}
