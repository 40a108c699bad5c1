//! Acceptance: every real archive game replays, and every board result agrees.

use crate::common;
use common::data;

use arimaa::notation::archive::read_archive;
use arimaa::verdict::{check_archive_game, Summary};
use std::collections::BTreeMap;

/// Verdicts per archive termination letter: (games, agreeing).
fn check(name: &str) -> (Summary, BTreeMap<String, (usize, usize)>) {
    let (games, errors) = read_archive(&data(name));
    assert!(errors.is_empty(), "{errors:?}");
    let mut summary = Summary::default();
    let mut by_term = BTreeMap::new();
    for g in &games {
        let v = check_archive_game(g);
        assert!(v.legal, "{}", v.line);
        assert!(
            v.agrees,
            "{} (archive {}{})",
            v.line,
            g.result(),
            g.termination()
        );
        let e = by_term.entry(g.termination().to_owned()).or_insert((0, 0));
        e.0 += 1;
        e.1 += usize::from(v.agrees);
        summary.add(&v);
    }
    (summary, by_term)
}

#[test]
fn archive_2026_replays_and_agrees() {
    let (summary, by_term) = check("allgames202602.txt");
    assert_eq!(
        summary.to_string(),
        "games: 147, legal: 147, results agree: 147, disagree: 0"
    );
    assert_eq!(by_term["g"], (88, 88));
    assert_eq!(by_term["e"], (5, 5));
    assert_eq!(by_term["m"], (7, 7));
    assert_eq!(by_term["t"], (30, 30));
    assert_eq!(by_term["r"], (16, 16));
}

#[test]
fn archive_2011_sample_replays_and_agrees() {
    let (summary, _) = check("allgames201111-sample.txt");
    assert_eq!(
        summary.to_string(),
        "games: 12, legal: 12, results agree: 12, disagree: 0"
    );
}

#[test]
fn game_669192_third_repetition_is_detected() {
    let (games, _) = read_archive(&data("allgames202602.txt"));
    let g = games
        .iter()
        .find(|g| g.id() == "669192")
        .expect("game 669192");
    let v = check_archive_game(g);
    assert_eq!(v.line, "669192 ok wi");
    assert!(v.agrees);
    let note = v.note.expect("the rejected move is explained");
    assert!(
        note.contains("31s rejected move [cb3n rc3w rb3s cb4s]"),
        "{note}"
    );
    assert!(note.contains("(third repetition)"), "{note}");
}
