//! Writing then reading gives the same game, for every real archive game.

// Native only: reads files, runs processes or uses native-only dev-dependencies.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::data;

use arimaa::notation::archive::read_archive;
use arimaa::notation::arimaa_com::parse_game;
use arimaa::notation::replay::replay;
use arimaa::notation::writer::{record_from_replay, without_positions, write_game};
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
            let first = parse_game(&g.movelist().join("\n")).expect("parses");
            let text = write_game(&first);
            let second = parse_game(&text).expect("reparses");
            assert_eq!(
                without_positions(&first),
                without_positions(&second),
                "{}",
                g.id()
            );
            // The canonical record built from the replay writes the same text.
            let played = replay(&first, rules).expect("legal");
            let canonical = write_game(&record_from_replay(Vec::new(), &played));
            assert_eq!(canonical, text, "{}", g.id());
            let again = replay(&parse_game(&canonical).unwrap(), rules).expect("legal");
            assert_eq!(again.turns, played.turns);
            assert_eq!(again.ending, played.ending);
            assert_eq!(again.game.position(), played.game.position());
            n += 1;
        }
    }
    assert_eq!(n, 159);
}

#[test]
fn tags_round_trip() {
    let text = "Event: Casual Game\nWhite: Aamir\nBlack: Omar\nChat: -=+=-\n2s White: hi\n2s Black: fine\n-=+=-\n\n1g Ra2\n";
    let first = parse_game(text).unwrap();
    assert_eq!(first.tag("Gold"), Some("Aamir"));
    let second = parse_game(&write_game(&first)).unwrap();
    assert_eq!(without_positions(&first), without_positions(&second));
    assert_eq!(second.tag("Chat"), Some("2s White: hi\n2s Black: fine"));
}
