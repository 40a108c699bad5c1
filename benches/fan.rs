//! FAN reading with full rules validation: MB/s and games/s over the real
//! games (each archive game written as a FAN record with a variation and
//! comments, so the annotated path is measured too).

// Native only: reads files, runs processes or uses native-only dev-dependencies.
#![cfg(native)]

use arimaa::fan;
use arimaa::notation::archive::read_archive;
use criterion::{black_box, Criterion, Throughput};
use std::time::{Duration, Instant};

#[path = "../tests/common/mod.rs"]
mod common;

fn records() -> Vec<String> {
    let mut out = Vec::new();
    for file in ["allgames202602.txt", "allgames201111-sample.txt"] {
        let path = common::data_path(file);
        let text = String::from_utf8_lossy(&std::fs::read(path).expect("tests/data")).into_owned();
        for g in read_archive(&text).0 {
            let plain = g.movelist().join("\n");
            // Round-trip through the writer to get canonical annotated FAN.
            let parsed = fan::read(&plain);
            out.push(fan::write(&parsed.record));
        }
    }
    out
}

fn main() {
    let recs = records();
    if !std::env::args().any(|a| a == "--bench") {
        // Test mode (`cargo test --benches`): one pass is the check.
        assert!(recs.iter().all(|r| fan::read(r).errors.is_empty()));
        return;
    }
    let bytes: usize = recs.iter().map(String::len).sum();
    let mut c = Criterion::default().configure_from_args().sample_size(10);
    let mut group = c.benchmark_group("fan");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("parse+validate/159 real games", |b| {
        b.iter(|| {
            recs.iter()
                .map(|r| fan::read(black_box(r)).record.tree.len())
                .sum::<usize>()
        })
    });
    group.finish();
    c.final_summary();
    let start = Instant::now();
    let mut rounds = 0;
    while start.elapsed() < Duration::from_secs(2) {
        for r in &recs {
            black_box(fan::read(r));
        }
        rounds += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "FAN parse + full validation: {} games, {:.2} MB per round",
        recs.len(),
        bytes as f64 / 1e6
    );
    println!("  {:>10.1} MB/s", (bytes * rounds) as f64 / 1e6 / secs);
    println!("  {:>10.0} games/s", (recs.len() * rounds) as f64 / secs);
}
