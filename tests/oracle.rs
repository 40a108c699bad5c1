//! Cross-check move generation against pyrimaa (`pip install aei`), the
//! reference implementation of the rules, on positions from random games.
//!
//! The setup script installs `aei`; set ARIMAA_SKIP_ORACLE=1 to skip on a
//! machine without Python.

// Native only: reads files, runs processes or uses native-only dev-dependencies.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::Lcg;

use arimaa::{Color, MoveGen, Piece, Position, Role, Square};
use std::io::Write;
use std::process::{Command, Stdio};

fn random_setup(rng: &mut Lcg, board: &mut arimaa::Board, color: Color) {
    let mut army: Vec<Role> = Role::ALL
        .into_iter()
        .flat_map(|r| std::iter::repeat(r).take(r.count() as usize))
        .collect();
    let ranks = match color {
        Color::Gold => [0u8, 1],
        Color::Silver => [6, 7],
    };
    for rank in ranks {
        for file in 0..8 {
            let role = army.swap_remove(rng.next(army.len()));
            board.put(
                Square::from_coords(file, rank).unwrap(),
                Piece::new(color, role),
            );
        }
    }
}

fn fnv64(text: &str) -> u64 {
    text.bytes().fold(0xcbf29ce484222325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100000001b3)
    })
}

/// Positions sampled along random games (every fourth turn, 40 turns a game).
fn sample_positions(games: usize) -> Vec<Position> {
    let mut rng = Lcg(0x1234_5678);
    let mut gen = MoveGen::new();
    let mut out = Vec::new();
    for _ in 0..games {
        let mut board = arimaa::Board::empty();
        random_setup(&mut rng, &mut board, Color::Gold);
        random_setup(&mut rng, &mut board, Color::Silver);
        let mut pos = Position::new(board, Color::Gold);
        for turn in 0..40 {
            let moves = gen.unique_moves(&pos);
            if moves.is_empty() {
                break;
            }
            if turn % 4 == 0 {
                out.push(pos);
            }
            pos = Position::new(moves[rng.next(moves.len())], !pos.side);
        }
    }
    out
}

/// `count fnv64` of pyrimaa's unique moves for each position, in order.
fn pyrimaa_answers(positions: &[Position]) -> Vec<String> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/oracle/pyrimaa_moves.py");
    let mut child = Command::new("python3")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 with pyrimaa (pip install aei) is needed for the oracle test");
    let mut input = String::new();
    for p in positions {
        input.push_str(&format!("{} [{}]\n", p.side.char(), p.board.to_short()));
    }
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "pyrimaa failed (is `aei` installed?)"
    );
    let answers = String::from_utf8(output.stdout).unwrap();
    let answers: Vec<String> = answers.lines().map(str::to_owned).collect();
    assert_eq!(answers.len(), positions.len());
    answers
}

/// Our unique moves of `pos` in the form [`pyrimaa_answers`] gives.
fn ours(gen: &mut MoveGen, pos: &Position) -> String {
    let mut shorts: Vec<String> = gen.unique_moves(pos).iter().map(|b| b.to_short()).collect();
    shorts.sort();
    format!("{} {}", shorts.len(), fnv64(&shorts.join("\n")))
}

fn skipped() -> bool {
    let skip = std::env::var_os("ARIMAA_SKIP_ORACLE").is_some();
    if skip {
        eprintln!("skipped: ARIMAA_SKIP_ORACLE is set");
    }
    skip
}

#[test]
fn unique_moves_match_pyrimaa_on_random_games() {
    if skipped() {
        return;
    }
    let positions = sample_positions(3);
    assert!(positions.len() >= 30);
    let answers = pyrimaa_answers(&positions);
    let mut gen = MoveGen::new();
    for (pos, answer) in positions.iter().zip(answers) {
        assert_eq!(
            ours(&mut gen, pos),
            answer,
            "position {} [{}]",
            pos.side.char(),
            pos.board.to_short()
        );
    }
}

/// Set positions with a piece alone on a trap (no friendly neighbour): it
/// falls only when a step next to its trap leaves it unsupported, never on
/// a step elsewhere, so every move that leaves it alone keeps it.
#[test]
fn a_lone_piece_on_a_trap_stays_as_pyrimaa_judges_it() {
    if skipped() {
        return;
    }
    let boards = [
        // Gold's dog alone on c3; gold's elephant far away on e5.
        "r                           E             D                    R",
        // The same with a silver cat alone on f6 too.
        "r                    c      E             D                    R",
        // Gold's camel alone on f6 beside silver's elephant and horse; the
        // dog on c3 held by a rabbit on c4 that may step away.
        "r            e       Mh           R       D                    R",
    ];
    let mut positions = Vec::new();
    for short in boards {
        assert_eq!(short.chars().count(), 64, "{short:?}");
        let board = arimaa::notation::diagram::parse_short(&format!("[{short}]")).unwrap();
        for side in [Color::Gold, Color::Silver] {
            positions.push(Position::new(board, side));
        }
    }
    let answers = pyrimaa_answers(&positions);
    let mut gen = MoveGen::new();
    for (pos, answer) in positions.iter().zip(answers) {
        assert_eq!(
            ours(&mut gen, pos),
            answer,
            "position {} [{}]",
            pos.side.char(),
            pos.board.to_short()
        );
    }
}
