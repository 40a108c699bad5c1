//! Position diagrams: every diagram of the goal-in-one file reads, and
//! writing then reading gives the same position.

use crate::common;
use common::data;

use arimaa::notation::diagram::{parse_diagrams, parse_short, write_diagram, write_short};
use arimaa::Color;

#[test]
fn all_goal_file_diagrams_parse_and_round_trip() {
    let text = data("goal-in-one-turn-positions.txt");
    let diagrams = parse_diagrams(&text).expect("every diagram reads");
    assert_eq!(diagrams.len(), 485);
    let gold = diagrams
        .iter()
        .filter(|d| d.side == Some(Color::Gold))
        .count();
    let silver = diagrams
        .iter()
        .filter(|d| d.side == Some(Color::Silver))
        .count();
    assert_eq!(gold + silver, 485);
    for d in &diagrams {
        let side = d.side.expect("side line");
        let written = write_diagram(&d.board, Some(&side.char().to_string()));
        let again = parse_diagrams(&written).unwrap();
        assert_eq!(again.len(), 1);
        assert_eq!(again[0], *d);
        assert_eq!(parse_short(&write_short(&d.board)).unwrap(), d.board);
        assert!(d.turn(side).is_ok());
    }
}
