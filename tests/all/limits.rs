//! The limits of `src/limits.rs`, each checked at the edge and past it, and
//! huge numbers wherever the input has numbers: a clear error, never a
//! panic, an overflow or a hang. The README's "Limits" table names these tests.

use crate::common;
use common::{deep_record, SETUP};

use arimaa::clock::TimeControl;
use arimaa::fan;
use arimaa::limits::{MAX_COMMENT_BYTES, MAX_NODES, MAX_RECORD_BYTES, MAX_VARIATION_DEPTH};
use arimaa::viewer::move_list;
use arimaa::viewer::Viewer;

/// The setups, padded with spaces to exactly `len` bytes.
fn padded(len: usize) -> String {
    let mut s = String::from(SETUP);
    s.push_str(&" ".repeat(len - s.len()));
    s
}

#[test]
fn record_size_at_the_limit_is_read_and_past_it_is_a_clear_error() {
    let at = padded(MAX_RECORD_BYTES);
    let parsed = fan::read_strict(&at).expect("a record of exactly the limit is read");
    assert_eq!(parsed.tree.main_line().count(), 3);
    assert!(Viewer::new(&at).errors().is_empty());

    let over = padded(MAX_RECORD_BYTES + 1);
    let want = format!(
        "record is {} bytes; the limit is {}",
        MAX_RECORD_BYTES + 1,
        MAX_RECORD_BYTES
    );
    // FAN, lenient: an empty tree and the error; strict: the error.
    let lenient = fan::read(&over);
    assert_eq!(lenient.errors.len(), 1);
    assert_eq!(lenient.errors[0].1.to_string(), want);
    assert_eq!(lenient.record.tree.len(), 1);
    assert_eq!(fan::read_strict(&over).unwrap_err().to_string(), want);
    // arimaa.com notation is read by the same reader; the CLI says it too.
    let v = arimaa::verdict::check_text_game("x", &over, arimaa::RuleSet::Current);
    assert!(v.line.contains(&want), "{}", v.line);
    // The viewer's load path (what GameView and the element use), whatever the format.
    for text in [over.clone(), format!("{}\t{}", "x\t".repeat(25), over)] {
        let v = Viewer::new(&text);
        assert_eq!(v.errors().len(), 1);
        let want = format!(
            "record is {} bytes; the limit is {MAX_RECORD_BYTES}",
            text.len()
        );
        assert_eq!(v.errors()[0].1.to_string(), want);
        assert_eq!(v.record().tree.len(), 1);
    }
}

#[test]
fn variation_depth_past_the_limit_is_an_error_through_the_viewer() {
    let at = Viewer::new(&deep_record(3, MAX_VARIATION_DEPTH));
    assert!(at.errors().is_empty(), "{:?}", at.errors().first());
    let past = Viewer::new(&deep_record(3, MAX_VARIATION_DEPTH + 1));
    assert_eq!(past.errors().len(), 1);
    assert!(
        past.errors()[0].1.to_string().contains(&format!(
            "variations nest deeper than {MAX_VARIATION_DEPTH}"
        )),
        "{}",
        past.errors()[0].1.to_string()
    );
    // The viewer still walks the whole tree (state, move list, the FAN text).
    let mut v = past;
    while v.next_move() {}
    let _ = v.state();
    assert!(fan::write(v.record()).len() > 1000);
}

/// The setups and `1g`, `1s` … with a comment of `len` bytes on 2g.
fn commented(len: usize) -> String {
    format!(
        "{SETUP}2g Ee2n \"{}\"\n2s ee7s\n3g Ee3n\n",
        "é".repeat(len / 2) + &"c".repeat(len % 2)
    )
}

#[test]
fn comment_length_at_the_limit_is_kept_and_past_it_is_a_node_error() {
    let at = fan::read_strict(&commented(MAX_COMMENT_BYTES)).expect("at the limit");
    let main: Vec<_> = at.tree.main_line().collect();
    let comment = at.tree.node(main[3]).mv.as_ref().unwrap().comment.clone();
    assert_eq!(comment.map(|c| c.len()), Some(MAX_COMMENT_BYTES));

    let src = commented(MAX_COMMENT_BYTES + 1);
    let past = fan::read(&src);
    assert_eq!(past.errors.len(), 1);
    assert_eq!(
        past.errors[0].1.to_string(),
        format!(
            "comment is {} bytes; the limit is {MAX_COMMENT_BYTES}",
            MAX_COMMENT_BYTES + 1
        )
    );
    // The setups before it are kept; the comment's move is the error node, and
    // the text from it on is kept verbatim, so writing gives the text back.
    let tree = &past.record.tree;
    let main: Vec<_> = tree.main_line().collect();
    assert_eq!(main.len(), 4, "root, 1g, 1s, the error node");
    assert!(tree.node(main[3]).error.is_some());
    let written = fan::write(&past.record);
    assert!(written.contains(&"é".repeat(MAX_COMMENT_BYTES / 2)));
    assert!(fan::read_strict(&src).is_err());
    // Through the viewer: the error is reported, nothing panics.
    assert_eq!(Viewer::new(&src).errors().len(), 1);
}

#[test]
fn huge_numbers_are_errors_not_overflows() {
    // Move numbers: past 9 digits a word is no label; at 9 digits it is one
    // (out of order here, so an error on the node).
    for label in [
        "999999999g",
        "4294967295g",
        "99999999999999999999999s",
        "0g",
    ] {
        let src = format!("{SETUP}{label} Ee2n\n");
        let v = Viewer::new(&src);
        assert_eq!(v.errors().len(), 1, "{label}");
        let _ = fan::write(v.record());
    }
    // Time controls: every field too large is an error naming the field.
    for tc in [
        "99999999999999999999/1",
        "0/99999999999999999999",
        "1/1/101",
        "1/1/100/99999999999999999999",
        "1/1/100/0/99999999999999999999t",
        "1/1/100/0/99999999999999h",
        "1/1/100/0/0/99999999999999999",
        "4294967295/4294967295",
    ] {
        assert!(tc.parse::<TimeControl>().is_err(), "{tc}");
    }
    // The largest time control and `@t=` markings at and past u32: the clock
    // replay saturates or stops, and never overflows.
    let max = u32::MAX;
    for marking in [
        format!("@t={max}"),
        format!("@t={}", u64::MAX),
        "@t=99999999999999999999999".into(),
    ] {
        let src = format!(
            "FAN31415926\nTimeControl: 71582788/71582788/100/71582788/0/71582788\n\n{SETUP}2g {marking} Ee2n\n2s {marking} ee7s\n"
        );
        let mut v = Viewer::new(&src);
        while v.next_move() {}
        let _ = v.state();
    }
    // Paths (the `path` and `ply` attributes): huge numbers are errors.
    let mut v = Viewer::new(&format!("{SETUP}2g Ee2n\n"));
    for path in [
        "99999999999999999999999g",
        "999999999g",
        "2g.99999999999999999999.2g",
        "2g.4294967296.2g",
        "2g:99999999999999999999",
        "2g:5",
    ] {
        assert!(v.go_to_text(path).is_err(), "{path}");
    }
    assert!(v.go_to_text("2g:2").is_ok());
}

/// The setups (2 moves), 2g, and `alternatives` alternatives to 2g.
fn wide(alternatives: usize) -> String {
    format!("{SETUP}2g Ee2n\n{}", "[2g Hb2n] ".repeat(alternatives))
}

#[test]
fn node_count_at_the_limit_is_read_and_past_it_stops_with_an_error() {
    let at = fan::read_strict(&wide(MAX_NODES - 3)).expect("exactly the limit");
    assert_eq!(at.tree.len(), MAX_NODES + 1, "the root and MAX_NODES moves");
    let past = fan::read(&wide(MAX_NODES));
    assert_eq!(past.errors.len(), 1);
    assert_eq!(
        past.errors[0].1.to_string(),
        format!("record has more than {MAX_NODES} moves; the limit is {MAX_NODES}")
    );
    assert_eq!(past.record.tree.len(), MAX_NODES + 1);
    // The viewer's views of such a tree are linear: the move list, and the
    // state at a node with MAX_NODES - 3 alternatives.
    let mut v = Viewer::new(&wide(MAX_NODES));
    assert_eq!(move_list(&v.record().tree, v.words()).len(), MAX_NODES);
    v.go_to_text("1s").unwrap();
    assert_eq!(v.state().variations.len(), MAX_NODES - 2);
    assert_eq!(v.state().variations[7].0, "2g.7.2g");
}
