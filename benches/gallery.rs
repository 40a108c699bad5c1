//! `arimaa gallery` at archive scale: 10,000 games (the 147 real games
//! repeated under distinct ids) read, replayed, drawn and written, each
//! page with the GIF of its last moves (`-- --no-gifs` leaves them out).

// Native only: writes files.
#![cfg(native)]

use arimaa::gallery::{entries_from, write_site, SiteOptions};
use std::time::Instant;

#[path = "../tests/common/mod.rs"]
mod common;

fn main() {
    let path = common::data_path("allgames202602.txt");
    let text = String::from_utf8_lossy(&std::fs::read(path).expect("tests/data/arimaa archive"))
        .into_owned();
    let mut lines = text.lines();
    let header = lines.next().unwrap();
    let rows: Vec<&str> = lines.collect();
    let target = if std::env::args().any(|a| a == "--bench") {
        10_000
    } else {
        300
    };
    let mut big = String::from(header);
    for i in 0..target {
        let row = rows[i % rows.len()];
        let (id, rest) = row.split_once('\t').unwrap();
        big.push_str(&format!("\n{id}{i:05}\t{rest}"));
    }
    let out = std::env::temp_dir().join(format!("arimaa-gallery-bench-{}", std::process::id()));
    let options = SiteOptions {
        animations: !std::env::args().any(|a| a == "--no-gifs"),
        ..SiteOptions::default()
    };
    let start = Instant::now();
    let entries = entries_from("bench", &big);
    let read = start.elapsed();
    let summary = write_site(&entries, &out, options, |_, _| {}).expect("writable temp dir");
    let total = start.elapsed();
    assert_eq!(summary.games, target);
    assert_eq!(summary.broken, 0);
    println!(
        "gallery: {} games{} in {:.2} s (read + replay + thumbnails {:.2} s, animating and writing {:.2} s)",
        target,
        if options.animations { " with GIFs" } else { "" },
        total.as_secs_f64(),
        read.as_secs_f64(),
        (total - read).as_secs_f64()
    );
    println!(
        "  {:.0} games/s, {:.1} KB per game ({:.1} MB in all)",
        target as f64 / total.as_secs_f64(),
        summary.bytes as f64 / 1024.0 / target as f64,
        summary.bytes as f64 / 1e6
    );
    let mut by_kind: Vec<(String, u64, usize)> = Vec::new();
    for dir in ["games", "thumbs"] {
        for file in std::fs::read_dir(out.join(dir))
            .into_iter()
            .flatten()
            .flatten()
        {
            let path = file.path();
            let kind = path
                .extension()
                .map_or(String::new(), |e| e.to_string_lossy().into_owned());
            let len = file.metadata().map_or(0, |m| m.len());
            match by_kind.iter_mut().find(|(k, _, _)| *k == kind) {
                Some(entry) => {
                    entry.1 += len;
                    entry.2 += 1;
                }
                None => by_kind.push((kind, len, 1)),
            }
        }
    }
    by_kind.sort();
    for (kind, bytes, files) in by_kind {
        println!(
            "  .{kind}: {files} files, {:.1} KB each, {:.1} MB",
            bytes as f64 / 1024.0 / files as f64,
            bytes as f64 / 1e6
        );
    }
    let _ = std::fs::remove_dir_all(&out);
}
