//! Files of several games through the CLI: an archive converted to a FAN
//! collection reads back as the same 147 games, and so does the arimaa.com
//! collection written from that, and FAN again from it, byte for byte.

use std::path::Path;

use crate::cli;
use cli::arimaa;

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
    // The id goes under Howdah's tag name, `GameId`.
    assert_eq!(
        pgn.matches("\n[GameId \"").count() + usize::from(pgn.starts_with("[GameId")),
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

/// `convert --to pgn` of an archive row: its id as Howdah's `GameId` tag,
/// and each move's time used and the mover's reserve after it from the
/// row's `events`, as `%emt` and `%clk`; read back, they are the same
/// times and the header's `Id`.
#[test]
fn an_archive_row_converted_to_pgn_keeps_its_clocks_and_game_id() {
    let dir = std::env::temp_dir().join(format!("arimaa-pgn-clocks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let moves = [
        "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2",
        "1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7",
        "2w Ee2n Ee3n",
        "2b ee7s",
        "3w Ee4n",
    ]
    .join("\\n");
    let events = [
        "1700000000 [x] start move received from w",
        "1700000020 [x] after 1w, move used:20 wresv:120 bresv:120 game:20",
        "1700000050 [x] after 1b, move used:30 wresv:120 bresv:120 game:50",
        "1700000055 [x] after 2w, move used:5 wresv:145 bresv:120 game:55",
        "1700003782 [x] after 2b, move used:3727 wresv:145 bresv:30 game:3782",
        "1700003789 [x] after 3w, move used:7 wresv:168 bresv:30 game:3789",
    ]
    .join("\\n");
    let archive = format!(
        "id\twusername\tbusername\ttimecontrol\tstartts\tresult\ttermination\tmovelist\tevents\n\
         4242\tann\tbob\t2/2\t1700000000\t\t\t{moves}\t{events}\n"
    );
    let path = write(&dir, "one.txt", &archive);
    let (code, pgn) = arimaa(&["convert", "--to", "pgn", &path]);
    assert_eq!(code, 0, "{pgn}");
    assert!(pgn.starts_with("[GameId \"4242\"]\n"), "{pgn}");
    assert!(!pgn.contains("[Id "), "{pgn}");
    assert!(
        pgn.contains("\n2g Ee2n Ee3n {[%emt 0:00:05] [%clk 0:02:25]}\n"),
        "{pgn}"
    );
    assert!(
        pgn.contains("\n2s ee7s {[%emt 1:02:07] [%clk 0:00:30]}\n"),
        "{pgn}"
    );
    assert!(
        pgn.contains("\n3g Ee4n {[%emt 0:00:07] [%clk 0:02:48]}\n"),
        "{pgn}"
    );

    let back = arimaa::pgn::read(&pgn);
    assert!(back.errors.is_empty(), "{:?}", back.errors);
    let record = back.record;
    assert_eq!(record.header.get("Id"), Some("4242"));
    assert_eq!(record.header.get("GameId"), None);
    let times: Vec<Vec<arimaa::record::Marking>> = record
        .tree
        .main_line()
        .skip(1)
        .map(|id| {
            record
                .tree
                .node(id)
                .mv
                .as_ref()
                .unwrap()
                .before_markings
                .clone()
        })
        .collect();
    use arimaa::record::Marking::{Clock, Time};
    assert_eq!(
        times,
        [
            vec![Time(20), Clock(120)],
            vec![Time(30), Clock(120)],
            vec![Time(5), Clock(145)],
            vec![Time(3727), Clock(30)],
            vec![Time(7), Clock(168)],
        ]
    );
    // The viewer shows both clocks from them.
    let loaded = arimaa::viewer::load(&pgn);
    let last = record.tree.main_line().last().unwrap();
    let clocks = loaded.clocks.at(last).expect("clocks after 3g");
    assert_eq!((clocks.gold, clocks.silver), (168, 30));
    // Howdah's tag and ours both give the id.
    for tag in ["GameId", "Id"] {
        let r = arimaa::pgn::read(&format!("[{tag} \"77\"]\n\n*\n")).record;
        assert_eq!(r.header.get("Id"), Some("77"), "{tag}");
    }
}
