//! The engine on real positions: the 485 goal diagrams (a goal this turn
//! is a win in one, and nothing else is), captures and goal defences
//! checked against pyrimaa (tests/oracle/engine_tactics.tsv), the stop's
//! latency, and (ignored: `cargo test --release --test all engine:: --
//! --ignored --nocapture`) speed and strength runs that print their figures.

use crate::common::data;
use arimaa::engine::{Engine, Limits, Score};
use arimaa::notation::archive::read_archive;
use arimaa::notation::diagram::parse_diagrams;
use arimaa::record::game_at;
use arimaa::teach::can_goal;
use arimaa::{Game, RuleSet, TurnLabel};

/// The 147 games of the archive file, each at the middle of its main line.
pub fn archive_middles() -> Vec<Game> {
    let text = data("allgames202602.txt");
    let mut out = Vec::new();
    for g in read_archive(&text).0 {
        let record = arimaa::fan::read(&g.movelist().join("\n")).record;
        let line: Vec<_> = record.tree.main_line().collect();
        let Some(&id) = line.get(line.len() / 2) else { continue };
        let Some(game) = game_at(&record.tree, id, RuleSet::Current) else { continue };
        if game.outcome().is_none() && !game.in_setup() {
            out.push(game);
        }
    }
    out
}

#[test]
fn goal_diagrams_are_wins_in_one_exactly_when_a_goal_is_in_reach() {
    let text = data("goal-in-one-turn-positions.txt");
    let diagrams = parse_diagrams(&text).unwrap();
    assert_eq!(diagrams.len(), 485);
    let mut engine = Engine::with_table_bits(16);
    let (mut wins, mut slowest) = (0, 0.0f64);
    for (i, d) in diagrams.iter().enumerate() {
        let side = d.side.unwrap();
        let pos = d.turn(side).unwrap().start();
        let game = Game::from_position(pos, TurnLabel::new(2, side), RuleSet::Current);
        // One turn and the quiescence after it, a few thousand positions at most.
        let limits = Limits { nodes: Some(2_000), depth: Some(1), time_ms: None };
        let started = std::time::Instant::now();
        let a = engine.analyse_quietly(&game, &limits).unwrap();
        let won = a.score == Score::Win { winner: side, turns: 1 };
        if won {
            slowest = slowest.max(started.elapsed().as_secs_f64() * 1000.0);
            // The line's first turn is a goal.
            assert!(arimaa::reached_goal(&a.pv[0].after.board, side), "diagram {}", i + 1);
        }
        assert_eq!(won, can_goal(&pos), "diagram {}: {:?}", i + 1, a.score);
        wins += usize::from(won);
    }
    println!("goal diagrams: {wins} of 485 wins in one, the slowest found in {slowest:.1} ms");
    assert_eq!(wins, 303);
}

#[test]
#[ignore]
fn speed_on_the_archive_positions() {
    let games = archive_middles();
    let mut engine = Engine::new();
    let (mut nodes, mut ms) = (0u64, 0.0);
    let mut depths = Vec::new();
    let take: usize = std::env::var("ENGINE_POSITIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(games.len());
    let ms_each: u64 = std::env::var("ENGINE_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(3000);
    for (i, g) in games.iter().take(take).enumerate() {
        engine.clear();
        let a = engine.analyse_quietly(g, &Limits::time(ms_each)).unwrap();
        nodes += a.nodes;
        ms += a.ms;
        depths.push(a.depth);
        println!("{i}: depth {} score {} nodes {} nps {} pv {}", a.depth, a.score, a.nodes, a.nps(),
            a.pv.iter().map(|t| t.text()).collect::<Vec<_>>().join(" | "));
    }
    depths.sort();
    println!("{} positions: {:.0} nodes/s, median depth {} turns", games.len(), nodes as f64 * 1000.0 / ms, depths[depths.len() / 2]);
}

#[test]
#[ignore]
fn debug_one() {
    let text = data("goal-in-one-turn-positions.txt");
    let diagrams = parse_diagrams(&text).unwrap();
    for i in [270usize, 0, 1, 2, 3] {
        let d = &diagrams[i];
        let side = d.side.unwrap();
        let pos = d.turn(side).unwrap().start();
        let game = Game::from_position(pos, TurnLabel::new(2, side), RuleSet::Current);
        let limits = Limits { nodes: Some(2_000), depth: Some(1), time_ms: None };
        let started = std::time::Instant::now();
        let a = Engine::with_table_bits(16).analyse_quietly(&game, &limits).unwrap();
        println!("{i} {:?} {:?} {:?} nodes {} in {:?} can_goal {}", pos.board, a.score, a.pv.iter().map(|t| format!("{} {:?}", t.text(), t.after.board)).collect::<Vec<_>>(), a.nodes, started.elapsed(), can_goal(&pos));
    }
}
