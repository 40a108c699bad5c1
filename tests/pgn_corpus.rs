//! The records of `tests/data/howdah/`, each written by hand after Howdah's
//! writer (its canonical form): every one reads without a problem, and
//! writing what was read gives the file back byte for byte.

// Native only: reads files.
#![cfg(not(target_arch = "wasm32"))]

use arimaa::pgn;
use std::path::Path;

/// The corpus files, sorted by name, with their text.
pub fn corpus() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/howdah");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("the corpus folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).expect("UTF-8 text"))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_howdah_record_reads_and_writes_back_byte_for_byte() {
    let files = corpus();
    assert!(files.len() >= 10, "{} files", files.len());
    for (name, text) in &files {
        let record = match pgn::read_strict(text) {
            Ok(r) => r,
            Err(e) => panic!("{name}: {}", e.located()),
        };
        let out = pgn::write(&record).expect("an Arimaa record");
        assert_eq!(out, *text, "{name}");
    }
}

#[test]
fn the_corpus_as_one_collection_reads_back_game_by_game() {
    let files = corpus();
    let records: Vec<_> = files
        .iter()
        .map(|(_, t)| pgn::read_strict(t).expect("reads"))
        .collect();
    let all = pgn::write_all(&records).unwrap();
    let back = pgn::read_all(&all);
    assert_eq!(back.len(), records.len());
    for ((name, text), game) in files.iter().zip(&back) {
        assert!(game.errors.is_empty(), "{name}: {:?}", game.errors);
        assert_eq!(pgn::write(&game.record).unwrap(), *text, "{name}");
    }
}
