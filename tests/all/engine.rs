//! The engine on real positions: the 485 goal diagrams (a goal this turn
//! is a win in one; a win in one without a goal is another rule end), captures and goal defences
//! checked against pyrimaa (tests/oracle/engine_tactics.tsv), and the
//! stop's latency. Speed and strength are benches (benches/engine.rs,
//! benches/engine_strength.rs).

use crate::common::{archive_middles, data};
use arimaa::engine::{Control, Engine, Limits, Score};
use arimaa::notation::diagram::parse_diagrams;
use arimaa::teach::can_goal;
use arimaa::{Game, RuleSet, Termination, TurnLabel};

/// Plays the line's first turn in `game` and returns how the game ended.
fn first_turn_outcome(game: &Game, steps: &[arimaa::Step]) -> Option<arimaa::Outcome> {
    let mut g = game.clone();
    let mut turn = g.turn();
    for s in steps {
        turn.step(*s).expect("a legal step");
    }
    g.play(&turn).expect("a legal turn")
}

#[test]
fn goal_diagrams_are_wins_in_one_exactly_when_a_goal_is_in_reach() {
    let text = data("goal-in-one-turn-positions.txt");
    let diagrams = parse_diagrams(&text).unwrap();
    assert_eq!(diagrams.len(), 485);
    let mut engine = Engine::with_table_bits(16);
    let (mut goals, mut other_ends, mut slowest) = (0, 0, 0.0f64);
    for (i, d) in diagrams.iter().enumerate() {
        let side = d.side.unwrap();
        let pos = d.turn(side).unwrap().start();
        let game = Game::from_position(pos, TurnLabel::new(2, side), RuleSet::Current);
        // A goal is looked for before any turn is searched; after that the
        // search may stop as soon as it likes.
        let limits = Limits {
            nodes: Some(1),
            depth: Some(1),
            time_ms: None,
        };
        let started = std::time::Instant::now();
        let a = engine.analyse_quietly(&game, &limits).unwrap();
        let won = a.score
            == Score::Win {
                winner: side,
                turns: 1,
            };
        let name = format!("diagram {}: {:?}", i + 1, pos.board);
        let goal = can_goal(&pos);
        assert!(won || !goal, "{name}: a goal missed, {:?}", a.score);
        if won {
            // The line's first turn wins by the rules: by goal exactly when
            // a goal is in reach, else (the other side's last rabbit taken,
            // or no turn left to it) by another rule end.
            let end = first_turn_outcome(&game, &a.pv[0].steps).expect("the game ends");
            assert_eq!(end.winner, Some(side), "{name}");
            assert_eq!(
                end.termination == Termination::Goal,
                goal,
                "{name}: {end:?}"
            );
            if goal {
                goals += 1;
                slowest = slowest.max(started.elapsed().as_secs_f64() * 1000.0);
            } else {
                other_ends += 1;
            }
        }
    }
    println!("goal diagrams: {goals} of 485 wins by goal in one (the slowest found in {slowest:.1} ms), {other_ends} wins in one by another rule end");
    assert_eq!(goals, 303);
}

/// The rows of tests/oracle/engine_tactics.tsv: kind and position.
fn tactics() -> Vec<(String, arimaa::Position)> {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oracle/engine_tactics.tsv");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let side = arimaa::Color::from_char(cols[1].chars().next().unwrap()).unwrap();
            let board = arimaa::Position::board_from_short(cols[2]).unwrap();
            (cols[0].to_string(), arimaa::Position::new(board, side))
        })
        .collect()
}

#[test]
fn the_best_turn_takes_the_piece_or_stops_the_goal() {
    // Positions built and checked with pyrimaa (tests/oracle/engine_tactics.py):
    // 32 where Gold can take a piece, 8 where Silver threatens a goal.
    let rows = tactics();
    assert_eq!(rows.len(), 40);
    let mut engine = Engine::with_table_bits(16);
    let (mut captures, mut defences) = (0, 0);
    for (kind, pos) in &rows {
        let game = Game::from_position(*pos, TurnLabel::new(2, pos.side), RuleSet::Current);
        let a = engine.analyse_quietly(&game, &Limits::depth(1)).unwrap();
        let after = a.pv[0].after;
        let them = !pos.side;
        let name = format!("{kind} {:?}: {}", pos.board, a.pv[0].text());
        match kind.as_str() {
            "capture" => {
                assert!(
                    after.board.color(them).count() < pos.board.color(them).count(),
                    "{name}"
                );
                captures += 1;
            }
            "defend" => {
                assert!(!can_goal(&after), "{name}");
                defences += 1;
            }
            other => panic!("unknown kind {other}"),
        }
        assert!(a.score.rank() > -1_000_000, "{name}: {:?}", a.score);
    }
    println!("tactics: {captures} captures taken, {defences} goals stopped");
}

#[test]
fn a_stop_is_answered_at_the_next_look() {
    // A busy middle-game position searched with no limit; the caller raises the
    // stop once the first iteration is reported, and the search must end at its
    // next look (`stopped` is asked nothing more) with the line it has. How long
    // looks are apart (a position, or 64 boards of a turn's generation) is
    // timed by benches/engine.rs and printed here; a timed assertion would
    // measure the machine the tests share.
    use std::cell::Cell;
    struct Caller {
        start: std::time::Instant,
        raised: Cell<Option<std::time::Instant>>,
        looks_after: Cell<u32>,
        reported: bool,
    }
    impl Control for Caller {
        fn now_ms(&self) -> f64 {
            self.start.elapsed().as_secs_f64() * 1000.0
        }
        fn stopped(&self) -> bool {
            if self.raised.get().is_some() {
                self.looks_after.set(self.looks_after.get() + 1);
            }
            if self.reported && self.raised.get().is_none() {
                self.raised.set(Some(std::time::Instant::now()));
            }
            self.raised.get().is_some()
        }
        fn progress(&mut self, _: &arimaa::engine::Progress) {
            self.reported = true;
        }
    }
    let game = archive_middles().swap_remove(4).0;
    let mut caller = Caller {
        start: std::time::Instant::now(),
        raised: Cell::new(None),
        looks_after: Cell::new(0),
        reported: false,
    };
    let a = Engine::with_table_bits(16)
        .analyse(&game, &Limits::default(), &mut caller)
        .unwrap();
    let latency = caller.raised.get().expect("the stop was raised").elapsed();
    println!(
        "stop answered {latency:?} after it was raised (depth {} done)",
        a.depth
    );
    assert_eq!(
        caller.looks_after.get(),
        0,
        "the search looked again after the stop"
    );
    assert!(!a.pv.is_empty());
}

#[test]
fn a_stop_raised_at_once_is_answered_with_a_searched_turn() {
    // The stop is up before the search begins: it is seen while the root's
    // turns are generated (tens of milliseconds in a middle game), which end
    // there; the analysis still has one turn, legal and searched (depth 1),
    // and the caller is asked once.
    use std::cell::Cell;
    struct Raised {
        looks: Cell<u32>,
    }
    impl Control for Raised {
        fn now_ms(&self) -> f64 {
            0.0
        }
        fn stopped(&self) -> bool {
            self.looks.set(self.looks.get() + 1);
            true
        }
    }
    for (game, _) in archive_middles().into_iter().take(20) {
        let mut caller = Raised {
            looks: Cell::new(0),
        };
        let a = Engine::with_table_bits(12)
            .analyse(&game, &Limits::default(), &mut caller)
            .unwrap();
        assert_eq!(caller.looks.get(), 1, "asked again after it said stop");
        assert_eq!(a.depth, 1);
        assert!(!a.pv.is_empty(), "a turn, searched");
        let mut g = game.clone();
        let mut turn = g.turn();
        for s in &a.pv[0].steps {
            turn.step(*s).expect("a legal step");
        }
        g.play(&turn).expect("a legal turn");
    }
}
