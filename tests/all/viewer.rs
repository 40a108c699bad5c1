//! The viewer core, as the element drives it: stepping through pushes, pulls
//! and captures, paths, variations, comments, markings and errors.

use crate::common;

use arimaa::render::Tag;
use arimaa::viewer::{move_list, Format, Viewer};
use arimaa::Color;

fn demo() -> Viewer {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/demo/games/demo.fan"
    ))
    .unwrap();
    Viewer::new(&text)
}

#[test]
fn the_demo_reads_without_errors_and_has_nested_variations() {
    let v = demo();
    assert_eq!(v.format(), Format::Fan);
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    let list = move_list(&v.record().tree, v.words());
    assert!(
        list.iter().any(|e| e.depth == 2 && e.variation_start),
        "a nested variation"
    );
    assert_eq!(
        list.iter().filter(|e| e.depth == 0).count(),
        35,
        "1g..18g on the main line"
    );
    let alt = list.iter().find(|e| e.variation_start).unwrap();
    assert_eq!(
        (&*alt.path.to_string(), alt.text.as_str()),
        ("9g.1.9g", "Eg6w mg7s")
    );
}

#[test]
fn stepping_through_a_pull_and_a_push_announces_each_step() {
    let mut v = demo();
    v.go_to_text("8s").unwrap();
    let s = v.state();
    assert_eq!(
        s.position_comment.as_deref(),
        Some("Gold to move: the silver camel on g7 is next to the gold elephant.")
    );
    assert_eq!(s.variations.len(), 2, "main 9g and one alternative");
    let mut said = Vec::new();
    for _ in 0..4 {
        assert!(v.next_step());
        said.push(v.state().announcement);
    }
    assert_eq!(v.path(), "9g");
    assert_eq!(said[0], "Gold elephant g6 west to f6");
    assert_eq!(said[1], "Silver camel g7 pulled south to g6");
    assert_eq!(said[2], "Silver camel g6 pushed south to g5");
    assert!(v
        .state()
        .announcement
        .starts_with("9g: Gold elephant g6 west to f6; silver camel g7 pulled"));
    assert_eq!(
        v.state().move_comment.as_deref(),
        Some("A pull and a push in one move: the camel goes from A to B.")
    );
    v.prev_step();
    assert_eq!(v.path(), "9g:3");
    assert_eq!(v.state().steps_shown, 3);
}

#[test]
fn a_capture_is_part_of_the_step_that_caused_it() {
    let mut v = demo();
    v.go_to_text("16g:3").unwrap();
    let s = v.state();
    assert_eq!(
        s.announcement,
        "Silver rabbit f4 pulled south to f3, captured"
    );
    assert_eq!(
        s.step_comment.as_deref(),
        Some("captured on the undefended f3 trap")
    );
    // Mid-animation the captured rabbit is drawn fading, at rest it is gone.
    let fading = |progress| {
        let scene = v.scene(400.0, Color::Gold, false, progress);
        scene
            .tagged()
            .iter()
            .filter(|(tag, ..)| matches!(tag, Tag::Fading(..)))
            .count()
    };
    assert!(fading(0.8) > 0, "a fading piece mid-capture");
    assert_eq!(fading(1.0), 0);
}

#[test]
fn choosing_variations_and_walking_back() {
    let mut v = demo();
    v.go_to_text("8s").unwrap();
    assert!(v.choose(1));
    assert_eq!(v.path(), "9g.1.9g");
    assert_eq!(
        v.state().move_comment.as_deref(),
        Some("Only the pull: the camel stays next to the elephant.")
    );
    assert!(v.next_move());
    assert_eq!(v.path(), "9g.1.9s");
    assert!(v.state().at_end, "the variation ends here");
    assert!(!v.last(), "already at the end of this line");
    assert!(v.prev_move());
    assert_eq!(v.path(), "9g.1.9g");
    assert!(v.first());
    assert_eq!(v.path(), "start");
    assert!(v.state().at_start);
    assert!(v.go_to_text("9g.1.9s.1.9s").is_ok());
    assert_eq!(v.state().move_text, "mg6n");
    assert!(v.go_to_text("99g").is_err());
    assert_eq!(v.path(), "9g.1.9s.1.9s", "a bad path changes nothing");
}

#[test]
fn markings_before_a_move_show_on_the_position() {
    let mut v = demo();
    v.go_to_text("8s").unwrap();
    let scene = v.scene(400.0, Color::Gold, false, 1.0);
    let mut marked: Vec<String> = scene
        .tagged()
        .iter()
        .filter_map(|(tag, ..)| match tag {
            Tag::Marking(sq) => Some(sq.to_string()),
            _ => None,
        })
        .collect();
    marked.sort();
    marked.dedup();
    assert_eq!(marked, vec!["g5", "g7"]);
}

#[test]
fn a_broken_record_shows_the_game_up_to_the_error() {
    let text = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n2g Ee2n Ee3n \"<img src=x onerror=alert(1)>\"\n2s ee7s Ee4n\n3g Ee4n";
    let mut v = Viewer::new(text);
    assert_eq!(v.errors().len(), 1);
    assert!(v.last());
    let s = v.state();
    assert_eq!(s.path, "2s");
    let err = s.error.expect("the error is on the node");
    assert!(err.contains("line 4") && err.contains("Ee4n"), "{err}");
    // Everything before the error is there, comments as plain text.
    v.go_to_text("2g").unwrap();
    assert_eq!(
        v.state().move_comment.as_deref(),
        Some("<img src=x onerror=alert(1)>")
    );
}

#[test]
fn archive_rows_and_diagrams_load_too() {
    let archive = common::data("allgames202602.txt");
    let row = archive.lines().nth(1).unwrap();
    let mut v = Viewer::new(row);
    assert_eq!(v.format(), Format::Archive);
    assert!(v.errors().is_empty());
    assert_eq!(v.record().header.get("Gold"), Some("bot_dolores_v1"));
    assert!(v.last());
    assert_eq!(
        v.path(),
        "37g",
        "silver resigned at 37s without a move: the empty final label"
    );
    let diagram = "12g\n +-----------------+\n8| r r r r r r r r |\n7|                 |\n6|     x     x     |\n5|       E         |\n4|                 |\n3|     x     x     |\n2|                 |\n1| R R R R R R R R |\n +-----------------+\n   a b c d e f g h\n";
    let v = Viewer::new(diagram);
    assert_eq!(v.format(), Format::Diagram);
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    assert!(
        v.state().position_text.contains("elephant d5"),
        "{}",
        v.state().position_text
    );
}

#[test]
fn clocks_come_from_the_server_log_and_from_fan_time_markings() {
    let archive = common::data("allgames202602.txt");
    let mut v = Viewer::new(archive.lines().nth(1).unwrap());
    v.go_to_text("2g").unwrap();
    let c = v.state().clocks.expect("reserves from the event log");
    // 15s/2m30s/100: reserves stay within 2m30s plus what unused move time adds.
    assert!(c.gold > 0 && c.silver > 0, "{c:?}");
    let fan = "FAN31415926\nTimeControl: 0:30/5/100/3\n\n1g @t=50 Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s @t=50 ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n2g @t=10 Ee2n\n2s @t=40 ee7s\n3g Ee3n";
    let mut v = Viewer::new(fan);
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    assert_eq!(
        v.state().clocks.map(|c| (c.gold, c.silver)),
        Some((300, 300))
    );
    v.go_to_text("2s").unwrap();
    assert_eq!(
        v.state().clocks.map(|c| (c.gold, c.silver)),
        Some((300, 290)),
        "the clock module's own example"
    );
    v.go_to_text("3g").unwrap();
    assert_eq!(v.state().clocks, None, "3g has no time");
}
