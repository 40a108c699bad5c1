//! FAN → Howdah record ("pgn") → FAN: the same games, the same trees.
//! On all 159 real games (as `arimaa convert` reads them) and on random
//! annotated records holding everything both formats can hold.

use crate::common;
use common::annotated::annotated_record;

use arimaa::notation::archive::read_archive;
use arimaa::record::Record;
use arimaa::{fan, pgn};
use proptest::prelude::*;

/// Every real game, read from its archive row as the viewer reads it.
fn real_games() -> Vec<Record> {
    let mut out = Vec::new();
    for file in ["allgames202602.txt", "allgames201111-sample.txt"] {
        let text = common::data(file);
        for g in read_archive(&text).0 {
            let parsed = fan::read(&g.movelist().join("\n"));
            assert!(parsed.errors.is_empty(), "{}: {:?}", g.id(), parsed.errors);
            let mut record = parsed.record;
            // The tags `arimaa convert` gives an archive game.
            for (name, value) in g.tags() {
                record.header.set(name, value);
            }
            out.push(record);
        }
    }
    out
}

/// FAN text → record → pgn → record → FAN text, checked at each stage.
fn through_pgn(record: &Record) -> Result<Record, String> {
    let text = pgn::write(record).map_err(|e| e.to_string())?;
    let back = pgn::read_strict(&text).map_err(|e| format!("{}\n{text}", e.located()))?;
    Ok(back)
}

#[test]
fn all_real_games_convert_to_pgn_and_back_unchanged() {
    let games = real_games();
    assert_eq!(games.len(), 159);
    for record in &games {
        let back = through_pgn(record).unwrap();
        assert_eq!(
            back.header.fields,
            record.header.fields,
            "{:?}",
            record.header.get("Id")
        );
        assert_eq!(
            back.tree.canonical(),
            record.tree.canonical(),
            "{:?}",
            record.header.get("Id")
        );
        // And FAN again: the FAN text is the same text.
        assert_eq!(fan::write(&back), fan::write(record));
    }
}

#[test]
fn a_collection_converts_to_pgn_and_back_game_for_game() {
    let games = real_games();
    let text = pgn::write_all(&games).unwrap();
    let back = pgn::read_all(&text);
    assert_eq!(back.len(), games.len());
    for (b, g) in back.iter().zip(&games) {
        assert!(b.errors.is_empty(), "{:?}", b.errors);
        assert_eq!(b.record.tree.canonical(), g.tree.canonical());
        assert_eq!(b.record.header.get("Id"), g.header.get("Id"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Random annotated trees (variations, comments, intros, glyphs, times,
    /// clocks, arrows, highlights, labels) survive FAN → pgn → FAN.
    #[test]
    fn annotated_records_survive_fan_to_pgn_and_back(record in annotated_record()) {
        let fan_text = fan::write(&record);
        let from_fan = fan::read_strict(&fan_text).unwrap();
        let back = through_pgn(&from_fan);
        prop_assert!(back.is_ok(), "{}\n{}", back.as_ref().err().unwrap(), fan_text);
        let back = back.unwrap();
        prop_assert_eq!(&back.header.fields, &from_fan.header.fields, "\n{}", fan_text);
        prop_assert_eq!(back.tree.canonical(), from_fan.tree.canonical(), "\n{}", fan_text);
        prop_assert_eq!(fan::write(&back), fan_text);
    }
}
