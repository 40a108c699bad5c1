//! Texts of several games read for viewing: each format's collections, their
//! summaries, the games-per-file limit, and paths that name a game.

use arimaa::limits::MAX_GAMES_PER_FILE;
use arimaa::record::{ErrorKind, Limit, Path};
use arimaa::viewer::{
    load, load_all, CollectionView, Format, GamePath, GamePathError, GameRef, GameResult,
};

const GAME: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Db2 Hc2 Md2 Ee2 Hf2 Dg2 Ch2\n\
                    1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 db7 hc7 ed7 me7 hf7 dg7 ch7\n\
                    2g Ee2n Ee3n Ee4n Md2n\n";

fn fan_record(id: &str, gold: &str, silver: &str, tail: &str) -> String {
    format!("FAN31415926\nId: {id}\nGold: {gold}\nSilver: {silver}\n{tail}\n{GAME}")
}

fn archive() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/arimaa/allgames202602.txt"
    ))
    .expect("archive")
}

#[test]
fn a_fan_collection_gives_each_record_with_its_summary() {
    let text = [
        fan_record(
            "a1",
            "Ann",
            "Bob",
            "Result: 1-0\nTermination: g\nDate: 2020-01-02",
        ),
        fan_record("a2", "Cid", "Dee", "Result: 0-1\nTermination: time"),
        // No result in the header: the resignation that ends the line says it.
        fan_record("a3", "Eve", "Fay", "") + "2s resigns\n",
    ]
    .concat();
    let c = load_all(&text);
    assert_eq!(c.games.len(), 3);
    let s: Vec<_> = c.games.iter().map(|g| &g.summary).collect();
    assert_eq!(
        s.iter().map(|s| s.number).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
    assert_eq!(s[0].id.as_deref(), Some("a1"));
    assert_eq!(
        (s[1].gold.as_deref(), s[1].silver.as_deref()),
        (Some("Cid"), Some("Dee"))
    );
    assert_eq!(
        s[0].label(&arimaa::words::Words::english()),
        "1. Ann – Bob, 1-0 goal, 2020-01-02"
    );
    assert_eq!(
        s[1].label(&arimaa::words::Words::english()),
        "2. Cid – Dee, 0-1 time"
    );
    assert_eq!(
        (s[2].result, s[2].termination.as_deref()),
        (GameResult::GoldWins, Some("resignation"))
    );
    for g in &c.games {
        assert!(g.loaded.errors.is_empty(), "{:?}", g.loaded.errors);
        assert_eq!(g.loaded.format, Format::Fan);
        assert_eq!(
            g.loaded.record.tree.main_line().count(),
            4 + usize::from(g.summary.number == 3)
        );
    }
    // `load` keeps giving the first game.
    assert_eq!(load(&text).record.header.get("Id"), Some("a1"));
}

#[test]
fn arimaa_com_games_one_after_another_are_two_games() {
    let text = format!("Gold: Ann\nSilver: Bob\n\n{GAME}\nGold: Cid\nSilver: Dee\n\n{GAME}");
    let c = load_all(&text);
    assert_eq!(c.games.len(), 2);
    assert_eq!(c.games[1].summary.gold.as_deref(), Some("Cid"));
    assert_eq!(c.games[1].summary.result, GameResult::Unknown);
    assert_eq!(
        c.games[1].summary.label(&arimaa::words::Words::english()),
        "2. Cid – Dee, *"
    );
    assert_eq!(
        c.games[0].loaded.record.tree, c.games[1].loaded.record.tree,
        "the same moves give the same tree"
    );
}

#[test]
fn an_archive_gives_every_row_with_its_columns_in_the_summary() {
    let c = load_all(&archive());
    assert_eq!(c.games.len(), 147);
    assert!(c.games.iter().all(|g| g.loaded.format == Format::Archive));
    // Checked by hand against the file's columns.
    let first = &c.games[0].summary;
    assert_eq!(first.id.as_deref(), Some("669122"));
    assert_eq!(
        first.label(&arimaa::words::Words::english()),
        "1. bot_dolores_v1 – browni3141, 1-0 resignation, 2026.02.01"
    );
    let sixth = &c.games[5].summary;
    assert_eq!(sixth.id.as_deref(), Some("669127"));
    assert_eq!(
        sixth.label(&arimaa::words::Words::english()),
        "6. Jipbi – bot_ShallowBlue, 0-1 goal, 2026.02.01"
    );
    let illegal = c
        .games
        .iter()
        .find(|g| g.summary.id.as_deref() == Some("669192"))
        .expect("game 669192");
    assert_eq!(illegal.summary.number, 71);
    assert_eq!(
        illegal.summary.label(&arimaa::words::Words::english()),
        "71. Axo – bot_Arimaazilla, 1-0 illegal move, 2026.02.05"
    );
}

#[test]
fn a_single_game_is_a_collection_of_one() {
    let c = load_all(&fan_record("x", "Ann", "Bob", ""));
    assert_eq!(c.games.len(), 1);
    let c = load_all("");
    assert_eq!(c.games.len(), 1, "an empty text is one empty game");
    assert_eq!(c.games[0].loaded.record.tree.len(), 1);
}

#[test]
fn a_problem_in_a_later_game_is_reported_at_its_line_in_the_whole_text() {
    let text = [
        fan_record("a1", "Ann", "Bob", ""),
        fan_record("a2", "Cid", "Dee", "") + "2s Zz9q\n",
    ]
    .concat();
    let c = load_all(&text);
    assert!(c.games[0].loaded.errors.is_empty());
    let (_, e) = &c.games[1].loaded.errors[0];
    let line = text.lines().position(|l| l.contains("Zz9q")).unwrap() + 1;
    assert_eq!((e.line, e.token.as_str()), (line, "Zz9q"));
}

#[test]
fn past_the_games_limit_the_last_game_kept_carries_the_error() {
    let tiny = "FAN31415926\nEvent: e\n";
    let at_limit = load_all(&tiny.repeat(MAX_GAMES_PER_FILE));
    assert_eq!(at_limit.games.len(), MAX_GAMES_PER_FILE);
    assert!(
        at_limit.games.iter().all(|g| g.loaded.errors.is_empty()),
        "{:?}",
        at_limit.games[0].loaded.errors
    );

    let over = load_all(&tiny.repeat(MAX_GAMES_PER_FILE + 1));
    assert_eq!(over.games.len(), MAX_GAMES_PER_FILE);
    let last = &over.games[MAX_GAMES_PER_FILE - 1].loaded.errors;
    assert_eq!(last.len(), 1);
    assert_eq!(last[0].1.kind, ErrorKind::Limit(Limit::Games));
    assert!(last[0]
        .1
        .to_string()
        .contains(&MAX_GAMES_PER_FILE.to_string()));
}

#[test]
fn game_paths_parse_and_display() {
    for text in ["3/12g.2.13s:2", "id=669130/12g", "12s", "2/start", "start"] {
        let p: GamePath = text.parse().expect(text);
        assert_eq!(p.to_string(), text);
    }
    let p: GamePath = "3/12g.2.13s:2".parse().unwrap();
    assert_eq!(p.game, Some(GameRef::Number(3)));
    assert_eq!(p.path, "12g.2.13s:2".parse::<Path>().unwrap());
    assert_eq!("3/".parse::<GamePath>().unwrap().to_string(), "3/start");
    assert_eq!(
        "id=669130/12g".parse::<GamePath>().unwrap().game,
        Some(GameRef::Id("669130".into()))
    );
    for bad in ["0/12g", "x/12g", "id=/12g", "-1/12g"] {
        assert!(
            matches!(bad.parse::<GamePath>(), Err(GamePathError::Game(_))),
            "{bad}"
        );
    }
    assert!(matches!(
        "2/12x".parse::<GamePath>(),
        Err(GamePathError::Path(_))
    ));
}

#[test]
fn game_paths_open_the_game_they_name() {
    let mut v = CollectionView::new(&archive());
    assert_eq!((v.index(), v.games().len()), (0, 147));
    assert_eq!(v.path().to_string(), "1/1s", "opened after the setups");
    v.go_to_text("3/12g").unwrap();
    assert_eq!(v.index(), 2);
    assert_eq!(v.path().to_string(), "3/12g");
    assert_eq!(v.viewer().record().header.get("Id"), Some("669124"));
    v.go_to_text("id=669130/5s:2").unwrap();
    assert_eq!(v.path().to_string(), "9/5s:2");
    // Without a game: a node of the game open.
    v.go_to_text("7g").unwrap();
    assert_eq!(v.path().to_string(), "9/7g");
    // Nothing changes when the game or the node is not there.
    assert_eq!(v.go_to_text("148/3g"), Err(GamePathError::NoGame(148, 147)));
    assert_eq!(
        v.go_to_text("id=1/3g"),
        Err(GamePathError::NoId("1".into()))
    );
    assert!(matches!(
        v.go_to_text("2/300g"),
        Err(GamePathError::Path(_))
    ));
    assert_eq!(v.path().to_string(), "9/7g");
    // Back to a game already seen: its record is the one read at first.
    v.go_to_text("3/").unwrap();
    assert_eq!((v.index(), v.path().to_string().as_str()), (2, "3/start"));
    assert_eq!(v.viewer().record().header.get("Id"), Some("669124"));
    assert!(v.open(0));
    assert!(!v.open(147));
    assert_eq!(v.path().to_string(), "1/1s");
}

#[test]
fn a_single_game_path_has_no_game_part() {
    let mut v = CollectionView::new(&fan_record("x", "Ann", "Bob", ""));
    assert_eq!(v.path().to_string(), "1s");
    v.go_to_text("1/2g").unwrap();
    assert_eq!(v.path().to_string(), "2g");
    assert_eq!(v.go_to_text("2/2g"), Err(GamePathError::NoGame(2, 1)));
}

#[test]
fn a_text_with_variations_and_no_magic_line_is_one_fan_record() {
    // A `1g` line after a stray `]` belongs to the record (tests/all/fuzz_regressions.rs).
    assert_eq!(load_all("12g Ra2 Rb2\n]\n1g Ra2 Rb2\n").games.len(), 1);
    assert_eq!(load_all(&format!("{GAME}[2g Ee2n]\n{GAME}")).games.len(), 1);
}
