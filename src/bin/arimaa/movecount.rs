//! `arimaa movecount`: the number of distinct positions reachable in one turn.

use arimaa::{Color, MoveGen, Position};
use std::io::{self, Write};
use std::path::PathBuf;

pub fn run(
    out: &mut impl Write,
    side: Option<String>,
    tsv: Option<PathBuf>,
    position: Option<String>,
) -> io::Result<u8> {
    if let Some(path) = tsv {
        return run_tsv(out, &path);
    }
    let Some(text) = position else {
        eprintln!("arimaa movecount: give a [64-char] position, a diagram file, or --tsv FILE");
        return Ok(2);
    };
    let side = match side.as_deref().map(parse_side) {
        Some(Some(c)) => Some(c),
        Some(None) => {
            eprintln!("arimaa movecount: --side takes g or s");
            return Ok(2);
        }
        None => None,
    };
    let pos = match read_position(&text, side) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("arimaa movecount: {e}");
            return Ok(2);
        }
    };
    writeln!(out, "{}", MoveGen::new().count(&pos))?;
    Ok(0)
}

fn parse_side(s: &str) -> Option<Color> {
    let mut chars = s.chars();
    let c = Color::from_char(chars.next()?)?;
    chars.next().is_none().then_some(c)
}

/// A short form on the command line, or a file holding a diagram.
fn read_position(text: &str, side: Option<Color>) -> Result<Position, String> {
    if text.trim_start().starts_with('[') {
        let board = Position::board_from_short(text.trim())
            .ok_or("a short position is `[` + 64 squares (a8..h8 … a1..h1) + `]`")?;
        return Ok(Position::new(board, side.unwrap_or(Color::Gold)));
    }
    let file =
        super::read_input(std::path::Path::new(text)).map_err(|_| format!("cannot read {text}"))?;
    super::diagram_position(&file, side)
}

fn run_tsv(out: &mut impl Write, path: &std::path::Path) -> io::Result<u8> {
    let Ok(text) = super::read_input(path) else {
        return Ok(2);
    };
    let mut gen = MoveGen::new();
    let (mut rows, mut matched) = (0, 0);
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let parsed = (cols.len() == 4)
            .then(|| {
                let side = parse_side(cols[1])?;
                let board = Position::board_from_short(cols[2])?;
                let expected: usize = cols[3].trim().parse().ok()?;
                Some((Position::new(board, side), expected))
            })
            .flatten();
        let Some((pos, expected)) = parsed else {
            eprintln!(
                "{}:{}: expected source<TAB>side<TAB>[short]<TAB>count",
                path.display(),
                i + 1
            );
            return Ok(2);
        };
        let got = gen.count(&pos);
        rows += 1;
        if got == expected {
            matched += 1;
        }
        writeln!(out, "{} {expected} {got}", i + 1)?;
    }
    writeln!(out, "match: {matched}/{rows}")?;
    Ok(0)
}
