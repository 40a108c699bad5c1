//! Issue 24: every record Howdah writes reads back as Howdah reads it, and
//! our writer gives Howdah's text back byte for byte. The cases of
//! Howdah's own tests (`analysis_after_a_resignation`,
//! `outside_results_in_variations`) with our own records, and the corpus of
//! `tests/data/howdah/`, each file written by hand after Howdah's writer.

use arimaa::pgn;
use arimaa::record::{MarkColour, Marking};
use arimaa::record::{MoveKind, NodeId, OutsideReason, Record, StatedResult, Tree};
use arimaa::viewer::{RecordFormat, Viewer};
use arimaa::{Color, Square};

/// Setups with the elephants in front (e2, e7) and dogs on b2, b7.
const SETUPS: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n\
                      1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7\n";

fn ok(text: &str) -> Record {
    match pgn::read_strict(text) {
        Ok(r) => r,
        Err(e) => panic!("{}\n{text}", e.located()),
    }
}

fn again(text: &str) -> String {
    pgn::write(&ok(text)).expect("an Arimaa record")
}

/// The main line's moves after the setups, as `label text`.
fn main_moves(tree: &Tree) -> Vec<String> {
    tree.main_line().skip(3).map(|id| show(tree, id)).collect()
}

fn show(tree: &Tree, id: NodeId) -> String {
    let m = tree.node(id).mv.as_ref().expect("a move");
    let body = match &m.kind {
        MoveKind::Steps(steps) => steps
            .iter()
            .map(|s| s.step.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        MoveKind::Result(r) => r.token_line(),
        MoveKind::Resign => "resigns".into(),
        other => format!("{other:?}"),
    };
    format!("{} {body}", m.label)
}

/// The node after the setups and `n` more main-line moves.
fn main_at(tree: &Tree, n: usize) -> NodeId {
    tree.main_line().nth(2 + n).expect("long enough")
}

// Howdah: analysis_after_a_resignation. Silver resigned after 2g; the
// result tags say so, and two blocks labelled 2s (the next ply) continue
// 2g as analysis.
#[test]
fn analysis_after_a_resignation_is_not_game() {
    let text = format!(
        "[ResultCode \"r\"]\n[Result \"1-0\"]\n\n{SETUPS}2g Ee2n\n(\n{{Likely:}}\n2s ee7s\n\
         3g Ee3n\n)\n(\n2s db7s\n)\n1-0\n"
    );
    let r = ok(&text);
    let t = &r.tree;
    assert_eq!(main_moves(t), ["2g Ee2n", "2s 1-0 r"]);
    let e2 = main_at(t, 1);
    let after: Vec<String> = t.node(e2).children.iter().map(|&c| show(t, c)).collect();
    assert_eq!(after, ["2s 1-0 r", "2s ee7s", "2s db7s"]);
    let likely = t.node(e2).children[1];
    assert_eq!(
        t.node(likely)
            .mv
            .as_ref()
            .unwrap()
            .before_comment
            .as_deref(),
        Some("Likely:")
    );
    assert_eq!(
        t.len(),
        8,
        "root, 2 setups, 2g, its result and 3 analysis moves"
    );
    assert_eq!(pgn::write(&r).unwrap(), text);
    // The chess habit, repeating the last move in each block, reads the same.
    let repeated = text
        .replace("(\n{Likely:}\n2s", "(\n{Likely:}\n2g Ee2n\n2s")
        .replace("(\n2s db7s", "(\n2g Ee2n\n2s db7s");
    assert_eq!(ok(&repeated), r);
    // The viewer's summary and `arimaa replay` see the game's end.
    let v = arimaa::verdict::check_parsed_game("x", pgn::read(&text), Default::default());
    assert_eq!(v.line, "x ok wr");
}

// An end word, then the analysis Howdah writes before it.
#[test]
fn analysis_written_before_an_end_word_stays_analysis() {
    let text = format!(
        "[ResultCode \"r\"]\n[Result \"1-0\"]\n\n{SETUPS}2g Ee2n\n(\n2s ee7s\n)\n2s resigns\n1-0\n"
    );
    let r = ok(&text);
    assert_eq!(main_moves(&r.tree), ["2g Ee2n", "2s resigns"]);
    assert_eq!(pgn::write(&r).unwrap(), text);
    // The same in a variation, and a result line after a block.
    let text = format!(
        "{SETUPS}2g Ee2n\n(\n2g Db2n\n(\n2s ee7s\n)\n2s timeout\n)\n(\n2g Ha2n\n(\n2s ee7s\n)\n0-1 i\n)\n"
    );
    let r = ok(&text);
    let t = &r.tree;
    let one_s = main_at(t, 0);
    let db2 = t.node(one_s).children[1];
    let ha2 = t.node(one_s).children[2];
    assert_eq!(show(t, t.node(db2).children[0]), "2s Timeout");
    assert_eq!(show(t, t.node(ha2).children[0]), "2s 0-1 i");
    assert_eq!(pgn::write(&r).unwrap(), text);
}

// Howdah refuses an end alone in a block ("empty variation"): the writer
// never makes one, even for a tree holding an alternative ending.
#[test]
fn an_alternative_ending_is_not_written_as_a_block() {
    let fan = format!("FAN31415926\n\n{SETUPS}2g Ee2n\n2s ee7s\n[2s resigns]\n3g Ee3n\n");
    let r = arimaa::fan::read_strict(&fan).expect("FAN reads");
    let out = pgn::write(&r).unwrap();
    assert!(!out.contains("(\n2s resigns\n)"), "{out}");
    assert_eq!(out, format!("{SETUPS}2g Ee2n\n2s ee7s\n3g Ee3n\n"));
    ok(&out);
}

// Results inside variations go through FAN and back.
#[test]
fn stated_results_survive_fan() {
    for line in ["1-0 r", "0-1 r", "1-0 i", "0-1 s", "1-0 f", "0-1 t"] {
        let text = format!("{SETUPS}2g Ee2n\n(\n2g Db2n\n{line}\n)\n2s ee7s\n");
        let r = ok(&text);
        let fan = arimaa::fan::write(&r);
        let back = arimaa::fan::read_strict(&fan).expect("FAN reads its own");
        assert_eq!(back.tree, r.tree, "{line}\n{fan}");
        assert_eq!(pgn::write(&back).unwrap(), text);
    }
    // A result after `lost` is the line's, the word kept as written
    // (tests/all/pgn_edges.rs has the other end words).
    let text = format!("{SETUPS}2g Ee2n\n(\n2g Db2n\n2s lost\n1-0 r\n)\n");
    assert_eq!(pgn::write(&ok(&text)).unwrap(), text);
    let gold_resigned = StatedResult {
        winner: Color::Silver,
        reason: OutsideReason::Resignation.into(),
    };
    assert_eq!(gold_resigned.marking(), "r=0-1r");
}

// A game comment with no move to hold it: after tags, after a `Position`,
// with a result. Howdah keeps it as the game comment and writes it back.
#[test]
fn game_comments_of_games_without_moves_are_kept() {
    let board = "[        R      r            e             CD                    ]";
    for (text, comment) in [
        (
            "[Event \"Puzzle\"]\n\n{Where do the setups go?}\n".to_owned(),
            "Where do the setups go?",
        ),
        (
            format!("[Position \"g {board}\"]\n\n{{Gold to move and win. [%csl Ga7]}}\n"),
            "Gold to move and win. [%csl Ga7]",
        ),
        (
            "[ResultCode \"f\"]\n[Result \"0-1\"]\n\n{Gold never came.}\n0-1\n".to_owned(),
            "Gold never came.",
        ),
        ("{}\n".to_owned(), ""),
    ] {
        let r = ok(&text);
        assert!(r.tree.is_empty());
        assert_eq!(r.tree.start_comment(), Some(comment), "{text}");
        assert_eq!(pgn::write(&r).unwrap(), text);
    }
}

/// The comment of the first move after the setups.
fn first_comment(text: &str) -> (Option<String>, usize) {
    let r = ok(text);
    let mv = r.tree.node(main_at(&r.tree, 1)).mv.clone().unwrap();
    let step_marks = match &mv.kind {
        MoveKind::Steps(s) => s.last().map_or(0, |s| s.note.markings.len()),
        _ => 0,
    };
    (mv.comment, mv.before_markings.len() + step_marks)
}

// Howdah keeps a comment as written; so do we, beside the text and
// markings it reads into, while they are not edited.
#[test]
fn comments_are_spelled_as_written() {
    for (comment, text, marks) in [
        ("[%emt 0:00:01.5]", None, 1),
        ("[%cal Ge4e5] [%cal Re6e5]", None, 2),
        ("[%emt 0:00:12] Quick. [%csl Rf3]", Some("Quick."), 2),
        ("[%clk 0:04:00] [%emt 0:00:40]", None, 2),
        ("", Some(""), 0),
    ] {
        let record = format!("{SETUPS}2g Ee2n Ee3n {{{comment}}}\n2s ee7s\n");
        assert_eq!(
            first_comment(&record),
            (text.map(str::to_owned), marks),
            "{comment}"
        );
        assert_eq!(again(&record), record);
    }
    // The canonical spelling gives the viewer its markings too.
    let canonical = "Slow. [%emt 0:01:05] [%clk 0:04:00] [%cal Gb3b4,Rd6d5] [%csl Yc6]";
    let text = format!("{SETUPS}2g Ee2n Ee3n {{{canonical}}}\n2s ee7s\n");
    assert_eq!(first_comment(&text), (Some("Slow.".to_owned()), 5));
    assert_eq!(again(&text), text);
    // An empty introduction and an empty game comment are kept too, and a
    // variation's intro as written.
    let text = format!("{{}}\n{SETUPS}2g Ee2n\n(\n{{}}\n2g Db2n\n)\n");
    assert_eq!(again(&text), text);
    let text = format!("{SETUPS}2g Ee2n\n(\n{{[%csl Rb2] Why?}}\n2g Db2n\n)\n");
    assert_eq!(again(&text), text);
}

// A comment kept as written still gives the viewer its arrows, its move
// time and its reserve; once a marking is edited, the writer gives the
// canonical form of what the comment now holds.
#[test]
fn a_comment_kept_as_written_is_drawn_timed_and_rewritten_once_edited() {
    let kept = "[%clk 0:04:00] [%emt 0:00:40] [%cal Ge4e5] [%cal Re6e5]";
    let text = format!(
        "[Event \"kept\"]\n[PlyCount \"4\"]\n\n{SETUPS}2g Ee2n Ee3n {{{kept}}}\n2s ee7s {{[%clk 0:05:00]}}\n"
    );
    let mut v = Viewer::new(&text);
    assert!(v.errors().is_empty(), "{:?}", v.errors());
    assert_eq!(v.write_as(RecordFormat::Pgn).unwrap(), text);
    v.go_to_text("2g").unwrap();
    assert_eq!(v.state().move_comment, None, "no command shows as text");
    let marks = v.notes().markings;
    assert!(marks.contains("e4e5") && marks.contains("e6e5"), "{marks}");
    v.go_to_text("2s").unwrap();
    assert_eq!(
        v.state().clocks.map(|c| (c.gold, c.silver)),
        Some((240, 300))
    );
    v.go_to_text("2g").unwrap();
    let arrow = Marking::Arrow {
        from: Square::parse("e4").unwrap(),
        to: Square::parse("e5").unwrap(),
        colour: MarkColour::Green,
    };
    assert_eq!(v.toggle_marking(arrow), Ok(false), "the arrow was drawn");
    let edited = v.write_as(RecordFormat::Pgn).unwrap();
    assert!(
        edited.contains("2g Ee2n Ee3n {[%emt 0:00:40] [%clk 0:04:00] [%cal Re6e5]}\n"),
        "{edited}"
    );
    // The untouched comment of 2s keeps its spelling; FAN has its own.
    assert!(edited.contains("2s ee7s {[%clk 0:05:00]}\n"), "{edited}");
    let fan = v.write_as(RecordFormat::Fan).unwrap();
    assert!(!fan.contains('%'), "{fan}");
}

// Howdah keeps an end word as written; so do we, read as the end it says.
#[test]
fn end_words_are_spelled_as_written() {
    for (word, kind) in [
        ("resign", MoveKind::Resign),
        ("RESIGNS", MoveKind::Resign),
        ("lose", MoveKind::Lost),
        ("Timeout", MoveKind::Timeout),
    ] {
        let text = format!("{SETUPS}2g Ee2n\n2s {word}\n");
        let r = ok(&text);
        assert_eq!(
            r.tree.node(main_at(&r.tree, 2)).mv.as_ref().unwrap().kind,
            kind
        );
        let written = pgn::write(&r).unwrap();
        assert!(written.contains(&format!("\n2s {word}\n")), "{written}");
        assert_eq!(again(&written), written, "{word}");
    }
}

// `*` is written where Howdah writes it: for a `Result "*"`, not after
// every unfinished game of a collection.
#[test]
fn a_star_only_where_howdah_writes_one() {
    let unfinished = format!("[Event \"a\"]\n[PlyCount \"3\"]\n\n{SETUPS}2g Ee2n\n");
    let star = format!("[Event \"b\"]\n[PlyCount \"3\"]\n[Result \"*\"]\n\n{SETUPS}2g Ee2n\n*\n");
    let records = [ok(&unfinished), ok(&star), ok(&unfinished)];
    assert_eq!(pgn::write(&records[0]).unwrap(), unfinished);
    assert_eq!(pgn::write(&records[1]).unwrap(), star);
    let all = pgn::write_all(&records).unwrap();
    assert_eq!(all, format!("{unfinished}\n{star}\n{unfinished}"));
    assert_eq!(pgn::read_all(&all).len(), 3);
}
