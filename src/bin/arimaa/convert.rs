//! `arimaa convert --to arimaa FILE`: writes records in arimaa.com notation.
//! FILE is an archive TSV (every game, with tags from its columns) or a game in
//! arimaa.com notation (rewritten cleanly: takebacks dropped, capture tokens
//! from the board), or FAN (its main line). `--to fan` writes FAN: a takeback
//! becomes a variation holding the taken-back move. A file of several games
//! (archive rows, arimaa.com games, FAN records) gives as many records, one
//! after another, which read back as the same collection. A record with problems is
//! written as far as it was read (an unreadable move as it was found), the
//! problems go to stderr and the exit status is 2.

use arimaa::fan::{self, ReadOptions};
use arimaa::notation::archive::{looks_like_archive, read_archive, utc_date, ArchiveGame};
use arimaa::notation::arimaa_com::split_games;
use arimaa::notation::writer::write_game;
use arimaa::record::Record;
use arimaa::RuleSet;
use std::io::{self, Write};
use std::path::Path;

/// One game to convert: the text of its moves, tags, and its rules.
type Source = (String, Vec<(&'static str, String)>, RuleSet);

pub fn run(out: &mut impl Write, to: &str, file: &Path) -> io::Result<u8> {
    let fan = match to {
        "arimaa" => false,
        "fan" => true,
        other => {
            eprintln!("arimaa convert: unknown notation `{other}` (use arimaa or fan)");
            return Ok(2);
        }
    };
    let text = match super::read_input(file) {
        Ok(t) => t,
        Err(c) => return Ok(c),
    };
    let mut code = 0;
    // Every record goes through the one reader into the game tree, and is
    // written from there: (text of the moves, tags, rules) for each game.
    let sources: Vec<Source> = if looks_like_archive(&text) {
        let (games, errors) = read_archive(&text);
        for e in errors {
            eprintln!("arimaa convert: {}: {e}", file.display());
            code = 2;
        }
        games
            .iter()
            .map(|g| {
                let rules = g
                    .start_time()
                    .map_or(RuleSet::Current, RuleSet::for_start_time);
                (g.movelist().join("\n"), archive_tags(g), rules)
            })
            .collect()
    } else {
        // FAN records or arimaa.com games one after another: each on its own.
        split_games(&text)
            .into_iter()
            .map(|game| (game, Vec::new(), RuleSet::Current))
            .collect()
    };
    for (i, (moves, tags, rules)) in sources.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        let mut parsed = fan::read_with(moves, ReadOptions::rules(*rules));
        for (name, value) in tags {
            parsed.record.header.set(name, value.clone());
        }
        for (_, e) in &parsed.errors {
            eprintln!("arimaa convert: {}: {}", file.display(), e.located());
            code = 2;
        }
        write!(out, "{}", written(&parsed.record, fan, *rules))?;
    }
    Ok(code)
}

/// FAN keeps the whole tree (a takeback is a variation holding the
/// taken-back move); arimaa.com text the main line as played, capture
/// tokens from the board.
fn written(record: &Record, fan: bool, rules: RuleSet) -> String {
    if fan {
        fan::write(record)
    } else {
        write_game(record, rules)
    }
}

/// The archive's columns people look for, as tags.
fn archive_tags(g: &ArchiveGame) -> Vec<(&'static str, String)> {
    let col = |c: &str| g.get(c).unwrap_or("").trim().to_owned();
    let result = match g.result() {
        "w" => "1-0",
        "b" => "0-1",
        _ => "",
    };
    [
        ("Id", col("id")),
        ("Event", col("event")),
        ("Site", col("site")),
        ("Date", g.start_time().map(utc_date).unwrap_or_default()),
        ("Gold", col("wusername")),
        ("Silver", col("busername")),
        ("TimeControl", col("timecontrol")),
        ("Result", result.into()),
        ("Termination", col("termination")),
    ]
    .into_iter()
    .filter(|(_, v)| !v.is_empty())
    .collect()
}
