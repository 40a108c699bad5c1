//! The rule traps of DESIGN.md, each as a small diagram and move text.

use arimaa::fan::{self, ReadOptions};
use arimaa::notation::diagram::parse_diagram;
use arimaa::verdict::{Ending, Played};
use arimaa::{Color, Outcome, Piece, Position, RuleSet, Square, Termination, TurnLabel};

/// Where a test game starts: a position, whose turn, under which rules.
#[derive(Clone, Copy)]
struct Start(Position, TurnLabel, RuleSet);

/// A game from a diagram given as 8 rows (rank 8 first, `.` empty), with
/// `label` (e.g. `2g`) to move.
fn game(rows: [&str; 8], label: &str, rules: RuleSet) -> Start {
    let mut text = format!("{label}\n +-----------------+\n");
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.chars().map(String::from).collect();
        text += &format!("{}| {} |\n", 8 - i, cells.join(" "));
    }
    text += " +-----------------+\n   a b c d e f g h\n";
    let d = parse_diagram(&text).expect("diagram");
    let label = d.label.expect("label");
    let start = d.turn(label.color).expect("turn").start();
    Start(start, label, rules)
}

/// Reads `moves` from the start with the crate's one reader and replays
/// the main line; the first problem is `<label>: <reason>`.
fn play(g: Start, moves: &str) -> Result<Played, String> {
    let Start(position, label, rules) = g;
    let options = ReadOptions::rules(rules).from_position(position, label);
    let parsed = fan::read_with(moves, options);
    if let Some((node, e)) = parsed.errors.first() {
        let mv = parsed.record.tree.node(*node).mv.as_ref();
        return Err(format!(
            "{}: {e}",
            mv.map_or("start".into(), |m| m.label.to_string())
        ));
    }
    let played = Played::of(&parsed.record, rules).expect("an Arimaa game");
    Ok(played)
}

/// The main line's length, for takebacks.
fn moves_played(g: Start, moves: &str) -> usize {
    let Start(position, label, rules) = g;
    let options = ReadOptions::rules(rules).from_position(position, label);
    fan::read_with(moves, options)
        .record
        .tree
        .main_line()
        .count()
        - 1
}

fn err(g: Start, moves: &str) -> String {
    play(g, moves).expect_err("must be illegal")
}

fn at(r: &Played, sq: &str) -> Option<char> {
    r.game
        .position()
        .board
        .piece_at(Square::parse(sq).unwrap())
        .map(Piece::char)
}

fn won(r: &Played, winner: Color, termination: Termination) -> bool {
    r.ending
        == Ending::Board(Outcome {
            winner: Some(winner),
            termination,
        })
}

const E: &str = "........";

#[test]
fn captures_happen_right_after_each_step_and_tokens_must_match() {
    let rows = ["r.......", E, E, E, E, "..C.....", "..D.....", ".......R"];
    let g = || game(rows, "2g", RuleSet::Current);
    let r = play(g(), "2g Dc2w Cc3x Db2n").unwrap();
    assert_eq!(at(&r, "c3"), None);
    assert_eq!(at(&r, "b3"), Some('D'));
    assert_eq!(err(g(), "2g Dc2w Db2n"), "2g: missing capture token Cc3x");
    assert!(err(g(), "2g Dc2w Dc3x").contains("but Cc3x was captured"));
    assert!(err(g(), "2g Dc2w Cc3x Cc3x").contains("nothing was captured"));
}

/// "A piece which enters a trap square is removed from the board unless
/// there is a friendly piece next to that trap" (the rules text,
/// docs/rules-notes.md): a piece a set position shows alone on a trap
/// entered it before the game, so a step elsewhere leaves it there; it
/// falls when a step next to the trap leaves it alone, as pyrimaa and
/// Howdah judge it.
#[test]
fn a_lone_piece_on_a_trap_falls_only_when_a_step_next_to_it_leaves_it_alone() {
    let rows = ["r.......", E, E, "....E...", E, "..D.....", E, ".......R"];
    let g = || game(rows, "2g", RuleSet::Current);
    let r = play(g(), "2g Ee5n").unwrap();
    assert_eq!(at(&r, "c3"), Some('D'), "a step elsewhere keeps it");
    assert!(err(g(), "2g Ee5n Dc3x").contains("nothing was captured"));
    // The elephant comes next to the trap (d3), then leaves it: the dog falls.
    let r = play(g(), "2g Ee5s Ee4s Ee3w Ed3n Dc3x").unwrap();
    assert_eq!(at(&r, "c3"), None);
    assert_eq!(at(&r, "d4"), Some('E'));
    assert_eq!(
        err(g(), "2g Ee5s Ee4s Ee3w Ed3n"),
        "2g: missing capture token Dc3x"
    );
}

#[test]
fn a_puller_captured_on_a_trap_still_completes_its_pull() {
    let rows = ["r.......", E, E, "..d.....", "..H.....", E, E, ".......R"];
    let r = play(game(rows, "2g", RuleSet::Current), "2g Hc4s Hc3x dc5s").unwrap();
    assert_eq!(at(&r, "c4"), Some('d'));
    assert_eq!(at(&r, "c3"), None);
}

#[test]
fn a_push_cannot_start_on_the_last_step_nor_be_left_incomplete() {
    let rows = ["r.......", E, E, "...r....", "...E....", E, E, ".......R"];
    let g = || game(rows, "2g", RuleSet::Current);
    assert!(err(g(), "2g Rh1n Rh2n Rh3n rd5n").contains("cannot start on the last step"));
    assert!(err(g(), "2g rd5n").contains("push not completed"));
    assert!(err(g(), "2g rd5n Rh1n").contains("push not completed"));
    assert!(play(g(), "2g rd5n Ed4n").is_ok());
}

#[test]
fn one_step_cannot_finish_a_push_and_start_a_pull() {
    let rows = ["r.......", E, E, "...r....", "...Ec...", E, E, ".......R"];
    let g = || game(rows, "2g", RuleSet::Current);
    assert!(err(g(), "2g rd5n Ed4n ce4w").contains("no stronger unfrozen piece"));
    // The same steps as a pull alone are fine.
    assert!(play(g(), "2g Ed4w ce4w").is_ok());
}

#[test]
fn frozen_pieces_cannot_push_or_pull() {
    let rows = ["r.......", E, E, "...r....", "...Dh...", E, E, ".......R"];
    let g = || game(rows, "2g", RuleSet::Current);
    assert!(err(g(), "2g rd5n Dd4n").contains("no stronger unfrozen piece"));
    assert!(err(g(), "2g Dd4s rd5s").contains("frozen"));
}

#[test]
fn only_ones_own_rabbits_cannot_step_back() {
    let rows = ["r.......", E, E, "...r....", "...E....", "...R....", E, E];
    assert!(err(game(rows, "2g", RuleSet::Current), "2g Rd3s").contains("backward"));
    let silver = [E, "r.......", E, E, E, E, E, "R......."];
    assert!(err(game(silver, "2s", RuleSet::Current), "2s ra7n").contains("backward"));
    // An enemy rabbit may be pushed back.
    let r = play(game(rows, "2g", RuleSet::Current), "2g rd5n Ed4n").unwrap();
    assert_eq!(at(&r, "d6"), Some('r'));
}

#[test]
fn goal_counts_only_at_the_end_of_the_turn() {
    let rows = [".......r", E, E, E, E, "E.......", "r.......", ".......R"];
    let g = || game(rows, "2g", RuleSet::Current);
    // Pushed onto silver's goal and pulled off again: the game goes on.
    let r = play(g(), "2g ra2s Ea3s Ea2e ra1n").unwrap();
    assert_eq!(r.ending, Ending::Unfinished);
    assert_eq!(at(&r, "a2"), Some('r'));
    // Left there, it is silver's goal although gold moved.
    let r = play(g(), "2g ra2s Ea3s").unwrap();
    assert!(won(&r, Color::Silver, Termination::Goal));
}

#[test]
fn the_movers_goal_comes_before_the_opponents() {
    let rows = [E, "R.......", E, E, E, ".......E", ".......r", E];
    let r = play(game(rows, "2g", RuleSet::Current), "2g Ra7n rh2s Eh3s").unwrap();
    assert!(won(&r, Color::Gold, Termination::Goal));
}

#[test]
fn the_opponents_elimination_comes_before_the_movers() {
    let rows = [E, E, E, ".....E..", ".....r..", "..R.....", "..D.....", E];
    let moves = "2g rf4s rf3x Ef5s Dc2w Rc3x";
    let r = play(game(rows, "2g", RuleSet::Current), moves).unwrap();
    assert!(won(&r, Color::Gold, Termination::Elimination));
    // Before 2008-07-01 losing both sides' last rabbits at once was a draw.
    let r = play(game(rows, "2g", RuleSet::Pre2008), moves).unwrap();
    assert_eq!(
        r.ending,
        Ending::Board(Outcome {
            winner: None,
            termination: Termination::DoubleElimination
        })
    );
}

#[test]
fn immobilization_and_w_b_labels_and_the_empty_final_label() {
    let rows = ["r.E.....", E, E, E, E, E, E, ".......R"];
    let r = play(game(rows, "2g", RuleSet::Current), "2w Ec8w\n2b").unwrap();
    assert!(won(&r, Color::Gold, Termination::Immobilization));
    // Nothing but the bare label may follow the end.
    let g = game(rows, "2g", RuleSet::Current);
    let e = err(g, "2g Ec8w\n2s ra8s");
    assert!(e.contains("already over"), "{e}");
}

#[test]
fn every_move_being_a_third_repetition_is_immobilization() {
    let rows = [
        "cC......", ".C......", "C.......", E, "....E...", "......Rr", ".......R", E,
    ];
    let moves = "2g Ee4n\n2s ca8s\n3g Ee5s\n3s ca7n\n4g Ee4n\n4s ca8s\n5g Ee5s";
    let r = play(game(rows, "2g", RuleSet::Current), moves).unwrap();
    assert!(won(&r, Color::Gold, Termination::Immobilization));
}

#[test]
fn a_third_repetition_is_illegal_and_lost_before_2008() {
    let rows = ["r......d", E, E, E, "....E...", E, E, "R......."];
    let moves = "2g Ee4n\n2s dh8s\n3g Ee5s\n3s dh7n\n4g Ee4n\n4s dh8s\n5g Ee5s\n5s dh7n";
    let e = err(game(rows, "2g", RuleSet::Current), moves);
    assert_eq!(e, "5s: the position would occur for the third time");
    let r = play(game(rows, "2g", RuleSet::Pre2008), moves).unwrap();
    assert!(won(&r, Color::Gold, Termination::Repetition));
}

#[test]
fn a_turn_must_change_the_position() {
    let rows = ["r.......", E, E, E, "....E...", E, E, "R......."];
    let e = err(game(rows, "2g", RuleSet::Current), "2g Ee4n Ee5s");
    assert!(e.contains("does not change"), "{e}");
}

#[test]
fn takeback_undoes_the_previous_move() {
    let rows = ["r......d", E, E, E, "....E...", E, E, "R......."];
    let g = || game(rows, "2g", RuleSet::Current);
    let r = play(g(), "2g Ee4n\n2s takeback\n2g Ee4s\n2s dh8s").unwrap();
    assert_eq!(at(&r, "e3"), Some('E'));
    assert_eq!(
        moves_played(g(), "2g Ee4n\n2s takeback\n2g Ee4s\n2s dh8s"),
        2
    );
    assert!(err(g(), "2g takeback").contains("no move to take back"));
    assert!(err(g(), "2g Ee4n\n2s takeback\n2s dh8s").contains("expected move 2g"));
    assert!(err(g(), "2g\n2s dh8s").contains("at least one step"));
}

#[test]
fn pull_or_push_readings_and_the_compact_form() {
    let rows = ["r.......", E, E, E, ".HrE....", E, E, "R......."];
    let r = play(game(rows, "2g", RuleSet::Current), "2g Ed4n rc4e Hb4e").unwrap();
    assert_eq!(at(&r, "d4"), Some('r'));
    assert_eq!(at(&r, "c4"), Some('H'));
    let r = play(game(rows, "2g", RuleSet::Current), "2g Ra1nn Ed4ee").unwrap();
    assert_eq!(at(&r, "a3"), Some('R'));
    assert_eq!(at(&r, "f4"), Some('E'));
}
