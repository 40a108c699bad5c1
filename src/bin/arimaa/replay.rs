//! `arimaa replay FILE...`: replays archive rows, arimaa.com records, FAN or
//! Howdah records and checks every move and result, each format by its own
//! rules (see `arimaa::verdict`). A file may hold several games:
//! archive rows, arimaa.com games or FAN records one after another (`arimaa
//! convert --to fan` of an archive reads back), or Howdah records. A file
//! named `.pgn` is read as Howdah records even when its text would do for
//! arimaa.com's (plain move lines), as Howdah reads it, unless it holds a
//! token only FAN has.

use arimaa::notation::archive::{looks_like_archive, read_archive};
use arimaa::notation::arimaa_com::split_games;
use arimaa::verdict::{check_archive_game, check_howdah_game, check_text_game, Summary, Verdict};
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
        if looks_like_archive(&text) {
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
            if super::is_howdah(path, &text) {
                // Howdah records: read once by the viewer's reader of collections.
                let games = arimaa::viewer::load_all_pgn(&text).games;
                let several = games.len() > 1;
                for g in games {
                    let name = match g.summary.id {
                        Some(tag_id) => tag_id,
                        None if several => format!("{id}#{}", g.summary.number),
                        None => id.clone(),
                    };
                    let parsed = arimaa::fan::Parsed {
                        record: g.loaded.record,
                        errors: g.loaded.errors,
                    };
                    report(check_howdah_game(&name, parsed), &mut summary)?;
                }
                continue;
            }
            let games = split_games(&text);
            let several = games.len() > 1;
            // FAN records or arimaa.com games, one after another.
            // A lone FAN file is named by its file, as it always was.
            let fan = is_fan(path, &text);
            for (n, game) in games.iter().enumerate() {
                // The tags alone: the game is read once, by the check below.
                let tag = arimaa::fan::read_header(game).get("Id").map(str::to_owned);
                let name = match tag {
                    Some(tag_id) if several || !fan => tag_id,
                    _ if several => format!("{id}#{}", n + 1),
                    _ => id.clone(),
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
