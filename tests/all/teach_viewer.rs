//! The teaching side of the viewer: overlays drawn by the scene (so by
//! the SVG writer, the canvas and GIF stills alike) and said in words, and
//! puzzle answers, replies, guesses and hints at the cursor.

use arimaa::render::{to_svg, Tag, Theme};
use arimaa::teach::{OverlaySet, Verdict};
use arimaa::viewer::{CollectionView, FilmOptions, Viewer};
use arimaa::{Color, Square};

fn puzzles() -> CollectionView {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www/demo/games/puzzles.fan");
    CollectionView::new(&std::fs::read_to_string(path).unwrap())
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The overlay groups of a scene: (tag, square).
fn overlay_tags(v: &Viewer, progress: f32) -> Vec<Tag> {
    let scene = v.scene(400.0, Color::Gold, true, progress);
    scene
        .tagged()
        .into_iter()
        .map(|(t, _, _)| t)
        .filter(|t| {
            matches!(
                t,
                Tag::Capturable(_) | Tag::GoalThreat(_) | Tag::TrapControl(_)
            )
        })
        .collect()
}

#[test]
fn overlays_are_drawn_and_said() {
    let mut games = puzzles();
    games.open(8); // Puzzle 9: silver must stop two gold rabbits.
    let v = games.viewer_mut();
    assert!(overlay_tags(v, 1.0).is_empty(), "no overlay until asked");
    let plain = to_svg(&v.scene(400.0, Color::Gold, true, 1.0), &Theme::LIGHT);
    v.set_overlays(OverlaySet::ALL);
    let tags = overlay_tags(v, 1.0);
    for t in [
        Tag::Capturable(sq("c7")),
        Tag::Capturable(sq("g6")),
        Tag::GoalThreat(sq("c7")),
        Tag::GoalThreat(sq("g6")),
        Tag::TrapControl(sq("c3")),
        Tag::TrapControl(sq("f3")),
        Tag::TrapControl(sq("c6")),
        Tag::TrapControl(sq("f6")),
    ] {
        assert!(tags.contains(&t), "{t:?} in {tags:?}");
    }
    assert_eq!(tags.len(), 8);
    // While a step is on its way the overlays wait for the position.
    assert!(overlay_tags(v, 0.5).is_empty());
    // The SVG writer draws them: two rings each for c7 and g6, two discs
    // per trap, the goal squares c8 and g8 filled.
    let svg = to_svg(&v.scene(400.0, Color::Gold, true, 1.0), &Theme::LIGHT);
    let circles = |s: &str| s.matches("<circle").count();
    assert_eq!(
        circles(&svg) - circles(&plain),
        4 + 8 + v.overlays().unwrap().frozen.count() as usize
    );
    assert!(svg.len() > plain.len());
    let words = v.overlay_words();
    // Squares from a1 upwards, rank by rank.
    assert!(
        words.contains("Silver can capture: gold rabbit g6 by dh8s dh7s Rg6w dh6w; gold rabbit c7 by md8s Rc7s md7w."),
        "{words}"
    );
    assert!(
        words.contains(
            "Gold threatens goal next turn: rabbit g6 to g8 by Rg6n Rg7n; rabbit c7 to c8 by Rc7n."
        ),
        "{words}"
    );
    assert!(
        words.contains("Pieces beside the traps: c3 gold 0, silver 1;"),
        "{words}"
    );
    // Only the frozen pieces and traps inside a move.
    v.next_step();
    let inside = v.overlays().unwrap();
    assert!(inside.captures.is_empty() && inside.goals.is_empty());
    assert_eq!(inside.set, OverlaySet::FROZEN | OverlaySet::TRAPS);
    v.set_overlays(OverlaySet::NONE);
    assert_eq!(v.overlay_words(), "");
    assert!(v.overlays().is_none());
}

#[test]
fn gif_stills_draw_the_overlays_at_rest() {
    let mut games = puzzles();
    games.open(9);
    let v = games.viewer_mut();
    v.set_overlays(OverlaySet::TRAPS);
    let film = v
        .film(
            &"start".parse().unwrap(),
            &"2g".parse().unwrap(),
            &FilmOptions::default(),
        )
        .unwrap();
    let mut at_rest = 0;
    for still in film.stills.clone() {
        let scene = v.still_scene(&film, &still, 200.0, Color::Gold, true);
        let traps = scene
            .tagged()
            .iter()
            .filter(|(t, _, _)| matches!(t, Tag::TrapControl(_)))
            .count();
        assert_eq!(traps, if still.progress >= 1.0 { 4 } else { 0 });
        at_rest += usize::from(still.progress >= 1.0);
    }
    assert!(at_rest >= 2);
}

#[test]
fn a_puzzle_played_in_the_viewer() {
    let mut games = puzzles();
    games.open(9); // Puzzle 10: goal in two.
    let v = games.viewer_mut();
    v.first();
    let p = v.puzzle().unwrap().unwrap();
    assert_eq!(
        p.goal.words(&arimaa::words::Words::english(), p.side),
        "Gold to play: reach goal within 2 turns, whatever the defence"
    );
    let a = v.answer("hb7e Eb6n hc7s hc6x Eb7e").unwrap().unwrap();
    assert_eq!(a.judgement.verdict, Verdict::Forced);
    assert_eq!(
        a.words(&arimaa::words::Words::english()),
        "Right: the move leaves no defence: the goal comes next turn. It is the record's solution."
    );
    let miss = v.answer("Ra6n").unwrap().unwrap();
    assert!(matches!(
        miss.judgement.verdict,
        Verdict::Missed { reply: Some(_) }
    ));
    assert!(miss
        .words(&arimaa::words::Words::english())
        .starts_with("Not right: the move does not force the goal: Silver defends by "));
    assert!(v.answer("Zz9q").is_err());
    v.next_move();
    assert_eq!(v.answer("Ra6n").unwrap(), None, "silver's turn: no task");
    let reply = v.puzzle_reply().unwrap();
    assert_eq!(
        arimaa::teach::verdict_words(
            &arimaa::words::Words::english(),
            &Verdict::Reached,
            p.goal,
            p.side
        ),
        "reaches the goal"
    );
    assert_eq!(
        reply
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        "df8w de8w dd8w ee6w"
    );
    v.next_move();
    let last = v.answer("Ra6e Rb6n Rb7n").unwrap().unwrap();
    assert_eq!(last.judgement.verdict, Verdict::Reached);
    // Guess and hint at the same place: the record's next move.
    assert_eq!(
        v.hint(1).unwrap().words(&arimaa::words::Words::english()),
        "The gold rabbit on a6 moves first."
    );
    assert!(matches!(
        v.guess("Ra6e Rb6n Rb7n").unwrap(),
        Some(arimaa::teach::Guess::Same { .. })
    ));
}

#[test]
fn no_overlays_on_a_morabaraba_board() {
    let mut v = Viewer::new("FAN31415926\nVariant: morabaraba\n\n1w d1\n");
    v.set_overlays(OverlaySet::ALL);
    assert!(v.overlays().is_none());
    assert_eq!(v.overlay_words(), "");
    assert!(v.puzzle().is_none());
}

#[test]
fn the_picker_names_each_puzzle_by_its_task() {
    let games = puzzles();
    let labels: Vec<String> = games
        .games()
        .iter()
        .map(|g| g.label(&arimaa::words::Words::english()))
        .collect();
    assert_eq!(labels.len(), 12);
    assert_eq!(labels[0], "1. Gold to play: goal in 1");
    assert_eq!(labels[3], "4. Gold to play: capture hf6");
    assert_eq!(labels[11], "12. Silver to play: goal in 2");
}
