//! Cross-check move generation against pyrimaa (`pip install aei`), the
//! reference implementation of the rules, on positions from random games.
//!
//! The setup script installs `aei`; set ARIMAA_SKIP_ORACLE=1 to skip on a
//! machine without Python.

use crate::common;
use common::Lcg;

use arimaa::{Color, Direction, MoveGen, Piece, Position, Role, Square, Step, TurnBuilder};
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

/// Runs `tests/oracle/SCRIPT` with `input` on its stdin: its output lines,
/// one an input line.
fn run_pyrimaa(script: &str, input: &str, lines: usize) -> Vec<String> {
    let script = format!("{}/tests/oracle/{script}", env!("CARGO_MANIFEST_DIR"));
    let mut child = Command::new("python3")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 with pyrimaa (pip install aei) is needed for the oracle test");
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
    let answers: Vec<String> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(answers.len(), lines);
    answers
}

/// `count fnv64` of pyrimaa's unique moves for each position, in order.
fn pyrimaa_answers(positions: &[Position]) -> Vec<String> {
    let mut input = String::new();
    for p in positions {
        input.push_str(&format!("{} [{}]\n", p.side.char(), p.board.to_short()));
    }
    run_pyrimaa("pyrimaa_moves.py", &input, positions.len())
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

/// What pyrimaa's `do_move` makes of each `(position, steps)`: the board
/// after, `[short]`, or `illegal`.
fn pyrimaa_after(cases: &[(Position, &str)]) -> Vec<String> {
    let mut input = String::new();
    for (p, steps) in cases {
        input.push_str(&format!(
            "{} [{}]\t{steps}\n",
            p.side.char(),
            p.board.to_short()
        ));
    }
    run_pyrimaa("pyrimaa_steps.py", &input, cases.len())
}

/// Our board after `steps` from `start` through a [`TurnBuilder`], as
/// [`pyrimaa_after`] gives it.
fn ours_after(start: Position, steps: &str) -> String {
    let mut turn = TurnBuilder::new(start);
    for word in steps.split_whitespace() {
        let c: Vec<char> = word.chars().collect();
        let step = Step::new(
            Piece::from_char(c[0]).unwrap(),
            Square::parse(&word[1..3]).unwrap(),
            Direction::from_char(c[3]).unwrap(),
        );
        if turn.step(step).is_err() {
            return "illegal".into();
        }
    }
    format!("[{}]", turn.board().to_short())
}

/// Set positions with a piece alone on a trap (no friendly neighbour), as a
/// position editor or a `Position` tag can give them: a step elsewhere
/// leaves it there, a step next to its trap that leaves it alone takes it,
/// as pyrimaa reads moves (`do_move`; its move *generator* differs: any step
/// from next to any trap takes a lone piece on every trap, so unique move
/// sets are not compared on such positions).
#[test]
fn a_lone_piece_on_a_trap_stays_as_pyrimaa_judges_it() {
    if skipped() {
        return;
    }
    let board = |pieces: &str| {
        let mut b = arimaa::Board::empty();
        for p in pieces.split_whitespace() {
            let piece = Piece::from_char(p.chars().next().unwrap()).unwrap();
            b.put(Square::parse(&p[1..]).unwrap(), piece);
        }
        b
    };
    // Gold's dog alone on c3, silver's cat alone on f6.
    let lone = board("ra8 Ee5 Dc3 Rh1 cf6 ee7");
    let gold = Position::new(lone, Color::Gold);
    let silver = Position::new(lone, Color::Silver);
    // Gold's camel alone on f6 beside silver's elephant and horse; the dog
    // on c3 held by a rabbit on c4.
    let held = Position::new(board("ra8 Mf6 hg6 ef7 Rc4 Dc3 Rh1"), Color::Gold);
    let cases = [
        (gold, "Ee5n"),
        (gold, "Ee5w Ed5w"),
        (gold, "Ee5n Ee6e"),
        (gold, "Ee5s Ee4s Ee3w Ed3n"),
        (gold, "Ee5s Ee4s Ee3w"),
        (gold, "Dc3n Dc4s"),
        (gold, "Dc3e"),
        (gold, "Ee5n Ee6w Ec6w Eb6s"),
        (silver, "ee7w ed7s"),
        (silver, "ee7n ee8w ed8w"),
        (silver, "cf6w"),
        (silver, "ra8e rb8s"),
        (held, "Rc4n"),
        (held, "Rh1n Rh2n"),
        (held, "Mf6s Mf5n"),
        (held, "Rc4e Rd4w"),
        (held, "Mf6w"),
    ];
    let answers = pyrimaa_after(&cases);
    for ((start, steps), answer) in cases.iter().zip(answers) {
        assert_eq!(
            ours_after(*start, steps),
            answer,
            "{steps} from {} [{}]",
            start.side.char(),
            start.board.to_short()
        );
    }
}
