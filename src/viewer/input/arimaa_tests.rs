//! Turns played on the board: picks, steps, pushes, pulls, captures,
//! refusals in words, the end of a turn kept in the tree.

use crate::record::{MoveKind, NodeId};
use crate::viewer::{InputError, Outcome, Viewer};

/// A viewer on a diagram: eight rows from rank 8 down, `.` for empty.
fn board(rows: [&str; 8], side: char) -> Viewer {
    let mut text = format!("{side}\n +-----------------+\n");
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.chars().map(|c| c.to_string()).collect();
        text += &format!("{}| {} |\n", 8 - i, cells.join(" "));
    }
    text += " +-----------------+\n   a b c d e f g h\n";
    let v = Viewer::new(&text);
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    v
}

#[track_caller]
fn refusal(r: Result<Outcome, InputError>) -> String {
    r.expect_err("refused").to_string()
}

fn archive_game() -> Viewer {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/arimaa/allgames202602.txt"
    ))
    .unwrap();
    let mut c = crate::viewer::CollectionView::new(&text);
    assert!(c.open(0));
    let v = std::mem::replace(c.viewer_mut(), Viewer::new(""));
    v
}

#[test]
fn a_four_step_move_is_kept_as_a_new_variation_and_read_back_from_fan() {
    let mut v = archive_game();
    v.go_to_text("4s").unwrap();
    assert!(v.tap("a1").is_ok(), "{:?}", v.tap("a1"));
    v.cancel_move();
    let before = v.record().tree.len();
    let main = v.record().tree.main_child(v.cursor().node).unwrap();
    // Any four steps of one piece going forward.
    let mut played = 0;
    for _ in 0..4 {
        // Completions follow the steps already made.
        // Gold's own pieces, never straight back (no change otherwise).
        let back = v.draft_state().steps.last().map(|s| {
            let b = s.as_bytes();
            let to = crate::Square::parse(&s[1..3])
                .unwrap()
                .step(crate::Direction::from_char(b[3] as char).unwrap())
                .unwrap();
            let d = crate::Direction::from_char(b[3] as char)
                .unwrap()
                .opposite();
            format!("{}{to}{}", b[0] as char, d.char())
        });
        let options = v.step_completions("");
        let next = options
            .iter()
            .find(|s| s.starts_with(char::is_uppercase) && Some(*s) != back.as_ref())
            .expect("a legal step")
            .clone();
        let last = next.rsplit(' ').next().unwrap().to_owned();
        assert!(v.play_steps(&last, false).is_ok(), "{last}");
        played += 1;
    }
    assert_eq!(v.draft_state().steps.len(), played);
    assert!(v.draft_state().can_end);
    assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
    let tree = &v.record().tree;
    assert_eq!(tree.len(), before + 1);
    let node = v.cursor().node;
    assert_ne!(node, main);
    assert_eq!(v.path().to_string(), "5g.1.5g", "the first variation at 5g");
    assert!(matches!(
        tree.node(node).mv.as_ref().map(|m| &m.kind),
        Some(MoveKind::Steps(s)) if s.len() == 4
    ));
    // FAN writes it and reads it back as the same tree.
    let fan = crate::fan::write(v.record());
    let back = crate::fan::read(&fan);
    assert!(back.errors.is_empty(), "{:?}", back.errors);
    assert_eq!(back.record.tree.canonical(), tree.canonical());
    // The same move again goes to the node made.
    v.go_to_text("4s").unwrap();
    let text = v.state().variations[1].2.clone();
    assert_eq!(
        v.play_steps(&text, true),
        Ok(Outcome::Played { added: false })
    );
    assert_eq!(v.record().tree.len(), before + 1);
    assert_eq!(v.cursor().node, node);
    // And the main line's move goes to the main line's node.
    v.go_to_text("4s").unwrap();
    let text = v.state().variations[0].2.clone();
    assert_eq!(
        v.play_steps(&text, true),
        Ok(Outcome::Played { added: false })
    );
    assert_eq!(v.cursor().node, main);
}

#[test]
fn at_the_end_of_a_line_a_move_extends_it() {
    let mut v = board(
        [
            "rrrrrrrr", "........", "........", "........", "...E....", "........", "........",
            "RRRRRRRR",
        ],
        'g',
    );
    assert_eq!(v.tap("d4"), Ok(Outcome::Picked));
    assert_eq!(v.tap("d5"), Ok(Outcome::Stepped));
    assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
    let tree = &v.record().tree;
    assert_eq!(tree.main_child(NodeId::ROOT), Some(v.cursor().node));
    assert_eq!(v.state().label, "2g");
    // Silver's turn next.
    assert_eq!(v.drag("a8", "a7"), Ok(Outcome::Stepped));
    assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
    assert_eq!(v.state().label, "2s");
}

#[test]
fn a_frozen_piece_is_refused_in_words_and_then_freed() {
    let mut v = board(
        [
            "rrrrrrrr", "........", "........", "...m....", "...H....", "........", ".D......",
            "RRRRRRRR",
        ],
        'g',
    );
    assert_eq!(
        refusal(v.tap("d4")),
        "the gold horse is frozen: a stronger enemy piece is next to it and no friendly one"
    );
    assert!(!v.draft_state().active, "a refusal changes nothing");
    assert!(refusal(v.drag("d4", "c4")).starts_with("the gold horse is frozen"));
    // The dog comes next to it.
    assert_eq!(v.drag("b2", "b3"), Ok(Outcome::Stepped));
    assert_eq!(v.drag("b3", "b4"), Ok(Outcome::Stepped));
    assert_eq!(v.drag("b4", "c4"), Ok(Outcome::Stepped));
    assert_eq!(v.tap("d4"), Ok(Outcome::Picked));
    assert_eq!(v.tap("e4"), Ok(Outcome::Stepped));
    assert_eq!(v.draft_state().steps, ["Db2n", "Db3n", "Db4e", "Hd4e"]);
}

#[test]
fn a_push_must_be_completed_and_a_pull_follows_its_puller() {
    let rows = [
        "rrrrrrrr", "........", "........", "...r....", "...E....", "........", "........",
        "RRRRRRRR",
    ];
    let mut v = board(rows, 'g');
    // Picking the elephant rings the rabbit it may push or pull.
    assert_eq!(v.tap("d4"), Ok(Outcome::Picked));
    // Onto the rabbit: the rabbit is picked up, its push squares shown.
    assert_eq!(v.tap("d5"), Ok(Outcome::Picked));
    assert_eq!(v.draft_state().selected.as_deref(), Some("d5"));
    assert_eq!(v.tap("d6"), Ok(Outcome::Stepped));
    assert_eq!(
        refusal(v.end_move()),
        "a push must be completed: a stronger piece must step into d5"
    );
    assert_eq!(
        v.draft_state().message,
        "a push must be completed: a stronger piece must step into d5"
    );
    assert_eq!(
        refusal(v.drag("a1", "a2")),
        "a push must be completed: a stronger piece must step into d5"
    );
    assert_eq!(v.drag("d4", "d5"), Ok(Outcome::Stepped));
    assert_eq!(v.draft_state().steps, ["rd5n", "Ed4n"]);
    assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));

    // A pull: the elephant steps away, the rabbit follows into d4.
    let mut v = board(rows, 'g');
    assert_eq!(v.drag("d4", "d3"), Ok(Outcome::Stepped));
    assert_eq!(v.drag("d5", "d4"), Ok(Outcome::Stepped));
    assert_eq!(v.draft_state().steps, ["Ed4s", "rd5s"]);
    assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
}

#[test]
fn a_capture_on_a_trap_is_recorded_with_its_step() {
    let mut v = board(
        [
            "rrrrrrrr", "........", "...rE...", "........", "........", "........", "........",
            "RRRRRRRR",
        ],
        'g',
    );
    // Push the rabbit from d6 into the trap c6: no friend next to it there.
    assert_eq!(v.drag("d6", "c6"), Ok(Outcome::Stepped));
    assert_eq!(v.draft_state().steps, ["rd6w rc6x"]);
    assert_eq!(v.drag("e6", "d6"), Ok(Outcome::Stepped));
    assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
    let node = v.record().tree.node(v.cursor().node);
    let Some(MoveKind::Steps(steps)) = node.mv.as_ref().map(|m| &m.kind) else {
        panic!("steps")
    };
    assert_eq!(
        steps[0].capture.map(|c| c.square.to_string()),
        Some("c6".into())
    );
    assert_eq!(v.state().move_text, "rd6w rc6x Ee6w");
}

#[test]
fn refusals_say_why_and_change_nothing() {
    let mut v = board(
        [
            "rrrrrrrr", "........", "........", "........", "...E....", "........", "R.......",
            ".RRRRRRR",
        ],
        'g',
    );
    assert_eq!(
        refusal(v.drag("a2", "a1")),
        "the gold rabbit cannot step back"
    );
    assert_eq!(
        refusal(v.drag("d4", "d6")),
        "a piece moves one square at a time: d6 is not next to d4"
    );
    assert_eq!(refusal(v.end_move()), "a move needs at least one step");
    assert!(!v.draft_state().can_undo);
    // A step and its way back: no change.
    v.drag("d4", "e4").unwrap();
    v.drag("e4", "d4").unwrap();
    assert_eq!(refusal(v.end_move()), "the move must change the position");
    assert_eq!(v.undo_step(), Ok(Outcome::Stepped));
    assert_eq!(v.draft_state().steps, ["Ed4e"]);
    // Typed steps: all or nothing, capture tokens checked.
    assert!(refusal(v.play_steps("Ee4n Ee5n ra8x", false)).contains("nothing was captured"));
    assert_eq!(v.draft_state().steps, ["Ed4e"]);
    assert!(refusal(v.play_steps("Ee4n zz", false)).starts_with("cannot read"));
    assert_eq!(v.play_steps("Ee4n Ee5n", false), Ok(Outcome::Stepped));
    assert_eq!(
        refusal(v.play_steps("Ee6w Ed6w", false)),
        "a move has at most four steps: end it or undo a step"
    );
    assert!(v.cancel_move());
    assert!(!v.draft_state().active);
}

#[test]
fn completions_are_the_legal_next_steps_after_the_words_typed() {
    let mut v = board(
        [
            "rrrrrrrr", "........", "........", "........", "...E....", "........", "........",
            "RRRRRRRR",
        ],
        'g',
    );
    let first = v.step_completions("");
    assert!(first.contains(&"Ed4n".to_owned()));
    assert!(
        !first.iter().any(|s| s.starts_with('r')),
        "no push possible"
    );
    let next = v.step_completions("Ed4n Ed");
    assert!(next.contains(&"Ed4n Ed5n".to_owned()), "{next:?}");
    assert!(v.step_completions("Ed4s Ed3s Ed2s zz").is_empty());
    assert!(v.step_completions("Ra1n").len() > 1);
    // Completions do not begin a move.
    assert!(!v.draft_state().active);
    assert_eq!(
        v.play_steps("Ed4n Ed5n", true),
        Ok(Outcome::Played { added: true })
    );
}

#[test]
fn a_third_repetition_is_refused() {
    let mut v = board(
        [
            "e......r", "........", "........", "........", "E.......", "........", "........",
            ".......R",
        ],
        'g',
    );
    for _ in 0..2 {
        for m in ["Ea4n", "ea8e", "Ea5s"] {
            assert!(
                matches!(v.play_steps(m, true), Ok(Outcome::Played { .. })),
                "{m}"
            );
        }
        if v.record().tree.len() > 4 {
            break;
        }
        v.play_steps("eb8w", true).unwrap();
    }
    // The start position stood twice (the root, after the fourth move): a
    // third time is refused.
    assert_eq!(
        refusal(v.play_steps("eb8w", true)),
        "the position would occur for the third time, which the rules forbid"
    );
    assert_eq!(
        v.play_steps("eb8s", true),
        Ok(Outcome::Played { added: true })
    );
}

#[test]
fn a_decided_game_and_a_cursor_inside_a_move_are_refused() {
    let mut v = board(
        [
            "...R....", "........", "........", "........", "E.......", "........", "........",
            "rr......",
        ],
        's',
    );
    assert_eq!(
        refusal(v.tap("a1")),
        "the game is over: Gold reached the goal"
    );
    let mut v = archive_game();
    v.go_to_text("5g:2").unwrap();
    assert_eq!(
        refusal(v.tap("a1")),
        "show the whole move first: moves start between two moves"
    );
}

#[test]
fn the_draft_is_dropped_when_the_cursor_moves() {
    let mut v = archive_game();
    v.go_to_text("4s").unwrap();
    let first = v.step_completions("")[0].clone();
    v.play_steps(&first, false).unwrap();
    assert!(v.draft_state().active);
    v.next_move();
    assert!(!v.draft_state().active);
    v.prev_move();
    assert!(!v.draft_state().active);
}

#[test]
fn the_scene_shows_the_pick_its_targets_and_frozen_pieces() {
    let mut v = board(
        [
            "rrrrrrrr", "........", "........", "...m....", "...H....", "........", "........",
            "RRRRRRRR",
        ],
        'g',
    );
    v.set_analysing(true);
    let frozen = |v: &Viewer| v.scene(400.0, crate::Color::Gold, false, 1.0).items.len();
    let with_mark = frozen(&v);
    v.set_analysing(false);
    assert_eq!(frozen(&v), with_mark - 1, "one frozen mark, on the horse");
    assert_eq!(v.tap("a1"), Ok(Outcome::Picked));
    assert_eq!(v.draft_state().selected.as_deref(), Some("a1"));
}

#[test]
fn the_step_just_made_is_animated_as_playback_does_with_its_capture_fading() {
    use crate::render::{Item, Tag};
    let mut v = board(
        [
            "rrrrrrrr", "........", "...rE...", "........", "........", "........", "........",
            "RRRRRRRR",
        ],
        'g',
    );
    v.drag("d6", "c6").unwrap();
    let tags = |progress: f32| -> Vec<Tag> {
        v.scene(400.0, crate::Color::Gold, false, progress)
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Group { tag, .. } => Some(*tag),
                _ => None,
            })
            .collect()
    };
    let c6 = crate::Square::parse("c6").unwrap();
    // The rabbit moves first, then fades on the trap.
    let early = tags(0.3);
    assert!(
        early.iter().any(|t| matches!(t, Tag::Flying(_))),
        "{early:?}"
    );
    let late = tags(0.8);
    assert!(
        late.iter()
            .any(|t| matches!(t, Tag::Fading(_, s) if *s == c6)),
        "{late:?}"
    );
    let rest = tags(1.0);
    assert!(!rest
        .iter()
        .any(|t| matches!(t, Tag::Flying(_) | Tag::Fading(..))));
}

#[test]
fn while_a_move_is_half_made_the_words_are_the_boards_as_shown() {
    let rows = [
        "rrrrrrrr", "........", "........", "...r....", "...E....", "........", "........",
        "RRRRRRRR",
    ];
    let mut v = board(rows, 'g');
    let node_words = v.state().position_text;
    assert!(
        node_words.starts_with("Gold: elephant d4, rabbits"),
        "{node_words}"
    );
    // Picked up: the piece, where it may go, the rabbit it may push or pull.
    assert_eq!(v.tap("d4"), Ok(Outcome::Picked));
    let s = v.state();
    assert_eq!(
        s.announcement,
        "Gold elephant d4 picked up: to d3, c4 or e4; may push or pull silver rabbit d5."
    );
    assert_eq!(
        s.position_text,
        format!("Gold elephant d4 picked up: to d3, c4 or e4; may push or pull silver rabbit d5. {node_words}")
    );
    // A step: the step in words and the steps left; the pieces where they stand now.
    assert_eq!(v.tap("e4"), Ok(Outcome::Stepped));
    let s = v.state();
    assert_eq!(s.announcement, "Gold elephant d4 east to e4; 3 steps left.");
    assert!(
        s.position_text
            .starts_with("Gold's move so far: Ed4e; 3 steps left. Gold: elephant e4, rabbits"),
        "{}",
        s.position_text
    );
    assert!(s.position_text.ends_with("Gold to move."));
    assert_eq!(
        s.path.to_string(),
        "start",
        "the node is still the cursor's"
    );
    // A push begun: what must follow.
    let mut v = board(rows, 'g');
    assert_eq!(v.tap("d4"), Ok(Outcome::Picked));
    assert_eq!(v.tap("d5"), Ok(Outcome::Picked));
    assert_eq!(
        v.state().announcement,
        "Silver rabbit d5 picked up: to c5, e5 or d6."
    );
    assert_eq!(v.tap("d6"), Ok(Outcome::Stepped));
    assert_eq!(
        v.state().announcement,
        "Silver rabbit d5 pushed north to d6; a push must be completed: a stronger piece must step into d5."
    );
    // Four steps: none left.
    let mut v = board(rows, 'g');
    for (a, b) in [("a1", "a2"), ("a2", "a3"), ("a3", "a4"), ("a4", "a5")] {
        assert_eq!(v.drag(a, b), Ok(Outcome::Stepped));
    }
    assert_eq!(
        v.state().announcement,
        "Gold rabbit a4 north to a5; no steps left: end the move."
    );
    // Cancelled: the node's words again.
    v.cancel_move();
    assert_eq!(v.state().position_text, node_words);
    assert_eq!(v.state().announcement, "Start of the game.");
}
