//! `arimaa puzzles FILE...`: checks every puzzle of the files (records with
//! a `Puzzle` field) as the viewer's judge sees them: one line per puzzle,
//! `<file>:<n> ok|problem <goal>: …` with the problems (a stated move that
//! cannot be played named by line and column, as the record reader names
//! it; a puzzle with no solution), then `puzzles: N, ok: N, problems: N`.
//! Exit 1 when a puzzle has a problem, 2 on an unreadable file.

use arimaa::teach::check_puzzle;
use arimaa::viewer::load_all;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

pub fn run(out: &mut impl Write, files: &[PathBuf]) -> io::Result<u8> {
    let (mut total, mut ok, mut code) = (0, 0, 0);
    for path in files {
        let text = match super::read_input(path) {
            Ok(t) => t,
            Err(c) => {
                code = c;
                continue;
            }
        };
        for (i, game) in load_all(&text).games.iter().enumerate() {
            let started = Instant::now();
            let Some(check) = check_puzzle(&game.loaded.record) else {
                continue;
            };
            total += 1;
            let goal = match &check.puzzle {
                Ok(p) => p.goal.words(&arimaa::words::Words::english(), p.side),
                Err(e) => e.to_string(),
            };
            let verdict = if check.problems.is_empty() {
                ok += 1;
                "ok"
            } else {
                code = code.max(1);
                "problem"
            };
            let shortest = check
                .shortest
                .map_or_else(|| "none".to_owned(), |s| s.to_string());
            let stated = if check.stated_unreadable {
                "stated solution unreadable".to_owned()
            } else {
                format!("stated {} steps", check.stated_steps)
            };
            write!(
                out,
                "{}:{} {verdict} {goal}: {stated}, {} right answers (shortest {shortest} steps), variations {} right {} wrong, {:.1} s",
                path.display(),
                i + 1,
                check.solutions,
                check.variations.0,
                check.variations.1,
                started.elapsed().as_secs_f64()
            )?;
            for p in &check.problems {
                write!(out, "; {p}")?;
            }
            writeln!(out)?;
        }
    }
    writeln!(out, "puzzles: {total}, ok: {ok}, problems: {}", total - ok)?;
    Ok(code)
}
