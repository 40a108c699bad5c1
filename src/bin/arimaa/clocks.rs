//! `arimaa clocks FILE...`: replays the clocks of archive games from their
//! time control and the seconds each move took, and compares both reserves
//! with the server log after every move.
//!
//! One line per game, `<id> agree` or `<id> differ after <label>: expected
//! <wresv>/<bresv>, got …` (`<id> error: …` when the time control or the log
//! can't be read), then `games: N, reserves agree: N, time losses found: N/M`
//! where M counts the games whose termination is `t`. Exit 0 when every file
//! was read, 2 otherwise.

use arimaa::clock::{check_archive_game, Verdict};
use arimaa::notation::archive::{looks_like_archive, read_archive};
use std::io::{self, Write};
use std::path::PathBuf;

pub fn run(out: &mut impl Write, files: &[PathBuf]) -> io::Result<u8> {
    let mut code = 0;
    let (mut games, mut agree, mut found, mut on_time) = (0, 0, 0, 0);
    for path in files {
        let text = match crate::read_input(path) {
            Ok(text) => text,
            Err(c) => {
                code = c;
                continue;
            }
        };
        if !looks_like_archive(&text) {
            eprintln!(
                "arimaa: {}: not an arimaa.com archive file (clocks need the `events` log)",
                path.display()
            );
            code = 2;
            continue;
        }
        let (rows, errors) = read_archive(&text);
        for e in &errors {
            eprintln!("arimaa: {}: {e}", path.display());
            code = 2;
        }
        for game in &rows {
            let check = check_archive_game(game);
            writeln!(out, "{check}")?;
            games += 1;
            agree += usize::from(check.verdict == Verdict::Agree);
            found += usize::from(check.time_loss_found);
            on_time += usize::from(check.time_termination);
        }
    }
    let summary =
        format!("games: {games}, reserves agree: {agree}, time losses found: {found}/{on_time}");
    writeln!(out, "{summary}")?;
    Ok(code)
}
