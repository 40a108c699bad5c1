//! `arimaa convert --to arimaa|fan|pgn FILE`: writes records in arimaa.com notation.
//! FILE is an archive TSV (every game, with tags from its columns) or a game in
//! arimaa.com notation (rewritten cleanly: takebacks dropped, capture tokens
//! from the board), or FAN (its main line). `--to fan` writes FAN: a takeback
//! becomes a variation holding the taken-back move. `--to pgn` writes Howdah's
//! records: an archive row's tags with its id as Howdah's `GameId`, and each
//! move's time and the mover's reserve from its `events` as `%emt` and
//! `%clk`. A file of several games (archive rows, arimaa.com games, FAN or
//! Howdah records, read by `viewer::load_all`; a `.pgn` file as Howdah records
//! unless it holds a token only FAN has) gives as many records, one
//! after another, which read back as the same collection. A record with problems is
//! written as far as it was read (an unreadable move as it was found), the
//! problems go to stderr and the exit status is 2.

use arimaa::clock::{mark_move_clocks, ClockMarks};
use arimaa::fan::{self, ReadOptions};
use arimaa::notation::archive::{looks_like_archive, read_archive};
use arimaa::notation::writer::write_game;
use arimaa::record::Record;
use arimaa::RuleSet;
use std::io::{self, Write};
use std::path::Path;

/// The notations `convert` writes.
#[derive(Clone, Copy)]
enum To {
    Arimaa,
    Fan,
    Pgn,
}

pub fn run(out: &mut impl Write, to: &str, file: &Path) -> io::Result<u8> {
    let to = match to {
        "arimaa" => To::Arimaa,
        "fan" => To::Fan,
        "pgn" => To::Pgn,
        other => {
            eprintln!("arimaa convert: unknown notation `{other}` (use arimaa, fan or pgn)");
            return Ok(2);
        }
    };
    let text = match super::read_input(file) {
        Ok(t) => t,
        Err(c) => return Ok(c),
    };
    let mut code = 0;
    // Every record goes through the one reader into the game tree, and is
    // written from there. Archive rows get the CLI's own tags (the result as
    // `1-0` and the termination letter, which `replay` checks).
    let games: Vec<(fan::Parsed, RuleSet)> = if looks_like_archive(&text) {
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
                let mut parsed =
                    fan::read_with(&g.movelist().join("\n"), ReadOptions::rules(rules));
                for (name, value) in g.tags() {
                    parsed.record.header.set(name, value);
                }
                if matches!(to, To::Pgn) {
                    // Howdah keeps a match's clocks as `%emt` and `%clk`
                    // (its docs/VARIATIONS.md plans them from `events`).
                    mark_move_clocks(&mut parsed.record, &g.events(), ClockMarks::UsedAndReserve);
                }
                (parsed, rules)
            })
            .collect()
    } else {
        // FAN, arimaa.com or Howdah records one after another: each on its
        // own. A `.pgn` file is Howdah's, as `replay` reads it.
        let collection = if super::is_howdah(file, &text) {
            arimaa::viewer::load_all_pgn(&text)
        } else {
            arimaa::viewer::load_all(&text)
        };
        collection
            .games
            .into_iter()
            .map(|g| {
                let parsed = fan::Parsed {
                    record: g.loaded.record,
                    errors: g.loaded.errors,
                };
                (parsed, RuleSet::Current)
            })
            .collect()
    };
    let records: Vec<Record> = games.iter().map(|(p, _)| p.record.clone()).collect();
    for (i, (parsed, rules)) in games.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        for (_, e) in &parsed.errors {
            eprintln!("arimaa convert: {}: {}", file.display(), e.located());
            code = 2;
        }
        let text = match to {
            // As one game of the collection: `*` after a game with no
            // result where the next would not start a game of its own.
            To::Pgn => arimaa::pgn::write_of(&records, i),
            _ => written(&parsed.record, to, *rules),
        };
        match text {
            Ok(text) => write!(out, "{text}")?,
            Err(e) => {
                eprintln!("arimaa convert: {}: game {}: {e}", file.display(), i + 1);
                code = 2;
            }
        }
    }
    Ok(code)
}

/// FAN keeps the whole tree (a takeback is a variation holding the
/// taken-back move); arimaa.com text the main line as played, capture
/// tokens from the board; Howdah's records what their format holds.
fn written(record: &Record, to: To, rules: RuleSet) -> Result<String, arimaa::pgn::WriteError> {
    Ok(match to {
        To::Fan => fan::write(record),
        To::Arimaa => write_game(record, rules),
        To::Pgn => arimaa::pgn::write(record)?,
    })
}
