//! Each annotation written at the cursor, shown by `state()` and `scene()`,
//! and written to FAN and read back equal, at the same place.

use super::*;
use crate::record::MarkColour;
use crate::render::{Item, Paint, Tag};
use crate::{Color, Square};

const SETUP: &str = "1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2\n\
                     1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8\n";

fn game() -> Viewer {
    let v = Viewer::new(&format!(
        "FAN31415926\nGold: Ann\n\n{SETUP}2g Mb2n Eb1n Mb3e Eb2n\n2s eb7s eb6s\n"
    ));
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    v
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The record written to FAN and read back into a new viewer at the same path.
fn reread(v: &Viewer) -> Viewer {
    let text = crate::fan::write(v.record());
    let mut back = Viewer::new(&text);
    assert!(back.errors().is_empty(), "{text}: {:?}", back.errors());
    assert_eq!(
        back.record().tree.canonical(),
        v.record().tree.canonical(),
        "{text}"
    );
    assert_eq!(back.record().header, v.record().header, "{text}");
    back.go_to(&v.path()).unwrap();
    back
}

fn arrow(from: &str, to: &str, colour: MarkColour) -> Marking {
    Marking::Arrow {
        from: sq(from),
        to: sq(to),
        colour,
    }
}

#[test]
fn comments_on_a_position_a_move_and_a_step_come_back_where_they_were_written() {
    let mut v = game();
    v.go_to_text("2g").unwrap();
    v.set_comment(CommentOn::Position, "silver to defend")
        .unwrap();
    v.set_comment(CommentOn::Move, "the camel \"goes\" up")
        .unwrap();
    v.go_to_text("2g:2").unwrap();
    v.set_comment(CommentOn::Step, "elephant follows").unwrap();
    // The end of the line: after 2s's last step, read back as the position's.
    v.go_to_text("2s").unwrap();
    v.set_comment(CommentOn::Position, "an even game").unwrap();
    let fan = crate::fan::write(v.record());
    assert!(fan.contains("2s \"silver to defend\""), "{fan}");
    assert!(fan.contains("Eb1n \"elephant follows\""), "{fan}");
    assert!(fan.contains("Eb2n \"the camel \\qgoes\\q up\""), "{fan}");
    assert!(fan.contains("eb6s \"an even game\" \"\""), "{fan}");
    for mut w in [v.clone_for_test(), reread(&v)] {
        w.go_to_text("2g").unwrap();
        let s = w.state();
        assert_eq!(s.position_comment.as_deref(), Some("silver to defend"));
        assert_eq!(s.move_comment.as_deref(), Some("the camel \"goes\" up"));
        assert_eq!(w.notes().position.as_deref(), Some("silver to defend"));
        w.go_to_text("2g:2").unwrap();
        assert_eq!(w.state().step_comment.as_deref(), Some("elephant follows"));
        let n = w.notes();
        assert!(n.inside && !n.position_editable);
        assert_eq!(n.step.as_deref(), Some("elephant follows"));
        assert_eq!(n.move_comment.as_deref(), Some("the camel \"goes\" up"));
        w.go_to_text("2s").unwrap();
        let s = w.state();
        assert_eq!(s.position_comment.as_deref(), Some("an even game"));
        assert_eq!(s.step_comment, None);
    }
    // Cleared by empty text; the step, inside a move only.
    v.go_to_text("2g").unwrap();
    v.set_comment(CommentOn::Move, "  ").unwrap();
    assert_eq!(v.state().move_comment, None);
    assert_eq!(
        v.set_comment(CommentOn::Step, "x"),
        Err(NoteError::NotInsideMove)
    );
    v.first();
    assert_eq!(v.set_comment(CommentOn::Move, "x"), Err(NoteError::NoMove));
    v.set_comment(CommentOn::Position, "the start").unwrap();
    assert_eq!(
        reread(&v).state().position_comment.as_deref(),
        Some("the start")
    );
}

impl Viewer {
    fn clone_for_test(&self) -> Viewer {
        let mut v = Viewer::new(&crate::fan::write(self.record()));
        v.record = self.record.clone();
        v.tree_changed();
        v
    }
}

#[test]
fn glyphs_toggle_and_replace_their_class() {
    let mut v = game();
    v.go_to_text("2g").unwrap();
    let g = |t| Glyph::parse(t).unwrap();
    assert_eq!(v.toggle_glyph(g("!")), Ok(true));
    assert_eq!(v.toggle_glyph(g("?!")), Ok(true));
    assert_eq!(v.toggle_glyph(g("$14")), Ok(true));
    assert_eq!(v.state().glyphs, vec![g("?!"), g("$14")]);
    assert_eq!(v.toggle_glyph(g("$16")), Ok(true));
    assert_eq!(v.state().glyphs, vec![g("?!"), g("$16")]);
    let back = reread(&v);
    assert_eq!(back.state().glyphs, vec![g("?!"), g("$16")]);
    assert!(crate::fan::write(v.record()).contains("2g @?! @$16 Mb2n"));
    let badge = |v: &Viewer| {
        v.scene(400.0, Color::Gold, false, 1.0)
            .tagged()
            .iter()
            .any(|t| t.0 == Tag::Glyph(sq("b3")))
    };
    assert!(badge(&v) && badge(&back));
    assert_eq!(v.toggle_glyph(g("?!")), Ok(false));
    assert_eq!(v.state().glyphs, vec![g("$16")]);
    // The move list shows them.
    let list = crate::viewer::move_list(&v.record().tree, v.words());
    assert_eq!(list[2].glyphs, vec![g("$16")]);
    v.first();
    assert_eq!(v.toggle_glyph(g("!")), Err(NoteError::NoMove));
}

#[test]
fn markings_toggle_on_the_position_shown_and_come_back_there() {
    let mut v = game();
    v.go_to_text("2g").unwrap();
    assert_eq!(
        v.toggle_marking(arrow("d7", "d5", MarkColour::Green)),
        Ok(true)
    );
    let red_e4 = Marking::Highlight {
        square: sq("e4"),
        colour: MarkColour::Red,
    };
    assert_eq!(v.toggle_marking(red_e4.clone()), Ok(true));
    let label = Marking::Square {
        square: sq("c3"),
        label: "a".into(),
    };
    assert_eq!(v.toggle_marking(label.clone()), Ok(true));
    // Another colour on the same arrow changes it.
    assert_eq!(
        v.toggle_marking(arrow("d7", "d5", MarkColour::Blue)),
        Ok(true)
    );
    let fan = crate::fan::write(v.record());
    assert!(fan.contains("Eb2n @ad7d5=B @he4=R @xc3=a"), "{fan}");
    for w in [&v, &reread(&v)] {
        assert_eq!(w.notes().markings, "@ad7d5=B @he4=R @xc3=a");
        assert!(w
            .state()
            .position_text
            .contains("arrow from d7 to d5 (blue)"));
        let scene = w.scene(400.0, Color::Gold, false, 1.0);
        let fills = |p: Paint| {
            scene
                .items
                .iter()
                .filter(|i| matches!(i, Item::Path { style, .. } | Item::Rect { style, .. } if style.fill == Some(p)))
                .count()
        };
        assert_eq!(fills(Paint::of_mark(MarkColour::Blue)), 1);
        assert_eq!(fills(Paint::MarkRed), 1);
        assert!(scene.tagged().iter().any(|t| t.0 == Tag::Marking(sq("c3"))));
    }
    // The same again takes it away.
    assert_eq!(v.toggle_marking(red_e4), Ok(false));
    assert_eq!(v.toggle_marking(label), Ok(false));
    assert_eq!(v.notes().markings, "@ad7d5=B");
    // Inside a move, after the step shown; at the start, before the first move.
    v.go_to_text("2g:1").unwrap();
    v.toggle_marking(arrow("b3", "c3", MarkColour::Yellow))
        .unwrap();
    v.first();
    v.toggle_marking(Marking::Highlight {
        square: sq("a1"),
        colour: MarkColour::Green,
    })
    .unwrap();
    let fan = crate::fan::write(v.record());
    assert!(fan.contains("Mb2n @ab3c3=Y Eb1n"), "{fan}");
    assert!(fan.contains("1g @ha1=G Da1"), "{fan}");
    let mut back = reread(&v);
    back.go_to_text("2g:1").unwrap();
    assert_eq!(back.notes().markings, "@ab3c3=Y");
    back.first();
    assert_eq!(back.notes().markings, "@ha1=G");
}

#[test]
fn markings_are_written_from_fan_text() {
    let mut v = game();
    v.go_to_text("2g").unwrap();
    v.toggle_glyph(Glyph(5)).unwrap();
    v.go_to_text("1s").unwrap();
    v.set_markings("@ad2d4=G hc3=R @xd4=A").unwrap();
    assert_eq!(v.notes().markings, "@ad2d4=G @hc3=R @xd4=A");
    assert!(matches!(
        v.set_markings("@ad2d4=G @!?"),
        Err(NoteError::NotAMarking(_))
    ));
    assert!(matches!(
        v.set_markings("ad2d9=G"),
        Err(NoteError::NotAMarking(_))
    ));
    assert_eq!(v.notes().markings, "@ad2d4=G @hc3=R @xd4=A");
    v.set_markings("@hc3=Y").unwrap();
    assert_eq!(reread(&v).notes().markings, "@hc3=Y");
    v.set_markings("").unwrap();
    assert_eq!(v.notes().markings, "");
    // 2g's glyph, written beside the position's markings, stays.
    v.go_to_text("2g").unwrap();
    assert_eq!(v.state().glyphs, vec![Glyph(5)]);
}

#[test]
fn header_fields_are_set_and_cleared() {
    let mut v = game();
    v.set_header(HeaderField::Silver, "Bob\nthe second");
    v.set_header(HeaderField::Event, "Cup");
    v.set_header(HeaderField::Date, "2024-05-01");
    v.set_header(HeaderField::Result, "1-0");
    v.set_header(HeaderField::Gold, "");
    let back = reread(&v);
    let info = back.info();
    assert_eq!(info.sides.gold.player, None);
    assert_eq!(info.sides.silver.player.as_deref(), Some("Bob the second"));
    assert_eq!(info.event.as_deref(), Some("Cup"));
    assert_eq!(info.result.as_deref(), Some("1-0"));
    let values: Vec<String> = back.notes().header.into_iter().map(|(_, v)| v).collect();
    assert_eq!(values, ["", "Bob the second", "Cup", "2024-05-01", "1-0"]);
    // A record naming its players White and Black keeps those names.
    let mut w = Viewer::new("FAN31415926\nWhite: Wan\n\n1g Ra2\n");
    w.set_header(HeaderField::Gold, "Wu");
    assert_eq!(
        w.record().header.fields,
        vec![("White".into(), "Wu".into())]
    );
    assert_eq!(HeaderField::parse("black"), Some(HeaderField::Silver));
}

#[test]
fn notes_have_no_place_after_an_end_word_and_none_on_an_unread_move() {
    let mut v = Viewer::new(&format!("FAN31415926\n\n{SETUP}2g resigns\n"));
    v.last();
    assert_eq!(
        v.set_comment(CommentOn::Position, "over"),
        Err(NoteError::NoPlace)
    );
    assert!(!v.notes().position_editable);
    assert_eq!(
        v.toggle_marking(arrow("a1", "a2", MarkColour::Green)),
        Err(NoteError::NoPlace)
    );
    v.set_comment(CommentOn::Move, "gave up").unwrap();
    assert_eq!(reread(&v).state().move_comment.as_deref(), Some("gave up"));
    let mut broken = Viewer::new(&format!("FAN31415926\n\n{SETUP}2g Mb2n Zz9q\n"));
    broken.go_to_text("2g").unwrap();
    assert_eq!(
        broken.set_comment(CommentOn::Move, "x"),
        Err(NoteError::Unreadable)
    );
    assert_eq!(broken.toggle_glyph(Glyph(1)), Err(NoteError::Unreadable));
    assert!(NoteError::NoPlace.to_string().contains("no place"));
}
