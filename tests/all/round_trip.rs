//! Writing then reading gives the same game, for every real archive game.

use crate::common;
use common::data;

use arimaa::fan::{self, ReadOptions};
use arimaa::notation::archive::read_archive;
use arimaa::notation::writer::write_game;
use arimaa::verdict::Played;
use arimaa::RuleSet;

#[test]
fn every_real_game_round_trips() {
    let mut n = 0;
    for name in ["allgames202602.txt", "allgames201111-sample.txt"] {
        let (games, _) = read_archive(&data(name));
        for g in &games {
            let rules = g
                .start_time()
                .map_or(RuleSet::Current, RuleSet::for_start_time);
            let options = ReadOptions::rules(rules);
            let first = fan::read_strict_with(&g.movelist().join("\n"), options)
                .unwrap_or_else(|e| panic!("{}: {}", g.id(), e.located()));
            let text = write_game(&first, rules);
            let second = fan::read_strict_with(&text, options).expect("reads back");
            // Takebacks are gone from the text; the game as played is the same.
            let main = |r: &arimaa::record::Record| -> Vec<_> {
                r.tree
                    .main_line()
                    .map(|id| (r.tree.node(id).mv.clone(), r.tree.node(id).position))
                    .collect()
            };
            assert_eq!(main(&second), main(&first), "{}", g.id());
            // Written again, the text is the same: it is canonical.
            assert_eq!(write_game(&second, rules), text, "{}", g.id());
            let (a, b) = (Played::of(&first, rules), Played::of(&second, rules));
            let (a, b) = (a.expect("arimaa"), b.expect("arimaa"));
            assert_eq!(a.ending, b.ending, "{}", g.id());
            assert_eq!(a.game.position(), b.game.position(), "{}", g.id());
            n += 1;
        }
    }
    assert_eq!(n, 159);
}

#[test]
fn tags_round_trip() {
    let text = "Event: Casual Game\nGold: Aamir\nSilver: Omar\nChat: -=+=-\n2s White: hi\n2s Black: fine\n-=+=-\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n";
    let first = fan::read_strict(text).unwrap();
    assert_eq!(first.header.get("Gold"), Some("Aamir"));
    let second = fan::read_strict(&write_game(&first, RuleSet::Current)).unwrap();
    assert_eq!(second, first);
    assert_eq!(
        second.header.get("Chat"),
        Some("2s White: hi\n2s Black: fine")
    );
}
