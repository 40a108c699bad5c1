//! Property: random annotated records (legal random games with random
//! variations, comments of any characters but `"`, markings) survive
//! write → read unchanged.

use crate::common;
use common::annotated::{annotated_fan, annotated_record, random_turn, record, Pools};
use common::Lcg;

use arimaa::fan;
use arimaa::record::{Marking, MoveKind, NodeId};
use arimaa::Game;
use proptest::prelude::*;

const SETUP: &str = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n";

fn annotate(rng: &mut Lcg, comments: &[String], marks: &[String]) -> String {
    let mut s = String::new();
    if rng.next(3) == 0 {
        s.push_str(&format!(" \"{}\"", comments[rng.next(comments.len())]));
    }
    if rng.next(4) == 0 {
        s.push_str(&format!(" @{}", marks[rng.next(marks.len())]));
    }
    s
}

/// Writes a random line of `len` turns from `game`, with variations.
fn random_line(
    game: &mut Game,
    rng: &mut Lcg,
    len: usize,
    depth: usize,
    c: &[String],
    m: &[String],
    out: &mut String,
) {
    for i in 0..len {
        let label = game.label();
        let Some((turn, steps)) = random_turn(game, rng) else {
            break;
        };
        out.push_str(&format!(
            "{label}{} {steps}{}\n",
            annotate(rng, c, m),
            annotate(rng, c, m)
        ));
        if game.play(&turn).unwrap().is_some() {
            break;
        }
        // A variation replaces this move; inside a variation only after its first move.
        if depth < 3 && (depth == 0 || i > 0) && rng.next(4) == 0 {
            game.undo();
            out.push('[');
            let mut g = game.clone();
            let len = 1 + rng.next(4);
            random_line(&mut g, rng, len, depth + 1, c, m, out);
            out.push_str("]\n");
            game.play(&turn).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    #[test]
    fn random_annotated_records_round_trip(
        seed in any::<u64>(),
        comments in prop::collection::vec("[^\"]{1,20}", 1..4),
        marks in prop::collection::vec("x[a-h][1-8]=[A-Z]|[a-z:=0-9]{1,8}", 1..3),
    ) {
        let mut rng = Lcg(seed);
        let parsed = fan::read(SETUP);
        let end = parsed.record.tree.main_line().last().unwrap();
        let mut game = Game::from_position(*parsed.record.tree.node(end).position.arimaa().unwrap(), arimaa::TurnLabel::new(2, arimaa::Color::Gold), arimaa::RuleSet::Current);
        let mut src = String::from(SETUP);
        random_line(&mut game, &mut rng, 12, 0, &comments, &marks, &mut src);
        let first = fan::read_strict(&src);
        prop_assert!(first.is_ok(), "{:?}\n{}", first.err(), src);
        let first = first.unwrap();
        // Setups plus at least a few turns; variations in many cases.
        prop_assert!(first.tree.len() >= 6, "{}", src);
        let text = fan::write(&first);
        let second = fan::read_strict(&text).unwrap();
        prop_assert_eq!(&first, &second, "\n{}\n---\n{}", src, text);
    }

    #[test]
    fn no_input_makes_the_reader_panic(src in "(\\PC|[\\[\\]\"@ \n]){0,200}") {
        let parsed = fan::read(&src);
        let _ = fan::write(&parsed.record);
        let _ = arimaa::pgn::write(&parsed.record);
    }

    /// The records the FAN ↔ Howdah round trip is checked on survive FAN alone.
    #[test]
    fn annotated_records_survive_fan_write_and_read(record in annotated_record()) {
        let text = fan::write(&record);
        let back = fan::read_strict(&text);
        prop_assert!(back.is_ok(), "{:?}\n{}", back.err(), text);
        let back = back.unwrap();
        prop_assert_eq!(&back.header, &record.header, "\n{}", text);
        prop_assert_eq!(back.tree.canonical(), record.tree.canonical(), "\n{}", text);
    }
}

#[test]
fn generated_records_have_variations_and_annotations() {
    let (mut with_variation, mut with_comment) = (0, 0);
    for seed in 0..40 {
        let mut rng = Lcg(seed);
        let parsed = fan::read(SETUP);
        let end = parsed.record.tree.main_line().last().unwrap();
        let mut game = Game::from_position(
            *parsed.record.tree.node(end).position.arimaa().unwrap(),
            arimaa::TurnLabel::new(2, arimaa::Color::Gold),
            arimaa::RuleSet::Current,
        );
        let mut src = String::from(SETUP);
        let (c, m) = (vec!["a [b] @c".to_string()], vec!["xd4=A".to_string()]);
        random_line(&mut game, &mut rng, 12, 0, &c, &m, &mut src);
        with_variation += usize::from(src.contains('['));
        with_comment += usize::from(src.contains("\"a [b] @c\""));
        let tree = fan::read_strict(&src).unwrap().tree;
        assert!(tree.main_line().count() >= 8, "{src}");
    }
    assert!(
        with_variation >= 20 && with_comment >= 30,
        "{with_variation} {with_comment}"
    );
}

#[test]
fn annotated_records_hold_every_annotation_in_its_place() {
    let pools = Pools {
        comments: vec!["a } b".into(), "c\\d\ne".into()],
        fields: vec![("Event".into(), "say \"x\"".into())],
    };
    let mut seen = [0usize; 8];
    for seed in 0..40 {
        let rec = record(&annotated_fan(seed, &pools));
        let tree = &rec.tree;
        seen[0] += usize::from(tree.walk().any(|id| tree.node(id).children.len() > 1));
        for id in tree.walk().filter(|&id| id != NodeId::ROOT) {
            let node = tree.node(id);
            let mv = node.mv.as_ref().unwrap();
            let parent = node.parent.unwrap();
            let first_of_line = parent == NodeId::ROOT || tree.node(parent).children[0] != id;
            // Only a line's first move has something before it.
            let before = mv.before_comment.is_some()
                || mv.before_markings.iter().any(|m| !m.is_about_move());
            assert!(first_of_line || !before, "{seed}: {}", mv.label);
            seen[1] += usize::from(before && parent != NodeId::ROOT);
            seen[2] += usize::from(mv.comment.is_some());
            for m in &mv.before_markings {
                let k = match m {
                    Marking::Glyph(_) => 3,
                    Marking::Time(_) | Marking::Clock(_) => 4,
                    _ => 5,
                };
                seen[k] += 1;
            }
            if let MoveKind::Steps(steps) = &mv.kind {
                let (last, rest) = steps.split_last().unwrap();
                assert!(
                    rest.iter().all(|s| s.note.is_empty()),
                    "{seed}: {}",
                    mv.label
                );
                assert!(last.note.comment.is_none());
                seen[6] += usize::from(!last.note.markings.is_empty());
            }
        }
        let first = tree
            .node(tree.main_child(NodeId::ROOT).unwrap())
            .mv
            .as_ref()
            .unwrap();
        seen[7] += usize::from(first.before_comment.is_some());
    }
    // Variations, intros, comments, glyphs, times, shapes before a line,
    // shapes on a last step, game comments: each in many records.
    assert!(seen.iter().all(|&n| n >= 10), "{seen:?}");
}
