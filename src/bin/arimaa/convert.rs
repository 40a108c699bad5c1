//! `arimaa convert --to arimaa FILE`: writes records in arimaa.com notation.
//! FILE is an archive TSV (every game, with tags from its columns) or a game in
//! arimaa.com notation (rewritten cleanly: takebacks dropped, capture tokens
//! from the board), or FAN (its main line). `--to fan` writes FAN: a takeback
//! becomes a variation holding the taken-back move.

use arimaa::notation::archive::{looks_like_archive, read_archive, utc_date, ArchiveGame};
use arimaa::notation::arimaa_com::{parse_game, GameRecord, Pos, Tag};
use arimaa::notation::replay::replay;
use arimaa::notation::writer::{record_from_replay, write_game};
use arimaa::RuleSet;
use std::io::{self, Write};
use std::path::Path;

pub fn run(out: &mut impl Write, to: &str, file: &Path) -> io::Result<u8> {
    match to {
        "arimaa" | "fan" => {}
        other => {
            eprintln!("arimaa convert: unknown notation `{other}` (use arimaa or fan)");
            return Ok(2);
        }
    }
    let text = match super::read_input(file) {
        Ok(t) => t,
        Err(c) => return Ok(c),
    };
    let mut code = 0;
    if to == "fan" {
        return to_fan(out, file, &text);
    }
    if super::replay::is_fan(file, &text) {
        let parsed = arimaa::fan::read(&text);
        for (_, e) in &parsed.errors {
            eprintln!("arimaa convert: {}: {}", file.display(), e.located());
        }
        write!(
            out,
            "{}",
            arimaa::notation::writer::write_main_line(&parsed.record)
        )?;
        return Ok(0);
    }
    if looks_like_archive(&text) {
        let (games, errors) = read_archive(&text);
        for e in errors {
            eprintln!("arimaa convert: {}: {e}", file.display());
            code = 2;
        }
        for (i, g) in games.iter().enumerate() {
            if i > 0 {
                writeln!(out)?;
            }
            let rules = g
                .start_time()
                .map_or(RuleSet::Current, RuleSet::for_start_time);
            match convert(&g.movelist().join("\n"), archive_tags(g), rules) {
                Ok(record) => write!(out, "{record}")?,
                Err(e) => {
                    eprintln!("arimaa convert: game {}: {e}", g.id());
                    code = 2;
                }
            }
        }
    } else {
        match parse_game(&text) {
            Ok(r) => match convert(&text, r.tags, RuleSet::Current) {
                Ok(record) => write!(out, "{record}")?,
                Err(e) => {
                    eprintln!("arimaa convert: {}: {e}", file.display());
                    code = 2;
                }
            },
            Err(e) => {
                eprintln!("arimaa convert: {}: {e}", file.display());
                code = 2;
            }
        }
    }
    Ok(code)
}

/// The clean record when the game replays; the record as read otherwise.
fn convert(moves: &str, tags: Vec<Tag>, rules: RuleSet) -> Result<String, String> {
    let record = parse_game(moves).map_err(|e| e.to_string())?;
    Ok(match replay(&record, rules) {
        Ok(played) => write_game(&record_from_replay(tags, &played)),
        Err(_) => write_game(&GameRecord {
            tags,
            moves: record.moves,
        }),
    })
}

fn archive_tags(g: &ArchiveGame) -> Vec<Tag> {
    let mut tags = Vec::new();
    let mut add = |name: &str, value: String| {
        if !value.is_empty() {
            tags.push(Tag {
                name: name.into(),
                value,
                at: Pos::default(),
            });
        }
    };
    let col = |c: &str| g.get(c).unwrap_or("").trim().to_owned();
    add("Id", col("id"));
    add("Event", col("event"));
    add("Site", col("site"));
    add("Date", g.start_time().map(utc_date).unwrap_or_default());
    add("Gold", col("wusername"));
    add("Silver", col("busername"));
    add("TimeControl", col("timecontrol"));
    let result = match g.result() {
        "w" => "1-0",
        "b" => "0-1",
        _ => "",
    };
    add("Result", result.into());
    add("Termination", col("termination"));
    tags
}

/// Every game of an archive, an arimaa.com record or a FAN file as FAN.
fn to_fan(out: &mut impl Write, file: &Path, text: &str) -> io::Result<u8> {
    let mut code = 0;
    let sources: Vec<(String, Vec<Tag>)> = if looks_like_archive(text) {
        let (games, errors) = read_archive(text);
        for e in errors {
            eprintln!("arimaa convert: {}: {e}", file.display());
            code = 2;
        }
        games
            .iter()
            .map(|g| (g.movelist().join("\n"), archive_tags(g)))
            .collect()
    } else {
        vec![(text.to_owned(), Vec::new())]
    };
    for (i, (moves, tags)) in sources.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        let mut parsed = arimaa::fan::read(moves);
        for t in tags {
            parsed.record.header.set(&t.name, t.value.clone());
        }
        for (_, e) in &parsed.errors {
            eprintln!("arimaa convert: {}: {}", file.display(), e.located());
        }
        write!(out, "{}", arimaa::fan::write(&parsed.record))?;
    }
    Ok(code)
}
