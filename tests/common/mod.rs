//! Helpers shared by the integration tests (tests/all/main.rs and
//! tests/wasm.rs include this module; each test uses what it needs).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Random annotated records for the FAN and Howdah round trips (proptest).
#[cfg(native)]
pub mod annotated;

/// Every step sequence of one turn, searched with the rules' turn builder.
#[cfg(native)]
pub mod brute;

/// A file of the repo's `tests/data/arimaa/` (see `tests/data/README.md`).
pub fn data_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/arimaa")
        .join(name)
}

/// The text of a `tests/data/arimaa/` file (invalid UTF-8 replaced).
pub fn data(name: &str) -> String {
    let bytes = std::fs::read(data_path(name));
    let bytes = bytes.unwrap_or_else(|e| panic!("tests/data/arimaa/{name}: {e}"));
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The games of `allgames202602.txt`, each at the middle of its main line
/// (those not ended and past their setups: 147), with the archive's moves that
/// reach it, one a line, as the engine's worker is handed them
/// (www/src/engine/line.js). The engine's tests and benches/engine.rs search them.
#[cfg(native)]
pub fn archive_middles() -> Vec<(arimaa::Game, String)> {
    use arimaa::notation::{archive::read_archive, line::replay};
    use arimaa::record::game_at;
    use arimaa::RuleSet;

    let text = data("allgames202602.txt");
    let mut out = Vec::new();
    for g in read_archive(&text).0 {
        let moves = g.movelist();
        let record = arimaa::fan::read(&moves.join("\n")).record;
        let line: Vec<_> = record.tree.main_line().collect();
        let Some(&id) = line.get(line.len() / 2) else {
            continue;
        };
        if let Some(game) = game_at(&record.tree, id, RuleSet::Current) {
            if game.outcome().is_none() && !game.in_setup() {
                // The moves of the archive's list that replay to the same position.
                let played = (0..=moves.len())
                    .map(|n| moves[..n].join("\n"))
                    .find(|m| replay("", m).is_ok_and(|r| r.position() == game.position()))
                    .expect("the archive's moves reach the middle");
                out.push((game, played));
            }
        }
    }
    out
}

/// A small deterministic generator for test inputs.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    /// A number below `n` (0 when `n` is 0).
    pub fn next(&mut self, n: usize) -> usize {
        (self.next_u64() as usize) % n.max(1)
    }
}

/// A xorshift generator, for the fuzz-style loops that shake the readers.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

// A long legal game with deeply nested variations, built with the engine.

use arimaa::fan;
use arimaa::{Color, Direction, Game, RuleSet, Step, TurnLabel};

/// Plays a random legal one-step move, never into a trap and never ending the game,
/// that differs from `avoid`; returns its text.
pub fn random_move(game: &mut Game, rng: &mut Lcg, avoid: &str) -> String {
    let pos = game.position();
    let mut options = Vec::new();
    for sq in pos.board.color(pos.side) {
        let piece = pos.board.piece_at(sq).unwrap();
        for dir in Direction::ALL {
            let mut turn = game.turn();
            let Ok(taken) = turn.step(Step::new(piece, sq, dir)) else {
                continue;
            };
            // Sacrifices would leave only rabbits (and the game would end).
            if taken.capture.is_some() || game.check_turn(&turn).is_err() {
                continue;
            }
            let text = taken.step.to_string();
            if text != avoid {
                options.push((turn, text));
            }
        }
    }
    loop {
        assert!(
            !options.is_empty(),
            "no quiet move at {} in [{}]",
            game.label(),
            game.position().board.to_short()
        );
        // Rabbits only when nothing else moves, so the game stays long.
        let rabbit_free: Vec<usize> = (0..options.len())
            .filter(|&i| !options[i].1.starts_with(['R', 'r']))
            .collect();
        let pick = if rabbit_free.is_empty() {
            rng.next(options.len())
        } else {
            rabbit_free[rng.next(rabbit_free.len())]
        };
        let (turn, text) = options.swap_remove(pick);
        if game.play(&turn).unwrap().is_none() {
            return text;
        }
        game.undo();
    }
}

pub const SETUP: &str = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n";

pub fn after_setup() -> Game {
    let parsed = fan::read(SETUP);
    let last = parsed.record.tree.main_line().last().unwrap();
    Game::from_position(
        *parsed.record.tree.node(last).position.arimaa().unwrap(),
        TurnLabel::new(2, Color::Gold),
        RuleSet::Current,
    )
}

/// FAN text: setups, then `plies` main-line turns; the first turn carries
/// `depth` nested variations, each replacing the previous one's continuation.
pub fn deep_record(plies: usize, depth: usize) -> String {
    let mut rng = Lcg(7);
    let mut main = after_setup();
    let mut nested = after_setup();
    let mut src = String::from(SETUP);
    let label = main.label();
    let first = random_move(&mut main, &mut rng, "");
    src.push_str(&format!("{label} {first}\n"));
    let mut outer = first.clone();
    for _ in 0..depth {
        let l1 = nested.label();
        let y = random_move(&mut nested, &mut rng, &outer);
        let l2 = nested.label();
        let z = random_move(&mut nested, &mut rng, "");
        nested.undo();
        src.push_str(&format!("[{l1} {y} {l2} {z} "));
        outer = z;
    }
    src.push_str(&"]".repeat(depth));
    src.push('\n');
    for _ in 1..plies {
        let l = main.label();
        let m = random_move(&mut main, &mut rng, "");
        src.push_str(&format!("{l} {m}\n"));
    }
    src
}
