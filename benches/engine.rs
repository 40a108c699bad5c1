//! The engine's speed: positions searched a second, and the depth reached,
//! on the 147 archive games (allgames202602.txt), each at the middle of its
//! main line. `ENGINE_MS` sets the time a position (default 3000, the
//! issue's measure), `ENGINE_POSITIONS` how many positions (default all),
//! `ENGINE_DEPTH` a fixed depth instead of the time.
//! The stop's latency: the longest time between two looks at the caller's
//! stop in each search (a stop waits at most that long; issue 37 asks 50 ms),
//! and apart, the time to the first look: the root's turns generated and
//! evaluated and the first searched, which a search always completes so that a
//! stop is answered with a turn.
//! A criterion group times a fixed depth-1 search of the first position.
//! `ENGINE_TABLE_BITS` sets the table's size (16: the worker's 1 MB), and
//! `ENGINE_EXPORT=FILE` writes each position searched as the worker is handed
//! it (JSON lines `{"moves": …}`): scripts/bench-engine.mjs searches the same
//! positions in Chromium's worker and prints the ratio.

// Native only: reads files and uses criterion.
#![cfg(native)]

use arimaa::engine::{Control, Engine, Limits};
use criterion::{black_box, Criterion};
use std::cell::Cell;
use std::time::{Duration, Instant};

#[path = "../tests/common/mod.rs"]
mod common;

/// A caller that never stops the search and times the gaps between its looks.
struct Gaps {
    start: Instant,
    last: Cell<Instant>,
    first: Cell<Option<Duration>>,
    longest: Cell<Duration>,
}

impl Control for Gaps {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }
    fn stopped(&self) -> bool {
        let now = Instant::now();
        let gap = now - self.last.get();
        if self.first.get().is_none() {
            self.first.set(Some(gap));
        } else {
            self.longest.set(self.longest.get().max(gap));
        }
        self.last.set(now);
        false
    }
}

fn env(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn main() {
    let games = common::archive_middles();
    // `cargo test --benches` runs this without `--bench`: one quick check.
    if !std::env::args().any(|a| a == "--bench") {
        let a = Engine::with_table_bits(12).analyse_quietly(
            &games[0].0,
            &Limits {
                nodes: Some(500),
                ..Limits::depth(1)
            },
        );
        assert!(!a.unwrap().pv.is_empty());
        return;
    }
    let ms = env("ENGINE_MS").unwrap_or(3000);
    let take = env("ENGINE_POSITIONS").map_or(games.len(), |n| n as usize);
    let mut engine =
        env("ENGINE_TABLE_BITS").map_or_else(Engine::new, |b| Engine::with_table_bits(b as u32));
    if let Some(path) = std::env::var_os("ENGINE_EXPORT") {
        let lines: Vec<String> = games
            .iter()
            .take(take)
            .map(|(_, moves)| format!("{{\"moves\":{moves:?}}}"))
            .collect();
        std::fs::write(path, lines.join("\n") + "\n").expect("ENGINE_EXPORT written");
    }
    let (mut nodes, mut spent) = (0u64, 0.0);
    let mut depths = Vec::new();
    let mut rates = Vec::new();
    let mut waits = Vec::new();
    let mut firsts = Vec::new();
    for (i, (g, _)) in games.iter().take(take).enumerate() {
        engine.clear();
        // `ENGINE_DEPTH`: a fixed depth instead of the time (to time changes
        // of speed alone, on the same trees).
        let limits = env("ENGINE_DEPTH").map_or(Limits::time(ms), |d| Limits::depth(d as u8));
        let now = Instant::now();
        let mut gaps = Gaps {
            start: now,
            last: Cell::new(now),
            first: Cell::new(None),
            longest: Cell::new(Duration::ZERO),
        };
        let a = engine.analyse(g, &limits, &mut gaps).unwrap();
        waits.push(gaps.longest.get());
        firsts.push(gaps.first.get().unwrap_or_default());
        nodes += a.nodes;
        spent += a.ms;
        depths.push(a.depth);
        rates.push(a.nps());
        if std::env::var_os("ENGINE_VERBOSE").is_some() {
            let line: Vec<String> = a.pv.iter().map(|t| t.text()).collect();
            println!(
                "{i}: depth {} {} nodes {} nps {} full generations {} line {}",
                a.depth,
                a.score,
                a.nodes,
                a.nps(),
                engine.full_generations(),
                line.join(" | ")
            );
        }
    }
    depths.sort();
    rates.sort();
    let millis = |d: Duration| d.as_secs_f64() * 1000.0;
    for (what, times) in [
        ("the stop's longest wait (between two looks)", &mut waits),
        (
            "the first look (the root's turns and the first searched)",
            &mut firsts,
        ),
    ] {
        times.sort();
        println!(
            "engine, {what} in each search: median {:.1} ms, 95th percentile {:.1} ms, longest {:.1} ms",
            millis(times[times.len() / 2]),
            millis(times[times.len() * 95 / 100]),
            millis(times[times.len() - 1]),
        );
    }
    println!(
        "engine, {} archive positions {}: {:.0} positions/s overall ({nodes} positions in {spent:.0} ms), median {} /s; depth reached: median {} turns ({} steps), min {}, max {}; table {} MB",
        depths.len(),
        env("ENGINE_DEPTH").map_or(format!("at {ms} ms"), |d| format!("to depth {d}")),
        nodes as f64 * 1000.0 / spent,
        rates[rates.len() / 2],
        depths[depths.len() / 2],
        u32::from(depths[depths.len() / 2]) * 4,
        depths[0],
        depths[depths.len() - 1],
        engine.table_bytes() >> 20,
    );
    let mut c = Criterion::default().configure_from_args().sample_size(10);
    c.bench_function("engine/depth 1/first archive position", |b| {
        b.iter(|| {
            let mut e = Engine::with_table_bits(16);
            e.analyse_quietly(black_box(&games[0].0), &Limits::depth(1))
                .unwrap()
        })
    });
    c.final_summary();
}
