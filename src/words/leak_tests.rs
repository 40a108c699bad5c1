//! No English left in the word-building paths: every demo record walked
//! with a pack whose every message is its key in brackets (marker_words),
//! and whatever is said or shown checked for a word of the English
//! catalogue outside the markers. A literal left in Rust shows up here.

use super::catalogue::{english as english_of, ALL};
use super::tests::marker_words;
use crate::record::Path;
use crate::teach::OverlaySet;
use crate::viewer::CollectionView;
use std::collections::HashSet;

const DEMOS: [&str; 4] = [
    "demo.fan",
    "puzzles.fan",
    "demo-morabaraba.fan",
    "demo-collection.pgn",
];

fn english() -> HashSet<String> {
    ALL.iter()
        .flat_map(|m| english_of(*m).split(|c: char| !c.is_ascii_alphabetic()))
        // The games' names are names in every language; PLURAL is syntax.
        .filter(|w| w.len() >= 3 && !["PLURAL", "Arimaa", "Morabaraba"].contains(w))
        .map(str::to_ascii_lowercase)
        .collect()
}

/// The English words of `text` outside the markers (⟦key⟧).
fn leaks(text: &str, english: &HashSet<String>) -> Vec<String> {
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| english.contains(&w.to_ascii_lowercase()))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_demo_record_speaks_only_the_catalogues_words() {
    let english = english();
    let words = marker_words();
    let mut checked = 0;
    let mut check = |what: &str, text: &str| {
        let found = leaks(text, &english);
        assert!(found.is_empty(), "{what}: {found:?} in {text:?}");
        checked += 1;
    };
    for demo in DEMOS {
        let text = std::fs::read_to_string(format!(
            "{}/www/demo/games/{demo}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let mut games = CollectionView::new(&text);
        games.viewer_mut().set_words(words.clone());
        for g in 0..games.games().len() {
            games.open(g);
            let v = games.viewer_mut();
            assert_eq!(v.words(), &words, "a game opened keeps the language");
            v.set_overlays(OverlaySet::ALL);
            let info = v.info();
            check(
                &format!("{demo} info"),
                &[info.label, info.sides.gold.word, info.sides.silver.word].join(" "),
            );
            if let Some(Ok(p)) = v.puzzle() {
                check(&format!("{demo} puzzle"), &p.goal.words(&words, p.side));
            }
            let tree = v.record().tree.clone();
            for id in tree.walk() {
                let path = Path::of(&tree, id);
                v.go_to(&path).unwrap();
                // Every step of the move too: a step's words differ from a move's.
                loop {
                    let s = v.state();
                    let at = format!("{demo} game {g} at {}", s.path);
                    check(&at, &s.announcement);
                    check(&at, &s.position_text);
                    check(&at, &v.overlay_words());
                    for level in [1, 2] {
                        if let Some(h) = v.hint(level) {
                            check(&at, &h.words(&words));
                        }
                    }
                    if let Some(next) = tree.main_child(id).and_then(|n| tree.node(n).mv.as_ref()) {
                        let played = crate::viewer::move_text(next);
                        if let Ok(Some(a)) = v.answer(&played) {
                            check(&at, &a.words(&words));
                        }
                        if let Ok(Some(guess)) = v.guess(&played) {
                            check(&at, &guess.words(&words));
                        }
                    }
                    if v.cursor().is_whole(&tree) || !v.next_step() {
                        break;
                    }
                }
            }
        }
        // The games' lines (the picker) in the language too.
        for s in games.games() {
            check(&format!("{demo} picker"), &s.label(&words));
        }
    }
    assert!(checked > 500, "only {checked} texts checked");
}

#[test]
fn the_static_view_speaks_only_the_catalogues_words() {
    let english = english();
    let words = marker_words();
    // A record without comments: the record's own words are not the catalogue's.
    let text = "FAN31415926\nGold: Ann\nSilver: Bob\nResult: 1-0\nTermination: g\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Db2 Hc2 Md2 Ee2 Hf2 Dg2 Ch2\n1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 db7 hc7 ed7 me7 hf7 dg7 ch7\n2g Ee2n Ee3n Md2n Md3n @!? @hd4=R @ad2d4=G @xe5=A\n2s ed7s ed6s me7s me6s\n3g Zz9q\n";
    for spoilers in [false, true] {
        let options = crate::html::StaticOptions {
            words: Some(&words),
            spoilers,
            ..Default::default()
        };
        let view = crate::html::static_html(text, &options);
        // Markup aside: tag and attribute names are HTML's, not words; the problems
        // are the record's reader's (in English for now, as the element's errors).
        let mut shown = String::new();
        let mut in_tag = false;
        for c in view.html.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                _ if !in_tag => shown.push(c),
                _ => {}
            }
        }
        // The attributes people read or hear; the others are names (classes, SVG's).
        let attributes: Vec<&str> = ["aria-label=\"", "title=\"", "alt=\""]
            .iter()
            .flat_map(|a| view.html.split(a).skip(1))
            .filter_map(|rest| rest.split('"').next())
            .collect();
        let problems = view.problems.join(" ");
        let found: Vec<String> = leaks(&(shown + " " + &attributes.join(" ")), &english)
            .into_iter()
            .filter(|w| !problems.contains(w.as_str()) && !["Ann", "Bob"].contains(&w.as_str()))
            .collect();
        assert!(found.is_empty(), "{found:?} in {}", view.html);
    }
}
