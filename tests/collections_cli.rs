//! Files of several games through the CLI: an archive converted to a FAN
//! collection reads back as the same 147 games, and so does the arimaa.com
//! collection written from that, and FAN again from it, byte for byte.

// Native only: runs the binary.
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;
use std::process::Command;

fn arimaa(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .args(args)
        .output()
        .expect("run arimaa");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8"),
    )
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.to_string_lossy().into_owned()
}

const ALL_AGREE: &str = "games: 147, legal: 147, results agree: 147, disagree: 0";

#[test]
fn an_archive_converted_to_a_collection_reads_back_as_the_same_games() {
    let dir = std::env::temp_dir().join(format!("arimaa-collections-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let archive = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/arimaa/allgames202602.txt"
    );
    let (code, out) = arimaa(&["replay", archive]);
    assert_eq!((code, out.lines().last()), (0, Some(ALL_AGREE)));

    let (code, fan) = arimaa(&["convert", "--to", "fan", archive]);
    assert_eq!(code, 0);
    assert_eq!(fan.matches("FAN31415926\n").count(), 147);
    let fan_path = write(&dir, "all.fan", &fan);
    let (code, replayed) = arimaa(&["replay", &fan_path]);
    assert_eq!((code, replayed.lines().last()), (0, Some(ALL_AGREE)));
    // Each game is named by the Id the conversion wrote, in archive order.
    assert_eq!(
        replayed
            .lines()
            .map(|l| l.split(' ').next().unwrap())
            .collect::<Vec<_>>(),
        out.lines()
            .map(|l| l.split(' ').next().unwrap())
            .collect::<Vec<_>>()
    );

    let (code, text) = arimaa(&["convert", "--to", "arimaa", &fan_path]);
    assert_eq!(code, 0);
    let text_path = write(&dir, "all.txt", &text);
    let (code, replayed) = arimaa(&["replay", &text_path]);
    assert_eq!((code, replayed.lines().last()), (0, Some(ALL_AGREE)));

    let (code, again) = arimaa(&["convert", "--to", "fan", &text_path]);
    assert_eq!(code, 0);
    assert_eq!(again, fan, "FAN → arimaa.com → FAN changed the collection");

    // The same through Howdah's records: FAN → pgn → FAN, byte for byte.
    let (code, pgn) = arimaa(&["convert", "--to", "pgn", &fan_path]);
    assert_eq!(code, 0);
    assert_eq!(
        pgn.matches("\n[Id \"").count() + usize::from(pgn.starts_with("[Id")),
        147
    );
    let pgn_path = write(&dir, "all.pgn", &pgn);
    let (code, replayed) = arimaa(&["replay", &pgn_path]);
    assert_eq!((code, replayed.lines().last()), (0, Some(ALL_AGREE)));
    let (code, again) = arimaa(&["convert", "--to", "fan", &pgn_path]);
    assert_eq!(code, 0);
    assert_eq!(again, fan, "FAN → pgn → FAN changed the collection");

    let site = dir.join("site");
    let (code, _) = arimaa(&["gallery", &fan_path, &site.to_string_lossy()]);
    assert_eq!(code, 0);
    let pages = std::fs::read_dir(site.join("games"))
        .expect("games/")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "html"))
        })
        .count();
    assert_eq!(pages, 147, "one page per game of the FAN collection");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The games of a text as the viewer reads them: (header fields, tree).
fn games_of(text: &str) -> Vec<(Vec<(String, String)>, arimaa::record::Tree)> {
    arimaa::viewer::load_all(text)
        .games
        .into_iter()
        .map(|g| {
            assert!(g.loaded.errors.is_empty(), "{:?}", g.loaded.errors);
            (g.loaded.record.header.fields, g.loaded.record.tree)
        })
        .collect()
}

#[test]
fn converted_collections_read_back_game_by_game_with_equal_trees_and_headers() {
    let dir = std::env::temp_dir().join(format!("arimaa-coll-trees-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let archive_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/arimaa/allgames202602.txt"
    );
    let archive = std::fs::read_to_string(archive_path).expect("archive");
    let (code, fan) = arimaa(&["convert", "--to", "fan", archive_path]);
    assert_eq!(code, 0);
    let from_fan = games_of(&fan);
    assert_eq!(from_fan.len(), 147);
    // The same moves as the viewer reads from the archive itself (the
    // header differs: the CLI writes the result as `1-0` and a letter).
    let from_archive = games_of(&archive);
    for (i, (a, f)) in from_archive.iter().zip(&from_fan).enumerate() {
        assert_eq!(a.1, f.1, "game {}: tree", i + 1);
        let id = |h: &[(String, String)]| h.iter().find(|(k, _)| k == "Id").map(|(_, v)| v.clone());
        assert_eq!(id(&a.0), id(&f.0), "game {}: Id", i + 1);
    }
    let fan_path = write(&dir, "all.fan", &fan);
    for to in ["fan", "arimaa", "pgn"] {
        let (code, text) = arimaa(&["convert", "--to", to, &fan_path]);
        assert_eq!(code, 0, "--to {to}");
        let back = games_of(&text);
        assert_eq!(back.len(), 147, "--to {to}");
        for (i, (b, f)) in back.iter().zip(&from_fan).enumerate() {
            assert_eq!(b.0, f.0, "--to {to}, game {}: header", i + 1);
            assert_eq!(b.1, f.1, "--to {to}, game {}: tree", i + 1);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
