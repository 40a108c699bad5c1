//! Unique-move generation, side by side with the crate `arimaa_engine_step`.
//!
//! The peer has no unique-move generator, so (as its docs allow) we walk its
//! `valid_actions()` depth first and collect the final boards in a set. Both
//! sides count the same positions; the summary prints unique moves per second
//! for each and the ratio.

// Native only: reads files, runs processes or uses native-only dev-dependencies.
#![cfg(native)]

use arimaa::fan;
use arimaa::notation::archive::{read_archive, ArchiveGame};
use arimaa::verdict::check_archive_game;
use arimaa::{Color, MoveGen, Position, Square};
use arimaa_engine_step::{Action, GameState};
use criterion::{black_box, Criterion};
use std::collections::HashSet;
use std::time::{Duration, Instant};

#[path = "../tests/common/mod.rs"]
mod common;

fn published() -> Vec<Position> {
    let path = common::data_path("movecounts-published.tsv");
    let text = std::fs::read_to_string(path).expect("tests/data/arimaa/movecounts-published.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let side = Color::from_char(cols[1].chars().next().unwrap()).unwrap();
            Position::new(Position::board_from_short(cols[2]).unwrap(), side)
        })
        .collect()
}

/// Positions from real games: plies 12, 30 and 50 of the first 20 archive games
/// long enough (midgame positions with captures, frozen pieces and traps).
fn from_real_games() -> Vec<Position> {
    let path = common::data_path("allgames202602.txt");
    let text = String::from_utf8_lossy(&std::fs::read(path).expect("tests/data/arimaa archive"))
        .into_owned();
    let mut out = Vec::new();
    for g in read_archive(&text).0.iter().take(20) {
        let tree = fan::read(&g.movelist().join("\n")).record.tree;
        let line: Vec<_> = tree.main_line().collect();
        for ply in [12, 30, 50] {
            if let Some(id) = line.get(ply) {
                out.extend(tree.node(*id).position.arimaa().copied());
            }
        }
    }
    out
}

/// Whole-archive replay with every rule checked (what `arimaa replay` does).
fn replay_all(games: &[ArchiveGame]) -> usize {
    games
        .iter()
        .filter(|g| check_archive_game(g).line.contains(" ok "))
        .count()
}

/// The peer's board text: a move line, then the framed diagram.
fn peer_state(pos: &Position) -> GameState {
    let mut s = format!("2{}\n +-----------------+\n", pos.side.char());
    for rank in (0..8).rev() {
        s.push_str(&format!("{}|", rank + 1));
        for file in 0..8 {
            let sq = Square::from_coords(file, rank).unwrap();
            s.push(' ');
            s.push(pos.board.piece_at(sq).map_or(' ', |p| p.char()));
        }
        s.push_str(" |\n");
    }
    s.push_str(" +-----------------+\n   a b c d e f g h\n");
    s.parse().expect("peer parses our diagram")
}

fn peer_count(state: &GameState) -> usize {
    fn walk(s: &GameState, me: bool, seen: &mut HashSet<[u64; 8]>) {
        for a in s.valid_actions() {
            let next = s.take_action(&a);
            if next.is_p1_turn_to_move() != me || matches!(a, Action::Pass) {
                let b = next.piece_board();
                seen.insert([
                    b.p1_pieces,
                    b.all_pieces,
                    b.elephants,
                    b.camels,
                    b.horses,
                    b.dogs,
                    b.cats,
                    b.rabbits,
                ]);
            } else {
                walk(&next, me, seen);
            }
        }
    }
    let mut seen = HashSet::new();
    walk(state, state.is_p1_turn_to_move(), &mut seen);
    seen.len()
}

/// Runs `f` over all inputs repeatedly for about `budget`; returns moves per second.
fn rate<T>(inputs: &[T], budget: Duration, mut f: impl FnMut(&T) -> usize) -> (f64, usize) {
    let start = Instant::now();
    let (mut moves, mut rounds) = (0usize, 0usize);
    while rounds == 0 || start.elapsed() < budget {
        for x in inputs {
            moves += f(x);
        }
        rounds += 1;
    }
    (moves as f64 / start.elapsed().as_secs_f64(), moves / rounds)
}

fn main() {
    let positions = published();
    let peer_states: Vec<GameState> = positions.iter().map(peer_state).collect();
    // `cargo test --benches` runs this without `--bench`: check both engines
    // agree on a few positions and stop (the peer is slow in debug builds).
    if !std::env::args().any(|a| a == "--bench") {
        let mut gen = MoveGen::new();
        for (p, s) in positions
            .iter()
            .zip(&peer_states)
            .filter(|(p, _)| MoveGen::new().count(p) < 2000)
            .take(3)
        {
            assert_eq!(gen.count(p), peer_count(s));
        }
        return;
    }

    let real = from_real_games();
    let real_peer: Vec<GameState> = real.iter().map(peer_state).collect();
    let archive_path = common::data_path("allgames202602.txt");
    let archive = read_archive(&String::from_utf8_lossy(
        &std::fs::read(archive_path).unwrap(),
    ))
    .0;

    let mut c = Criterion::default().configure_from_args().sample_size(10);
    let mut gen = MoveGen::new();
    c.bench_function("unique_moves/published49/ours", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| gen.count(black_box(p)))
                .sum::<usize>()
        })
    });
    c.bench_function("unique_moves/published49/arimaa_engine_step", |b| {
        b.iter(|| {
            peer_states
                .iter()
                .map(|s| peer_count(black_box(s)))
                .sum::<usize>()
        })
    });
    c.bench_function("unique_moves/real_games/ours", |b| {
        b.iter(|| real.iter().map(|p| gen.count(black_box(p))).sum::<usize>())
    });
    c.bench_function("unique_moves/real_games/arimaa_engine_step", |b| {
        b.iter(|| {
            real_peer
                .iter()
                .map(|s| peer_count(black_box(s)))
                .sum::<usize>()
        })
    });
    c.bench_function("replay/allgames202602 (147 games)", |b| {
        b.iter(|| replay_all(black_box(&archive)))
    });
    c.final_summary();

    // Side-by-side summary, same inputs, same run.
    let (ours, n1) = rate(&positions, Duration::from_secs(2), |p| gen.count(p));
    let (peer, n2) = rate(&peer_states, Duration::from_secs(2), peer_count);
    assert_eq!(n1, n2, "both engines must count the same unique moves");
    println!(
        "published positions: {} positions, {n1} unique moves per round",
        positions.len()
    );
    println!("  ours:               {:>12.0} unique moves/s", ours);
    println!("  arimaa_engine_step: {:>12.0} unique moves/s", peer);
    println!("  ratio:              {:>12.1}x", ours / peer);
    let (ours, n1) = rate(&real, Duration::from_secs(2), |p| gen.count(p));
    let (peer, n2) = rate(&real_peer, Duration::from_secs(2), peer_count);
    assert_eq!(n1, n2, "both engines must count the same unique moves");
    println!(
        "real-game positions: {} positions, {n1} unique moves per round",
        real.len()
    );
    println!("  ours:               {:>12.0} unique moves/s", ours);
    println!("  arimaa_engine_step: {:>12.0} unique moves/s", peer);
    println!("  ratio:              {:>12.1}x", ours / peer);
    let start = Instant::now();
    let mut rounds = 0;
    while start.elapsed() < Duration::from_secs(2) {
        assert_eq!(replay_all(&archive), archive.len());
        rounds += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "replay with full rules checking: {:.0} games/s ({} games a round)",
        (archive.len() * rounds) as f64 / secs,
        archive.len()
    );
}
