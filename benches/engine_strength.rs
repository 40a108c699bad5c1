//! The engine's strength, in games played out (not a timing: criterion is
//! not used). `cargo bench --bench engine_strength` plays
//! `STRENGTH_GAMES` games (default 100) of each match and prints the score:
//! - against a one-turn greedy player (the turn leaving it the best
//!   HarLog material, a goal whenever it has one, ties broken at random);
//! - against itself at half the thinking budget.
//!   `STRENGTH_MATCH=greedy` or `self` plays one of them only;
//!   `STRENGTH_FIRST=51` starts at game 51 (the same setups and sides as in a
//!   whole run: a match split over two cores).
//!   The engine's budget is `STRENGTH_NODES` positions a turn (default 20,000),
//!   nodes rather than time so that a run does not depend on the machine's load.
//!
//! Games start from random setups (each side's 16 pieces shuffled on its
//! two home rows), sides alternating; a game still going after 120 turns
//! counts as lost for the engine (so the figures are lower bounds).

#![cfg(native)]

use arimaa::engine::{Engine, Limits};
use arimaa::{
    Board, Color, Game, MoveGen, Piece, Position, Role, RuleSet, Square, TurnBuilder, TurnLabel,
};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn random_setup(rng: &mut Rng) -> Board {
    let mut board = Board::empty();
    for color in Color::ALL {
        let mut pieces: Vec<Role> = Role::ALL
            .iter()
            .flat_map(|&r| std::iter::repeat(r).take(r.count() as usize))
            .collect();
        for i in (1..pieces.len()).rev() {
            pieces.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        let ranks = if color == Color::Gold { [0, 1] } else { [7, 6] };
        let mut it = pieces.into_iter();
        for rank in ranks {
            for file in 0..8 {
                board.put(
                    Square::from_coords(file, rank).unwrap(),
                    Piece::new(color, it.next().unwrap()),
                );
            }
        }
    }
    board
}

/// The turn a player chose, as the board it leaves.
trait Player {
    fn choose(&mut self, game: &Game) -> Board;
}

struct Greedy {
    rng: Rng,
    gen: MoveGen,
    engine: Engine,
}

impl Player for Greedy {
    fn choose(&mut self, game: &Game) -> Board {
        let pos = game.position();
        let sign = if pos.side == Color::Gold { 1 } else { -1 };
        let mut best: Vec<Board> = Vec::new();
        let mut best_value = i32::MIN;
        for &b in self.gen.unique_moves(&pos) {
            if game.occurrences(&Position::new(b, !pos.side)) >= 2 {
                continue;
            }
            let value = if arimaa::reached_goal(&b, pos.side) {
                i32::MAX
            } else {
                sign * material(&self.engine, &b)
            };
            if value > best_value {
                best_value = value;
                best.clear();
            }
            if value == best_value {
                best.push(b);
            }
        }
        best[(self.rng.next() % best.len() as u64) as usize]
    }
}

/// The engine's HarLog material: its evaluation with the position left out
/// is not public, so the greedy player counts with the evaluation itself.
fn material(engine: &Engine, b: &Board) -> i32 {
    engine.evaluate(b)
}

struct Searcher {
    engine: Engine,
    nodes: u64,
}

impl Player for Searcher {
    fn choose(&mut self, game: &Game) -> Board {
        let limits = Limits {
            nodes: Some(self.nodes),
            ..Limits::default()
        };
        let a = self
            .engine
            .analyse_quietly(game, &limits)
            .expect("a game going on");
        a.pv[0].after.board
    }
}

/// Plays one game; the winner, if any, within 120 turns.
fn play(gold: &mut dyn Player, silver: &mut dyn Player, start: Board) -> Option<Color> {
    let mut game = Game::from_position(
        Position::new(start, Color::Gold),
        TurnLabel::new(2, Color::Gold),
        RuleSet::Current,
    );
    for _ in 0..120 {
        if let Some(o) = game.outcome() {
            return o.winner;
        }
        let pos = game.position();
        let player: &mut dyn Player = if pos.side == Color::Gold {
            gold
        } else {
            silver
        };
        let target = player.choose(&game);
        let steps = arimaa::teach::moves_with_steps(&pos)
            .into_iter()
            .find(|(b, _)| *b == target)
            .expect("a generated board")
            .1;
        let mut turn = TurnBuilder::new(pos);
        for s in steps {
            turn.step(s).expect("a legal step");
        }
        game.play(&turn).expect("a legal turn");
    }
    game.outcome().and_then(|o| o.winner)
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let games = env("STRENGTH_GAMES", 100);
    let first = env("STRENGTH_FIRST", 1).max(1) - 1;
    let nodes = env("STRENGTH_NODES", 20_000);
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    // `STRENGTH_MATCH=greedy` or `self`: one match only (to run both at once).
    let only = std::env::var("STRENGTH_MATCH").ok();
    for (name, half) in [("greedy", false), ("itself at half the budget", true)] {
        if only.as_deref().is_some_and(|m| (m == "self") != half) {
            continue;
        }
        let (mut wins, mut losses) = (0, 0);
        let started = std::time::Instant::now();
        for g in 0..first + games {
            let start = random_setup(&mut rng);
            let greedy_seed = rng.next() | 1;
            if g < first {
                continue;
            }
            let mut engine = Searcher {
                engine: Engine::new(),
                nodes,
            };
            let mut other: Box<dyn Player> = if half {
                Box::new(Searcher {
                    engine: Engine::new(),
                    nodes: nodes / 2,
                })
            } else {
                Box::new(Greedy {
                    rng: Rng(greedy_seed),
                    gen: MoveGen::new(),
                    engine: Engine::with_table_bits(10),
                })
            };
            let engine_gold = g % 2 == 0;
            let winner = if engine_gold {
                play(&mut engine, other.as_mut(), start)
            } else {
                play(other.as_mut(), &mut engine, start)
            };
            let engine_color = if engine_gold {
                Color::Gold
            } else {
                Color::Silver
            };
            match winner {
                Some(c) if c == engine_color => wins += 1,
                Some(_) => losses += 1,
                None => {}
            }
            eprintln!(
                "{name}: game {} engine {} winner {:?}",
                g + 1,
                engine_color.name(),
                winner
            );
        }
        println!(
            "strength vs {name}: {wins} wins, {losses} losses, {} unfinished of {games} games from game {} ({:.0} %), {nodes} positions a turn, {:.0} s",
            games - wins - losses,
            first + 1,
            100.0 * wins as f64 / games as f64,
            started.elapsed().as_secs_f64()
        );
    }
}
