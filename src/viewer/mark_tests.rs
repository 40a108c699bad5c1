//! Markings and glyphs as the viewer shows them: in the scene, in words,
//! in the move list; and clocks from written reserves.

use super::*;
use crate::record::{Glyph, MarkColour};
use crate::render::{Item, Layout, Paint, Tag};
use crate::Square;

const SETUP: &str = "1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2\n\
                     1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8\n";

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// 2g is interesting; the position after it has a green arrow d7–d5 and e4
/// highlighted red (written before 2s, which is a mistake).
fn annotated() -> Viewer {
    let text = format!(
        "FAN31415926\n\n{SETUP}2g @!? Mb2n Eb1n Mb3e Eb2n\n\
         2s @ad7d5=G @he4=R @? @$14 eb7s eb6s eb5s hh7s\n3g Hh2n\n"
    );
    let v = Viewer::new(&text);
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    v
}

#[test]
fn the_announcement_and_the_position_text_name_glyphs_and_markings() {
    let mut v = annotated();
    v.go_to_text("2g").unwrap();
    let s = v.state();
    assert_eq!(s.glyphs, vec![Glyph(5)]);
    assert!(
        s.announcement.starts_with("2g: Gold camel b2 north")
            && s.announcement.contains("b3, interesting move. "),
        "{}",
        s.announcement
    );
    assert!(
        s.announcement
            .ends_with("Marked: arrow from d7 to d5 (green); e4 highlighted (red)."),
        "{}",
        s.announcement
    );
    assert!(
        s.position_text.ends_with(
            "Silver to move. Marked: arrow from d7 to d5 (green); e4 highlighted (red)."
        ),
        "{}",
        s.position_text
    );
    // Position and move glyphs alike; 2s's own markings were about the
    // position before it, shown no longer.
    v.next_move();
    let s = v.state();
    assert_eq!(s.glyphs, vec![Glyph(2), Glyph(14)]);
    assert!(
        s.announcement
            .ends_with("h7 south to h6, mistake, gold is slightly better"),
        "{}",
        s.announcement
    );
    assert!(!s.position_text.contains("rrow"));
    // Inside a move: the step alone, no glyph.
    v.go_to_text("2g:2").unwrap();
    let s = v.state();
    assert!(s.glyphs.is_empty());
    assert!(
        !s.announcement.contains("interesting"),
        "{}",
        s.announcement
    );
}

#[test]
fn the_scene_has_the_arrows_highlights_and_the_badge_of_the_move_shown() {
    let mut v = annotated();
    v.go_to_text("2g").unwrap();
    let scene = v.scene(400.0, Color::Gold, false, 1.0);
    let layout = Layout::new(400.0, Color::Gold, false);
    let paths = |p: Paint| {
        scene
            .items
            .iter()
            .filter(|i| matches!(i, Item::Path { style, .. } if style.fill == Some(p)))
            .count()
    };
    assert_eq!(paths(Paint::of_mark(MarkColour::Green)), 1);
    let red = scene.items.iter().find_map(|i| match i {
        Item::Rect { x, y, style, .. } if style.fill == Some(Paint::MarkRed) => Some((*x, *y)),
        _ => None,
    });
    let e4 = layout.square_origin(sq("e4"));
    assert_eq!(red, Some((e4.x, e4.y)));
    // The badge: on b3, where 2g's last step (Eb2n) ended.
    let badges: Vec<Tag> = scene
        .tagged()
        .into_iter()
        .map(|t| t.0)
        .filter(|t| matches!(t, Tag::Glyph(_)))
        .collect();
    assert_eq!(badges, vec![Tag::Glyph(sq("b3"))]);
    // Mid-move: the arrows of the position before 2g's step 2? None are
    // written there; and no badge until the move is whole.
    v.go_to_text("2g:3").unwrap();
    let scene = v.scene(400.0, Color::Gold, false, 1.0);
    assert!(scene.tagged().iter().all(|t| !matches!(t.0, Tag::Glyph(_))));
    assert!(scene
        .items
        .iter()
        .all(|i| !matches!(i, Item::Path { style, .. } if style.fill == Some(Paint::MarkGreen))));
}

#[test]
fn the_move_list_carries_each_moves_glyphs() {
    let v = annotated();
    let list = move_list(&v.record().tree, v.words());
    let glyphs: Vec<(String, Vec<Glyph>)> = list
        .iter()
        .map(|e| (e.label.clone(), e.glyphs.clone()))
        .collect();
    assert_eq!(
        glyphs,
        vec![
            ("1g".into(), vec![]),
            ("1s".into(), vec![]),
            ("2g".into(), vec![Glyph(5)]),
            ("2s".into(), vec![Glyph(2), Glyph(14)]),
            ("3g".into(), vec![]),
        ]
    );
}

#[test]
fn written_reserves_set_the_clocks_the_other_side_keeping_its_last() {
    let text = format!(
        "FAN31415926\n\n{}2g @c=100 Mb2n\n2s @c=90 eb7s\n3g Hh2n\n3s @c=80 hh7s\n",
        SETUP
            .replace("1g ", "1g @c=120 ")
            .replace("1s ", "1s @c=118 ")
    );
    let mut v = Viewer::new(&text);
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    let mut seen = Vec::new();
    v.first();
    loop {
        seen.push((
            v.state().label,
            v.state().clocks.map(|c| (c.gold, c.silver)),
        ));
        if !v.next_move() {
            break;
        }
    }
    assert_eq!(
        seen,
        vec![
            ("start".into(), None),
            // Silver's reserve is unknown until its first.
            ("1g".into(), None),
            ("1s".into(), Some((120, 118))),
            ("2g".into(), Some((100, 118))),
            ("2s".into(), Some((100, 90))),
            ("3g".into(), Some((100, 90))),
            ("3s".into(), Some((100, 80))),
        ]
    );
    // With a time control, both start from its reserve; the written
    // reserves win over any `@t=` replay.
    let timed = text.replace("FAN31415926\n", "FAN31415926\nTimeControl: 2m/3m/100\n");
    let timed = timed.replace("1g @c=120 ", "1g @t=5 @c=120 ");
    let mut v = Viewer::new(&timed);
    v.go_to_text("1g").unwrap();
    assert_eq!(
        v.state().clocks.map(|c| (c.gold, c.silver)),
        Some((120, 180))
    );
}
