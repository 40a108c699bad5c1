//! Reading a whole collection: the 147 games of February 2026 as one FAN
//! file and as one Howdah record file ("pgn"), games per second side by
//! side, with the ratio. Both readers check every move with the rules.

// Native only: reads files.
#![cfg(native)]

use arimaa::notation::archive::read_archive;
use arimaa::record::Record;
use arimaa::{fan, pgn};
use criterion::{black_box, Criterion, Throughput};
use std::time::{Duration, Instant};

#[path = "../tests/common/mod.rs"]
mod common;

/// The collection as FAN records one after another, as `arimaa convert --to
/// fan` writes it, and as one Howdah file.
fn collections() -> (String, String, usize) {
    let text = common::data("allgames202602.txt");
    let records: Vec<Record> = read_archive(&text)
        .0
        .iter()
        .map(|g| fan::read(&g.movelist().join("\n")).record)
        .collect();
    let fan_text: String = records
        .iter()
        .map(fan::write)
        .collect::<Vec<_>>()
        .join("\n");
    let pgn_text = pgn::write_all(&records).expect("Arimaa games");
    (fan_text, pgn_text, records.len())
}

/// Reads every game of a FAN collection.
fn read_fan(text: &str) -> usize {
    arimaa::notation::arimaa_com::split_games(text)
        .iter()
        .map(|g| fan::read(g).record.tree.len())
        .sum()
}

/// Reads every game of a Howdah file.
fn read_pgn(text: &str) -> usize {
    pgn::read_all(text)
        .iter()
        .map(|p| p.record.tree.len())
        .sum()
}

/// Games per second over about two seconds.
fn games_per_second(games: usize, read: impl Fn() -> usize) -> f64 {
    let start = Instant::now();
    let mut rounds = 0;
    while start.elapsed() < Duration::from_secs(2) {
        black_box(read());
        rounds += 1;
    }
    (games * rounds) as f64 / start.elapsed().as_secs_f64()
}

fn main() {
    let (fan_text, pgn_text, games) = collections();
    // Both files hold the same games, move for move.
    assert_eq!(read_fan(&fan_text), read_pgn(&pgn_text));
    assert_eq!(pgn::read_all(&pgn_text).len(), games);
    if !std::env::args().any(|a| a == "--bench") {
        return; // `cargo test --benches`: the check above is the test.
    }
    let mut c = Criterion::default().configure_from_args().sample_size(10);
    let mut group = c.benchmark_group("collection");
    group.throughput(Throughput::Elements(games as u64));
    group.bench_function("fan/147 games", |b| {
        b.iter(|| read_fan(black_box(&fan_text)))
    });
    group.bench_function("pgn/147 games", |b| {
        b.iter(|| read_pgn(black_box(&pgn_text)))
    });
    group.finish();
    c.final_summary();
    let fan_rate = games_per_second(games, || read_fan(&fan_text));
    let pgn_rate = games_per_second(games, || read_pgn(&pgn_text));
    println!("Reading the 147-game collection, every move checked:");
    println!(
        "  FAN  {:>8.0} games/s  ({} bytes)",
        fan_rate,
        fan_text.len()
    );
    println!(
        "  pgn  {:>8.0} games/s  ({} bytes)",
        pgn_rate,
        pgn_text.len()
    );
    println!("  pgn / FAN = {:.2}", pgn_rate / fan_rate);
}
