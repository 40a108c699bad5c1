//! Films: which stills a line makes, how long each stays, their captions.

use super::*;
use crate::render::Item;

fn demo() -> Viewer {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/demo/games/demo.fan"
    ))
    .unwrap();
    Viewer::new(&text)
}

fn path(s: &str) -> Path {
    s.parse().unwrap()
}

#[test]
fn a_line_of_moves_animates_every_step_and_pauses_on_each_move() {
    let v = demo();
    let opts = FilmOptions::default();
    // 9g's main line is four steps, 9s four: eight steps from 8s.
    let film = v.film(&path("8s"), &path("9s"), &opts).unwrap();
    assert_eq!(film.stills.len(), 1 + 8 * 4);
    assert_eq!(film.stills[0].cursor, v.cursor_at(&path("8s")).unwrap());
    assert_eq!(film.stills[0].delay_ms, opts.end_pause_ms);
    let progress: Vec<f32> = film.stills[1..5].iter().map(|s| s.progress).collect();
    assert_eq!(progress, [0.25, 0.5, 0.75, 1.0]);
    assert!(film.stills[1..4].iter().all(|s| s.delay_ms == 100));
    // Step 1 of 9g done: the next step follows at once; 9g whole: a pause.
    assert_eq!(film.stills[4].delay_ms, 100);
    assert_eq!(film.stills[16].cursor, v.cursor_at(&path("9g")).unwrap());
    assert_eq!(film.stills[16].delay_ms, opts.move_pause_ms);
    let last = film.stills.last().unwrap();
    assert_eq!(last.cursor, v.cursor_at(&path("9s")).unwrap());
    assert_eq!((last.progress, last.delay_ms), (1.0, opts.end_pause_ms));
}

#[test]
fn a_film_follows_a_variation_and_can_start_and_end_inside_moves() {
    let v = demo();
    let opts = FilmOptions::default();
    // The variation 9g.1: Eg6w mg7s, then 9s mg6s.
    let film = v.film(&path("8s"), &path("9g.1.9s"), &opts).unwrap();
    assert_eq!(film.stills.len(), 1 + 3 * 4);
    let mid = v.film(&path("9g:1"), &path("9g:3"), &opts).unwrap();
    assert_eq!(mid.stills.len(), 1 + 2 * 4);
    assert_eq!(mid.stills.last().unwrap().cursor.shown, 3);
    // The end of a line: of the variation, or of the game.
    assert_eq!(v.line_end(&path("9g.1.9g")).unwrap(), path("9g.1.9s"));
    assert_eq!(
        v.line_end(&path("15s")).unwrap(),
        v.line_end(&path("start")).unwrap()
    );
    // Nothing to play: one still.
    assert_eq!(
        v.film(&path("9g"), &path("9g"), &opts)
            .unwrap()
            .stills
            .len(),
        1
    );
}

#[test]
fn ends_that_are_not_on_one_line_are_refused_with_reasons() {
    let v = demo();
    let opts = FilmOptions::default();
    assert_eq!(
        v.film(&path("9s"), &path("8s"), &opts),
        Err(FilmError::NotAfter)
    );
    assert_eq!(
        v.film(&path("9g:3"), &path("9g:1"), &opts),
        Err(FilmError::NotAfter)
    );
    assert_eq!(
        v.film(&path("9g.1.9s"), &path("10g"), &opts),
        Err(FilmError::NotAfter)
    );
    let e = v.film(&path("99g"), &path("100g"), &opts).unwrap_err();
    assert!(matches!(e, FilmError::Path("from", _)), "{e:?}");
    assert!(e.to_string().starts_with("from: "), "{e}");
    let slow = FilmOptions {
        frames_per_step: 200,
        ..opts
    };
    let e = v.film(&path("start"), &path("15s"), &slow).unwrap_err();
    assert!(
        matches!(e, FilmError::TooLong(n) if n > MAX_STILLS),
        "{e:?}"
    );
}

#[test]
fn each_still_has_its_moves_caption_and_leaves_the_cursor_alone() {
    let mut v = demo();
    v.go_to(&path("3g")).unwrap();
    let opts = FilmOptions {
        comments: true,
        ..FilmOptions::default()
    };
    let film = v.film(&path("3s"), &path("4s"), &opts).unwrap();
    let texts = |scene: &crate::render::Scene| -> Vec<String> {
        scene
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, y, .. } if *y > 320.0 => Some(text.clone()),
                _ => None,
            })
            .collect()
    };
    let still = *film.stills.last().unwrap();
    let scene = v.still_scene(&film, &still, 320.0, crate::Color::Gold, false);
    assert!(scene.height > 320.0);
    let caption = texts(&scene);
    assert_eq!(caption[0], "4s mg3n Rg2n mg4n Rg3n");
    assert!(
        caption[1].starts_with("Two pulls in one move"),
        "{caption:?}"
    );
    assert_eq!(v.path(), path("3g"), "the cursor stays where it was");
    let first = v.still_scene(&film, &film.stills[0], 320.0, crate::Color::Gold, false);
    assert_eq!(texts(&first)[0], "3s mg7s mg6s mg5s mg4s");
}
