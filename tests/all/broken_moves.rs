//! A move with a malformed token in the middle (`3g De1n Ee5w Ed5n Zz9q
//! Hb2n`): every reader keeps the legal steps before the token, the move's
//! comment and a typed error at the token, and the viewer shows and says
//! the move as far as it was read, with the error.

use arimaa::record::{ErrorKind, Expected, MoveKind, NodeId, Path, Record};
use arimaa::viewer::{move_list, Format, Viewer};
use arimaa::{pgn, Color, Piece, Square};

const SETUPS: [&str; 2] = [
    "1g Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ha2 Cb2 Cc2 Md2 Ee2 Rf2 Hg2 Rh2",
    "1s ra8 rb8 rc8 dd8 de8 rf8 rg8 rh8 ha7 cb7 cc7 md7 ee7 rf7 hg7 rh7",
];
const BEFORE: [&str; 2] = ["2g Ee2n Ee3n Ee4n Ha2n", "2s ha7s ha6s hg7s hg6s"];
const BROKEN: &str = "3g De1n Ee5w Ed5n Zz9q Hb2n";
const AFTER: [&str; 2] = ["3s ha5s hg5s", "4g Ed6s"];
const COMMENT: &str = "A typo in the record";

/// The record's lines: setups, 2g, 2s, then `broken` (line 5), then the rest.
fn lines(broken: &str) -> Vec<String> {
    let mut v: Vec<String> = SETUPS
        .iter()
        .chain(&BEFORE)
        .map(|s| s.to_string())
        .collect();
    v.push(broken.to_owned());
    v.extend(AFTER.iter().map(|s| s.to_string()));
    v
}

fn fan_text() -> String {
    let body = lines(&format!("{BROKEN} \"{COMMENT}\"")).join("\n");
    format!("FAN31415926\nVersion: 2\n\n{body}\n")
}

fn arimaa_com_text() -> String {
    lines(BROKEN).join("\n") + "\n"
}

fn pgn_text() -> String {
    let body = lines(&format!("{BROKEN} {{{COMMENT}}}")).join("\n");
    format!("[Event \"broken\"]\n\n{body}\n*\n")
}

fn archive_row() -> String {
    let mut fields = vec![""; 29];
    fields[0] = "123";
    fields[19] = "1300000000";
    let movelist = lines(BROKEN).join("\\n");
    fields[27] = &movelist;
    let header = "id\twplayerid\tbplayerid\twusername\tbusername\twtitle\tbtitle\twcountry\tbcountry\twrating\tbrating\twratingk\tbratingk\twtype\tbtype\tevent\tsite\ttimecontrol\tpostal\tstartts\tendts\tresult\ttermination\tplycount\tmode\trated\tcorrupt\tmovelist\tevents";
    format!("{header}\n{}\n", fields.join("\t"))
}

fn node_3g(record: &Record) -> NodeId {
    let path: Path = "3g".parse().unwrap();
    path.resolve(&record.tree).expect("3g is in the tree").node
}

/// The checks every format shares: the legal part kept, the error typed at `Zz9q`.
fn check_tree(record: &Record, text: &str, comment: Option<&str>) {
    let line = 1 + text.lines().position(|l| l.contains("Zz9q")).unwrap();
    let id = node_3g(record);
    let node = record.tree.node(id);
    let mv = node.mv.as_ref().unwrap();
    let MoveKind::Steps(steps) = &mv.kind else {
        panic!("steps expected, got {:?}", mv.kind)
    };
    let words: Vec<String> = steps.iter().map(|s| s.step.to_string()).collect();
    assert_eq!(words, ["De1n", "Ee5w", "Ed5n"]);
    let board = node.position.board();
    let sq = |s| Square::parse(s).unwrap();
    assert_eq!(
        board.piece_at(sq("d6")),
        Some(Piece::from_char('E').unwrap())
    );
    assert_eq!(
        board.piece_at(sq("e2")),
        Some(Piece::from_char('D').unwrap())
    );
    assert_eq!(board.piece_at(sq("e1")), None);
    assert_eq!(
        node.position.side(),
        Color::Gold,
        "the move was not completed"
    );
    assert_eq!(mv.comment.as_deref(), comment);
    let e = node.error.as_ref().expect("the error is on 3g");
    assert_eq!(e.kind, ErrorKind::Syntax(Expected::Step));
    assert_eq!(e.token, "Zz9q");
    assert_eq!((e.line, e.column), (line, 19), "{e:?}");
}

#[test]
fn fan_keeps_the_steps_before_a_malformed_token_and_the_comment() {
    let text = fan_text();
    let parsed = arimaa::fan::read(&text);
    check_tree(&parsed.record, &text, Some(COMMENT));
    assert_eq!(parsed.errors.len(), 1, "{:?}", parsed.errors);
    // Written back, the broken move and everything after it read as before.
    let written = arimaa::fan::write(&parsed.record);
    assert!(
        written.contains(&format!("{BROKEN} \"{COMMENT}\"")),
        "{written}"
    );
    assert!(written.contains(AFTER[1]), "{written}");
    check_tree(&arimaa::fan::read(&written).record, &written, Some(COMMENT));
}

#[test]
fn arimaa_com_text_keeps_the_steps_before_a_malformed_token() {
    let text = arimaa_com_text();
    check_tree(&arimaa::fan::read(&text).record, &text, None);
}

#[test]
fn an_archive_row_keeps_the_steps_before_a_malformed_token() {
    let v = Viewer::new(&archive_row());
    assert_eq!(v.format(), Format::Archive);
    let id = node_3g(v.record());
    let node = v.record().tree.node(id);
    let e = node.error.as_ref().expect("the error is on 3g");
    assert_eq!(e.token, "Zz9q");
    let MoveKind::Steps(steps) = &node.mv.as_ref().unwrap().kind else {
        panic!()
    };
    assert_eq!(steps.len(), 3);
}

#[test]
fn howdah_records_keep_the_steps_before_a_malformed_token_and_the_comment() {
    let text = pgn_text();
    let parsed = pgn::read(&text);
    check_tree(&parsed.record, &text, Some(COMMENT));
    // The writer gives the broken line back as it was found.
    let written = pgn::write(&parsed.record).unwrap();
    assert!(
        written.contains(&format!("{BROKEN} {{{COMMENT}}}")),
        "{written}"
    );
}

#[test]
fn the_viewer_shows_and_says_the_move_as_far_as_it_was_read() {
    for (text, format) in [
        (fan_text(), Format::Fan),
        (arimaa_com_text(), Format::Fan),
        (pgn_text(), Format::Pgn),
    ] {
        let mut v = Viewer::new(&text);
        assert_eq!(v.format(), format);
        v.go_to_text("3g").unwrap();
        let s = v.state();
        assert_eq!(s.move_text, "De1n Ee5w Ed5n");
        assert_eq!(s.steps_total, 3);
        assert!(
            s.announcement
                .starts_with("3g: Gold dog e1 north to e2; gold elephant e5 west to d5; gold elephant d5 north to d6"),
            "{}",
            s.announcement
        );
        assert!(
            s.announcement.ends_with(
                "then an error at Zz9q: expected a step like Ed4n or a capture like rc3x."
            ),
            "{}",
            s.announcement
        );
        assert!(
            s.position_text.contains("elephant d6"),
            "{}",
            s.position_text
        );
        let err = s.error.expect("the error shows at 3g");
        assert!(err.contains("Zz9q"), "{err}");
        // The row: the text read, then the token at fault; never empty.
        let list = move_list(&v.record().tree, v.words());
        let row = list.iter().find(|e| e.label == "3g").unwrap();
        assert_eq!(row.text, "De1n Ee5w Ed5n");
        assert_eq!(row.error_token.as_deref(), Some("Zz9q"));
        assert!(row.has_error);
    }
}

#[test]
fn a_move_broken_at_its_first_word_still_has_a_row_and_words() {
    let text = lines("3g Zz9q De1n").join("\n");
    let mut v = Viewer::new(&text);
    v.go_to_text("3g").unwrap();
    let s = v.state();
    assert_eq!(s.move_text, "");
    assert!(
        s.announcement.starts_with("3g: Error at Zz9q: expected "),
        "{}",
        s.announcement
    );
    let list = move_list(&v.record().tree, v.words());
    let row = list.iter().find(|e| e.label == "3g").unwrap();
    assert_eq!(row.error_token.as_deref(), Some("Zz9q"));
}
