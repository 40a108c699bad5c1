//! The clocks of every archived game, replayed from the time control and the
//! seconds each move took, against the reserves the server logged.

use crate::common;
use common::data_path;

use arimaa::clock::{check_archive_game, ClockCheck, Verdict};
use arimaa::notation::archive::read_archive;

fn checks(name: &str) -> Vec<ClockCheck> {
    let text = std::fs::read_to_string(data_path(name)).unwrap();
    let (games, errors) = read_archive(&text);
    assert!(errors.is_empty(), "{errors:?}");
    games.iter().map(check_archive_game).collect()
}

fn assert_all_agree(checks: &[ClockCheck], games: usize, on_time: usize) {
    assert_eq!(checks.len(), games);
    for c in checks {
        assert_eq!(c.verdict, Verdict::Agree, "{c}");
        assert_eq!(c.time_loss_found, c.time_termination, "{c}");
        assert!(c.moves_checked > 0, "{c}");
    }
    assert_eq!(checks.iter().filter(|c| c.time_loss_found).count(), on_time);
}

#[test]
fn february_2026_archive_agrees_move_by_move() {
    let checks = checks("allgames202602.txt");
    assert_all_agree(&checks, 147, 30);
    let moves: usize = checks.iter().map(|c| c.moves_checked).sum();
    assert_eq!(moves, 10_315); // every `after …, move used:` line
}

#[test]
fn november_2011_sample_agrees_move_by_move() {
    assert_all_agree(&checks("allgames201111-sample.txt"), 12, 3);
}

#[cfg(feature = "cli")]
#[test]
fn cli_prints_one_line_per_game_and_the_totals() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .arg("clocks")
        .arg(data_path("allgames202602.txt"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 148);
    assert_eq!(lines[0], "669122 agree");
    assert_eq!(
        lines[147],
        "games: 147, reserves agree: 147, time losses found: 30/30"
    );
}
