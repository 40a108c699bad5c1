//! The fuzz targets' checks on stable Rust: every committed seed
//! (`fuzz/seeds/<target>/`) and every input a fuzz run found to break
//! something (`tests/fuzz_regressions/<target>/`) goes through the same
//! check function as in the fuzz target, plus tests that spell out the
//! correct behaviour for each bug found. See docs/fuzzing.md.

#[path = "../../fuzz/src/checks.rs"]
mod checks;

use arimaa::fan::read_strict;
use arimaa::notation::writer::write_game;
use arimaa::RuleSet;
use std::path::Path;

type Check = fn(&[u8]);

const TARGETS: [(&str, Check); 9] = [
    ("arimaa_com_moves", checks::arimaa_com_moves),
    ("diagram", checks::diagram),
    ("archive_line", checks::archive_line),
    ("fan", checks::fan),
    ("time_control", checks::time_control),
    ("fims", checks::fims),
    ("turn_builder", checks::turn_builder),
    ("viewer_load", checks::viewer_load),
    ("pgn", checks::pgn),
];

/// Runs every file under `dir/<target>/` through its target's check; returns
/// how many files there were.
fn replay_dir(dir: &Path) -> usize {
    let mut n = 0;
    for (target, check) in TARGETS {
        let Ok(entries) = std::fs::read_dir(dir.join(target)) else {
            continue;
        };
        let mut paths: Vec<_> = entries.map(|e| e.expect("readable").path()).collect();
        paths.sort();
        for path in paths {
            let data = std::fs::read(&path).expect("readable");
            let result = std::panic::catch_unwind(|| check(&data));
            assert!(result.is_ok(), "{target}: {} fails", path.display());
            n += 1;
        }
    }
    n
}

#[test]
fn every_seed_passes_its_targets_checks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds");
    let n = replay_dir(&dir);
    assert!(n >= 150, "only {n} seeds");
}

#[test]
fn every_found_input_passes_its_targets_checks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    assert!(replay_dir(&dir) >= 2);
}

/// The header of `text` (followed by the setups) round-trips through the
/// arimaa.com writer.
fn round_trips(text: &str) {
    let text = format!("{text}{SETUP}");
    let first = read_strict(&text).unwrap_or_else(|e| panic!("{text:?}: {}", e.located()));
    let written = write_game(&first, RuleSet::Current);
    let second = read_strict(&written).unwrap_or_else(|e| panic!("{written:?}: {}", e.located()));
    assert_eq!(first, second, "{text:?}");
}

const SETUP: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";

/// Found by `arimaa_com_moves`: a tag value with white space at either end was
/// written on one line, where reading trims it.
#[test]
fn tag_values_with_outer_space_round_trip() {
    round_trips("Event: -=+=-\n2s White: hi \n-=+=-\n\n");
    round_trips("Event: -=+=-\n  indented\n-=+=-\n");
    let first = read_strict("Event: -=+=-\nhi \n-=+=-\n").unwrap();
    assert_eq!(first.header.get("Event"), Some("hi "));
    assert_eq!(
        write_game(&first, RuleSet::Current),
        "Event: -=+=-\nhi \n-=+=-\n\n"
    );
}

/// A one-line value that starts like a block (`-=+=-…`) stays on its line.
#[test]
fn tag_values_that_look_like_a_block_round_trip() {
    round_trips("Event: -=+=- -=+=-x\n\n");
    round_trips("Event: -=+=-x\n");
}

/// Found by `arimaa_com_moves`: a block line ending in a second `\r` (of
/// `\r\r\n`) kept it, and no writer can write it back.
#[test]
fn tag_block_lines_drop_stray_carriage_returns() {
    let first = read_strict("E:-=+=-\n\r\r\n-=+=-").unwrap();
    assert_eq!(first.header.get("E"), Some(""));
    round_trips("E:-=+=-\na\r\r\nb\r\n-=+=-\r\n");
}

/// FAN header values keep white space at their ends through write → read.
#[test]
fn fan_header_values_with_outer_space_round_trip() {
    checks::fan(b"FAN31415926\nEvent: -=+=-\nhi \n-=+=-\n\n1g Ra2\n");
    checks::fan(b"FAN31415926\nEvent: -=+=-\n  a\n-=+=-\n\n");
}

/// Found by `fan` on the merged code: `Version :` with text that is no
/// number was dropped on reading (and so on writing). A header value the
/// header cannot hold as such stays a plain field.
#[test]
fn a_version_that_is_no_number_stays_a_field() {
    use arimaa::fan::{read, write};
    let text = "FAN31415926\nVersion : draft\nVersion: 2\nVersion: 3\n\n";
    let record = read(text).record;
    assert_eq!(record.header.version, Some(2));
    assert_eq!(record.header.get("Version"), Some("draft"));
    let again = read(&write(&record)).record;
    assert_eq!(again, record);
    checks::fan(text.as_bytes());
}

/// Found by `viewer_load` on the merged code: a move written with the wrong
/// label (`12g` where `1g` was due) is kept as an error node under its
/// written label, and the rest of its line is skipped; a stray `]` ends
/// the skipping, and the moves after it count from `1g` again. The path of
/// a later move must still lead to it (the walk stopped at the first label
/// past the one sought).
#[test]
fn paths_resolve_on_a_line_whose_labels_go_back() {
    let mut v = arimaa::viewer::Viewer::new("12g Ra2 Rb2\n]\n1g Ra2 Rb2\n");
    v.last();
    let path = v.path();
    assert_eq!(path, "1g");
    v.first();
    v.go_to(&path).expect("the path resolves");
    assert_eq!(v.path(), "1g");
    v.go_to_text("12g")
        .expect("the error node has its written label");
    assert!(v.state().error.is_some());
}

/// Found by `viewer_load`: a line read with errors can have its labels out of
/// order (`2s` right after the setups); the path the viewer gives for a node
/// after it (`2g`) must lead back to it.
#[test]
fn paths_reach_nodes_after_labels_out_of_order() {
    let text = "1w Ra2 Hb2 Dc2 Ed2 Me2 Df2 Hg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n\
                1b ra7 hb7 dc7 md7 ee7 df7 hg7 rh7 ra8 rb8 rc8 cd8 ce8 rf8 rg8 rh8\n\
                2s\n5w Me2n\n";
    let mut v = arimaa::viewer::Viewer::new(text);
    while v.next_move() {}
    let path = v.path();
    let cursor = v.cursor();
    v.first();
    v.go_to(&path).unwrap();
    assert_eq!(v.cursor(), cursor, "{path}");
}
