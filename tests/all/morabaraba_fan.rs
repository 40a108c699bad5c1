//! Morabaraba records in FAN (`Variant: morabaraba`): reading, writing back,
//! every rule reached through a record, errors kept on nodes, and the viewer.

use crate::common;

use arimaa::fan::{read_strict, write};
use arimaa::morabaraba::{DrawReason, Move, Outcome, Position, Side, WinReason};
use arimaa::record::{morabaraba_at, Marking, MoveKind, NodeId, Tree, Variant};
use arimaa::render::Tag;
use arimaa::viewer::Viewer;
use arimaa::Color;
use common::Lcg;

fn read(src: &str) -> arimaa::fan::Parsed {
    arimaa::fan::read(src)
}

fn strict(src: &str) -> arimaa::record::Record {
    read_strict(src).unwrap_or_else(|e| panic!("{}", e.located()))
}

fn demo() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/demo/games/demo-morabaraba.fan"
    ))
    .expect("the demo game")
}

/// A record of `moves` from the start, one move a line.
fn record(moves: &[Move]) -> String {
    let mut s = String::from("FAN31415926\nVariant: morabaraba\n\n");
    for (i, m) in moves.iter().enumerate() {
        let side = if i % 2 == 0 { 'g' } else { 's' };
        s.push_str(&format!("{}{side} {m}\n", i / 2 + 1));
    }
    s
}

/// The demo's main line as moves, to build other records from.
fn demo_moves() -> Vec<Move> {
    let p = strict(&demo());
    let tree = &p.tree;
    tree.main_line()
        .skip(1)
        .map(|id| match &tree.node(id).mv.as_ref().unwrap().kind {
            MoveKind::Morabaraba(m, _) => *m,
            k => panic!("not a cow move: {k:?}"),
        })
        .collect()
}

fn end_of(tree: &Tree) -> NodeId {
    tree.main_line().last().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

#[test]
fn the_demo_game_is_legal_annotated_and_ends_in_a_win() {
    let p = strict(&demo());
    assert_eq!(p.header.variant, Variant::Morabaraba);
    assert_eq!(p.header.get("Black"), Some("Thabo (demo)"));
    let tree = &p.tree;
    assert_eq!(
        tree.main_line().count(),
        54,
        "27 moves each side but the last"
    );
    assert_eq!(
        morabaraba_at(tree, end_of(tree)).outcome(),
        Some(Outcome::Win {
            winner: Side::White,
            reason: WinReason::ReducedToTwo
        })
    );
    // Variations, comments and a marking as for Arimaa.
    let line: Vec<_> = tree.main_line().collect();
    let at_5g = tree.node(line[8]);
    assert_eq!(at_5g.children.len(), 2, "4s has 5g and its alternative");
    let alt = tree.node(at_5g.children[1]);
    assert_eq!(
        alt.mv.as_ref().unwrap().kind,
        MoveKind::Morabaraba(mv("c4xd3"), Default::default())
    );
    let four_g = tree.node(line[7]).mv.as_ref().unwrap();
    assert_eq!(
        four_g.before_comment.as_deref(),
        Some("White builds on the middle row.")
    );
    match &four_g.kind {
        MoveKind::Morabaraba(m, note) => {
            assert_eq!(*m, mv("b4"));
            assert!(matches!(&note.markings[..], [Marking::Square { label, .. }] if label == "A"));
            assert!(
                note.comment.is_none(),
                "a lone comment after the move is the move's"
            );
        }
        k => panic!("{k:?}"),
    }
    assert!(four_g.comment.as_deref().unwrap().starts_with("A threat"));
}

#[test]
fn records_round_trip_through_fan() {
    let first = strict(&demo());
    let text = write(&first);
    assert!(text.starts_with("FAN31415926\nVersion: 1\nVariant: morabaraba\n"));
    assert!(text.contains("\n5g c4xe5 \"The first mill: White shoots e5.\"\n  [ 5g c4xd3"));
    let second = strict(&text);
    assert_eq!(second, first);
    assert_eq!(write(&second), text);
    for id in first.tree.preorder() {
        assert_eq!(
            morabaraba_at(&first.tree, id),
            morabaraba_at(&second.tree, id)
        );
    }
}

#[test]
fn step_comments_and_markings_survive() {
    let src = "FAN31415926\nVariant: morabaraba\n\n1g \"before\" @xa1=B d1 @xd2=A \"on the drop\" \"on the move\"\n1s e5\n";
    let p = strict(src);
    let n = &p.tree.node(NodeId(1));
    let m = n.mv.as_ref().unwrap();
    assert_eq!(m.before_comment.as_deref(), Some("before"));
    assert_eq!(m.before_markings.len(), 1);
    assert_eq!(m.comment.as_deref(), Some("on the move"));
    match &m.kind {
        MoveKind::Morabaraba(_, note) => {
            assert_eq!(note.comment.as_deref(), Some("on the drop"));
            assert_eq!(note.markings[0].text(), "xd2=A");
        }
        k => panic!("{k:?}"),
    }
    let again = strict(&write(&p));
    assert_eq!(again, p);
}

#[test]
fn labels_may_be_written_w_and_b() {
    let p = strict("FAN31415926\nVariant: Morabaraba\n\n1w d1 1b d2 2w a1\n");
    assert_eq!(p.tree.main_line().count(), 4);
    assert!(write(&p).contains("\n1g d1\n1s d2\n2g a1\n"));
}

#[test]
fn placing_moving_and_capturing_after_a_mill() {
    let moves = demo_moves();
    let p = strict(&record(&moves[..1]));
    let pos = morabaraba_at(&p.tree, NodeId(1));
    assert!(pos.cows(Side::White).contains(mv("c3").to()));
    assert_eq!(pos.in_hand(Side::White), 11);
    assert_eq!(pos.side_to_move(), Side::Black);
    assert_eq!(p.tree.node(NodeId(1)).position.side(), Color::Silver);

    // 5g c4xe5: a mill shoots.
    let p = strict(&record(&moves[..9]));
    let pos = morabaraba_at(&p.tree, end_of(&p.tree));
    assert!(!pos.cows(Side::Black).contains(mv("e5").to()));
    // Forming the mill without shooting, or shooting without a mill, is an error.
    for (bad, why) in [("c4", "name the cow to shoot"), ("d1xe5", "forms no mill")] {
        let mut text = record(&moves[..8]);
        text.push_str(&format!("5g {bad}\n"));
        let p = read(&text);
        assert_eq!(p.errors.len(), 1, "{bad}");
        assert!(
            p.errors[0].1.to_string().contains(why),
            "{bad}: {}",
            p.errors[0].1
        );
        assert_eq!((p.errors[0].1.line, p.errors[0].1.column), (12, 4));
    }
    // After placing, cows step along lines (13g b6-d6) and may not jump.
    let p = strict(&record(&moves[..25]));
    assert!(morabaraba_at(&p.tree, end_of(&p.tree))
        .cows(Side::White)
        .contains(mv("d6").to()));
    let mut text = record(&moves[..24]);
    text.push_str("13g b6-d2\n");
    let p = read(&text);
    assert!(
        p.errors[0].1.to_string().contains("not joined by a line"),
        "{}",
        p.errors[0].1
    );
    let mut text = record(&moves[..23]);
    text.push_str("12s b6-d6\n");
    assert!(read(&text).errors[0].1.to_string().contains("drop one"));
}

#[test]
fn flying_only_with_three_cows() {
    let moves = demo_moves();
    // 25s g7-d6: Black is down to three cows and flies.
    let p = strict(&record(&moves[..50]));
    let pos = morabaraba_at(&p.tree, end_of(&p.tree));
    assert_eq!(pos.cows(Side::Black).count(), 3);
    assert!(mv("g7-d6").is_flight());
    // White, with ten cows, may not.
    let mut text = record(&moves[..50]);
    text.push_str("26g a1-g7\n");
    let p = read(&text);
    assert!(
        p.errors[0]
            .1
            .to_string()
            .contains("flying needs exactly three"),
        "{}",
        p.errors[0].1
    );
}

#[test]
fn protected_cows_and_machine_gunning() {
    let moves = demo_moves();
    // 15g: d7 stands in Black's mill a7-d7-g7 while other black cows do not.
    let mut text = record(&moves[..28]);
    text.push_str("15g c4-c3xd7\n");
    let p = read(&text);
    assert!(
        p.errors[0].1.to_string().contains("stands in a mill"),
        "{}",
        p.errors[0].1
    );
    // 20g f2-f4xd5 broke g1-f2-e3 and shot; going straight back to re-form it
    // is refused, in a variation as on the main line.
    let mut text = record(&moves[..39]);
    text.push_str("20s d2-f2 [20s f6-d6 21g f4-f2xd6 ]\n");
    let p = read(&text);
    assert_eq!(p.errors.len(), 1);
    assert!(
        p.errors[0].1.to_string().contains("straight back"),
        "{}",
        p.errors[0].1
    );
    let (id, _) = p.record.tree.first_error().unwrap();
    assert_eq!(p.record.tree.variation_depth(id), 1);
    // The same step without the capture re-forms the mill too: also refused;
    // another cow re-forming a mill is fine (22g d2-b2xd6 in the demo).
    let mut text = record(&moves[..39]);
    text.push_str("20s f6-d6\n21g f4-f2\n");
    assert!(read(&text).errors[0]
        .1
        .to_string()
        .contains("straight back"));
}

#[test]
fn the_game_ends_with_two_cows_and_nothing_is_played_after() {
    let mut text = demo();
    text.push_str("27s a7-a4\n");
    let p = read(&text);
    assert_eq!(p.errors.len(), 1);
    assert!(
        p.errors[0].1.to_string().contains("the game is over"),
        "{}",
        p.errors[0].1
    );
    let tree = &p.record.tree;
    let (id, e) = tree.first_error().unwrap();
    assert_eq!(e.rest, "a7-a4");
    assert_eq!(tree.node(id).mv.as_ref().unwrap().label.to_string(), "27s");
    // The error node shows the position before it: the end of the game.
    assert_eq!(morabaraba_at(tree, id).cows(Side::Black).count(), 2);
}

/// Plays a seeded game that avoids captures whenever it can, to fill the
/// board (a block) or run the half-move clock out (a draw).
fn quiet_game(seed: u64) -> (Vec<Move>, Option<Outcome>) {
    let mut rng = Lcg(seed);
    let mut pos = Position::new();
    let mut moves = Vec::new();
    while pos.outcome().is_none() && moves.len() < 200 {
        let legal = pos.legal_moves();
        let quiet: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.capture().is_none())
            .collect();
        let pool = if quiet.is_empty() { &legal } else { &quiet };
        let m = pool[rng.next(pool.len())];
        pos = pos.play(m).unwrap();
        moves.push(m);
    }
    (moves, pos.outcome())
}

#[test]
fn blocked_and_drawn_games_read_from_fan() {
    let mut found_block = false;
    let mut found_draw = false;
    for seed in 1..400 {
        let (moves, outcome) = quiet_game(seed);
        let wanted = match outcome {
            Some(Outcome::Win {
                reason: WinReason::Blocked,
                ..
            }) if !found_block => &mut found_block,
            Some(Outcome::Draw {
                reason: DrawReason::HalfmoveClock,
            }) if !found_draw => &mut found_draw,
            _ => continue,
        };
        *wanted = true;
        let mut text = record(&moves);
        let p = strict(&text);
        let tree = &p.tree;
        assert_eq!(
            morabaraba_at(tree, end_of(tree)).outcome(),
            outcome,
            "seed {seed}"
        );
        // The viewer says so at the end.
        let mut v = Viewer::new(&text);
        v.last();
        let words = v.state().position_text.to_lowercase();
        assert!(words.contains("wins") || words.contains("draw"), "{words}");
        // And nothing more can be played.
        let next = arimaa::TurnLabel::new(
            moves.len() as u32 / 2 + 1,
            if moves.len() % 2 == 0 {
                Color::Gold
            } else {
                Color::Silver
            },
        );
        text.push_str(&format!("{next} a1\n"));
        assert!(read(&text).errors[0]
            .1
            .to_string()
            .contains("the game is over"));
        if found_block && found_draw {
            return;
        }
    }
    panic!("block found: {found_block}, draw found: {found_draw}");
}

#[test]
fn bad_words_and_illegal_moves_become_node_errors_keeping_what_came_before() {
    let src = "FAN31415926\nVariant: morabaraba\n\n1g d1\n1s d4 e5\n2g a1\n";
    let p = read(src);
    assert_eq!(p.errors.len(), 1);
    let e = &p.errors[0].1;
    assert_eq!((e.line, e.column, e.token.as_str()), (5, 4, "d4"));
    assert!(e.to_string().contains("FIMS move"), "{e}");
    let tree = &p.record.tree;
    assert_eq!(
        tree.main_line().count(),
        3,
        "start, 1g, and 1s with its error"
    );
    assert!(tree.node(NodeId(2)).error.is_some());
    // Written back verbatim from the error on.
    let text = write(&p.record);
    assert!(text.ends_with("1g d1\n1s d4 e5\n2g a1\n"), "{text}");
    assert_eq!(read(&text).record, p.record);

    let p = read("FAN31415926\nVariant: morabaraba\n\n1g d1\n1s d1\n");
    assert!(p.errors[0].1.to_string().contains("d1 is occupied"));
    assert_eq!((p.errors[0].1.line, p.errors[0].1.column), (5, 4));

    let p = read("FAN31415926\nVariant: morabaraba\n\n1g d1 d2\n");
    assert!(p.errors[0].1.to_string().contains("one FIMS word"));

    let strictly = read_strict("FAN31415926\nVariant: morabaraba\n\n1g Ed4n\n");
    assert!(strictly.is_err());
    // An Arimaa record does not read FIMS moves.
    assert!(!read("1g d1\n").errors.is_empty());
}

#[test]
fn takeback_and_resign() {
    let p = strict(
        "FAN31415926\nVariant: morabaraba\n\n1g d1\n1s d2\n1s takeback\n1s e5\n2g resigns\n",
    );
    let tree = &p.tree;
    let line: Vec<_> = tree.main_line().collect();
    assert_eq!(
        tree.node(line[2]).mv.as_ref().unwrap().kind,
        MoveKind::Morabaraba(mv("e5"), Default::default())
    );
    assert_eq!(
        tree.node(line[3]).mv.as_ref().unwrap().kind,
        MoveKind::Resign
    );
    assert_eq!(tree.node(line[1]).children.len(), 2);
    let mut v = Viewer::new(&write(&p));
    v.last();
    assert_eq!(v.state().announcement, "2g: White resigns");
}

#[test]
fn the_viewer_navigates_a_morabaraba_record_like_an_arimaa_one() {
    let mut v = Viewer::new(&demo());
    assert!(v.is_morabaraba());
    let s = v.state();
    assert_eq!(s.path, "start");
    assert_eq!(s.announcement, "Start of the game.");
    assert_eq!(s.position_text, "White: no cows on the board, 12 in hand. Black: no cows on the board, 12 in hand. White to move.");
    assert!(v.next_step());
    let s = v.state();
    assert_eq!(
        (&*s.path.to_string(), s.steps_shown, s.steps_total),
        ("1g", 1, 1)
    );
    assert_eq!(s.announcement, "1g: White places a cow on c3");
    assert_eq!(s.side_to_move, Color::Silver);
    v.go_to_text("17g").unwrap();
    let s = v.state();
    assert_eq!(
        s.announcement,
        "17g: White moves b4\u{2013}b2 and captures f6"
    );
    assert_eq!(s.move_text, "b4-b2xf6");
    v.prev_step();
    assert_eq!(v.path(), "16s");
    assert_eq!(v.state().variations.len(), 2);
    assert!(v.choose(1));
    assert_eq!(v.path(), "17g.1.17g");
    assert_eq!(
        v.state().move_comment.as_deref(),
        Some("A quieter move, keeping the cows together.")
    );
    v.go_to_text("4g").unwrap();
    // The move's step annotations: its marking is drawn, on c4.
    let scene = v.scene(350.0, Color::Gold, true, 1.0);
    let tags: Vec<Tag> = scene.tagged().into_iter().map(|t| t.0).collect();
    let white = tags
        .iter()
        .filter(|t| matches!(t, Tag::Cow(Side::White, _)))
        .count();
    let black = tags
        .iter()
        .filter(|t| matches!(t, Tag::Cow(Side::Black, _)))
        .count();
    assert_eq!((white, black), (4, 3));
    assert!(tags.contains(&Tag::Marking(arimaa::Square::parse("c4").unwrap())));
    // Mid-animation of 5g c4xe5: the cow arrives and e5 fades.
    v.go_to_text("5g").unwrap();
    let scene = v.scene(350.0, Color::Gold, false, 0.5);
    let tags: Vec<Tag> = scene.tagged().into_iter().map(|t| t.0).collect();
    assert!(tags.contains(&Tag::CowFlying(Side::White)));
    assert!(tags.contains(&Tag::CowFading(Side::Black, mv("e5").to())));
    assert!(!tags.contains(&Tag::Cow(Side::White, mv("c4").to())));
    // The move list shows FIMS moves with their paths.
    let list = arimaa::viewer::move_list(&v.record().tree, v.words());
    assert_eq!(list[0].text, "c3");
    assert!(list
        .iter()
        .any(|e| e.path == "5g.1.5g" && e.text == "c4xd3" && e.depth == 1));
}

#[test]
fn the_gallery_takes_a_morabaraba_record_with_its_own_thumbnail() {
    let entries = arimaa::gallery::entries_from("demo-morabaraba", &demo());
    assert_eq!(entries.len(), 1);
    let e = &entries[0];
    assert_eq!(e.error, None);
    assert_eq!(
        (e.gold.as_str(), e.silver.as_str()),
        ("Nomsa (demo)", "Thabo (demo)")
    );
    assert_eq!(e.plies, 53);
    assert!(e.fan.contains("Variant: morabaraba\n"));
    // The final position: White's nine cows and Black's two, on the 24-point board.
    assert_eq!(e.thumbnail.matches("<use ").count(), 11, "{}", e.thumbnail);
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("mora-gallery");
    let _ = std::fs::remove_dir_all(&out);
    arimaa::gallery::write_site(
        &entries,
        &out,
        arimaa::gallery::SiteOptions {
            viewer_dir: None,
            animations: true,
            words: None,
        },
        |_, _| {},
    )
    .expect("site written");
    assert!(out.join("index.html").exists());
    // Its last moves animated too (drops, moves and shots are steps of one each).
    #[cfg(raster)]
    {
        let gifs: Vec<_> = std::fs::read_dir(out.join("games"))
            .unwrap()
            .filter_map(|f| f.ok())
            .filter(|f| f.path().extension().is_some_and(|x| x == "gif"))
            .collect();
        assert_eq!(gifs.len(), 1);
        let bytes = std::fs::read(gifs[0].path()).unwrap();
        assert!(bytes.starts_with(b"GIF89a") && bytes.len() > 1000);
    }
}

#[test]
fn an_unplayable_move_is_announced_as_such() {
    let mut v = Viewer::new("FAN31415926\nVariant: morabaraba\n\n1g d1\n1s d1\n");
    v.last();
    let s = v.state();
    assert_eq!(
        s.announcement,
        "1s: Black has a move that could not be played: d1 is occupied."
    );
    assert!(s.error.unwrap().contains("d1 is occupied"));
    assert!(s.position_text.ends_with("Black to move."));
}

/// The hand counters of the scene at the cursor: (side, count).
fn hand_counters(v: &Viewer) -> Vec<(Side, u8)> {
    v.scene(700.0, Color::Gold, false, 1.0)
        .tagged()
        .into_iter()
        .filter_map(|(tag, _, _)| match tag {
            Tag::InHand(side, n) => Some((side, n)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_cows_in_hand_are_drawn_and_told_until_both_sides_have_placed() {
    let mut v = Viewer::new(&demo());
    assert_eq!(hand_counters(&v), [(Side::White, 12), (Side::Black, 12)]);
    v.go_to_text("12g").unwrap();
    assert_eq!(hand_counters(&v), [(Side::White, 0), (Side::Black, 1)]);
    let text = v.state().position_text;
    assert!(text.contains(", none in hand. Black: "), "{text}");
    assert!(text.contains(", 1 in hand. "), "{text}");
    v.go_to_text("12s").unwrap();
    assert!(hand_counters(&v).is_empty());
    assert!(!v.state().position_text.contains("in hand"));
}
