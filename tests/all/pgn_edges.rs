//! Issue 33: Howdah's edge records, read as Howdah reads them. Each shape
//! is ordinary Howdah output that Howdah reads back unchanged (its files
//! are in `tests/data/howdah/`): tag names as written, a lower-case
//! `position` tag, an end word then another result in a variation, result
//! tags with a board letter before analysis, and `arimaa replay`'s verdict
//! by Howdah's rules. A game without tags right after an unfinished one is
//! a problem at its first label, as Howdah refuses it.

use arimaa::pgn;
use arimaa::record::{
    ErrorKind, MoveKind, OutsideReason, Record, StatedReason, StatedResult, TagNames,
};
use arimaa::verdict::check_howdah_game;
use arimaa::viewer::load_all_pgn;
use arimaa::{Color, TurnLabel};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/howdah/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("the file")
}

fn ok(text: &str) -> Record {
    match pgn::read_strict(text) {
        Ok(r) => r,
        Err(e) => panic!("{}\n{text}", e.located()),
    }
}

fn fields(r: &Record) -> Vec<(&str, &str)> {
    let f = &r.header.fields;
    f.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

/// The verdict line `arimaa replay` prints for a Howdah record.
fn verdict(text: &str) -> (String, bool) {
    let v = check_howdah_game("x", pgn::read(text));
    (v.line, v.agrees)
}

#[test]
fn tag_names_are_case_sensitive_and_kept_as_written() {
    let text = data("tag-names-as-written.pgn");
    let r = ok(&text);
    assert_eq!(
        fields(&r),
        [
            ("Event", "Casual game"),
            ("event", "lower case"),
            ("Termination", "r"),
            ("Id", "12"),
            ("gameid", "34"),
            ("result", "1-0"),
            ("plycount", "4"),
            ("PLYCOUNT", "4"),
        ]
    );
    assert!(matches!(
        r.header.names,
        TagNames::Howdah {
            own_termination: true,
            own_id: true
        }
    ));
    // No result: `result` is no `Result`, `Termination` no `ResultCode`.
    assert_eq!(pgn::result_of(&r), None);
    assert_eq!(
        (r.header.get("Result"), r.header.get("result")),
        (None, Some("1-0"))
    );
    assert_eq!(r.header.get("EVENT"), None);
    let out = pgn::write(&r).unwrap();
    assert_eq!(out, text);
    assert!(!out.contains("ResultCode") && !out.ends_with("1-0\n"));
}

#[test]
fn a_repeated_tag_keeps_its_place_and_the_last_value() {
    let r = ok("[Event \"a\"]\n[Site \"s\"]\n[Event \"b\"]\n[White \"w\"]\n[Gold \"g\"]\n");
    assert_eq!(fields(&r), [("Event", "b"), ("Site", "s"), ("Gold", "g")]);
}

#[test]
fn howdahs_own_names_become_ours_and_go_back() {
    let text = "[GameId \"7\"]\n[Event \"e\"]\n[PlyCount \"3\"]\n[ResultCode \"t\"]\n\
                [Result \"0-1\"]\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n\
                1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7\n\
                2g Ee2n Ee3n\n0-1\n";
    let r = ok(text);
    // FAN, the viewer and the archive's tools find the id and the reason.
    assert_eq!(
        fields(&r),
        [
            ("Id", "7"),
            ("Event", "e"),
            ("Result", "0-1"),
            ("Termination", "t")
        ]
    );
    assert_eq!(pgn::write(&r).unwrap(), text);
    assert!(arimaa::fan::write(&r).contains("Id: 7\n"));
    // An edited header is written with Howdah's names still.
    let mut edited = r.clone();
    edited.header.set("Termination", "r".into());
    edited.header.set("Event", "f".into());
    let out = pgn::write(&edited).unwrap();
    assert!(
        out.starts_with("[GameId \"7\"]\n[Event \"f\"]\n[PlyCount \"3\"]\n[ResultCode \"r\"]\n")
    );
}

#[test]
fn a_lower_case_position_tag_is_a_tag_like_any_other() {
    let text = data("lower-case-position-tag.pgn");
    let p = pgn::read(&text);
    assert!(p.errors.is_empty(), "{:?}", p.errors);
    let tree = &p.record.tree;
    assert!(tree
        .root()
        .position
        .arimaa()
        .unwrap()
        .board
        .occupied()
        .is_empty());
    assert_eq!(tree.main_line().count(), 4, "the start, two setups and 2g");
    assert_eq!(fields(&p.record)[0].0, "position");
    assert_eq!(pgn::write(&p.record).unwrap(), text);
}

/// The block's end as our tree holds it: its kind and the word as written.
fn block_end(r: &Record, block: usize) -> (MoveKind, Option<String>) {
    let tree = &r.tree;
    let e2 = tree.main_line().nth(3).unwrap();
    let parent = tree.node(e2).parent.unwrap();
    let start = tree.node(parent).children[block];
    let end = tree.node(start).children[0];
    let node = tree.node(end);
    let mv = node.mv.clone().unwrap();
    (mv.kind, node.spelling.end_word.clone())
}

#[test]
fn an_end_word_then_another_result_in_a_variation_keeps_both() {
    let text = data("end-words-before-results.pgn");
    let p = pgn::read(&text);
    assert!(p.errors.is_empty(), "{:?}", p.errors);
    let r = &p.record;
    let stated = |winner, reason: OutsideReason| {
        MoveKind::Result(StatedResult {
            winner,
            reason: reason.into(),
        })
    };
    assert_eq!(
        block_end(r, 1),
        (
            stated(Color::Gold, OutsideReason::Timeout),
            Some("resigns".into())
        )
    );
    assert_eq!(
        block_end(r, 2),
        (
            stated(Color::Silver, OutsideReason::Resignation),
            Some("lost".into())
        )
    );
    assert_eq!(
        block_end(r, 3),
        (
            stated(Color::Silver, OutsideReason::Timeout),
            Some("timeout".into())
        )
    );
    assert_eq!(pgn::write(r).unwrap(), text);
    // A result the word already says stays the word alone, as Howdah writes.
    let same = text.replace("2s resigns\n1-0 t\n", "2s resigns\n1-0 r\n");
    let again = pgn::write(&ok(&same)).unwrap();
    assert_eq!(again, text.replace("2s resigns\n1-0 t\n", "2s resigns\n"));
    // A board letter the moves do not show stays an error, as in Howdah.
    let goal = text.replace("2s lost\n0-1 r\n", "2s lost\n0-1 g\n");
    let e = pgn::read(&goal).first_error().cloned().unwrap();
    assert_eq!((e.line, e.column, e.token.as_str()), (15, 1, "0-1"));
}

#[test]
fn tags_stating_a_goal_the_board_does_not_show_end_the_game_before_the_analysis() {
    for (file, winner, reason, plies) in [
        (
            "goal-stated-before-analysis.pgn",
            Color::Gold,
            StatedReason::Goal,
            4,
        ),
        (
            "elimination-stated-before-analysis.pgn",
            Color::Silver,
            StatedReason::Elimination,
            3,
        ),
    ] {
        let text = data(file);
        let r = ok(&text);
        let tree = &r.tree;
        let main: Vec<_> = tree.main_line().collect();
        // The start, `plies` moves, and the result the tags state.
        assert_eq!(main.len(), plies + 2, "{file}");
        let end = tree.node(*main.last().unwrap()).mv.clone().unwrap();
        assert_eq!(end.kind, MoveKind::Result(StatedResult { winner, reason }));
        let last_move = tree.node(main[plies]);
        assert_eq!(
            last_move.children.len(),
            2,
            "{file}: the result and the block"
        );
        assert_eq!(pgn::write(&r).unwrap(), text, "{file}");
        // The board does not show it: Howdah's result, and a disagreement.
        let letter = reason.letter();
        let side = if winner == Color::Gold { 'w' } else { 'b' };
        assert_eq!(verdict(&text), (format!("x ok {side}{letter}"), false));
        // FAN keeps it as a marking on an end word, and reads it back.
        let token = if winner == Color::Gold { "1-0" } else { "0-1" };
        let fan = arimaa::fan::write(&r);
        let marked = format!("{} @r={token}{letter}", end.label);
        let line = fan.lines().find(|l| l.starts_with(&marked));
        let line = line.unwrap_or_else(|| panic!("{marked} in\n{fan}"));
        let alone = fan.split(line).next().unwrap().to_owned() + line + "\n";
        let back = arimaa::fan::read_strict(&alone).unwrap();
        let last = back.tree.main_line().last().unwrap();
        assert_eq!(back.tree.node(last).mv.as_ref().unwrap().kind, end.kind);
    }
}

#[test]
fn replay_judges_howdah_records_by_howdahs_rules() {
    for (file, line) in [
        // `42g resigns` and `1-0 r` tags: the tags win, as in the archive.
        ("archive-669150-resigns-against-the-tags.pgn", "x ok wr"),
        ("archive-669158-resigns-against-the-tags.pgn", "x ok wr"),
        ("end-word-against-result-tags.pgn", "x ok br"),
        // `lost` gives no result.
        ("lost-gives-no-result.pgn", "x ok *"),
        ("tag-names-as-written.pgn", "x ok *"),
        ("tournament-timeout.pgn", "x ok bt"),
    ] {
        assert_eq!(verdict(&data(file)), (line.to_owned(), true), "{file}");
    }
    let lose = data("lost-gives-no-result.pgn").replace("3g lost", "3g lose");
    assert_eq!(verdict(&lose), ("x ok *".to_owned(), true));
    // An end word says the result where the tags do not.
    let resigns = data("end-word-against-result-tags.pgn")
        .replace("[ResultCode \"r\"]\n[Result \"0-1\"]\n", "")
        .replace("0-1\n", "");
    assert_eq!(verdict(&resigns), ("x ok wr".to_owned(), true));
    // Tags the board contradicts: the board's result, a disagreement.
    // Gold's rabbit on a7, silver's on h2: 2g Ra7n reaches the goal.
    let board = format!("[{}R{}r{}]", " ".repeat(8), " ".repeat(46), " ".repeat(8));
    let goal =
        format!("[ResultCode \"r\"]\n[Result \"0-1\"]\n[Position \"g {board}\"]\n\n2g Ra7n\n0-1\n");
    assert_eq!(verdict(&goal), ("x ok wg".to_owned(), false));
    let agreed = goal.replace("\"r\"", "\"g\"").replace("0-1", "1-0");
    assert_eq!(verdict(&agreed), ("x ok wg".to_owned(), true));
}

#[test]
fn a_result_code_colon_tag_tells_a_howdah_record() {
    let text = data("other-shapes/result-code-colon-tag.pgn");
    assert!(pgn::looks_like(&text));
    let r = ok(&text);
    assert_eq!(verdict(&text), ("x ok wr".to_owned(), true));
    // Howdah writes it with its own tags.
    let out = pgn::write(&r).unwrap();
    assert!(out.starts_with(
        "[Event \"Colon tags\"]\n[PlyCount \"3\"]\n[ResultCode \"r\"]\n[Result \"1-0\"]\n\n"
    ));
    assert!(out.ends_with("2g Ee2n Ee3n\n1-0\n"));
}

#[test]
fn a_game_without_tags_after_an_unfinished_one_is_a_wrong_label() {
    let text = data("other-shapes/tagless-game-after-an-unfinished-one.pgn");
    // Plain move lines: arimaa.com's too, so only a file's name gives them
    // to Howdah's reader.
    assert!(!pgn::looks_like(&text) && pgn::may_be(&text));
    let games = load_all_pgn(&text).games;
    assert_eq!(games.len(), 1, "Howdah reads one record");
    let errors = &games[0].loaded.errors;
    let e = &errors.first().expect("a problem").1;
    assert_eq!((e.line, e.column, e.token.as_str()), (5, 1, "1g"));
    let expected = TurnLabel::parse("2s").unwrap();
    let found = TurnLabel::parse("1g").unwrap();
    assert_eq!(e.kind, ErrorKind::Label { expected, found });
    assert_eq!(
        e.located().to_string(),
        "line 5, column 1: expected move 2s, found 1g (at `1g`)"
    );
    // The unfinished game is kept as far as it goes, then the wrong label.
    let tree = &games[0].loaded.record.tree;
    let main: Vec<_> = tree.main_line().collect();
    assert_eq!(
        main.len(),
        5,
        "the start, 1g, 1s, 2g and the label at fault"
    );
    assert_eq!(tree.node(main[4]).error.as_ref(), Some(e));
    // With a tag first, the text says it is Howdah's.
    let tagged = format!("[Event \"a\"]\n\n{text}");
    assert!(pgn::looks_like(&tagged));
    let e = pgn::read(&tagged).first_error().cloned().unwrap();
    assert_eq!((e.line, e.column), (7, 1));
}
