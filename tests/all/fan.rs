//! FAN reading and writing: real games, the spec's examples, round trips.

use crate::common;
use common::data;
use common::deep_record;

use arimaa::fan;
use arimaa::notation::archive::read_archive;
use arimaa::record::Tree;
use arimaa::record::{ErrorKind, Path};
use arimaa::RuleSet;
use arimaa::TurnError;

/// Trees compared without error positions (rewriting moves text around).
fn normalized(tree: &Tree) -> Tree {
    let mut t = tree.clone();
    for id in tree.preorder() {
        if let Some(e) = t.node_mut(id).error.as_mut() {
            e.line = 0;
            e.column = 0;
        }
    }
    t
}

fn round_trip(src: &str) -> fan::Parsed {
    let first = fan::read(src);
    let text = fan::write(&first.record);
    let second = fan::read(&text);
    assert_eq!(
        normalized(&first.record.tree),
        normalized(&second.record.tree),
        "round trip of:\n{src}\nwritten as:\n{text}"
    );
    assert_eq!(first.record.header, second.record.header);
    assert_eq!(first.errors.len(), second.errors.len(), "{text}");
    first
}

#[test]
fn every_real_game_reads_as_fan_and_round_trips() {
    for file in ["allgames202602.txt", "allgames201111-sample.txt"] {
        let (games, errors) = read_archive(&data(file));
        assert!(errors.is_empty());
        for g in &games {
            let text = g.movelist().join("\n");
            let parsed = round_trip(&text);
            let main: Vec<_> = parsed.record.tree.main_line().collect();
            if g.id() == "669192" {
                continue;
            }
            assert!(
                parsed.errors.is_empty(),
                "game {}: {:?}",
                g.id(),
                parsed.errors
            );
            assert!(main.len() > 2, "game {}", g.id());
        }
    }
}

#[test]
fn a_5000_ply_game_with_1000_nested_variations_loads_and_round_trips() {
    let (src, depth) = (deep_record(5000, 1000), 1000);
    let parsed = fan::read_strict(&src).expect("legal record");
    let tree = &parsed.tree;
    assert_eq!(tree.main_line().count(), 1 + 2 + 5000);
    let deepest = tree
        .preorder()
        .into_iter()
        .map(|id| tree.variation_depth(id))
        .max()
        .unwrap();
    assert_eq!(deepest, depth);
    let again = fan::read(&fan::write(&parsed));
    assert_eq!(&again.record.tree, tree);
}

/// Every example of the FAN spec, in order. Their steps are deliberately
/// senseless (`m5n`, `dh9s`), so they read into trees with errors attached.
const SPEC_EXAMPLES: &[&str] = &[
    "5g Hc3e Ea1e",
    "3g rd6s rd5w rc5s rc4w [ 3g m5n hb7 rc5s rc4w ]",
    "5g rd6s rd5w Md6s ca1e [ 5g hb7 m5n hb7 rc5s ] [ 5g dh9s m5n hb7 rc5s ]",
    "5g rd6s rd5w Md6s ca1e [ 5g hb7 m5n hb7 rc5s 5s dh9s m5n hb7 rc5s ]",
    "5g Rd6s Rd5w Md6s Ca1e [ 5g Hb7 Dh9s Cb4n Ca4w 5s ca1e rd6s rd5w Md6s [ 5s hb7 m5n hb7 rc5s ] ]",
    "5g Rd6s Rd5w Md6s Ca1e [ 5g Hb7 Dh9s Cb4n Ca4w [ 5g hb7 m5n hb7 rc5s ] ]",
    "5g \"Gold is in trouble\" rd6s rd5w Md6s ca1e",
    "5g rd6s rd5w Md6s ca1e \"Camel should be instead sacrificed\" 5s",
    "5g rd6s rd5w Md6s ca1e [ 5g \"This show's how top player calmly avoids trouble\" hb7 dh9s \"Superb idea!\" Md6s ca1e ]",
    "5g @x4d=red rd6s rd5w Md6s ca1e",
    "5g Rd6s Rd5w Md6s Ca1e \"cat is now well positioned\"",
    "5g Rd6s Rd5w Md6s Ca1e \"last step bad\" \"\"",
];

#[test]
fn every_spec_example_reads_with_errors_attached_and_round_trips() {
    for src in SPEC_EXAMPLES {
        let parsed = round_trip(src);
        // None of them starts with a setup, so each has an error on its first move.
        let (id, err) = parsed
            .record
            .tree
            .first_error()
            .expect("an error is attached");
        assert_ne!(id, arimaa::record::NodeId::ROOT, "{src}");
        assert_eq!((err.line, err.column), (1, 1), "{src}: {err}");
        assert!(
            matches!(err.kind, ErrorKind::Label { expected, .. } if expected.to_string() == "1g"),
            "{src}: {err}"
        );
        assert!(fan::read_strict(src).is_err());
    }
}

/// The same examples after a real setup, so that steps are replayed: the
/// comment-placement rule, markings and variations can be checked on the tree.
#[test]
fn comment_placement_rule_and_markings() {
    use arimaa::record::{Marking, MoveKind};
    let setup = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n";
    let cases = [
        // one comment after the last step: the move's
        ("2g Ee2n Ee3n \"move\"", None, Some("move")),
        // two: step, then move
        ("2g Ee2n Ee3n \"step\" \"move\"", Some("step"), Some("move")),
        // a dummy keeps the first for the step
        ("2g Ee2n Ee3n \"step\" \"\"", Some("step"), None),
    ];
    for (body, step_c, move_c) in cases {
        let src = format!("{setup}{body}");
        let parsed = round_trip(&src);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        let tree = &parsed.record.tree;
        let node = tree.node(tree.main_line().last().unwrap());
        let mv = node.mv.as_ref().unwrap();
        let MoveKind::Steps(steps) = &mv.kind else {
            panic!("steps")
        };
        assert_eq!(
            steps.last().unwrap().note.comment.as_deref(),
            step_c,
            "{body}"
        );
        assert_eq!(mv.comment.as_deref(), move_c, "{body}");
    }
    let src = format!(
        "{setup}2g \"pos\" @xd4=A @future:thing Ee2n \"s1\" @xe3=B Ee3n [2g Md2n \"alt\"] 2s ee7s"
    );
    let parsed = round_trip(&src);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let tree = &parsed.record.tree;
    let n2g = tree.main_line().nth(3).unwrap();
    let mv = tree.node(n2g).mv.as_ref().unwrap();
    assert_eq!(mv.before_comment.as_deref(), Some("pos"));
    assert_eq!(mv.before_markings[0], Marking::parse("xd4=A"));
    assert_eq!(mv.before_markings[1], Marking::Other("future:thing".into()));
    let MoveKind::Steps(steps) = &mv.kind else {
        panic!()
    };
    assert_eq!(steps[0].note.comment.as_deref(), Some("s1"));
    assert_eq!(steps[0].note.markings, vec![Marking::parse("xe3=B")]);
    let parent = tree.node(n2g).parent.unwrap();
    assert_eq!(tree.node(parent).children.len(), 2);
    let alt = tree
        .node(tree.node(parent).children[1])
        .mv
        .as_ref()
        .unwrap();
    assert_eq!(alt.comment.as_deref(), Some("alt"));
    assert_eq!(tree.main_line().count(), 5);
}

#[test]
fn broken_records_keep_everything_before_the_error() {
    let setup = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n";
    // 3g tries to move a frozen-free rabbit backwards: illegal at its 2nd step.
    let src = format!("{setup}2g Ee2n 2s ee7s\n3g Ee3n Ra1s Ee4n\n3s ee6s");
    let parsed = round_trip(&src);
    assert_eq!(parsed.errors.len(), 1);
    let (at, e) = &parsed.errors[0];
    assert_eq!((e.line, e.column, e.token.as_str()), (4, 9, "Ra1s"));
    assert!(
        matches!(
            e.kind,
            ErrorKind::Turn(TurnError::OffBoard { .. } | TurnError::RabbitBackward { .. })
        ),
        "{e}"
    );
    assert_eq!(parsed.record.tree.node(*at).error.as_ref(), Some(e));
    let tree = &parsed.record.tree;
    let line: Vec<_> = tree.main_line().collect();
    // root, 1g, 1s, 2g, 2s, and the broken 3g holding its first step
    assert_eq!(line.len(), 6);
    let broken = tree.node(line[5]);
    assert!(broken.error.is_some());
    assert_eq!(
        broken
            .position
            .board()
            .piece_at(arimaa::Square::parse("e4").unwrap())
            .map(|p| p.char()),
        Some('E')
    );
    // Unterminated variation and stray bracket are reported, not fatal; the
    // writer closes the variation (so the rewrite has no error left).
    let parsed = fan::read(&format!("{setup}2g Ee2n [2g Md2n"));
    assert_eq!(parsed.errors.len(), 1);
    assert!(parsed.errors[0].1.to_string().contains("not closed"));
    let rewritten = fan::read(&fan::write(&parsed.record));
    assert!(rewritten.errors.is_empty());
    assert_eq!(rewritten.record.tree.len(), parsed.record.tree.len());
    let parsed = fan::read(&format!("{setup}2g Ee2n ] 2s ee7s"));
    assert!(parsed.errors[0]
        .1
        .to_string()
        .contains("closes no variation"));
    assert_eq!(parsed.record.tree.main_line().count(), 5);
}

/// One reader for both notations: every real game, read as arimaa.com
/// text, writes to FAN and to arimaa.com text, and both read back to the
/// same main line, move for move and position for position.
#[test]
fn every_real_game_reads_the_same_from_both_notations() {
    use arimaa::notation::writer::write_game;
    for file in ["allgames202602.txt", "allgames201111-sample.txt"] {
        for g in read_archive(&data(file)).0 {
            let rules = g
                .start_time()
                .map_or(RuleSet::Current, RuleSet::for_start_time);
            let options = fan::ReadOptions::rules(rules);
            let first = fan::read_strict_with(&g.movelist().join("\n"), options)
                .unwrap_or_else(|e| panic!("game {}: {}", g.id(), e.located()));
            let via_fan = fan::read_strict_with(&fan::write(&first), options).unwrap();
            let via_text = fan::read_strict_with(&write_game(&first, rules), options).unwrap();
            let line = |t: &Tree| -> Vec<_> {
                t.main_line()
                    .map(|id| (t.node(id).mv.clone(), t.node(id).position))
                    .collect()
            };
            let want = line(&first.tree);
            assert!(want.len() > 2, "game {}", g.id());
            assert_eq!(line(&via_fan.tree), want, "game {}", g.id());
            assert_eq!(line(&via_text.tree), want, "game {}", g.id());
        }
    }
}

#[test]
fn a_takeback_becomes_a_variation_of_the_taken_back_move() {
    let src = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n2g Ee2n\n2s ee7s\n3g takeback\n2s md7s\n3g Ee3n";
    let parsed = round_trip(src);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let tree = &parsed.record.tree;
    let line: Vec<_> = tree.main_line().collect();
    assert_eq!(line.len(), 6, "root 1g 1s 2g 2s(md7s) 3g");
    let after_2g = line[3];
    let children = &tree.node(after_2g).children;
    assert_eq!(
        children.len(),
        2,
        "the replacement is the main line, the taken-back move a variation"
    );
    let main_2s = tree.node(children[0]).mv.as_ref().unwrap();
    let taken_back = tree.node(children[1]).mv.as_ref().unwrap();
    assert!(format!("{main_2s:?}").contains("Camel"), "{main_2s:?}");
    assert!(
        format!("{taken_back:?}").contains("Elephant"),
        "{taken_back:?}"
    );
}

#[test]
fn setup_variations_are_alternatives_at_the_start() {
    let src = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n[1g Ed2 Me2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 \"camel and elephant swapped\" 1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8]\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n";
    let parsed = round_trip(src);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let tree = &parsed.record.tree;
    assert_eq!(tree.root().children.len(), 2, "two setups for gold");
    let alt = tree.root().children[1];
    assert_eq!(
        tree.node(alt).mv.as_ref().unwrap().comment.as_deref(),
        Some("camel and elephant swapped")
    );
    assert_eq!(
        tree.line_from(alt).count(),
        2,
        "the alternative setup continues with silver's"
    );
}

#[test]
fn nesting_past_the_limit_is_a_clear_error_not_a_crash() {
    let depth = arimaa::limits::MAX_VARIATION_DEPTH + 5;
    let parsed = fan::read(&deep_record(10, depth));
    assert_eq!(parsed.errors.len(), 1, "{:?}", parsed.errors.first());
    assert!(
        parsed.errors[0]
            .1
            .to_string()
            .contains("nest deeper than 2048"),
        "{}",
        parsed.errors[0].1.to_string()
    );
    // Everything up to the limit is kept, and the main line after it too.
    assert_eq!(parsed.record.tree.main_line().count(), 1 + 2 + 10);
    // The node holding the error keeps its own move: the rewrite reads back
    // to the same tree, less the error (the skipped text is not kept).
    let again = fan::read(&fan::write(&parsed.record));
    assert!(again.errors.is_empty(), "{:?}", again.errors.first());
    assert_eq!(again.record.tree.len(), parsed.record.tree.len());
}

/// A takeback renumbers the tree (the move played after it becomes the main
/// line); every error still names the node that holds it.
#[test]
fn errors_follow_their_nodes_when_a_takeback_reorders_the_tree() {
    let setup = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n";
    let src = format!("{setup}2g Ee2n\n2s takeback\n2g Md2n\n2s ee7s\n3g Ra1s\n3s ]");
    let parsed = fan::read(&src);
    let tree = &parsed.record.tree;
    assert_eq!(parsed.errors.len(), 2, "{:?}", parsed.errors);
    // The illegal 3g is on the new main line, and holds its own error.
    let (at, e) = &parsed.errors[0];
    assert!(matches!(e.kind, ErrorKind::Turn(_)), "{e}");
    assert_eq!(tree.node(*at).error.as_ref(), Some(e));
    assert_eq!(tree.main_line().last(), Some(*at));
    assert_eq!(arimaa::record::Path::of(tree, *at), "3g");
    // The stray `]` concerns the node reading had reached, without being its error.
    let (near, stray) = &parsed.errors[1];
    assert!(stray.to_string().contains("closes no variation"));
    assert!(near.index() < tree.len());
}

/// An HTML minifier joins an inline record's lines: a header line then holds
/// the moves. The reader says so where the moves begin, keeps the header text
/// before them, and reads the moves.
#[test]
fn a_record_whose_lines_were_joined_says_so_and_still_reads_its_moves() {
    let setup = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2 \
                 1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7 2g Ee2n \"Up.\"";
    let cases = [
        (
            format!("FAN31415926 Event: Joined {setup}"),
            (1, 27),
            Some(("Event", "Joined")),
        ),
        (
            format!("Event: Joined {setup}"),
            (1, 15),
            Some(("Event", "Joined")),
        ),
        (
            format!("FAN31415926\nGold: Ann Silver: Bob {setup}"),
            (2, 23),
            Some(("Gold", "Ann Silver: Bob")),
        ),
        (format!("FAN31415926 {setup}"), (1, 13), None),
    ];
    for (text, (line, column), field) in &cases {
        let parsed = fan::read(text);
        assert_eq!(parsed.errors.len(), 1, "{text}");
        let (_, error) = &parsed.errors[0];
        assert_eq!(
            (
                error.kind.to_string().as_str(),
                error.token.as_str(),
                error.line,
                error.column
            ),
            (
                "a line break is missing before this move: the record's lines seem joined into one",
                "1g",
                *line,
                *column
            ),
            "{text}"
        );
        let fields: Vec<_> = parsed
            .record
            .header
            .fields
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        assert_eq!(fields, field.iter().copied().collect::<Vec<_>>(), "{text}");
        let tree = &parsed.record.tree;
        let last = tree.main_line().last().expect("moves");
        assert_eq!(Path::of(tree, last).to_string(), "2g", "{text}");
        assert_eq!(
            fan::read_strict(text).unwrap_err().column,
            *column,
            "{text}"
        );
    }
    // Header values that merely mention a label are not moves.
    assert!(fan::read("Event: Round 2g of the cup\n\n1g Ra1\n")
        .errors
        .iter()
        .all(|(_, e)| !e.kind.to_string().contains("joined")));
}
