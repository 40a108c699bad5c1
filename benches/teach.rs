//! Teaching on the board, timed against a frame (16 ms): the overlays of a
//! busy middle-game position (the real-game position, from the archive, on
//! which they take longest), judging a guessed move there, and judging the
//! demo puzzles' answers (goal in two searches every defence).

// Native only: reads files and uses criterion.
#![cfg(native)]

use arimaa::fan;
use arimaa::notation::archive::read_archive;
use arimaa::record::{MoveKind, NodeId, Record};
use arimaa::teach::{judge_guess, OverlaySet, Overlays, Puzzle};
use arimaa::{MoveGen, Position, Step};
use criterion::{black_box, Criterion};
use std::time::{Duration, Instant};

#[path = "../tests/common/mod.rs"]
mod common;

/// Every position of the first 40 archive games from ply 20 to 80, with
/// its record, node and the move played next.
fn middle_games() -> Vec<(Record, NodeId, Vec<Step>)> {
    let text = common::data("allgames202602.txt");
    let mut out = Vec::new();
    for g in read_archive(&text).0.iter().take(40) {
        let record = fan::read(&g.movelist().join("\n")).record;
        let line: Vec<_> = record.tree.main_line().collect();
        for k in 20..80.min(line.len().saturating_sub(1)) {
            let next = record.tree.node(line[k + 1]);
            if let Some(MoveKind::Steps(s)) = next.mv.as_ref().map(|m| &m.kind) {
                let steps = s.iter().map(|r| r.step).collect();
                out.push((record.clone(), line[k], steps));
            }
        }
    }
    out
}

fn position(record: &Record, node: NodeId) -> Position {
    *record.tree.node(node).position.arimaa().unwrap()
}

/// The fastest of five calls: the other builds on this machine only ever
/// add time, so the minimum is the figure least disturbed by them.
fn time<T>(mut f: impl FnMut() -> T) -> Duration {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    let games = middle_games();
    // `cargo test --benches` runs this without `--bench`: one quick check.
    if !std::env::args().any(|a| a == "--bench") {
        let (r, n, s) = &games[0];
        assert!(judge_guess(r, *n, s).is_some());
        return;
    }
    // The slowest position for the overlays, and the busiest by moves.
    let mut worst = (Duration::ZERO, 0);
    let mut times = Vec::new();
    for (i, (r, n, _)) in games.iter().enumerate() {
        let pos = position(r, *n);
        let t = time(|| Overlays::of(&pos, OverlaySet::ALL));
        times.push(t);
        if t > worst.0 {
            worst = (t, i);
        }
    }
    times.sort();
    let (record, node, played) = &games[worst.1];
    let busy = position(record, *node);
    println!(
        "overlays over {} middle-game positions: median {:?}, 99th percentile {:?}, slowest {:?}",
        times.len(),
        times[times.len() / 2],
        times[times.len() * 99 / 100],
        worst.0
    );
    println!(
        "the slowest: {} pieces, {} unique moves, [{}]",
        busy.board.occupied().count(),
        MoveGen::new().count(&busy),
        busy.board.to_short()
    );

    let mut c = Criterion::default().configure_from_args().sample_size(20);
    for (name, set) in [
        ("all", OverlaySet::ALL),
        ("frozen", OverlaySet::FROZEN),
        ("captures", OverlaySet::CAPTURES),
        ("goals", OverlaySet::GOALS),
        ("traps", OverlaySet::TRAPS),
    ] {
        c.bench_function(&format!("overlays/{name}/busiest"), |b| {
            b.iter(|| Overlays::of(black_box(&busy), set))
        });
    }
    c.bench_function("guess/the move played/busiest", |b| {
        b.iter(|| judge_guess(record, *node, black_box(played)))
    });
    c.final_summary();

    // Guesses: the move played at every position, slowest and median.
    let mut guesses: Vec<Duration> = games
        .iter()
        .map(|(r, n, s)| time(|| judge_guess(r, *n, s)))
        .collect();
    guesses.sort();
    println!(
        "judging the move played as a guess, {} positions: median {:?}, 99th percentile {:?}, slowest {:?}",
        guesses.len(),
        guesses[guesses.len() / 2],
        guesses[guesses.len() * 99 / 100],
        guesses.last().unwrap()
    );

    // Goal in two on real games: the winner's move before the last reply of
    // each archive game won by goal, judged as a goal in two (busy boards:
    // every defence is searched when the move does force the goal).
    let text = common::data("allgames202602.txt");
    let mut g2 = Vec::new();
    let mut forced = 0;
    for g in read_archive(&text).0 {
        let record = fan::read(&g.movelist().join("\n")).record;
        let line: Vec<_> = record.tree.main_line().collect();
        let Some(&last) = line.last() else { continue };
        let after = position(&record, last);
        if !arimaa::reached_goal(&after.board, !after.side) || line.len() < 4 {
            continue;
        }
        let at = line[line.len() - 4];
        let mv = record.tree.node(line[line.len() - 3]).mv.as_ref().unwrap();
        let MoveKind::Steps(s) = &mv.kind else {
            continue;
        };
        let steps: Vec<Step> = s.iter().map(|x| x.step).collect();
        let game = arimaa::record::game_at(&record.tree, at, arimaa::RuleSet::Current).unwrap();
        let goal = arimaa::teach::PuzzleGoal::Goal(2);
        let v = arimaa::teach::judge_turn(&game, goal, &steps);
        g2.push(time(|| arimaa::teach::judge_turn(&game, goal, &steps)));
        forced += usize::from(v.verdict.is_right());
    }
    g2.sort();
    println!(
        "goal in two on {} real games won by goal (the winner's move before the last reply): {} judged forcing; median {:?}, slowest {:?}",
        g2.len(),
        forced,
        g2[g2.len() / 2],
        g2.last().unwrap()
    );

    // The demo puzzles: the stated answer and a wrong first step.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www/demo/games/puzzles.fan");
    let text = std::fs::read_to_string(path).unwrap();
    for (i, g) in arimaa::viewer::load_all(&text).games.iter().enumerate() {
        let r = &g.loaded.record;
        let p = Puzzle::of(r).unwrap().unwrap();
        let Some(MoveKind::Steps(s)) = r
            .tree
            .main_child(NodeId::ROOT)
            .and_then(|c| r.tree.node(c).mv.as_ref())
            .map(|m| &m.kind)
        else {
            continue;
        };
        let steps: Vec<Step> = s.iter().map(|x| x.step).collect();
        let right = time(|| p.judge(r, NodeId::ROOT, &steps));
        let wrong = time(|| p.judge(r, NodeId::ROOT, &steps[..1]));
        println!(
            "puzzle {:>2} ({}): judging the answer {:?}, a one-step try {:?}",
            i + 1,
            p.goal,
            right,
            wrong
        );
    }
}
