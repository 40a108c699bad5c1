//! `arimaa replay FILE...`: replays archive rows, arimaa.com records or FAN and
//! checks every move and result (see `arimaa::notation::verdict`).

use arimaa::notation::archive::{looks_like_archive, read_archive};
use arimaa::notation::arimaa_com::split_games;
use arimaa::notation::verdict::{
    check_archive_game, check_fan_game, check_text_game, Summary, Verdict,
};
use arimaa::RuleSet;
use std::io::{self, Write};
use std::path::PathBuf;

pub fn run(out: &mut impl Write, files: &[PathBuf]) -> io::Result<u8> {
    let mut summary = Summary::default();
    let mut code = 0;
    let mut report = |v: Verdict, summary: &mut Summary| {
        writeln!(out, "{}", v.line)?;
        if let Some(note) = &v.note {
            eprintln!("{}: {note}", v.id);
        }
        summary.add(&v);
        io::Result::Ok(())
    };
    for path in files {
        let text = match super::read_input(path) {
            Ok(t) => t,
            Err(c) => {
                code = c;
                continue;
            }
        };
        if is_fan(path, &text) {
            let id = path.file_stem().map_or_else(
                || path.display().to_string(),
                |s| s.to_string_lossy().into_owned(),
            );
            report(check_fan_game(&id, &text), &mut summary)?;
        } else if looks_like_archive(&text) {
            let (games, errors) = read_archive(&text);
            for e in errors {
                eprintln!("arimaa replay: {}: {e}", path.display());
                code = 2;
            }
            for g in &games {
                report(check_archive_game(g), &mut summary)?;
            }
        } else {
            let id = path.file_stem().map_or_else(
                || path.display().to_string(),
                |s| s.to_string_lossy().into_owned(),
            );
            let games = split_games(&text);
            let several = games.len() > 1;
            for (n, game) in games.iter().enumerate() {
                let name = match arimaa::fan::read(game).record.header.get("Id") {
                    Some(tag_id) => tag_id.to_owned(),
                    None if several => format!("{id}#{}", n + 1),
                    None => id.clone(),
                };
                report(check_text_game(&name, game, RuleSet::Current), &mut summary)?;
            }
        }
    }
    writeln!(out, "{summary}")?;
    Ok(code)
}

/// FAN files start with the magic string or carry the `.fan` extension.
pub fn is_fan(path: &std::path::Path, text: &str) -> bool {
    text.trim_start().starts_with(arimaa::record::FAN_MAGIC)
        || path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("fan"))
}
