//! Hostile input: mutated real records and random text never panic the
//! parsers, the replay or the verdicts.

use crate::common;
use common::data;
use common::Rng;

use arimaa::fan::{self, ReadOptions};
use arimaa::notation::archive::read_archive;
use arimaa::notation::arimaa_com::split_games;
use arimaa::notation::diagram::parse_diagrams;
use arimaa::notation::writer::write_game;
use arimaa::verdict::check_text_game;
use arimaa::RuleSet;

/// Replaces, deletes or duplicates a few characters or words.
fn mutate(text: &str, rng: &mut Rng) -> String {
    const ALPHABET: &[u8] = b"RrCcDdHhMmEeabcdefgh012345678 nsewx\n:-=+gsbw|.";
    let mut bytes: Vec<u8> = text.bytes().collect();
    for _ in 0..1 + rng.below(4) {
        if bytes.is_empty() {
            break;
        }
        let i = rng.below(bytes.len());
        match rng.below(3) {
            0 => bytes[i] = ALPHABET[rng.below(ALPHABET.len())],
            1 => {
                bytes.remove(i);
            }
            _ => {
                let j = (i + rng.below(12)).min(bytes.len());
                let chunk = bytes[i..j].to_vec();
                bytes.splice(i..i, chunk);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn mutated_real_games_never_panic() {
    let (games, _) = read_archive(&data("allgames201111-sample.txt"));
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for g in &games {
        let text = g.movelist().join("\n");
        for _ in 0..150 {
            let m = mutate(&text, &mut rng);
            for rules in [RuleSet::Current, RuleSet::Pre2008] {
                let parsed = fan::read_with(&m, ReadOptions::rules(rules));
                let _ = write_game(&parsed.record, rules);
                let _ = fan::write(&parsed.record);
                let _ = arimaa::pgn::write(&parsed.record);
            }
            let _ = split_games(&m);
            let _ = check_text_game("x", &m, RuleSet::Current);
        }
    }
}

#[test]
fn mutated_diagrams_never_panic() {
    let text = data("goal-in-one-turn-positions.txt");
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let sample: String = text.lines().take(200).collect::<Vec<_>>().join("\n");
    for _ in 0..3000 {
        let m = mutate(&sample, &mut rng);
        if let Ok(ds) = parse_diagrams(&m) {
            for d in ds {
                let _ = d.turn(d.side_or(arimaa::Color::Gold));
            }
        }
    }
}
